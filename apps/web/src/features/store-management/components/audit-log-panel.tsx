import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { AUDIT_LOG_PAGE_SIZE } from '@hearth/domain/profile';
import { formatDateTime } from '@/shared/i18n/format.ts';
import { useAuditLog } from '../api/get-audit-log.ts';
import { ListState } from './list-state.tsx';
import { Pager } from './pager.tsx';
import '@/shared/ui/card-table.css';
import { translateMessage } from '@/shared/i18n/translate-message.ts';

/** The audit log's actions in words; an action this client does not know is shown as it is. */
const ACTION_TEXTS: Record<string, string> = {
  'chef.application_submitted': 'storeManagement.audit.actions.applicationSubmitted',
  'chef.approved': 'storeManagement.audit.actions.approved',
  'chef.rejected': 'storeManagement.audit.actions.rejected',
  'chef.suspended': 'storeManagement.audit.actions.suspended',
  'chef.reinstated': 'storeManagement.audit.actions.reinstated',
  'withdrawal.sent': 'storeManagement.audit.actions.withdrawalSent',
  'withdrawal.rejected': 'storeManagement.audit.actions.withdrawalRejected',
  'payout.requested': 'storeManagement.audit.actions.payoutRequested',
  'payout.sent': 'storeManagement.audit.actions.payoutSent',
  'payout.rejected': 'storeManagement.audit.actions.payoutRejected',
  'chef.stripe_account_changed': 'storeManagement.audit.actions.stripeAccountChanged',
  'chef.rating_suspended': 'storeManagement.audit.actions.ratingSuspended',
  'chef.rating_reinstated': 'storeManagement.audit.actions.ratingReinstated',
  'chef.rating_confirmed': 'storeManagement.audit.actions.ratingConfirmed',
  'chef.review_hidden': 'storeManagement.audit.actions.reviewHidden',
  'conversation.read': 'storeManagement.audit.actions.conversationRead',
};

/** Who decided what, when and why, newest first. */
export function AuditLogPanel() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(0);
  const log = useAuditLog(page);

  return (
    <div className="audit-log">
      <ListState isPending={log.isPending} error={log.error} onRetry={() => void log.refetch()} />
      {log.data &&
        (log.data.entries.length === 0 ? (
          <p className="muted">{t('storeManagement.audit.empty')}</p>
        ) : (
          <div className="table-scroll">
            <table className="data-table card-table audit-log__table">
              <caption className="visually-hidden">{t('storeManagement.tabs.audit')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('storeManagement.audit.when')}</th>
                  <th scope="col">{t('storeManagement.audit.who')}</th>
                  <th scope="col">{t('storeManagement.audit.what')}</th>
                  <th scope="col">{t('storeManagement.audit.target')}</th>
                  <th scope="col">{t('storeManagement.audit.why')}</th>
                </tr>
              </thead>
              <tbody>
                {log.data.entries.map((entry) => {
                  const action = ACTION_TEXTS[entry.action];
                  return (
                    <tr key={entry.id}>
                      <td data-label={t('storeManagement.audit.when')}>
                        <time dateTime={entry.createdAt}>
                          {formatDateTime(entry.createdAt, i18n.language)}
                        </time>
                      </td>
                      <td data-label={t('storeManagement.audit.who')}>
                        {entry.actor?.email ?? t('storeManagement.audit.system')}
                      </td>
                      <td data-label={t('storeManagement.audit.what')}>
                        {action ? t(action) : entry.action}
                      </td>
                      <td data-label={t('storeManagement.audit.target')}>
                        {entry.target
                          ? `${entry.target.email}${entry.target.nickname ? ` (@${entry.target.nickname})` : ''}`
                          : ''}
                      </td>
                      <td data-label={t('storeManagement.audit.why')} className="pre-line">
                        {entry.reason ? translateMessage(t, entry.reason) : ''}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        ))}
      {log.data && (
        <Pager page={page} pageSize={AUDIT_LOG_PAGE_SIZE} total={log.data.total} onPage={setPage} />
      )}
    </div>
  );
}
