import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { MESSAGES, V } from '@hearth/domain/messages';
import {
  isCardExpiryValid,
  TEST_CARD_DECLINE_MESSAGE,
  type DogePaymentModel,
  type OrderPaymentPurpose,
  type OrderPaymentView,
  type PaymentIntentModel,
} from '@hearth/domain/orders';
import { koinuToPayCents } from '@hearth/domain/wallet';
import type { DbOrTx, Tx } from '../../db/database.ts';
import { Conflict, Invalid, NotFound } from '../../errors.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { checkPin, sendPin, type PinDelivery } from '../auth/pin-service.ts';
import type {
  PaymentEvent,
  PaymentMethodName,
  PaymentProvider,
  PaymentPurpose,
  ProviderIntent,
} from './payment-provider.ts';
import type { PaymentPurposeHandler, RefundBooking } from './payment-purposes.ts';
import * as repo from './payment-repository.ts';
import { TestPaymentProvider } from './test-payment-provider.ts';

/**
 * Online payments (decisions 022 and 040): intents for the amounts the server computes (an order's
 * prepayment, its balance after the visit, a late cancellation's penalty, DOGE bought by card), paid by card
 * (the test provider's form or Stripe) or from the DOGE wallet with an e-mailed pin; one handler for every
 * payment event (the only way anything becomes paid); and refunds, back the way the money came. Amounts
 * always come from the database, never from the client. What each purpose owes and what its payment does is
 * its module's, registered in app.paymentPurposes (payment-purposes.ts).
 */

function purposeOf(app: FastifyInstance, purpose: PaymentPurpose): PaymentPurposeHandler {
  return app.paymentPurposes.of(purpose);
}

/** What the order owes for `purpose`, asked of the purpose's module (it throws the refusal). */
async function orderDue(app: FastifyInstance, orderId: number, userId: number, purpose: OrderPaymentPurpose) {
  const due = await purposeOf(app, purpose).due(app, { userId, orderId, amountCents: 0 });
  return { orderId: due.orderId!, sID: due.sid!, amountCents: due.amountCents };
}

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

/** A payment as an order's view shows it. */
export function toPaymentView(payment: repo.PaymentRecord): OrderPaymentView {
  return {
    id: payment.id,
    provider: payment.provider,
    purpose: payment.purpose === 'wallet_top_up' ? 'order' : payment.purpose,
    amountKoinu: payment.amountKoinu,
    amount: payment.amountCents,
    refundedAmount: payment.refundedCents,
    currency: 'EUR',
    paidTimestamp: payment.createdAt.getTime(),
  };
}

// ---- Intents ----

/**
 * POST /secure/stripe-intent: the intent that charges what the order owes for `purpose` (its prepayment
 * unless said). The client's amount must equal it (it was shown to the customer); the idempotency key is per
 * order, purpose and amount, so a retry, or two calls at once, answer the same intent.
 */
export async function createPaymentIntent(
  app: FastifyInstance,
  user: SessionUser,
  input: { amount: number; orderId: number; purpose: OrderPaymentPurpose },
): Promise<PaymentIntentModel> {
  const due = await orderDue(app, input.orderId, user.id, input.purpose);
  if (input.amount !== due.amountCents) {
    throw new Invalid(MESSAGES.amountMismatch, { amount: [MESSAGES.amountMismatch] });
  }
  const provider = app.payments;
  const idempotencyKey = intentKey(input.purpose, due.orderId, due.amountCents);
  const existing = await repo.findIntentByKey(app.db, provider.name, idempotencyKey);
  if (existing) return toIntentModel(existing);
  const created = await provider.createIntent({
    amountCents: due.amountCents,
    idempotencyKey,
    orderId: due.orderId,
    sid: due.sID,
    purpose: input.purpose,
  });
  // Two calls at once: both reach the provider (Stripe answers both with one intent, the test provider with
  // two), but only the first row is stored and both answer it.
  const row = await app.db.transaction(async (tx) => {
    // Under the order's lock, which adding a dish takes too: a dish added before this point moved the amount
    // (refused here); one added after sees this intent and is refused as orderLocked.
    if ((await purposeOf(app, input.purpose).lockedDue(tx, due.orderId)) !== created.amountCents) {
      throw new Conflict(MESSAGES.amountMismatch);
    }
    return repo.insertIntentOnce(
      tx,
      intentRow(app, created, {
        purpose: input.purpose,
        orderId: due.orderId,
        userId: user.id,
        idempotencyKey,
        provider: provider.name,
      }),
    );
  });
  return toIntentModel(row);
}

