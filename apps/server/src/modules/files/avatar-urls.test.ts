import { describe, expect, it } from 'vitest';
import { avatarUrls } from './avatar-urls.ts';

describe('avatarUrls', () => {
  it('gives versioned addresses of the avatar and the thumbnail', () => {
    expect(avatarUrls(42, new Date('2026-03-01T10:00:00.123Z'))).toEqual({
      avatarUrl: '/repository/users/42/avatar.jpg?v=1772359200123',
      thumbnailUrl: '/repository/users/42/thumbnail.jpg?v=1772359200123',
    });
  });

  it('gives nulls without an avatar', () => {
    expect(avatarUrls(42, null)).toEqual({ avatarUrl: null, thumbnailUrl: null });
    expect(avatarUrls(42, undefined)).toEqual({ avatarUrl: null, thumbnailUrl: null });
  });
});
