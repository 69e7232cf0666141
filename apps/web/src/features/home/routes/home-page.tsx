import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { BenefitList } from '../components/benefit-list.tsx';
import { LandingFaq } from '../components/landing-faq.tsx';
import { LandingNav } from '../components/landing-nav.tsx';
import { LandingPrompts } from '../components/landing-prompts.tsx';
import { PlatformTerms } from '../components/platform-terms.tsx';
import { SampleStats } from '../components/sample-stats.tsx';

/**
 * The landing page /: the first page people see, so it is text and inline markup
 * only, with no image or web font to wait for; the FAQ loads its own chunk when the reader nears it.
 */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <div className="page landing">
      <LandingNav />
      <section className="hero" aria-labelledby="home-title">
        <h1 id="home-title">{t('home.title')}</h1>
        <p className="lead">{t('home.lead')}</p>
        <p>
          <Link className="button button--large button--primary" to="/mp">
            {t('home.marketplace')}
          </Link>
        </p>
        <p className="muted small">{t('home.heroNote')}</p>
      </section>
      <BenefitList />
      <SampleStats />
      <PlatformTerms />
      <LandingFaq />
      <LandingPrompts />
    </div>
  );
}
