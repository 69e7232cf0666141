import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthorizedModel, AuthorizedUser } from '@hearth/domain/api';
import { apiGet } from '../api/api-client.ts';
import { writeSession } from './session-storage.ts';
import { useSession } from './use-session.ts';

export const profileQueryKey = ['session', 'profile'] as const;

/** GET /secure/profile: model.authorized, written back to the stored session profile. */
export async function fetchProfile(): Promise<AuthorizedUser | null> {
  const envelope = await apiGet<AuthorizedModel>('/secure/profile');
  const authorized = envelope.model?.authorized ?? null;
  if (authorized) writeSession(authorized);
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

/** On app start, refresh a stored profile from the server; a 401 there expires the session. */
export function useProfileRefresh(): void {
  const { isLoggedIn } = useSession();
  useQuery({ ...profileQueryOptions, enabled: isLoggedIn });
}
