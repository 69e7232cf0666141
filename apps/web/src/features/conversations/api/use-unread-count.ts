import { useQuery } from '@tanstack/react-query';
import { hasStoredProfile } from '@/shared/session/session-storage.ts';

/** How often the header asks again, so that an answer shows on any page within a minute. */
const REFRESH_MS = 60_000;

/** apiQueryKey(getUnreadMessages): sending or reading a message (the conversations resource) makes it stale. */
export const UNREAD_COUNT_KEY = ['conversations', 'getUnreadMessages'] as const;

/**
 * The signed-in user's unread messages (GET /secure/unread-messages, one indexed query on the server), for the
 * header's badge (shown to signed-in users only): asked when a page opens, every minute and when the window
 * gets the focus again. The contract and its client load with the first ask, so a visitor's first page stays
 * as light as it was.
 */
export function useUnreadCount(): number | undefined {
  const unread = useQuery({
    queryKey: UNREAD_COUNT_KEY,
    queryFn: async () => {
      const [{ getUnreadMessages }, { callApi }] = await Promise.all([
        import('@hearth/domain/contracts/conversations'),
        import('@/shared/api/contract-client.ts'),
      ]);
      // The session may have ended (expired while idle) while the call's code loaded: nothing to ask then.
      if (!hasStoredProfile()) return { unread: 0 };
      return (await callApi(getUnreadMessages)).model;
    },
    refetchInterval: REFRESH_MS,
    staleTime: REFRESH_MS / 2,
    retry: false,
  });
  return unread.data?.unread;
}