/** The prepayment keeps the key the spec's intents always had; the later payments name their purpose. */
function intentKey(purpose: OrderPaymentPurpose, orderId: number, amountCents: number): string {
  return purpose === 'order' ? `order-${orderId}-${amountCents}` : `${purpose}-${orderId}-${amountCents}`;
}

/**
 * POST /secure/stripe-intent for a wallet top-up (its route reads order id 0 so): an intent that buys DOGE
 * for `amountCents` EUR (credited when its payment event arrives; the wallet checks the amount). A retry while an intent of the user for that amount is unpaid answers it; the
 * key counts the user's paid top-ups, so two calls at once make one intent and a paid one makes room for a
 * new one.
 */
export async function createTopUpIntent(
  app: FastifyInstance,
  user: SessionUser,
  amountCents: number,
): Promise<PaymentIntentModel> {
  await purposeOf(app, 'wallet_top_up').due(app, { userId: user.id, orderId: null, amountCents });
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
    intentRow(app, created, {
      purpose: 'wallet_top_up',
      orderId: null,
      userId: user.id,
      idempotencyKey,
      provider: provider.name,
    }),
  );
  return toIntentModel(row);
}

/** The stored row of an intent the provider made: its id, secret and amount are the provider's. */
function intentRow(
  app: FastifyInstance,
  created: ProviderIntent,
  values: {
    purpose: PaymentPurpose;
    orderId: number | null;
    userId: number;
    idempotencyKey: string;
    provider: PaymentMethodName;
    amountKoinu?: number;
  },
) {
  const now = app.clock();
  return {
    ...values,
    id: created.id,
    amountCents: created.amountCents,
    clientSecret: created.clientSecret,
    createdAt: now,
    updatedAt: now,
  };
}

function toIntentModel(intent: repo.IntentRecord): PaymentIntentModel {
  // Card intents only: a DOGE intent is answered as DogePaymentModel.
  return {
    id: intent.id,
    secret: intent.clientSecret,
    amount: intent.amountCents,
    provider: intent.provider === 'stripe' ? 'stripe' : 'test',
  };
}

// ---- Paying from the DOGE wallet ----

/** The pin of a DOGE payment confirms that payment only. */
function dogePinPurpose(intentId: string): string {
  return `order-payment:${intentId}`;
}

/**
 * POST /secure/doge-payment: what the order owes for `purpose`, in DOGE at DOGE_EUR_RATE, from the
 * customer's wallet. Refused without a change when the wallet is short. The intent (provider doge) is made
 * once per order, purpose and amount; a pin for it is e-mailed, with the sign-in pins' rules and limits.
 */
export async function requestDogePayment(
  app: FastifyInstance,
  user: SessionUser,
  input: { orderId: number; purpose: OrderPaymentPurpose; clientIp: string },
): Promise<{ model: DogePaymentModel; pinDelivery: PinDelivery }> {
  const due = await orderDue(app, input.orderId, user.id, input.purpose);
  const amountKoinu = koinuToPayCents(due.amountCents, app.config.DOGE_EUR_RATE);
  const balanceKoinu = await app.paymentPurposes.dogeWallet.balanceKoinu(app, user.id);
  if (balanceKoinu < amountKoinu) {
    throw new Invalid(MESSAGES.insufficientFunds, { volume: [MESSAGES.insufficientFunds] });
  }
  const idempotencyKey = `doge-${intentKey(input.purpose, due.orderId, due.amountCents)}-${amountKoinu}`;
  const existing = await repo.findIntentByKey(app.db, 'doge', idempotencyKey);
  const id = `di_${randomBytes(12).toString('hex')}`;
  const intent =
    existing ??
    (await repo.insertIntentOnce(
      app.db,
      intentRow(
        app,
        { id, clientSecret: `${id}_secret`, amountCents: due.amountCents },
        {
          purpose: input.purpose,
          orderId: due.orderId,
          userId: user.id,
          idempotencyKey,
          provider: 'doge',
          amountKoinu,
        },
      ),
    ));
  if (intent.status === 'succeeded') throw new Conflict(MESSAGES.orderAlreadyPaid);
  const pinDelivery = await sendPin(app, {
    email: user.email,
    purpose: dogePinPurpose(intent.id),
    language: user.language,
    clientIp: input.clientIp,
    signedInUserId: user.id,
    mail: {
      template: 'order-payment-pin',
      params: {
        orderNumber: due.sID.split('-')[0] ?? due.sID,
        amountCents: due.amountCents,
        amountKoinu,
        purpose: input.purpose,
      },
    },
  });
  return {
    model: { intentId: intent.id, amountCents: due.amountCents, amountKoinu, balanceKoinu },
    pinDelivery,
  };
}

