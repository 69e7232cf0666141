import { useState } from 'react';
import type { StoredProfile } from '../session/session-storage.ts';

/** The letter shown when there is no picture: first name, else nickname, else "U". */
export function avatarInitial(profile: Pick<StoredProfile, 'fn' | 'nickname'> | null): string {
  const source = profile?.fn.trim() || profile?.nickname.trim() || 'U';
  return source.charAt(0).toLocaleUpperCase();
}

export function avatarThumbnailUrl(userId: number): string {
  return `/repository/users/${userId}/thumbnail.jpg`;
}

interface UserAvatarProps {
  profile: StoredProfile | null;
  size?: 'small' | 'large';
}

/** Decorative: the control around it carries the name. Remount it per user (key) to retry the image. */
export function UserAvatar({ profile, size = 'small' }: UserAvatarProps) {
  const [failed, setFailed] = useState(false);
  const className = `avatar avatar--${size}`;
  if (!profile || failed) {
    return (
      <span className={className} aria-hidden="true">
        {avatarInitial(profile)}
      </span>
    );
  }
  return (
    <img className={className} src={avatarThumbnailUrl(profile.id)} alt="" onError={() => setFailed(true)} />
  );
}
