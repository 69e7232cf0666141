import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES, V } from '@hearth/domain/messages';
import type { UserInfo } from '@hearth/domain/profile';
import { merchantProfiles, users } from '../../db/schema.ts';
import { envelope, useTestApp } from '../../test/test-app.ts';
import { CHEF_INFO, get, model, post, postJson, signUp } from './profile-test-helpers.ts';

const ctx = useTestApp();

async function userInfo(cookie: string) {
  return model<{ userInfo: UserInfo }>(await get(ctx.app, '/secure/user-info', cookie)).userInfo;
}

async function save(cookie: string, body: Record<string, string>) {
  return post(ctx.app, '/secure/user-info', body, cookie);
}

async function userRow(id: number) {
  const [row] = await ctx.app.db.select().from(users).where(eq(users.id, id));
  return row!;
}

describe('GET /secure/user-info', () => {
  it('needs a session', async () => {
    expect((await get(ctx.app, '/secure/user-info')).statusCode).toBe(401);
    expect((await post(ctx.app, '/secure/user-info', { firstName: 'Ana' })).statusCode).toBe(401);
  });

  it('answers the contract shape for a new account', async () => {
    const ana = await signUp(ctx.app, 'ana@example.lt');
    expect(await userInfo(ana.cookie)).toEqual({
      id: ana.id,
      email: 'ana@example.lt',
      firstName: null,
      lastName: null,
      nickname: null,
      phoneNumber: null,
      telegramNickname: null,
      city: null,
      country: { phone_code: 370, country_name: 'Lithuania', country_tag: 'LT' },
      currencyUnit: 'EUR',
      avatarUrl: null,
      thumbnailUrl: null,
    });
  });

  it('gives versioned avatar addresses once an avatar is stored', async () => {
    const ana = await signUp(ctx.app, 'ana@example.lt');
    const at = new Date('2026-11-20T10:00:00.000Z');
    await ctx.app.db.update(users).set({ avatarUpdatedAt: at }).where(eq(users.id, ana.id));
    const info = await userInfo(ana.cookie);
    expect(info.avatarUrl).toBe(`/repository/users/${ana.id}/avatar.jpg?v=${at.getTime()}`);
    expect(info.thumbnailUrl).toBe(`/repository/users/${ana.id}/thumbnail.jpg?v=${at.getTime()}`);
  });
});

