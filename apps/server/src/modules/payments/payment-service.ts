import type { FastifyInstance } from 'fastify';
import { MESSAGES, V } from '@hearth/domain/messages';
import {
  isCardExpiryValid,
  TEST_CARD_DECLINE_MESSAGE,
  WALLET_TOP_UP_ORDER_ID,
  type OrderPaymentView,
  type PaymentIntentModel,
} from '@hearth/domain/orders';
import { TOP_UP_MAX_CENTS, TOP_UP_MIN_CENTS } from '@hearth/domain/wallet';
import type { DbOrTx } from '../../db/database.ts';
import { Conflict, Invalid, NotFound } from '../../errors.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { lockedOnlineAmount, markOrderPaid, orderToPay } from '../orders/order-service.ts';
import { creditTopUp } from '../wallet/top-up-service.ts';
import type {
  PaymentEvent,
  PaymentProvider,
  PaymentProviderName,
  PaymentPurpose,
  ProviderIntent,
} from './payment-provider.ts';
import * as repo from './payment-repository.ts';
import { TestPaymentProvider } from './test-payment-provider.ts';

/**
 * Card payments (issue 5, DESIGN.md sections 1 and 5): intents for the amount stored on the order, the test
 * provider's card form, one handler for every provider event (the only way an order becomes paid), and
 * refunds. Amounts always come from the database, never from the client.
 */

// ---- For the orders module ----

/** Recorded payments of some orders, as OrderPaymentView (packages/domain/orders.ts), by order id. One query. */
export async function listPaymentsOfOrders(
  db: DbOrTx,
  orderIds: number[],
): Promise<Map<number, OrderPaymentView[]>> {
  const byOrder = new Map<number, OrderPaymentView[]>();
  for (const payment of await repo.listPaymentsByOrders(db, orderIds)) {
    if (payment.orderId === null) continue;
    const list = byOrder.get(payment.orderId) ?? [];
    list.push(toPaymentView(payment));
    byOrder.set(payment.orderId, list);
  }
  return byOrder;
}

/** Whether a payment intent exists for the order (then its lines and amounts are frozen). */
export async function hasPaymentIntent(db: DbOrTx, orderId: number): Promise<boolean> {
  return repo.orderHasIntent(db, orderId);
}

function toPaymentView(payment: repo.PaymentRecord): OrderPaymentView {
  return {
    id: payment.id,
    provider: payment.provider,
    amount: payment.amountCents,
    refundedAmount: payment.refundedCents,
    currency: 'EUR',
    paidTimestamp: payment.createdAt.getTime(),
  };
}

// ---- Intents ----

/**
 * POST /secure/stripe-intent: the intent that charges the order's online amount. The client's amount must
 * equal it (it was shown to the customer); the idempotency key is per order and amount, so a retry, or two
 * calls at once, answer the same intent.
 */
export async function createPaymentIntent(
  app: FastifyInstance,
  user: SessionUser,
  input: { amount: number; orderId: number },
): Promise<PaymentIntentModel> {
  if (input.orderId === WALLET_TOP_UP_ORDER_ID) return createTopUpIntent(app, user, input.amount);
  const order = await orderToPay(app, input.orderId, user.id);
  if (input.amount !== order.onlineAmountCents) {
    throw new Invalid(MESSAGES.amountMismatch, { amount: [MESSAGES.amountMismatch] });
  }
  const provider = app.payments;
  const idempotencyKey = `order-${order.id}-${order.onlineAmountCents}`;
  const existing = await repo.findIntentByKey(app.db, provider.name, idempotencyKey);
  if (existing) return toIntentModel(existing);
  const created = await provider.createIntent({
    amountCents: order.onlineAmountCents,
    idempotencyKey,
    orderId: order.id,
    sid: order.sid,
    purpose: 'order',
  });
  // Two calls at once: both reach the provider (Stripe answers both with one intent, the test provider with
  // two), but only the first row is stored and both answer it.
  const row = await app.db.transaction(async (tx) => {
    // Under the order's lock, which adding a dish takes too: a dish added before this point moved the amount
    // (refused here); one added after sees this intent and is refused as orderLocked.
    if ((await lockedOnlineAmount(tx, order.id)) !== created.amountCents) {
      throw new Conflict(MESSAGES.amountMismatch);
    }
    return repo.insertIntentOnce(
      tx,
      intentRow(app, created, { purpose: 'order', orderId: order.id, userId: user.id, idempotencyKey }),
    );
  });
  return toIntentModel(row);
}

