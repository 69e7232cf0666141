import { useMemo, useSyncExternalStore } from 'react';
import { readItem } from '../storage/local-storage.ts';
import { parseProfile, SESSION_CHANGE_EVENT, SESSION_KEYS, type StoredProfile } from './session-storage.ts';

function subscribe(onChange: () => void): () => void {
  window.addEventListener(SESSION_CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(SESSION_CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

const readRawProfile = () => readItem(SESSION_KEYS.profile);
const readValid = () => readItem(SESSION_KEYS.valid);
const nothing = () => null;

export interface Session {
  profile: StoredProfile | null;
  isLoggedIn: boolean;
  /** The stored merchant validity flag: an approved chef may create dishes. */
  isApprovedChef: boolean;
}

/** The stored session profile, kept in step with logins, logouts and other tabs. */
export function useSession(): Session {
  const rawProfile = useSyncExternalStore(subscribe, readRawProfile, nothing);
  const valid = useSyncExternalStore(subscribe, readValid, nothing);
  return useMemo(() => {
    const profile = parseProfile(rawProfile);
    return { profile, isLoggedIn: profile !== null, isApprovedChef: valid === 'true' };
  }, [rawProfile, valid]);
}
