import { useId } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { formatEurCents } from '@hearth/domain/money';
import type { OrderDue } from '@hearth/domain/orders';
import { DuePayment } from './due-payment.tsx';
import '../orders-money.css';

/**
 * Everything the customer owes online now, over all their orders (model.outstanding of GET /secure/orders),
 * each with its Pay button. An unpaid penalty holds back new orders: the banner says so.
 */
export function OutstandingBanner({
  dues,
  onPaid,
}: {
  dues: readonly OrderDue[];
  onPaid: (text: string) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  if (dues.length === 0) return null;
  const total = dues.reduce((sum, due) => sum + due.amountCents, 0);
  const penalty = dues.some((due) => due.purpose === 'order_penalty');
  return (
    <section className="outstanding" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('ordersPage.outstanding.title')}</h2>
      <p>{t('ordersPage.outstanding.total', { amount: formatEurCents(total) })}</p>
      {penalty && <p className="outstanding__penalty">{t('ordersPage.outstanding.penalty')}</p>}
      <ul className="outstanding__list">
        {dues.map((due) => (
          <li key={`${due.orderId}-${due.purpose}`}>
            <DuePayment due={due} onPaid={onPaid} showOrder />
          </li>
        ))}
      </ul>
    </section>
  );
}
