import { confirmRegistration } from '@hearth/domain/contracts/accounts';
import { useApiMutation } from '@/shared/api/contract-client.ts';

/**
 * POST /register-confirm {identityKey, password, pin}: the mailed code proves the address; model.authorized
 * and a session. A wrong code or a password other than the one registered: 400 invalidPin.
 */
export function useConfirmRegistration() {
  const { mutateAsync } = useApiMutation(confirmRegistration);
  return async (identityKey: string, password: string, pin: string) =>
    (await mutateAsync({ identityKey, password, pin })).model.authorized;
}
