import type { TFunction } from 'i18next';
import { formatEurCents } from '@hearth/domain/money';
import { timestampToDate, type OrderParty, type OrderStatus, type OrderView } from '@hearth/domain/orders';
import { formatDateTime } from '../../../shared/i18n/format.ts';
import type { StoredProfile } from '../../../shared/session/session-storage.ts';

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
 * A timestamp of an order (seconds or milliseconds, marketplace.md section 4) as an ISO string, or null when
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

/** Payment status (marketplace.md section 4): paid once a payment is recorded, else pending. */
export function isPaid(order: Pick<OrderView, 'payments'>): boolean {
  return order.payments !== null;
}

/**
 * The delivery label of an order. The spec's rule first ('delivered {date}' when a delivery date exists);
 * otherwise what a marketplace would say of its state, since 'order confirmed' would be untrue for an order
 * the chef has not confirmed or that was cancelled.
 */
export function deliveryLabel(t: TFunction, order: OrderView, language: string): string {
  if (order.deliveryDate !== null) {
    return t('ordersPage.delivery.delivered', { date: formatTimestamp(order.deliveryDate, language) });
  }
  switch (order.status) {
    case 'placed':
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
  if (cancellation && cancellation.dueCents > 0) {
    return t('ordersPage.delivery.cancelledDue', { amount: formatEurCents(cancellation.dueCents) });
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
