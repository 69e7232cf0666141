import { useQuery } from '@tanstack/react-query';
import { getAddress } from '@hearth/domain/contracts/profile';
import { apiQueryOptions } from '@/shared/api/contract-client.ts';

/** GET /secure/address: a list of at most one; the profile uses the first, or null. */
export function useAddress() {
  return useQuery({ ...apiQueryOptions(getAddress), select: (model) => model.address[0] ?? null });
}
