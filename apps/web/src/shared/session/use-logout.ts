import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { MESSAGES } from '@hearth/domain/messages';
import { apiPost } from '../api/api-client.ts';
import { pushNotice } from '../notices/notice-store.ts';
import { profileQueryKey } from './profile-query.ts';
import { clearSession } from './session-storage.ts';

/** The wallet's pages (RequireLogin): logging out there goes home rather than to the log-in page. */
const WALLET_PATHS = new Set(['/board', '/execute', '/buy']);

/** Pages that make no sense without a session: logging out there goes home (decision 012). */
export function isPrivatePath(pathname: string): boolean {
  return (
    pathname === '/profile' ||
    pathname.startsWith('/profile/') ||
    pathname === '/orders' ||
    pathname.startsWith('/orders/') ||
    WALLET_PATHS.has(pathname) ||
    pathname.startsWith('/ledger/')
  );
}

/**
 * POST /logout (or `path`, e.g. the call that ends every session of the user), then forget the session and
 * the cart whatever the answer: the user asked to leave.
 */
export function useLogout(path = '/logout') {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  return useMutation({
    mutationFn: () => apiPost(path),
    onSettled: async (envelope) => {
      if (isPrivatePath(pathname)) await navigate('/');
      clearSession();
      queryClient.removeQueries({ queryKey: profileQueryKey });
      pushNotice({ tone: 'success', message: envelope?.messages[0]?.message ?? MESSAGES.loggedOut });
    },
  });
}
