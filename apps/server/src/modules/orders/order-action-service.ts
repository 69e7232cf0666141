import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@hearth/domain/messages';
import {
  allowedOrderActions,
  type CancellationTerms,
  type OrderAction,
  type OrderParty,
  type OrderView,
} from '@hearth/domain/orders';
import type { Tx } from '../../db/database.ts';
import { Conflict, NotFound } from '../../errors.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { listPaymentsOfOrders, refundOrder } from '../payments/payment-service.ts';
import { enqueueOrderMails } from './order-mail-service.ts';
import { partyOf, termsFor } from './order-model.ts';
import * as repo from './order-repository.ts';
import { asViewer, viewOrder } from './order-view-service.ts';

/**
 * The order lifecycle (DESIGN.md section 5, packages/domain allowedOrderActions): the chef confirms a paid
 * order and marks it delivered; the customer, the chef or an operator cancels it while it is placed or
 * confirmed. Each change is made under the order's lock, so two actions never both apply, and its mails
 * are written in the same transaction.
 */

function assertAllowed(order: repo.OrderRecord, party: OrderParty, action: OrderAction): void {
  const allowed = allowedOrderActions({ status: order.status, paid: order.paidAt !== null }, party);
  if (!allowed.includes(action)) throw new Conflict(MESSAGES.orderActionNotAllowed);
}

/** POST /secure/order-action: answers the order as the actor sees it after the change. */
export async function performOrderAction(
  app: FastifyInstance,
  viewer: SessionUser,
  input: { orderId: number; action: OrderAction },
): Promise<OrderView> {
  const order = await repo.findOrder(app.db, input.orderId);
  const party = order ? partyOf(order, asViewer(viewer)) : null;
  if (!order || !party) throw new NotFound(MESSAGES.orderNotFound);
  assertAllowed(order, party, input.action);
  if (input.action === 'cancel') await cancel(app, order, party);
  else await advance(app, order.id, party, input.action);
  return viewOrder(app, order.id, viewer);
}

/** Confirm or deliver: one step forward, with its date. */
async function advance(
  app: FastifyInstance,
  orderId: number,
  party: OrderParty,
  action: 'confirm' | 'deliver',
): Promise<void> {
  await app.db.transaction(async (tx) => {
    await lockedFor(tx, orderId, party, action);
    const now = app.clock();
    if (action === 'confirm') {
      const updated = await repo.updateOrder(tx, orderId, {
        status: 'confirmed',
        confirmedAt: now,
        updatedAt: now,
      });
      await enqueueOrderMails(app, tx, updated, 'order-confirmed', {});
    } else {
      const updated = await repo.updateOrder(tx, orderId, {
        status: 'delivered',
        deliveredAt: now,
        updatedAt: now,
      });
      await enqueueOrderMails(app, tx, updated, 'order-delivered', { deliveredAt: now.getTime() });
    }
  });
}

/** The order locked for the change, checked again now that nobody else can change it. */
async function lockedFor(
  tx: Tx,
  orderId: number,
  party: OrderParty,
  action: OrderAction,
): Promise<repo.OrderRecord> {
  const order = await repo.lockOrder(tx, orderId);
  if (!order) throw new NotFound(MESSAGES.orderNotFound);
  assertAllowed(order, party, action);
  return order;
}

/**
 * Cancels by the information page's rule (cancellationTerms). Under the order's lock, the terms are worked
 * out from the payments recorded by then, and the status, the amounts and the mails are written together;
 * a payment event waits for that lock, so it lands either before (and is part of the refund) or after (and
 * payments refunds it in full, as money for a cancelled order). The refund itself is a call to the
 * provider, made after the commit by the idempotency key of this cancellation: it records its own rows
 * first, so one that fails stays pending and is sent again, never twice.
 */
async function cancel(app: FastifyInstance, order: repo.OrderRecord, party: OrderParty): Promise<void> {
  const now = app.clock();
  const terms = await app.db.transaction(async (tx) => {
    const locked = await lockedFor(tx, order.id, party, 'cancel');
    const payments = (await listPaymentsOfOrders(tx, [order.id])).get(order.id) ?? [];
    const cancelTerms = termsFor(locked, party, now, payments);
    const updated = await repo.updateOrder(tx, order.id, {
      status: 'cancelled',
      cancelledAt: now,
      cancelledBy: party,
      ...moneyOf(cancelTerms),
      updatedAt: now,
    });
    await enqueueOrderMails(app, tx, updated, 'order-cancelled', {
      cancelledBy: party,
      ...moneyOf(cancelTerms),
    });
    return cancelTerms;
  });
  if (terms.refundCents > 0) {
    await refundOrder(app, {
      orderId: order.id,
      amountCents: terms.refundCents,
      idempotencyKey: `cancel-order-${order.id}`,
    });
  }
}

function moneyOf(terms: CancellationTerms) {
  return {
    refundCents: terms.refundCents,
    commissionCents: terms.kind === 'refund' ? terms.commissionCents : 0,
    dueCents: terms.dueCents,
  };
}
