import { checkSessionExpiry, onSessionExpired } from '@/shared/session/session-expiry.ts';
import type { AppRouter } from './router.tsx';

export const SESSION_EXPIRED_REDIRECT = '/signin?source=one_time_pin';

/**
 * Session expiry (docs/product.md#sessions-and-idle-expiry): checked when the window loses focus (the API
 * client checks before every request); on expiry the app goes to the login page, unless the user is already
 * signing in there. Installed before the first render, so that the first request (the profile refresh) is
 * covered too.
 */
export function installSessionWatch(router: AppRouter): () => void {
  const unsubscribe = onSessionExpired(() => {
    if (router.state.location.pathname !== '/signin') void router.navigate(SESSION_EXPIRED_REDIRECT);
  });
  const onBlur = () => {
    checkSessionExpiry();
  };
  window.addEventListener('blur', onBlur);
  return () => {
    unsubscribe();
    window.removeEventListener('blur', onBlur);
  };
}
