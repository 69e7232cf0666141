import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@hearth/domain/messages';
import type { OrderView } from '@hearth/domain/orders';
import { envelope, useTestApp } from '../../test/test-app.ts';
import {
  addAddress,
  confirm,
  createIntent,
  GOOD_CARD,
  kitchen,
  linkOrder,
  orderAction,
  orderItem,
  orderRow,
  payOrder,
  placeOrder,
  viewOrder,
} from '../orders/order-test-helpers.ts';
import { mails, model, post } from '../profile/profile-test-helpers.ts';
import { DECLINED_CARD, orderToPay, paymentsOf, refundsOf } from './payment-test-helpers.ts';

/** The whole card payment through the real order calls: order, address, intent, card, paid, cancelled. */

const ctx = useTestApp();

describe('paying an order by card (test provider)', () => {
  it('takes a visitor from an anonymous order through the linking pin to a paid order', async () => {
    const { chef, fixedId, timedId } = await kitchen(ctx.app);
    // No account, no session: the order belongs to this browser's checkout cookie.
    const placed = await placeOrder(ctx.app, ctx.clock, { productId: fixedId, productVolume: 2 });
    model(
      await post(
        ctx.app,
        '/store/order',
        { orderId: placed.order.id, productId: timedId, productVolume: 1 },
        placed.cookie,
      ),
    );
    model(await addAddress(ctx.app, placed.order.id, placed.cookie));
    expect((await orderRow(ctx.app, placed.order.id)).customerId).toBeNull();

    const session = await linkOrder(ctx.app, placed.order.id, 'visitor@example.lt', placed.cookie);
    const linked = await viewOrder(ctx.app, placed.order.id, session);
    expect(linked).toMatchObject({ linked: true, payments: null, status: 'placed' });

    await payOrder(ctx.app, placed.order.id, session);
    const paid = await viewOrder(ctx.app, placed.order.id, session);
    expect(paid.payments).toHaveLength(1);
    expect(paid.payments![0]!.amount).toBe(linked.onlineAmount);
    expect(paid.actions).toEqual(['cancel']);
    const paidMails = (await mails(ctx.app, 'order-paid')).map((m) => m.recipient).sort();
    expect(paidMails).toEqual(['ruta@example.lt', 'visitor@example.lt'].sort());
    // The chef sees it, paid, and may confirm it now.
    const forChef = await viewOrder(ctx.app, placed.order.id, chef.cookie);
    expect(forChef.actions).toEqual(['confirm', 'cancel']);
  });

  it('is pending until the card succeeds, then shows the payment; a chef’s cancellation refunds it', async () => {
    const { kitchen: k, customer, order } = await orderToPay(ctx.app, ctx.clock);
    expect(order.payments).toBeNull();
    expect(order.onlineAmount).toBeGreaterThan(0);

    const intent = await createIntent(ctx.app, order, customer.cookie);
    expect(intent.amount).toBe(order.onlineAmount);

    // The /buy-complete page changes nothing: only the provider's event does.
    expect((await viewOrder(ctx.app, order.id, customer.cookie)).payments).toBeNull();

    const declined = await confirm(ctx.app, intent.id, DECLINED_CARD, customer.cookie);
    expect(declined.statusCode).toBe(402);
    expect((await viewOrder(ctx.app, order.id, customer.cookie)).payments).toBeNull();

    expect((await confirm(ctx.app, intent.id, GOOD_CARD, customer.cookie)).statusCode).toBe(200);
    const paid = await viewOrder(ctx.app, order.id, customer.cookie);
    expect(paid.payments).toEqual([
      {
        id: expect.any(Number),
        provider: 'test',
        purpose: 'order',
        amountKoinu: null,
        amount: order.onlineAmount,
        refundedAmount: 0,
        currency: 'EUR',
        paidTimestamp: expect.any(Number),
      },
    ]);

    const cancelled = model<{ order: OrderView }>(
      await orderAction(ctx.app, order.id, 'cancel', k.chef.cookie),
    ).order;
    expect(cancelled.status).toBe('cancelled');
    const [payment] = await paymentsOf(ctx.app, order.id);
    expect(payment!.refundedCents).toBe(order.onlineAmount);
    expect(await refundsOf(ctx.app, payment!.id)).toMatchObject([{ status: 'succeeded' }]);
    expect((await viewOrder(ctx.app, order.id, customer.cookie)).payments?.[0]?.refundedAmount).toBe(
      order.onlineAmount,
    );
  });

  it('freezes the order once an intent exists, and refuses a forged amount', async () => {
    const { customer, order } = await orderToPay(ctx.app, ctx.clock);
    const forged = await post(
      ctx.app,
      '/secure/stripe-intent',
      { orderId: order.id, amount: 100 },
      customer.cookie,
    );
    expect(forged.statusCode).toBe(400);
    expect(envelope(forged).messages).toEqual([{ message: MESSAGES.amountMismatch }]);
    await createIntent(ctx.app, order, customer.cookie);
    const more = await orderItem(
      ctx.app,
      { orderId: order.id, productId: order.orderItems[0]!.product.id, productVolume: 1 },
      customer.cookie,
    );
    expect(more.statusCode).toBe(409);
    expect(envelope(more).messages).toEqual([{ message: MESSAGES.orderLocked }]);
  });
});
