import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchOrder } from '../../../shared/api/get-order.ts';

export const checkoutOrderQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: ['checkout', 'order', orderId],
    queryFn: () => fetchOrder(orderId),
    // What is to be paid must be the server's latest word.
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

export function useCheckoutOrder(orderId: number) {
  return useQuery(checkoutOrderQueryOptions(orderId));
}
