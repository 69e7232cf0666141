import { useQuery } from '@tanstack/react-query';
import { getStore } from '@hearth/domain/contracts/profile';
import { apiQueryOptions } from '@/shared/api/contract-client.ts';

/**
 * POST /store/products {nickname}: the public chef page, the chef and their dishes newest first (inactive ones
 * only for the owner and operators); 404 when there is no such (visible) chef.
 */
export function useStore(nickname: string) {
  return useQuery(apiQueryOptions(getStore, { nickname }));
}
