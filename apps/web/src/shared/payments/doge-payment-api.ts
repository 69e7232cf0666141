import { queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@hearth/domain/messages';
import type { DogePaymentModel, OrderPaymentPurpose, OrderView } from '@hearth/domain/orders';
import type { WalletModel } from '@hearth/domain/wallet';
import { apiGet, apiPost } from '../api/api-client.ts';
import { requireModel } from '../api/require-model.ts';
import { useSession } from '../session/use-session.ts';

/** A DOGE payment waiting for its pin, and whether the pin's mail went out (false: it comes later). */
export interface PendingDogePayment extends DogePaymentModel {
  pinSent: boolean;
}

/**
 * POST /secure/doge-payment {orderId, purpose}: what the order owes for `purpose`, in DOGE, from the wallet;
 * the server e-mails a pin. A wallet that is short answers 400 pages.wallet.insufficientFunds.
 */
export async function requestDogePayment(
  orderId: number,
  purpose: OrderPaymentPurpose,
): Promise<PendingDogePayment> {
  const envelope = await apiPost<DogePaymentModel>('/secure/doge-payment', { orderId, purpose });
  const model = requireModel(envelope.model);
  const pinSent = !envelope.messages.some((m) => m.message === MESSAGES.pinDelayed);
  return { ...requireModel(model.intentId ? model : null), pinSent };
}

/**
 * POST /secure/doge-payment-confirm {intentId, pin}: the coins move and the payment is recorded; the answer
 * is the order paid. A wrong pin answers 400 with fieldErrors.pin.
 */
export async function confirmDogePayment(intentId: string, pin: string): Promise<OrderView | null> {
  const envelope = await apiPost<{ order?: OrderView }>('/secure/doge-payment-confirm', { intentId, pin });
  return envelope.model?.order ?? null;
}

/** GET /secure/wallet, under the wallet pages' own key (['wallet', userId]) so that both share one answer. */
async function fetchWallet(): Promise<WalletModel> {
  const envelope = await apiGet<WalletModel>('/secure/wallet');
  const model = requireModel(envelope.model);
  return requireModel(model.balance && Array.isArray(model.transactions) ? model : null);
}

export const walletBalanceQueryKey = (userId: number) => ['wallet', userId] as const;

export function useWalletBalance() {
  const { profile } = useSession();
  return useQuery({
    ...queryOptions({ queryKey: walletBalanceQueryKey(profile?.id ?? 0), queryFn: fetchWallet }),
    enabled: profile !== null,
    select: (wallet) => wallet.balance,
  });
}
