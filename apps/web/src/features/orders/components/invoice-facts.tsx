import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { orderNumber, type OrderView } from '@hearth/domain/orders';
import { chefName, formatTimestamp, isPaid, timestampIso } from '../utils/order-labels.ts';
import { OrderStatusBadge, PaymentBadge } from './order-badges.tsx';

/** A date of the order in a <time>, as the reader's language writes it. */
function OrderTime({ timestamp }: { timestamp: number | null }) {
  const { i18n } = useTranslation();
  return (
    <time dateTime={timestampIso(timestamp) ?? undefined}>{formatTimestamp(timestamp, i18n.language)}</time>
  );
}

/**
 * The facts of an order (the spec's order detail): number, dates, payment method and status, the
 * options chosen at checkout, currency, status and the chef.
 */
export function InvoiceFacts({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const yesNo = (value: boolean) => t(value ? 'orderDetail.yes' : 'orderDetail.no');
  const chef = chefName(order.chef);
  const prepayment = order.payments?.find((payment) => payment.purpose === 'order');
  return (
    <dl className="details invoice__facts">
      <dt>{t('orderDetail.orderNumber')}</dt>
      <dd>{orderNumber(order.sID)}</dd>
      <dt>{t('orderDetail.datePlaced')}</dt>
      <dd>
        <OrderTime timestamp={order.createTimestamp} />
      </dd>
      <dt>{t('orderDetail.deliveryDate')}</dt>
      <dd>
        <OrderTime timestamp={order.serviceDeliveryDate} />
      </dd>
      {order.deliveryDate !== null && (
        <>
          <dt>{t('orderDetail.deliveredOn')}</dt>
          <dd>
            <OrderTime timestamp={order.deliveryDate} />
          </dd>
        </>
      )}
      <dt>{t('orderDetail.status')}</dt>
      <dd>
        <OrderStatusBadge status={order.status} />
      </dd>
      <dt>{t('orderDetail.paymentMethod')}</dt>
      <dd>{t(order.payInCash ? 'orderDetail.cash' : 'orderDetail.online')}</dd>
      <dt>{t('orderDetail.paymentStatus')}</dt>
      <dd>
        <PaymentBadge paid={isPaid(order)} />
        {prepayment && (
          <span className="muted">
            {' '}
            <OrderTime timestamp={prepayment.paidTimestamp} />
          </span>
        )}
      </dd>
      <dt>{t('orderDetail.cateringRequired')}</dt>
      <dd>{yesNo(order.cateringRequired)}</dd>
      <dt>{t('orderDetail.selfDelivery')}</dt>
      <dd>{yesNo(order.selfDelivery)}</dd>
      <dt>{t('orderDetail.currency')}</dt>
      <dd>{order.asset.title}</dd>
      {chef && (
        <>
          <dt>{t('orderDetail.chef')}</dt>
          <dd>{order.chef.storeName ? <Link to={`/store/${order.chef.storeName}`}>{chef}</Link> : chef}</dd>
        </>
      )}
    </dl>
  );
}
