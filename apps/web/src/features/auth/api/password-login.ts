import type { AuthorizedModel } from '@hearth/domain/api';
import { apiPost } from '../../../shared/api/api-client.ts';

/** POST /pw-login {identityKey, password, type=email}: model.authorized. */
export async function passwordLogin(identityKey: string, password: string) {
  const envelope = await apiPost<AuthorizedModel>('/pw-login', { identityKey, password, type: 'email' });
  return envelope.model?.authorized;
}
