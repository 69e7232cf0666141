import { useTranslation } from 'react-i18next';
import { type Fees, prepaidIncentive } from '@hearth/domain/fees';
import { formatEurCents } from '@hearth/domain/money';

interface FeeBreakdownProps {
  fees: Fees;
  payInCash: boolean;
  /** A new breakdown is being computed (the cash option changed): the old one is marked busy. */
  updating?: boolean;
}

/**
 * The fee breakdown of DESIGN.md section 4 as the server computed it: half the chef incentive is shown (and
 * prepaid online) only when not paying in cash; what is paid online by card stands out.
 */
export function FeeBreakdown({ fees, payInCash, updating = false }: FeeBreakdownProps) {
  const { t } = useTranslation();
  const halfIncentive = prepaidIncentive(fees);
  const rows: { key: string; label: string; cents: number; modifier?: string }[] = [
    { key: 'subtotal', label: t('checkout.summary.subtotal'), cents: fees.subtotal },
    { key: 'serviceFee', label: t('checkout.summary.serviceFee'), cents: fees.serviceFee },
    { key: 'governmentFee', label: t('checkout.summary.governmentFee'), cents: fees.governmentFee },
    {
      key: 'paymentGatewayFee',
      label: t('checkout.summary.paymentGatewayFee'),
      cents: fees.paymentGatewayFee,
    },
  ];
  if (!payInCash && halfIncentive > 0) {
    rows.push({ key: 'chefIncentive', label: t('checkout.summary.chefIncentive'), cents: halfIncentive });
  }
  rows.push({ key: 'total', label: t('checkout.summary.total'), cents: fees.totalAmount, modifier: 'total' });
  rows.push({
    key: 'onlineAmount',
    label: t('checkout.summary.onlineAmount'),
    cents: fees.onlineAmount,
    modifier: 'online',
  });
  if (payInCash) {
    rows.push({
      key: 'inCash',
      label: t('checkout.summary.inCash'),
      cents: fees.totalAmount - fees.onlineAmount,
    });
  }
  return (
    <dl className="fee-lines" aria-busy={updating || undefined} data-testid="fee-breakdown">
      {rows.map((row) => (
        <div
          key={row.key}
          className={row.modifier ? `fee-lines__row fee-lines__row--${row.modifier}` : 'fee-lines__row'}
          data-fee={row.key}
        >
          <dt>{row.label}</dt>
          <dd>{formatEurCents(row.cents)}</dd>
        </div>
      ))}
    </dl>
  );
}
