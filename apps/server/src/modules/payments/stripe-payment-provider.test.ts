import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@hearth/domain/messages';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { envelope, openTestDatabase, TEST_ENV, TestClock, truncateAll } from '../../test/test-app.ts';
import { createIntent, orderAction } from '../orders/order-test-helpers.ts';
import { model, post } from '../profile/profile-test-helpers.ts';
import { refundOrder } from './payment-service.ts';
import { intentsOf, orderToPay, paymentsOf, refundsOf } from './payment-test-helpers.ts';
import { StripeApiTestServer } from './stripe-api-test-server.ts';
import { FAKE_STRIPE_ENV, intentEvent, sendWebhook } from './stripe-event-test-helpers.ts';

/**
 * The Stripe provider's calls to Stripe, through the real SDK, against a local stand-in for api.stripe.com:
 * what Stripe receives (amount, currency, metadata, the Idempotency-Key header) is asserted for real.
 */

const stripeApi = new StripeApiTestServer();
// The app keeps the real time; the orders are booked ahead of it.
const clock = new TestClock();
let app: FastifyInstance;
let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  await stripeApi.start();
  ({ database, drop } = await openTestDatabase());
  app = await buildApp({
    config: loadConfig({ ...TEST_ENV, ...FAKE_STRIPE_ENV }),
    database,
    logger: false,
    paymentProvider: stripeApi.provider(),
  });
  await app.ready();
});
afterEach(async () => {
  stripeApi.clear();
  await truncateAll(database);
});
afterAll(async () => {
  await app?.close();
  await drop?.();
  await stripeApi.stop();
});

describe('Stripe intents', () => {
  it('creates the PaymentIntent with the order’s amount in EUR, its metadata and the idempotency key', async () => {
    const { order, customer } = await orderToPay(app, clock);
    const intent = await createIntent(app, order, customer.cookie);
    expect(intent).toEqual({
      id: expect.stringMatching(/^pi_fake/),
      secret: `${intent.id}_secret_${intent.id.slice('pi_'.length)}`,
      amount: order.onlineAmount,
      provider: 'stripe',
    });
    expect(stripeApi.requests).toHaveLength(1);
    const [sent] = stripeApi.requests;
    expect(sent).toMatchObject({ method: 'POST', path: '/v1/payment_intents' });
    expect(sent!.form).toEqual({
      amount: String(order.onlineAmount),
      currency: 'eur',
      'automatic_payment_methods[enabled]': 'true',
      'metadata[orderId]': String(order.id),
      'metadata[sid]': order.sID,
      'metadata[purpose]': 'order',
    });
    expect(sent!.headers['idempotency-key']).toBe(`order-${order.id}-${order.onlineAmount}`);
    expect(sent!.headers.authorization).toBe(`Bearer ${FAKE_STRIPE_ENV.STRIPE_SECRET_KEY}`);
    expect(await intentsOf(app, order.id)).toHaveLength(1);
  });

  it('answers a retry from the database, and two calls at once with Stripe’s one intent', async () => {
    const { order, customer } = await orderToPay(app, clock);
    const first = await createIntent(app, order, customer.cookie);
    expect(await createIntent(app, order, customer.cookie)).toEqual(first);
    expect(stripeApi.requests).toHaveLength(1);

    const other = await orderToPay(app, clock);
    const both = await Promise.all([
      createIntent(app, other.order, other.customer.cookie),
      createIntent(app, other.order, other.customer.cookie),
    ]);
    expect(both[0]).toEqual(both[1]);
    expect(await intentsOf(app, other.order.id)).toHaveLength(1);
  });

  it('answers 503 when Stripe fails, 400 when Stripe refuses; nothing is stored', async () => {
    const { order, customer } = await orderToPay(app, clock);
    const body = { orderId: order.id, amount: order.onlineAmount };
    stripeApi.failWith = 500;
    const down = await post(app, '/secure/stripe-intent', body, customer.cookie);
    expect(down.statusCode).toBe(503);
    expect(envelope(down).messages).toEqual([{ message: MESSAGES.paymentProviderUnavailable }]);
    stripeApi.failWith = 400;
    const refused = await post(app, '/secure/stripe-intent', body, customer.cookie);
    expect(refused.statusCode).toBe(400);
    expect(envelope(refused).messages).toEqual([{ message: MESSAGES.paymentFailed }]);
    expect(await intentsOf(app, order.id)).toEqual([]);
  });
});

