import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="page page--narrow">
      <section className="card error-view" aria-labelledby="not-found-title">
        <p className="error-view__code" aria-hidden="true">
          404
        </p>
        <h1 id="not-found-title">{t('notFound.title')}</h1>
        <p className="lead">{t('notFound.lead')}</p>
        <Link className="button button--primary" to="/">
          {t('notFound.home')}
        </Link>
      </section>
    </div>
  );
}
