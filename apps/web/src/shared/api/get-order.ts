import type { OrderView } from '@hearth/domain/orders';
import { apiGet } from './api-client.ts';
import { requireModel } from './require-model.ts';

/**
 * GET /secure/order?orderId=: one order for its customer, its chef or an operator (401 without a session;
 * 404 'pages.orders.orderNotFound' when it is unknown or not the viewer's).
 */
export async function fetchOrder(orderId: number | string): Promise<OrderView> {
  const envelope = await apiGet<{ order?: OrderView }>(
    `/secure/order?${new URLSearchParams({ orderId: String(orderId) }).toString()}`,
  );
  return requireModel(envelope.model?.order);
}
