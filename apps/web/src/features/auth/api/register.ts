import type { AuthorizedModel } from '@hearth/domain/api';
import { apiPost } from '../../../shared/api/api-client.ts';

/** POST /register {identityKey, type=email, password}: model.authorized, as a login. */
export async function register(identityKey: string, password: string) {
  const envelope = await apiPost<AuthorizedModel>('/register', { identityKey, type: 'email', password });
  return envelope.model?.authorized;
}
