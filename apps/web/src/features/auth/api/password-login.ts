import { signInWithPassword } from '@hearth/domain/contracts/accounts';
import { useApiMutation } from '@/shared/api/contract-client.ts';

/** POST /pw-login {identityKey, password, type=email}: resolves with model.authorized. */
export function usePasswordLogin() {
  const { mutateAsync } = useApiMutation(signInWithPassword);
  return async (identityKey: string, password: string) =>
    (await mutateAsync({ identityKey, password, type: 'email' })).model.authorized;
}
