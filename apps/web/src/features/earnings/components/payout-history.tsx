import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { formatEurCents } from '@hearth/domain/money';
import type { PayoutView } from '@hearth/domain/payouts';
import { formatDateTime, isoFromMillis } from '@/shared/i18n/format.ts';
import { PAYOUT_STATUS_BADGES, PAYOUT_STATUS_LABELS } from '../utils/earnings-labels.ts';

/** The chef's payouts, newest first: the week, the amount, where it stands, its reference or the reason. */
export function PayoutHistory({ payouts }: { payouts: readonly PayoutView[] }) {
  const { t } = useTranslation();
  if (payouts.length === 0) return <p className="muted">{t('earnings.payouts.empty')}</p>;
  return (
    <ul className="earnings-payouts">
      {payouts.map((payout) => (
        <li key={payout.id}>
          <PayoutItem payout={payout} />
        </li>
      ))}
    </ul>
  );
}

function PayoutItem({ payout }: { payout: PayoutView }) {
  const { t, i18n } = useTranslation();
  const when = isoFromMillis(payout.decidedAt ?? payout.createdAt);
  return (
    <article className="earnings-payout" aria-label={t('earnings.payouts.item', { batch: payout.batch })}>
      <p className="earnings-payout__head">
        <strong className="earnings-payout__amount">{formatEurCents(payout.amountCents)}</strong>
        <span className={`status-badge ${PAYOUT_STATUS_BADGES[payout.status] ?? 'status-badge--pending'}`}>
          {t(PAYOUT_STATUS_LABELS[payout.status] ?? payout.status)}
        </span>
      </p>
      <p className="muted">
        {t('earnings.payouts.batch', { batch: payout.batch })} ·{' '}
        <time dateTime={when}>{formatDateTime(when, i18n.language)}</time>
      </p>
      {payout.status === 'sent' && payout.reference && (
        <p>
          {t(payout.method === 'stripe' ? 'earnings.payouts.sentStripe' : 'earnings.payouts.sentBank')}{' '}
          <code className="earnings-payout__reference">{payout.reference}</code>
        </p>
      )}
      {payout.status === 'rejected' && payout.reason && (
        <p className="pre-line">{t('earnings.payouts.reason', { reason: payout.reason })}</p>
      )}
      {payout.status === 'requested' && <p className="muted">{t('earnings.payouts.waiting')}</p>}
    </article>
  );
}