/**
 * POST /secure/stripe-intent with order id 0: an intent that buys DOGE for `amountCents` EUR (credited when
 * its payment event arrives). A retry while an intent of the user for that amount is unpaid answers it; the
 * key counts the user's paid top-ups, so two calls at once make one intent and a paid one makes room for a
 * new one.
 */
async function createTopUpIntent(
  app: FastifyInstance,
  user: SessionUser,
  amountCents: number,
): Promise<PaymentIntentModel> {
  if (amountCents < TOP_UP_MIN_CENTS || amountCents > TOP_UP_MAX_CENTS) {
    throw new Invalid(MESSAGES.topUpAmount, { amount: [MESSAGES.topUpAmount] });
  }
  const provider = app.payments;
  const unpaid = await repo.findUnpaidTopUpIntent(app.db, {
    provider: provider.name,
    userId: user.id,
    amountCents,
  });
  if (unpaid) return toIntentModel(unpaid);
  const paid = await repo.countPaidTopUpIntents(app.db, provider.name, user.id);
  const idempotencyKey = `top-up-${user.id}-${amountCents}-${paid + 1}`;
  const created = await provider.createIntent({
    amountCents,
    idempotencyKey,
    orderId: null,
    sid: null,
    purpose: 'wallet_top_up',
  });
  const row = await repo.insertIntentOnce(
    app.db,
    intentRow(app, created, { purpose: 'wallet_top_up', orderId: null, userId: user.id, idempotencyKey }),
  );
  return toIntentModel(row);
}

/** The stored row of an intent the provider made: its id, secret and amount are the provider's. */
function intentRow(
  app: FastifyInstance,
  created: ProviderIntent,
  values: { purpose: PaymentPurpose; orderId: number | null; userId: number; idempotencyKey: string },
) {
  const now = app.clock();
  return {
    ...values,
    id: created.id,
    provider: app.payments.name,
    amountCents: created.amountCents,
    clientSecret: created.clientSecret,
    createdAt: now,
    updatedAt: now,
  };
}

function toIntentModel(intent: repo.IntentRecord): PaymentIntentModel {
  return {
    id: intent.id,
    secret: intent.clientSecret,
    amount: intent.amountCents,
    provider: intent.provider,
  };
}

// ---- The test provider's card form ----

/** A card the test provider declined: answered as Stripe.js reports it (type card_error). */
export class CardDeclined extends Error {
  readonly type = 'card_error';
}

/**
 * POST /payments/test/confirm: pays the intent with a test card. Only the intent's user may (anyone else,
 * or nobody signed in, is told it does not exist). The outcome is the provider's event, handled like
 * Stripe's webhook: the success card records the payment and marks the order paid; any other card is
 * declined (CardDeclined) and the intent records the failure.
 */
export async function confirmTestPayment(
  app: FastifyInstance,
  user: SessionUser | null,
  input: { intentId: string; cardNumber: string; expiry: string },
): Promise<void> {
  const provider = app.payments;
  if (!(provider instanceof TestPaymentProvider)) throw new NotFound();
  if (!isCardExpiryValid(input.expiry, app.clock())) {
    throw new Invalid(MESSAGES.validationFailed, { expiry: [V.cardExpiry] });
  }
  const intent = await repo.findIntent(app.db, input.intentId);
  if (!intent || intent.provider !== provider.name || !user || intent.userId !== user.id) {
    throw new NotFound(MESSAGES.paymentNotFound);
  }
  if (intent.status === 'succeeded') throw new Conflict(MESSAGES.orderAlreadyPaid);
  // The order may have been cancelled (or paid another way) since the intent was made.
  if (intent.orderId !== null) await orderToPay(app, intent.orderId, user.id);
  const event = provider.confirm(intent, input.cardNumber);
  const outcome = await handlePaymentEvent(app, event);
  if (event.type === 'payment_intent.payment_failed') {
    throw new CardDeclined(event.failureMessage ?? TEST_CARD_DECLINE_MESSAGE);
  }
  // Another event of the same intent won the race: it is paid, once.
  if (outcome === 'duplicate') throw new Conflict(MESSAGES.orderAlreadyPaid);
}

// ---- Provider events ----

export type EventOutcome =
  | 'recorded'
  | 'failure-recorded'
  | 'replayed'
  | 'ignored'
  | 'unknown-intent'
  | 'amount-mismatch'
  | 'duplicate';

