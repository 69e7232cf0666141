import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchOrder } from '../../../shared/api/get-order.ts';
import { ordersQueryKey } from './get-orders.ts';

export const orderQueryKey = (orderId: string) => [...ordersQueryKey, 'detail', orderId] as const;

export const orderQueryOptions = (orderId: string) =>
  queryOptions({ queryKey: orderQueryKey(orderId), queryFn: () => fetchOrder(orderId) });

export function useOrder(orderId: string, enabled = true) {
  return useQuery({ ...orderQueryOptions(orderId), enabled });
}
