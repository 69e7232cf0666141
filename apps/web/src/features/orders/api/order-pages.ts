import type { OrderView } from '@hearth/domain/orders';

/** A page of an order list as the server answers it (decision 060). */
export interface OrdersPage {
  orders: OrderView[];
  page: number;
  pageSize: number;
  total: number;
}

/** The next page while the pages so far hold fewer orders than the total (and the last one was not empty). */
export function nextOrdersPage(last: OrdersPage, pages: readonly OrdersPage[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.orders.length, 0);
  return loaded < last.total && last.orders.length > 0 ? last.page + 1 : undefined;
}

/** The orders of every loaded page, in order; an order that moved between pages meanwhile shows once. */
export function ordersOfPages(pages: readonly OrdersPage[]): OrderView[] {
  const seen = new Set<number>();
  const orders: OrderView[] = [];
  for (const page of pages) {
    for (const order of page.orders) {
      if (seen.has(order.id)) continue;
      seen.add(order.id);
      orders.push(order);
    }
  }
  return orders;
}