/**
 * POST /secure/doge-payment-confirm: the pin pays the intent from the wallet, once. In one transaction,
 * under the order's lock: the amount must still be owed, the coins move from the wallet to the DOGE escrow
 * (InsufficientFunds keeps nothing) and the payment is recorded by the same handler as a card's. Answers the
 * order's id.
 */
export async function confirmDogePayment(
  app: FastifyInstance,
  user: SessionUser,
  input: { intentId: string; pin: string },
): Promise<number> {
  const intent = await repo.findIntent(app.db, input.intentId);
  if (!intent || intent.provider !== 'doge' || intent.userId !== user.id || intent.orderId === null) {
    throw new NotFound(MESSAGES.paymentNotFound);
  }
  if (intent.status === 'succeeded') throw new Conflict(MESSAGES.orderAlreadyPaid);
  const orderId = intent.orderId;
  const purpose = intent.purpose as OrderPaymentPurpose;
  await checkPin(app, { email: user.email, purpose: dogePinPurpose(intent.id), pin: input.pin });
  await app.db.transaction(async (tx) => {
    // Still owed, at this amount (paid by card meanwhile, or cancelled: nothing moves).
    if ((await purposeOf(app, purpose).lockedDue(tx, orderId)) !== intent.amountCents) {
      throw new Conflict(MESSAGES.orderAlreadyPaid);
    }
    await app.paymentPurposes.dogeWallet.pay(tx, {
      userId: user.id,
      amountKoinu: intent.amountKoinu!,
      idempotencyKey: `doge-payment-${intent.id}`,
      orderId,
      at: app.clock(),
    });
    const outcome = await recordEvent(app, tx, {
      id: `evt_doge_${intent.id}`,
      provider: 'doge',
      type: 'payment_intent.succeeded',
      intentId: intent.id,
      amountCents: intent.amountCents,
      currency: 'eur',
      failureMessage: null,
    });
    if (outcome.outcome !== 'recorded' || outcome.refund) throw new Conflict(MESSAGES.orderAlreadyPaid);
  });
  return orderId;
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
  if (intent.orderId !== null) {
    await orderDue(app, intent.orderId, user.id, intent.purpose as OrderPaymentPurpose);
  }
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
  /** A payment that is not owed any more (the order was cancelled, or paid another way): refund it. */
  refund?: { orderId: number; paymentId: number; amountCents: number };
}

/** The one handler of every provider's events: records the event in a transaction of its own. */
export async function handlePaymentEvent(app: FastifyInstance, event: PaymentEvent): Promise<EventOutcome> {
  if (event.type === 'other' || event.intentId === null) return 'ignored';
  const result = await app.db.transaction((tx) => recordEvent(app, tx, event));
  logOutcome(app, event, result.outcome);
  if (result.refund) await refundUnowedPayment(app, result.refund, event.intentId);
  return result.outcome;
}

/**
 * Records an event inside `tx`: the event id first (a replayed event stops there); the amount received must
 * be the intent's; the payment is recorded once per intent (a second event of the same intent records
 * nothing); then the orders module takes it (the order is paid, its balance or its penalty) or the wallet
 * of a top-up is credited. Money the order no longer owes is recorded and marked to be refunded in full.
 */
