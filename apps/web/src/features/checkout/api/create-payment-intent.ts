import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentIntentModel } from '@hearth/domain/orders';
import { apiPost } from '../../../shared/api/api-client.ts';
import { requireModel } from '../../../shared/api/require-model.ts';

/**
 * POST /secure/stripe-intent: the intent that pays the order's online amount. The server checks the amount
 * against its own and keeps one intent per order, so asking again answers the same intent.
 */
export async function createPaymentIntent(orderId: number, amountCents: number): Promise<PaymentIntentModel> {
  const envelope = await apiPost<PaymentIntentModel>('/secure/stripe-intent', {
    amount: amountCents,
    orderId,
  });
  const model = requireModel(envelope.model);
  return requireModel(model.id && model.secret ? model : null);
}

export const paymentIntentQueryOptions = (orderId: number, amountCents: number) =>
  queryOptions({
    queryKey: ['checkout', 'payment-intent', orderId, amountCents],
    queryFn: () => createPaymentIntent(orderId, amountCents),
    // One intent per visit: it is not refetched behind the card form's back.
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });

export function usePaymentIntent(orderId: number, amountCents: number) {
  return useQuery(paymentIntentQueryOptions(orderId, amountCents));
}
