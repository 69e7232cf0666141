import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@hearth/domain/messages';
import { LATE_CANCELLATION_PENALTY_CENTS, type OrderView } from '@hearth/domain/orders';
import { envelope, useTestApp } from '../../test/test-app.ts';
import { get, mails, model, post, signUp, type Account } from '../profile/profile-test-helpers.ts';
import { paymentsOf } from '../payments/payment-test-helpers.ts';
import {
  addAddress,
  createIntent,
  expectError,
  customerOrder,
  inDays,
  kitchen,
  linkOrder,
  orderAction,
  orderItem,
  orderRow,
  payOrder,
  placeOrder,
  setLanguage,
  viewOrder,
  type Kitchen,
} from './order-test-helpers.ts';

/** POST /secure/order-action: confirm, deliver and cancel, with the refunds, penalties and mails. */

const ctx = useTestApp();

type Res = Awaited<ReturnType<typeof post>>;

const act = (orderId: number, action: string, cookie?: string) =>
  orderAction(ctx.app, orderId, action, cookie);

function acted(res: Res): OrderView {
  expect(envelope(res).messages).toEqual([{ message: MESSAGES.orderUpdated }]);
  return model<{ order: OrderView }>(res).order;
}

function expectNotAllowed(res: Res) {
  expect(res.statusCode, res.body).toBe(409);
  expect(envelope(res)).toEqual({ success: false, messages: [{ message: MESSAGES.orderActionNotAllowed }] });
}

const HOUR_MS = 3600 * 1000;

/** Moves the clock on in steps of at most 12 hours, with each session used in between (so none idles out). */
async function passHours(hours: number, ...cookies: string[]) {
  for (let left = hours; left > 0; left -= 12) {
    ctx.clock.advance(Math.min(12, left) * HOUR_MS);
    for (const cookie of cookies)
      expect((await get(ctx.app, '/secure/profile', cookie)).statusCode).toBe(200);
  }
}

/**
 * A signed-in customer's order paid by card (the test card, through the payments calls), booked `days`
 * ahead; the chef reads Lithuanian, the customer English.
 */
async function paidOrder(days = 3): Promise<{ k: Kitchen; anna: Account; order: OrderView }> {
  const {
    kitchen: k,
    customer: anna,
    order,
  } = await customerOrder(ctx.app, ctx.clock, {
    dish: 'timed',
    order: { productVolume: 3, payInCash: 'false', serviceDeliveryDate: inDays(ctx.clock, days) },
  });
  await setLanguage(ctx.app, k.chef.id, 'lt');
  await payOrder(ctx.app, order.id, anna.cookie);
  return { k, anna, order: await viewOrder(ctx.app, order.id, anna.cookie) };
}

async function mailsOf(template: string) {
  return (await mails(ctx.app, template)).map((m) => ({
    to: m.recipient,
    language: m.language,
    subject: m.subject,
  }));
}

