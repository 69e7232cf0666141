import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderPaymentPurpose, PaymentIntentModel } from '@hearth/domain/orders';
import { apiPost } from '../api/api-client.ts';
import { requireModel } from '../api/require-model.ts';

/**
 * POST /secure/stripe-intent: the intent that pays what an order owes for `purpose` (the prepayment, the
 * balance after the visit or a late cancellation's penalty), or with order id 0 a wallet top-up
 * (WALLET_TOP_UP_ORDER_ID, no purpose). The server checks the amount against its own (what the order owes,
 * the top-up limits); it keeps one intent per order, purpose and amount, so asking again answers the same one.
 */
export async function createPaymentIntent(
  orderId: number,
  amountCents: number,
  purpose?: OrderPaymentPurpose,
): Promise<PaymentIntentModel> {
  const envelope = await apiPost<PaymentIntentModel>('/secure/stripe-intent', {
    amount: amountCents,
    orderId,
    ...(purpose ? { purpose } : {}),
  });
  const model = requireModel(envelope.model);
  return requireModel(model.id && model.secret ? model : null);
}

export const paymentIntentQueryOptions = (
  orderId: number,
  amountCents: number,
  purpose?: OrderPaymentPurpose,
) =>
  queryOptions({
    queryKey: ['payments', 'intent', orderId, amountCents, purpose ?? null],
    queryFn: () => createPaymentIntent(orderId, amountCents, purpose),
    // One intent per visit: it is not refetched behind the card form's back.
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });

export function usePaymentIntent(orderId: number, amountCents: number, purpose?: OrderPaymentPurpose) {
  return useQuery(paymentIntentQueryOptions(orderId, amountCents, purpose));
}
