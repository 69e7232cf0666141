import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@hearth/domain/messages';
import { buildApp } from '../../app.ts';
import { checkInvariants } from '../../checks/invariants.ts';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { refunds } from '../../db/schema.ts';
import { envelope, openTestDatabase, TEST_ENV, TestClock, truncateAll } from '../../test/test-app.ts';
import { createIntent, orderAction, orderRow } from '../orders/order-test-helpers.ts';
import { model, post } from '../profile/profile-test-helpers.ts';
import { refundOrder, resendUnsentRefunds } from './payment-service.ts';
import { intentsOf, orderToPay, paymentsOf, refundsOf } from './payment-test-helpers.ts';
import { StripeApiTestServer } from './stripe-api-test-server.ts';
import { FAKE_STRIPE_ENV, intentEvent, sendWebhook } from './stripe-event-test-helpers.ts';
import { STRIPE_MAX_NETWORK_RETRIES } from './stripe-payment-provider.ts';

/**
 * Payment provider errors and time-outs (decision 037), against the local stand-in for Stripe's API:
 * a failing, rate-limiting, unreachable or silent Stripe answers a clear 503 and writes nothing; the order
 * stays pending and is paid on the next attempt; a refund Stripe cannot take stays pending and is sent again
 * with its key; a late, repeated or concurrent payment event records the payment once.
 */

const stripeApi = new StripeApiTestServer();
const clock = new TestClock();
let app: FastifyInstance;
let database: Database;
let drop: () => Promise<void>;

// The SDK as configured for production (STRIPE_MAX_NETWORK_RETRIES), with a short time-out for the test.
const TIMEOUT_MS = 500;

beforeAll(async () => {
  await stripeApi.start();
  ({ database, drop } = await openTestDatabase());
  app = await buildApp({
    config: loadConfig({ ...TEST_ENV, ...FAKE_STRIPE_ENV }),
    database,
    clock: clock.now,
    logger: false,
    paymentProvider: stripeApi.provider({
      timeout: TIMEOUT_MS,
      maxNetworkRetries: STRIPE_MAX_NETWORK_RETRIES,
    }),
  });
  await app.ready();
});
afterEach(async () => {
  clock.reset();
  stripeApi.clear();
  await truncateAll(database);
});
afterAll(async () => {
  await app?.close();
  await drop?.();
  await stripeApi.stop();
});

type Fault = 'answers 500' | 'answers 429' | 'answers 503' | 'drops the connection' | 'never answers';

const TRIES = 1 + STRIPE_MAX_NETWORK_RETRIES;
/** Requests one failed attempt sends: the SDK retries network errors, time-outs and 5xx, not a 429. */
const REQUESTS_PER_ATTEMPT: Record<Fault, number> = {
  'answers 500': TRIES,
  'answers 429': 1,
  'answers 503': TRIES,
  'drops the connection': TRIES,
  'never answers': TRIES,
};

function breakStripe(fault: Fault) {
  if (fault === 'drops the connection') stripeApi.dropConnection = true;
  else if (fault === 'never answers') stripeApi.hang = true;
  else stripeApi.failWith = Number(fault.slice(-3));
}

function mendStripe() {
  stripeApi.failWith = null;
  stripeApi.dropConnection = false;
  stripeApi.hang = false;
}

/** The order is as it was before the attempt: pending, unpaid, no intent, no payment. */
async function expectUntouched(orderId: number) {
  const row = await orderRow(app, orderId);
  expect(row.status).toBe('placed');
  expect(row.paidAt).toBeNull();
  expect(await intentsOf(app, orderId)).toEqual([]);
  expect(await paymentsOf(app, orderId)).toEqual([]);
}