interface EventResult {
  outcome: EventOutcome;
  /** The cancelled order whose payment must go back (see refundLatePayment). */
  lateForOrderId?: number | null;
}

/**
 * The one handler of both providers' events. In one transaction: the event id is recorded first (a
 * replayed event stops there); the amount received must be the intent's; the payment is recorded once per
 * intent (a second event of the same intent records nothing); the order is marked paid with its mails, or
 * the wallet of a top-up is credited.
 */
export async function handlePaymentEvent(app: FastifyInstance, event: PaymentEvent): Promise<EventOutcome> {
  if (event.type === 'other' || event.intentId === null) return 'ignored';
  const intentId = event.intentId;
  const result = await app.db.transaction(async (tx): Promise<EventResult> => {
    const now = app.clock();
    const fresh = await repo.insertEventOnce(tx, {
      id: event.id,
      provider: event.provider,
      type: event.type,
      intentId,
      receivedAt: now,
    });
    if (!fresh) return { outcome: 'replayed' };
    const intent = await repo.findIntent(tx, intentId);
    if (!intent || intent.provider !== event.provider) return { outcome: 'unknown-intent' };
    if (event.type === 'payment_intent.payment_failed') {
      // A late failure event never undoes a success.
      if (intent.status !== 'succeeded') {
        await repo.setIntentStatus(tx, intent.id, 'failed', event.failureMessage, now);
      }
      return { outcome: 'failure-recorded' };
    }
    if (event.amountCents !== intent.amountCents || event.currency.toUpperCase() !== intent.currency) {
      return { outcome: 'amount-mismatch' };
    }
    const orderStatus = intent.orderId === null ? null : await repo.lockOrderStatus(tx, intent.orderId);
    const recorded = await repo.insertPaymentOnce(tx, {
      intentId: intent.id,
      eventId: event.id,
      provider: intent.provider,
      orderId: intent.orderId,
      userId: intent.userId,
      amountCents: event.amountCents,
      createdAt: now,
    });
    if (!recorded) return { outcome: 'duplicate' };
    await repo.setIntentStatus(tx, intent.id, 'succeeded', null, now);
    if (intent.orderId !== null) await markOrderPaid(app, tx, intent.orderId, now);
    if (intent.purpose === 'wallet_top_up') {
      await creditTopUp(app, tx, {
        userId: intent.userId,
        intentId: intent.id,
        amountCents: intent.amountCents,
      });
    }
    return { outcome: 'recorded', lateForOrderId: orderStatus === 'cancelled' ? intent.orderId : null };
  });
  logOutcome(app, event, result.outcome);
  if (result.lateForOrderId) await refundLatePayment(app, result.lateForOrderId, intentId, event.amountCents);
  return result.outcome;
}

/**
 * Money that arrived after the order was cancelled (the card form was still open) goes back in full: the
 * cancellation's refund could not include it. Keyed by the intent, so a second event refunds nothing more.
 */
async function refundLatePayment(
  app: FastifyInstance,
  orderId: number,
  intentId: string,
  amountCents: number,
) {
  app.log.warn({ orderId, intentId }, 'payment for a cancelled order: refunded in full');
  await refundOrder(app, { orderId, amountCents, idempotencyKey: `late-payment-${intentId}` });
}

function logOutcome(app: FastifyInstance, event: PaymentEvent, outcome: EventOutcome): void {
  const details = { eventId: event.id, intentId: event.intentId, type: event.type, outcome };
  // An amount that differs from the intent's, or an intent we never made, needs a person to look at it.
  if (outcome === 'amount-mismatch' || outcome === 'unknown-intent') {
    app.log.error(details, 'payment event not recorded');
  } else {
    app.log.info(details, 'payment event');
  }
}

// ---- Refunds ----

/**
 * Refunds amountCents of the order's recorded payments through their provider (Stripe refunds.create with an
 * idempotency key; the test provider refunds at once), records rows in `refunds` and payments.refunded_cents,
 * idempotently by key: the same key twice refunds once. 0 does nothing. Never more than was paid.
 *
 * The refund rows are written first (in a transaction that locks the order's payments), then sent to the
 * provider. A provider that cannot be reached leaves its row pending without a provider id; calling again
 * with the same key sends it again (Stripe's idempotency key makes that one refund).
 */
