import { useQuery } from '@tanstack/react-query';
import { getMerchantInfo } from '@hearth/domain/contracts/profile';
import { apiQueryOptions } from '@/shared/api/contract-client.ts';

/** GET /secure/merchant-info: the user's chef profile (model.merchantInfo), null when never submitted. */
export function useMerchantInfo() {
  return useQuery({ ...apiQueryOptions(getMerchantInfo), select: (model) => model.merchantInfo });
}