describe('POST /secure/stripe-intent while Stripe is failing', () => {
  it.each<Fault>(['answers 500', 'answers 429', 'answers 503', 'drops the connection', 'never answers'])(
    'when Stripe %s: 503 with the provider message, nothing written; the next attempt pays the order once',
    async (fault) => {
      const { order, customer } = await orderToPay(app, clock);
      const body = { orderId: order.id, amount: order.onlineAmount };
      breakStripe(fault);
      const failed = await post(app, '/secure/stripe-intent', body, customer.cookie);
      expect(failed.statusCode, failed.body).toBe(503);
      expect(envelope(failed)).toEqual({
        success: false,
        messages: [{ message: MESSAGES.paymentProviderUnavailable }],
      });
      // Bounded: the first request and the SDK's retries, no more.
      expect(stripeApi.requests).toHaveLength(REQUESTS_PER_ATTEMPT[fault]);
      await expectUntouched(order.id);
      expect(await checkInvariants(app.db)).toEqual([]);

      mendStripe();
      const intent = await createIntent(app, order, customer.cookie);
      const [stored] = await intentsOf(app, order.id);
      expect(stored).toMatchObject({ id: intent.id, amountCents: order.onlineAmount, lastError: null });
      expect(intent.id).toMatch(/^pi_fake/);
      if (fault === 'never answers') {
        // Stripe made the intent while its answer was lost: the same key brings that one back.
        expect(stripeApi.intentIds()).toEqual([intent.id]);
      }
      await sendWebhook(app, intentEvent({ intentId: intent.id, amount: order.onlineAmount }));
      expect(await paymentsOf(app, order.id)).toHaveLength(1);
      expect((await orderRow(app, order.id)).paidAt).toBeInstanceOf(Date);
      expect(await checkInvariants(app.db)).toEqual([]);
    },
  );

  it('asks again under a fresh key when Stripe replays the 500 it keeps under the order’s key', async () => {
    const { order, customer } = await orderToPay(app, clock);
    stripeApi.failWith = 500;
    expect(
      (
        await post(
          app,
          '/secure/stripe-intent',
          { orderId: order.id, amount: order.onlineAmount },
          customer.cookie,
        )
      ).statusCode,
    ).toBe(503);
    stripeApi.failWith = null;
    stripeApi.requests.length = 0;
    const intent = await createIntent(app, order, customer.cookie);
    const keys = stripeApi.requests.map((r) => r.headers['idempotency-key']);
    const orderKey = `order-${order.id}-${order.onlineAmount}`;
    // The replayed 500 (the SDK retries it too), then one request under a fresh key.
    expect(keys.slice(0, -1).every((k) => k === orderKey)).toBe(true);
    expect(keys.at(-1)).toMatch(new RegExp(`^${orderKey}:[0-9a-f-]{36}$`));
    expect(await intentsOf(app, order.id)).toMatchObject([{ id: intent.id, idempotencyKey: orderKey }]);
  });
});

describe('refunds while Stripe is failing', () => {
  it.each<Fault>(['answers 503', 'drops the connection', 'never answers'])(
    'when Stripe %s: the cancellation stands, its refund waits without a provider id and is sent again once',
    async (fault) => {
      const { order, customer } = await orderToPay(app, clock);
      const intent = await createIntent(app, order, customer.cookie);
      await sendWebhook(app, intentEvent({ intentId: intent.id, amount: order.onlineAmount }));
      const [payment] = await paymentsOf(app, order.id);

      breakStripe(fault);
      const cancelled = await orderAction(app, order.id, 'cancel', customer.cookie);
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      const [waiting] = await refundsOf(app, payment!.id);
      expect(waiting).toMatchObject({ status: 'pending', providerRefundId: null });
      expect(await checkInvariants(app.db)).toEqual([]);

      mendStripe();
      // The resender leaves a refund alone while its first send may still be under way, then sends it (two
      // instances at once: the same key, one refund at Stripe); the cancellation's own key sends nothing more.
      // Whether the second instance still finds the refund unsent depends on which of them the database
      // answers first, so each one sends it at most once and one of them at least.
      expect(await resendUnsentRefunds(app)).toBe(0);
      clock.advance(2 * 60_000);
      const sentByEach = await Promise.all([resendUnsentRefunds(app), resendUnsentRefunds(app)]);
      expect(Math.max(...sentByEach)).toBe(1);
      expect(await resendUnsentRefunds(app)).toBe(0);
      await refundOrder(app, {
        orderId: order.id,
        amountCents: waiting!.amountCents,
        idempotencyKey: `cancel-order-${order.id}`,
      });
      const refunds = await refundsOf(app, payment!.id);
      expect(refunds).toMatchObject([
        { status: 'succeeded', providerRefundId: expect.stringMatching(/^re_fake/) },
      ]);
      const keys = new Set(
        stripeApi.requests.filter((r) => r.path === '/v1/refunds').map((r) => r.headers['idempotency-key']),
      );
      expect(keys.size).toBe(1);
      const [after] = await paymentsOf(app, order.id);
      expect(after!.refundedCents).toBe(waiting!.amountCents);
      expect((await orderRow(app, order.id)).status).toBe('cancelled');
      expect(await checkInvariants(app.db)).toEqual([]);
    },
  );
});

