import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@hearth/domain/messages';
import { users } from '../../db/schema.ts';
import { envelope, useTestApp } from '../../test/test-app.ts';
import { model, post, signUp } from './profile-test-helpers.ts';
import type * as ProfileRepository from './profile-repository.ts';

// The race between the duplicate check and the write, made certain: the check sees nothing (as when another
// request commits the same value in between), so the unique index is what refuses the write.
vi.mock('./profile-repository.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof ProfileRepository>()),
  findUniqueClashes: async () => [],
}));

const ctx = useTestApp();

describe('a duplicate that passes the check is refused by the unique index', () => {
  it.each([
    ['nickname', 'SameName', 'samename'],
    ['phoneNumber', '37061234567', '37061234567'],
    ['telegramNickname', 'same_name', 'SAME_NAME'],
  ])('%s: 409 constraint, nothing written', async (field, first, second) => {
    const ruta = await signUp(ctx.app, 'ruta@example.lt');
    const ana = await signUp(ctx.app, 'ana@example.lt');
    model(await post(ctx.app, '/secure/user-info', { [field]: first }, ruta.cookie));
    const res = await post(ctx.app, '/secure/user-info', { [field]: second, firstName: 'Ana' }, ana.cookie);
    expect(res.statusCode).toBe(409);
    expect(envelope(res)).toEqual({
      success: false,
      messages: [{ message: MESSAGES.validationFailed }],
      fieldErrors: { [field]: ['constraint'] },
    });
    const [row] = await ctx.app.db.select().from(users).where(eq(users.id, ana.id));
    expect(row).toMatchObject({ firstName: null, [field]: null });
  });
});
