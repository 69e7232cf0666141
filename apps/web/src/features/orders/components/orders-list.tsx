import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import type { OrderParty, OrderView } from '@hearth/domain/orders';
import { OrderCard } from './order-card.tsx';
import './orders-home.css';

/** Where the loaded orders are in the whole list, and how to load the next page (decision 060). */
export interface MoreOrders {
  total: number;
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onShowMore: () => void;
}

interface OrdersListProps {
  orders: readonly OrderView[];
  party: Extract<OrderParty, 'customer' | 'chef'>;
  onDone: (text: string) => void;
  more: MoreOrders;
}

/** The orders of one tab a page at a time, with "Show more" below; or what to do when there are none. */
export function OrdersList({ orders, party, onDone, more }: OrdersListProps) {
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
    <>
      <ul className="orders-list">
        {orders.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} party={party} onDone={onDone} />
          </li>
        ))}
      </ul>
      {more.failed && (
        <p className="notice notice--error" role="alert">
          {t('ordersPage.failedToLoadMore')}
        </p>
      )}
      {(more.hasMore || orders.length < more.total) && (
        <div className="orders-more">
          <p className="muted">{t('ordersPage.shownOf', { shown: orders.length, total: more.total })}</p>
          {more.hasMore && (
            <button
              type="button"
              className="button button--secondary"
              disabled={more.loading}
              onClick={more.onShowMore}
            >
              {more.loading ? t('ordersPage.loadingMore') : t('ordersPage.showMore')}
            </button>
          )}
        </div>
      )}
    </>
  );
}
