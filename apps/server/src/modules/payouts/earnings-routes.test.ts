import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OrderView } from '@hearth/domain/orders';
import { localIsoDate, PAYOUT_MESSAGES, type EarningsModel } from '@hearth/domain/payouts';
import { orders } from '../../db/schema.ts';
import { useTestApp } from '../../test/test-app.ts';
import { chef, setChefStatus } from '../catalogue/catalogue-test-helpers.ts';
import {
  addAddress,
  expectError,
  kitchen,
  orderAction,
  payOrder,
  placeOrder,
  type Kitchen,
} from '../orders/order-test-helpers.ts';
import { get, model, signUp, type Account } from '../profile/profile-test-helpers.ts';
import { creditEarnings, decided, makeBatch } from './payout-test-helpers.ts';

/** GET /secure/earnings and GET /secure/earnings.csv: a chef's money, from the orders and the euro ledger. */

// The kitchen's orders are moved to delivered or cancelled past the services, to set each figure apart.
const ctx = useTestApp({}, { invariants: false });

const earningsOf = async (cookie: string) =>
  model<EarningsModel>(await get(ctx.app, '/secure/earnings', cookie));

/** An order of the kitchen's dish by `customer`, with its address, paid online (card or DOGE mode unless cash). */
async function paidOrder(k: Kitchen, customer: Account, dish: 'fixed' | 'timed', payInCash = false) {
  const productId = dish === 'fixed' ? k.fixedId : k.timedId;
  const { order } = await placeOrder(ctx.app, ctx.clock, { productId, payInCash }, customer.cookie);
  model(await addAddress(ctx.app, order.id, customer.cookie));
  await payOrder(ctx.app, order.id, customer.cookie);
  return order;
}

async function setOrder(orderId: number, values: Partial<typeof orders.$inferInsert>) {
  await ctx.app.db.update(orders).set(values).where(eq(orders.id, orderId));
}

/** The chef's online share of a booked order: the dishes and half the time-priced ones (the card incentive). */
const chefShareOnline = (order: OrderView) => order.fees.subtotal + Math.round(order.fees.chefIncentive / 2);

/**
 * A kitchen with, from one customer: an open timed order (pending), a delivered one credited 12.50 EUR, a
 * cash one (the chef is paid in person: not listed), a late-cancelled one whose penalty brought 30 EUR, a
 * delivered one whose 7 EUR balance is still owed (2 EUR in already); and 5 EUR credited without an order.
 */
async function busyKitchen() {
  const k = await kitchen(ctx.app);
  const customer = await signUp(ctx.app, 'anna@example.lt');
  const open = await paidOrder(k, customer, 'timed');
  const delivered = await paidOrder(k, customer, 'fixed');
  await setOrder(delivered.id, { status: 'delivered', deliveredAt: ctx.clock.now() });
  await creditEarnings(ctx.app, k.chef.id, 1250, delivered.id);
  const cash = await paidOrder(k, customer, 'fixed', true);
  const cancelled = await paidOrder(k, customer, 'fixed');
  await setOrder(cancelled.id, {
    status: 'cancelled',
    cancelledAt: ctx.clock.now(),
    cancelledBy: 'customer',
  });
  await creditEarnings(ctx.app, k.chef.id, 3000, cancelled.id);
  const owing = await paidOrder(k, customer, 'fixed');
  await setOrder(owing.id, { status: 'delivered', deliveredAt: ctx.clock.now(), balanceDueCents: 700 });
  await creditEarnings(ctx.app, k.chef.id, 200, owing.id);
  await creditEarnings(ctx.app, k.chef.id, 500);
  return { k, customer, open, delivered, cash, cancelled, owing };
}

