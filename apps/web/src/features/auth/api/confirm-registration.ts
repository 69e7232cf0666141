import type { AuthorizedModel } from '@hearth/domain/api';
import { apiPost } from '../../../shared/api/api-client.ts';

/**
 * POST /register-confirm {identityKey, password, pin}: the mailed code proves the address; model.authorized
 * and a session. A wrong code or a password other than the one registered: 400 invalidPin.
 */
export async function confirmRegistration(identityKey: string, password: string, pin: string) {
  const envelope = await apiPost<AuthorizedModel>('/register-confirm', { identityKey, password, pin });
  return envelope.model?.authorized;
}
