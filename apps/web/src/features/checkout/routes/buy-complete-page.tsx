import { type ReactNode, useEffect } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { clearCart } from '@/shared/cart/cart-storage.ts';
import { resumePaymentPath } from '../utils/checkout-paths.ts';
import { clearPendingOrder } from '../utils/pending-order.ts';

/** The order id of the navigation state the card form leaves with. */
function stateOrderId(state: unknown): string | null {
  const orderId = (state as { orderId?: unknown } | null)?.orderId;
  if (typeof orderId === 'number' && Number.isInteger(orderId)) return String(orderId);
  return typeof orderId === 'string' && orderId.trim() ? orderId.trim() : null;
}

/** Stripe's redirect_status values of a payment that did not go through. */
const FAILED_REDIRECT = new Set(['failed', 'requires_payment_method']);

/**
 * /buy-complete: the order id from the query, else the navigation state, else
 * 'Unknown'; thanks, the e-mail note and the ways on. It marks nothing: the server records the payment from
 * the provider's event. After Stripe's redirect of a successful payment, the cart is cleared here.
 */
export function BuyCompletePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const queryOrderId = params.get('orderId')?.trim() || null;
  const orderId = queryOrderId ?? stateOrderId(location.state);
  const redirectStatus = params.get('redirect_status');

  useEffect(() => {
    if (redirectStatus !== 'succeeded') return;
    clearCart();
    clearPendingOrder();
  }, [redirectStatus]);

  if (redirectStatus && FAILED_REDIRECT.has(redirectStatus)) {
    const canRetry = orderId !== null && /^\d+$/.test(orderId);
    return (
      <BuyCompleteCard
        title={t('buyComplete.failedTitle')}
        firstAction={
          canRetry && (
            <Link className="button button--primary" to={resumePaymentPath(Number(orderId))}>
              {t('common.tryAgain')}
            </Link>
          )
        }
      >
        <p className="lead">{t('buyComplete.failedText')}</p>
      </BuyCompleteCard>
    );
  }

  return (
    <BuyCompleteCard
      title={t('buyComplete.title')}
      firstAction={
        <Link className="button button--primary" to="/mp">
          {t('buyComplete.continueShopping')}
        </Link>
      }
    >
      <p className="buy-complete__order">
        {t('buyComplete.orderId')} <strong>{orderId ?? t('buyComplete.unknown')}</strong>
      </p>
      <p className="lead">{t('buyComplete.thanks')}</p>
      <p>{t('buyComplete.emailNote')}</p>
    </BuyCompleteCard>
  );
}

interface BuyCompleteCardProps {
  title: string;
  /** The way on before "View my orders" (none when a failed payment cannot be retried). */
  firstAction: ReactNode;
  children: ReactNode;
}

/** Both outcomes, paid and failed, in one frame: the title, their text, and the ways on ending at the orders. */
function BuyCompleteCard({ title, firstAction, children }: BuyCompleteCardProps) {
  const { t } = useTranslation();
  return (
    <div className="page page--narrow">
      <section className="card buy-complete" aria-labelledby="buy-complete-title">
        <h1 id="buy-complete-title">{title}</h1>
        {children}
        <div className="buy-complete__actions">
          {firstAction}
          <Link className="button button--ghost" to="/orders">
            {t('buyComplete.viewOrders')}
          </Link>
        </div>
      </section>
    </div>
  );
}
