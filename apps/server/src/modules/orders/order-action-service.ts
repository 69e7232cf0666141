import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@hearth/domain/messages';
import { orderMoney, type OrderMoney } from '@hearth/domain/order-money';
import {
  allowedOrderActions,
  deliveryOpen,
  type CancellationTerms,
  type OrderAction,
  type OrderCanceller,
  type OrderParty,
  type OrderView,
} from '@hearth/domain/orders';
import { isTimeBased } from '@hearth/domain/pricing';
import type { Tx } from '../../db/database.ts';
import { Conflict, Invalid, NotFound } from '../../errors.ts';
import type { SessionUser } from '../../plugins/session.ts';
import {
  listPaymentsOfOrders,
  sendRefunds,
  writeRefunds,
  type PlannedRefund,
} from '../payments/payment-service.ts';
import { bookCancellation, bookRelease, chargeInformationFee } from './order-ledger.ts';
import { enqueueOrderMails } from './order-mail-service.ts';
import { moneyLines, paidOnlineCents, partyOf, termsFor } from './order-model.ts';
import * as repo from './order-repository.ts';
import { asViewer, viewOrder } from './order-view-service.ts';

/**
 * The order lifecycle (decision 040, packages/domain allowedOrderActions): the chef confirms a paid order
 * (paying the 1 DOGE information fee) and marks it delivered from the booked start, with the actual time of
 * its time-priced dishes; the customer, the chef or an operator cancels it while it is placed or confirmed;
 * the server cancels an order left unpaid. Each change is made under the order's lock, so two actions never
 * both apply, and its ledger entries, refunds and mails are written in the same transaction.
 */

export type ActualTime = { itemId: number; minutes: number }[];

function assertAllowed(
  app: FastifyInstance,
  order: repo.OrderRecord,
  party: OrderParty,
  action: OrderAction,
) {
  const when = { now: app.clock(), graceMinutes: app.config.DELIVERY_GRACE_MINUTES };
  const state = {
    status: order.status,
    paid: order.paidAt !== null,
    serviceDeliveryDate: Math.floor(order.serviceDeliveryDate.getTime() / 1000),
  };
  if (allowedOrderActions(state, party, when).includes(action)) return;
  // Say why the one refusal a chef meets in the normal course is refused: it is too early.
  if (
    action === 'deliver' &&
    party === 'chef' &&
    order.status === 'confirmed' &&
    !deliveryOpen(state, when)
  ) {
    throw new Conflict(MESSAGES.deliveryNotYet);
  }
  throw new Conflict(MESSAGES.orderActionNotAllowed);
}

/** POST /secure/order-action: answers the order as the actor sees it after the change. */
export async function performOrderAction(
  app: FastifyInstance,
  viewer: SessionUser,
  input: { orderId: number; action: OrderAction; actualTime?: ActualTime },
): Promise<OrderView> {
  const order = await repo.findOrder(app.db, input.orderId);
  const party = order ? partyOf(order, asViewer(viewer)) : null;
  if (!order || !party) throw new NotFound(MESSAGES.orderNotFound);
  if (input.actualTime && input.action !== 'deliver') throw new Invalid(MESSAGES.actualTimeInvalid);
  assertAllowed(app, order, party, input.action);
  if (input.action === 'cancel') await cancelOrder(app, order.id, party);
  else if (input.action === 'confirm') await confirm(app, order.id);
  else await deliver(app, order.id, input.actualTime ?? []);
  return viewOrder(app, order.id, viewer);
}

/** The order locked for the change, checked again now that nobody else can change it. */
async function lockedFor(
  app: FastifyInstance,
  tx: Tx,
  orderId: number,
  party: OrderParty,
  action: OrderAction,
): Promise<repo.OrderRecord> {
  const order = await repo.lockOrder(tx, orderId);
  if (!order) throw new NotFound(MESSAGES.orderNotFound);
  assertAllowed(app, order, party, action);
  return order;
}

/** Confirm: the information fee leaves the chef's DOGE wallet, and the customer's address is theirs to see. */
async function confirm(app: FastifyInstance, orderId: number): Promise<void> {
  await app.db.transaction(async (tx) => {
    const order = await lockedFor(app, tx, orderId, 'chef', 'confirm');
    const now = app.clock();
    await chargeInformationFee(tx, order, now);
    const updated = await repo.updateOrder(tx, orderId, {
      status: 'confirmed',
      confirmedAt: now,
      updatedAt: now,
    });
    await enqueueOrderMails(app, tx, updated, 'order-confirmed', {});
  });
}

/**
 * Deliver: the actual minutes of time-priced lines are stored, and the order's final amounts with them
 * (orderMoney): the escrow is released to the platform and the chef, what was prepaid beyond the final
 * amount is refunded, and the customer is asked to pay the rest online (card or DOGE mode).
 */
