import { requestPasswordReset } from '@hearth/domain/contracts/accounts';
import { MESSAGES } from '@hearth/domain/messages';
import { useApiMutation } from '@/shared/api/contract-client.ts';
import { pinNoticeFrom } from '../utils/pin-notice.ts';

/**
 * POST /password-reset-request {identityKey}: mails a code; the same answer whether or not the account exists.
 * Resolves with the notice to show: the code was sent, or its mail waits for the mail server.
 */
export function useRequestPasswordReset() {
  const { mutateAsync } = useApiMutation(requestPasswordReset);
  return async (identityKey: string) =>
    pinNoticeFrom((await mutateAsync({ identityKey })).messages, MESSAGES.passwordResetPinSent);
}
