import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/session/use-session.ts';
import { UserAvatar } from '../../../shared/ui/user-avatar.tsx';

/** /profile: who is logged in (the profile form is a later issue). */
export function ProfilePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { profile } = useSession();
  const chefMode = params.get('chefProfile') === 'true';
  const freshRegistration = params.get('source') === 'regular_registration';

  if (!profile) {
    return (
      <div className="page page--narrow">
        <section className="card">
          <h1>{t('profile.title')}</h1>
          <p>{t('profile.loginRequired')}</p>
          <Link className="button button--primary" to="/signin?source=one_time_pin">
            {t('nav.logIn')}
          </Link>
        </section>
      </div>
    );
  }

  return (
    <div className="page page--narrow">
      <section className="card" aria-labelledby="profile-title">
        <div className="profile-head">
          <UserAvatar key={profile.id} profile={profile} size="large" />
          <h1 id="profile-title">{t(chefMode ? 'profile.chefTitle' : 'profile.title')}</h1>
        </div>
        {chefMode && freshRegistration && <p className="notice notice--info">{t('profile.welcome')}</p>}
        <dl className="details">
          <dt>{t('profile.email')}</dt>
          <dd>{profile.email}</dd>
          <dt>{t('profile.name')}</dt>
          <dd>{profile.name || t('profile.notSet')}</dd>
        </dl>
        <p className="muted">{t(chefMode ? 'profile.chefComingSoon' : 'profile.comingSoon')}</p>
      </section>
    </div>
  );
}
