import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@hearth/domain/messages';
import { useSession } from '../../../shared/session/use-session.ts';

const STAFF_ROLES = new Set(['OPERATOR', 'ADMIN']);

/** /store-management: the operator's landing after login (the tools are later issues). */
export function StoreManagementPage() {
  const { t } = useTranslation();
  const { profile } = useSession();

  let body;
  if (!profile) {
    body = (
      <>
        <p>{t('storeManagement.loginRequired')}</p>
        <Link className="button button--primary" to="/signin?source=one_time_pin">
          {t('nav.logIn')}
        </Link>
      </>
    );
  } else if (!STAFF_ROLES.has(profile.role)) {
    body = <p className="notice notice--error">{t(MESSAGES.forbidden)}</p>;
  } else {
    body = <p className="lead">{t('storeManagement.lead', { name: profile.name || profile.email })}</p>;
  }

  return (
    <div className="page">
      <section className="card" aria-labelledby="store-management-title">
        <h1 id="store-management-title">{t('storeManagement.title')}</h1>
        {body}
      </section>
    </div>
  );
}
