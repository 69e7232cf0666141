import type { TFunction } from '@/shared/i18n/translator.ts';
import { formatEurCents } from '@hearth/domain/money';
import {
  type OrderParty,
  type OrderPaymentPurpose,
  type OrderPaymentView,
  type OrderStatus,
  type OrderView,
  timestampToDate,
} from '@hearth/domain/orders';
import { formatDateTime, formatTime, marketDay } from '@/shared/i18n/format.ts';
import type { StoredProfile } from '@/shared/session/session-storage.ts';

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  placed: 'ordersPage.status.placed',
  confirmed: 'ordersPage.status.confirmed',
  delivered: 'ordersPage.status.delivered',
  completed: 'ordersPage.status.completed',
  cancelled: 'ordersPage.status.cancelled',
};

/** The badge colour of a status, from the shared status-badge modifiers. */
export const ORDER_STATUS_BADGES: Record<OrderStatus, string> = {
  placed: 'status-badge--pending',
  confirmed: 'status-badge--approved',
  delivered: 'status-badge--approved',
  completed: 'status-badge--approved',
  cancelled: 'status-badge--rejected',
};

/**
 * A timestamp of an order (seconds or milliseconds) as an ISO string, or null when
 * it is missing or not a date, so that a broken value shows as nothing instead of throwing.
 */
export function timestampIso(timestamp: number | null | undefined): string | null {
  if (typeof timestamp !== 'number' || !Number.isFinite(timestamp)) return null;
  const date = timestampToDate(timestamp);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** A timestamp as the reader's language writes it ("22 Nov 2026, 14:05"); '' when broken. */
export function formatTimestamp(timestamp: number | null | undefined, language: string): string {
  return formatDateTime(timestampIso(timestamp), language);
}

/** The date and time of a moment, or only its time when it is today (the reader's "pay before 14:05"). */
export function formatDeadline(timestamp: number, language: string, now: Date = new Date()): string {
  const iso = timestampIso(timestamp);
  if (!iso) return '';
  if (marketDay(new Date(iso)) !== marketDay(now)) return formatDateTime(iso, language);
  return formatTime(iso, language);
}

/** Payment status: paid once the prepayment is recorded, else pending. */
export function isPaid(order: Pick<OrderView, 'payments'>): boolean {
  return (order.payments ?? []).some((payment) => payment.purpose === 'order');
}

/** A placed order whose prepayment has not come: it waits for the customer, not for the chef. */
export function awaitsPayment(order: Pick<OrderView, 'status' | 'payments'>): boolean {
  return order.status === 'placed' && !isPaid(order);
}

export const PURPOSE_LABELS: Record<OrderPaymentPurpose, string> = {
  order: 'money.purposes.order',
  order_balance: 'money.purposes.order_balance',
  order_penalty: 'money.purposes.order_penalty',
};

export const METHOD_LABELS: Record<OrderPaymentView['provider'], string> = {
  stripe: 'money.methods.card',
  test: 'money.methods.test',
  doge: 'money.methods.doge',
};

/**
 * The delivery label of an order. The spec's rule first ('delivered {date}' when a delivery date exists);
 * otherwise what a marketplace would say of its state, since 'order confirmed' would be untrue for an order
 * the chef has not confirmed or that was cancelled, and 'waiting for the chef' for one that waits for its
 * payment.
 */
export function deliveryLabel(
  t: TFunction,
  order: OrderView,
  language: string,
  party: OrderParty = 'customer',
): string {
  if (order.deliveryDate !== null) {
    return t('ordersPage.delivery.delivered', { date: formatTimestamp(order.deliveryDate, language) });
  }
  switch (order.status) {
    case 'placed':
      if (awaitsPayment(order)) {
        return t(
          party === 'customer'
            ? 'ordersPage.delivery.awaitingPayment'
            : 'ordersPage.delivery.awaitingPaymentChef',
        );
      }
      return t('ordersPage.delivery.placed');
    case 'cancelled':
      return cancelledLabel(t, order);
    case 'completed':
      return t('ordersPage.delivery.completed');
    default:
      return t('ordersPage.delivery.confirmed');
  }
}

/** 'Cancelled', with what went back to the customer or what they owe. */
function cancelledLabel(t: TFunction, order: OrderView): string {
  const cancellation = order.cancellation;
  if (cancellation?.by === 'system') return t('ordersPage.delivery.cancelledUnpaid');
  if (cancellation && cancellation.dueCents > 0) {
    const amount = formatEurCents(cancellation.dueCents);
    if (typeof cancellation.duePaidTimestamp === 'number')
      return t('ordersPage.delivery.cancelledDuePaid', { amount });
    return t('ordersPage.delivery.cancelledDue', { amount });
  }
  if (cancellation && cancellation.refundCents > 0) {
    return t('ordersPage.delivery.cancelledRefunded', { amount: formatEurCents(cancellation.refundCents) });
  }
  return t('ordersPage.delivery.cancelled');
}

/** The chef's name as the order carries it: full name, else the store name. */
export function chefName(chef: OrderView['chef']): string {
  const full = [chef.firstName, chef.lastName].filter(Boolean).join(' ').trim();
  return full || chef.storeName || '';
}

/**
 * Who the viewer is to an order on the detail page, for the wording of the cancel dialog: the server has
 * already decided what they may do (order.actions); this only picks "you get back" or "the customer gets
 * back".
 */
export function viewerParty(order: OrderView, profile: StoredProfile | null): OrderParty {
  if (profile && profile.id === order.chef.userId) return 'chef';
  if (order.cancellationPreview?.kind === 'penalty') return 'customer';
  if (order.cancellationPreview && order.cancellationPreview.commissionCents > 0) return 'customer';
  return profile && (profile.role === 'OPERATOR' || profile.role === 'ADMIN') ? 'operator' : 'customer';
}
