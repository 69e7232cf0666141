import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';

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
