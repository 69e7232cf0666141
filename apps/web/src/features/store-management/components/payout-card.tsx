import { useId, type ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { formatEurCents } from '@hearth/domain/money';
import type { OperatorPayoutView, PayoutMethod, PayoutStatus } from '@hearth/domain/payouts';
import { useSession } from '@/shared/session/use-session.ts';
import { CopyButton } from './copy-button.tsx';
import { DetailList } from './detail-list.tsx';
import { Moment } from './moment.tsx';
import { PayoutActions } from './payout-actions.tsx';

const STATUS_LABELS: Record<PayoutStatus, string> = {
  requested: 'storeManagement.withdrawals.statuses.requested',
  sent: 'storeManagement.withdrawals.statuses.sent',
  rejected: 'storeManagement.withdrawals.statuses.rejected',
};

/** The colours of the chefs' statuses: waiting, done, refused. */
const STATUS_BADGES: Record<PayoutStatus, string> = {
  requested: 'status-badge--pending',
  sent: 'status-badge--approved',
  rejected: 'status-badge--rejected',
};

export const METHOD_LABELS: Record<PayoutMethod, string> = {
  bank: 'storeManagement.payouts.methods.bank',
  stripe: 'storeManagement.payouts.methods.stripe',
};

interface PayoutCardProps {
  payout: OperatorPayoutView;
  onDecided: (text: string) => void;
}

/** One payout: amount, the chef and where to pay them, the batch, its status and, while it waits, the decisions. */
export function PayoutCard({ payout, onDecided }: PayoutCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const { profile } = useSession();
  const { chef } = payout;
  // Four eyes: an operator's own payout is decided by another operator (the server refuses it anyway).
  const own = profile?.id === chef.id;
  const name = t('storeManagement.payouts.heading', {
    amount: formatEurCents(payout.amountCents),
    name: chef.name?.trim() || chef.email,
  });
  const method = payout.method ?? payout.sendMethod;
  const rows: [string, ReactNode][] = [
    [
      t('storeManagement.payouts.chef'),
      <>
        {chef.name && <span>{chef.name} </span>}
        <a href={`mailto:${chef.email}`}>{chef.email}</a>
      </>,
    ],
    [t('storeManagement.fields.phone'), chef.phoneNumber],
    [t('storeManagement.fields.taxNumber'), chef.personalTaxNumber],
    [
      t('storeManagement.fields.stripeAccountId'),
      chef.stripeAccountId && (
        <span className="withdrawal-card__copyable">
          <code className="withdrawal-card__code">{chef.stripeAccountId}</code>
          <CopyButton text={chef.stripeAccountId} label={t('storeManagement.payouts.copyAccount')} />
        </span>
      ),
    ],
    [t('storeManagement.withdrawals.amount'), formatEurCents(payout.amountCents)],
    [t('storeManagement.payouts.method'), t(METHOD_LABELS[method] ?? method)],
    [t('storeManagement.payouts.batch'), payout.batch],
    [t('storeManagement.withdrawals.requestedAt'), <Moment ms={payout.createdAt} />],
  ];
  // A decision's date, the reference of a sent one and the reason of a rejected one exist only later.
  if (payout.decidedAt !== null) {
    rows.push([t('storeManagement.withdrawals.decidedAt'), <Moment ms={payout.decidedAt} />]);
  }
  if (payout.reference) {
    rows.push([
      t('storeManagement.payouts.reference'),
      <code className="withdrawal-card__code">{payout.reference}</code>,
    ]);
  }
  if (payout.reason) {
    rows.push([t('storeManagement.withdrawals.reason'), <span className="pre-line">{payout.reason}</span>]);
  }

  return (
    <article className="chef-card withdrawal-card" aria-labelledby={titleId}>
      <header className="withdrawal-card__head">
        <h3 id={titleId}>{name}</h3>
        {/* A status this client does not know yet is shown as the server names it. */}
        <span className={`status-badge ${STATUS_BADGES[payout.status] ?? 'status-badge--pending'}`}>
          {t(STATUS_LABELS[payout.status] ?? payout.status)}
        </span>
      </header>
      <DetailList rows={rows} />
      {payout.status === 'requested' && own && (
        <p className="muted">{t('storeManagement.payouts.ownPayout')}</p>
      )}
      {payout.status === 'requested' && !own && (
        <PayoutActions payout={payout} name={name} onDecided={onDecided} />
      )}
    </article>
  );
}
