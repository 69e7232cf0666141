import { checkName } from '@hearth/domain/contracts/profile';
import { apiQueryOptions } from '@/shared/api/contract-client.ts';

/**
 * POST /check-name {name}: is this profile link free? The user's own current one counts as free. A read,
 * although a POST: cached a little, so a blur and the save that follows ask once.
 */
export const checkNameQueryOptions = (name: string) => ({
  ...apiQueryOptions(checkName, { name }),
  staleTime: 15_000,
  retry: false,
});
