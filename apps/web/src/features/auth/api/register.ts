import { apiPost } from '../../../shared/api/api-client.ts';

/**
 * POST /register {identityKey, type=email, password}: always the same answer, "check your mail" (the
 * confirmation code goes to the address; an address with an account gets a note instead), and no session.
 * Resolves with the envelope, whose messages say whether the mail went out or waits for the mail server.
 */
export async function requestRegistration(identityKey: string, password: string) {
  return apiPost('/register', { identityKey, type: 'email', password });
}