describe('GET /secure/earnings', () => {
  it('answers the four figures and each order with online money, from the ledger entries of its order', async () => {
    const { k, open, delivered, cash, cancelled, owing } = await busyKitchen();
    const earnings = await earningsOf(k.chef.cookie);
    expect(earnings.summary).toEqual({
      pendingCents: chefShareOnline(open) + 700,
      availableCents: 1250 + 3000 + 200 + 500,
      inPayoutCents: 0,
      paidOutCents: 0,
    });
    const rows = new Map(earnings.orders.map((row) => [row.orderId, row]));
    expect(rows.has(cash.id)).toBe(false);
    expect(earnings.orders).toHaveLength(4);
    expect(rows.get(open.id)).toEqual({
      orderId: open.id,
      sID: open.sID,
      orderNumber: open.sID.split('-')[0],
      serviceDate: open.serviceDeliveryDate * 1000,
      status: 'placed',
      earnedCents: 0,
      pendingCents: chefShareOnline(open),
      state: 'pending',
    });
    expect(rows.get(delivered.id)).toMatchObject({
      status: 'delivered',
      earnedCents: 1250,
      pendingCents: 0,
      state: 'earned',
    });
    expect(rows.get(cancelled.id)).toMatchObject({
      status: 'cancelled',
      earnedCents: 3000,
      pendingCents: 0,
      state: 'cancelled',
    });
    expect(rows.get(owing.id)).toMatchObject({ earnedCents: 200, pendingCents: 700, state: 'pending' });
    expect(earnings.payouts).toEqual([]);

    // Newest service date first.
    const dates = earnings.orders.map((row) => row.serviceDate);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('follows the payouts: held, then sent', async () => {
    const { k } = await busyKitchen();
    const before = (await earningsOf(k.chef.cookie)).summary;
    const staff = await signUp(ctx.app, 'operator@hearth.lt', { role: 'OPERATOR' });
    const [payout] = (await makeBatch(ctx.app, staff.cookie)).payouts;
    expect((await earningsOf(k.chef.cookie)).summary).toEqual({
      ...before,
      availableCents: 0,
      inPayoutCents: 4950,
    });
    await decided(ctx.app, staff.cookie, { payoutId: payout!.id, action: 'sent', reference: 'SEPA-77' });
    const after = await earningsOf(k.chef.cookie);
    expect(after.summary).toEqual({ ...before, availableCents: 0, inPayoutCents: 0, paidOutCents: 4950 });
    expect(after.payouts).toEqual([
      {
        id: payout!.id,
        amountCents: 4950,
        batch: payout!.batch,
        status: 'sent',
        method: 'bank',
        reference: 'SEPA-77',
        reason: null,
        createdAt: expect.any(Number),
        decidedAt: expect.any(Number),
      },
    ]);
    // An order's earnings stay what its entries brought: the payout moved the account, not the orders.
    expect(after.orders.find((row) => row.state === 'earned')?.earnedCents).toBe(1250);
  });

  it('is for chefs: a visitor is asked to log in, a customer or an applicant is refused', async () => {
    expect((await get(ctx.app, '/secure/earnings')).statusCode).toBe(401);
    expect((await get(ctx.app, '/secure/earnings.csv')).statusCode).toBe(401);
    const customer = await signUp(ctx.app, 'anna@example.lt');
    const applicant = await chef(ctx.app, 'applicant@example.lt', { status: 'pending' });
    const rejected = await chef(ctx.app, 'rejected@example.lt', { status: 'rejected' });
    for (const who of [customer, applicant, rejected]) {
      expectError(await get(ctx.app, '/secure/earnings', who.cookie), 403, PAYOUT_MESSAGES.notAChef);
      expectError(await get(ctx.app, '/secure/earnings.csv', who.cookie), 403, PAYOUT_MESSAGES.notAChef);
    }
    const fresh = await chef(ctx.app, 'fresh@example.lt');
    expect(await earningsOf(fresh.cookie)).toEqual({
      summary: { pendingCents: 0, availableCents: 0, inPayoutCents: 0, paidOutCents: 0 },
      orders: [],
      payouts: [],
    });
    // A suspended chef is still owed what they earned.
    await creditEarnings(ctx.app, fresh.id, 900);
    await setChefStatus(ctx.app, fresh.id, 'suspended');
    expect((await earningsOf(fresh.cookie)).summary.availableCents).toBe(900);
  });

  it("follows an order's own postings: pending until delivered, then its incentive earned and its balance owed", async () => {
    const k = await kitchen(ctx.app);
    const customer = await signUp(ctx.app, 'anna@example.lt');
    const order = await paidOrder(k, customer, 'timed');
    const share = chefShareOnline(order);
    const rowOf = async () =>
      (await earningsOf(k.chef.cookie)).orders.find((row) => row.orderId === order.id)!;
    expect(await rowOf()).toMatchObject({ earnedCents: 0, pendingCents: share, state: 'pending' });

    model(await orderAction(ctx.app, order.id, 'confirm', k.chef.cookie));
    // Delivery opens at the booked start, three days on; the sessions are kept alive meanwhile.
    for (let hours = 0; hours < 72; hours += 12) {
      ctx.clock.advance(12 * 3_600_000);
      for (const cookie of [k.chef.cookie, customer.cookie])
        model(await get(ctx.app, '/secure/profile', cookie));
    }
    model(await orderAction(ctx.app, order.id, 'deliver', k.chef.cookie));

    // The prepaid card incentive reached the earnings; the dishes come with the balance the customer owes.
    const incentive = Math.round(order.fees.chefIncentive / 2);
    expect(await rowOf()).toMatchObject({
      status: 'delivered',
      earnedCents: incentive,
      pendingCents: share - incentive,
      state: 'pending',
    });
    expect((await earningsOf(k.chef.cookie)).summary).toMatchObject({
      availableCents: incentive,
      pendingCents: share - incentive,
    });
  });

  it('shows a chef only their own money', async () => {
    const { k } = await busyKitchen();
    const other = await chef(ctx.app, 'tomas@example.lt');
    await creditEarnings(ctx.app, other.id, 111);
    const mine = await earningsOf(other.cookie);
    expect(mine.summary).toEqual({ pendingCents: 0, availableCents: 111, inPayoutCents: 0, paidOutCents: 0 });
    expect(mine.orders).toEqual([]);
    expect((await earningsOf(k.chef.cookie)).summary.availableCents).toBe(4950);
  });
});

describe('GET /secure/earnings.csv', () => {
  it('answers the same rows as a CSV attachment: a header, ISO dates, euros with a dot', async () => {
    const { k, open, delivered, cancelled, owing } = await busyKitchen();
    const { orders: rows } = await earningsOf(k.chef.cookie);
    const res = await get(ctx.app, '/secure/earnings.csv', k.chef.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="hearth-earnings-${localIsoDate(ctx.clock.now())}.csv"`,
    );
    expect(res.headers['cache-control']).toBe('no-store'); // as every /secure/ answer (plugins/security.ts)
    const lines = res.body.split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe('order_id,order_number,sid,service_date,status,state,earned_eur,pending_eur');
    expect(lines).toHaveLength(rows.length + 2);
    const byId = new Map(lines.slice(1, -1).map((line) => [Number(line.split(',')[0]), line.split(',')]));
    expect(byId.get(delivered.id)).toEqual([
      String(delivered.id),
      delivered.sID.split('-')[0],
      delivered.sID,
      localIsoDate(new Date(delivered.serviceDeliveryDate * 1000)),
      'delivered',
      'earned',
      '12.50',
      '0.00',
    ]);
    expect(byId.get(cancelled.id)!.slice(4)).toEqual(['cancelled', 'cancelled', '30.00', '0.00']);
    expect(byId.get(owing.id)!.slice(4)).toEqual(['delivered', 'pending', '2.00', '7.00']);
    const pending = (chefShareOnline(open) / 100).toFixed(2);
    expect(byId.get(open.id)!.slice(4)).toEqual(['placed', 'pending', '0.00', pending]);
    expect(byId.get(open.id)![3]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The same order as the page.
    expect([...byId.keys()]).toEqual(rows.map((row) => row.orderId));
  });

  it('is a header alone for a chef without orders', async () => {
    const fresh = await chef(ctx.app, 'fresh@example.lt');
    const res = await get(ctx.app, '/secure/earnings.csv', fresh.cookie);
    expect(res.body).toBe('order_id,order_number,sid,service_date,status,state,earned_eur,pending_eur\r\n');
  });
});
