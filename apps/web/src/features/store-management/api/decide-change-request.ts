import { decideChangeRequest } from '@hearth/domain/contracts/moderation';
import { useApiMutation } from '@/shared/api/contract-client.ts';

/** POST /operator/change-request-decision {requestId, decision, reason}: then the queue is fetched again. */
export function useChangeRequestDecision() {
  return useApiMutation(decideChangeRequest);
}