async function recordEvent(app: FastifyInstance, tx: Tx, event: PaymentEvent): Promise<EventResult> {
  const intentId = event.intentId!;
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
  // The order first, as a cancellation locks it: the two happen one after the other.
  if (intent.orderId !== null) await purposeOf(app, intent.purpose).lock(tx, intent.orderId);
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
  const payment = await repo.insertPaymentOnce(tx, {
    intentId: intent.id,
    eventId: event.id,
    provider: intent.provider,
    purpose: intent.purpose,
    orderId: intent.orderId,
    userId: intent.userId,
    amountCents: event.amountCents,
    amountKoinu: intent.amountKoinu,
    createdAt: now,
  });
  if (!payment) return { outcome: 'duplicate' };
  await repo.setIntentStatus(tx, intent.id, 'succeeded', null, now);
  const accepted = await purposeOf(app, intent.purpose).paid(app, tx, {
    purpose: intent.purpose,
    paymentId: payment.id,
    intentId: intent.id,
    userId: intent.userId,
    orderId: intent.orderId,
    amountCents: payment.amountCents,
    at: now,
  });
  if (accepted) return { outcome: 'recorded' };
  return {
    outcome: 'recorded',
    refund: { orderId: intent.orderId!, paymentId: payment.id, amountCents: payment.amountCents },
  };
}

/**
 * Money that arrived when the order no longer owed it (cancelled while the card form was open, or paid
 * another way meanwhile) goes back in full. Keyed by the intent, so a second event refunds nothing more.
 */
