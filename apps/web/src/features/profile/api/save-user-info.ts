import type { UserInfo } from '@hearth/domain/profile';
import { apiPost, type FormBody } from '../../../shared/api/api-client.ts';
import { requireModel } from '../../../shared/api/require-model.ts';

/** POST /secure/user-info: missing fields stay as they are, '' clears one; answers model.userInfo. */
export async function saveUserInfo(body: FormBody): Promise<UserInfo> {
  const envelope = await apiPost<{ userInfo?: UserInfo }>('/secure/user-info', body);
  return requireModel(envelope.model?.userInfo);
}
