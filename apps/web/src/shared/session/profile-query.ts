import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthorizedUser } from '@hearth/domain/api';
import { getSignedInUser } from '@hearth/domain/contracts/accounts';
import { apiQueryKey, callApi } from '../api/contract-client.ts';
import { writeSession } from './session-storage.ts';
import { useSession } from './use-session.ts';

/**
 * The signed-in user's query, under its contract's key. Its data is model.authorized, what the sign-in calls
 * answer too (they set it), rather than the whole model.
 */
export const profileQueryKey = apiQueryKey(getSignedInUser);

/** GET /secure/profile: model.authorized, written back to the stored session profile. */
export async function fetchProfile(): Promise<AuthorizedUser> {
  const { authorized } = (await callApi(getSignedInUser)).model;
  writeSession(authorized);
  return authorized;
}

export const profileQueryOptions = queryOptions({
  queryKey: profileQueryKey,
  queryFn: fetchProfile,
  // Fresh data arrives with every login (setQueryData), so once per app start is enough.
  staleTime: Infinity,
  retry: false,
  refetchOnWindowFocus: false,
});

/**
 * On app start, refreshes a stored profile from the server; a 401 there expires the session. A component of
 * its own, rendering nothing: the session and the query re-render only this leaf.
 */
export function ProfileRefresh(): null {
  const { isLoggedIn } = useSession();
  useQuery({ ...profileQueryOptions, enabled: isLoggedIn });
  return null;
}
