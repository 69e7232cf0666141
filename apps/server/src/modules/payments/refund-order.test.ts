import { describe, expect, it } from 'vitest';
import type { PaymentRecord } from './payment-repository.ts';
import { useTestApp } from '../../test/test-app.ts';
import { hasPaymentIntent, listPaymentsOfOrders, planRefund, refundOrder } from './payment-service.ts';
import { confirm, createIntent, GOOD_CARD } from '../orders/order-test-helpers.ts';
import { orderToPay, paymentsOf, refundsOf } from './payment-test-helpers.ts';

/** refundOrder and the other calls the orders module makes, with the test provider. */

const ctx = useTestApp();

async function paidOrder() {
  const { order, customer } = await orderToPay(ctx.app, ctx.clock);
  const intent = await createIntent(ctx.app, order, customer.cookie);
  expect((await confirm(ctx.app, intent.id, GOOD_CARD, customer.cookie)).statusCode).toBe(200);
  const [payment] = await paymentsOf(ctx.app, order.id);
  return { order, payment: payment! };
}

describe('refundOrder', () => {
  it('refunds at once with the test provider, once per idempotency key', async () => {
    const { order, payment } = await paidOrder();
    const input = { orderId: order.id, amountCents: 400, idempotencyKey: `cancel-${order.id}` };
    await refundOrder(ctx.app, input);
    await refundOrder(ctx.app, input);
    await Promise.all([refundOrder(ctx.app, input), refundOrder(ctx.app, input)]);
    const refunds = await refundsOf(ctx.app, payment.id);
    expect(refunds).toMatchObject([
      { amountCents: 400, status: 'succeeded', providerRefundId: expect.stringMatching(/^re_test_/) },
    ]);
    const [after] = await paymentsOf(ctx.app, order.id);
    expect(after!.refundedCents).toBe(400);
  });

  it('never refunds more than was paid, over several keys', async () => {
    const { order, payment } = await paidOrder();
    const paid = order.onlineAmount;
    await refundOrder(ctx.app, { orderId: order.id, amountCents: paid - 100, idempotencyKey: 'first' });
    await refundOrder(ctx.app, { orderId: order.id, amountCents: 1_000_000, idempotencyKey: 'second' });
    await refundOrder(ctx.app, { orderId: order.id, amountCents: 50, idempotencyKey: 'third' });
    const refunds = await refundsOf(ctx.app, payment.id);
    expect(refunds.map((r) => r.amountCents)).toEqual([paid - 100, 100]);
    const [after] = await paymentsOf(ctx.app, order.id);
    expect(after!.refundedCents).toBe(paid);
  });

  it('does nothing for 0, for an unpaid order and for an unknown one', async () => {
    const { order, payment } = await paidOrder();
    await refundOrder(ctx.app, { orderId: order.id, amountCents: 0, idempotencyKey: 'zero' });
    expect(await refundsOf(ctx.app, payment.id)).toEqual([]);
    const { order: unpaid } = await orderToPay(ctx.app, ctx.clock);
    await refundOrder(ctx.app, { orderId: unpaid.id, amountCents: 100, idempotencyKey: 'unpaid' });
    await refundOrder(ctx.app, { orderId: 999_999, amountCents: 100, idempotencyKey: 'unknown' });
    expect(await paymentsOf(ctx.app, unpaid.id)).toEqual([]);
    await expect(
      refundOrder(ctx.app, { orderId: order.id, amountCents: -1, idempotencyKey: 'negative' }),
    ).rejects.toThrow();
  });

  it('splits a refund over several payments, oldest first, never beyond what is left of each', () => {
    const payment = (id: number, amountCents: number, refundedCents: number) =>
      ({ id, amountCents, refundedCents }) as PaymentRecord;
    const plan = planRefund([payment(1, 500, 450), payment(2, 300, 0), payment(3, 200, 0)], 400);
    expect(plan.parts.map((p) => [p.payment.id, p.amountCents])).toEqual([
      [1, 50],
      [2, 300],
      [3, 50],
    ]);
    expect(plan.total).toBe(400);
    expect(planRefund([payment(1, 100, 100)], 10)).toEqual({ parts: [], total: 0 });
  });
});

describe('calls of the orders module', () => {
  it('hasPaymentIntent is true once an intent exists', async () => {
    const { order, customer } = await orderToPay(ctx.app, ctx.clock);
    expect(await hasPaymentIntent(ctx.app.db, order.id)).toBe(false);
    await createIntent(ctx.app, order, customer.cookie);
    expect(await hasPaymentIntent(ctx.app.db, order.id)).toBe(true);
  });

  it('listPaymentsOfOrders answers the payments of each order as OrderPaymentView', async () => {
    const { order, payment } = await paidOrder();
    const { order: unpaid } = await orderToPay(ctx.app, ctx.clock);
    await refundOrder(ctx.app, { orderId: order.id, amountCents: 100, idempotencyKey: 'k' });
    const byOrder = await listPaymentsOfOrders(ctx.app.db, [order.id, unpaid.id]);
    expect(byOrder.get(order.id)).toEqual([
      {
        id: payment.id,
        provider: 'test',
        purpose: 'order',
        amountKoinu: null,
        amount: order.onlineAmount,
        refundedAmount: 100,
        currency: 'EUR',
        paidTimestamp: payment.createdAt.getTime(),
      },
    ]);
    expect(byOrder.has(unpaid.id)).toBe(false);
    expect((await listPaymentsOfOrders(ctx.app.db, [])).size).toBe(0);
  });
});
