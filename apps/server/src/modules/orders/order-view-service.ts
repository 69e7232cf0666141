import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@hearth/domain/messages';
import type { OrderDue, OrderParty, OrderView } from '@hearth/domain/orders';
import { canModerate } from '@hearth/domain/profile';
import type { DbOrTx } from '../../db/database.ts';
import { NotFound } from '../../errors.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { ORDERS_PAGE_SIZE } from '@hearth/domain/constants';
import { thumbnailUrl } from '../catalogue/product-model.ts';
import { firstImageThumbnails } from '../catalogue/catalogue-service.ts';
import { invoicesOfOrders } from '../invoices/invoice-service.ts';
import { listPaymentsOfOrders, toPaymentView } from '../payments/payment-service.ts';
import { toReviewView } from '../reviews/review-model.ts';
import { reviewsOfOrders } from '../reviews/review-service.ts';
import * as listRepo from './order-list-repository.ts';
import { partyOf, toItemView, toOrderView } from './order-model.ts';
import { duesOf } from './order-payments.ts';
import * as repo from './order-repository.ts';

/**
 * The orders as their parties see them (model.order, model.orders): the buyer, the order's chef, and the
 * operators. One order costs six queries (its row, then its lines, payments, review and invoice at once,
 * then its images); a page of a list costs one statement for the page and one for the list's head
 * (order-list-repository.ts, decision 060), whatever the number of orders. Both feed the same mappers.
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

/** Views of a page's rows (order-list-repository.ts): the same mappers as buildViews, no more queries. */
export function viewsOfPage(
  app: FastifyInstance,
  rows: readonly listRepo.OrderPageRow[],
  party: OrderParty,
): OrderView[] {
  const now = app.clock();
  return rows.map((row) => {
    const lines = row.items.map((item) => item.record);
    return toOrderView(row, {
      items: row.items.map((item) =>
        toItemView(item.record, item.image === null ? null : thumbnailUrl(row.order.chefId, item.image)),
      ),
      lines,
      payments: row.payments.map(toPaymentView),
      party,
      now,
      review: row.review ? (row.review.review.hiddenAt ? null : toReviewView(row.review)) : undefined,
      dues: duesOf(row.order),
      invoice: row.invoice,
      graceMinutes: app.config.DELIVERY_GRACE_MINUTES,
      unpaidTtlMinutes: app.config.UNPAID_ORDER_TTL_MINUTES,
    });
  });
}

/** Where a page is in its list. */
export interface PageOf {
  page: number;
  pageSize: number;
  total: number;
}

/**
 * GET /secure/orders: a page of the viewer's purchases, newest first; every amount they owe online now
 * (on any page) and their oldest delivered order waiting for a rating. Two statements at once, whose rows
 * are kept per user (decision 074) while the customer's version and the catalogue's hold: a visit then costs
 * one statement (the versions). The views are made from the rows on every visit, with the clock of the
 * moment (the actions an order allows follow the time).
 */
export async function listBuyerOrders(
  app: FastifyInstance,
  viewer: SessionUser,
  page: number,
): Promise<
  {
    orders: OrderView[];
    outstanding: OrderDue[];
    awaitingReview: listRepo.BuyerListHead['awaitingReview'];
  } & PageOf
> {
  const { rows, head } = await app.readCache.userData(viewer.id, `orders:customer:${page}`, async () => {
    const [pageRows, listHead] = await Promise.all([
      listRepo.listCustomerOrderPage(app.db, viewer.id, ORDERS_PAGE_SIZE, page * ORDERS_PAGE_SIZE),
      listRepo.customerListHead(app.db, viewer.id),
    ]);
    return { rows: pageRows, head: listHead };
  });
  return {
    orders: viewsOfPage(app, rows, 'customer'),
    outstanding: head.owing.flatMap(duesOf),
    page,
    pageSize: ORDERS_PAGE_SIZE,
    total: head.total,
    awaitingReview: head.awaitingReview,
  };
}

/**
 * GET /secure/seller-orders: a page of the chef's orders whose checkout finished and that an account holds,
 * newest first; unpaid ones show as awaiting payment, with the special instructions withheld until paid and
 * the customer's address and phone until the chef confirms. Two statements at once, kept per user like the
 * buyer's list.
 */
export async function listSellerOrders(
  app: FastifyInstance,
  viewer: SessionUser,
  page: number,
): Promise<{ orders: OrderView[] } & PageOf> {
  const { rows, total } = await app.readCache.userData(viewer.id, `orders:chef:${page}`, async () => {
    const [pageRows, count] = await Promise.all([
      listRepo.listChefOrderPage(app.db, viewer.id, ORDERS_PAGE_SIZE, page * ORDERS_PAGE_SIZE),
      listRepo.countChefOrders(app.db, viewer.id),
    ]);
    return { rows: pageRows, total: count };
  });
  return { orders: viewsOfPage(app, rows, 'chef'), page, pageSize: ORDERS_PAGE_SIZE, total };
}

/** At most this many open orders answer GET /secure/upcoming-bookings. */
export const UPCOMING_ORDERS_MAX = 100;

/**
 * GET /secure/upcoming-bookings: the chef's listed orders still open (placed or confirmed) booked from a day
 * ago on, soonest first; one statement. A day back covers "from today on" in any time zone the web counts
 * days in; the web keeps the bookings (paid, from today) out of them.
 */
export async function listUpcomingBookings(app: FastifyInstance, viewer: SessionUser): Promise<OrderView[]> {
  const since = new Date(app.clock().getTime() - 24 * 60 * 60_000);
  const rows = await listRepo.listChefOpenOrders(app.db, viewer.id, since, UPCOMING_ORDERS_MAX);
  return viewsOfPage(app, rows, 'chef');
}

/** The views of every order of a list as the per-order path builds them (the tests compare the two). */
export async function listBuyerOrdersOneByOne(app: FastifyInstance, viewer: SessionUser) {
  const rows = await repo.listCustomerOrderViews(app.db, viewer.id);
  const orders = await buildViews(app, app.db, rows, () => 'customer');
  return { orders, outstanding: orders.flatMap((order) => order.dues) };
}

/** The chef's list as the per-order path builds it (the tests compare it with the pages). */
export async function listSellerOrdersOneByOne(app: FastifyInstance, viewer: SessionUser) {
  const rows = await repo.listChefOrderViews(app.db, viewer.id);
  return buildViews(app, app.db, rows, () => 'chef');
}
