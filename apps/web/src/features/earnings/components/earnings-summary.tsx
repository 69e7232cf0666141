import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { formatEurCents } from '@hearth/domain/money';
import type { EarningsSummary as Summary } from '@hearth/domain/payouts';

const FIGURES = [
  ['pendingCents', 'earnings.summary.pending', 'earnings.summary.pendingHint'],
  ['availableCents', 'earnings.summary.available', 'earnings.summary.availableHint'],
  ['inPayoutCents', 'earnings.summary.inPayout', 'earnings.summary.inPayoutHint'],
  ['paidOutCents', 'earnings.summary.paidOut', 'earnings.summary.paidOutHint'],
] as const satisfies readonly (readonly [keyof Summary, string, string])[];

/** The four figures, in the order the money moves: to come, earned, on its way, paid. */
export function EarningsSummary({ summary }: { summary: Summary }) {
  const { t } = useTranslation();
  return (
    <dl className="earnings-figures">
      {FIGURES.map(([field, label, hint]) => (
        <div key={field} className="earnings-figure">
          <dt className="earnings-figure__label">{t(label)}</dt>
          <dd className="earnings-figure__amount">{formatEurCents(summary[field])}</dd>
          <dd className="earnings-figure__hint muted">{t(hint)}</dd>
        </div>
      ))}
    </dl>
  );
}
