import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderView } from '@hearth/domain/orders';
import { apiGet } from '../../../shared/api/api-client.ts';
import { requireModel } from '../../../shared/api/require-model.ts';
import { ordersQueryKey } from './get-orders.ts';

/**
 * GET /secure/order?orderId=: one order for its customer, its chef or an operator; 404
 * 'pages.orders.orderNotFound' when it is unknown or not the viewer's.
 */
export async function fetchOrder(orderId: string): Promise<OrderView> {
  const envelope = await apiGet<{ order?: OrderView }>(
    `/secure/order?${new URLSearchParams({ orderId }).toString()}`,
  );
  return requireModel(envelope.model?.order);
}

export const orderQueryKey = (orderId: string) => [...ordersQueryKey, 'detail', orderId] as const;

export const orderQueryOptions = (orderId: string) =>
  queryOptions({ queryKey: orderQueryKey(orderId), queryFn: () => fetchOrder(orderId) });

export function useOrder(orderId: string, enabled = true) {
  return useQuery({ ...orderQueryOptions(orderId), enabled });
}
