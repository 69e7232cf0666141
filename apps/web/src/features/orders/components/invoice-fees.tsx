import { useTranslation } from 'react-i18next';
import { GOVERNMENT_FEE_PERCENT, PAYMENT_GATEWAY_FEE_PERCENT, prepaidIncentive } from '@hearth/domain/fees';
import { formatEurCents } from '@hearth/domain/money';
import type { OrderView } from '@hearth/domain/orders';

/**
 * The fee breakdown stored on the order (DESIGN.md section 4): subtotal and fees, the prepaid half of the
 * chef incentive when not paying in cash, the total and the part paid online.
 */
export function InvoiceFees({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const { fees } = order;
  const refunded = (order.payments ?? []).reduce((sum, payment) => sum + payment.refundedAmount, 0);
  const rows: [label: string, cents: number][] = [
    [t('orderDetail.subtotal'), fees.subtotal],
    [t('orderDetail.serviceFee'), fees.serviceFee],
    [t('orderDetail.governmentFee', { percent: GOVERNMENT_FEE_PERCENT }), fees.governmentFee],
    [t('orderDetail.paymentGatewayFee', { percent: PAYMENT_GATEWAY_FEE_PERCENT }), fees.paymentGatewayFee],
  ];
  if (!order.payInCash) rows.push([t('orderDetail.chefIncentive'), prepaidIncentive(fees)]);

  return (
    <section className="invoice__section" aria-labelledby="invoice-fees-title">
      <h2 id="invoice-fees-title">{t('orderDetail.fees')}</h2>
      <table className="data-table invoice__fees">
        <tbody>
          {rows.map(([label, cents]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td className="invoice__amount">{formatEurCents(cents)}</td>
            </tr>
          ))}
          <tr className="invoice__total">
            <th scope="row">{t('orderDetail.total')}</th>
            <td className="invoice__amount">{formatEurCents(order.amountToPay)}</td>
          </tr>
          <tr>
            <th scope="row">{t('orderDetail.onlineAmount')}</th>
            <td className="invoice__amount">{formatEurCents(order.onlineAmount)}</td>
          </tr>
          {refunded > 0 && (
            <tr>
              <th scope="row">{t('orderDetail.refunded')}</th>
              <td className="invoice__amount">{formatEurCents(refunded)}</td>
            </tr>
          )}
        </tbody>
      </table>
    </section>
  );
}
