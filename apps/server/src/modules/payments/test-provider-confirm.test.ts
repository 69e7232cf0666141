import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@hearth/domain/messages';
import { checkInvariants } from '../../checks/invariants.ts';
import { envelope, useTestApp } from '../../test/test-app.ts';
import { confirm, createIntent, GOOD_CARD, orderAction, orderRow } from '../orders/order-test-helpers.ts';
import { model } from '../profile/profile-test-helpers.ts';
import { DECLINED_CARD, intentsOf, orderToPay, paymentsOf, refundsOf } from './payment-test-helpers.ts';

/**
 * The built-in test provider's confirm path (POST /payments/test/confirm) has Stripe's guarantees
 * (decision 037): a payment is recorded once, whatever is sent twice, at once, or after a decline or a
 * cancellation, and the invariants hold.
 */

const ctx = useTestApp();

async function intentOfNewOrder() {
  const toPay = await orderToPay(ctx.app, ctx.clock);
  const intent = await createIntent(ctx.app, toPay.order, toPay.customer.cookie);
  return { ...toPay, intent };
}

describe('POST /payments/test/confirm', () => {
  it('records one payment when the card form is sent five times at once', async () => {
    const { order, customer, intent } = await intentOfNewOrder();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => confirm(ctx.app, intent.id, GOOD_CARD, customer.cookie)),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(envelope(refused).messages).toEqual([{ message: MESSAGES.orderAlreadyPaid }]);
    }
    expect(await paymentsOf(ctx.app, order.id)).toHaveLength(1);
    expect(await checkInvariants(ctx.app.db)).toEqual([]);
  });

  it('pays after a declined card with the same intent, once', async () => {
    const { order, customer, intent } = await intentOfNewOrder();
    expect((await confirm(ctx.app, intent.id, DECLINED_CARD, customer.cookie)).statusCode).toBe(402);
    expect(await intentsOf(ctx.app, order.id)).toMatchObject([{ status: 'failed' }]);
    // A new attempt answers the same intent: the order has one.
    expect(await createIntent(ctx.app, order, customer.cookie)).toEqual(intent);
    expect((await confirm(ctx.app, intent.id, GOOD_CARD, customer.cookie)).statusCode).toBe(200);
    expect((await confirm(ctx.app, intent.id, GOOD_CARD, customer.cookie)).statusCode).toBe(409);
    expect(await paymentsOf(ctx.app, order.id)).toHaveLength(1);
    expect(await checkInvariants(ctx.app.db)).toEqual([]);
  });

  it('refuses the card form of a cancelled order and records nothing', async () => {
    const { order, customer, intent } = await intentOfNewOrder();
    model(await orderAction(ctx.app, order.id, 'cancel', customer.cookie));
    const late = await confirm(ctx.app, intent.id, GOOD_CARD, customer.cookie);
    expect(late.statusCode).toBe(409);
    expect(await paymentsOf(ctx.app, order.id)).toEqual([]);
    expect((await orderRow(ctx.app, order.id)).paidAt).toBeNull();
    expect(await checkInvariants(ctx.app.db)).toEqual([]);
  });

  it('keeps one payment, given back when it lost, when the card form and the cancellation race', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { order, customer, intent } = await intentOfNewOrder();
      const [paid, cancelled] = await Promise.all([
        confirm(ctx.app, intent.id, GOOD_CARD, customer.cookie),
        orderAction(ctx.app, order.id, 'cancel', customer.cookie),
      ]);
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect([200, 409]).toContain(paid.statusCode);
      const payments = await paymentsOf(ctx.app, order.id);
      expect(payments).toHaveLength(paid.statusCode === 200 ? 1 : 0);
      for (const payment of payments) {
        // Paid before the cancellation (its refund terms) or after it (all of it back): never kept whole.
        const [refund] = await refundsOf(ctx.app, payment.id);
        expect(refund).toMatchObject({ status: 'succeeded' });
        expect(payment.refundedCents).toBeGreaterThan(0);
      }
      expect((await orderRow(ctx.app, order.id)).status).toBe('cancelled');
      expect(await checkInvariants(ctx.app.db)).toEqual([]);
    }
  });
});
