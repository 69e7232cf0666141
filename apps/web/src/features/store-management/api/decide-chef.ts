import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ModeratedChef, ModerationAction } from '@hearth/domain/profile';
import { apiPost } from '../../../shared/api/api-client.ts';
import { requireModel } from '../../../shared/api/require-model.ts';
import { operatorQueryKey } from './get-applications.ts';

export interface ChefDecision {
  userId: number;
  action: ModerationAction;
  /** Required for reject and suspend; the chef reads it. */
  reason?: string;
}

/** POST /operator/chef-decision {userId, action, reason}: model.chef after the decision. */
export async function decideChef({ userId, action, reason }: ChefDecision): Promise<ModeratedChef> {
  const envelope = await apiPost<{ chef?: ModeratedChef }>('/operator/chef-decision', {
    userId,
    action,
    reason: reason?.trim() || undefined,
  });
  return requireModel(envelope.model?.chef);
}

/** A decision, then every moderation list (queue, chefs, audit log) is fetched again. */
export function useChefDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideChef,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorQueryKey }),
  });
}
