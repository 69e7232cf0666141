import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@hearth/domain/messages';
import { orderMoney } from '@hearth/domain/order-money';
import type { DogePaymentModel, OrderDue, OrderView, PaymentIntentModel } from '@hearth/domain/orders';
import { KOINU_PER_DOGE } from '@hearth/domain/wallet';
import { checkInvariants } from '../../checks/invariants.ts';
import { ledgerAccounts, ledgerTransactions, orders, users } from '../../db/schema.ts';
import { envelope, useTestApp } from '../../test/test-app.ts';
import { get, mails, model, post, signUp, type Account } from '../profile/profile-test-helpers.ts';
import { paymentsOf } from '../payments/payment-test-helpers.ts';
import { moveCoins } from '../wallet/wallet-test-helpers.ts';
import { cancelExpiredOrders } from './order-action-service.ts';
import {
  CHEF_START_DOGE,
  confirm,
  customerOrder,
  expectError,
  GOOD_CARD,
  grantDoge,
  inDays,
  orderAction,
  orderRow,
  payOrder,
  placeOrder,
  viewOrder,
  type Kitchen,
} from './order-test-helpers.ts';

/**
 * The money of an order from the cart to the chef's earnings (decision 040): what is paid now, at the visit
 * and after it, by card or from the DOGE wallet; the information fee; the lifecycle's guards; penalties; the
 * unpaid order's expiry; and the euro ledger behind all of it, checked by the invariants after each test.
 */

const ctx = useTestApp();
const HOUR_MS = 3600 * 1000;

async function expectWhole() {
  expect(await checkInvariants(ctx.app.db)).toEqual([]);
}

/** Moves the clock on, using the sessions in between so none idles out. */
async function passHours(hours: number, ...cookies: string[]) {
  for (let left = hours; left > 0; left -= 12) {
    ctx.clock.advance(Math.min(12, left) * HOUR_MS);
    for (const cookie of cookies)
      expect((await get(ctx.app, '/secure/profile', cookie)).statusCode).toBe(200);
  }
}

/** The balance of a ledger account: a system one by kind and currency, or a user's by kind. */
async function ledgerBalance(kind: string, currency: 'EUR' | 'DOGE', userId?: number): Promise<number> {
  const rows = await ctx.app.db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.kind, kind as 'user'),
        eq(ledgerAccounts.currency, currency),
        userId === undefined ? isNull(ledgerAccounts.userId) : eq(ledgerAccounts.userId, userId),
      ),
    );
  return rows[0]?.balance ?? 0;
}

/** A card order of `productVolume` time-priced dishes booked 25 hours ahead, paid by the test card. */
async function paidCardOrder(
  options: { cash?: boolean; volume?: number; customer?: string; chef?: string } = {},
) {
  const {
    kitchen: k,
    customer,
    order,
  } = await customerOrder(ctx.app, ctx.clock, {
    dish: 'timed',
    customer: options.customer,
    chef: options.chef,
    order: {
      productVolume: options.volume ?? 3,
      payInCash: options.cash ? 'true' : 'false',
      serviceDeliveryDate: inDays(ctx.clock, 25 / 24),
    },
  });
  await payOrder(ctx.app, order.id, customer.cookie);
  return { k, customer, order: await viewOrder(ctx.app, order.id, customer.cookie) };
}

function acted(res: Awaited<ReturnType<typeof post>>): OrderView {
  expect(res.statusCode, res.body).toBe(200);
  return model<{ order: OrderView }>(res).order;
}

/** The pin of the newest DOGE payment mailed to `email`. */
async function paymentPin(email: string): Promise<string> {
  const sent = (await mails(ctx.app, 'order-payment-pin')).filter((m) => m.recipient === email);
  const pin = /\b(\d{6})\b/.exec(sent.at(-1)?.textBody ?? '')?.[1];
  if (!pin) throw new Error(`no payment pin mailed to ${email}`);
  return pin;
}

