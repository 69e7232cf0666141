import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { formatEurCents } from '@hearth/domain/money';
import type { OrderPaymentView, OrderSettlementView, OrderView } from '@hearth/domain/orders';
import { formatDoge } from '@hearth/domain/wallet';
import { MoneySummary } from '@/shared/money/money-summary.tsx';
import { formatTimestamp, METHOD_LABELS, PURPOSE_LABELS, timestampIso } from '../utils/order-labels.ts';
import '../orders-money.css';

/**
 * The money of an order on its page: what it costs and how it is paid (order.money), what the visit came to
 * once the chef recorded it (order.settlement, card or DOGE orders), and the payments made, each with its
 * method and what it paid.
 */
export function OrderMoneySection({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  return (
    <section className="invoice__section order-money" aria-labelledby="order-money-title">
      <h2 id="order-money-title">{t('orderDetail.money')}</h2>
      <MoneySummary money={order.money} />
      {order.settlement && <Settlement settlement={order.settlement} />}
      <Payments payments={order.payments ?? []} />
    </section>
  );
}

function Settlement({ settlement }: { settlement: OrderSettlementView }) {
  const { t, i18n } = useTranslation();
  const owed = settlement.balanceDueCents > 0;
  return (
    <div className="order-money__part" role="group" aria-labelledby="order-settlement-title">
      <h3 id="order-settlement-title">{t('orderDetail.settlement.title')}</h3>
      <dl className="details order-money__facts">
        <dt>{t('orderDetail.settlement.finalSubtotal')}</dt>
        <dd>{formatEurCents(settlement.finalSubtotal)}</dd>
        {owed && (
          <>
            <dt>{t('orderDetail.settlement.balanceDue')}</dt>
            <dd>
              {formatEurCents(settlement.balanceDueCents)}{' '}
              <span className="muted">
                {settlement.paidTimestamp !== null
                  ? t('orderDetail.settlement.paid', {
                      date: formatTimestamp(settlement.paidTimestamp, i18n.language),
                    })
                  : t('orderDetail.settlement.unpaid')}
              </span>
            </dd>
          </>
        )}
        {settlement.balanceRefundCents > 0 && (
          <>
            <dt>{t('orderDetail.settlement.refund')}</dt>
            <dd>{formatEurCents(settlement.balanceRefundCents)}</dd>
          </>
        )}
      </dl>
      {!owed && settlement.balanceRefundCents <= 0 && <p>{t('orderDetail.settlement.even')}</p>}
    </div>
  );
}

function Payments({ payments }: { payments: readonly OrderPaymentView[] }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="order-money__part" role="group" aria-labelledby="order-payments-title">
      <h3 id="order-payments-title">{t('orderDetail.payments.title')}</h3>
      {payments.length === 0 ? (
        <p className="muted">{t('orderDetail.payments.none')}</p>
      ) : (
        <ul className="order-money__payments">
          {payments.map((payment) => {
            const method = t(METHOD_LABELS[payment.provider] ?? payment.provider);
            return (
              <li key={payment.id}>
                <time dateTime={timestampIso(payment.paidTimestamp) ?? undefined}>
                  {formatTimestamp(payment.paidTimestamp, i18n.language)}
                </time>
                {': '}
                {t('orderDetail.payments.line', {
                  purpose: t(PURPOSE_LABELS[payment.purpose] ?? payment.purpose),
                  method:
                    payment.amountKoinu !== null
                      ? t('orderDetail.payments.coins', { method, doge: formatDoge(payment.amountKoinu) })
                      : method,
                  amount: formatEurCents(payment.amount),
                })}
                {payment.refundedAmount > 0 && (
                  <>
                    {'; '}
                    {t('orderDetail.payments.refunded', { amount: formatEurCents(payment.refundedAmount) })}
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
