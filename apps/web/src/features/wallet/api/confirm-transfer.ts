import { apiPost } from '../../../shared/api/api-client.ts';
import { requireModel } from '../../../shared/api/require-model.ts';

/** model.transfer of POST /secure/confirm-transfer: the executed transfer and its ledger transaction. */
export interface ConfirmedTransfer {
  id: number;
  ledgerTransactionId: number;
  amountKoinu: number;
  /** A transfer to a Doge address: a withdrawal request in the operators' queue, the amount held. */
  withdrawal: boolean;
}

/** POST /secure/confirm-transfer: executes the pending transfer with the e-mailed pin, exactly once. */
export async function confirmTransfer(pin: string): Promise<ConfirmedTransfer> {
  const envelope = await apiPost<{ transfer: ConfirmedTransfer }>('/secure/confirm-transfer', { pin });
  return requireModel(envelope.model?.transfer);
}