function dogeRequest(orderId: number, purpose: string, cookie: string) {
  return post(ctx.app, '/secure/doge-payment', { orderId, purpose }, cookie);
}

async function payByDoge(orderId: number, purpose: string, who: Account): Promise<OrderView> {
  const request = model<DogePaymentModel>(await dogeRequest(orderId, purpose, who.cookie));
  const pin = await paymentPin(who.email);
  return acted(
    await post(ctx.app, '/secure/doge-payment-confirm', { intentId: request.intentId, pin }, who.cookie),
  );
}

async function deliverAtStart(k: Kitchen, order: OrderView, customer: Account, extra = {}) {
  await passHours(25, k.chef.cookie, customer.cookie);
  return acted(await orderAction(ctx.app, order.id, 'deliver', k.chef.cookie, extra));
}

describe('one price model on the order', () => {
  it('shows the same lines as the domain function, and now + later = total', async () => {
    const { order } = await paidCardOrder();
    expect(order.money.total).toBe(order.amountToPay);
    expect(order.money.payNow).toBe(order.onlineAmount);
    expect(order.money.payNow + order.money.payAfterVisit).toBe(order.money.total);
    expect(order.money.payAtVisit).toBe(0);
    const cash = await paidCardOrder({ cash: true, customer: 'jonas@example.lt', chef: 'egle@example.lt' });
    expect(cash.order.money.payNow + cash.order.money.payAtVisit).toBe(cash.order.money.total);
    expect(cash.order.money.payAfterVisit).toBe(0);
    await expectWhole();
  });
});

describe('the chef confirms a paid order and pays the information fee', () => {
  it('withholds the address until the chef confirms, then charges 1 DOGE and shows it', async () => {
    const { k, order } = await paidCardOrder();
    const before = await viewOrder(ctx.app, order.id, k.chef.cookie);
    expect(before).toMatchObject({ addressWithheld: true, address: null, city: 'Vilnius' });
    const confirmed = acted(await orderAction(ctx.app, order.id, 'confirm', k.chef.cookie));
    expect(confirmed.addressWithheld).toBe(false);
    expect(confirmed.address?.phone).toBe('37061234567');
    expect(await ledgerBalance('user', 'DOGE', k.chef.id)).toBe((CHEF_START_DOGE - 1) * KOINU_PER_DOGE);
    expect(await ledgerBalance('revenue', 'DOGE')).toBe(KOINU_PER_DOGE);
    await expectWhole();
  });

  it('names the customer to the chef with the address, once confirmed, and to nobody else', async () => {
    const { k, customer, order } = await paidCardOrder();
    await ctx.app.db
      .update(users)
      .set({ firstName: 'Jonas', lastName: 'Petraitis' })
      .where(eq(users.id, customer.id));
    expect((await viewOrder(ctx.app, order.id, k.chef.cookie)).customerName).toBeNull();
    const confirmed = acted(await orderAction(ctx.app, order.id, 'confirm', k.chef.cookie));
    expect(confirmed.customerName).toBe('Jonas Petraitis');
    expect((await viewOrder(ctx.app, order.id, customer.cookie)).customerName).toBeNull();
  });

  it('refuses a chef without 1 DOGE, and changes nothing', async () => {
    const { k, customer, order } = await paidCardOrder();
    // The chef's coins have all gone to someone else: the wallet is empty when they confirm.
    await moveCoins(ctx.app, k.chef.id, customer.id, CHEF_START_DOGE * KOINU_PER_DOGE);
    const res = await orderAction(ctx.app, order.id, 'confirm', k.chef.cookie);
    expectError(res, 409, MESSAGES.informationFeeShort);
    expect((await orderRow(ctx.app, order.id)).status).toBe('placed');
    expect(await ledgerBalance('revenue', 'DOGE')).toBe(0);
  });

  it('refuses to confirm an unpaid order and shows it as awaiting payment without the address', async () => {
    const { kitchen: k, order } = await customerOrder(ctx.app, ctx.clock, {});
    expectError(
      await orderAction(ctx.app, order.id, 'confirm', k.chef.cookie),
      409,
      MESSAGES.orderActionNotAllowed,
    );
    const seen = model<{ orders: OrderView[] }>(
      await get(ctx.app, '/secure/seller-orders', k.chef.cookie),
    ).orders;
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      address: null,
      addressWithheld: true,
      payments: null,
      actions: ['cancel'],
    });
  });
});

