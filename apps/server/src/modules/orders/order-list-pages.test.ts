import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ORDERS_PAGE_SIZE } from '@hearth/domain/constants';
import type { OrderDue, OrderView } from '@hearth/domain/orders';
import { invoices, orderAddresses, orderItems, orders, reviews } from '../../db/schema.ts';
import { envelope, useTestApp } from '../../test/test-app.ts';
import { givePhoto } from '../catalogue/catalogue-test-helpers.ts';
import { get, model, post, signUp, type Account } from '../profile/profile-test-helpers.ts';
import type { SessionUser } from '../../plugins/session.ts';
import {
  addAddress,
  customerOrder,
  orderAction,
  payOrder,
  placeOrder,
  statementsSent,
  type Kitchen,
} from './order-test-helpers.ts';
import { listBuyerOrdersOneByOne, listSellerOrdersOneByOne } from './order-view-service.ts';

/**
 * The paged order lists (decision 060): GET /secure/orders and /secure/seller-orders a page at a time, the
 * same views as the per-order path built, and a bounded number of statements per page.
 */

const ctx = useTestApp();

interface BuyerPage {
  orders: OrderView[];
  outstanding: OrderDue[];
  page: number;
  pageSize: number;
  total: number;
  awaitingReview: { orderId: number; sID: string } | null;
}
interface SellerPage {
  orders: OrderView[];
  page: number;
  pageSize: number;
  total: number;
}

const buyerPage = async (cookie: string, query = '') =>
  model<BuyerPage>(await get(ctx.app, `/secure/orders${query}`, cookie));
const sellerPage = async (cookie: string, query = '') =>
  model<SellerPage>(await get(ctx.app, `/secure/seller-orders${query}`, cookie));

/** Copies of an order (its row, lines and address) under new ids: a long list without placing each. */
async function cloneOrder(orderId: number, copies: number): Promise<number[]> {
  const [row] = await ctx.app.db.select().from(orders).where(eq(orders.id, orderId));
  const items = await ctx.app.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  const [address] = await ctx.app.db.select().from(orderAddresses).where(eq(orderAddresses.orderId, orderId));
  const ids: number[] = [];
  for (let i = 0; i < copies; i += 1) {
    const { id: _id, ...values } = row!;
    const [copy] = await ctx.app.db
      .insert(orders)
      .values({ ...values, sid: randomUUID() })
      .returning();
    ids.push(copy!.id);
    for (const { id: _item, ...item } of items) {
      await ctx.app.db.insert(orderItems).values({ ...item, orderId: copy!.id });
    }
    if (address) await ctx.app.db.insert(orderAddresses).values({ ...address, orderId: copy!.id });
  }
  return ids;
}

/** Takes orders written here out again (with their lines, address, review and invoice): a state made by
 * hand would fail the database invariants checked after each test (a clone has no payment of its own). */
async function removeOrders(ids: number[]): Promise<void> {
  await ctx.app.db.delete(reviews).where(inArray(reviews.orderId, ids));
  await ctx.app.db.delete(invoices).where(inArray(invoices.orderId, ids));
  await ctx.app.db.delete(orders).where(inArray(orders.id, ids));
}

/** The session user the services take, for the per-order path. */
function asUser(account: Account): SessionUser {
  return { id: account.id, role: 'USER' } as unknown as SessionUser;
}

/**
 * Orders in many states for one customer and one chef: unpaid, paid (payment and invoice), confirmed, in
 * cash, without an address, cancelled with and without a penalty, delivered with a balance due, reviewed
 * (shown and hidden), with a dish photo, and time-priced with actual minutes.
 */