describe('POST /secure/user-info', () => {
  it('saves the fields, normalised, and answers model.userInfo', async () => {
    const ana = await signUp(ctx.app, 'ana@example.lt');
    const res = await save(ana.cookie, {
      firstName: ' Rūta ',
      lastName: 'Kazlauskienė',
      nickname: 'RutaK',
      phoneNumber: '+370 (612) 34-567',
      telegramNickname: '@ruta_cooks',
      city: 'Vilnius',
    });
    expect(envelope(res).messages).toEqual([{ message: MESSAGES.profileUpdated }]);
    const expected = {
      firstName: 'Rūta',
      lastName: 'Kazlauskienė',
      nickname: 'RutaK',
      phoneNumber: '37061234567',
      telegramNickname: 'ruta_cooks',
      city: 'Vilnius',
    };
    expect(model<{ userInfo: UserInfo }>(res).userInfo).toMatchObject(expected);
    expect(await userInfo(ana.cookie)).toMatchObject(expected);
  });

  it('leaves missing fields as they are and clears fields sent empty', async () => {
    const ana = await signUp(ctx.app, 'ana@example.lt');
    await save(ana.cookie, { firstName: 'Ana', lastName: 'Kaz', city: 'Kaunas', nickname: 'anakaz' });
    const res = await save(ana.cookie, { lastName: '', nickname: '' });
    expect(model<{ userInfo: UserInfo }>(res).userInfo).toMatchObject({
      firstName: 'Ana',
      lastName: null,
      city: 'Kaunas',
      nickname: null,
    });
  });

  it.each([
    ['phoneNumber', '37061234567', '37061234567'],
    ['phoneNumber', '1234567', '1234567'],
    ['phoneNumber', '+1 (555) 123-4567', '15551234567'],
    ['nickname', 'abc', 'abc'],
    ['nickname', 'x'.repeat(50), 'x'.repeat(50)],
    ['nickname', 'Chef.Ana-2_b', 'Chef.Ana-2_b'],
    ['telegramNickname', 'anachef', 'anachef'],
    ['telegramNickname', '@Ana_Chef_1', 'Ana_Chef_1'],
    ['firstName', 'Žydrūnė', 'Žydrūnė'],
    ['city', 'Šiauliai', 'Šiauliai'],
  ])('accepts %s %j', async (field, value, stored) => {
    const ana = await signUp(ctx.app, 'ana@example.lt');
    const res = await save(ana.cookie, { [field]: value });
    expect(model<{ userInfo: Record<string, unknown> }>(res).userInfo[field]).toBe(stored);
  });

  it.each([
    ['phoneNumber', '123456', V.phone],
    ['phoneNumber', '1234567890123456', V.phone],
    ['phoneNumber', '0612345678', V.phone],
    ['phoneNumber', '37061234abc', V.phone],
    ['nickname', 'ab', V.profileLinkMinLength],
    ['nickname', 'x'.repeat(51), V.profileLinkMaxLength],
    ['nickname', 'ana maria', V.profileLinkFormat],
    ['nickname', 'rūta', V.profileLinkFormat],
    ['nickname', '../admin', V.profileLinkFormat],
    ['telegramNickname', 'ana', V.telegramNickname],
    ['telegramNickname', '9anachef', V.telegramNickname],
    ['telegramNickname', 'ana-chef', V.telegramNickname],
    ['firstName', 'x'.repeat(101), V.tooLong],
    ['firstName', 'Ana\r\nBcc: x@y.lt', 'invalid'],
    ['city', 'x'.repeat(101), V.tooLong],
  ])('refuses %s %j with %s and saves nothing', async (field, value, message) => {
    const ana = await signUp(ctx.app, 'ana@example.lt');
    const res = await save(ana.cookie, { firstName: 'Changed', [field]: value });
    expect(res.statusCode).toBe(400);
    expect(envelope(res)).toMatchObject({
      success: false,
      messages: [{ message: MESSAGES.validationFailed }],
      fieldErrors: { [field]: [message] },
    });
    expect((await userRow(ana.id)).firstName).toBeNull();
  });

  it('reports several bad fields at once', async () => {
    const ana = await signUp(ctx.app, 'ana@example.lt');
    const res = await save(ana.cookie, { nickname: 'a', phoneNumber: '1', telegramNickname: 'x' });
    expect(envelope(res).fieldErrors).toEqual({
      nickname: [V.profileLinkMinLength],
      phoneNumber: [V.phone],
      telegramNickname: [V.telegramNickname],
    });
  });

  describe('uniqueness', () => {
    it.each([
      ['nickname', 'RutaK', 'rutak'],
      ['nickname', 'rutak', 'RUTAK'],
      ['phoneNumber', '37061234567', '+370 612 34567'],
      ['telegramNickname', 'ruta_cooks', '@RUTA_Cooks'],
    ])('refuses a %s another user has (%j vs %j) with 409 constraint', async (field, first, second) => {
      const ruta = await signUp(ctx.app, 'ruta@example.lt');
      const ana = await signUp(ctx.app, 'ana@example.lt');
      model(await save(ruta.cookie, { [field]: first }));
      const res = await save(ana.cookie, { [field]: second, city: 'Kaunas' });
      expect(res.statusCode).toBe(409);
      expect(envelope(res)).toEqual({
        success: false,
        messages: [{ message: MESSAGES.validationFailed }],
        fieldErrors: { [field]: ['constraint'] },
      });
      expect((await userRow(ana.id)).city).toBeNull();
    });

    it('reports every taken field at once', async () => {
      const ruta = await signUp(ctx.app, 'ruta@example.lt');
      const ana = await signUp(ctx.app, 'ana@example.lt');
      model(
        await save(ruta.cookie, {
          nickname: 'rutak',
          phoneNumber: '37061234567',
          telegramNickname: 'rutacooks',
        }),
      );
      const res = await save(ana.cookie, {
        nickname: 'RUTAK',
        phoneNumber: '37061234567',
        telegramNickname: 'RutaCooks',
      });
      expect(res.statusCode).toBe(409);
      expect(envelope(res).fieldErrors).toEqual({
        nickname: ['constraint'],
        phoneNumber: ['constraint'],
        telegramNickname: ['constraint'],
      });
    });

    it('lets a user keep or re-case their own nickname', async () => {
      const ana = await signUp(ctx.app, 'ana@example.lt');
      model(await save(ana.cookie, { nickname: 'anakaz', phoneNumber: '37061234567' }));
      const res = await save(ana.cookie, { nickname: 'AnaKaz', phoneNumber: '37061234567' });
      expect(model<{ userInfo: UserInfo }>(res).userInfo.nickname).toBe('AnaKaz');
    });

    it('frees a nickname once its owner changes it', async () => {
      const ruta = await signUp(ctx.app, 'ruta@example.lt');
      const ana = await signUp(ctx.app, 'ana@example.lt');
      model(await save(ruta.cookie, { nickname: 'chefone' }));
      model(await save(ruta.cookie, { nickname: 'cheftwo' }));
      expect(
        model<{ userInfo: UserInfo }>(await save(ana.cookie, { nickname: 'ChefOne' })).userInfo.nickname,
      ).toBe('ChefOne');
    });

    it('answers a concurrent duplicate with the same 409, one of the two winning', async () => {
      const accounts = await Promise.all(
        ['a@example.lt', 'b@example.lt', 'c@example.lt', 'd@example.lt'].map((e) => signUp(ctx.app, e)),
      );
      const answers = await Promise.all(
        accounts.map((a, i) =>
          save(a.cookie, { nickname: i % 2 ? 'samename' : 'SameName', city: 'Vilnius' }),
        ),
      );
      const statuses = answers.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([200, 409, 409, 409]);
      for (const res of answers.filter((r) => r.statusCode === 409)) {
        expect(envelope(res).fieldErrors).toEqual({ nickname: ['constraint'] });
      }
      const rows = await ctx.app.db.select().from(users);
      expect(rows.filter((r) => r.city === 'Vilnius')).toHaveLength(1);
    });
  });

  describe('only the signed-in user, only the profile fields', () => {
    it('ignores ids, role, validity, status and e-mail in the body', async () => {
      const ana = await signUp(ctx.app, 'ana@example.lt');
      const other = await signUp(ctx.app, 'other@example.lt');
      const res = await save(ana.cookie, {
        id: String(other.id),
        userId: String(other.id),
        role: 'ADMIN',
        valid: 'true',
        status: 'approved',
        email: 'hijack@example.lt',
        identityKey: 'hijack@example.lt',
        passwordHash: 'x',
        avatarUpdatedAt: '2026-01-01',
        firstName: 'Ana',
      });
      expect(model<{ userInfo: UserInfo }>(res).userInfo).toMatchObject({
        id: ana.id,
        email: 'ana@example.lt',
        firstName: 'Ana',
        avatarUrl: null,
      });
      const mine = await userRow(ana.id);
      expect(mine).toMatchObject({ role: 'CUSTOMER', email: 'ana@example.lt', avatarUpdatedAt: null });
      expect(mine.passwordHash).toMatch(/^\$argon2id\$/);
      const theirs = await userRow(other.id);
      expect(theirs).toMatchObject({ firstName: null, email: 'other@example.lt', role: 'CUSTOMER' });
      expect(await ctx.app.db.select().from(merchantProfiles)).toHaveLength(0);
    });

    it('ignores the same fields in a JSON body', async () => {
      const ana = await signUp(ctx.app, 'ana@example.lt');
      const other = await signUp(ctx.app, 'other@example.lt');
      const res = await postJson(
        ctx.app,
        '/secure/user-info',
        { id: other.id, role: 'OPERATOR', email: 'x@y.lt', lastName: 'Kaz' },
        ana.cookie,
      );
      expect(model<{ userInfo: UserInfo }>(res).userInfo).toMatchObject({ id: ana.id, lastName: 'Kaz' });
      expect(await userRow(ana.id)).toMatchObject({ role: 'CUSTOMER', email: 'ana@example.lt' });
      expect((await userRow(other.id)).lastName).toBeNull();
    });
  });

  describe('a chef keeps a profile link and a phone', () => {
    async function chef() {
      const ana = await signUp(ctx.app, 'ana@example.lt');
      model(await save(ana.cookie, { nickname: 'anakaz', phoneNumber: '37061234567' }));
      model(await post(ctx.app, '/secure/merchant-info', CHEF_INFO, ana.cookie));
      return ana;
    }

    it('refuses to clear the nickname or the phone once there is a chef profile', async () => {
      const ana = await chef();
      const res = await save(ana.cookie, { nickname: '', phoneNumber: '' });
      expect(res.statusCode).toBe(400);
      expect(envelope(res).fieldErrors).toEqual({
        nickname: [V.profileLinkRequired],
        phoneNumber: ['required'],
      });
      expect(await userRow(ana.id)).toMatchObject({ nickname: 'anakaz', phoneNumber: '37061234567' });
    });

    it('lets the chef change them', async () => {
      const ana = await chef();
      const res = await save(ana.cookie, { nickname: 'anacooks', phoneNumber: '37069999999' });
      expect(model<{ userInfo: UserInfo }>(res).userInfo).toMatchObject({
        nickname: 'anacooks',
        phoneNumber: '37069999999',
      });
    });

    it('lets a user without a chef profile clear them', async () => {
      const ana = await signUp(ctx.app, 'ana@example.lt');
      model(await save(ana.cookie, { nickname: 'anakaz', phoneNumber: '37061234567' }));
      const res = await save(ana.cookie, { nickname: '', phoneNumber: '' });
      expect(model<{ userInfo: UserInfo }>(res).userInfo).toMatchObject({
        nickname: null,
        phoneNumber: null,
      });
    });
  });
});