async function deliver(app: FastifyInstance, orderId: number, actualTime: ActualTime): Promise<void> {
  let refunds: PlannedRefund[] = [];
  await app.db.transaction(async (tx) => {
    const order = await lockedFor(app, tx, orderId, 'chef', 'deliver');
    const items = await repo.listItems(tx, [orderId]);
    await recordActualTime(tx, items, actualTime);
    const money = orderMoney(moneyLines(await repo.listItems(tx, [orderId])), {
      payInCash: order.payInCash,
      serviceFeeCents: order.serviceFeeCents,
    });
    const now = app.clock();
    const updated = await repo.updateOrder(tx, orderId, {
      status: 'delivered',
      deliveredAt: now,
      finalSubtotalCents: money.subtotal,
      balanceDueCents: money.payAfterVisit,
      balanceRefundCents: money.refundAfterVisit,
      updatedAt: now,
    });
    await bookRelease(tx, order, money, now);
    refunds = await writeRefunds(app, tx, {
      orderId,
      amountCents: money.refundAfterVisit,
      idempotencyKey: `after-visit-order-${orderId}`,
    });
    await enqueueOrderMails(app, tx, updated, 'order-delivered', { deliveredAt: now.getTime() });
    if (money.mode === 'online') await mailBalance(app, tx, updated, money);
  });
  await sendRefunds(app, refunds);
}

async function mailBalance(app: FastifyInstance, tx: Tx, order: repo.OrderRecord, money: OrderMoney) {
  if (money.payAfterVisit === 0 && money.refundAfterVisit === 0) return;
  await enqueueOrderMails(app, tx, order, 'order-balance-due', {
    balanceDueCents: money.payAfterVisit,
    refundCents: money.refundAfterVisit,
  });
}

/** The chef's minutes, on time-priced lines of this order only; anything else is refused whole. */
async function recordActualTime(tx: Tx, items: repo.OrderItemRecord[], actualTime: ActualTime) {
  const seen = new Set<number>();
  for (const { itemId, minutes } of actualTime) {
    const item = items.find((i) => i.id === itemId);
    const timed = item && isTimeBased({ ...item, baseServings: item.servingsNumber });
    if (!timed || seen.has(itemId)) {
      throw new Invalid(MESSAGES.actualTimeInvalid, { actualTime: [MESSAGES.actualTimeInvalid] });
    }
    seen.add(itemId);
    await repo.updateItem(tx, itemId, { actualMinutes: minutes });
  }
}

/**
 * Cancels by the information page's rule (cancellationTerms; the system cancels an unpaid order at no cost).
 * Under the order's lock, the terms are worked out from the payments recorded by then; the status, the
 * amounts, the refund's rows, the ledger and the mails are written together. A payment event waits for that
 * lock, so it lands either before (and is part of the refund) or after (and is refunded in full as money the
 * order no longer owes). The card refund is handed to its provider after the commit; one that does not
 * reach it stays pending and is sent again, never twice.
 */
export async function cancelOrder(app: FastifyInstance, orderId: number, by: OrderCanceller): Promise<void> {
  let refunds: PlannedRefund[] = [];
  const cancelled = await app.db.transaction(async (tx) => {
    const locked =
      by === 'system' ? await repo.lockOrder(tx, orderId) : await lockedFor(app, tx, orderId, by, 'cancel');
    // The system cancels only what is still unpaid: a payment that landed meanwhile keeps the order.
    if (!locked || (by === 'system' && (locked.status !== 'placed' || locked.paidAt))) return false;
    const now = app.clock();
    const payments = (await listPaymentsOfOrders(tx, [orderId])).get(orderId) ?? [];
    const prepayments = payments.filter((p) => p.purpose === 'order');
    const terms = termsFor(locked, by === 'system' ? 'operator' : by, now, prepayments);
    const updated = await repo.updateOrder(tx, orderId, {
      status: 'cancelled',
      cancelledAt: now,
      cancelledBy: by,
      ...moneyOf(terms),
      updatedAt: now,
    });
    refunds = await writeRefunds(app, tx, {
      orderId,
      amountCents: terms.refundCents,
      idempotencyKey: `cancel-order-${orderId}`,
    });
    await bookCancellation(tx, {
      order: locked,
      terms,
      paidOnlineCents: paidOnlineCents(prepayments),
      at: now,
    });
    if (by === 'system') await enqueueOrderMails(app, tx, updated, 'order-expired', {});
    else await enqueueOrderMails(app, tx, updated, 'order-cancelled', { cancelledBy: by, ...moneyOf(terms) });
    return true;
  });
  if (cancelled) await sendRefunds(app, refunds);
}

function moneyOf(terms: CancellationTerms) {
  return {
    refundCents: terms.refundCents,
    commissionCents: terms.kind === 'refund' ? terms.commissionCents : 0,
    dueCents: terms.dueCents,
  };
}

/**
 * The orders left unpaid past UNPAID_ORDER_TTL_MINUTES, cancelled by the system (at most `limit` per call);
 * answers how many. Run every minute by the orders plugin, on every instance: the order's lock makes each
 * cancellation happen once.
 */
export async function cancelExpiredOrders(app: FastifyInstance, limit = 100): Promise<number> {
  const before = new Date(app.clock().getTime() - app.config.UNPAID_ORDER_TTL_MINUTES * 60_000);
  const ids = await repo.listUnpaidOrdersPlacedBefore(app.db, before, limit);
  let cancelled = 0;
  for (const id of ids) {
    await cancelOrder(app, id, 'system');
    cancelled += 1;
  }
  return cancelled;
}
