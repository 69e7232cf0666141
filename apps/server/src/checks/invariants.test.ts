import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderItems, orders, paymentIntents, payments, walletTransfers } from '../db/schema.ts';
import { customerOrder, payOrder } from '../modules/orders/order-test-helpers.ts';
import { signUp } from '../modules/profile/profile-test-helpers.ts';
import { doge, fund, sendDoge } from '../modules/wallet/wallet-test-helpers.ts';
import { useTestApp } from '../test/test-app.ts';
import { checkInvariants, countRecords } from './invariants.ts';

// Each test breaks the data on purpose to prove a check finds it.
const ctx = useTestApp({}, { invariants: false });

/** A paid order, a funded wallet and a completed transfer: the data every invariant speaks of. */
async function someActivity() {
  const { customer, order } = await customerOrder(ctx.app, ctx.clock);
  await payOrder(ctx.app, order.id, customer.cookie);
  await fund(ctx.app, customer.id, doge(10));
  const friend = await signUp(ctx.app, 'friend@example.lt');
  await sendDoge(
    ctx.app,
    { email: 'anna@example.lt', cookie: customer.cookie },
    { volume: '4', recipientAddressType: 3, recipientAddress: friend.email },
  );
  return { orderId: order.id, customerId: customer.id };
}

/** The names of the broken invariants. */
async function broken(): Promise<string[]> {
  return (await checkInvariants(ctx.app.db)).map((v) => v.invariant);
}

describe('the database invariants', () => {
  it('hold on an empty database and after orders, payments, top-ups and transfers', async () => {
    expect(await broken()).toEqual([]);
    await someActivity();
    expect(await checkInvariants(ctx.app.db)).toEqual([]);
    expect(await countRecords(ctx.app.db)).toMatchObject({
      orders: 1,
      payments: 2,
      completedTransfers: 1,
    });
  });

  it('find an order without lines and a subtotal that is not the sum of its lines', async () => {
    const { orderId } = await someActivity();
    await ctx.app.db.update(orderItems).set({ lineTotalCents: 1 }).where(eq(orderItems.orderId, orderId));
    expect(await broken()).toContain("an order's subtotal is the sum of its lines");
    await ctx.app.db.delete(orderItems).where(eq(orderItems.orderId, orderId));
    expect(await broken()).toContain('every order has at least one line');
  });

  it('find a second payment of an order and an order paid without its mark', async () => {
    const { orderId } = await someActivity();
    const [first] = await ctx.app.db.select().from(payments).where(eq(payments.orderId, orderId));
    const [intent] = await ctx.app.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.id, first!.intentId));
    await ctx.app.db
      .insert(paymentIntents)
      .values({ ...intent!, id: 'ti_again', idempotencyKey: 'again', clientSecret: 'ti_again_secret' });
    await ctx.app.db
      .insert(payments)
      .values({ ...first!, id: undefined, intentId: 'ti_again', eventId: 'evt_again' });
    await ctx.app.db.update(orders).set({ paidAt: null }).where(eq(orders.id, orderId));
    const names = await broken();
    expect(names).toContain('one prepayment per order (others are refunded in full)');
    expect(names).toContain('an order is marked paid exactly when its prepayment is recorded');
    // The second payment's euros never reached the ledger either.
    expect(names).toContain(
      "an order's escrow holds what it was paid while open, and nothing once delivered or cancelled",
    );
  });

  // A negative user balance is refused by the table's check constraint before the invariant could see it.
  it('find coins from nowhere and a transfer without its ledger transaction', async () => {
    const { customerId } = await someActivity();
    await ctx.app.db.execute(
      sql`update ledger_accounts set balance = balance + 1 where user_id = ${customerId}`,
    );
    await ctx.app.db.update(walletTransfers).set({ ledgerTransactionId: null });
    const names = await broken();
    expect(names).toContain('the ledger sums to zero in each currency');
    expect(names).toContain("an account's balance is the sum of its entries");
    expect(names).toContain('a transfer is completed exactly when its ledger transaction exists');
  });

  it('find a second pending transfer of a sender', async () => {
    const { customerId } = await someActivity();
    const pending = {
      senderId: customerId,
      recipientType: 3,
      recipientAddress: 'friend@example.lt',
      amountKoinu: doge(1),
      status: 'pending' as const,
    };
    await ctx.app.db.insert(walletTransfers).values(pending);
    expect(await broken()).toEqual([]);
    await ctx.app.db.insert(walletTransfers).values(pending);
    expect(await broken()).toEqual(['a sender has at most one pending transfer']);
  });
});
