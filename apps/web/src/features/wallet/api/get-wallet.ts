import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WalletModel } from '@hearth/domain/wallet';
import { apiGet } from '../../../shared/api/api-client.ts';
import { requireModel } from '../../../shared/api/require-model.ts';
import { useSession } from '../../../shared/session/use-session.ts';

/** GET /secure/wallet: the balance and the history, newest first. */
export async function fetchWallet(): Promise<WalletModel> {
  const envelope = await apiGet<WalletModel>('/secure/wallet');
  const model = requireModel(envelope.model);
  return requireModel(model.balance && Array.isArray(model.transactions) ? model : null);
}

/** Keyed by the user, so that another login on this browser never sees the last one's wallet. */
export const walletQueryKey = (userId: number) => ['wallet', userId] as const;

export const walletQueryOptions = (userId: number) =>
  queryOptions({ queryKey: walletQueryKey(userId), queryFn: fetchWallet });

/** The signed-in user's wallet (the wallet pages are behind RequireLogin). */
export function useWallet(options: { refetchInterval?: number | false } = {}) {
  const { profile } = useSession();
  return useQuery({ ...walletQueryOptions(profile?.id ?? 0), enabled: profile !== null, ...options });
}
