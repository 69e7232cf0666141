import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { signInReturnPath } from './return-to.ts';
import { useSession } from './use-session.ts';

/**
 * A page that needs a login: without a stored session the visitor goes to the log-in page, which comes back
 * to this very address (path, query and hash) afterwards.
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { isLoggedIn } = useSession();
  const { pathname, search, hash } = useLocation();
  if (!isLoggedIn) return <Navigate to={signInReturnPath(`${pathname}${search}${hash}`)} replace />;
  return children;
}
