import { useId, type ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { formatDoge, type WithdrawalStatus, type WithdrawalView } from '@hearth/domain/wallet';
import { CopyButton } from './copy-button.tsx';
import { DetailList } from './detail-list.tsx';
import { Moment } from './moment.tsx';
import { WithdrawalActions } from './withdrawal-actions.tsx';

const STATUS_LABELS: Record<WithdrawalStatus, string> = {
  requested: 'storeManagement.withdrawals.statuses.requested',
  sent: 'storeManagement.withdrawals.statuses.sent',
  rejected: 'storeManagement.withdrawals.statuses.rejected',
};

/** The colours of the chefs' statuses: waiting, done, refused. */
const STATUS_BADGES: Record<WithdrawalStatus, string> = {
  requested: 'status-badge--pending',
  sent: 'status-badge--approved',
  rejected: 'status-badge--rejected',
};

interface WithdrawalCardProps {
  withdrawal: WithdrawalView;
  onDecided: (text: string) => void;
}

/** One withdrawal: amount, who, where to, when, its status and, while it waits, the decisions. */
export function WithdrawalCard({ withdrawal, onDecided }: WithdrawalCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const { user } = withdrawal;
  const name = t('storeManagement.withdrawals.heading', {
    amount: formatDoge(withdrawal.amountKoinu),
    name: user.name?.trim() || user.email,
  });
  const rows: [string, ReactNode][] = [
    [
      t('storeManagement.withdrawals.user'),
      <>
        {user.name && <span>{user.name} </span>}
        <a href={`mailto:${user.email}`}>{user.email}</a>
      </>,
    ],
    [
      t('storeManagement.withdrawals.address'),
      <span className="withdrawal-card__copyable">
        <code className="withdrawal-card__code">{withdrawal.address}</code>
        <CopyButton text={withdrawal.address} label={t('storeManagement.withdrawals.copyAddress')} />
      </span>,
    ],
    [t('storeManagement.withdrawals.amount'), `${formatDoge(withdrawal.amountKoinu)} DOGE`],
    [t('storeManagement.withdrawals.requestedAt'), <Moment ms={withdrawal.createdAt} />],
  ];
  // A decision's date, the transaction id of a sent one and the reason of a rejected one exist only later.
  if (withdrawal.decidedAt !== null) {
    rows.push([t('storeManagement.withdrawals.decidedAt'), <Moment ms={withdrawal.decidedAt} />]);
  }
  if (withdrawal.txid) {
    rows.push([
      t('storeManagement.withdrawals.txid'),
      <code className="withdrawal-card__code">{withdrawal.txid}</code>,
    ]);
  }
  if (withdrawal.reason) {
    rows.push([
      t('storeManagement.withdrawals.reason'),
      <span className="pre-line">{withdrawal.reason}</span>,
    ]);
  }

  return (
    <article className="chef-card withdrawal-card" aria-labelledby={titleId}>
      <header className="withdrawal-card__head">
        <h3 id={titleId}>{name}</h3>
        {/* A status this client does not know yet is shown as the server names it. */}
        <span className={`status-badge ${STATUS_BADGES[withdrawal.status] ?? 'status-badge--pending'}`}>
          {t(STATUS_LABELS[withdrawal.status] ?? withdrawal.status)}
        </span>
      </header>
      <DetailList rows={rows} />
      {withdrawal.status === 'requested' && (
        <WithdrawalActions withdrawal={withdrawal} name={name} onDecided={onDecided} />
      )}
    </article>
  );
}
