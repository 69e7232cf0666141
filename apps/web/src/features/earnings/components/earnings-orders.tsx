import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { formatEurCents } from '@hearth/domain/money';
import type { EarningsOrderRow } from '@hearth/domain/payouts';
import { formatDateTime, isoFromMillis } from '@/shared/i18n/format.ts';
import { ORDER_STATUS_LABELS, STATE_BADGES, STATE_LABELS } from '../utils/earnings-labels.ts';
import '@/shared/ui/card-table.css';

/**
 * The orders with online money, newest first: a table, which becomes one card per order on a narrow screen
 * (each cell then shows its column's name from data-label).
 */
export function EarningsOrders({ rows }: { rows: readonly EarningsOrderRow[] }) {
  const { t } = useTranslation();
  if (rows.length === 0) return <p className="muted">{t('earnings.orders.empty')}</p>;
  return (
    <table className="data-table card-table earnings-table" aria-labelledby="earnings-orders-title">
      <thead>
        <tr>
          <th scope="col">{t('earnings.orders.order')}</th>
          <th scope="col">{t('earnings.orders.serviceDate')}</th>
          <th scope="col">{t('earnings.orders.status')}</th>
          <th scope="col" className="earnings-table__amount">
            {t('earnings.orders.earned')}
          </th>
          <th scope="col" className="earnings-table__amount">
            {t('earnings.orders.pending')}
          </th>
          <th scope="col">{t('earnings.orders.state')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <OrderRow key={row.orderId} row={row} />
        ))}
      </tbody>
    </table>
  );
}

function OrderRow({ row }: { row: EarningsOrderRow }) {
  const { t, i18n } = useTranslation();
  const iso = isoFromMillis(row.serviceDate);
  return (
    <tr>
      <th scope="row" data-label={t('earnings.orders.order')}>
        <Link to={`/order/${row.orderId}`}>{t('earnings.orders.number', { number: row.orderNumber })}</Link>
      </th>
      <td data-label={t('earnings.orders.serviceDate')}>
        <time dateTime={iso}>{formatDateTime(iso, i18n.language)}</time>
      </td>
      <td data-label={t('earnings.orders.status')}>{t(ORDER_STATUS_LABELS[row.status] ?? row.status)}</td>
      <td data-label={t('earnings.orders.earned')} className="earnings-table__amount">
        {formatEurCents(row.earnedCents)}
      </td>
      <td data-label={t('earnings.orders.pending')} className="earnings-table__amount">
        {formatEurCents(row.pendingCents)}
      </td>
      <td data-label={t('earnings.orders.state')}>
        <span className={`status-badge ${STATE_BADGES[row.state] ?? 'status-badge--pending'}`}>
          {t(STATE_LABELS[row.state] ?? row.state)}
        </span>
      </td>
    </tr>
  );
}
