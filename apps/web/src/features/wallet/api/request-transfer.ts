import type { AssetRequestInput, RecipientAddressType } from '@hearth/domain/wallet';
import { formatDoge } from '@hearth/domain/wallet';
import { apiPost } from '../../../shared/api/api-client.ts';
import { requireModel } from '../../../shared/api/require-model.ts';

/** model.transfer of POST /secure/asset-request: the pending transfer the e-mailed pin confirms. */
export interface PendingTransfer {
  id: number;
  amountKoinu: number;
  recipientType: RecipientAddressType;
  recipientAddress: string;
}

/**
 * POST /secure/asset-request (accounts.md section 7): the amount as DOGE text ("2.5"), the address type's
 * code and the address. The server checks it all again, e-mails a pin and answers the pending transfer.
 */
export async function requestTransfer(input: AssetRequestInput): Promise<PendingTransfer> {
  const envelope = await apiPost<{ transfer: PendingTransfer }>('/secure/asset-request', {
    volume: formatDoge(input.volume),
    recipientAddressType: input.recipientAddressType,
    recipientAddress: input.recipientAddress,
  });
  return requireModel(envelope.model?.transfer);
}
