import { chooseChefCover } from '@hearth/domain/contracts/catalogue';
import { useApiMutation } from '@/shared/api/contract-client.ts';

/**
 * POST /secure/chef-cover {fileId?}: the chef's choice of the dish photo that covers their marketplace card
 * (no fileId: the newest enabled dish's). The chef page and the marketplace are fetched again after it.
 */
export function useChooseCover() {
  return useApiMutation(chooseChefCover);
}
