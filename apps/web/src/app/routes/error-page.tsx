import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';

/** The router's generic error view: an unhandled failure, never a product screen. */
export function ErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  return (
    <div className="page page--narrow">
      <section className="card error-view" role="alert" aria-labelledby="error-title">
        <h1 id="error-title">{t(status === 404 ? 'notFound.title' : 'errorPage.title')}</h1>
        <p className="lead">{t(status === 404 ? 'notFound.lead' : 'errorPage.lead')}</p>
        <div className="form__actions">
          <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
            {t('errorPage.reload')}
          </button>
          {/* A plain link: the router itself may be what failed. */}
          <a className="button button--ghost" href="/">
            {t('errorPage.home')}
          </a>
        </div>
      </section>
    </div>
  );
}
