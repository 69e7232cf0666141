import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeRequestDecision, ChefChangeRequestView } from '@hearth/domain/chef-changes';
import { apiPost } from '../../../shared/api/api-client.ts';
import { requireModel } from '../../../shared/api/require-model.ts';
import { operatorQueryKey } from './get-applications.ts';

/** POST /operator/change-request-decision {requestId, decision, reason}: model.changeRequest after it. */
export async function decideChangeRequest(input: {
  requestId: number;
  decision: ChangeRequestDecision;
  reason: string;
}): Promise<ChefChangeRequestView> {
  const envelope = await apiPost<{ changeRequest?: ChefChangeRequestView }>(
    '/operator/change-request-decision',
    { requestId: input.requestId, decision: input.decision, reason: input.reason },
  );
  return requireModel(envelope.model?.changeRequest);
}

/** A decision, then every operator list is fetched again: the request leaves the queue. */
export function useChangeRequestDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideChangeRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorQueryKey }),
  });
}
