import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { FactsGate } from '@/shared/faq/facts-gate.tsx';
import { AboutContent } from '../components/about-content.tsx';
import { CONTENTS } from '../utils/about-sections.ts';

/**
 * /assets/about, the information page (decision 027): pricing, cancellation, rating moderation,
 * the FAQ and contact. Every figure comes from GET /config and packages/domain, through the same facts the
 * FAQ and the assistant fill their answers with.
 */
export function AboutPage() {
  const { t } = useTranslation();
  return (
    <div className="page about">
      <header>
        <h1>{t('about.title')}</h1>
        <p className="lead">{t('about.lead')}</p>
      </header>
      <nav className="about__contents" aria-label={t('about.contents')}>
        <ul>
          {CONTENTS.map((entry) => (
            <li key={entry.id}>
              <a href={`#${entry.id}`}>{t(entry.title)}</a>
            </li>
          ))}
        </ul>
      </nav>
      <FactsGate>{(facts) => <AboutContent facts={facts} />}</FactsGate>
    </div>
  );
}