describe('delivery from the booked start, with the actual time', () => {
  it('refuses to deliver before the booked start with a clear message', async () => {
    const { k, order } = await paidCardOrder();
    acted(await orderAction(ctx.app, order.id, 'confirm', k.chef.cookie));
    expectError(await orderAction(ctx.app, order.id, 'deliver', k.chef.cookie), 409, MESSAGES.deliveryNotYet);
    expect((await orderRow(ctx.app, order.id)).status).toBe('confirmed');
  });

  it('charges the balance at the actual time after the visit; the customer pays it once; the chef earns it', async () => {
    const { k, customer, order } = await paidCardOrder();
    acted(await orderAction(ctx.app, order.id, 'confirm', k.chef.cookie));
    const itemId = order.orderItems[0]!.id;
    // Three units of 50 minutes were booked; it took 200 minutes.
    const delivered = await deliverAtStart(k, order, customer, {
      actualTime: JSON.stringify([{ itemId, minutes: 200 }]),
    });
    const expected = orderMoney(
      [
        {
          dish: { priceCents: null, preparationMinutes: 50, hourRateCents: 1250 },
          volume: 3,
          actualMinutes: 200,
        },
      ],
      { payInCash: false, serviceFeeCents: order.fees.serviceFee },
    );
    expect(delivered.money.payAfterVisit).toBe(expected.payAfterVisit);
    expect(delivered.settlement).toMatchObject({
      finalSubtotal: 4167,
      balanceDueCents: expected.payAfterVisit,
      balanceRefundCents: 0,
      paidTimestamp: null,
    });
    const dues = (await viewOrder(ctx.app, order.id, customer.cookie)).dues;
    expect(dues).toEqual([
      { orderId: order.id, sID: order.sID, purpose: 'order_balance', amountCents: expected.payAfterVisit },
    ]);
    expect((await mails(ctx.app, 'order-balance-due')).map((m) => m.recipient)).toContain(customer.email);

    const intent = model<PaymentIntentModel>(
      await post(
        ctx.app,
        '/secure/stripe-intent',
        { orderId: order.id, amount: expected.payAfterVisit, purpose: 'order_balance' },
        customer.cookie,
      ),
    );
    expect((await confirm(ctx.app, intent.id, GOOD_CARD, customer.cookie)).statusCode).toBe(200);
    const paid = await viewOrder(ctx.app, order.id, customer.cookie);
    expect(paid.settlement?.paidTimestamp).not.toBeNull();
    expect(paid.dues).toEqual([]);
    // A second balance payment is refused, by card and by DOGE.
    expectError(
      await post(
        ctx.app,
        '/secure/stripe-intent',
        { orderId: order.id, amount: expected.payAfterVisit, purpose: 'order_balance' },
        customer.cookie,
      ),
      409,
      MESSAGES.orderAlreadyPaid,
    );
    expectError(
      await dogeRequest(order.id, 'order_balance', customer.cookie),
      409,
      MESSAGES.orderAlreadyPaid,
    );
    // The chef earned the dishes at the actual time and the card incentive; the platform its fees.
    expect(await ledgerBalance('earnings', 'EUR', k.chef.id)).toBe(expected.chefShare);
    expect(await ledgerBalance('revenue', 'EUR')).toBe(expected.platformShare);
    expect(await ledgerBalance('escrow', 'EUR')).toBe(0);
    await expectWhole();
  });

  it('refunds what was prepaid beyond the final amount when the visit was much shorter', async () => {
    const { k, customer, order } = await paidCardOrder({ volume: 6 });
    acted(await orderAction(ctx.app, order.id, 'confirm', k.chef.cookie));
    const itemId = order.orderItems[0]!.id;
    const delivered = await deliverAtStart(k, order, customer, {
      actualTime: JSON.stringify([{ itemId, minutes: 10 }]),
    });
    expect(delivered.settlement?.balanceDueCents).toBe(0);
    const refund = delivered.settlement!.balanceRefundCents;
    expect(refund).toBeGreaterThan(0);
    const [payment] = await paymentsOf(ctx.app, order.id);
    expect(payment!.refundedCents).toBe(refund);
    expect(await ledgerBalance('refunds', 'EUR')).toBe(refund);
    expect(delivered.dues).toEqual([]);
    await expectWhole();
  });

  it('refuses actual time for a line that is not time-priced, or with bad minutes, and changes nothing', async () => {
    const { k, customer, order } = await paidCardOrder();
    acted(await orderAction(ctx.app, order.id, 'confirm', k.chef.cookie));
    await passHours(25, k.chef.cookie, customer.cookie);
    for (const actualTime of [
      '[{"itemId":999999,"minutes":30}]',
      '[{"itemId":1,"minutes":0}]',
      'nope',
      '[{"itemId":1,"minutes":99999}]',
    ]) {
      const res = await orderAction(ctx.app, order.id, 'deliver', k.chef.cookie, { actualTime });
      expect(res.statusCode, res.body).toBe(400);
    }
    expect((await orderRow(ctx.app, order.id)).status).toBe('confirmed');
  });

  it('records nothing owed online after the visit in cash mode: the dishes were paid in person', async () => {
    const { k, customer, order } = await paidCardOrder({ cash: true });
    acted(await orderAction(ctx.app, order.id, 'confirm', k.chef.cookie));
    const delivered = await deliverAtStart(k, order, customer);
    expect(delivered.settlement).toBeNull();
    expect(delivered.dues).toEqual([]);
    expect(await ledgerBalance('earnings', 'EUR', k.chef.id)).toBe(0);
    expect(await ledgerBalance('revenue', 'EUR')).toBe(order.money.platformShare);
    await expectWhole();
  });
});

