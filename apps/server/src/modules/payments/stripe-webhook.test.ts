import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@hearth/domain/messages';
import { paymentEvents } from '../../db/schema.ts';
import { envelope, useTestApp } from '../../test/test-app.ts';
import { confirm, GOOD_CARD, orderRow } from '../orders/order-test-helpers.ts';
import { get, model } from '../profile/profile-test-helpers.ts';
import { intentsOf, orderToPay, paymentsOf, storeIntent } from './payment-test-helpers.ts';
import { FAKE_STRIPE_ENV, intentEvent, sendWebhook, signature } from './stripe-event-test-helpers.ts';

/** Stripe's webhook, with fake keys and events signed by the SDK's own test helper. */

const ctx = useTestApp(FAKE_STRIPE_ENV);

async function stripeOrder(intentId = 'pi_test_1') {
  const toPay = await orderToPay(ctx.app, ctx.clock);
  await storeIntent(ctx.app, toPay, { id: intentId });
  return toPay;
}

describe('POST /payments/stripe/webhook', () => {
  it('records payment_intent.succeeded once when the same event arrives ten times', async () => {
    const { order } = await stripeOrder();
    const payload = intentEvent({ id: 'evt_1', intentId: 'pi_test_1', amount: order.onlineAmount });
    for (let i = 0; i < 10; i += 1) {
      const res = await sendWebhook(ctx.app, payload);
      expect(res.statusCode, res.body).toBe(200);
      expect(envelope(res).success).toBe(true);
    }
    const rows = await paymentsOf(ctx.app, order.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ intentId: 'pi_test_1', eventId: 'evt_1', provider: 'stripe' });
    expect(rows[0]!.amountCents).toBe(order.onlineAmount);
    expect((await orderRow(ctx.app, order.id)).paidAt).toBeInstanceOf(Date);
    expect(await ctx.app.db.select().from(paymentEvents)).toHaveLength(1);
  });

  it('records one payment for two different events of the same intent, even at once', async () => {
    const { order } = await stripeOrder();
    const amount = order.onlineAmount;
    const answers = await Promise.all([
      sendWebhook(ctx.app, intentEvent({ id: 'evt_a', intentId: 'pi_test_1', amount })),
      sendWebhook(ctx.app, intentEvent({ id: 'evt_b', intentId: 'pi_test_1', amount })),
      sendWebhook(ctx.app, intentEvent({ id: 'evt_c', intentId: 'pi_test_1', amount })),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(await paymentsOf(ctx.app, order.id)).toHaveLength(1);
  });

  it('refuses a bad, missing or foreign signature with 400 and records nothing', async () => {
    const { order } = await stripeOrder();
    const payload = intentEvent({ intentId: 'pi_test_1', amount: order.onlineAmount });
    const forged = payload.replace(`"amount":${order.onlineAmount}`, '"amount":1');
    const cases: [string, string | null][] = [
      [payload, null],
      [payload, 'garbage'],
      [payload, signature(payload, 'whsec_someoneelse')],
      [forged, signature(payload)],
      [payload, `t=${Math.floor(Date.now() / 1000) - 3600},v1=${'0'.repeat(64)}`],
    ];
    for (const [body, header] of cases) {
      const res = await sendWebhook(ctx.app, body, header);
      expect(res.statusCode).toBe(400);
      expect(envelope(res).messages).toEqual([{ message: MESSAGES.webhookSignatureInvalid }]);
    }
    const empty = await ctx.app.inject({ method: 'POST', url: '/payments/stripe/webhook' });
    expect(empty.statusCode).toBe(400);
    expect(await paymentsOf(ctx.app, order.id)).toEqual([]);
    expect(await ctx.app.db.select().from(paymentEvents)).toEqual([]);
    expect((await orderRow(ctx.app, order.id)).paidAt).toBeNull();
  });

  it('does not record an event whose amount or currency differs from the intent’s', async () => {
    const { order } = await stripeOrder();
    const amount = order.onlineAmount;
    for (const payload of [
      intentEvent({ intentId: 'pi_test_1', amount: amount - 1 }),
      intentEvent({ intentId: 'pi_test_1', amount, currency: 'usd' }),
    ]) {
      expect((await sendWebhook(ctx.app, payload)).statusCode).toBe(200);
    }
    expect(await paymentsOf(ctx.app, order.id)).toEqual([]);
    expect((await orderRow(ctx.app, order.id)).paidAt).toBeNull();
  });

  it('records payment_intent.payment_failed on the intent; the order stays pending', async () => {
    const { order } = await stripeOrder();
    const payload = intentEvent({
      type: 'payment_intent.payment_failed',
      intentId: 'pi_test_1',
      amount: order.onlineAmount,
    });
    expect((await sendWebhook(ctx.app, payload)).statusCode).toBe(200);
    const [intent] = await intentsOf(ctx.app, order.id);
    expect(intent).toMatchObject({ status: 'failed', lastError: 'Your card was declined.' });
    expect((await orderRow(ctx.app, order.id)).paidAt).toBeNull();

    // Paid later with another card: the success wins, and a late failure does not undo it.
    const amount = order.onlineAmount;
    await sendWebhook(ctx.app, intentEvent({ intentId: 'pi_test_1', amount }));
    await sendWebhook(
      ctx.app,
      intentEvent({ type: 'payment_intent.payment_failed', intentId: 'pi_test_1', amount }),
    );
    const [after] = await intentsOf(ctx.app, order.id);
    expect(after!.status).toBe('succeeded');
    expect(await paymentsOf(ctx.app, order.id)).toHaveLength(1);
  });

  it('acknowledges other event types and unknown intents without recording anything', async () => {
    const { order } = await stripeOrder();
    const other = intentEvent({ type: 'charge.refunded', intentId: 'pi_test_1', amount: 100 });
    expect((await sendWebhook(ctx.app, other)).statusCode).toBe(200);
    const unknown = intentEvent({ intentId: 'pi_elsewhere', amount: 100 });
    expect((await sendWebhook(ctx.app, unknown)).statusCode).toBe(200);
    expect(await paymentsOf(ctx.app, order.id)).toEqual([]);
  });

  it('passes the cross-site check (Stripe sends no Origin) while a browser’s cross-site form is still refused', async () => {
    const { order } = await stripeOrder();
    const payload = intentEvent({ intentId: 'pi_test_1', amount: order.onlineAmount });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/payments/stripe/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signature(payload),
        host: 'hearth.test',
      },
      payload,
    });
    expect(res.statusCode).toBe(200);
    // The raw-body parser is the webhook's only: the rest of the app still parses forms and refuses other sites.
    const crossSite = await ctx.app.inject({
      method: 'POST',
      url: '/secure/stripe-intent',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      payload: 'orderId=1&amount=1',
    });
    expect(crossSite.statusCode).toBe(403);
  });

  it('has no test card form while Stripe is active', async () => {
    const { customer } = await stripeOrder();
    const res = await confirm(ctx.app, 'pi_test_1', GOOD_CARD, customer.cookie);
    expect(res.statusCode).toBe(404);
    expect((await confirm(ctx.app, 'pi_test_1', {}, customer.cookie)).statusCode).toBe(404);
  });
});

describe('GET /config with Stripe', () => {
  it('names Stripe and its publishable key, never the secret ones', async () => {
    const res = await get(ctx.app, '/config');
    expect(model(res)).toMatchObject({
      paymentProvider: 'stripe',
      stripePublishableKey: FAKE_STRIPE_ENV.STRIPE_PUBLISHABLE_KEY,
    });
    expect(res.body).not.toContain(FAKE_STRIPE_ENV.STRIPE_SECRET_KEY);
    expect(res.body).not.toContain(FAKE_STRIPE_ENV.STRIPE_WEBHOOK_SECRET);
  });
});
