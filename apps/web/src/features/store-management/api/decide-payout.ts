import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OperatorPayoutView, PayoutDecisionAction } from '@hearth/domain/payouts';
import { apiPost } from '../../../shared/api/api-client.ts';
import { requireModel } from '../../../shared/api/require-model.ts';
import { operatorQueryKey } from './operator-query-key.ts';

export interface PayoutDecision {
  payoutId: number;
  action: PayoutDecisionAction;
  /** The bank transfer's reference, to mark a bank payout sent (a Stripe one is sent here, without). */
  reference?: string;
  /** Why it was rejected. */
  reason?: string;
}

/** POST /operator/payout-decision {payoutId, action, reference, reason}: model.payout after it. */
export async function decidePayout(decision: PayoutDecision): Promise<OperatorPayoutView> {
  const envelope = await apiPost<{ payout?: OperatorPayoutView }>('/operator/payout-decision', {
    payoutId: decision.payoutId,
    action: decision.action,
    reference: decision.reference,
    reason: decision.reason,
  });
  return requireModel(envelope.model?.payout);
}

/** A decision, then every operator list is fetched again: the payout leaves the queue. */
export function usePayoutDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decidePayout,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorQueryKey }),
  });
}
