import { useSyncExternalStore } from 'react';
import { readItem, writeItem } from '../storage/local-storage.ts';

/**
 * Avatars are served with a day of browser caching. The stored session profile has no picture address, so
 * after a change the version is kept here and the header asks for the new thumbnail (`?v=`). Pictures that
 * show it follow a change at once, in this tab and in the user's other tabs, without reloading the page
 * (a reload would lose what the user was typing on it).
 */
const AVATAR_VERSION_KEY = 'avatarVersion';

const listeners = new Set<() => void>();

export function readAvatarVersion(): string | null {
  return readItem(AVATAR_VERSION_KEY);
}

export function writeAvatarVersion(version: string): void {
  writeItem(AVATAR_VERSION_KEY, version);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === AVATAR_VERSION_KEY) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The avatar version, re-rendering when it changes. */
export function useAvatarVersion(): string | null {
  return useSyncExternalStore(subscribe, readAvatarVersion, () => null);
}
