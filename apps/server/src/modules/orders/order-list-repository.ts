import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNotNull,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import { alias, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import {
  files,
  invoices,
  orderAddresses,
  orderItems,
  orders,
  payments,
  productFiles,
  reviews,
  users,
} from '../../db/schema.ts';
import type { PaymentRecord } from '../payments/payment-repository.ts';
import type { ReviewRecord } from '../reviews/review-repository.ts';
import {
  chefUser,
  orderViewFields,
  viewCustomer,
  type DueFields,
  type OrderItemRecord,
  type OrderRecord,
  type OrderViewRow,
} from './order-repository.ts';

/**
 * The order lists in set-based statements (decision 060): a page of orders with everything its views need
 * (lines, the first image of each line's dish, payments, review, invoice) in ONE statement, each order's
 * collections aggregated as JSON beside its row; and the list's head (how many orders, what the customer
 * owes online now on any page, the oldest order waiting for a rating) in one more. The rows come back as
 * the same records the per-order queries read, so the views are made by the same mappers.
 */

// ---- JSON records ----

/**
 * `json_build_object` of every column of `table`, keyed by the record's property names; a timestamp goes
 * as epoch milliseconds (what a Date holds), so no date text is parsed on the way back.
 */
function recordJson(table: PgTable): SQL {
  const parts = Object.entries(getTableColumns(table)).map(([key, column]) =>
    column.columnType === 'PgTimestamp'
      ? sql`${sql.raw(`'${key}'`)}, floor(extract(epoch from ${column}) * 1000)`
      : sql`${sql.raw(`'${key}'`)}, ${column}`,
  );
  return sql`json_build_object(${sql.join(parts, sql`, `)})`;
}

/** A record of `table` back from recordJson: the timestamps become Dates again. */
function fromRecordJson<T extends PgTable>(table: T, json: Record<string, unknown>): T['$inferSelect'] {
  const record: Record<string, unknown> = { ...json };
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (column.columnType === 'PgTimestamp' && record[key] !== null && record[key] !== undefined) {
      record[key] = new Date(Number(record[key]));
    }
  }
  return record as T['$inferSelect'];
}

const oi = alias(orderItems, 'list_item');
const pay = alias(payments, 'list_payment');
const rev = alias(reviews, 'list_review');
const author = alias(users, 'list_author');
const inv = alias(invoices, 'list_invoice');
const pf = alias(productFiles, 'list_product_file');
const file = alias(files, 'list_file');

/** `table alias` for a FROM inside sql`` (an aliased table there renders as its alias only). */
const as = (table: PgTable, name: string) => sql`${table} ${sql.identifier(name)}`;

/** The file name of the first image of the line's dish (the order of listProductFiles), or null. */
const firstImage = sql`(select ${pf.fileName} from ${as(productFiles, 'list_product_file')} inner join ${as(files, 'list_file')} on ${file.id} = ${pf.fileId}
  where ${pf.productId} = ${oi.productId} order by ${pf.position}, ${pf.id} limit 1)`;

const itemsJson = sql<unknown[]>`coalesce((select json_agg(json_build_object('record', ${recordJson(oi)},
  'image', ${firstImage}) order by ${oi.id}) from ${as(orderItems, 'list_item')} where ${oi.orderId} = ${orders.id}), '[]'::json)`;

const paymentsJson = sql<unknown[]>`coalesce((select json_agg(${recordJson(pay)} order by ${pay.id})
  from ${as(payments, 'list_payment')} where ${pay.orderId} = ${orders.id}), '[]'::json)`;

const reviewJson = sql<unknown>`(select json_build_object('review', ${recordJson(rev)}, 'authorName',
  ${author.firstName}) from ${as(reviews, 'list_review')} inner join ${as(users, 'list_author')} on ${author.id} = ${rev.customerId}
  where ${rev.orderId} = ${orders.id})`;

const invoiceJson = sql<unknown>`(select json_build_object('number', ${inv.number}, 'issuedAt',
  floor(extract(epoch from ${inv.issuedAt}) * 1000)) from ${as(invoices, 'list_invoice')} where ${inv.orderId} = ${orders.id})`;

