import type { AuthorizedModel } from '@hearth/domain/api';
import { apiPost } from '../../../shared/api/api-client.ts';

/** POST /password-reset {identityKey, pin, password}: model.authorized and a session; 400 invalidPin. */
export async function resetPassword(identityKey: string, pin: string, password: string) {
  const envelope = await apiPost<AuthorizedModel>('/password-reset', { identityKey, pin, password });
  return envelope.model?.authorized;
}
