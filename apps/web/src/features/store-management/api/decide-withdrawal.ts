import { decideWithdrawal } from '@hearth/domain/contracts/wallet';
import type { WITHDRAWAL_DECISIONS } from '@hearth/domain/wallet';
import { useApiMutation } from '@/shared/api/contract-client.ts';

export type WithdrawalAction = (typeof WITHDRAWAL_DECISIONS)[number];

/**
 * POST /operator/withdrawal-decision {withdrawalId, action, txid, reason}: then the wallet's reads (the
 * withdrawal leaves the queue) and the audit log are fetched again.
 */
export function useWithdrawalDecision() {
  return useApiMutation(decideWithdrawal);
}