describe('Stripe refunds', () => {
  async function paidOrder() {
    const { order, customer } = await orderToPay(app, clock);
    const intent = await createIntent(app, order, customer.cookie);
    await sendWebhook(app, intentEvent({ intentId: intent.id, amount: order.onlineAmount }));
    const [payment] = await paymentsOf(app, order.id);
    stripeApi.clear();
    return { order, intent, payment: payment! };
  }

  it('asks Stripe for the refund with the idempotency key, once per key', async () => {
    const { order, intent, payment } = await paidOrder();
    for (let i = 0; i < 3; i += 1) {
      await refundOrder(app, { orderId: order.id, amountCents: 500, idempotencyKey: `cancel-${order.id}` });
    }
    expect(stripeApi.requests).toHaveLength(1);
    const [sent] = stripeApi.requests;
    expect(sent).toMatchObject({ path: '/v1/refunds', form: { payment_intent: intent.id, amount: '500' } });
    expect(sent!.headers['idempotency-key']).toBe(`cancel-${order.id}:payment-${payment.id}`);
    const [refund] = await refundsOf(app, payment.id);
    expect(refund).toMatchObject({
      amountCents: 500,
      status: 'succeeded',
      providerRefundId: expect.stringMatching(/^re_fake/),
    });
    const [after] = await paymentsOf(app, order.id);
    expect(after!.refundedCents).toBe(500);
  });

  it('refunds in full a payment that arrives after the order was cancelled', async () => {
    const { order, customer } = await orderToPay(app, clock);
    const intent = await createIntent(app, order, customer.cookie);
    model(await orderAction(app, order.id, 'cancel', customer.cookie));
    stripeApi.clear();
    await sendWebhook(app, intentEvent({ intentId: intent.id, amount: order.onlineAmount }));
    const [payment] = await paymentsOf(app, order.id);
    expect(payment!.refundedCents).toBe(order.onlineAmount);
    expect(stripeApi.requests).toMatchObject([
      { path: '/v1/refunds', form: { payment_intent: intent.id, amount: String(order.onlineAmount) } },
    ]);
    expect(stripeApi.requests[0]!.headers['idempotency-key']).toBe(
      `late-payment-${intent.id}:payment-${payment!.id}`,
    );
    expect(await refundsOf(app, payment!.id)).toMatchObject([{ status: 'succeeded' }]);
  });

  it('keeps a refund Stripe could not take pending, and sends it again with the same key', async () => {
    const { order, payment } = await paidOrder();
    const input = { orderId: order.id, amountCents: 300, idempotencyKey: `cancel-${order.id}` };
    stripeApi.failWith = 503; // refused at Stripe's front: nothing kept under the key
    await refundOrder(app, input);
    expect(await refundsOf(app, payment.id)).toMatchObject([{ status: 'pending', providerRefundId: null }]);
    stripeApi.failWith = null;
    await refundOrder(app, input);
    const refunds = await refundsOf(app, payment.id);
    expect(refunds).toMatchObject([{ status: 'succeeded', amountCents: 300 }]);
    // Both attempts carried the same key, so Stripe refunds once.
    const keys = stripeApi.requests.map((r) => r.headers['idempotency-key']);
    expect(new Set(keys).size).toBe(1);
    const [after] = await paymentsOf(app, order.id);
    expect(after!.refundedCents).toBe(300);
  });
});
