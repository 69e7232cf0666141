import { describe, expect, it } from 'vitest';
import { MESSAGES, V } from '@hearth/domain/messages';
import { TEST_CARD_DECLINE_MESSAGE, type PaymentIntentModel } from '@hearth/domain/orders';
import { envelope, useTestApp } from '../../test/test-app.ts';
import { confirm, createIntent, GOOD_CARD, orderAction, orderRow } from '../orders/order-test-helpers.ts';
import { get, model, post, postJson, signUp } from '../profile/profile-test-helpers.ts';
import { TOP_UP_MAX_CENTS, TOP_UP_MIN_CENTS } from '@hearth/domain/wallet';
import {
  DECLINED_CARD,
  intentsOf,
  orderToPay,
  paymentsOf,
  topUpIntent,
  topUpIntentsOf,
} from './payment-test-helpers.ts';

/** The payment calls with the built-in test provider (the default: no Stripe keys). */

const ctx = useTestApp();

describe('POST /secure/stripe-intent (test provider)', () => {
  it('creates an intent for the online amount stored on the order', async () => {
    const { order, customer } = await orderToPay(ctx.app, ctx.clock);
    const intent = await createIntent(ctx.app, order, customer.cookie);
    expect(intent.provider).toBe('test');
    expect(intent.amount).toBe(order.onlineAmount);
    expect(intent.id).toMatch(/^ti_[0-9a-f]+$/);
    expect(intent.secret).toMatch(new RegExp(`^${intent.id}_secret_[0-9a-f]+$`));
    const [row] = await intentsOf(ctx.app, order.id);
    expect(row).toMatchObject({
      id: intent.id,
      purpose: 'order',
      userId: customer.id,
      amountCents: order.onlineAmount,
      status: 'requires_payment_method',
      idempotencyKey: `order-${order.id}-${order.onlineAmount}`,
    });
  });

  it('refuses an amount that is not the order’s, and creates nothing', async () => {
    const { order, customer } = await orderToPay(ctx.app, ctx.clock);
    for (const amount of [order.onlineAmount - 1, order.onlineAmount + 100, 1]) {
      const res = await post(
        ctx.app,
        '/secure/stripe-intent',
        { orderId: order.id, amount },
        customer.cookie,
      );
      expect(res.statusCode).toBe(400);
      expect(envelope(res)).toMatchObject({
        success: false,
        messages: [{ message: MESSAGES.amountMismatch }],
      });
      expect(envelope(res).model).toBeUndefined();
    }
    expect(await intentsOf(ctx.app, order.id)).toEqual([]);
  });

  it('answers a retry, and two calls at once, with the same intent', async () => {
    const { order, customer } = await orderToPay(ctx.app, ctx.clock);
    const first = await createIntent(ctx.app, order, customer.cookie);
    expect(await createIntent(ctx.app, order, customer.cookie)).toEqual(first);

    const other = await orderToPay(ctx.app, ctx.clock);
    const both = await Promise.all([
      createIntent(ctx.app, other.order, other.customer.cookie),
      createIntent(ctx.app, other.order, other.customer.cookie),
    ]);
    expect(both[0]).toEqual(both[1]);
    expect(await intentsOf(ctx.app, other.order.id)).toHaveLength(1);
  });

  it('takes JSON bodies too', async () => {
    const { order, customer } = await orderToPay(ctx.app, ctx.clock);
    const intent = model<PaymentIntentModel>(
      await postJson(
        ctx.app,
        '/secure/stripe-intent',
        { orderId: order.id, amount: order.onlineAmount },
        customer.cookie,
      ),
    );
    expect(intent.amount).toBe(order.onlineAmount);
  });

  it('answers 404 for another user’s order and for an unknown one; 401 when signed out', async () => {
    const { order } = await orderToPay(ctx.app, ctx.clock);
    const stranger = await signUp(ctx.app, 'stranger@example.com');
    const body = { orderId: order.id, amount: order.onlineAmount };
    const res = await post(ctx.app, '/secure/stripe-intent', body, stranger.cookie);
    expect(res.statusCode).toBe(404);
    expect(envelope(res).messages).toEqual([{ message: MESSAGES.orderNotFound }]);
    const unknown = await post(
      ctx.app,
      '/secure/stripe-intent',
      { ...body, orderId: 999_999 },
      stranger.cookie,
    );
    expect(unknown.statusCode).toBe(404);
    expect((await post(ctx.app, '/secure/stripe-intent', body)).statusCode).toBe(401);
    expect(await intentsOf(ctx.app, order.id)).toEqual([]);
  });

  it('makes order id 0 a wallet top-up intent of the user, for 1 to 1000 EUR', async () => {
    const user = await signUp(ctx.app, 'wallet@example.com');
    const intent = await topUpIntent(ctx.app, 500, user.cookie);
    expect(intent).toMatchObject({ amount: 500, provider: 'test' });
    const [row] = await topUpIntentsOf(ctx.app, user.id);
    expect(row).toMatchObject({ id: intent.id, purpose: 'wallet_top_up', orderId: null, userId: user.id });

    for (const amount of [TOP_UP_MIN_CENTS - 1, TOP_UP_MAX_CENTS + 1]) {
      const res = await post(ctx.app, '/secure/stripe-intent', { orderId: 0, amount }, user.cookie);
      expect(res.statusCode).toBe(400);
      expect(envelope(res)).toMatchObject({
        messages: [{ message: MESSAGES.topUpAmount }],
        fieldErrors: { amount: [MESSAGES.topUpAmount] },
      });
    }
    expect(await topUpIntentsOf(ctx.app, user.id)).toHaveLength(1);
  });

  it('answers a top-up retry, or two at once, with the unpaid intent; a new amount or a paid one makes a new one', async () => {
    const user = await signUp(ctx.app, 'wallet@example.com');
    const [first, second] = await Promise.all([
      topUpIntent(ctx.app, 500, user.cookie),
      topUpIntent(ctx.app, 500, user.cookie),
    ]);
    expect(second).toEqual(first);
    expect(await topUpIntent(ctx.app, 500, user.cookie)).toEqual(first);
    const other = await topUpIntent(ctx.app, 700, user.cookie);
    expect(other.id).not.toBe(first.id);

    expect((await confirm(ctx.app, first.id, GOOD_CARD, user.cookie)).statusCode).toBe(200);
    const next = await topUpIntent(ctx.app, 500, user.cookie);
    expect(next.id).not.toBe(first.id);
    expect(await topUpIntentsOf(ctx.app, user.id)).toHaveLength(3);
  });

  it('refuses an order without a delivery address, and bad input, with clear errors', async () => {
    const { order, customer } = await orderToPay(ctx.app, ctx.clock, { address: false });
    const cookie = customer.cookie;
    const res = await post(
      ctx.app,
      '/secure/stripe-intent',
      { orderId: order.id, amount: order.onlineAmount },
      cookie,
    );
    expect(res.statusCode).toBe(400);
    expect(envelope(res).messages).toEqual([{ message: MESSAGES.addressRequired }]);

    const bad = [
      {},
      { orderId: order.id },
      { orderId: order.id, amount: 'lots' },
      { orderId: order.id, amount: -5 },
      { orderId: order.id, amount: 12.5 },
      { orderId: 'x', amount: 100 },
      { orderId: -1, amount: 100 },
    ];
    for (const body of bad) {
      const answer = await postJson(ctx.app, '/secure/stripe-intent', body, cookie);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(envelope(answer).fieldErrors).toBeDefined();
    }
    const hostile = await postJson(
      ctx.app,
      '/secure/stripe-intent',
      { orderId: [1], amount: { $gt: 0 } },
      cookie,
    );
    expect(hostile.statusCode).toBe(400);
    expect(await intentsOf(ctx.app, order.id)).toEqual([]);
  });
});

