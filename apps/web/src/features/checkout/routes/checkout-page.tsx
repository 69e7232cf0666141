import { lazy, Suspense, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { readCart } from '@/shared/cart/cart-storage.ts';
import { addPageTexts } from '@/shared/i18n/page-texts.ts';
import { PageLoading } from '@/shared/ui/page-loading.tsx';
import { CheckoutForm } from '../components/checkout-form.tsx';
import { checkoutFlowTexts } from '../locales/checkout-flow-texts.ts';

addPageTexts(checkoutFlowTexts);

// The payment (card forms, the DOGE wallet) loads only when an order is paid, not with the checkout form.
const ResumePayment = lazy(async () => ({
  default: (await import('../components/resume-payment.tsx')).ResumePayment,
}));

/** /checkout, and /checkout?resumePayment=true&orderId= to pay an existing order. */
export function CheckoutPage() {
  const [params] = useSearchParams();
  if (params.get('resumePayment') === 'true') {
    const orderId = params.get('orderId');
    return (
      <Suspense fallback={<PageLoading />}>
        <ResumePayment key={orderId ?? ''} orderIdParam={orderId} />
      </Suspense>
    );
  }
  return <NewCheckout />;
}

/**
 * An empty cart on arrival goes to the marketplace. A cart emptied later (in another tab) keeps the page,
 * whose submit then says 'Cart is empty'.
 */
function NewCheckout() {
  const [arrivedEmpty] = useState(() => readCart().length === 0);
  if (arrivedEmpty) return <Navigate to="/mp" replace />;
  return <CheckoutForm />;
}
