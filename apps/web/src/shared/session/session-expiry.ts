import { SESSION_EXPIRED_TEXT } from '@hearth/domain/messages';
import { pushNotice } from '../notices/notice-store.ts';
import { clearSession, hasStoredProfile, isSessionIdle } from './session-storage.ts';

type Listener = () => void;
const listeners = new Set<Listener>();

/** The app layer subscribes to redirect to the login page; returns the unsubscribe function. */
export function onSessionExpired(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Clears the stored session and the cart, raises "Session expired - redirecting to login". */
export function expireSession(): void {
  if (!hasStoredProfile()) return;
  clearSession();
  pushNotice({ tone: 'error', message: SESSION_EXPIRED_TEXT });
  for (const listener of listeners) listener();
}

/**
 * Run before every request and on window blur (docs/product.md#sessions-and-idle-expiry). True when it
 * expired the session.
 */
export function checkSessionExpiry(now = Date.now()): boolean {
  if (!isSessionIdle(now)) return false;
  expireSession();
  return true;
}