describe('POST /payments/test/confirm', () => {
  it('pays with 4242 4242 4242 4242: one payment recorded, the order paid', async () => {
    const { order, customer } = await orderToPay(ctx.app, ctx.clock);
    const intent = await createIntent(ctx.app, order, customer.cookie);
    const res = await confirm(ctx.app, intent.id, GOOD_CARD, customer.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(envelope(res).success).toBe(true);

    const [payment] = await paymentsOf(ctx.app, order.id);
    expect(payment).toMatchObject({
      intentId: intent.id,
      provider: 'test',
      amountCents: order.onlineAmount,
      refundedCents: 0,
      userId: customer.id,
    });
    expect(payment!.eventId).toMatch(/^evt_test_/);
    expect((await orderRow(ctx.app, order.id)).paidAt).toBeInstanceOf(Date);
    const [row] = await intentsOf(ctx.app, order.id);
    expect(row!.status).toBe('succeeded');
  });

  it('answers 409 to paying a succeeded intent again, and records nothing twice', async () => {
    const { order, customer } = await orderToPay(ctx.app, ctx.clock);
    const intent = await createIntent(ctx.app, order, customer.cookie);
    expect((await confirm(ctx.app, intent.id, GOOD_CARD, customer.cookie)).statusCode).toBe(200);
    const again = await confirm(ctx.app, intent.id, GOOD_CARD, customer.cookie);
    expect(again.statusCode).toBe(409);
    expect(envelope(again).messages).toEqual([{ message: MESSAGES.orderAlreadyPaid }]);
    expect(await paymentsOf(ctx.app, order.id)).toHaveLength(1);
    // The order is paid: no new intent either.
    const intentAgain = await post(
      ctx.app,
      '/secure/stripe-intent',
      { orderId: order.id, amount: order.onlineAmount },
      customer.cookie,
    );
    expect(intentAgain.statusCode).toBe(409);
  });

  it('two confirmations at once record one payment', async () => {
    const { order, customer } = await orderToPay(ctx.app, ctx.clock);
    const intent = await createIntent(ctx.app, order, customer.cookie);
    const answers = await Promise.all([
      confirm(ctx.app, intent.id, GOOD_CARD, customer.cookie),
      confirm(ctx.app, intent.id, GOOD_CARD, customer.cookie),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await paymentsOf(ctx.app, order.id)).toHaveLength(1);
  });

  it('declines 4000 0000 0000 0002 and any other valid card: card_error, the order stays pending', async () => {
    const { order, customer } = await orderToPay(ctx.app, ctx.clock);
    const intent = await createIntent(ctx.app, order, customer.cookie);
    for (const cardNumber of [DECLINED_CARD.cardNumber, '5555555555554444']) {
      const res = await confirm(ctx.app, intent.id, { ...GOOD_CARD, cardNumber }, customer.cookie);
      expect(res.statusCode).toBe(402);
      expect(envelope(res)).toEqual({
        success: false,
        messages: [{ message: TEST_CARD_DECLINE_MESSAGE }],
        model: { error: { type: 'card_error', message: TEST_CARD_DECLINE_MESSAGE } },
      });
    }
    const [row] = await intentsOf(ctx.app, order.id);
    expect(row).toMatchObject({ status: 'failed', lastError: TEST_CARD_DECLINE_MESSAGE });
    expect(await paymentsOf(ctx.app, order.id)).toEqual([]);
    expect((await orderRow(ctx.app, order.id)).paidAt).toBeNull();

    // The customer may try again with a good card on the same intent.
    expect((await confirm(ctx.app, intent.id, GOOD_CARD, customer.cookie)).statusCode).toBe(200);
    expect(await paymentsOf(ctx.app, order.id)).toHaveLength(1);
  });

  it('answers malformed card fields with fieldErrors (validation_error), recording nothing', async () => {
    const { order, customer } = await orderToPay(ctx.app, ctx.clock);
    const intent = await createIntent(ctx.app, order, customer.cookie);
    const cases: [Record<string, string>, string, string][] = [
      [{ ...GOOD_CARD, cardNumber: '4242 4242 4242 4241' }, 'cardNumber', V.cardNumber],
      [{ ...GOOD_CARD, cardNumber: 'abcd' }, 'cardNumber', V.cardNumber],
      [{ ...GOOD_CARD, cardNumber: '' }, 'cardNumber', 'required'],
      [{ ...GOOD_CARD, cvc: '12' }, 'cvc', V.cardCvc],
      [{ ...GOOD_CARD, expiry: '13/40' }, 'expiry', V.cardExpiry],
      [{ ...GOOD_CARD, expiry: '01/20' }, 'expiry', V.cardExpiry],
      [{ ...GOOD_CARD, expiry: 'soon' }, 'expiry', V.cardExpiry],
    ];
    for (const [card, field, message] of cases) {
      const res = await confirm(ctx.app, intent.id, card, customer.cookie);
      expect(res.statusCode, JSON.stringify(card)).toBe(400);
      const body = envelope<{ error: { type: string } }>(res);
      expect(body.fieldErrors?.[field]?.[0]).toBe(message);
      expect(body.model?.error.type).toBe('validation_error');
    }
    const [row] = await intentsOf(ctx.app, order.id);
    expect(row!.status).toBe('requires_payment_method');
    expect(await paymentsOf(ctx.app, order.id)).toEqual([]);
  });

  it('refuses to pay an order cancelled after its intent was made', async () => {
    const { order, customer } = await orderToPay(ctx.app, ctx.clock);
    const intent = await createIntent(ctx.app, order, customer.cookie);
    model(await orderAction(ctx.app, order.id, 'cancel', customer.cookie));
    const res = await confirm(ctx.app, intent.id, GOOD_CARD, customer.cookie);
    expect(res.statusCode).toBe(409);
    expect(envelope(res).messages).toEqual([{ message: MESSAGES.orderActionNotAllowed }]);
    expect(await paymentsOf(ctx.app, order.id)).toEqual([]);
  });

  it('answers 404 to anyone but the intent’s user, and for unknown intents; nothing is paid', async () => {
    const { order, customer } = await orderToPay(ctx.app, ctx.clock);
    const intent = await createIntent(ctx.app, order, customer.cookie);
    const stranger = await signUp(ctx.app, 'thief@example.com');
    for (const cookie of [stranger.cookie, undefined]) {
      const res = await confirm(ctx.app, intent.id, GOOD_CARD, cookie);
      expect(res.statusCode).toBe(404);
      expect(envelope(res).messages).toEqual([{ message: MESSAGES.paymentNotFound }]);
    }
    expect((await confirm(ctx.app, 'ti_nope', GOOD_CARD, customer.cookie)).statusCode).toBe(404);
    expect(await paymentsOf(ctx.app, order.id)).toEqual([]);
    expect((await orderRow(ctx.app, order.id)).paidAt).toBeNull();
  });

  it('the Stripe webhook does not exist while the test provider is active', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/payments/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /config', () => {
  it('names the test provider and no publishable key', async () => {
    const config = model<Record<string, unknown>>(await get(ctx.app, '/config'));
    expect(config).toMatchObject({ paymentProvider: 'test', stripePublishableKey: null });
  });
});
