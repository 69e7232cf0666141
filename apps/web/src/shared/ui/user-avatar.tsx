import type { StoredProfile } from '../session/session-storage.ts';
import { AvatarImage, initialOf } from './avatar-image.tsx';

/** The letter shown when there is no picture: first name, else nickname, else "U". */
export function avatarInitial(profile: Pick<StoredProfile, 'fn' | 'nickname'> | null): string {
  return initialOf(profile?.fn, profile?.nickname);
}

interface UserAvatarProps {
  profile: StoredProfile | null;
  size?: 'small' | 'large';
}

/**
 * The signed-in user's thumbnail in the chrome, at the address the server gave with the session (it changes
 * with every new picture, so the day-long cache never hides one); the initial when there is none, without
 * asking for a picture that does not exist. Decorative: the control around it carries the name.
 */
export function UserAvatar({ profile, size = 'small' }: UserAvatarProps) {
  return <AvatarImage src={profile?.thumbnailUrl ?? null} initial={avatarInitial(profile)} size={size} />;
}
