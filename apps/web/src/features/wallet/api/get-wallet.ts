import { useQuery } from '@tanstack/react-query';
import { getWallet } from '@hearth/domain/contracts/wallet';
import { apiQueryOptions } from '@/shared/api/contract-client.ts';
import { useSession } from '@/shared/session/use-session.ts';

/** GET /secure/wallet: the signed-in user's balance and history, newest first (the pages are behind RequireLogin). */
export function useWallet(options: { refetchInterval?: number | false } = {}) {
  const { profile } = useSession();
  return useQuery({ ...apiQueryOptions(getWallet), enabled: profile !== null, ...options });
}
