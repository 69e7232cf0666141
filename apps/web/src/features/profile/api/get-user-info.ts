import { queryOptions } from '@tanstack/react-query';
import type { UserInfo } from '@hearth/domain/profile';
import { apiGet } from '../../../shared/api/api-client.ts';
import { requireModel } from '../../../shared/api/require-model.ts';

/** GET /secure/user-info: model.userInfo. */
export async function fetchUserInfo(): Promise<UserInfo> {
  const envelope = await apiGet<{ userInfo?: UserInfo }>('/secure/user-info');
  return requireModel(envelope.model?.userInfo);
}

/** Keyed by the user, so that another login in the same tab never sees the previous user's data. */
export const userInfoQueryOptions = (userId: number) =>
  queryOptions({ queryKey: ['profile', userId, 'user-info'], queryFn: fetchUserInfo });
