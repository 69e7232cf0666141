import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OrderParty, OrderView } from '@hearth/domain/orders';
import { OrderCard } from './order-card.tsx';

interface OrdersListProps {
  orders: readonly OrderView[];
  party: Extract<OrderParty, 'customer' | 'chef'>;
  onDone: (text: string) => void;
}

/** The orders of one tab, or what to do when there are none. */
export function OrdersList({ orders, party, onDone }: OrdersListProps) {
  const { t } = useTranslation();
  if (orders.length === 0) {
    return party === 'customer' ? (
      <div className="orders-empty">
        <p className="muted">{t('ordersPage.empty.buy')}</p>
        <Link className="button button--primary" to="/mp">
          {t('ordersPage.findChef')}
        </Link>
      </div>
    ) : (
      <p className="muted orders-empty">{t('ordersPage.empty.sell')}</p>
    );
  }
  return (
    <ul className="orders-list">
      {orders.map((order) => (
        <li key={order.id}>
          <OrderCard order={order} party={party} onDone={onDone} />
        </li>
      ))}
    </ul>
  );
}
