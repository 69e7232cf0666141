import { useQuery } from '@tanstack/react-query';
import { orderQueryOptions } from '@/shared/api/get-order.ts';

export function useOrder(orderId: number) {
  return useQuery(orderQueryOptions(orderId));
}