async function variedOrders(): Promise<{ k: Kitchen; anna: Account; ids: number[]; clones: number[] }> {
  const first = await customerOrder(ctx.app, ctx.clock, { order: { commentary: 'Gate 12' } });
  const { kitchen: k, customer: anna } = first;
  await givePhoto(ctx.app, { id: k.fixedId, userId: k.chef.id });
  const place = async (body: Record<string, string | number | boolean>, address = true) => {
    const { order } = await placeOrder(ctx.app, ctx.clock, body, anna.cookie);
    if (address) model(await addAddress(ctx.app, order.id, anna.cookie));
    return order.id;
  };
  const ids = [first.order.id];
  const paid = await place({ productId: k.timedId });
  await payOrder(ctx.app, paid, anna.cookie);
  const confirmed = await place({ productId: k.fixedId, productVolume: 2 });
  await payOrder(ctx.app, confirmed, anna.cookie);
  model(await orderAction(ctx.app, confirmed, 'confirm', k.chef.cookie));
  const cash = await place({ productId: k.fixedId, payInCash: true });
  const noAddress = await place({ productId: k.timedId }, false);
  const cancelled = await place({ productId: k.fixedId });
  await payOrder(ctx.app, cancelled, anna.cookie);
  model(await orderAction(ctx.app, cancelled, 'cancel', anna.cookie));
  ids.push(paid, confirmed, cash, noAddress, cancelled);

  // States the clock would take days to reach, written as the services would leave them.
  const now = ctx.clock.now();
  const [penalty, deliveredDue, deliveredReviewed, hiddenReview, completed] = await cloneOrder(paid, 5);
  await ctx.app.db
    .update(orders)
    .set({ status: 'cancelled', cancelledAt: now, cancelledBy: 'customer', dueCents: 3100, refundCents: 0 })
    .where(eq(orders.id, penalty!));
  await ctx.app.db
    .update(orders)
    .set({
      status: 'delivered',
      paidAt: now,
      confirmedAt: now,
      deliveredAt: now,
      finalSubtotalCents: 1400,
      balanceDueCents: 300,
      balanceRefundCents: 0,
    })
    .where(inArray(orders.id, [deliveredDue!, deliveredReviewed!, hiddenReview!]));
  await ctx.app.db
    .update(orderItems)
    .set({ actualMinutes: 70 })
    .where(inArray(orderItems.orderId, [deliveredDue!, deliveredReviewed!]));
  await ctx.app.db
    .update(orders)
    .set({ status: 'completed', paidAt: now, confirmedAt: now, deliveredAt: now, balancePaidAt: now })
    .where(eq(orders.id, completed!));
  await ctx.app.db.insert(reviews).values([
    {
      orderId: deliveredReviewed!,
      customerId: anna.id,
      chefId: k.chef.id,
      rating: 4,
      comment: 'Good',
      answer: 'Thanks',
      answeredAt: now,
    },
    {
      orderId: hiddenReview!,
      customerId: anna.id,
      chefId: k.chef.id,
      rating: 1,
      hiddenAt: now,
      hiddenReason: 'abuse',
    },
  ]);
  await ctx.app.db.insert(invoices).values({
    number: 'HR-2026-999999',
    orderId: deliveredReviewed!,
    issuedAt: now,
    seller: {},
    buyer: {},
  });
  const clones = [penalty!, deliveredDue!, deliveredReviewed!, hiddenReview!, completed!];
  ids.push(...clones);
  return { k, anna, ids, clones };
}

/** Every page of a list, from the first until one comes back short. */
async function allPages<P extends { orders: OrderView[]; pageSize: number }>(
  read: (query: string) => Promise<P>,
): Promise<P[]> {
  const pages: P[] = [];
  for (let page = 0; ; page += 1) {
    const next = await read(`?page=${page}`);
    pages.push(next);
    if (next.orders.length < next.pageSize) return pages;
  }
}

