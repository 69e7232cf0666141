import { decideChef } from '@hearth/domain/contracts/moderation';
import { useApiMutation } from '@/shared/api/contract-client.ts';

/**
 * POST /operator/chef-decision {userId, action, reason}: then every moderation list (queue, chefs, audit log)
 * and the public pages the chef is on are fetched again.
 */
export function useChefDecision() {
  return useApiMutation(decideChef);
}
