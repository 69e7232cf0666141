import * as wallet from '@hearth/domain/contracts/wallet';
import { MESSAGES } from '@hearth/domain/messages';
import { type AssetRequestInput, formatDoge, type RequestedTransfer } from '@hearth/domain/wallet';
import { type CallInput, useApiMutation } from '@/shared/api/contract-client.ts';

/** The pending transfer the e-mailed pin confirms, and whether the pin's mail went out (false: it comes later). */
export type PendingTransfer = RequestedTransfer & { pinSent: boolean };

/**
 * POST /secure/asset-request: the amount as DOGE text ("2.5"), the address type's code and the address. The
 * server checks it all again, e-mails a pin and answers the pending transfer, with whether the pin's mail went
 * out or waits for the mail server.
 */
export function useRequestTransfer() {
  const mutation = useApiMutation(wallet.requestTransfer);
  return async (input: AssetRequestInput): Promise<PendingTransfer> => {
    const { model, messages } = await mutation.mutateAsync({
      ...input,
      // The schema reads the amount as DOGE text and parses it into koinu: it is sent as the text.
      volume: formatDoge(input.volume),
    } as unknown as CallInput<typeof wallet.requestTransfer>);
    return { ...model.transfer, pinSent: !messages.includes(MESSAGES.pinDelayed) };
  };
}