describe('a refund whose key Stripe replays as a 500', () => {
  it('is looked up at Stripe, then sent once under a second key, even by two resenders at once', async () => {
    const { order, customer } = await orderToPay(app, clock);
    const intent = await createIntent(app, order, customer.cookie);
    await sendWebhook(app, intentEvent({ intentId: intent.id, amount: order.onlineAmount }));
    const [payment] = await paymentsOf(app, order.id);
    stripeApi.failWith = 500; // kept under the cancellation's key, then replayed to every retry
    model(await orderAction(app, order.id, 'cancel', customer.cookie));
    expect(await refundsOf(app, payment!.id)).toMatchObject([{ status: 'pending', providerRefundId: null }]);

    stripeApi.failWith = null;
    clock.advance(2 * 60_000);
    await Promise.all([resendUnsentRefunds(app), resendUnsentRefunds(app)]);
    const key = `cancel-order-${order.id}:payment-${payment!.id}`;
    const [refund] = await refundsOf(app, payment!.id);
    expect(refund).toMatchObject({ status: 'succeeded', providerRefundId: stripeApi.refundIds()[0] });
    expect(stripeApi.refundIds()).toHaveLength(1);
    expect(stripeApi.requests.some((r) => r.method === 'GET' && r.form.payment_intent === intent.id)).toBe(
      true,
    );
    const posted = stripeApi.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds');
    expect(new Set(posted.map((r) => r.headers['idempotency-key']))).toEqual(
      new Set([key, `${key}:after-replayed-500`]),
    );
    expect(posted.every((r) => r.form['metadata[hearthKey]'] === key)).toBe(true);
    expect(await resendUnsentRefunds(app)).toBe(0);
    expect(await checkInvariants(app.db)).toEqual([]);
  });

  it('is not made again when Stripe made it despite the 500', async () => {
    const { order, customer } = await orderToPay(app, clock);
    const intent = await createIntent(app, order, customer.cookie);
    await sendWebhook(app, intentEvent({ intentId: intent.id, amount: order.onlineAmount }));
    const [payment] = await paymentsOf(app, order.id);
    model(await orderAction(app, order.id, 'cancel', customer.cookie));
    const [made] = await refundsOf(app, payment!.id);
    // As if Stripe had made the refund and then failed: its key now replays a 500, the refund exists.
    await database.db.update(refunds).set({ providerRefundId: null, status: 'pending' });
    stripeApi.failKeptAnswers();

    clock.advance(2 * 60_000);
    expect(await resendUnsentRefunds(app)).toBe(1);
    expect(await refundsOf(app, payment!.id)).toMatchObject([
      { status: 'succeeded', providerRefundId: made!.providerRefundId },
    ]);
    expect(stripeApi.refundIds()).toEqual([made!.providerRefundId]);
    expect(await checkInvariants(app.db)).toEqual([]);
  });
});

describe('late and repeated payment events', () => {
  async function intentOfNewOrder() {
    const toPay = await orderToPay(app, clock);
    const intent = await createIntent(app, toPay.order, toPay.customer.cookie);
    return { ...toPay, intent };
  }

  it('records the payment once after a declined attempt, and ignores an intent it never stored', async () => {
    const { order, intent } = await intentOfNewOrder();
    const amount = order.onlineAmount;
    await sendWebhook(
      app,
      intentEvent({ type: 'payment_intent.payment_failed', intentId: intent.id, amount }),
    );
    expect(await intentsOf(app, order.id)).toMatchObject([{ status: 'failed' }]);
    // An intent Stripe made for the order but whose answer never reached us cannot be recorded.
    expect((await sendWebhook(app, intentEvent({ intentId: 'pi_never_stored', amount }))).statusCode).toBe(
      200,
    );
    expect(await paymentsOf(app, order.id)).toEqual([]);

    const success = intentEvent({ id: 'evt_late_success', intentId: intent.id, amount });
    await sendWebhook(app, success);
    await sendWebhook(app, success);
    await sendWebhook(
      app,
      intentEvent({ type: 'payment_intent.payment_failed', intentId: intent.id, amount }),
    );
    expect(await paymentsOf(app, order.id)).toMatchObject([
      { intentId: intent.id, eventId: 'evt_late_success' },
    ]);
    expect(await intentsOf(app, order.id)).toMatchObject([{ status: 'succeeded' }]);
    expect(await checkInvariants(app.db)).toEqual([]);
  });

  it('records one payment for the same event and for different events of one intent sent at once', async () => {
    const { order, intent } = await intentOfNewOrder();
    const amount = order.onlineAmount;
    const same = intentEvent({ id: 'evt_same', intentId: intent.id, amount });
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => sendWebhook(app, same)),
      ...Array.from({ length: 5 }, () => sendWebhook(app, intentEvent({ intentId: intent.id, amount }))),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(await paymentsOf(app, order.id)).toHaveLength(1);
    expect(await checkInvariants(app.db)).toEqual([]);
  });

  it('records a payment that arrives after the cancellation once, and gives it back in full once', async () => {
    const { order, customer, intent } = await intentOfNewOrder();
    model(await orderAction(app, order.id, 'cancel', customer.cookie));
    const late = intentEvent({ id: 'evt_after_cancel', intentId: intent.id, amount: order.onlineAmount });
    await Promise.all([sendWebhook(app, late), sendWebhook(app, late)]);
    await sendWebhook(app, intentEvent({ intentId: intent.id, amount: order.onlineAmount }));
    const [payment, ...more] = await paymentsOf(app, order.id);
    expect(more).toEqual([]);
    expect(payment!.refundedCents).toBe(order.onlineAmount);
    expect(await refundsOf(app, payment!.id)).toMatchObject([{ status: 'succeeded' }]);
    expect(stripeApi.requests.filter((r) => r.path === '/v1/refunds')).toHaveLength(1);
    expect((await orderRow(app, order.id)).status).toBe('cancelled');
    expect(await checkInvariants(app.db)).toEqual([]);
  });
});
