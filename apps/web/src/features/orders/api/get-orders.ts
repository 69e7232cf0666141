import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderDue, OrderView } from '@hearth/domain/orders';
import { apiGet } from '../../../shared/api/api-client.ts';

/** Every order query starts with this key: one invalidation after an action refreshes lists and details. */
export const ordersQueryKey = ['orders'] as const;

/** model of GET /secure/orders: the user's purchases and every amount they owe online now. */
export interface BuyerOrders {
  orders: OrderView[];
  outstanding: OrderDue[];
}

/** GET /secure/orders: the orders the user placed (the Buy tab) and what they owe (the banner). */
export async function fetchOrders(): Promise<BuyerOrders> {
  const envelope = await apiGet<Partial<BuyerOrders>>('/secure/orders');
  return { orders: envelope.model?.orders ?? [], outstanding: envelope.model?.outstanding ?? [] };
}

export const ordersQueryOptions = queryOptions({
  queryKey: [...ordersQueryKey, 'buy'],
  queryFn: fetchOrders,
});

export function useOrders(enabled = true) {
  return useQuery({ ...ordersQueryOptions, enabled });
}
