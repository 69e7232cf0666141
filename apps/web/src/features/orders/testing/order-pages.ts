import { ORDERS_PAGE_SIZE } from '@hearth/domain/constants';
import type { OrderDue, OrderView } from '@hearth/domain/orders';

/**
 * The order lists as the server pages them (decision 060), for the fake API: a page of `orders` (newest
 * first, as given), the count of them all, and on the buy list what is owed on every page and the oldest
 * order waiting for a rating. `pageSize` is the server's (ORDERS_PAGE_SIZE) unless a test wants short pages.
 */
export function sellPage(orders: readonly OrderView[], page = 0, pageSize = ORDERS_PAGE_SIZE) {
  return {
    orders: orders.slice(page * pageSize, (page + 1) * pageSize),
    page,
    pageSize,
    total: orders.length,
  };
}

export function buyPage(
  orders: readonly OrderView[],
  page = 0,
  pageSize = ORDERS_PAGE_SIZE,
  outstanding: OrderDue[] = orders.flatMap((order) => order.dues),
) {
  const oldestToRate = orders.filter((order) => order.canReview).at(-1);
  return {
    ...sellPage(orders, page, pageSize),
    outstanding,
    awaitingReview: oldestToRate ? { orderId: oldestToRate.id, sID: oldestToRate.sID } : null,
  };
}

/** The chef's open orders as GET /secure/upcoming-bookings answers them: placed or confirmed, soonest first. */
export function openOrders(orders: readonly OrderView[]) {
  return {
    orders: orders
      .filter((order) => order.status === 'placed' || order.status === 'confirmed')
      .sort((a, b) => a.serviceDeliveryDate - b.serviceDeliveryDate),
  };
}
