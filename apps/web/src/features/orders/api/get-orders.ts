import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderView } from '@hearth/domain/orders';
import { apiGet } from '../../../shared/api/api-client.ts';

/** Every order query starts with this key: one invalidation after an action refreshes lists and details. */
export const ordersQueryKey = ['orders'] as const;

/** GET /secure/orders: the orders the user placed (the Buy tab). */
export async function fetchOrders(): Promise<OrderView[]> {
  const envelope = await apiGet<{ orders?: OrderView[] }>('/secure/orders');
  return envelope.model?.orders ?? [];
}

export const ordersQueryOptions = queryOptions({
  queryKey: [...ordersQueryKey, 'buy'],
  queryFn: fetchOrders,
});

export function useOrders(enabled = true) {
  return useQuery({ ...ordersQueryOptions, enabled });
}
