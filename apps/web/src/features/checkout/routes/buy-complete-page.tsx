import { useEffect } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { clearCart } from '../../../shared/cart/cart-storage.ts';
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
 * /buy-complete (marketplace.md section 2): the order id from the query, else the navigation state, else
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
    return (
      <div className="page page--narrow">
        <section className="card buy-complete" aria-labelledby="buy-complete-title">
          <h1 id="buy-complete-title">{t('buyComplete.failedTitle')}</h1>
          <p className="lead">{t('buyComplete.failedText')}</p>
          <div className="buy-complete__actions">
            {orderId && /^\d+$/.test(orderId) && (
              <Link className="button button--primary" to={resumePaymentPath(Number(orderId))}>
                {t('common.tryAgain')}
              </Link>
            )}
            <Link className="button button--ghost" to="/orders">
              {t('buyComplete.viewOrders')}
            </Link>
          </div>
        </section>
      </div>
    );
  }

  return (
    <div className="page page--narrow">
      <section className="card buy-complete" aria-labelledby="buy-complete-title">
        <h1 id="buy-complete-title">{t('buyComplete.title')}</h1>
        <p className="buy-complete__order">
          {t('buyComplete.orderId')} <strong>{orderId ?? t('buyComplete.unknown')}</strong>
        </p>
        <p className="lead">{t('buyComplete.thanks')}</p>
        <p>{t('buyComplete.emailNote')}</p>
        <div className="buy-complete__actions">
          <Link className="button button--primary" to="/mp">
            {t('buyComplete.continueShopping')}
          </Link>
          <Link className="button button--ghost" to="/orders">
            {t('buyComplete.viewOrders')}
          </Link>
        </div>
      </section>
    </div>
  );
}
