import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { MODERATED_FIELDS, type PendingChefChange } from '@hearth/domain/chef-changes';
import type { MerchantInfo } from '@hearth/domain/profile';
import { translateMessage } from '@/shared/i18n/translate-message.ts';

interface ApplicationStatusProps {
  merchantInfo: MerchantInfo;
  nickname: string | null;
}

/**
 * The state of the user's own chef application, and the changes waiting for review (decision 049) of a chef
 * approved before.
 */
export function ApplicationStatus({ merchantInfo, nickname }: ApplicationStatusProps) {
  return (
    <>
      <StatusNotice merchantInfo={merchantInfo} nickname={nickname} />
      {merchantInfo.pendingChange && <PendingChangeNotice change={merchantInfo.pendingChange} />}
    </>
  );
}

/** "Your changes are waiting for review", naming the fields; the form below shows the asked-for values. */
function PendingChangeNotice({ change }: { change: PendingChefChange }) {
  const { t } = useTranslation();
  const fields = MODERATED_FIELDS.filter((field) => field in change.changes)
    .map((field) => t(`profile.changeFields.${field}`))
    .join(', ');
  return (
    <div className="application-status notice notice--info" role="status">
      <p>
        <strong>{t('profile.application.changesPendingTitle')}</strong>{' '}
        {t('profile.application.changesPending', { fields })}
      </p>
    </div>
  );
}

/**
 * Under review; rejected with the reason (the form below resubmits it); suspended with the reason; approved
 * with a link to the public page.
 */
function StatusNotice({ merchantInfo, nickname }: ApplicationStatusProps) {
  const { t } = useTranslation();
  const stored = merchantInfo.statusReason?.trim();
  const reason = stored ? translateMessage(t, stored) : undefined;
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
