import type { AvatarUrls } from '@hearth/domain/files';

/**
 * The addresses of a user's avatar and thumbnail (GET /repository/users/{id}/avatar.jpg). The `v` parameter
 * is the avatar's random token (users.avatar_token), new with every avatar: it busts caches like a version
 * and, as nobody can guess it, lets only those the API gave the address to ask for the picture (decision
 * 048). Avatars stored before the tokens keep their old version (avatar_updated_at in epoch milliseconds).
 * Both are null when the user has no avatar.
 */
export type { AvatarUrls } from '@hearth/domain/files';

export interface AvatarState {
  id: number;
  avatarUpdatedAt: Date | null;
  avatarToken: string | null;
}

export function avatarUrls({ id, avatarUpdatedAt, avatarToken }: AvatarState): AvatarUrls {
  if (!avatarUpdatedAt) return { avatarUrl: null, thumbnailUrl: null };
  const version = avatarToken ?? String(avatarUpdatedAt.getTime());
  return {
    avatarUrl: `/repository/users/${id}/avatar.jpg?v=${version}`,
    thumbnailUrl: `/repository/users/${id}/thumbnail.jpg?v=${version}`,
  };
}