describe('paying from the DOGE wallet', () => {
  async function dogeOrder() {
    const {
      kitchen: k,
      customer,
      order,
    } = await customerOrder(ctx.app, ctx.clock, {
      dish: 'timed',
      order: { productVolume: 2, payInCash: 'false', serviceDeliveryDate: inDays(ctx.clock, 3) },
    });
    return { k, customer, order };
  }

  it('takes the coins after the pin, and a cancellation gives them back the way they came', async () => {
    const { customer, order } = await dogeOrder();
    await grantDoge(ctx.app, customer.id, 1000);
    const request = model<DogePaymentModel>(await dogeRequest(order.id, 'order', customer.cookie));
    // EUR at 0.2 EUR per DOGE, rounded up to the koinu.
    expect(request.amountKoinu).toBe(order.onlineAmount * 5 * 1_000_000);
    // A wrong pin changes nothing.
    const wrong = await post(
      ctx.app,
      '/secure/doge-payment-confirm',
      { intentId: request.intentId, pin: '000000' },
      customer.cookie,
    );
    expect(wrong.statusCode).toBe(400);
    expect((await orderRow(ctx.app, order.id)).paidAt).toBeNull();
    expect(await ledgerBalance('user', 'DOGE', customer.id)).toBe(1000 * KOINU_PER_DOGE);

    const pin = await paymentPin(customer.email);
    const paid = acted(
      await post(
        ctx.app,
        '/secure/doge-payment-confirm',
        { intentId: request.intentId, pin },
        customer.cookie,
      ),
    );
    expect(paid.payments).toMatchObject([
      { provider: 'doge', purpose: 'order', amount: order.onlineAmount, amountKoinu: request.amountKoinu },
    ]);
    expect(await ledgerBalance('user', 'DOGE', customer.id)).toBe(
      1000 * KOINU_PER_DOGE - request.amountKoinu,
    );
    expect(await ledgerBalance('escrow', 'DOGE')).toBe(request.amountKoinu);
    await expectWhole();

    // More than 24 hours ahead: refunded but the gateway commission, in coins, to the wallet.
    const cancelled = acted(await orderAction(ctx.app, order.id, 'cancel', customer.cookie));
    const refund = cancelled.cancellation!.refundCents;
    expect(refund).toBe(order.onlineAmount - order.fees.paymentGatewayFee);
    const back = Math.floor((request.amountKoinu * refund) / order.onlineAmount);
    expect(await ledgerBalance('user', 'DOGE', customer.id)).toBe(
      1000 * KOINU_PER_DOGE - request.amountKoinu + back,
    );
    await expectWhole();
  });

  it('refuses a wallet that is short, and writes nothing', async () => {
    const { customer, order } = await dogeOrder();
    await grantDoge(ctx.app, customer.id, 1);
    const res = await dogeRequest(order.id, 'order', customer.cookie);
    expect(res.statusCode, res.body).toBe(400);
    expect(envelope(res).messages).toEqual([{ message: MESSAGES.insufficientFunds }]);
    expect(await mails(ctx.app, 'order-payment-pin')).toEqual([]);
  });

  it("refuses someone else's order, a cancelled one and bad input", async () => {
    const { customer, order } = await dogeOrder();
    const other = await signUp(ctx.app, 'jonas@example.lt');
    await grantDoge(ctx.app, other.id, 1000);
    expectError(await dogeRequest(order.id, 'order', other.cookie), 404, MESSAGES.orderNotFound);
    const bad: Record<string, string | number>[] = [
      { orderId: order.id, purpose: 'gift' },
      { orderId: 'x' },
      {},
    ];
    for (const body of bad) {
      expect((await post(ctx.app, '/secure/doge-payment', body, customer.cookie)).statusCode).toBe(400);
    }
    acted(await orderAction(ctx.app, order.id, 'cancel', customer.cookie));
    await grantDoge(ctx.app, customer.id, 1000);
    expectError(await dogeRequest(order.id, 'order', customer.cookie), 409, MESSAGES.orderActionNotAllowed);
    expect(
      (
        await post(
          ctx.app,
          '/secure/doge-payment-confirm',
          { intentId: 'di_nope', pin: '123456' },
          customer.cookie,
        )
      ).statusCode,
    ).toBe(404);
  });

  it('50 parallel payments of one order by card and DOGE: exactly one is taken', async () => {
    const { customer, order } = await dogeOrder();
    await grantDoge(ctx.app, customer.id, 10_000);
    const full = await viewOrder(ctx.app, order.id, customer.cookie);
    const doge = model<DogePaymentModel>(await dogeRequest(order.id, 'order', customer.cookie));
    const pin = await paymentPin(customer.email);
    const card = model<PaymentIntentModel>(
      await post(
        ctx.app,
        '/secure/stripe-intent',
        { orderId: order.id, amount: full.onlineAmount },
        customer.cookie,
      ),
    );
    const attempts = Array.from({ length: 50 }, (_, i) =>
      i % 2 === 0
        ? confirm(ctx.app, card.id, GOOD_CARD, customer.cookie)
        : post(ctx.app, '/secure/doge-payment-confirm', { intentId: doge.intentId, pin }, customer.cookie),
    );
    const results = await Promise.all(attempts);
    for (const res of results) expect(res.statusCode, res.body).toBeLessThan(500);
    const payments = (await paymentsOf(ctx.app, order.id)).filter((p) => p.refundedCents < p.amountCents);
    expect(payments).toHaveLength(1);
    await expectWhole();
  });
});

