import type { AuthorizedModel } from '@hearth/domain/api';
import { apiPost } from '../../../shared/api/api-client.ts';

/** POST /pin-login {identityKey, pin}: model.authorized; creates the account when the e-mail is new. */
export async function pinLogin(identityKey: string, pin: string) {
  const envelope = await apiPost<AuthorizedModel>('/pin-login', { identityKey, pin });
  return envelope.model?.authorized;
}
