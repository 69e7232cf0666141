import { apiPost } from '../../../shared/api/api-client.ts';

/** POST /one-time-pin {identityKey}: e-mails a pin (the same answer whether or not the account exists). */
export async function requestOneTimePin(identityKey: string) {
  return apiPost('/one-time-pin', { identityKey });
}
