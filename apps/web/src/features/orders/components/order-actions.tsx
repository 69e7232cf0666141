import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { MESSAGES } from '@hearth/domain/messages';
import { orderNumber, type OrderAction, type OrderParty, type OrderView } from '@hearth/domain/orders';
import { ApiError } from '@/shared/api/api-client.ts';
import { translateMessage } from '@/shared/i18n/translate-message.ts';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog.tsx';
import { type OrderActionInput, useOrderAction } from '../api/order-action.ts';
import { timePricedItems } from '../utils/item-money.ts';
import { formatTimestamp } from '../utils/order-labels.ts';
import { CancellationPreview } from './cancellation-preview.tsx';
import {
  type ActualMinutesInput,
  bookedMinutesInput,
  DeliverTimeFields,
  parseActualMinutes,
} from './deliver-time-fields.tsx';

/** The button text, and its accessible name that says which order (the visible text is part of it). */
const ACTION_TEXTS: Record<OrderAction, { label: string; named: string }> = {
  confirm: { label: 'ordersPage.actions.confirm', named: 'ordersPage.actions.confirmNamed' },
  deliver: { label: 'ordersPage.actions.deliver', named: 'ordersPage.actions.deliverNamed' },
  cancel: { label: 'ordersPage.actions.cancel', named: 'ordersPage.actions.cancelNamed' },
};

const DIALOG_TITLES: Record<OrderAction, string> = {
  confirm: 'ordersPage.dialogs.confirmTitle',
  deliver: 'ordersPage.dialogs.deliverTitle',
  cancel: 'ordersPage.dialogs.cancelTitle',
};

/** What the live region says after an action. */
const DONE_TEXTS: Record<OrderAction, string> = {
  confirm: 'ordersPage.done.confirm',
  deliver: 'ordersPage.done.deliver',
  cancel: 'ordersPage.done.cancel',
};

interface OrderActionsProps {
  order: OrderView;
  /** Who acts, for the wording of the cancel dialog. */
  party: OrderParty;
  /** Told the (translated) sentence to announce after an action. */
  onDone: (text: string) => void;
}

/**
 * What the viewer may do to the order now (the server's order.actions): confirm, mark delivered, cancel.
 * Each asks first in a dialog; cancelling shows the refund or the penalty before it is confirmed, and
 * marking an order with time-priced dishes delivered asks for the minutes they really took.
 */
export function OrderActions({ order, party, onDone }: OrderActionsProps) {
  const { t } = useTranslation();
  const mutation = useOrderAction();
  const [asking, setAsking] = useState<OrderAction | null>(null);
  const [minutes, setMinutes] = useState<ActualMinutesInput>({});
  const [minuteErrors, setMinuteErrors] = useState<Record<number, string>>({});
  const number = orderNumber(order.sID);
  const timed = timePricedItems(order).length > 0;

  async function run(action: OrderAction, actualTime?: OrderActionInput['actualTime']) {
    setAsking(null);
    try {
      await mutation.mutateAsync({ orderId: order.id, action, actualTime });
    } catch {
      return; // shown from mutation.error
    }
    onDone(t(DONE_TEXTS[action], { number }));
  }

  function confirm(action: OrderAction) {
    if (action !== 'deliver' || !timed) {
      void run(action);
      return;
    }
    const parsed = parseActualMinutes(order, minutes);
    if (!parsed.ok) {
      setMinuteErrors(parsed.errors);
      return;
    }
    void run(action, parsed.actualTime);
  }

  if (order.actions.length === 0 && !mutation.error) return null;
  return (
    <div className="order-actions" role="group" aria-label={t('ordersPage.actions.label', { number })}>
      <ActionError error={mutation.error} />
      <div className="order-actions__buttons">
        {order.actions.map((action) => (
          <button
            key={action}
            type="button"
            // Not disabled while pending: the dialog gives focus back to this button as it closes.
            aria-disabled={mutation.isPending || undefined}
            className={action === 'cancel' ? 'button button--ghost' : 'button button--primary'}
            aria-label={t(ACTION_TEXTS[action].named, { number })}
            onClick={() => {
              if (mutation.isPending) return;
              mutation.reset();
              setMinutes(bookedMinutesInput(order));
              setMinuteErrors({});
              setAsking(action);
            }}
          >
            {t(ACTION_TEXTS[action].label)}
          </button>
        ))}
      </div>
      {asking && (
        <ConfirmDialog
          title={t(DIALOG_TITLES[asking], { number })}
          confirmLabel={t(ACTION_TEXTS[asking].label)}
          cancelLabel={t('ordersPage.actions.goBack')}
          onConfirm={() => confirm(asking)}
          onCancel={() => setAsking(null)}
        >
          <DialogText order={order} action={asking} party={party} />
          {asking === 'deliver' && timed && (
            <DeliverTimeFields
              order={order}
              input={minutes}
              errors={minuteErrors}
              onChange={(itemId, value) => {
                setMinutes((current) => ({ ...current, [itemId]: value }));
                setMinuteErrors((current) => {
                  const next = { ...current };
                  delete next[itemId];
                  return next;
                });
              }}
            />
          )}
        </ConfirmDialog>
      )}
    </div>
  );
}

function DialogText({ order, action, party }: { order: OrderView; action: OrderAction; party: OrderParty }) {
  const { t, i18n } = useTranslation();
  if (action === 'confirm') {
    const date = formatTimestamp(order.serviceDeliveryDate, i18n.language);
    return (
      <>
        <p>{t('ordersPage.dialogs.confirmText', { date })}</p>
        <p>{t('ordersPage.dialogs.confirmFee')}</p>
      </>
    );
  }
  if (action === 'deliver') return <p>{t('ordersPage.dialogs.deliverText')}</p>;
  return (
    <>
      <CancellationPreview terms={order.cancellationPreview} party={party} />
      <p>{t('ordersPage.dialogs.cancelNote')}</p>
    </>
  );
}

/**
 * The server's reason an action failed (409 actionNotAllowed and the like), in the reader's language; a
 * wallet too short for the information fee of a confirmation gets the way to buy DOGE.
 */
function ActionError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  const message = error instanceof ApiError ? error.envelope.messages[0]?.message : undefined;
  return (
    <p className="field__error" role="alert">
      {translateMessage(t, message ?? MESSAGES.serverError)}
      {message === MESSAGES.informationFeeShort && (
        <Link className="order-actions__buy" to="/buy">
          {t('ordersPage.buyDoge')}
        </Link>
      )}
    </p>
  );
}
