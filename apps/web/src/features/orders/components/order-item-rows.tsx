import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { formatEurCents } from '@hearth/domain/money';
import { orderNumber, type OrderParty, type OrderView } from '@hearth/domain/orders';
import { deliveryLabel, isPaid } from '../utils/order-labels.ts';
import { PaymentBadge } from './order-badges.tsx';
import '@/shared/ui/card-table.css';

/**
 * The dishes of an order in the list (the spec's orders list): each with its price (the line total), the
 * delivery label, the payment status and a link to the dish.
 */
export function OrderItemRows({ order, party }: { order: OrderView; party: OrderParty }) {
  const { t, i18n } = useTranslation();
  const delivery = deliveryLabel(t, order, i18n.language, party);
  const paid = isPaid(order);
  return (
    <div className="table-scroll">
      <table className="data-table card-table order-items">
        <caption className="visually-hidden">
          {t('ordersPage.itemsOf', { number: orderNumber(order.sID) })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('ordersPage.columns.product')}</th>
            <th scope="col">{t('ordersPage.columns.quantity')}</th>
            <th scope="col">{t('ordersPage.columns.price')}</th>
            <th scope="col">{t('ordersPage.columns.delivery')}</th>
            <th scope="col">{t('ordersPage.columns.payment')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('ordersPage.columns.link')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {order.orderItems.map((item) => (
            <tr key={item.id}>
              <th scope="row" className="order-items__title">
                {item.product.title}
              </th>
              <td data-label={t('ordersPage.columns.quantity')}>{item.volume}</td>
              <td data-label={t('ordersPage.columns.price')}>{formatEurCents(item.lineTotal)}</td>
              <td data-label={t('ordersPage.columns.delivery')}>{delivery}</td>
              <td data-label={t('ordersPage.columns.payment')}>
                <PaymentBadge paid={paid} />
              </td>
              <td className="card-table__links">
                <Link
                  to={`/product-detail/${item.product.id}`}
                  aria-label={t('ordersPage.viewProductNamed', { title: item.product.title })}
                >
                  {t('ordersPage.viewProduct')}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
