import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderView } from '@hearth/domain/orders';
import { apiGet } from '../../../shared/api/api-client.ts';
import { ordersQueryKey } from './get-orders.ts';

/** GET /secure/seller-orders: the orders of the user's dishes (the Sell tab); empty for a customer. */
export async function fetchSellerOrders(): Promise<OrderView[]> {
  const envelope = await apiGet<{ orders?: OrderView[] }>('/secure/seller-orders');
  return envelope.model?.orders ?? [];
}

export const sellerOrdersQueryOptions = queryOptions({
  queryKey: [...ordersQueryKey, 'sell'],
  queryFn: fetchSellerOrders,
});

export function useSellerOrders(enabled = true) {
  return useQuery({ ...sellerOrdersQueryOptions, enabled });
}