describe('a late cancellation leaves a penalty to pay', () => {
  it('owes product cost + 30 EUR less what was paid, refuses new orders until it is paid', async () => {
    const { k, customer, order } = await paidCardOrder();
    await passHours(2, customer.cookie);
    const cancelled = acted(await orderAction(ctx.app, order.id, 'cancel', customer.cookie));
    const due = order.money.subtotal + 3000 - order.onlineAmount;
    expect(cancelled.cancellation).toMatchObject({ by: 'customer', dueCents: due, duePaidTimestamp: null });
    const { outstanding } = model<{ outstanding: OrderDue[] }>(
      await get(ctx.app, '/secure/orders', customer.cookie),
    );
    expect(outstanding).toEqual([
      { orderId: order.id, sID: order.sID, purpose: 'order_penalty', amountCents: due },
    ]);
    const again = await post(
      ctx.app,
      '/store/order',
      { productId: k.fixedId, productVolume: 1, serviceDeliveryDate: inDays(ctx.clock, 3) },
      customer.cookie,
    );
    expectError(again, 409, MESSAGES.penaltyOutstanding);

    await grantDoge(ctx.app, customer.id, 10_000);
    const paid = await payByDoge(order.id, 'order_penalty', customer);
    expect(paid.cancellation?.duePaidTimestamp).not.toBeNull();
    const next = await placeOrder(ctx.app, ctx.clock, { productId: k.fixedId }, customer.cookie);
    expect(next.order.status).toBe('placed');
    // The chef got the product cost and the penalty, less the platform's fees out of the prepayment.
    expect(await ledgerBalance('earnings', 'EUR', k.chef.id)).toBe(
      order.money.subtotal + 3000 - order.money.platformShare,
    );
    await expectWhole();
  });
});

