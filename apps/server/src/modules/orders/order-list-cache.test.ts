import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OrderView } from '@hearth/domain/orders';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { changeCounters, orders } from '../../db/schema.ts';
import { TEST_ENV, useTestApp } from '../../test/test-app.ts';
import { get, model, post, type Account } from '../profile/profile-test-helpers.ts';
import { cancelExpiredOrders } from './order-action-service.ts';
import {
  addAddress,
  customerOrder,
  inDays,
  linkOrder,
  orderAction,
  payOrder,
  placeOrder,
  statementsSent,
  type Kitchen,
} from './order-test-helpers.ts';

/**
 * The order lists kept per user (decision 074): a page is kept under the user's version and the catalogue's,
 * which every write that changes what the lists show moves in its own transaction (migration 0021). After
 * each write path the kept answer must be the one made afresh.
 */

const ctx = useTestApp();

/** A second instance on the same database and clock, with a cache of its own. */
let other: FastifyInstance;
beforeAll(async () => {
  other = await buildApp({
    config: loadConfig(TEST_ENV),
    database: ctx.app.database,
    logger: false,
    clock: ctx.clock.now,
  });
  await other.ready();
});
afterAll(async () => {
  await other?.close();
});

// The tests empty every table, the catalogue counter's row too (then nothing is kept): put it back.
beforeEach(async () => {
  await ctx.app.db.execute(
    sql`insert into change_counters (name, version) values ('catalogue', nextval('change_counter_versions')) on conflict do nothing`,
  );
});

const userVersion = async (userId: number) =>
  (
    await ctx.app.db
      .select()
      .from(changeCounters)
      .where(eq(changeCounters.name, `user:${userId}`))
  )[0]?.version ?? 0;

const LISTS = ['/secure/orders', '/secure/seller-orders'];

/**
 * The answer of `path` as the instance keeps it, then as it is made with nothing kept, on both instances:
 * all the same. Leaves the lists kept (the next write must move them on).
 */
async function expectKeptRight(path: string, cookie: string): Promise<string> {
  const kept = (await get(ctx.app, path, cookie)).body;
  const keptElsewhere = (await get(other, path, cookie)).body;
  ctx.app.readCache.clear();
  const fresh = (await get(ctx.app, path, cookie)).body;
  expect(kept).toBe(fresh);
  expect(keptElsewhere).toBe(fresh);
  return fresh;
}

/** Both lists of both parties, kept and fresh, the same. */
async function listsRight(k: Kitchen, anna: Account) {
  for (const path of LISTS) {
    await expectKeptRight(path, anna.cookie);
    await expectKeptRight(path, k.chef.cookie);
  }
}

const buyerOrders = async (cookie: string) =>
  model<{ orders: OrderView[] }>(await get(ctx.app, '/secure/orders', cookie)).orders;

