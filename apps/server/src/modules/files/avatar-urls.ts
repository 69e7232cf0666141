/**
 * The public addresses of a user's avatar and thumbnail (GET /repository/users/{id}/avatar.jpg). The `v`
 * parameter is the avatar's version (users.avatar_updated_at in epoch milliseconds), so a new avatar is a
 * new URL and browsers may cache each one. Both are null when the user has no avatar.
 */
export interface AvatarUrls {
  avatarUrl: string | null;
  thumbnailUrl: string | null;
}

export function avatarUrls(userId: number, avatarUpdatedAt: Date | null | undefined): AvatarUrls {
  if (!avatarUpdatedAt) return { avatarUrl: null, thumbnailUrl: null };
  const version = avatarUpdatedAt.getTime();
  return {
    avatarUrl: `/repository/users/${userId}/avatar.jpg?v=${version}`,
    thumbnailUrl: `/repository/users/${userId}/thumbnail.jpg?v=${version}`,
  };
}
