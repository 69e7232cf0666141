import { Fragment, useId } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { formatEurCents } from '@hearth/domain/money';
import type { MoneyRow } from '@hearth/domain/order-money';
import {
  ACTUAL_MINUTES_MAX,
  actualTimeSchema,
  type OrderItemView,
  type OrderView,
} from '@hearth/domain/orders';
import { moneyExplainKey, moneyLineKey } from '@/shared/money/money-summary.tsx';
import { translateFieldError } from '@/shared/i18n/translate-message.ts';
import { TextField } from '@/shared/ui/text-field.tsx';
import { moneyAtActualTime, timePricedItems } from '../utils/item-money.ts';

/** The minutes typed for each time-priced line, by item id, as the fields hold them. */
export type ActualMinutesInput = Record<number, string>;

/** The fields prefilled with the booked minutes of each time-priced line. */
export function bookedMinutesInput(order: OrderView): ActualMinutesInput {
  return Object.fromEntries(timePricedItems(order).map((item) => [item.id, String(item.bookedMinutes)]));
}

/**
 * The typed minutes checked by the deliver action's own rule (packages/domain actualTimeSchema): the list to
 * send, or the error of each wrong field by item id.
 */
export function parseActualMinutes(
  order: OrderView,
  input: ActualMinutesInput,
):
  | { ok: true; actualTime: { itemId: number; minutes: number }[] }
  | { ok: false; errors: Record<number, string> } {
  const items = timePricedItems(order);
  const typed = items.map((item) => ({ itemId: item.id, minutes: input[item.id] ?? '' }));
  const parsed = actualTimeSchema.safeParse(typed);
  if (parsed.success) return { ok: true, actualTime: parsed.data };
  const errors: Record<number, string> = {};
  for (const issue of parsed.error.issues) {
    const index = issue.path[0];
    const item = typeof index === 'number' ? items[index] : undefined;
    if (item && errors[item.id] === undefined) errors[item.id] = issue.message;
  }
  return { ok: false, errors };
}

/** The valid minutes typed so far, for the preview (a wrong field counts as booked). */
function typedMinutes(items: readonly OrderItemView[], input: ActualMinutesInput): Map<number, number> {
  const minutes = new Map<number, number>();
  for (const item of items) {
    const value = Number((input[item.id] ?? '').trim());
    if (Number.isInteger(value) && value >= 1 && value <= ACTUAL_MINUTES_MAX) minutes.set(item.id, value);
  }
  return minutes;
}

interface DeliverTimeFieldsProps {
  order: OrderView;
  input: ActualMinutesInput;
  errors: Record<number, string>;
  onChange: (itemId: number, value: string) => void;
}

/**
 * At delivery, the minutes each time-priced line really took (prefilled with the booked ones), and what the
 * customer's bill becomes at that time (orderMoney with the actual minutes).
 */
export function DeliverTimeFields({ order, input, errors, onChange }: DeliverTimeFieldsProps) {
  const { t } = useTranslation();
  const previewId = useId();
  const items = timePricedItems(order);
  const money = moneyAtActualTime(order, typedMinutes(items, input));
  const rows: { key: MoneyRow['key']; amount: number }[] = [
    { key: 'subtotal', amount: money.subtotal },
    ...(money.mode === 'cash'
      ? [{ key: 'payAtVisit' as const, amount: money.payAtVisit }]
      : money.refundAfterVisit > 0
        ? [{ key: 'refundAfterVisit' as const, amount: money.refundAfterVisit }]
        : [{ key: 'payAfterVisit' as const, amount: money.payAfterVisit }]),
  ];
  return (
    <div className="deliver-time">
      <p>{t('ordersPage.deliverTime.intro', { max: ACTUAL_MINUTES_MAX })}</p>
      {items.map((item) => (
        <TextField
          key={item.id}
          name={`actualMinutes-${item.id}`}
          label={t('ordersPage.deliverTime.field', { title: item.product.title })}
          hint={t('ordersPage.deliverTime.booked', { minutes: item.bookedMinutes })}
          type="number"
          inputMode="numeric"
          min={1}
          max={ACTUAL_MINUTES_MAX}
          step={1}
          value={input[item.id] ?? ''}
          error={errors[item.id] ? translateFieldError(t, 'minutes', errors[item.id]!) : undefined}
          onChange={(event) => onChange(item.id, event.target.value)}
        />
      ))}
      <section className="deliver-time__preview" aria-labelledby={previewId} aria-live="polite">
        <h3 id={previewId}>{t('ordersPage.deliverTime.preview')}</h3>
        <dl className="details order-money__facts">
          {rows.map((row) => (
            <Fragment key={row.key}>
              <dt>{t(moneyLineKey(row.key))}</dt>
              <dd data-money={row.key}>
                {formatEurCents(row.amount)}
                {row.key === 'subtotal' && row.amount !== order.money.booked.subtotal && (
                  <span className="muted">
                    {' '}
                    {t('ordersPage.deliverTime.bookedAmount', {
                      amount: formatEurCents(order.money.booked.subtotal),
                    })}
                  </span>
                )}
              </dd>
            </Fragment>
          ))}
        </dl>
        <p className="muted">{t(moneyExplainKey(rows[rows.length - 1]!.key))}</p>
      </section>
    </div>
  );
}
