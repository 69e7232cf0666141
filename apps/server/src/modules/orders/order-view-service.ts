import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@hearth/domain/messages';
import type { OrderDue, OrderParty, OrderView } from '@hearth/domain/orders';
import { canModerate } from '@hearth/domain/profile';
import type { DbOrTx } from '../../db/database.ts';
import { NotFound } from '../../errors.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { firstImageThumbnails } from '../catalogue/catalogue-service.ts';
import { invoicesOfOrders } from '../invoices/invoice-service.ts';
import { listPaymentsOfOrders } from '../payments/payment-service.ts';
import { reviewsOfOrders } from '../reviews/review-service.ts';
import { partyOf, toItemView, toOrderView } from './order-model.ts';
import { duesOf } from './order-payments.ts';
import * as repo from './order-repository.ts';

/**
 * The orders as their parties see them (model.order, model.orders): the buyer, the order's chef, and the
 * operators. A list costs the same five queries whatever its length: the orders, their lines, the first
 * images of their dishes, their payments and their reviews.
 */

/** The viewer as the visibility rule needs them. */
export function asViewer(user: SessionUser): { id: number; canModerate: boolean } {
  return { id: user.id, canModerate: canModerate(user.role) };
}

/** Builds the views of some orders; `partyFor` says who the viewer is to each (null: cannot act on it). */
export async function buildViews(
  app: FastifyInstance,
  db: DbOrTx,
  rows: readonly repo.OrderViewRow[],
  partyFor: (row: repo.OrderViewRow) => OrderParty | null,
): Promise<OrderView[]> {
  const ids = rows.map((row) => row.order.id);
  const chefOf = new Map(rows.map((row) => [row.order.id, row.order.chefId]));
  // Lines, payments and reviews at once; the lines' images once the lines are known.
  const [items, payments, reviews, invoices] = await Promise.all([
    repo.listItems(db, ids),
    listPaymentsOfOrders(db, ids),
    reviewsOfOrders(db, ids),
    invoicesOfOrders(db, ids),
  ]);
  const thumbnails = await firstImageThumbnails(
    db,
    items.map((item) => ({ productId: item.productId, ownerId: chefOf.get(item.orderId)! })),
  );
  const itemsOf = new Map<number, typeof items>();
  for (const item of items) {
    const list = itemsOf.get(item.orderId);
    if (list) list.push(item);
    else itemsOf.set(item.orderId, [item]);
  }
  const now = app.clock();
  return rows.map((row) => {
    const lines = itemsOf.get(row.order.id) ?? [];
    return toOrderView(row, {
      items: lines.map((item) => toItemView(item, thumbnails.get(item.productId) ?? null)),
      lines,
      payments: payments.get(row.order.id) ?? [],
      party: partyFor(row),
      now,
      review: reviews.get(row.order.id),
      dues: duesOf(row.order),
      invoice: invoices.get(row.order.id),
      graceMinutes: app.config.DELIVERY_GRACE_MINUTES,
      unpaidTtlMinutes: app.config.UNPAID_ORDER_TTL_MINUTES,
    });
  });
}

/** One order as `viewer` sees it (null: the anonymous browser that placed it). */
export async function viewOrder(
  app: FastifyInstance,
  orderId: number,
  viewer: SessionUser | null,
): Promise<OrderView> {
  const row = await repo.findOrderView(app.db, orderId);
  if (!row) throw new NotFound(MESSAGES.orderNotFound);
  const [view] = await buildViews(app, app.db, [row], (r) =>
    viewer ? partyOf(r.order, asViewer(viewer)) : null,
  );
  return view!;
}

/** GET /secure/order: the buyer, the order's chef or an operator; for anyone else it does not exist. */
export async function getOrder(
  app: FastifyInstance,
  viewer: SessionUser,
  orderId: number,
): Promise<OrderView> {
  const row = await repo.findOrderView(app.db, orderId);
  const party = row ? partyOf(row.order, asViewer(viewer)) : null;
  if (!row || !party) throw new NotFound(MESSAGES.orderNotFound);
  const [view] = await buildViews(app, app.db, [row], () => party);
  return view!;
}

/** GET /secure/orders: the viewer's purchases, newest first, and every amount they owe online now. */
export async function listBuyerOrders(
  app: FastifyInstance,
  viewer: SessionUser,
): Promise<{ orders: OrderView[]; outstanding: OrderDue[] }> {
  const rows = await repo.listCustomerOrderViews(app.db, viewer.id);
  const orders = await buildViews(app, app.db, rows, () => 'customer');
  return { orders, outstanding: orders.flatMap((order) => order.dues) };
}

/**
 * GET /secure/seller-orders: the chef's orders whose checkout finished and that an account holds, newest
 * first; unpaid ones show as awaiting payment, with the special instructions withheld until paid and the
 * customer's address and phone until the chef confirms.
 */
export async function listSellerOrders(app: FastifyInstance, viewer: SessionUser): Promise<OrderView[]> {
  const rows = await repo.listChefOrderViews(app.db, viewer.id);
  return buildViews(app, app.db, rows, () => 'chef');
}
