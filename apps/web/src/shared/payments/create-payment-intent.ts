import { queryOptions, useQuery } from '@tanstack/react-query';
import { createPaymentIntent } from '@hearth/domain/contracts/payments';
import type { OrderPaymentPurpose } from '@hearth/domain/orders';
import { apiQueryOptions, type CallInput } from '../api/contract-client.ts';

/**
 * POST /secure/stripe-intent: the intent that pays what an order owes for `purpose` (the prepayment, the
 * balance after the visit or a late cancellation's penalty), or with order id 0 a wallet top-up
 * (WALLET_TOP_UP_ORDER_ID, no purpose). The server checks the amount against its own (what the order owes,
 * the top-up limits); it keeps one intent per order, purpose and amount, so asking again answers the same one.
 */
export const paymentIntentQueryOptions = (
  orderId: number,
  amountCents: number,
  purpose?: OrderPaymentPurpose,
) =>
  queryOptions({
    ...apiQueryOptions(createPaymentIntent, {
      amount: amountCents,
      orderId,
      // A top-up sends no purpose: the server reads its default.
      ...(purpose ? { purpose } : {}),
    } as CallInput<typeof createPaymentIntent>),
    // One intent per visit: it is not refetched behind the card form's back, not even when a payment makes
    // the payments stale (only Try again asks again).
    staleTime: 'static',
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });

export function usePaymentIntent(orderId: number, amountCents: number, purpose?: OrderPaymentPurpose) {
  return useQuery(paymentIntentQueryOptions(orderId, amountCents, purpose));
}
