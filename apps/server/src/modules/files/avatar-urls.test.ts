import { describe, expect, it } from 'vitest';
import { avatarUrls } from './avatar-urls.ts';

describe('avatarUrls', () => {
  const at = new Date('2026-03-01T10:00:00.123Z');

  it('gives the addresses of the avatar and the thumbnail with the avatar token', () => {
    expect(avatarUrls({ id: 42, avatarUpdatedAt: at, avatarToken: '0f'.repeat(16) })).toEqual({
      avatarUrl: `/repository/users/42/avatar.jpg?v=${'0f'.repeat(16)}`,
      thumbnailUrl: `/repository/users/42/thumbnail.jpg?v=${'0f'.repeat(16)}`,
    });
  });

  it('gives an avatar stored before the tokens its version (epoch milliseconds)', () => {
    expect(avatarUrls({ id: 42, avatarUpdatedAt: at, avatarToken: null })).toEqual({
      avatarUrl: '/repository/users/42/avatar.jpg?v=1772359200123',
      thumbnailUrl: '/repository/users/42/thumbnail.jpg?v=1772359200123',
    });
  });

  it('gives nulls without an avatar', () => {
    expect(avatarUrls({ id: 42, avatarUpdatedAt: null, avatarToken: null })).toEqual({
      avatarUrl: null,
      thumbnailUrl: null,
    });
  });
});
