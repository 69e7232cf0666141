import { useNavigate } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { formatEurCents } from '@hearth/domain/money';
import { orderNumber, type OrderView } from '@hearth/domain/orders';
import { clearCart } from '@/shared/cart/cart-storage.ts';
import { OrderPayment } from '@/shared/payments/order-payment.tsx';
import { buyCompletePath } from '../utils/checkout-paths.ts';
import { clearPendingOrder } from '../utils/pending-order.ts';

/**
 * The prepayment of an order (what is paid now online), by card or from the DOGE wallet (shared/payments).
 * After a test card or DOGE payment the cart is cleared and /buy-complete shows the order; Stripe comes back
 * to the same page by itself.
 */
export function PaymentStep({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const due = order.dues.find((item) => item.purpose === 'order');
  const amountCents = due?.amountCents ?? order.onlineAmount;

  function paid() {
    clearCart();
    clearPendingOrder();
    void navigate(buyCompletePath(order.id, orderNumber(order.sID)), {
      state: { orderId: order.id, orderNumber: orderNumber(order.sID) },
    });
  }

  return (
    <OrderPayment
      orderId={order.id}
      purpose="order"
      amountCents={amountCents}
      returnPath={buyCompletePath(order.id, orderNumber(order.sID))}
      onPaid={paid}
      summary={
        <p className="payment-step__amount">
          {t('checkout.payment.amountDue', { amount: formatEurCents(amountCents) })}
        </p>
      }
    />
  );
}
