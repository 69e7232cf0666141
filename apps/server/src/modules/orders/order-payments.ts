import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@hearth/domain/messages';
import type { OrderDue, OrderPaymentPurpose } from '@hearth/domain/orders';
import type { DbOrTx, Tx } from '../../db/database.ts';
import { Conflict, Invalid, NotFound } from '../../errors.ts';
import { issueInvoice } from '../invoices/invoice-service.ts';
import type { PaymentPurposeHandler, PaymentPurposes, RefundBooking } from '../payments/payment-purposes.ts';
import * as ledgerRepo from '../wallet/ledger-repository.ts';
import { postTransaction } from '../wallet/ledger-service.ts';
import { bookPayment } from './order-ledger.ts';
import { enqueueOrderMails } from './order-mail-service.ts';
import * as repo from './order-repository.ts';

/**
 * What a customer owes online for an order, and what happens when it is paid (decision 040): the
 * prepayment at checkout ('order'), the balance after the visit ('order_balance') and a late cancellation's
 * penalty ('order_penalty'). They are registered with payments (docs/decisions/051-payment-purposes.md),
 * which asks here how much to charge and hands every recorded payment of an order back here, in the
 * transaction that records it.
 */

/** Registers the order's three purposes with payments. */
export function registerOrderPayments(purposes: PaymentPurposes): void {
  for (const purpose of ['order', 'order_balance', 'order_penalty'] as const) {
    purposes.register(purpose, orderPurpose(purpose));
  }
}

function orderPurpose(purpose: OrderPaymentPurpose): PaymentPurposeHandler {
  return {
    async due(app, { userId, orderId }) {
      const due = await orderDue(app, orderId!, userId, purpose);
      return { orderId: due.orderId, sid: due.sID, amountCents: due.amountCents };
    },
    lock: async (tx, orderId) => void (await repo.lockOrder(tx, orderId)),
    lockedDue: (tx, orderId) => lockedDue(tx, orderId, purpose),
    paid: (app, tx, payment) =>
      recordOrderPayment(app, tx, {
        orderId: payment.orderId!,
        purpose,
        paymentId: payment.paymentId,
        amountCents: payment.amountCents,
        at: payment.at,
      }),
    bookRefund,
    bookFailedRefund,
  };
}

/** The amount the order owes for `purpose` now, or null when it owes nothing for it. */
export function dueAmount(order: repo.DueFields, purpose: OrderPaymentPurpose): number | null {
  switch (purpose) {
    case 'order':
      return order.status === 'placed' && !order.paidAt && order.onlineAmountCents > 0
        ? order.onlineAmountCents
        : null;
    case 'order_balance':
      return order.status === 'delivered' && !order.balancePaidAt && (order.balanceDueCents ?? 0) > 0
        ? order.balanceDueCents
        : null;
    case 'order_penalty':
      return order.status === 'cancelled' && !order.penaltyPaidAt && (order.dueCents ?? 0) > 0
        ? order.dueCents
        : null;
  }
}

/** Every amount the order owes online now. */
export function duesOf(order: repo.DueFields): OrderDue[] {
  const dues: OrderDue[] = [];
  for (const purpose of ['order', 'order_balance', 'order_penalty'] as const) {
    const amountCents = dueAmount(order, purpose);
    if (amountCents !== null) dues.push({ orderId: order.id, sID: order.sid, purpose, amountCents });
  }
  return dues;
}

/** A late cancellation's penalty the customer has not paid: new orders wait until it is. */
export async function assertNoPenaltyOutstanding(db: DbOrTx, customerId: number): Promise<void> {
  if (await repo.hasUnpaidPenalty(db, customerId)) throw new Conflict(MESSAGES.penaltyOutstanding);
}

/**
 * The amount `userId` may pay now for the order's `purpose`. Throws NotFound(orderNotFound) when the order
 * is unknown or not the user's; Conflict(orderAlreadyPaid) when that amount is paid; Conflict(nothingDue)
 * when nothing is owed for it (a prepayment of a cancelled or delivered order: orderActionNotAllowed);
 * Invalid(addressRequired) for a prepayment without an address; Invalid(nothingToPayOnline) when the
 * prepayment is 0; Conflict(penaltyOutstanding) for a prepayment while a penalty is unpaid.
 */
export async function orderDue(
  app: FastifyInstance,
  orderId: number,
  userId: number,
  purpose: OrderPaymentPurpose,
): Promise<OrderDue> {
  const order = await repo.findOrder(app.db, orderId);
  if (!order || order.customerId !== userId) throw new NotFound(MESSAGES.orderNotFound);
  const amountCents = dueAmount(order, purpose);
  if (amountCents === null) throw refusal(order, purpose);
  if (purpose === 'order') {
    if (!(await repo.hasAddress(app.db, orderId))) throw new Invalid(MESSAGES.addressRequired);
    await assertNoPenaltyOutstanding(app.db, userId);
  }
  return { orderId: order.id, sID: order.sid, purpose, amountCents };
}

