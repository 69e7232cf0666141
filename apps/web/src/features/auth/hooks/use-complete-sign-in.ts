import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { AuthorizedUser } from '@hearth/domain/api';
import { clearNotices } from '@/shared/notices/notice-store.ts';
import { profileQueryKey } from '@/shared/session/profile-query.ts';
import { writeSession } from '@/shared/session/session-storage.ts';

/** After a login, a registration or an order link: store the session profile, then go on. */
export function useCompleteSignIn() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    (user: AuthorizedUser | undefined, to: string) => {
      if (user) {
        writeSession(user);
        // The query keys name calls, not users: the answers cached for the last session go, so that another
        // login on this browser never sees the last one's wallet, earnings or sessions.
        queryClient.removeQueries();
        queryClient.setQueryData(profileQueryKey, user);
      }
      clearNotices();
      void navigate(to, { replace: true });
    },
    [navigate, queryClient],
  );
}
