import { register } from '@hearth/domain/contracts/accounts';
import { MESSAGES } from '@hearth/domain/messages';
import { useApiMutation } from '@/shared/api/contract-client.ts';
import { pinNoticeFrom } from '../utils/pin-notice.ts';

/**
 * POST /register {identityKey, type=email, password}: always the same answer, "check your mail" (the
 * confirmation code goes to the address; an address with an account gets a note instead), and no session.
 * Resolves with the notice to show: the code was sent, or its mail waits for the mail server.
 */
export function useRequestRegistration() {
  const { mutateAsync } = useApiMutation(register);
  return async (identityKey: string, password: string) => {
    const { messages } = await mutateAsync({ identityKey, type: 'email', password });
    return pinNoticeFrom(messages, MESSAGES.registrationPinSent);
  };
}
