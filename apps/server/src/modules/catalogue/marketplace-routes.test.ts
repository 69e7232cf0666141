import { describe, expect, it } from 'vitest';
import { MARKETPLACE_PAGE_SIZE, type MerchantsPage, type StoreProduct } from '@hearth/domain/catalogue';
import { useTestApp } from '../../test/test-app.ts';
import { applyAsChef, model, post, postJson, signUp } from '../profile/profile-test-helpers.ts';
import { addDetails, chef, createDish, setChefStatus } from './catalogue-test-helpers.ts';

const ctx = useTestApp();

const merchants = async (body: Record<string, string | number | boolean> = {}) =>
  model<MerchantsPage>(await post(ctx.app, '/store/merchants', body));
const ids = (page: MerchantsPage) => page.merchants.map((m) => m.userId);

/** Four approved chefs, approved a minute apart (the last is the newest), and chefs who must never show. */
async function market() {
  const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute));
  const a = await chef(ctx.app, 'chefa@example.lt', {
    city: 'Vilnius',
    hourRate: 300,
    kitchenTypes: ['grill'],
    decidedAt: at(1),
  });
  const b = await chef(ctx.app, 'chefb@example.lt', {
    city: 'vilnius',
    hourRate: 1000,
    kitchenTypes: ['vegan', 'asian'],
    decidedAt: at(2),
  });
  const c = await chef(ctx.app, 'chefc@example.lt', {
    city: 'Kaunas',
    hourRate: 500,
    kitchenTypes: ['grill', 'pizza'],
    decidedAt: at(3),
  });
  const d = await chef(ctx.app, 'chefd@example.lt', {
    city: 'Kaunas',
    hourRate: 50,
    kitchenTypes: ['desserts'],
    decidedAt: at(4),
  });
  await chef(ctx.app, 'susp@example.lt', {
    city: 'Vilnius',
    hourRate: 100,
    kitchenTypes: ['grill'],
    status: 'suspended',
  });
  await chef(ctx.app, 'rej@example.lt', {
    city: 'Vilnius',
    hourRate: 100,
    kitchenTypes: ['grill'],
    status: 'rejected',
  });
  await applyAsChef(ctx.app, 'pending@example.lt', { nickname: 'pendingchef', phoneNumber: '37069999999' });
  await signUp(ctx.app, 'customer@example.lt');
  return { a, b, c, d };
}

