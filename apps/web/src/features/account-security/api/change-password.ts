import { changePassword } from '@hearth/domain/contracts/accounts';
import { useApiMutation } from '@/shared/api/contract-client.ts';

/**
 * POST /secure/password {password, currentPassword?, pin?}: passwordChanged, and the user's other sessions end;
 * 400 currentPasswordWrong (a field error of currentPassword), passwordProofRequired or invalidPin. Then the
 * proof a next change needs and the list of sessions are read again.
 */
export function useChangePassword() {
  return useApiMutation(changePassword);
}
