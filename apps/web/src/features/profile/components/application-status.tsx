import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MerchantInfo } from '@hearth/domain/profile';

interface ApplicationStatusProps {
  merchantInfo: MerchantInfo;
  nickname: string | null;
}

/**
 * The state of the user's own chef application: under review; rejected with the reason (the form below
 * resubmits it); suspended with the reason; approved with a link to the public page.
 */
export function ApplicationStatus({ merchantInfo, nickname }: ApplicationStatusProps) {
  const { t } = useTranslation();
  const reason = merchantInfo.statusReason?.trim();
  switch (merchantInfo.status) {
    case 'pending':
      return (
        <div className="application-status notice notice--info" role="status">
          <p>
            <strong>{t('profile.application.pendingTitle')}</strong> {t('profile.application.pending')}
          </p>
        </div>
      );
    case 'rejected':
      return (
        <div className="application-status notice notice--error" role="status">
          <p>
            <strong>{t('profile.application.rejectedTitle')}</strong>
          </p>
          {reason && <p>{t('profile.application.reason', { reason })}</p>}
          <p>{t('profile.application.resubmit')}</p>
        </div>
      );
    case 'suspended':
      return (
        <div className="application-status notice notice--error" role="status">
          <p>
            <strong>{t('profile.application.suspendedTitle')}</strong>
          </p>
          {reason && <p>{t('profile.application.reason', { reason })}</p>}
        </div>
      );
    case 'approved':
      return (
        <div className="application-status notice notice--success" role="status">
          <p>
            <strong>{t('profile.application.approvedTitle')}</strong>{' '}
            {nickname && (
              <Link to={`/store/${encodeURIComponent(nickname)}`}>{t('profile.application.publicPage')}</Link>
            )}
          </p>
        </div>
      );
    default:
      return null;
  }
}