export async function refundOrder(
  app: FastifyInstance,
  input: { orderId: number; amountCents: number; idempotencyKey: string },
): Promise<void> {
  if (!Number.isInteger(input.amountCents) || input.amountCents < 0) {
    throw new Error(`refundOrder: bad amount ${input.amountCents}`);
  }
  if (input.amountCents === 0) return;
  const toSend = await app.db.transaction(async (tx) => {
    const paid = await repo.lockPaymentsOfOrder(tx, input.orderId);
    const keys = new Map(paid.map((p) => [refundKey(input.idempotencyKey, p.id), p]));
    const earlier = await repo.findRefundsByKeys(tx, [...keys.keys()]);
    // The same key again: nothing new, only what never reached the provider is sent again.
    if (earlier.length > 0) {
      return earlier
        .filter((r) => r.status === 'pending' && r.providerRefundId === null)
        .map((r) => ({ refund: r, payment: keys.get(r.idempotencyKey)! }));
    }
    const planned = planRefund(paid, input.amountCents);
    if (planned.total < input.amountCents) {
      app.log.warn(
        { orderId: input.orderId, asked: input.amountCents, refundable: planned.total },
        'refund capped',
      );
    }
    const created = [];
    for (const { payment, amountCents } of planned.parts) {
      const refund = await repo.insertRefund(tx, {
        paymentId: payment.id,
        amountCents,
        status: 'pending',
        idempotencyKey: refundKey(input.idempotencyKey, payment.id),
        createdAt: app.clock(),
      });
      await repo.addRefunded(tx, payment.id, amountCents);
      created.push({ refund, payment });
    }
    return created;
  });
  for (const { refund, payment } of toSend) await sendRefund(app, refund, payment);
}

function refundKey(idempotencyKey: string, paymentId: number): string {
  return `${idempotencyKey}:payment-${paymentId}`;
}

/** What to refund of each payment, oldest first, never more than is left of it. */
export function planRefund(
  paid: repo.PaymentRecord[],
  amountCents: number,
): { parts: { payment: repo.PaymentRecord; amountCents: number }[]; total: number } {
  const parts = [];
  let left = amountCents;
  for (const payment of paid) {
    const refundable = payment.amountCents - payment.refundedCents;
    const part = Math.min(left, refundable);
    if (part <= 0) continue;
    parts.push({ payment, amountCents: part });
    left -= part;
  }
  return { parts, total: amountCents - left };
}

/** How old an unsent refund must be before the resender sends it again (the first send has ended by then). */
export const REFUND_RESEND_AFTER_MS = 60_000;

/**
 * Sends again, with their own idempotency keys, the refunds their provider did not take (it failed, timed
 * out or was unreachable): the payments plugin runs it every minute, so the money of a cancellation goes
 * back once the provider is reachable again. Answers how many were sent.
 */
export async function resendUnsentRefunds(app: FastifyInstance): Promise<number> {
  const createdBefore = new Date(app.clock().getTime() - REFUND_RESEND_AFTER_MS);
  const unsent = await repo.listUnsentRefunds(app.db, createdBefore, 50);
  for (const { refund, payment } of unsent) await sendRefund(app, refund, payment);
  return unsent.length;
}

async function sendRefund(app: FastifyInstance, refund: repo.RefundRecord, payment: repo.PaymentRecord) {
  const log = app.log.child({ refundId: refund.id, paymentId: payment.id });
  const provider = providerOf(app, payment.provider);
  if (!provider) {
    // A Stripe payment while Stripe is no longer configured: it cannot be refunded from here.
    log.error('refund failed: the provider of the payment is not configured');
    await repo.failRefund(app.db, refund, payment.id);
    return;
  }
  try {
    const result = await provider.refund({
      intentId: payment.intentId,
      amountCents: refund.amountCents,
      idempotencyKey: refund.idempotencyKey,
    });
    if (result.status === 'failed') await repo.failRefund(app.db, refund, payment.id, result.id);
    else
      await repo.setRefundResult(app.db, refund.id, { providerRefundId: result.id, status: result.status });
  } catch (error) {
    log.error({ err: error }, 'refund not sent: it stays pending; the same key sends it again');
  }
}

/** The provider that took a payment: the active one, or the test provider (it needs nothing to refund). */
function providerOf(app: FastifyInstance, name: PaymentProviderName): PaymentProvider | null {
  if (app.payments.name === name) return app.payments;
  return name === 'test' ? new TestPaymentProvider() : null;
}
