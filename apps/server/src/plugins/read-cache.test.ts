import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MerchantsPage, Product, StoreProduct } from '@hearth/domain/catalogue';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { changeCounters, merchantProfiles, products, users } from '../db/schema.ts';
import { chef, createDish, DISH } from '../modules/catalogue/catalogue-test-helpers.ts';
import { get, model, post } from '../modules/profile/profile-test-helpers.ts';
import { TEST_ENV, useTestApp } from '../test/test-app.ts';

const ctx = useTestApp();

/** A second instance on the same database, with a read cache of its own. */
let other: FastifyInstance;
beforeAll(async () => {
  other = await buildApp({ config: loadConfig(TEST_ENV), database: ctx.app.database, logger: false });
  await other.ready();
});
afterAll(async () => {
  await other?.close();
});

// The tests empty every table, the counter's row too (then nothing is cached): put it back.
beforeEach(async () => {
  await ctx.app.db.execute(
    sql`insert into change_counters (name, version) values ('catalogue', nextval('change_counter_versions')) on conflict do nothing`,
  );
});

const version = async () =>
  (await ctx.app.db.select().from(changeCounters).where(eq(changeCounters.name, 'catalogue')))[0]?.version;

/** Changes rows without firing any trigger, as if the cache were never told: shows what it answers from. */
async function changeBehindTheCache(change: (db: FastifyInstance['db']) => Promise<unknown>) {
  await ctx.app.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await change(tx as never);
  });
}

const merchants = async (app: FastifyInstance) =>
  model<MerchantsPage>(await post(app, '/store/merchants', {}));
const rateOf = async (app: FastifyInstance, userId: number) =>
  (await merchants(app)).merchants.find((m) => m.userId === userId)?.merchantInfo.hourRate;

describe('the versioned read cache of the public catalogue', () => {
  it('answers visitors from memory until a change is committed, then answers anew', async () => {
    const a = await chef(ctx.app, 'cache-a@example.lt', { hourRate: 900 });
    expect(await rateOf(ctx.app, a.id)).toBe(900);

    await changeBehindTheCache((db) =>
      db.update(merchantProfiles).set({ hourRateCents: 700 }).where(eq(merchantProfiles.userId, a.id)),
    );
    expect(await rateOf(ctx.app, a.id)).toBe(900); // kept: nothing told the counter

    await ctx.app.db
      .update(merchantProfiles)
      .set({ hourRateCents: 800 })
      .where(eq(merchantProfiles.userId, a.id));
    expect(await rateOf(ctx.app, a.id)).toBe(800);
  });

  it('sees a change made through another instance', async () => {
    const a = await chef(ctx.app, 'cache-b@example.lt');
    const page = async (app: FastifyInstance) =>
      model<{ products: StoreProduct[] }>(await post(app, '/store/products', { nickname: 'cacheb' }))
        .products;
    expect(await page(ctx.app)).toHaveLength(0);
    expect(await page(other)).toHaveLength(0);

    const dish = await createDish(other, a.cookie, { title: 'Kibinai' });
    expect((await page(ctx.app)).map((p) => p.product.id)).toEqual([dish.id]);
    const product = model<{ product: Product }>(await get(ctx.app, `/store/product?productId=${dish.id}`));
    expect(product.product.title).toBe('Kibinai');

    const edit = { ...DISH, id: dish.id, title: 'Kibinai su aviena', active: false };
    expect((await post(other, '/secure/product', edit, a.cookie)).statusCode).toBe(200);
    expect(await page(ctx.app)).toHaveLength(0);
    expect((await get(ctx.app, `/store/product?productId=${dish.id}`)).statusCode).toBe(404);
  });

  it('answers a signed-in viewer anew: the chef sees an inactive dish that visitors do not', async () => {
    const a = await chef(ctx.app, 'cache-c@example.lt');
    const dish = await createDish(ctx.app, a.cookie);
    const page = async (cookie?: string) =>
      model<{ products: StoreProduct[] }>(
        await post(ctx.app, '/store/products', { nickname: 'cachec' }, cookie),
      ).products;
    expect(await page()).toHaveLength(1);
    await changeBehindTheCache((db) =>
      db.update(products).set({ active: false }).where(eq(products.id, dish.id)),
    );
    expect(await page()).toHaveLength(1); // the visitors' answer, kept
    expect((await page(a.cookie))[0]?.product.active).toBe(false);
  });

  it('gives the counter one new version per committed transaction, none for a rolled back one', async () => {
    const a = await chef(ctx.app, 'cache-d@example.lt');
    const before = await version();
    await ctx.app.db.transaction(async (tx) => {
      await tx.update(users).set({ city: 'Kaunas' }).where(eq(users.id, a.id));
      await tx
        .update(merchantProfiles)
        .set({ about: 'Changed twice.' })
        .where(eq(merchantProfiles.userId, a.id));
    });
    const after = await version();
    expect(after).not.toBe(before);

    await ctx.app.db
      .transaction(async (tx) => {
        await tx.update(users).set({ city: 'Alytus' }).where(eq(users.id, a.id));
        tx.rollback();
      })
      .catch(() => {});
    expect(await version()).toBe(after);

    // Orders, sessions and the like are not the catalogue: they leave it alone.
    await ctx.app.db.execute(sql`delete from sessions`);
    expect(await version()).toBe(after);
  });

  it('caches nothing while the counter has no row (the tests empty the tables)', async () => {
    const a = await chef(ctx.app, 'cache-e@example.lt', { hourRate: 900 });
    await ctx.app.db.delete(changeCounters);
    expect(await rateOf(ctx.app, a.id)).toBe(900);
    await changeBehindTheCache((db) =>
      db.update(merchantProfiles).set({ hourRateCents: 700 }).where(eq(merchantProfiles.userId, a.id)),
    );
    expect(await rateOf(ctx.app, a.id)).toBe(700);
  });
});
