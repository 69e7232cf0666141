import { resetPassword } from '@hearth/domain/contracts/accounts';
import { useApiMutation } from '@/shared/api/contract-client.ts';

/** POST /password-reset {identityKey, pin, password}: model.authorized and a session; 400 invalidPin. */
export function useResetPassword() {
  const { mutateAsync } = useApiMutation(resetPassword);
  return async (identityKey: string, pin: string, password: string) =>
    (await mutateAsync({ identityKey, pin, password })).model.authorized;
}