describe('GET /secure/orders and /secure/seller-orders a page at a time', () => {
  it('answer the first page without `page`, a later page, and nothing past the end, with the total', async () => {
    const { kitchen: k, customer: anna, order } = await customerOrder(ctx.app, ctx.clock);
    const copies = await cloneOrder(order.id, ORDERS_PAGE_SIZE + 2);
    const all = [order.id, ...copies].sort((a, b) => b - a);

    const first = await buyerPage(anna.cookie);
    expect(first).toMatchObject({ page: 0, pageSize: ORDERS_PAGE_SIZE, total: all.length });
    expect(first.orders.map((o) => o.id)).toEqual(all.slice(0, ORDERS_PAGE_SIZE));
    // What is owed is listed for every order, not the page's only.
    expect(first.outstanding.map((due) => due.orderId)).toEqual(all);
    const second = await buyerPage(anna.cookie, '?page=1');
    expect(second).toMatchObject({ page: 1, total: all.length });
    expect(second.orders.map((o) => o.id)).toEqual(all.slice(ORDERS_PAGE_SIZE));
    expect(second.outstanding).toEqual(first.outstanding);
    const past = await buyerPage(anna.cookie, '?page=7');
    expect(past).toMatchObject({ orders: [], page: 7, total: all.length });
    expect(past.outstanding).toEqual(first.outstanding);
    expect(await buyerPage(anna.cookie, '?page=')).toEqual(first);

    const sold = await sellerPage(k.chef.cookie);
    expect(sold).toMatchObject({ page: 0, pageSize: ORDERS_PAGE_SIZE, total: all.length });
    expect(sold.orders.map((o) => o.id)).toEqual(all.slice(0, ORDERS_PAGE_SIZE));
    expect((await sellerPage(k.chef.cookie, '?page=1')).orders.map((o) => o.id)).toEqual(
      all.slice(ORDERS_PAGE_SIZE),
    );
    expect(await sellerPage(k.chef.cookie, '?page=2')).toMatchObject({ orders: [], total: all.length });
    // Someone with nothing bought or sold.
    const eve = await signUp(ctx.app, 'eve@example.lt');
    expect(await buyerPage(eve.cookie)).toEqual({
      orders: [],
      outstanding: [],
      page: 0,
      pageSize: ORDERS_PAGE_SIZE,
      total: 0,
      awaitingReview: null,
    });
    expect(await sellerPage(eve.cookie)).toEqual({
      orders: [],
      page: 0,
      pageSize: ORDERS_PAGE_SIZE,
      total: 0,
    });
  });

  it('refuse a bad page with 400 in the envelope, and change nothing', async () => {
    const { kitchen: k, customer: anna } = await customerOrder(ctx.app, ctx.clock);
    const before = await buyerPage(anna.cookie);
    for (const bad of ['-1', 'x', '1.5', '100001', '1e3', '0x10']) {
      for (const path of ['/secure/orders', '/secure/seller-orders']) {
        const res = await get(
          ctx.app,
          `${path}?page=${encodeURIComponent(bad)}`,
          path.includes('seller') ? k.chef.cookie : anna.cookie,
        );
        expect(res.statusCode, `${path} ${bad}`).toBe(400);
        expect(envelope(res)).toMatchObject({ success: false, fieldErrors: { page: expect.any(Array) } });
      }
    }
    expect(await buyerPage(anna.cookie)).toEqual(before);
  });

  it('build the same views as the per-order path, for orders in every state', async () => {
    const { k, anna, ids, clones } = await variedOrders();
    const bought = await allPages((query) => buyerPage(anna.cookie, query));
    const old = await listBuyerOrdersOneByOne(ctx.app, asUser(anna));
    expect(old.orders.length).toBe(ids.length);
    expect(bought.flatMap((p) => p.orders)).toEqual(old.orders);
    for (const page of bought) expect(page.outstanding).toEqual(old.outstanding);
    // The states are really there: dues of three kinds, a shown and a hidden review, an invoice, a photo.
    expect(new Set(old.outstanding.map((due) => due.purpose))).toEqual(
      new Set(['order', 'order_balance', 'order_penalty']),
    );
    expect(old.orders.filter((o) => o.review !== null).length).toBe(1);
    expect(old.orders.some((o) => o.invoice !== null && o.payments !== null)).toBe(true);
    expect(old.orders.some((o) => o.orderItems.some((i) => i.product.imageUrl !== null))).toBe(true);
    expect(old.orders.some((o) => o.orderItems.some((i) => i.actualMinutes === 70))).toBe(true);
    // The prompt leads to the oldest order waiting for stars: delivered, without a review (hidden counts).
    const waiting = old.orders.filter((o) => o.canReview);
    expect(bought[0]!.awaitingReview).toEqual({ orderId: waiting.at(-1)!.id, sID: waiting.at(-1)!.sID });

    const sold = await allPages((query) => sellerPage(k.chef.cookie, query));
    const oldSold = await listSellerOrdersOneByOne(ctx.app, asUser(k.chef));
    expect(oldSold.length).toBe(ids.length - 1);
    expect(sold.flatMap((p) => p.orders)).toEqual(oldSold);
    expect(sold[0]!.total).toBe(oldSold.length);
    await removeOrders(clones);
  });

  it('follow the clock while their rows are kept: what may be done now changes, as fresh views say', async () => {
    const { k, anna, clones } = await variedOrders();
    // What the viewer may do now and what cancelling would cost now: the only fields that follow the clock.
    const withoutClock = (views: OrderView[]) =>
      views.map(({ actions: _actions, cancellationPreview: _preview, ...rest }) => rest);
    const bought = await allPages((query) => buyerPage(anna.cookie, query));
    const sold = await allPages((query) => sellerPage(k.chef.cookie, query));
    // Past the 24 hours before the visits (cancelling now costs more) and past the visits' start (the chef
    // may mark them delivered): the rows and their kept pieces are the same, the clock fields are not.
    // A day at a time, each signed-in user asking in between, so that their sessions stay open.
    for (const step of [1, 1, 1, 1 / 24 / 60]) {
      ctx.clock.advance(step * 24 * 60 * 60_000);
      await buyerPage(anna.cookie);
      await sellerPage(k.chef.cookie);
    }
    const boughtLater = await allPages((query) => buyerPage(anna.cookie, query));
    const soldLater = await allPages((query) => sellerPage(k.chef.cookie, query));
    const fresh = await listBuyerOrdersOneByOne(ctx.app, asUser(anna));
    const freshSold = await listSellerOrdersOneByOne(ctx.app, asUser(k.chef));
    expect(boughtLater.flatMap((p) => p.orders)).toEqual(fresh.orders);
    expect(soldLater.flatMap((p) => p.orders)).toEqual(freshSold);
    expect(withoutClock(boughtLater.flatMap((p) => p.orders))).toEqual(
      withoutClock(bought.flatMap((p) => p.orders)),
    );
    expect(withoutClock(soldLater.flatMap((p) => p.orders))).toEqual(
      withoutClock(sold.flatMap((p) => p.orders)),
    );
    // The clock did move what may be done: the test would prove nothing otherwise.
    const actions = (pages: { orders: OrderView[] }[]) =>
      pages.flatMap((p) => p.orders.map((o) => o.actions));
    expect(actions(soldLater)).not.toEqual(actions(sold));
    await removeOrders(clones);
  });

  it('answer the chef’s open orders soonest first for the upcoming bookings', async () => {
    const { k, anna, clones } = await variedOrders();
    const open = model<{ orders: OrderView[] }>(
      await get(ctx.app, '/secure/upcoming-bookings', k.chef.cookie),
    );
    const all = await listSellerOrdersOneByOne(ctx.app, asUser(k.chef));
    const expected = all
      .filter((o) => o.status === 'placed' || o.status === 'confirmed')
      .sort((a, b) => a.serviceDeliveryDate - b.serviceDeliveryDate || a.id - b.id);
    expect(open.orders).toEqual(expected);
    expect(open.orders.length).toBeGreaterThan(2);
    const none = model<{ orders: OrderView[] }>(await get(ctx.app, '/secure/upcoming-bookings', anna.cookie));
    expect(none.orders).toEqual([]);
    expect((await get(ctx.app, '/secure/upcoming-bookings')).statusCode).toBe(401);
    await removeOrders(clones);
  });
});

