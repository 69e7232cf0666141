import { apiPost } from '../../../shared/api/api-client.ts';

export interface PasswordChange {
  password: string;
  /** The proof GET /secure/password asks for: the current password or the mailed code. */
  currentPassword?: string;
  pin?: string;
}

/**
 * POST /secure/password {password, currentPassword?, pin?}: passwordChanged, and the user's other sessions end;
 * 400 currentPasswordWrong (a field error of currentPassword), passwordProofRequired or invalidPin.
 */
export async function changePassword({ password, currentPassword, pin }: PasswordChange) {
  return apiPost('/secure/password', {
    password,
    ...(currentPassword ? { currentPassword } : {}),
    ...(pin ? { pin } : {}),
  });
}
