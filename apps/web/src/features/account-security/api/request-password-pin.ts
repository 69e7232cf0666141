import { requestPasswordPin } from '@hearth/domain/contracts/accounts';
import { MESSAGES } from '@hearth/domain/messages';
import { useApiMutation } from '@/shared/api/contract-client.ts';

/**
 * POST /secure/password-pin {}: mails the signed-in user a code for a password change. Resolves with the
 * notice to show: the code was sent, or its mail waits for the mail server.
 */
export function useRequestPasswordPin() {
  const mutation = useApiMutation(requestPasswordPin);
  return async (): Promise<string> => {
    const { messages } = await mutation.mutateAsync({});
    return messages.includes(MESSAGES.pinDelayed) ? MESSAGES.pinDelayed : MESSAGES.passwordPinSent;
  };
}
