import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Orders need a stored profile: without one, the way to sign in. */
export function SignInPrompt() {
  const { t } = useTranslation();
  return (
    <div className="orders-sign-in">
      <p>{t('ordersPage.signInRequired')}</p>
      <Link className="button button--primary" to="/signin?source=one_time_pin">
        {t('ordersPage.signIn')}
      </Link>
    </div>
  );
}
