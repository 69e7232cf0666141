import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatEurCents } from '@hearth/domain/money';
import type { OrderView } from '@hearth/domain/orders';
import { clearCart } from '../../../shared/cart/cart-storage.ts';
import { CardPayment } from '../../../shared/payments/card-payment.tsx';
import { buyCompletePath } from '../utils/checkout-paths.ts';
import { clearPendingOrder } from '../utils/pending-order.ts';

/**
 * The payment of an order's online amount by card (shared/payments). After a test payment the cart is cleared
 * and /buy-complete shows the order; Stripe comes back to the same page by itself.
 */
export function PaymentStep({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();

  function paid() {
    clearCart();
    clearPendingOrder();
    void navigate(buyCompletePath(order.id), { state: { orderId: order.id } });
  }

  return (
    <CardPayment
      orderId={order.id}
      amountCents={order.onlineAmount}
      returnPath={buyCompletePath(order.id)}
      onPaid={paid}
      summary={
        <p className="payment-step__amount">
          {t('checkout.payment.amountDue', { amount: formatEurCents(order.onlineAmount) })}
        </p>
      }
    />
  );
}