describe('unpaid orders', () => {
  it('are cancelled by themselves after the time to pay, at no cost, and the customer is told', async () => {
    const { customer, order } = await customerOrder(ctx.app, ctx.clock, {});
    const paid = await paidCardOrder({ customer: 'jonas@example.lt', chef: 'egle@example.lt' });
    expect(order.payBeforeTimestamp).toBe(order.createTimestamp + 120 * 60_000);
    ctx.clock.advance(119 * 60_000);
    expect(await cancelExpiredOrders(ctx.app)).toBe(0);
    ctx.clock.advance(2 * 60_000);
    expect(await cancelExpiredOrders(ctx.app)).toBe(1);
    const row = await orderRow(ctx.app, order.id);
    expect(row).toMatchObject({ status: 'cancelled', cancelledBy: 'system', dueCents: 0 });
    expect((await orderRow(ctx.app, paid.order.id)).status).toBe('placed');
    expect((await mails(ctx.app, 'order-expired')).map((m) => m.recipient)).toContain(customer.email);
    expect(await cancelExpiredOrders(ctx.app)).toBe(0);
    await expectWhole();
  });

  it('can be paid later from the order: its due is the prepayment', async () => {
    const { customer, order } = await customerOrder(ctx.app, ctx.clock, {});
    const view = await viewOrder(ctx.app, order.id, customer.cookie);
    expect(view.dues).toEqual([
      { orderId: order.id, sID: order.sID, purpose: 'order', amountCents: view.onlineAmount },
    ]);
    await payOrder(ctx.app, order.id, customer.cookie);
    expect((await viewOrder(ctx.app, order.id, customer.cookie)).dues).toEqual([]);
    const [row] = await ctx.app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.paidAt).not.toBeNull();
    const booked = await ctx.app.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.orderId, order.id));
    expect(booked.map((t) => t.kind)).toEqual(['order_payment']);
    await expectWhole();
  });
});
