import { signInWithPin } from '@hearth/domain/contracts/accounts';
import { useApiMutation } from '@/shared/api/contract-client.ts';

/**
 * POST /pin-login {identityKey, pin}: model.authorized; creates the account when the e-mail is new.
 * passwordRemoved: this sign-in removed a password somebody set at registration and never confirmed.
 */
export function usePinLogin() {
  const { mutateAsync } = useApiMutation(signInWithPin);
  return async (identityKey: string, pin: string) => {
    const { model } = await mutateAsync({ identityKey, pin });
    return { user: model.authorized, passwordRemoved: model.passwordRemoved };
  };
}
