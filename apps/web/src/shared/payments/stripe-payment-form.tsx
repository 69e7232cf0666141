import { type FormEvent, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { StripeElementLocale } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { PageLoading } from '../ui/page-loading.tsx';
import { PayButton } from './pay-button.tsx';
import { paymentErrorText } from './payment-error.ts';

interface StripePaymentFormProps {
  publishableKey: string;
  clientSecret: string;
  /** The page Stripe sends the browser back to after the payment (with its redirect_status). */
  returnPath: string;
  amountCents: number;
}

/**
 * Stripe's Payment Element (layout accordion). This module is loaded only when the server's provider is
 * Stripe, and Stripe.js comes from '@stripe/stripe-js/pure', which fetches nothing until loadStripe is called.
 */
export function StripePaymentForm({
  publishableKey,
  clientSecret,
  returnPath,
  amountCents,
}: StripePaymentFormProps) {
  const { t, i18n } = useTranslation();
  const stripe = useQuery({
    queryKey: ['stripe-js', publishableKey],
    queryFn: () => loadStripe(publishableKey),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    // The Stripe object is a live instance, never copied or compared.
    structuralSharing: false,
  });
  if (stripe.isPending) return <PageLoading />;
  if (!stripe.data) {
    return (
      <p className="notice notice--error" role="alert">
        {t('checkout.payment.stripeUnavailable')}
      </p>
    );
  }
  const locale: StripeElementLocale = i18n.language === 'lt' ? 'lt' : 'en';
  return (
    <Elements stripe={stripe.data} options={{ clientSecret, locale }}>
      <StripeConfirmForm returnPath={returnPath} amountCents={amountCents} />
    </Elements>
  );
}

function StripeConfirmForm({ returnPath, amountCents }: { returnPath: string; amountCents: number }) {
  const { t } = useTranslation();
  const stripe = useStripe();
  const elements = useElements();
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!stripe || !elements) return;
    setSubmitting(true);
    setFailure(null);
    try {
      const result = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: `${window.location.origin}${returnPath}` },
      });
      // Reached only when the payment did not go through: on success Stripe leaves for return_url.
      setFailure(paymentErrorText(t, result.error));
    } catch {
      setFailure(paymentErrorText(t, null));
    }
    setSubmitting(false);
  }

  return (
    <form className="form" noValidate onSubmit={(event) => void pay(event)}>
      <PaymentElement options={{ layout: 'accordion' }} />
      {failure && (
        <p className="notice notice--error" role="alert">
          {failure}
        </p>
      )}
      <PayButton amountCents={amountCents} paying={submitting} disabled={!stripe || !elements} />
    </form>
  );
}
