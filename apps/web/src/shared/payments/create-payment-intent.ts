import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentIntentModel } from '@hearth/domain/orders';
import { apiPost } from '../api/api-client.ts';
import { requireModel } from '../api/require-model.ts';

/**
 * POST /secure/stripe-intent: the intent that pays an order's online amount, or with order id 0 a wallet
 * top-up (WALLET_TOP_UP_ORDER_ID). The server checks the amount against its own (the order's online amount,
 * the top-up limits); for an order it keeps one intent, so asking again answers the same intent.
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
    queryKey: ['payments', 'intent', orderId, amountCents],
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
