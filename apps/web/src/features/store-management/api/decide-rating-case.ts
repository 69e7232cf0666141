import { decideRatingCase } from '@hearth/domain/contracts/reviews';
import { useApiMutation } from '@/shared/api/contract-client.ts';

/**
 * POST /operator/rating-case-decision {caseId, decision, reason}: then the case leaves the queue, and the
 * moderation lists and the public pages the chef is on are fetched again (the chef's status moves).
 */
export function useRatingCaseDecision() {
  return useApiMutation(decideRatingCase);
}
