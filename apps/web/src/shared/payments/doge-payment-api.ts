import { useQuery, useQueryClient } from '@tanstack/react-query';
import { confirmDogePayment } from '@hearth/domain/contracts/orders';
import { requestDogePayment } from '@hearth/domain/contracts/payments';
import { getWallet } from '@hearth/domain/contracts/wallet';
import { MESSAGES } from '@hearth/domain/messages';
import type { DogePaymentModel, OrderPaymentPurpose, OrderView } from '@hearth/domain/orders';
import { apiQueryOptions, callApi, invalidateAfter, useApiMutation } from '../api/contract-client.ts';
import { useSession } from '../session/use-session.ts';

/** A DOGE payment waiting for its pin, and whether the pin's mail went out (false: it comes later). */
export interface PendingDogePayment extends DogePaymentModel {
  pinSent: boolean;
}

/**
 * POST /secure/doge-payment {orderId, purpose}: what the order owes for `purpose`, in DOGE, from the wallet;
 * the server e-mails a pin. A wallet that is short answers 400 pages.wallet.insufficientFunds.
 */
export function useRequestDogePayment() {
  const mutation = useApiMutation(requestDogePayment);
  return async (orderId: number, purpose: OrderPaymentPurpose): Promise<PendingDogePayment> => {
    const { model, messages } = await mutation.mutateAsync({ orderId, purpose });
    return { ...model, pinSent: !messages.includes(MESSAGES.pinDelayed) };
  };
}

/**
 * POST /secure/doge-payment-confirm {intentId, pin}: the coins move and the payment is recorded; the answer
 * is the order paid. A wrong pin answers 400 with fieldErrors.pin. Then what the payment changed (the orders,
 * the invoice, the wallet's balance and history) is read again, not waited for.
 */
export function useConfirmDogePayment() {
  const queryClient = useQueryClient();
  return async (intentId: string, pin: string): Promise<OrderView> => {
    const { model } = await callApi(confirmDogePayment, { intentId, pin });
    void invalidateAfter(queryClient, confirmDogePayment);
    return model.order;
  };
}

/** GET /secure/wallet's balance: the wallet pages' own query, so that both share one answer. */
export function useWalletBalance() {
  const { profile } = useSession();
  return useQuery({
    ...apiQueryOptions(getWallet),
    enabled: profile !== null,
    select: (wallet) => wallet.balance,
  });
}
