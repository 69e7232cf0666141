import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { DOGE_INFORMATION_FEE } from '@hearth/domain/constants';

/**
 * The landing copy with the money model of decision 040: what Hearth is, who
 * answers for what, and who pays whom, when (the information fee is the chef's, never the customer's).
 */
export function PlatformTerms() {
  const { t } = useTranslation();
  return (
    <section className="landing-section landing-terms" aria-labelledby="home-terms-title">
      <h2 id="home-terms-title">{t('home.terms.title')}</h2>
      <p>{t('home.terms.platform')}</p>
      <p>{t('home.terms.quality')}</p>
      <p>{t('home.terms.payment')}</p>
      <p>{t('home.terms.difference')}</p>
      <p>{t('home.terms.fee', { fee: DOGE_INFORMATION_FEE })}</p>
      <p>
        <Link to="/assets/about">{t('home.terms.more')}</Link>
      </p>
    </section>
  );
}
