import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderView } from '@hearth/domain/orders';
import { apiGet } from '../../../shared/api/api-client.ts';
import { requireModel } from '../../../shared/api/require-model.ts';

/** GET /secure/order?orderId=: the order to pay (401 without a session, 404 when it is not the viewer's). */
export async function fetchOrder(orderId: number): Promise<OrderView> {
  const envelope = await apiGet<{ order?: OrderView }>(
    `/secure/order?${new URLSearchParams({ orderId: String(orderId) }).toString()}`,
  );
  return requireModel(envelope.model?.order);
}

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
