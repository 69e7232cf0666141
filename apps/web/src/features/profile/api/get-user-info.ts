import { useQuery } from '@tanstack/react-query';
import { getUserInfo } from '@hearth/domain/contracts/profile';
import { apiQueryOptions } from '@/shared/api/contract-client.ts';

/** GET /secure/user-info: model.userInfo. The cache is emptied at each sign-in, so it is this user's. */
export function useUserInfo() {
  return useQuery({ ...apiQueryOptions(getUserInfo), select: (model) => model.userInfo });
}
