import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WITHDRAWAL_DECISIONS, WithdrawalView } from '@hearth/domain/wallet';
import { apiPost } from '../../../shared/api/api-client.ts';
import { requireModel } from '../../../shared/api/require-model.ts';
import { operatorQueryKey } from './operator-query-key.ts';

export type WithdrawalAction = (typeof WITHDRAWAL_DECISIONS)[number];

export interface WithdrawalDecision {
  withdrawalId: number;
  action: WithdrawalAction;
  /** The on-chain transaction id, for sent. */
  txid?: string;
  /** Why it was refused, for reject. */
  reason?: string;
}

/** POST /operator/withdrawal-decision {withdrawalId, action, txid, reason}: model.withdrawal after it. */
export async function decideWithdrawal(decision: WithdrawalDecision): Promise<WithdrawalView> {
  const envelope = await apiPost<{ withdrawal?: WithdrawalView }>('/operator/withdrawal-decision', {
    withdrawalId: decision.withdrawalId,
    action: decision.action,
    txid: decision.txid,
    reason: decision.reason,
  });
  return requireModel(envelope.model?.withdrawal);
}

/** A decision, then every operator list is fetched again: the withdrawal leaves the queue. */
export function useWithdrawalDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideWithdrawal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorQueryKey }),
  });
}
