import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { orderNumber, type OrderView } from '@hearth/domain/orders';
import { REVIEW_ANCHOR } from './order-review.tsx';
import './orders-home.css';

/** The order page's rating form, scrolled to and focused when the page opens (order-review.tsx). */
export function ratePath(order: Pick<OrderView, 'id'>): string {
  return `/order/${order.id}#${REVIEW_ANCHOR}`;
}

/**
 * At the top of the Buy tab when delivered orders wait for the customer's stars: says so and leads to the
 * oldest one's rating form (each waiting order's card has its own Rate button too). The server names that
 * order beside the first page of the list (`awaitingReview`), whichever page it is on.
 */
export function RatePrompt({ awaiting }: { awaiting: { orderId: number; sID: string } | null }) {
  const { t } = useTranslation();
  if (!awaiting) return null;
  const first = { id: awaiting.orderId, sID: awaiting.sID };
  return (
    <section className="rate-prompt" aria-labelledby="rate-prompt-title">
      <div>
        <h2 id="rate-prompt-title">{t('ordersHome.rate.title')}</h2>
        <p>{t('ordersHome.rate.lead')}</p>
      </div>
      <Link className="button button--primary" to={ratePath(first)}>
        {t('ordersHome.rate.first', { number: orderNumber(first.sID) })}
      </Link>
    </section>
  );
}

/** The Rate button of a delivered order not rated yet, on its card in the list. */
export function RateButton({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  if (!order.canReview) return null;
  return (
    <Link
      className="button button--primary order-card__rate"
      to={ratePath(order)}
      aria-label={t('ordersHome.rate.buttonLabel', { number: orderNumber(order.sID) })}
    >
      {t('ordersHome.rate.button')}
    </Link>
  );
}
