import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { MESSAGES } from '@hearth/domain/messages';
import { ApiError } from '@/shared/api/api-client.ts';
import { addPageTexts } from '@/shared/i18n/page-texts.ts';
import { translateMessage } from '@/shared/i18n/translate-message.ts';
import { useSession } from '@/shared/session/use-session.ts';
import { Tabs } from '@/shared/ui/tabs.tsx';
import { useApplications } from '../api/get-applications.ts';
import { PAYOUT_QUEUE, usePayouts } from '../api/get-payouts.ts';
import { ApplicationsPanel } from '../components/applications-panel.tsx';
import { AuditLogPanel } from '../components/audit-log-panel.tsx';
import { ChangeRequestsPanel } from '../components/change-requests-panel.tsx';
import { ChefsPanel } from '../components/chefs-panel.tsx';
import { ListState } from '../components/list-state.tsx';
import { PayoutsPanel } from '../components/payouts-panel.tsx';
import { RatingCasesPanel } from '../components/rating-cases-panel.tsx';
import { WithdrawalsPanel } from '../components/withdrawals-panel.tsx';
import { storeManagementTexts } from '../locales/store-management-texts.ts';
import '../components/store-management.css';

addPageTexts(storeManagementTexts);

const TABS = [
  'applications',
  'chefs',
  'changeRequests',
  'withdrawals',
  'payouts',
  'ratingCases',
  'audit',
] as const;
type Tab = (typeof TABS)[number];

function isTab(value: string | null): value is Tab {
  return (TABS as readonly (string | null)[]).includes(value);
}

/** /store-management: the operator's landing (docs/product.md#roles); OPERATOR and ADMIN only. */
export function StoreManagementPage() {
  const { t } = useTranslation();
  const { profile } = useSession();
  return (
    <div className="page">
      <section className="card store-management" aria-labelledby="store-management-title">
        <h1 id="store-management-title">{t('storeManagement.title')}</h1>
        {profile ? (
          <Moderation />
        ) : (
          <>
            <p>{t('storeManagement.loginRequired')}</p>
            <Link className="button button--primary" to="/signin?source=one_time_pin">
              {t('nav.logIn')}
            </Link>
          </>
        )}
      </section>
    </div>
  );
}

/** The server decides who may moderate: its 403 is shown as "not allowed", whatever role is stored. */
function Moderation() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const applications = useApplications();
  // The waiting payouts' count for the tab's label: the same call the payouts tab opens with.
  const payoutQueue = usePayouts(PAYOUT_QUEUE);
  const [announcement, setAnnouncement] = useState('');
  const requested = params.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'applications';

  if (applications.error instanceof ApiError && applications.error.status === 403) {
    return (
      <p className="notice notice--error" role="alert">
        {translateMessage(
          t,
          applications.error.envelope.messages[0]?.message ?? MESSAGES.moderationNotAllowed,
        )}
      </p>
    );
  }
  if (!applications.data) {
    return (
      <ListState
        isPending={applications.isPending}
        error={applications.error}
        onRetry={() => void applications.refetch()}
      />
    );
  }

  const count = applications.data.length;
  const tabs = [
    { id: 'applications', label: t('storeManagement.tabs.applications', { count }) },
    { id: 'chefs', label: t('storeManagement.tabs.chefs') },
    { id: 'changeRequests', label: t('storeManagement.tabs.changeRequests') },
    { id: 'withdrawals', label: t('storeManagement.tabs.withdrawals') },
    {
      id: 'payouts',
      label: payoutQueue.data
        ? t('storeManagement.tabs.payoutsWithCount', { count: payoutQueue.data.requestedCount })
        : t('storeManagement.tabs.payouts'),
    },
    { id: 'ratingCases', label: t('storeManagement.tabs.ratingCases') },
    { id: 'audit', label: t('storeManagement.tabs.audit') },
  ];

  return (
    <>
      <p className="lead">{t('storeManagement.lead')}</p>
      <p className="moderation-announcement" role="status">
        {announcement}
      </p>
      <Tabs
        tabs={tabs}
        selected={tab}
        label={t('storeManagement.tabs.label')}
        onSelect={(id) => setParams(id === 'applications' ? {} : { tab: id }, { replace: true })}
      >
        {tab === 'applications' && (
          <ApplicationsPanel applications={applications.data} onDecided={setAnnouncement} />
        )}
        {tab === 'chefs' && <ChefsPanel onDecided={setAnnouncement} />}
        {tab === 'changeRequests' && <ChangeRequestsPanel onDecided={setAnnouncement} />}
        {tab === 'withdrawals' && <WithdrawalsPanel onDecided={setAnnouncement} />}
        {tab === 'payouts' && <PayoutsPanel onDecided={setAnnouncement} />}
        {tab === 'ratingCases' && <RatingCasesPanel onDecided={setAnnouncement} />}
        {tab === 'audit' && <AuditLogPanel />}
      </Tabs>
    </>
  );
}