/** An order of a page with everything its view needs. */
export interface OrderPageRow extends OrderViewRow {
  /** The lines in the order they were added, each with the file name of its dish's first image. */
  items: { record: OrderItemRecord; image: string | null }[];
  payments: PaymentRecord[];
  /** The order's review (hidden ones too) with its author's first name; undefined when none. */
  review: { review: ReviewRecord; authorName: string | null } | undefined;
  invoice: { number: string; issuedAt: Date } | undefined;
}

interface RawPageRow extends OrderViewRow {
  items: { record: Record<string, unknown>; image: string | null }[];
  payments: Record<string, unknown>[];
  review: { review: Record<string, unknown>; authorName: string | null } | null;
  invoice: { number: string; issuedAt: number } | null;
}

function toPageRow(row: RawPageRow): OrderPageRow {
  return {
    order: row.order,
    address: row.address,
    chef: row.chef,
    customer: row.customer,
    items: row.items.map((item) => ({ record: fromRecordJson(orderItems, item.record), image: item.image })),
    payments: row.payments.map((payment) => fromRecordJson(payments, payment)),
    review: row.review
      ? { review: fromRecordJson(reviews, row.review.review), authorName: row.review.authorName }
      : undefined,
    invoice: row.invoice
      ? { number: row.invoice.number, issuedAt: new Date(Number(row.invoice.issuedAt)) }
      : undefined,
  };
}

/**
 * The statement of a page: the orders that match `where`, in `order`, `limit` from `offset` (placeholders),
 * each with its collections; prepared once per database handle and kind of list (Drizzle binds a prepared
 * statement to the handle it was made on; the lists are never read inside a transaction).
 */
function pageQuery(db: Db, where: SQL | undefined, order: SQL[], name: string) {
  return db
    .select({
      ...orderViewFields,
      items: itemsJson,
      payments: paymentsJson,
      review: reviewJson,
      invoice: invoiceJson,
    })
    .from(orders)
    .innerJoin(chefUser, eq(chefUser.id, orders.chefId))
    .leftJoin(viewCustomer, eq(viewCustomer.id, orders.customerId))
    .leftJoin(orderAddresses, eq(orderAddresses.orderId, orders.id))
    .where(where)
    .orderBy(...order)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name);
}

const userId = sql.placeholder('userId');

function prepareStatements(db: Db) {
  return {
    customerPage: pageQuery(db, eq(orders.customerId, userId), [desc(orders.id)], 'order_list_customer_page'),
    chefPage: pageQuery(db, chefListed(userId), [desc(orders.id)], 'order_list_chef_page'),
    chefOpen: pageQuery(
      db,
      and(
        chefListed(userId),
        inArray(orders.status, ['placed', 'confirmed']),
        gte(orders.serviceDeliveryDate, sql`${sql.placeholder('since')}::timestamptz`),
      ),
      [asc(orders.serviceDeliveryDate), asc(orders.id)],
      'order_list_chef_open',
    ),
    customerHead: customerHeadQuery(db),
    chefCount: db
      .select({ total: sql<number>`count(*)::int` })
      .from(orders)
      .innerJoin(orderAddresses, eq(orderAddresses.orderId, orders.id))
      .where(chefListed(userId))
      .prepare('order_list_chef_count'),
  };
}

const prepared = new WeakMap<Db, ReturnType<typeof prepareStatements>>();

function statements(db: Db): ReturnType<typeof prepareStatements> {
  let found = prepared.get(db);
  if (!found) {
    found = prepareStatements(db);
    prepared.set(db, found);
  }
  return found;
}

async function page(
  query: { execute: (values: Record<string, unknown>) => Promise<unknown[]> },
  values: Record<string, unknown>,
): Promise<OrderPageRow[]> {
  return ((await query.execute(values)) as RawPageRow[]).map(toPageRow);
}

// ---- The buyer's list ----

export interface BuyerListHead {
  total: number;
  /** The orders that may owe something now, newest first (dueAmount decides what they owe). */
  owing: DueFields[];
  /** The oldest delivered (or completed) order without a review. */
  awaitingReview: { orderId: number; sID: string } | null;
}

/** A page of the customer's orders, newest first: one statement. */
export function listCustomerOrderPage(
  db: Db,
  customerId: number,
  limit: number,
  offset: number,
): Promise<OrderPageRow[]> {
  return page(statements(db).customerPage, { userId: customerId, limit, offset });
}