describe('payment', () => {
  it('marks the order paid from the provider’s event and mails both parties', async () => {
    const { k, anna, order } = await paidOrder();
    expect(order.payments).toEqual([
      expect.objectContaining({
        provider: 'test',
        amount: order.onlineAmount,
        refundedAmount: 0,
        currency: 'EUR',
      }),
    ]);
    expect((await orderRow(ctx.app, order.id)).paidAt).not.toBeNull();
    const number = order.sID.split('-')[0];
    expect(await mailsOf('order-paid')).toEqual([
      { to: k.chef.email, language: 'lt', subject: `Naujas apmokėtas užsakymas ${number}` },
      { to: 'anna@example.lt', language: 'en', subject: `Order ${number} is paid` },
    ]);
    // The chef may confirm now; nothing can be added any more.
    expect((await viewOrder(ctx.app, order.id, k.chef.cookie)).actions).toEqual(['confirm', 'cancel']);
    const added = await orderItem(
      ctx.app,
      { orderId: order.id, productId: k.fixedId, productVolume: 1 },
      anna.cookie,
    );
    expect(added.statusCode).toBe(409);
    expect(envelope(added).messages).toEqual([{ message: MESSAGES.orderLocked }]);
  });

  it('freezes the lines once a payment has started', async () => {
    const {
      kitchen: k,
      customer: anna,
      order,
    } = await customerOrder(ctx.app, ctx.clock, { order: { payInCash: 'false' } });
    await createIntent(ctx.app, order, anna.cookie);
    const res = await orderItem(
      ctx.app,
      { orderId: order.id, productId: k.fixedId, productVolume: 1 },
      anna.cookie,
    );
    expect(res.statusCode).toBe(409);
    expect(envelope(res).messages).toEqual([{ message: MESSAGES.orderLocked }]);
  });

  it('pays an anonymous order once it is linked, and only then mails its customer', async () => {
    const k = await kitchen(ctx.app);
    const placed = await placeOrder(ctx.app, ctx.clock, { productId: k.fixedId, payInCash: 'false' });
    await addAddress(ctx.app, placed.order.id, placed.cookie);
    const session = await linkOrder(ctx.app, placed.order.id, 'new@example.lt', placed.cookie);
    await payOrder(ctx.app, placed.order.id, session);
    expect((await mailsOf('order-paid')).map((m) => m.to)).toEqual([k.chef.email, 'new@example.lt']);
    // Once an account holds the order, the browser's cookie alone no longer reaches it; the account does.
    expect((await addAddress(ctx.app, placed.order.id, placed.cookie)).statusCode).toBe(404);
    const locked = await addAddress(ctx.app, placed.order.id, session);
    expect(locked.statusCode).toBe(409);
    expect(envelope(locked).messages).toEqual([{ message: MESSAGES.orderLocked }]);
  });
});

describe('confirm and deliver', () => {
  it('lets the chef confirm only a paid order', async () => {
    const { kitchen: k, order } = await customerOrder(ctx.app, ctx.clock);
    expectNotAllowed(await act(order.id, 'confirm', k.chef.cookie));
    expect((await orderRow(ctx.app, order.id)).status).toBe('placed');
  });

  it('confirms, then marks delivered with the date, mailing both parties each time', async () => {
    const { k, anna, order } = await paidOrder();
    expectNotAllowed(await act(order.id, 'confirm', anna.cookie));
    expectNotAllowed(await act(order.id, 'deliver', k.chef.cookie));

    const confirmed = acted(await act(order.id, 'confirm', k.chef.cookie));
    // Delivery opens at the booked start, three days ahead: until then the chef can only cancel.
    expect(confirmed).toMatchObject({
      status: 'confirmed',
      deliveryDate: null,
      actions: ['cancel'],
    });
    expectError(await act(order.id, 'deliver', k.chef.cookie), 409, MESSAGES.deliveryNotYet);
    expect((await orderRow(ctx.app, order.id)).confirmedAt).not.toBeNull();
    expectNotAllowed(await act(order.id, 'confirm', k.chef.cookie));
    expect((await mailsOf('order-confirmed')).map((m) => [m.to, m.language])).toEqual([
      [k.chef.email, 'lt'],
      [anna.email, 'en'],
    ]);

    await passHours(72, k.chef.cookie, anna.cookie);
    expect((await viewOrder(ctx.app, order.id, k.chef.cookie)).actions).toEqual(['deliver', 'cancel']);
    const before = ctx.clock.now().getTime();
    const delivered = acted(await act(order.id, 'deliver', k.chef.cookie));
    expect(delivered).toMatchObject({ status: 'delivered', actions: [], cancellationPreview: null });
    expect(delivered.deliveryDate).toBeGreaterThanOrEqual(before);
    expect(delivered.deliveryDate).toBeLessThan(before + 60_000);
    expect((await viewOrder(ctx.app, order.id, anna.cookie)).deliveryDate).toBe(delivered.deliveryDate);
    const deliveredMails = await mails(ctx.app, 'order-delivered');
    expect(deliveredMails.map((m) => m.recipient)).toEqual([k.chef.email, anna.email]);
    expect(deliveredMails[1]!.textBody).toContain('delivered on');
    expect(deliveredMails[0]!.textBody).toContain('kaip įvykdytą');

    expectNotAllowed(await act(order.id, 'cancel', anna.cookie));
    expectNotAllowed(await act(order.id, 'cancel', k.chef.cookie));
  });

  it('refuses unknown actions and malformed ids with a 400', async () => {
    const { anna, order } = await paidOrder();
    const bodies: Record<string, string | number>[] = [
      { orderId: order.id, action: 'complete' },
      { orderId: 'x', action: 'cancel' },
      { action: 'cancel' },
    ];
    for (const body of bodies) {
      const res = await post(ctx.app, '/secure/order-action', body, anna.cookie);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await act(order.id, 'cancel')).statusCode).toBe(401);
  });
});

