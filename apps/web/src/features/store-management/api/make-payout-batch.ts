import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayoutBatchResult } from '@hearth/domain/payouts';
import { apiPost } from '../../../shared/api/api-client.ts';
import { requireModel } from '../../../shared/api/require-model.ts';
import { operatorQueryKey } from './operator-query-key.ts';

/** POST /operator/payout-batch: this week's batch (made once per chef and week, so a repeat is harmless). */
export async function makePayoutBatch(): Promise<PayoutBatchResult> {
  return requireModel((await apiPost<PayoutBatchResult>('/operator/payout-batch')).model);
}

/** The batch, then every operator list is fetched again: the new payouts join the queue. */
export function usePayoutBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makePayoutBatch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorQueryKey }),
  });
}
