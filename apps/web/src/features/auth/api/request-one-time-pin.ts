import { requestSignInPin } from '@hearth/domain/contracts/accounts';
import { useApiMutation } from '@/shared/api/contract-client.ts';
import { pinNoticeFrom } from '../utils/pin-notice.ts';

/**
 * POST /one-time-pin {identityKey}: e-mails a pin (the same answer whether or not the account exists).
 * Resolves with the notice to show: the pin was sent, or its mail waits for the mail server.
 */
export function useRequestOneTimePin() {
  const { mutateAsync } = useApiMutation(requestSignInPin);
  return async (identityKey: string) => pinNoticeFrom((await mutateAsync({ identityKey })).messages);
}
