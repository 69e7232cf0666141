import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { formatEurCents } from '@hearth/domain/money';
import { REFUND_WORKING_DAYS, type OrderCancellationView, type OrderCanceller } from '@hearth/domain/orders';
import { formatTimestamp } from '../utils/order-labels.ts';

const CANCELLED_BY: Record<OrderCanceller, string> = {
  customer: 'orderDetail.cancellation.byCustomer',
  chef: 'orderDetail.cancellation.byChef',
  operator: 'orderDetail.cancellation.byOperator',
  system: 'orderDetail.cancellation.bySystem',
};

/** Who cancelled and when, and what went back to the customer or what they owe. */
export function CancellationFacts({ cancellation }: { cancellation: OrderCancellationView }) {
  const { t, i18n } = useTranslation();
  const date = formatTimestamp(cancellation.timestamp, i18n.language);
  return (
    <section className="invoice__section" aria-labelledby="invoice-cancellation-title">
      <h2 id="invoice-cancellation-title">{t('orderDetail.cancellation.title')}</h2>
      <p>{t(CANCELLED_BY[cancellation.by] ?? CANCELLED_BY.operator, { date })}</p>
      <ul className="invoice__cancellation">
        {cancellation.refundCents > 0 && (
          <li>
            {t('orderDetail.cancellation.refund', {
              amount: formatEurCents(cancellation.refundCents),
              days: REFUND_WORKING_DAYS,
            })}
          </li>
        )}
        {cancellation.commissionCents > 0 && (
          <li>
            {t('orderDetail.cancellation.commission', {
              amount: formatEurCents(cancellation.commissionCents),
            })}
          </li>
        )}
        {cancellation.dueCents > 0 && (
          <li>
            {t('orderDetail.cancellation.due', { amount: formatEurCents(cancellation.dueCents) })}
            {typeof cancellation.duePaidTimestamp === 'number' &&
              ` (${t('orderDetail.cancellation.duePaid', {
                date: formatTimestamp(cancellation.duePaidTimestamp, i18n.language),
              })})`}
          </li>
        )}
        {cancellation.refundCents <= 0 && cancellation.dueCents <= 0 && (
          <li>{t('orderDetail.cancellation.nothing')}</li>
        )}
      </ul>
    </section>
  );
}
