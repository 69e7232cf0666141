import { apiPost } from '../../../shared/api/api-client.ts';

/** POST /secure/password-pin {}: mails the signed-in user a code for a password change. */
export async function requestPasswordPin() {
  return apiPost('/secure/password-pin');
}
