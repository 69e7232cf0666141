import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES, V } from '@hearth/domain/messages';
import type { NameAvailability, PublicMerchant } from '@hearth/domain/profile';
import { merchantProfiles, users } from '../../db/schema.ts';
import { envelope, useTestApp } from '../../test/test-app.ts';
import { applyAsChef, get, model, post, postJson, signUp } from './profile-test-helpers.ts';

const ctx = useTestApp();

describe('POST /check-name', () => {
  async function check(name: string, cookie?: string) {
    return model<{ nameAvailability: NameAvailability }>(await post(ctx.app, '/check-name', { name }, cookie))
      .nameAvailability;
  }

  it('is public: a free name is available', async () => {
    expect(await check('freename')).toEqual({ name: 'freename', available: true });
  });

  it("says another user's nickname is taken, in any case", async () => {
    const ruta = await signUp(ctx.app, 'ruta@example.lt');
    const ana = await signUp(ctx.app, 'ana@example.lt');
    model(await post(ctx.app, '/secure/user-info', { nickname: 'RutaK' }, ruta.cookie));
    for (const name of ['RutaK', 'rutak', 'RUTAK']) {
      expect(await check(name)).toEqual({ name, available: false });
      expect(await check(name, ana.cookie)).toEqual({ name, available: false });
    }
  });

  it("counts the signed-in user's own nickname as available, in any case", async () => {
    const ruta = await signUp(ctx.app, 'ruta@example.lt');
    model(await post(ctx.app, '/secure/user-info', { nickname: 'RutaK' }, ruta.cookie));
    expect(await check('RutaK', ruta.cookie)).toEqual({ name: 'RutaK', available: true });
    expect(await check('rutak', ruta.cookie)).toEqual({ name: 'rutak', available: true });
  });

  it.each([
    [{}, ['required']],
    [{ name: '' }, [V.profileLinkRequired]],
    [{ name: 'ab' }, [V.profileLinkMinLength]],
    [{ name: 'x'.repeat(51) }, [V.profileLinkMaxLength]],
    [{ name: 'two words' }, [V.profileLinkFormat]],
  ])('refuses the bad name %j', async (body, messages) => {
    const res = await post(ctx.app, '/check-name', body as Record<string, string>);
    expect(res.statusCode).toBe(400);
    expect(envelope(res).fieldErrors).toEqual({ name: messages });
  });
});

describe('GET /store/countries', () => {
  it('offers Lithuania only, without a session', async () => {
    expect(model(await get(ctx.app, '/store/countries'))).toEqual({
      countries: [{ phone_code: 370, country_name: 'Lithuania', country_tag: 'LT' }],
    });
  });
});

describe('POST /store/products', () => {
  async function chef() {
    return applyAsChef(ctx.app, 'ruta@example.lt', { nickname: 'RutaK', phoneNumber: '37061234567' });
  }

  async function setStatus(userId: number, status: 'approved' | 'rejected' | 'suspended') {
    await ctx.app.db.update(merchantProfiles).set({ status }).where(eq(merchantProfiles.userId, userId));
  }

  const store = (nickname: string, cookie?: string) => post(ctx.app, '/store/products', { nickname }, cookie);

  function expectNotFound(res: Awaited<ReturnType<typeof store>>) {
    expect(res.statusCode).toBe(404);
    expect(envelope(res)).toEqual({ success: false, messages: [{ message: MESSAGES.chefNotFound }] });
  }

  it('shows an approved chef to anyone, by nickname in any case, without private data', async () => {
    const ruta = await chef();
    await setStatus(ruta.id, 'approved');
    const at = new Date('2026-11-01T08:00:00.000Z');
    await ctx.app.db.update(users).set({ avatarUpdatedAt: at, city: 'Vilnius' }).where(eq(users.id, ruta.id));
    const answer = model<{ merchant: PublicMerchant; products: unknown[] }>(await store('rutak'));
    expect(answer).toEqual({
      merchant: {
        userId: ruta.id,
        firstName: 'Rūta',
        lastName: 'Kazlauskienė',
        storeName: 'RutaK',
        about: 'Grill and vegan dishes.',
        city: 'Vilnius',
        avatarUrl: `/repository/users/${ruta.id}/avatar.jpg?v=${at.getTime()}`,
        thumbnailUrl: `/repository/users/${ruta.id}/thumbnail.jpg?v=${at.getTime()}`,
        valid: true,
        merchantInfo: { hourRate: 1200, kitchenType: ['grill', 'vegan'], about: 'Grill and vegan dishes.' },
        rating: { average: null, count: 0 },
      },
      products: [],
      // No enabled dish with a photo: nothing covers the chef's card yet.
      cover: null,
    });
    const text = JSON.stringify(answer);
    expect(text).not.toContain('ruta@example.lt');
    expect(text).not.toContain('37061234567');
  });

  it.each(['pending', 'rejected', 'suspended'] as const)(
    'shows a %s chef only to the chef and to operators',
    async (status) => {
      const ruta = await chef();
      if (status !== 'pending') await setStatus(ruta.id, status);
      const customer = await signUp(ctx.app, 'customer@example.lt');
      const operator = await signUp(ctx.app, 'op@example.lt', { role: 'OPERATOR' });
      const admin = await signUp(ctx.app, 'admin@example.lt', { role: 'ADMIN' });
      expectNotFound(await store('RutaK'));
      expectNotFound(await store('RutaK', customer.cookie));
      for (const viewer of [ruta, operator, admin]) {
        const merchant = model<{ merchant: PublicMerchant }>(await store('RutaK', viewer.cookie)).merchant;
        expect(merchant).toMatchObject({ userId: ruta.id, valid: false });
      }
    },
  );

  it('answers chefNotFound for an unknown nickname and for a user who never applied', async () => {
    const ana = await signUp(ctx.app, 'ana@example.lt');
    model(await post(ctx.app, '/secure/user-info', { nickname: 'anakaz' }, ana.cookie));
    expectNotFound(await store('nobody'));
    expectNotFound(await store('anakaz'));
    expectNotFound(await store('anakaz', ana.cookie));
    expectNotFound(await store("' or 1=1 --"));
    expectNotFound(await store('%'));
  });

  it('needs a nickname', async () => {
    for (const body of [{}, { nickname: '' }]) {
      const res = await post(ctx.app, '/store/products', body as Record<string, string>);
      expect(res.statusCode).toBe(400);
      expect(envelope(res).fieldErrors).toEqual({ nickname: ['required'] });
    }
    const res = await postJson(ctx.app, '/store/products', { nickname: ['RutaK'] });
    expect(res.statusCode).toBe(400);
  });
});
