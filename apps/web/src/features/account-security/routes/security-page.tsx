import { Link, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { addPageTexts } from '@/shared/i18n/page-texts.ts';
import { signInReturnPath } from '@/shared/session/return-to.ts';
import { PASSWORD_REMOVED_PARAM } from '@/shared/session/security-path.ts';
import { useSession } from '@/shared/session/use-session.ts';
import { PasswordSection } from '../components/password-section.tsx';
import { SessionsSection } from '../components/sessions-section.tsx';
import '../components/account-security.css';
import { accountSecurityTexts } from '../locales/account-security-texts.ts';

addPageTexts(accountSecurityTexts);

/**
 * /profile/security: the password (set, change) and the signed-in devices (decision 043).
 * ?passwordRemoved=true after a pin sign-in that removed a password somebody else set and never confirmed.
 */
export function SecurityPage() {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const { pathname, search } = useLocation();
  const [params, setParams] = useSearchParams();
  const passwordRemoved = params.get(PASSWORD_REMOVED_PARAM) === 'true';

  function forgetRemovedPassword() {
    if (!passwordRemoved) return;
    const next = new URLSearchParams(params);
    next.delete(PASSWORD_REMOVED_PARAM);
    setParams(next, { replace: true });
  }

  // A prompt rather than RequireLogin's redirect: "Log out everywhere" leaves this page for the home page, and
  // a redirect to the log-in page raced that navigation.
  if (!isLoggedIn) {
    return (
      <div className="page page--narrow">
        <section className="card">
          <h1>{t('accountSecurity.title')}</h1>
          <p>{t('accountSecurity.loginRequired')}</p>
          <Link className="button button--primary" to={signInReturnPath(`${pathname}${search}`)}>
            {t('nav.logIn')}
          </Link>
        </section>
      </div>
    );
  }

  return (
    <div className="page page--medium">
      <section className="card security-page" aria-labelledby="security-title">
        <h1 id="security-title">{t('accountSecurity.title')}</h1>
        <p className="lead">{t('accountSecurity.lead')}</p>
        {passwordRemoved && (
          <p className="notice notice--info" role="alert">
            {t('accountSecurity.passwordRemoved')}
          </p>
        )}
        <PasswordSection onChanged={forgetRemovedPassword} />
        <SessionsSection />
      </section>
    </div>
  );
}
