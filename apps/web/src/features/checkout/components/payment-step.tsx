import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatEurCents } from '@hearth/domain/money';
import type { OrderView } from '@hearth/domain/orders';
import { ApiError } from '../../../shared/api/api-client.ts';
import { useConfig } from '../../../shared/api/get-config.ts';
import { clearCart } from '../../../shared/cart/cart-storage.ts';
import { translateMessage } from '../../../shared/i18n/translate-message.ts';
import { PageLoading } from '../../../shared/ui/page-loading.tsx';
import { usePaymentIntent } from '../api/create-payment-intent.ts';
import { buyCompletePath } from '../utils/checkout-paths.ts';
import { clearPendingOrder } from '../utils/pending-order.ts';
import { TestCardForm } from './test-card-form.tsx';

// Stripe's React bindings and Stripe.js load only when Stripe takes the payment.
const StripePaymentForm = lazy(async () => ({
  default: (await import('./stripe-payment-form.tsx')).StripePaymentForm,
}));

/**
 * The payment of an order's online amount: the intent (POST /secure/stripe-intent), then the provider's
 * form. After a test payment the cart is cleared and /buy-complete shows the order; the server records the
 * payment from the provider's confirmation, so this page marks nothing paid.
 */
export function PaymentStep({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const intent = usePaymentIntent(order.id, order.onlineAmount);
  const config = useConfig();

  function paid() {
    clearCart();
    clearPendingOrder();
    void navigate(buyCompletePath(order.id), { state: { orderId: order.id } });
  }

  if (intent.isPending) return <PageLoading />;
  if (intent.isError) {
    const message = intent.error instanceof ApiError ? intent.error.envelope.messages[0]?.message : undefined;
    return (
      <div className="notice notice--error" role="alert">
        <span>{message ? translateMessage(t, message) : t('checkout.payment.prepareFailed')}</span>
        <button type="button" className="button button--ghost" onClick={() => void intent.refetch()}>
          {t('common.tryAgain')}
        </button>
      </div>
    );
  }

  const provider = intent.data.provider ?? config.data?.paymentProvider ?? 'test';
  return (
    <div className="payment-step">
      <p className="payment-step__amount">
        {t('checkout.payment.amountDue', { amount: formatEurCents(order.onlineAmount) })}
      </p>
      {provider === 'stripe' ? (
        <StripePayment order={order} clientSecret={intent.data.secret} />
      ) : (
        <TestCardForm intentId={intent.data.id} amountCents={order.onlineAmount} onPaid={paid} />
      )}
    </div>
  );
}

function StripePayment({ order, clientSecret }: { order: OrderView; clientSecret: string }) {
  const { t } = useTranslation();
  const config = useConfig();
  if (config.isPending) return <PageLoading />;
  const publishableKey = config.data?.stripePublishableKey;
  if (!publishableKey) {
    return (
      <p className="notice notice--error" role="alert">
        {t('checkout.payment.stripeUnavailable')}
      </p>
    );
  }
  return (
    <Suspense fallback={<PageLoading />}>
      <StripePaymentForm
        publishableKey={publishableKey}
        clientSecret={clientSecret}
        orderId={order.id}
        amountCents={order.onlineAmount}
      />
    </Suspense>
  );
}
