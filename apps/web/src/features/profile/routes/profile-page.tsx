import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { MESSAGES } from '@hearth/domain/messages';
import { ApiError } from '@/shared/api/api-client.ts';
import { translateMessage } from '@/shared/i18n/translate-message.ts';
import { SECURITY_PATH } from '@/shared/session/security-path.ts';
import { useSession } from '@/shared/session/use-session.ts';
import { PageLoading } from '@/shared/ui/page-loading.tsx';
import { useAddress } from '../api/get-address.ts';
import { useMerchantInfo } from '../api/get-merchant-info.ts';
import { useUserInfo } from '../api/get-user-info.ts';
import { ApplicationStatus } from '../components/application-status.tsx';
import { AvatarUploader } from '../components/avatar-uploader.tsx';
import { ProfileForm } from '../components/profile-form.tsx';
import { RatingHealthBox } from '../components/rating-health.tsx';

/** /profile, /profile?chefProfile=true (chef mode), &source=regular_registration (just registered). */
export function ProfilePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { profile } = useSession();

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
    <ProfileScreen
      userId={profile.id}
      chefParam={params.get('chefProfile') === 'true'}
      freshRegistration={params.get('source') === 'regular_registration'}
    />
  );
}

interface ProfileScreenProps {
  userId: number;
  chefParam: boolean;
  freshRegistration: boolean;
}

function ProfileScreen({ userId, chefParam, freshRegistration }: ProfileScreenProps) {
  const { t } = useTranslation();
  const userInfo = useUserInfo();
  const merchantInfo = useMerchantInfo();
  const address = useAddress();
  const queries = [userInfo, merchantInfo, address];

  const failed = queries.find((query) => query.isError);
  if (failed) {
    const message =
      failed.error instanceof ApiError ? failed.error.envelope.messages[0]?.message : MESSAGES.serverError;
    return (
      <div className="page page--narrow">
        <section className="card" role="alert">
          <h1>{t('profile.title')}</h1>
          <p>{t('profile.loadFailed')}</p>
          {message && <p className="muted">{translateMessage(t, message)}</p>}
          <button
            type="button"
            className="button button--primary"
            onClick={() => queries.forEach((query) => void query.refetch())}
          >
            {t('common.tryAgain')}
          </button>
        </section>
      </div>
    );
  }
  if (userInfo.data === undefined || merchantInfo.data === undefined || address.data === undefined) {
    return <PageLoading />;
  }

  const user = userInfo.data;
  const merchant = merchantInfo.data;
  // The chef section: chosen (?chefProfile=true) or already a chef.
  const chefMode = chefParam || merchant !== null;
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');

  return (
    <div className="page page--medium">
      <section className="card" aria-labelledby="profile-title">
        <h1 id="profile-title">{t(chefMode ? 'profile.chefTitle' : 'profile.title')}</h1>
        <AvatarUploader avatarUrl={user.avatarUrl} firstName={user.firstName} nickname={user.nickname}>
          {fullName && <p className="avatar-uploader__name">{fullName}</p>}
          <p className="muted avatar-uploader__email">{user.email}</p>
        </AvatarUploader>
        {chefMode && freshRegistration && !merchant && (
          <p className="notice notice--info">{t('profile.welcome')}</p>
        )}
        <p>
          <Link to={SECURITY_PATH}>{t('profile.securityLink')}</Link>
        </p>
        {merchant && <ApplicationStatus merchantInfo={merchant} nickname={user.nickname} />}
        {chefMode && (merchant?.status === 'approved' || merchant?.status === 'suspended') && (
          <RatingHealthBox />
        )}
        <ProfileForm
          key={`${userId}:${chefMode}`}
          userInfo={user}
          address={address.data}
          merchantInfo={merchant}
          chefMode={chefMode}
        />
      </section>
    </div>
  );
}
