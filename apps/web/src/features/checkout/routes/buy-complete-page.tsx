import { type ReactNode, useEffect } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { useQuery } from '@tanstack/react-query';
import { orderNumber } from '@hearth/domain/orders';
import { orderQueryOptions } from '@/shared/api/get-order.ts';
import { clearCart } from '@/shared/cart/cart-storage.ts';
import { addPageTexts } from '@/shared/i18n/page-texts.ts';
import { hasStoredProfile } from '@/shared/session/session-storage.ts';
import { CheckoutSteps } from '../components/checkout-steps.tsx';
import { wasVerifiedHere } from '../utils/checkout-guest.ts';
import { checkoutFlowTexts } from '../locales/checkout-flow-texts.ts';
import { resumePaymentPath } from '../utils/checkout-paths.ts';
import { clearPendingOrder } from '../utils/pending-order.ts';

addPageTexts(checkoutFlowTexts);

/** A field of the navigation state the payment leaves with (orderId, orderNumber). */
function stateField(state: unknown, name: 'orderId' | 'orderNumber'): string | null {
  const value = (state as Record<string, unknown> | null)?.[name];
  if (typeof value === 'number' && Number.isInteger(value)) return String(value);
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** An order number as the pages show it: the short id's 8 characters. */
const ORDER_NUMBER = /^[0-9a-z]{1,16}$/i;

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
  const orderId = queryOrderId ?? stateField(location.state, 'orderId');
  const givenNumber = params.get('orderNumber')?.trim() || stateField(location.state, 'orderNumber');
  const numberFromLink = givenNumber && ORDER_NUMBER.test(givenNumber) ? givenNumber : null;
  const redirectStatus = params.get('redirect_status');
  const numericId = orderId !== null && /^\d+$/.test(orderId) ? Number(orderId) : null;
  // A link with the id alone (an older one): the number comes from the order, for its signed-in owner.
  const order = useQuery({
    ...orderQueryOptions(numericId ?? 0),
    enabled: numberFromLink === null && numericId !== null && hasStoredProfile(),
    retry: false,
  });
  const number = numberFromLink ?? (order.data ? orderNumber(order.data.sID) : null);

  useEffect(() => {
    if (redirectStatus !== 'succeeded') return;
    clearCart();
    clearPendingOrder();
  }, [redirectStatus]);

  if (redirectStatus && FAILED_REDIRECT.has(redirectStatus)) {
    const canRetry = numericId !== null;
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
      <CheckoutSteps current="done" guest={wasVerifiedHere(numericId)} />
      <p className="buy-complete__order">
        {t('buyComplete.orderId')}{' '}
        <strong>{number ?? (order.isLoading ? '…' : t('buyComplete.unknown'))}</strong>
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
