import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RatingCaseDecision, RatingCaseView } from '@hearth/domain/reviews';
import { apiPost } from '../../../shared/api/api-client.ts';
import { requireModel } from '../../../shared/api/require-model.ts';
import { operatorQueryKey } from './operator-query-key.ts';

export interface RatingCaseDecisionInput {
  caseId: number;
  decision: RatingCaseDecision;
  /** Why: e-mailed to the chef and kept in the audit log. */
  reason: string;
}

/** POST /operator/rating-case-decision {caseId, decision, reason}: model.case after it. */
export async function decideRatingCase(input: RatingCaseDecisionInput): Promise<RatingCaseView> {
  const envelope = await apiPost<{ case?: RatingCaseView }>('/operator/rating-case-decision', {
    caseId: input.caseId,
    decision: input.decision,
    reason: input.reason,
  });
  return requireModel(envelope.model?.case);
}

/** A decision, then every operator list is fetched again: the case leaves the queue, the chef's status moves. */
export function useRatingCaseDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideRatingCase,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorQueryKey }),
  });
}
