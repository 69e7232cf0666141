import { decidePayout } from '@hearth/domain/contracts/payouts';
import { useApiMutation } from '@/shared/api/contract-client.ts';

/**
 * POST /operator/payout-decision {payoutId, action, reference, reason}: then the payouts and the audit log
 * are fetched again: the payout leaves the queue.
 */
export function usePayoutDecision() {
  return useApiMutation(decidePayout);
}
