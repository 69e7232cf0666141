import * as wallet from '@hearth/domain/contracts/wallet';
import type { ExecutedTransfer } from '@hearth/domain/wallet';
import { useApiMutation } from '@/shared/api/contract-client.ts';

/**
 * POST /secure/confirm-transfer: executes the pending transfer with the e-mailed pin, exactly once; then the
 * balance and the history (the board, the form's "Available") are fetched again.
 */
export function useConfirmTransfer() {
  const mutation = useApiMutation(wallet.confirmTransfer);
  return async (pin: string): Promise<ExecutedTransfer> =>
    (await mutation.mutateAsync({ pin })).model.transfer;
}
