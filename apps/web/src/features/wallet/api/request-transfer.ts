import type { AssetRequestInput, RecipientAddressType } from '@hearth/domain/wallet';
import { formatDoge } from '@hearth/domain/wallet';
import { MESSAGES } from '@hearth/domain/messages';
import { apiPost } from '../../../shared/api/api-client.ts';
import { requireModel } from '../../../shared/api/require-model.ts';

/** model.transfer of POST /secure/asset-request: the pending transfer the e-mailed pin confirms. */
export interface PendingTransfer {
  id: number;
  amountKoinu: number;
  recipientType: RecipientAddressType;
  recipientAddress: string;
  /** The answer's word on the pin mail: false when the mail server could not take it yet (it comes later). */
  pinSent: boolean;
}

/**
 * POST /secure/asset-request: the amount as DOGE text ("2.5"), the address type's
 * code and the address. The server checks it all again, e-mails a pin and answers the pending transfer,
 * with whether the pin's mail went out or waits for the mail server.
 */
export async function requestTransfer(input: AssetRequestInput): Promise<PendingTransfer> {
  const envelope = await apiPost<{ transfer: PendingTransfer }>('/secure/asset-request', {
    volume: formatDoge(input.volume),
    recipientAddressType: input.recipientAddressType,
    recipientAddress: input.recipientAddress,
  });
  const pinSent = !envelope.messages.some((m) => m.message === MESSAGES.pinDelayed);
  return { ...requireModel(envelope.model?.transfer), pinSent };
}
