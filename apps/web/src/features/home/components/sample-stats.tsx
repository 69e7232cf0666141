import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { DOGE_INFORMATION_FEE } from '@hearth/domain/constants';
import { formatEurCents } from '@hearth/domain/money';

/**
 * The spec's hard-coded sample figures of the stat blocks (5.5 € and 265 €). They are
 * examples, not measurements of the platform, and the page says so; the third block is a real rule.
 */
const SAMPLE_HOURLY_RATE_CENTS = 550;
const SAMPLE_MONTHLY_EARNINGS_CENTS = 26500;

export function SampleStats() {
  const { t } = useTranslation();
  const stats = [
    { value: formatEurCents(SAMPLE_HOURLY_RATE_CENTS), label: t('home.stats.rate'), example: true },
    { value: formatEurCents(SAMPLE_MONTHLY_EARNINGS_CENTS), label: t('home.stats.earnings'), example: true },
    {
      value: t('home.stats.feeValue', { fee: DOGE_INFORMATION_FEE }),
      label: t('home.stats.fee'),
      example: false,
    },
  ];
  return (
    <section className="landing-section" aria-labelledby="home-stats-title">
      <h2 id="home-stats-title">{t('home.stats.title')}</h2>
      <dl className="landing-stats">
        {stats.map((stat) => (
          <div key={stat.label} className="landing-stats__item">
            <dt>
              {stat.example && <span className="landing-stats__example">{t('home.stats.example')}</span>}
              {stat.label}
            </dt>
            <dd>{stat.value}</dd>
          </div>
        ))}
      </dl>
      <p className="muted small">{t('home.stats.note')}</p>
    </section>
  );
}