/**
 * One statement over the customer's orders (orders_customer_idx): their number, the ones that may owe
 * something online now (a superset of dueAmount's rule, which the service applies) and the oldest one
 * waiting for a rating (delivered or completed, never reviewed: the `canReview` of its view).
 */
function customerHeadQuery(db: Db) {
  const mayOwe = sql`(${orders.status} = 'placed' and ${orders.paidAt} is null and ${orders.onlineAmountCents} > 0)
    or (${orders.status} = 'delivered' and ${orders.balancePaidAt} is null and ${orders.balanceDueCents} > 0)
    or (${orders.status} = 'cancelled' and ${orders.penaltyPaidAt} is null and ${orders.dueCents} > 0)`;
  const unrated = sql`${orders.status} in ('delivered', 'completed')
    and not exists (select 1 from ${reviews} where ${reviews.orderId} = ${orders.id})`;
  return db
    .select({
      total: sql<number>`count(*)::int`,
      owing: sql<Record<string, unknown>[] | null>`json_agg(json_build_object('id', ${orders.id}, 'sid',
        ${orders.sid}, 'status', ${orders.status}, 'paid', ${orders.paidAt} is not null, 'onlineAmountCents',
        ${orders.onlineAmountCents}, 'balanceDueCents', ${orders.balanceDueCents}, 'balancePaid',
        ${orders.balancePaidAt} is not null, 'dueCents', ${orders.dueCents}, 'penaltyPaid',
        ${orders.penaltyPaidAt} is not null) order by ${orders.id} desc) filter (where ${mayOwe})`,
      awaitingReview: sql<{ orderId: number; sID: string } | null>`(array_agg(json_build_object('orderId',
        ${orders.id}, 'sID', ${orders.sid}) order by ${orders.id}) filter (where ${unrated}))[1]`,
    })
    .from(orders)
    .where(eq(orders.customerId, userId))
    .prepare('order_list_customer_head');
}

export async function customerListHead(db: Db, customerId: number): Promise<BuyerListHead> {
  const [row] = await statements(db).customerHead.execute({ userId: customerId });
  // Only whether a moment is set matters to what is owed: the moment itself is not read.
  const moment = (set: unknown) => (set ? new Date(0) : null);
  return {
    total: row?.total ?? 0,
    owing: (row?.owing ?? []).map((o) => ({
      id: o['id'] as number,
      sid: o['sid'] as string,
      status: o['status'] as OrderRecord['status'],
      paidAt: moment(o['paid']),
      onlineAmountCents: o['onlineAmountCents'] as number,
      balanceDueCents: o['balanceDueCents'] as number | null,
      balancePaidAt: moment(o['balancePaid']),
      dueCents: o['dueCents'] as number | null,
      penaltyPaidAt: moment(o['penaltyPaid']),
    })),
    awaitingReview: row?.awaitingReview ?? null,
  };
}

// ---- The chef's list ----

/**
 * The chef's orders whose checkout finished (an address was given) and that an account holds: the rule of
 * listChefOrderViews.
 */
function chefListed(chefId: number | Placeholder): SQL | undefined {
  return and(eq(orders.chefId, chefId), isNotNull(orderAddresses.orderId), isNotNull(orders.customerId));
}

/** A page of the chef's orders, newest first: one statement. */
export function listChefOrderPage(
  db: Db,
  chefId: number,
  limit: number,
  offset: number,
): Promise<OrderPageRow[]> {
  return page(statements(db).chefPage, { userId: chefId, limit, offset });
}

/** How many orders the chef's list holds: one statement (orders_chef_idx). */
export async function countChefOrders(db: Db, chefId: number): Promise<number> {
  const [row] = await statements(db).chefCount.execute({ userId: chefId });
  return row?.total ?? 0;
}

/**
 * The chef's listed orders still open (placed or confirmed) booked from `since` on, soonest first, at most
 * `limit`: one statement. The web picks the bookings from them (paid, from today on).
 */
export function listChefOpenOrders(
  db: Db,
  chefId: number,
  since: Date,
  limit: number,
): Promise<OrderPageRow[]> {
  return page(statements(db).chefOpen, { userId: chefId, since: since.toISOString(), limit, offset: 0 });
}
