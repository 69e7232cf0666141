import { readItem, writeItem } from '../storage/local-storage.ts';

/**
 * Avatars are served with a day of browser caching. The stored session profile has no picture address, so
 * after a change the version is kept here and the header asks for the new thumbnail (`?v=`).
 */
const AVATAR_VERSION_KEY = 'avatarVersion';

export function readAvatarVersion(): string | null {
  return readItem(AVATAR_VERSION_KEY);
}

export function writeAvatarVersion(version: string): void {
  writeItem(AVATAR_VERSION_KEY, version);
}