describe('statements per call', () => {
  const statementsOf = (call: () => Promise<unknown>) => statementsSent(ctx.app, call);

  it('are bounded for a list page, whatever the number of orders', async () => {
    const { kitchen: k, customer: anna, order } = await customerOrder(ctx.app, ctx.clock);
    const calls = [
      () => statementsOf(() => buyerPage(anna.cookie)),
      () => statementsOf(() => sellerPage(k.chef.cookie)),
      () => statementsOf(() => buyerPage(anna.cookie, '?page=1')),
      () => statementsOf(() => get(ctx.app, '/secure/upcoming-bookings', k.chef.cookie)),
    ];
    const one: number[] = [];
    for (const call of calls) one.push(await call());
    const clones = await cloneOrder(order.id, 2 * ORDERS_PAGE_SIZE + 3);
    const many: number[] = [];
    for (const call of calls) many.push(await call());
    await removeOrders(clones);
    expect(many).toEqual(one);
    // The session, the versions of the kept lists (decision 074: nothing is kept here, the tables were
    // emptied), then the page and the list's head (the bookings: the session and one statement).
    expect(one).toEqual([4, 4, 4, 2]);
  });

  it('are two for the fees of a cart, and bounded for an assistant question about orders', async () => {
    const { kitchen: k, customer: anna, order } = await customerOrder(ctx.app, ctx.clock);
    const fees = () =>
      post(ctx.app, '/store/calculate-fees', {
        items: JSON.stringify([
          { productId: k.fixedId, productVolume: 2 },
          { productId: k.timedId, productVolume: 1 },
        ]),
      });
    const clones: number[] = [];
    const feeStatements = await statementsOf(async () => expect((await fees()).statusCode).toBe(200));
    expect(feeStatements).toBe(2); // the catalogue's version (decision 074), then the dishes

    const ask = () => post(ctx.app, `/ask?q=${encodeURIComponent('Where is my order?')}`, {}, anna.cookie);
    const before = await statementsOf(async () => expect((await ask()).statusCode).toBe(200));
    clones.push(...(await cloneOrder(order.id, ORDERS_PAGE_SIZE + 5)));
    const after = await statementsOf(async () => expect((await ask()).statusCode).toBe(200));
    expect(after).toBe(before);
    await removeOrders(clones);
  });
});