function refusal(order: repo.OrderRecord, purpose: OrderPaymentPurpose): Error {
  const paidAt = {
    order: order.paidAt,
    order_balance: order.balancePaidAt,
    order_penalty: order.penaltyPaidAt,
  };
  if (paidAt[purpose]) return new Conflict(MESSAGES.orderAlreadyPaid);
  if (purpose === 'order' && order.status === 'placed') return new Invalid(MESSAGES.nothingToPayOnline);
  if (purpose === 'order') return new Conflict(MESSAGES.orderActionNotAllowed);
  return new Conflict(MESSAGES.nothingDue);
}

/** The amount owed for `purpose`, read under the order's lock (held until `tx` ends); null when none. */
export async function lockedDue(
  tx: Tx,
  orderId: number,
  purpose: OrderPaymentPurpose,
): Promise<number | null> {
  const order = await repo.lockOrder(tx, orderId);
  return order ? dueAmount(order, purpose) : null;
}

/**
 * Called by payments inside the transaction that records a payment of the order (the order is locked). A
 * payment of what is owed settles it: the prepayment marks the order paid (escrow, invoice, mails), the
 * balance and the penalty go to the chef's earnings. Money the order no longer owes (it was cancelled, or
 * paid another way meanwhile) is kept in escrow and answered false: payments refunds it in full.
 */
export async function recordOrderPayment(
  app: FastifyInstance,
  tx: Tx,
  input: {
    orderId: number;
    purpose: OrderPaymentPurpose;
    paymentId: number;
    amountCents: number;
    at: Date;
  },
): Promise<boolean> {
  const order = await repo.lockOrder(tx, input.orderId);
  if (!order) throw new Error('recordOrderPayment: no such order');
  const { paymentId, amountCents, at } = input;
  const owed = dueAmount(order, input.purpose) === amountCents;
  if (input.purpose === 'order') {
    // Money arrived: the order counts as paid even when it was cancelled meanwhile (then refunded in full).
    const updated = await repo.setPaidAt(tx, order.id, at);
    await bookPayment(tx, { order, paymentId, amountCents, to: 'escrow', at });
    if (!owed || !updated) return false;
    await issueInvoice(app, tx, order.id, at);
    await enqueueOrderMails(app, tx, updated, 'order-paid', { paidCents: amountCents });
    return true;
  }
  if (!owed) {
    await bookPayment(tx, { order, paymentId, amountCents, to: 'escrow', at });
    return false;
  }
  await bookPayment(tx, { order, paymentId, amountCents, to: 'earnings', at });
  const paid =
    input.purpose === 'order_balance'
      ? { balancePaidAt: at, updatedAt: at }
      : { penaltyPaidAt: at, updatedAt: at };
  await repo.updateOrder(tx, order.id, paid);
  return true;
}

/** The ledger side of a refund: escrow -> refunds in euros, and a DOGE payment's coins back to the wallet. */
async function bookRefund(tx: Tx, { orderId, payment, refund, at }: RefundBooking): Promise<void> {
  const escrow = await ledgerRepo.ensureSystemAccount(tx, 'escrow', 'EUR');
  const refunds = await ledgerRepo.ensureSystemAccount(tx, 'refunds', 'EUR');
  const entries = [
    { accountId: escrow, amount: -refund.amountCents },
    { accountId: refunds, amount: refund.amountCents },
  ];
  if (payment.provider === 'doge' && (refund.amountKoinu ?? 0) > 0) {
    const dogeEscrow = await ledgerRepo.ensureSystemAccount(tx, 'escrow', 'DOGE');
    const wallet = await ledgerRepo.ensureUserAccount(tx, payment.userId, 'user');
    entries.push(
      { accountId: dogeEscrow, amount: -refund.amountKoinu! },
      { accountId: wallet, amount: refund.amountKoinu! },
    );
  }
  await postTransaction(tx, {
    kind: 'order_refund',
    idempotencyKey: `refund-${refund.id}`,
    entries,
    at,
    orderId: orderId ?? undefined,
  });
}

/** A refund its provider refused: its euros go back from the refunds account to the order's escrow. */
async function bookFailedRefund(tx: Tx, { orderId, refund, at }: RefundBooking): Promise<void> {
  const escrow = await ledgerRepo.ensureSystemAccount(tx, 'escrow', 'EUR');
  const refunds = await ledgerRepo.ensureSystemAccount(tx, 'refunds', 'EUR');
  await postTransaction(tx, {
    kind: 'order_refund',
    idempotencyKey: `refund-failed-${refund.id}`,
    entries: [
      { accountId: refunds, amount: -refund.amountCents },
      { accountId: escrow, amount: refund.amountCents },
    ],
    at,
    orderId: orderId ?? undefined,
  });
}
