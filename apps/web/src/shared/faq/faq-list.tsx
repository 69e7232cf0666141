import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { DEFAULT_LANGUAGE, isLanguage } from '@hearth/domain/constants';
import { FAQ_ENTRIES, knowledgeText, type Facts } from '@hearth/domain/knowledge-base';
import { FactsGate } from './facts-gate.tsx';

interface FaqListProps {
  facts: Facts;
  /** Each answer links to the page that tells more (on the landing; the information page is that page). */
  showLinks?: boolean;
}

/**
 * The FAQ of / and /assets/about: the knowledge base's FAQ entries in the page's language with the
 * configured figures, the very texts the assistant answers with. Native disclosure widgets, so keyboard and
 * screen readers work without script.
 */
export function FaqList({ facts, showLinks = false }: FaqListProps) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return (
    <div className="faq">
      {FAQ_ENTRIES.map((entry) => {
        const text = knowledgeText(entry, language, facts);
        return (
          <details key={entry.id} className="faq__item">
            <summary>{text.question}</summary>
            <div className="faq__answer">
              <p>{text.answer}</p>
              {showLinks && <Link to={entry.link}>{t('about.faq.more')}</Link>}
            </div>
          </details>
        );
      })}
    </div>
  );
}

/** The FAQ with its figures loading first: the landing's lazy chunk below the fold. */
export function FaqWithFacts({ showLinks }: { showLinks?: boolean }) {
  return <FactsGate>{(facts) => <FaqList facts={facts} showLinks={showLinks} />}</FactsGate>;
}