describe('cancellation', () => {
  it('refunds the online amount minus the commission more than 24 hours ahead', async () => {
    const { k, anna, order } = await paidOrder(3);
    // Two days and 23 hours pass: 25 hours are left.
    await passHours(47, k.chef.cookie, anna.cookie);
    const preview = (await viewOrder(ctx.app, order.id, anna.cookie)).cancellationPreview;
    const commission = order.fees.paymentGatewayFee;
    const refund = order.onlineAmount - commission;
    expect(preview).toEqual({
      kind: 'refund',
      refundCents: refund,
      commissionCents: commission,
      dueCents: 0,
    });

    const cancelled = acted(await act(order.id, 'cancel', anna.cookie));
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      actions: [],
      cancellation: { by: 'customer', refundCents: refund, commissionCents: commission, dueCents: 0 },
    });
    const [payment] = await paymentsOf(ctx.app, order.id);
    expect(payment!.refundedCents).toBe(refund);
    expect(cancelled.payments![0]!.refundedAmount).toBe(refund);
    expect(await orderRow(ctx.app, order.id)).toMatchObject({ status: 'cancelled', cancelledBy: 'customer' });

    const sent = await mails(ctx.app, 'order-cancelled');
    expect(sent.map((m) => [m.recipient, m.language])).toEqual([
      [k.chef.email, 'lt'],
      [anna.email, 'en'],
    ]);
    expect(sent[1]!.textBody).toContain('You cancelled order');
    expect(sent[1]!.textBody).toContain(
      `€${(refund / 100).toFixed(2)} will be refunded to your card within 7 working days`,
    );
    expect(sent[0]!.textBody).toContain('Klientas atšaukė užsakymą');

    // A second cancel is refused and refunds nothing more.
    expectNotAllowed(await act(order.id, 'cancel', anna.cookie));
    expectNotAllowed(await act(order.id, 'cancel', k.chef.cookie));
    expect((await paymentsOf(ctx.app, order.id))[0]!.refundedCents).toBe(refund);
  });

  it('records the product cost plus the penalty as due 24 hours or less ahead, refunding nothing', async () => {
    const { k, anna, order } = await paidOrder(3);
    // 23 hours are left.
    await passHours(49, k.chef.cookie, anna.cookie);
    // What was paid online counts towards the product cost and the penalty.
    const due = order.fees.subtotal + LATE_CANCELLATION_PENALTY_CENTS - order.onlineAmount;
    expect((await viewOrder(ctx.app, order.id, anna.cookie)).cancellationPreview).toEqual({
      kind: 'penalty',
      refundCents: 0,
      productCostCents: order.fees.subtotal,
      penaltyCents: 3000,
      paidOnlineCents: order.onlineAmount,
      dueCents: due,
    });
    const cancelled = acted(await act(order.id, 'cancel', anna.cookie));
    expect(cancelled.cancellation).toMatchObject({
      by: 'customer',
      refundCents: 0,
      commissionCents: 0,
      dueCents: due,
    });
    expect((await paymentsOf(ctx.app, order.id))[0]!.refundedCents).toBe(0);
    const sent = await mails(ctx.app, 'order-cancelled');
    expect(sent.map((m) => m.recipient)).toEqual([k.chef.email, anna.email]);
    expect(sent[1]!.textBody).toContain(`€${(due / 100).toFixed(2)} is owed online`);
  });

  it('refunds everything when the chef cancels, even late', async () => {
    const { k, anna, order } = await paidOrder(3);
    acted(await act(order.id, 'confirm', k.chef.cookie));
    await passHours(60, k.chef.cookie, anna.cookie);
    expect((await viewOrder(ctx.app, order.id, k.chef.cookie)).cancellationPreview).toMatchObject({
      kind: 'refund',
      refundCents: order.onlineAmount,
    });
    const cancelled = acted(await act(order.id, 'cancel', k.chef.cookie));
    expect(cancelled.cancellation).toMatchObject({
      by: 'chef',
      refundCents: order.onlineAmount,
      commissionCents: 0,
      dueCents: 0,
    });
    expect((await paymentsOf(ctx.app, order.id))[0]!.refundedCents).toBe(order.onlineAmount);
    const sent = await mails(ctx.app, 'order-cancelled');
    expect(sent[0]!.textBody).toContain('Atšaukėte užsakymą');
    expect(sent[1]!.textBody).toContain('The chef cancelled order');
    expect((await viewOrder(ctx.app, order.id, anna.cookie)).status).toBe('cancelled');
  });

  it('applies one of two cancellations sent at once, and refunds once', async () => {
    const { k, anna, order } = await paidOrder(3);
    const both = await Promise.all([
      act(order.id, 'cancel', anna.cookie),
      act(order.id, 'cancel', anna.cookie),
    ]);
    expect(both.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const refund = order.onlineAmount - order.fees.paymentGatewayFee;
    expect((await paymentsOf(ctx.app, order.id))[0]!.refundedCents).toBe(refund);
    expect((await mails(ctx.app, 'order-cancelled')).map((m) => m.recipient)).toEqual([
      k.chef.email,
      anna.email,
    ]);
  });

  it('leaves a consistent order when the chef confirms while the customer cancels', async () => {
    const { k, anna, order } = await paidOrder(3);
    const [confirm, cancel] = await Promise.all([
      act(order.id, 'confirm', k.chef.cookie),
      act(order.id, 'cancel', anna.cookie),
    ]);
    // A confirmed order may still be cancelled: the cancel always applies; the confirm only if it came first.
    expect(cancel!.statusCode).toBe(200);
    const row = await orderRow(ctx.app, order.id);
    expect(row.status).toBe('cancelled');
    const confirmedMails = await mails(ctx.app, 'order-confirmed');
    if (confirm!.statusCode === 200) {
      expect(row.confirmedAt).not.toBeNull();
      expect(confirmedMails).toHaveLength(2);
    } else {
      expectNotAllowed(confirm!);
      expect(row.confirmedAt).toBeNull();
      expect(confirmedMails).toEqual([]);
    }
  });

  it('lets an operator cancel with a full refund', async () => {
    const { order } = await paidOrder(3);
    const operator = await signUp(ctx.app, 'op@example.lt', { role: 'OPERATOR' });
    const cancelled = acted(await act(order.id, 'cancel', operator.cookie));
    expect(cancelled.cancellation).toMatchObject({ by: 'operator', refundCents: order.onlineAmount });
    const sent = await mails(ctx.app, 'order-cancelled');
    expect(sent[1]!.textBody).toContain('The Hearth team cancelled order');
  });

  it('cancels an unpaid order early with nothing to refund', async () => {
    const { customer: anna, order } = await customerOrder(ctx.app, ctx.clock, { address: false });
    const cancelled = acted(await act(order.id, 'cancel', anna.cookie));
    expect(cancelled.cancellation).toMatchObject({ refundCents: 0, dueCents: 0 });
    const sent = await mails(ctx.app, 'order-cancelled');
    expect(sent[1]!.textBody).toContain('Nothing was paid online');
  });
});
