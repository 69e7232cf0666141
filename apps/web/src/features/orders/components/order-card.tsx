import { useId, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { formatEurCents } from '@hearth/domain/money';
import { orderNumber, type OrderParty, type OrderView } from '@hearth/domain/orders';
import { MoneySummary } from '@/shared/money/money-summary.tsx';
import { chefName, formatTimestamp, timestampIso } from '../utils/order-labels.ts';
import { OrderStatusBadge } from './order-badges.tsx';
import { OrderActions } from './order-actions.tsx';
import { OrderDues } from './order-dues.tsx';
import { OrderItemRows } from './order-item-rows.tsx';
import { RateButton } from './rate-prompt.tsx';

interface OrderCardProps {
  order: OrderView;
  /** customer on the Buy tab, chef on the Sell tab. */
  party: OrderParty;
  onDone: (text: string) => void;
}

/**
 * One order of the list: when, which, how much, its dishes with their state, what it costs and how it is
 * paid, what the customer owes now, and what may be done now.
 */
export function OrderCard({ order, party, onDone }: OrderCardProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const number = orderNumber(order.sID);
  const chef = chefName(order.chef);

  return (
    <article className="order-card" aria-labelledby={titleId}>
      <header className="order-card__head">
        <h2 id={titleId} ref={titleRef} tabIndex={-1}>
          {t('ordersPage.order', { number })}
        </h2>
        <OrderStatusBadge status={order.status} />
        <span className="order-card__links">
          <Link
            className="order-card__invoice"
            to={`/order/${order.id}`}
            aria-label={t('ordersPage.viewInvoiceOf', { number })}
          >
            {t('ordersPage.viewInvoice')}
          </Link>
          {order.invoice && (
            <Link to={`/invoice/${order.id}`} aria-label={t('ordersPage.invoiceOf', { number })}>
              {t('ordersPage.invoice')}
            </Link>
          )}
        </span>
      </header>
      <dl className="facts order-card__facts">
        <div>
          <dt>{t('ordersPage.datePlaced')}</dt>
          <dd>
            <time dateTime={timestampIso(order.createTimestamp) ?? undefined}>
              {formatTimestamp(order.createTimestamp, i18n.language)}
            </time>
          </dd>
        </div>
        <div>
          <dt>{t('ordersPage.orderNumber')}</dt>
          <dd>{number}</dd>
        </div>
        <div>
          <dt>{t('ordersPage.total')}</dt>
          <dd>{formatEurCents(order.money.total)}</dd>
        </div>
        <div>
          <dt>{t('ordersPage.deliveryDate')}</dt>
          <dd>
            <time dateTime={timestampIso(order.serviceDeliveryDate) ?? undefined}>
              {formatTimestamp(order.serviceDeliveryDate, i18n.language)}
            </time>
          </dd>
        </div>
        {party === 'customer' && chef && (
          <div>
            <dt>{t('ordersPage.chef')}</dt>
            <dd>{order.chef.storeName ? <Link to={`/store/${order.chef.storeName}`}>{chef}</Link> : chef}</dd>
          </div>
        )}
        {party === 'chef' && order.city && (
          <div>
            <dt>{t('ordersPage.city')}</dt>
            <dd>{order.city}</dd>
          </div>
        )}
      </dl>
      {party === 'chef' && order.addressWithheld && (
        <p className="order-card__withheld">{t('ordersPage.withheld')}</p>
      )}
      <OrderItemRows order={order} party={party} />
      {party === 'customer' && <OrderDues order={order} onPaid={onDone} />}
      <div className="order-card__money">
        <MoneySummary money={order.money} variant="compact" />
      </div>
      <OrderActions
        order={order}
        party={party}
        onDone={(text) => {
          onDone(text);
          // The button that was used has gone with the new state: keep the reader on this order.
          titleRef.current?.focus();
        }}
      />
      {party === 'customer' && <RateButton order={order} />}
    </article>
  );
}
