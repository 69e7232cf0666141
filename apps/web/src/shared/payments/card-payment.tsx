import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import type { OrderPaymentPurpose } from '@hearth/domain/orders';
import { ApiError } from '../api/api-client.ts';
import { useConfig } from '../api/get-config.ts';
import { translateMessage } from '../i18n/translate-message.ts';
import { PageLoading } from '../ui/page-loading.tsx';
import { usePaymentIntent } from './create-payment-intent.ts';
import { TestCardForm } from './test-card-form.tsx';

// Stripe's React bindings and Stripe.js load only when Stripe takes the payment.
const StripePaymentForm = lazy(async () => ({
  default: (await import('./stripe-payment-form.tsx')).StripePaymentForm,
}));

interface CardPaymentProps {
  /** The order paid for; 0 is a wallet top-up (WALLET_TOP_UP_ORDER_ID). */
  orderId: number;
  amountCents: number;
  /** What an order's payment pays (the prepayment, the balance, a penalty); none for a top-up. */
  purpose?: OrderPaymentPurpose;
  /** Where Stripe sends the browser back after its payment page (the test provider stays here). */
  returnPath: string;
  /** The test provider accepted the card; the server has recorded the payment from its confirmation. */
  onPaid: () => void;
  /** Shown above the card form once the intent is ready: what is being paid. */
  summary?: ReactNode;
}

/**
 * One card payment, for the checkout and the wallet alike: the intent (POST /secure/stripe-intent), then the
 * provider's form: the built-in test provider's card form, or Stripe's Payment Element. Nothing is marked
 * paid here: the server records the payment from the provider's event.
 */
export function CardPayment({
  orderId,
  amountCents,
  purpose,
  returnPath,
  onPaid,
  summary,
}: CardPaymentProps) {
  const { t } = useTranslation();
  const intent = usePaymentIntent(orderId, amountCents, purpose);
  const config = useConfig();

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
      {summary}
      {provider === 'stripe' ? (
        <StripePayment clientSecret={intent.data.secret} returnPath={returnPath} amountCents={amountCents} />
      ) : (
        <TestCardForm intentId={intent.data.id} amountCents={amountCents} onPaid={onPaid} />
      )}
    </div>
  );
}

interface StripePaymentProps {
  clientSecret: string;
  returnPath: string;
  amountCents: number;
}

function StripePayment({ clientSecret, returnPath, amountCents }: StripePaymentProps) {
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
        returnPath={returnPath}
        amountCents={amountCents}
      />
    </Suspense>
  );
}
