import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import type { OrderStatus } from '@hearth/domain/orders';
import { ORDER_STATUS_BADGES, ORDER_STATUS_LABELS } from '../utils/order-labels.ts';

/** An order's lifecycle state as a small coloured label. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`status-badge ${ORDER_STATUS_BADGES[status] ?? 'status-badge--pending'}`}>
      {t(ORDER_STATUS_LABELS[status] ?? status)}
    </span>
  );
}

/** Paid or pending, as a small coloured label. */
export function PaymentBadge({ paid }: { paid: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={`status-badge ${paid ? 'status-badge--approved' : 'status-badge--pending'}`}>
      {t(paid ? 'ordersPage.payment.paid' : 'ordersPage.payment.pending')}
    </span>
  );
}
