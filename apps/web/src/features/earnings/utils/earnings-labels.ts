import type { EarningState, PayoutStatus } from '@hearth/domain/payouts';
import type { OrderStatus } from '@hearth/domain/orders';

/** Catalogue keys of the states, statuses and methods shown on /earnings. */

export const STATE_LABELS: Record<EarningState, string> = {
  pending: 'earnings.states.pending',
  earned: 'earnings.states.earned',
  cancelled: 'earnings.states.cancelled',
};

/** The badge colours: money still to come, in, or whatever a cancellation left. */
export const STATE_BADGES: Record<EarningState, string> = {
  pending: 'status-badge--pending',
  earned: 'status-badge--approved',
  cancelled: 'status-badge--rejected',
};

/** The order page's words for its statuses. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  placed: 'ordersPage.status.placed',
  confirmed: 'ordersPage.status.confirmed',
  delivered: 'ordersPage.status.delivered',
  completed: 'ordersPage.status.completed',
  cancelled: 'ordersPage.status.cancelled',
};

export const PAYOUT_STATUS_LABELS: Record<PayoutStatus, string> = {
  requested: 'earnings.payoutStatuses.requested',
  sent: 'earnings.payoutStatuses.sent',
  rejected: 'earnings.payoutStatuses.rejected',
};

export const PAYOUT_STATUS_BADGES: Record<PayoutStatus, string> = {
  requested: 'status-badge--pending',
  sent: 'status-badge--approved',
  rejected: 'status-badge--rejected',
};
