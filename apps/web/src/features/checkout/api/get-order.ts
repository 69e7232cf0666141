import { useQuery } from '@tanstack/react-query';
import { orderQueryOptions } from '@/shared/api/get-order.ts';

/** The order being paid: what is to be paid must be the server's latest word. */
export function useCheckoutOrder(orderId: number) {
  return useQuery({ ...orderQueryOptions(orderId), staleTime: 0, refetchOnWindowFocus: false });
}
