import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import type { ChefChangeField, ChefChangeRequestView } from '@hearth/domain/chef-changes';
import type { KitchenType } from '@hearth/domain/constants';
import { formatEurCents } from '@hearth/domain/money';
import { KitchenTypeBadges } from '@/shared/ui/kitchen-type-badges.tsx';
import { ChangeRequestActions } from './change-request-actions.tsx';
import { DetailList } from './detail-list.tsx';
import { Moment } from './moment.tsx';

type Status = ChefChangeRequestView['status'];

const STATUS_BADGES: Record<Status, string> = {
  open: 'status-badge--pending',
  approved: 'status-badge--approved',
  rejected: 'status-badge--suspended',
  withdrawn: 'status-badge--pending',
};

/** One side of a changed field, as the chef's page would show it. */
function FieldValue({ field, value }: { field: ChefChangeField['field']; value: ChefChangeField['before'] }) {
  const { t } = useTranslation();
  if (value === null || value === '' || (Array.isArray(value) && value.length === 0)) {
    return <span className="muted">{t('storeManagement.notGiven')}</span>;
  }
  if (field === 'hourRate') return <>{t('common.perHour', { amount: formatEurCents(value as number) })}</>;
  if (field === 'kitchenType') return <KitchenTypeBadges types={value as KitchenType[]} />;
  return <span className="pre-line">{String(value)}</span>;
}

/**
 * An approved chef's profile change: what the public page shows now beside what the chef asked for, field by
 * field (decision 049); while open, approve or reject.
 */
export function ChangeRequestCard({
  request,
  onDecided,
}: {
  request: ChefChangeRequestView;
  onDecided: (text: string) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const { chef } = request;
  const name = chef.name?.trim() || chef.nickname || chef.email;
  const rows: [string, ReactNode][] = [
    [
      t('storeManagement.changeRequests.chef'),
      <>
        {chef.name && <span>{chef.name} </span>}
        {chef.nickname && <Link to={`/store/${encodeURIComponent(chef.nickname)}`}>@{chef.nickname}</Link>}
      </>,
    ],
    [t('storeManagement.fields.email'), <a href={`mailto:${chef.email}`}>{chef.email}</a>],
    [t('storeManagement.changeRequests.submittedAt'), <Moment ms={request.submittedAt} />],
  ];
  if (request.decidedAt !== null) {
    rows.push([t('storeManagement.changeRequests.decidedAt'), <Moment ms={request.decidedAt} />]);
  }
  if (request.reason) {
    rows.push([
      t('storeManagement.changeRequests.reason'),
      <span className="pre-line">{request.reason}</span>,
    ]);
  }

  return (
    <article className="chef-card change-request" aria-labelledby={titleId}>
      <header className="withdrawal-card__head">
        <h3 id={titleId}>{name}</h3>
        <span className={`status-badge ${STATUS_BADGES[request.status] ?? 'status-badge--pending'}`}>
          {t(`storeManagement.changeRequests.statuses.${request.status}`)}
        </span>
      </header>
      <DetailList rows={rows} />
      <table className="change-request__fields">
        <thead>
          <tr>
            <th scope="col">{t('storeManagement.changeRequests.field')}</th>
            <th scope="col">{t('storeManagement.changeRequests.before')}</th>
            <th scope="col">{t('storeManagement.changeRequests.after')}</th>
          </tr>
        </thead>
        <tbody>
          {request.fields.map((change) => (
            <tr key={change.field}>
              <th scope="row">{t(`profile.changeFields.${change.field}`)}</th>
              <td>
                <FieldValue field={change.field} value={change.before} />
              </td>
              <td>
                <FieldValue field={change.field} value={change.after} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {request.status === 'open' && (
        <ChangeRequestActions request={request} name={name} onDecided={onDecided} />
      )}
    </article>
  );
}