async function refundUnowedPayment(
  app: FastifyInstance,
  refund: { orderId: number; paymentId: number; amountCents: number },
  intentId: string,
) {
  app.log.warn({ orderId: refund.orderId, intentId }, 'payment not owed any more: refunded in full');
  await refundOrder(app, {
    orderId: refund.orderId,
    amountCents: refund.amountCents,
    idempotencyKey: `late-payment-${intentId}`,
    paymentId: refund.paymentId,
  });
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

export interface RefundRequest {
  orderId: number;
  amountCents: number;
  idempotencyKey: string;
  /** Refund this payment only; else the order's prepayment ('order' purpose). */
  paymentId?: number;
}

/** A refund written in the caller's transaction, to be sent to its provider once that commits. */
export type PlannedRefund = { refund: repo.RefundRecord; payment: repo.PaymentRecord };

/**
 * Refunds amountCents of an order's prepayment (or of one payment) back the way it came, idempotently by
 * key (the same key twice refunds once; 0 does nothing; never more than was paid): writes the refund rows
 * and the ledger's escrow -> refunds, then sends card refunds to their provider. See writeRefunds and
 * sendRefunds to do it inside a transaction of the caller's.
 */
export async function refundOrder(app: FastifyInstance, input: RefundRequest): Promise<void> {
  const planned = await app.db.transaction((tx) => writeRefunds(app, tx, input));
  await sendRefunds(app, planned);
}

/**
 * The refund's rows, written in `tx` (which locks the order's payments): one per payment it draws on,
 * oldest first; the euros leave the order's escrow for the refunds account; a DOGE payment's coins go back
 * to the wallet at once (nothing leaves the machine). Card refunds stay pending until sendRefunds hands
 * them to their provider; one that never reaches it is sent again by the resender, never twice.
 */
export async function writeRefunds(
  app: FastifyInstance,
  tx: Tx,
  input: RefundRequest,
): Promise<PlannedRefund[]> {
  if (!Number.isInteger(input.amountCents) || input.amountCents < 0) {
    throw new Error(`refundOrder: bad amount ${input.amountCents}`);
  }
  if (input.amountCents === 0) return [];
  // The order first, then its payments: every writer of an order's money takes its row lock before anything
  // else (the ledger's rows name the order, so they wait for that lock too), or two of them wait on each other.
  await purposeOf(app, 'order').lock(tx, input.orderId);
  const all = await repo.lockPaymentsOfOrder(tx, input.orderId);
  const paid = all.filter((p) => (input.paymentId ? p.id === input.paymentId : p.purpose === 'order'));
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
  const toSend: PlannedRefund[] = [];
  const now = app.clock();
  for (const { payment, amountCents } of planned.parts) {
    const idempotencyKey = refundKey(input.idempotencyKey, payment.id);
    const amountKoinu = payment.provider === 'doge' ? await koinuToRefund(tx, payment, amountCents) : null;
    const refund = await repo.insertRefund(tx, {
      paymentId: payment.id,
      amountCents,
      amountKoinu,
      status: payment.provider === 'doge' ? 'succeeded' : 'pending',
      idempotencyKey,
      createdAt: now,
    });
    await repo.addRefunded(tx, payment.id, amountCents);
    await purposeOf(app, payment.purpose).bookRefund(tx, bookingOf(input.orderId, payment, refund, now));
    if (payment.provider !== 'doge') toSend.push({ refund, payment });
  }
  return toSend;
}

/** Hands the written card refunds to their providers (after the transaction that wrote them committed). */
export async function sendRefunds(app: FastifyInstance, planned: PlannedRefund[]): Promise<void> {
  for (const { refund, payment } of planned) await sendRefund(app, refund, payment);
}

/**
 * The coins a DOGE refund gives back: the refunded share of the coins paid, rounded down, and all that is
 * left of them when the refund takes the rest of the payment (so the coins paid all come back in the end).
 */
async function koinuToRefund(tx: Tx, payment: repo.PaymentRecord, amountCents: number): Promise<number> {
  const paidKoinu = payment.amountKoinu ?? 0;
  const refundedKoinu = await repo.sumRefundedKoinu(tx, payment.id);
  if (payment.refundedCents + amountCents >= payment.amountCents) return paidKoinu - refundedKoinu;
  return Math.min(paidKoinu - refundedKoinu, Math.floor((paidKoinu * amountCents) / payment.amountCents));
}

/** A refund as its purpose books it in the ledger (the escrow the money leaves, a DOGE payment's coins). */
function bookingOf(
  orderId: number | null,
  payment: repo.PaymentRecord,
  refund: repo.RefundRecord,
  at: Date,
): RefundBooking {
  return {
    orderId,
    payment: { provider: payment.provider, userId: payment.userId },
    refund: { id: refund.id, amountCents: refund.amountCents, amountKoinu: refund.amountKoinu },
    at,
  };
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
    await failRefund(app, refund, payment);
    return;
  }
  try {
    const result = await provider.refund({
      intentId: payment.intentId,
      amountCents: refund.amountCents,
      idempotencyKey: refund.idempotencyKey,
    });
    if (result.status === 'failed') await failRefund(app, refund, payment, result.id);
    else
      await repo.setRefundResult(app.db, refund.id, { providerRefundId: result.id, status: result.status });
  } catch (error) {
    log.error({ err: error }, 'refund not sent: it stays pending; the same key sends it again');
  }
}

/**
 * A refund its provider refused: the amount counts as not refunded, and its euros go back from the refunds
 * account to the order's escrow, where they wait for a person (the log says so) to settle them.
 */
async function failRefund(
  app: FastifyInstance,
  refund: repo.RefundRecord,
  payment: repo.PaymentRecord,
  providerRefundId: string | null = null,
): Promise<void> {
  await app.db.transaction(async (tx) => {
    // The order's lock first, as every writer of an order's money takes it (see writeRefunds).
    if (payment.orderId !== null) await purposeOf(app, payment.purpose).lock(tx, payment.orderId);
    if (!(await repo.failRefund(tx, refund, payment.id, providerRefundId))) return;
    await purposeOf(app, payment.purpose).bookFailedRefund(
      tx,
      bookingOf(payment.orderId, payment, refund, app.clock()),
    );
  });
}

/** The provider that took a payment: the active one, or the test provider (it needs nothing to refund). */
function providerOf(app: FastifyInstance, name: PaymentMethodName): PaymentProvider | null {
  if (app.payments.name === name) return app.payments;
  return name === 'test' ? new TestPaymentProvider() : null;
}
