import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import type { SourceLink } from '../utils/source-link.ts';

/** The pages or chefs a reply came from: this site's paths through the router, other sites in a new tab. */
export function SourceLinks({ sources }: { sources: readonly SourceLink[] }) {
  const { t } = useTranslation();
  if (sources.length === 0) return null;
  return (
    <div className="assistant-sources">
      <p className="assistant-sources__title">{t('assistant.sources')}</p>
      <ul>
        {sources.map((source) => (
          <li key={source.internal ? source.to : source.href}>
            {source.internal ? (
              <Link to={source.to}>{source.title}</Link>
            ) : (
              <a href={source.href} target="_blank" rel="noopener noreferrer">
                {source.title}
                <span className="visually-hidden"> {t('assistant.opensInNewTab')}</span>
              </a>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