describe('the order lists kept per user', () => {
  it('answers from memory while nothing was committed, and anew after a write', async () => {
    const { customer: anna, order } = await customerOrder(ctx.app, ctx.clock);
    expect((await buyerOrders(anna.cookie))[0]!.status).toBe('placed');
    // A change that does not go through the triggers is not seen: the list is kept.
    await ctx.app.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(orders).set({ commentary: 'behind the cache' }).where(eq(orders.id, order.id));
    });
    expect((await buyerOrders(anna.cookie))[0]!.commentary).not.toBe('behind the cache');
    // Any committed change of the order moves the customer's version: the next visit reads it.
    await ctx.app.db.update(orders).set({ commentary: 'seen' }).where(eq(orders.id, order.id));
    expect((await buyerOrders(anna.cookie))[0]!.commentary).toBe('seen');
  });

  it('costs the session and the versions, one statement each, while nothing changed', async () => {
    const { kitchen: k, customer: anna } = await customerOrder(ctx.app, ctx.clock);
    const visits = (cookie: string, path: string) => [
      () => statementsSent(ctx.app, () => get(ctx.app, path, cookie)),
      () => statementsSent(ctx.app, () => get(ctx.app, path, cookie)),
    ];
    const counted: number[] = [];
    for (const visit of [
      ...visits(anna.cookie, '/secure/orders'),
      ...visits(k.chef.cookie, '/secure/seller-orders'),
    ])
      counted.push(await visit());
    // The first visit: the session, the versions, the page and the head; the next: the session and the versions.
    expect(counted).toEqual([4, 2, 4, 2]);
  });

  it('shares the sessions’ and the versions’ statements between visits at once, and sees a change at once', async () => {
    const { kitchen: k, customer: anna, order } = await customerOrder(ctx.app, ctx.clock);
    const fresh = await expectKeptRight('/secure/orders', anna.cookie);
    await expectKeptRight('/secure/seller-orders', k.chef.cookie);
    await get(ctx.app, '/secure/orders', anna.cookie); // kept again (the check above forgot it)
    const visitsAtOnce = () =>
      Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          i % 2 === 0
            ? get(ctx.app, '/secure/orders', anna.cookie)
            : get(ctx.app, '/secure/seller-orders', k.chef.cookie),
        ),
      );
    let answers: Awaited<ReturnType<typeof visitsAtOnce>> = [];
    const sent = await statementsSent(ctx.app, async () => (answers = await visitsAtOnce()));
    // Alone, ten visits are twenty statements (the session and the versions each); at once, a few.
    expect(sent).toBeLessThanOrEqual(4);
    for (const [i, answer] of answers.entries()) {
      expect(answer.statusCode).toBe(200);
      if (i % 2 === 0) expect(answer.body).toBe(fresh);
    }
    // A change committed before the next visits is seen by every one of them.
    await ctx.app.db.update(orders).set({ commentary: 'changed' }).where(eq(orders.id, order.id));
    for (const [i, answer] of (await visitsAtOnce()).entries()) {
      const listed = model<{ orders: OrderView[] }>(answer).orders;
      if (i % 2 === 0) expect(listed[0]!.commentary).toBe('changed');
    }
  });

  it('moves the customer’s and the chef’s versions once per transaction, not on a rollback', async () => {
    const { kitchen: k, customer: anna, order } = await customerOrder(ctx.app, ctx.clock);
    const before = [await userVersion(anna.id), await userVersion(k.chef.id)];
    await ctx.app.db.transaction(async (tx) => {
      await tx.update(orders).set({ commentary: 'one' }).where(eq(orders.id, order.id));
      await tx.update(orders).set({ commentary: 'two' }).where(eq(orders.id, order.id));
    });
    const after = [await userVersion(anna.id), await userVersion(k.chef.id)];
    expect(after[0]).toBeGreaterThan(before[0]!);
    expect(after[1]).toBeGreaterThan(before[1]!);
    await ctx.app.db
      .transaction(async (tx) => {
        await tx.update(orders).set({ commentary: 'three' }).where(eq(orders.id, order.id));
        tx.rollback();
      })
      .catch(() => {});
    expect([await userVersion(anna.id), await userVersion(k.chef.id)]).toEqual(after);
  });

  it('is right after every write path: placed, addressed, paid and invoiced, confirmed, delivered, reviewed, cancelled, expired', async () => {
    const {
      kitchen: k,
      customer: anna,
      order,
    } = await customerOrder(ctx.app, ctx.clock, {
      order: { serviceDeliveryDate: inDays(ctx.clock, 2) },
      address: false,
    });
    await listsRight(k, anna);
    model(await addAddress(ctx.app, order.id, anna.cookie));
    await listsRight(k, anna);
    await payOrder(ctx.app, order.id, anna.cookie); // a payment and an invoice
    await listsRight(k, anna);
    expect((await buyerOrders(anna.cookie))[0]!.invoice).not.toBeUndefined();
    model(await orderAction(ctx.app, order.id, 'confirm', k.chef.cookie));
    await listsRight(k, anna);

    // A second order, then its line added: the page's lines and total follow.
    const { order: second } = await placeOrder(ctx.app, ctx.clock, { productId: k.timedId }, anna.cookie);
    model(await addAddress(ctx.app, second.id, anna.cookie));
    await listsRight(k, anna);
    model(
      await post(
        ctx.app,
        '/store/order',
        {
          orderId: second.id,
          productId: k.fixedId,
          productVolume: 1,
          serviceDeliveryDate: inDays(ctx.clock, 3),
        },
        anna.cookie,
      ),
    );
    await listsRight(k, anna);
    model(await orderAction(ctx.app, second.id, 'cancel', anna.cookie));
    await listsRight(k, anna);

    // A third one left unpaid past its time: the sweep cancels it.
    const { order: third } = await placeOrder(ctx.app, ctx.clock, { productId: k.fixedId }, anna.cookie);
    model(await addAddress(ctx.app, third.id, anna.cookie));
    await listsRight(k, anna);

    // The time passes (kept answers follow the clock: the actions are made on every visit), the first
    // order's start comes, the chef delivers it and the customer rates it.
    for (let hours = 0; hours < 50; hours += 10) {
      ctx.clock.advance(10 * 3600_000);
      for (const cookie of [anna.cookie, k.chef.cookie]) await get(ctx.app, '/secure/profile', cookie);
      await listsRight(k, anna);
    }
    expect(await cancelExpiredOrders(ctx.app)).toBe(1);
    await listsRight(k, anna);
    expect((await buyerOrders(anna.cookie)).find((o) => o.id === third.id)!.status).toBe('cancelled');
    model(await orderAction(ctx.app, order.id, 'deliver', k.chef.cookie));
    await listsRight(k, anna);
    model(await post(ctx.app, '/secure/review', { orderId: order.id, rating: 5 }, anna.cookie));
    await listsRight(k, anna);
    expect((await buyerOrders(anna.cookie)).find((o) => o.id === order.id)!.review).toMatchObject({
      rating: 5,
    });
  }, 60_000);

  it('is right when an anonymous order is linked to an account', async () => {
    const { kitchen: k, customer: anna } = await customerOrder(ctx.app, ctx.clock);
    await listsRight(k, anna);
    const { order, cookie } = await placeOrder(ctx.app, ctx.clock, { productId: k.fixedId });
    model(await addAddress(ctx.app, order.id, cookie));
    await linkOrder(ctx.app, order.id, anna.email, cookie);
    await listsRight(k, anna);
    expect((await buyerOrders(anna.cookie)).map((o) => o.id)).toContain(order.id);
  });
});
