import { apiPost } from '../../../shared/api/api-client.ts';

/** POST /password-reset-request {identityKey}: mails a code; the same answer whether or not the account exists. */
export async function requestPasswordReset(identityKey: string) {
  return apiPost('/password-reset-request', { identityKey });
}