describe('POST /store/merchants', () => {
  it('lists approved chefs only, newest approval first, with the public fields and dish counts', async () => {
    const { a, b, c, d } = await market();
    await createDish(ctx.app, a.cookie);
    await createDish(ctx.app, a.cookie);
    await createDish(ctx.app, a.cookie, { active: 'false' });
    const page = await merchants({ page: 0, valid: true });
    expect(ids(page)).toEqual([d.id, c.id, b.id, a.id]);
    expect(page).toMatchObject({ total: 4, page: 0, pageSize: MARKETPLACE_PAGE_SIZE });
    const { cover, ...card } = page.merchants[3]!;
    // The cover is the first photo of the chef's newest active dish (decision 053), when it has one.
    expect(cover == null || cover.url.startsWith(`/repository/products/${a.id}/`)).toBe(true);
    expect(card).toEqual({
      userId: a.id,
      firstName: 'Rūta',
      lastName: 'Kazlauskienė',
      storeName: 'chefa',
      about: 'Grill and vegan dishes.',
      city: 'Vilnius',
      avatarUrl: null,
      thumbnailUrl: null,
      merchantInfo: { hourRate: 300, kitchenType: ['grill'] },
      valid: true,
      dishCount: 2,
      rating: { average: null, count: 0 },
    });
    expect(page.rateRange).toEqual({ min: 50, max: 1000 });
    expect(JSON.stringify(page)).not.toContain('@example.lt');
    // valid=false does not show the others.
    expect(ids(await merchants({ valid: false }))).toEqual([d.id, c.id, b.id, a.id]);
  });

  it('filters by kitchen type, maximum rate and city, alone and combined', async () => {
    const { a, b, c, d } = await market();
    expect(ids(await merchants({ kitchenType: 'grill' }))).toEqual([c.id, a.id]);
    expect(ids(await merchants({ kitchenType: 'asian,desserts' }))).toEqual([d.id, b.id]);
    expect(
      ids(
        await postJson(ctx.app, '/store/merchants', { kitchenType: ['pizza', 'vegan'] }).then((r) =>
          model<MerchantsPage>(r),
        ),
      ),
    ).toEqual([c.id, b.id]);
    expect(ids(await merchants({ hourRate: 500 }))).toEqual([d.id, c.id, a.id]);
    expect(ids(await merchants({ hourRate: 50 }))).toEqual([d.id]);
    expect(ids(await merchants({ hourRate: 0 }))).toEqual([d.id, c.id, b.id, a.id]);
    expect(ids(await merchants({ city: 'VILNIUS' }))).toEqual([b.id, a.id]);
    expect(ids(await merchants({ city: 'Kaunas' }))).toEqual([d.id, c.id]);
    expect(ids(await merchants({ city: 'Klaipėda' }))).toEqual([]);
    expect(ids(await merchants({ city: 'Vilnius', kitchenType: 'grill', hourRate: 300 }))).toEqual([a.id]);
    const none = await merchants({ city: 'Kaunas', kitchenType: 'vegan' });
    expect(none).toMatchObject({ merchants: [], total: 0 });
  });

  it('pages by 20 with the total of all matches and a stable order', async () => {
    const created: number[] = [];
    const at = new Date('2026-01-01T00:00:00Z');
    // 22 chefs approved at the same moment: the order falls back to the newest user first.
    for (let i = 0; i < 22; i++)
      created.push((await chef(ctx.app, `chef${i}@example.lt`, { decidedAt: at })).id);
    const first = await merchants({ page: 0 });
    const second = await merchants({ page: 1 });
    const beyond = await merchants({ page: 5 });
    expect(first.merchants).toHaveLength(20);
    expect(second.merchants).toHaveLength(2);
    expect([first.total, second.total, beyond.total]).toEqual([22, 22, 22]);
    expect(beyond.merchants).toEqual([]);
    expect([...ids(first), ...ids(second)]).toEqual([...created].reverse());
    expect(ids(await merchants({ page: 0 }))).toEqual(ids(first));
  });

  it.each([
    { page: -1 },
    { page: 'x' },
    { hourRate: -5 },
    { hourRate: 'cheap' },
    { kitchenType: 'klingon' },
    { city: 'x'.repeat(101) },
  ])('refuses %j with 400', async (body) => {
    const res = await post(ctx.app, '/store/merchants', body as unknown as Record<string, string | number>);
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /store/products (the chef page) with dishes', () => {
  it('lists the chef’s dishes newest first, inactive ones only for the chef and operators', async () => {
    const ruta = await chef(ctx.app, 'ruta@example.lt', { nickname: 'RutaK', hourRate: 1200 });
    const old = await createDish(ctx.app, ruta.cookie, { title: 'Old' });
    await addDetails(ctx.app, ruta.cookie, old.id, { hourRate: 'true', preparationMinutes: '30' });
    const hidden = await createDish(ctx.app, ruta.cookie, { title: 'Hidden', active: 'false' });
    const fresh = await createDish(ctx.app, ruta.cookie, { title: 'Fresh' });
    const customer = await signUp(ctx.app, 'customer@example.lt');
    const operator = await signUp(ctx.app, 'op@example.lt', { role: 'OPERATOR' });
    const store = async (cookie?: string) =>
      model<{ merchant: { userId: number }; products: StoreProduct[] }>(
        await post(ctx.app, '/store/products', { nickname: 'rutak' }, cookie),
      );

    for (const cookie of [undefined, customer.cookie]) {
      const page = await store(cookie);
      expect(page.merchant.userId).toBe(ruta.id);
      expect(page.products.map((p) => p.product.id)).toEqual([fresh.id, old.id]);
    }
    for (const viewer of [ruta, operator]) {
      expect((await store(viewer.cookie)).products.map((p) => p.product.id)).toEqual([
        fresh.id,
        hidden.id,
        old.id,
      ]);
    }
    const timeBased = (await store()).products[1]!;
    // An enabled dish has a photo (decision 054): the one createDish gives it.
    expect(timeBased).toEqual({
      product: expect.objectContaining({ price: 600, hourRate: 1200 }),
      relatedFiles: [expect.objectContaining({ fileName: expect.stringMatching(new RegExp(`^${old.id}-`)) })],
    });
  });

  it('shows no dishes of a suspended chef to visitors', async () => {
    const ruta = await chef(ctx.app, 'ruta@example.lt', { nickname: 'RutaK' });
    await createDish(ctx.app, ruta.cookie);
    await setChefStatus(ctx.app, ruta.id, 'suspended');
    expect((await post(ctx.app, '/store/products', { nickname: 'RutaK' })).statusCode).toBe(404);
    expect(ids(await merchants())).toEqual([]);
  });
});

describe('query counts', () => {
  it('lists the marketplace and a chef page in a constant number of queries', async () => {
    const count = async (run: () => Promise<unknown>) => {
      const client = (ctx.app.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
        .$client;
      const original = client.query.bind(client);
      let n = 0;
      client.query = (...args: unknown[]) => {
        n += 1;
        return original(...args);
      };
      try {
        await run();
      } finally {
        client.query = original;
      }
      return n;
    };
    const first = await chef(ctx.app, 'first@example.lt', { nickname: 'firstchef' });
    await createDish(ctx.app, first.cookie);
    const small = await count(() => merchants());
    const smallStore = await count(() => post(ctx.app, '/store/products', { nickname: 'firstchef' }));
    // The counter sees the queries (the page, the count; the chef, the dishes, their images, the session).
    expect(small).toBeGreaterThanOrEqual(2);
    expect(smallStore).toBeGreaterThanOrEqual(3);
    for (let i = 0; i < 8; i++) await chef(ctx.app, `more${i}@example.lt`);
    for (let i = 0; i < 8; i++) await createDish(ctx.app, first.cookie);
    expect(await count(() => merchants())).toBe(small);
    expect(await count(() => post(ctx.app, '/store/products', { nickname: 'firstchef' }))).toBe(smallStore);
  });
});
