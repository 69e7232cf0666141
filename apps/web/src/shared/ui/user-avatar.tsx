import { useAvatarVersion } from '../session/avatar-version.ts';
import type { StoredProfile } from '../session/session-storage.ts';
import { AvatarImage, initialOf } from './avatar-image.tsx';

/** The letter shown when there is no picture: first name, else nickname, else "U". */
export function avatarInitial(profile: Pick<StoredProfile, 'fn' | 'nickname'> | null): string {
  return initialOf(profile?.fn, profile?.nickname);
}

export function avatarThumbnailUrl(userId: number, version: string | null = null): string {
  const url = `/repository/users/${userId}/thumbnail.jpg`;
  return version ? `${url}?v=${encodeURIComponent(version)}` : url;
}

interface UserAvatarProps {
  profile: StoredProfile | null;
  size?: 'small' | 'large';
}

/** The signed-in user's thumbnail in the chrome. Decorative: the control around it carries the name. */
export function UserAvatar({ profile, size = 'small' }: UserAvatarProps) {
  const version = useAvatarVersion();
  return (
    <AvatarImage
      src={profile ? avatarThumbnailUrl(profile.id, version) : null}
      initial={avatarInitial(profile)}
      size={size}
    />
  );
}
