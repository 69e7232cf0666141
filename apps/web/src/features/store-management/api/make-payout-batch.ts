import { makePayoutBatch } from '@hearth/domain/contracts/payouts';
import { useApiMutation } from '@/shared/api/contract-client.ts';

/**
 * POST /operator/payout-batch: this week's batch (made once per chef and week, so a repeat is harmless);
 * then the payouts and the audit log are fetched again: the new payouts join the queue.
 */
export function usePayoutBatch() {
  return useApiMutation(makePayoutBatch);
}
