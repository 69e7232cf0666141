import { and, asc, desc, eq, gt, isNotNull, isNull, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/database.ts';
import { inIds } from '../../db/sql-helpers.ts';
import { orderAddresses, orderItems, orders, users } from '../../db/schema.ts';

/** Drizzle queries of the orders module only. */

export type OrderRecord = typeof orders.$inferSelect;
export type OrderItemRecord = typeof orderItems.$inferSelect;
export type OrderAddressRecord = typeof orderAddresses.$inferSelect;
/** What the customer may owe online for an order (the fields dueAmount reads). */
export type DueFields = Pick<
  OrderRecord,
  | 'id'
  | 'sid'
  | 'status'
  | 'paidAt'
  | 'onlineAmountCents'
  | 'balanceDueCents'
  | 'balancePaidAt'
  | 'dueCents'
  | 'penaltyPaidAt'
>;

export type NewOrder = Omit<typeof orders.$inferInsert, 'id'>;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'id'>;
export type AddressValues = Omit<typeof orderAddresses.$inferInsert, 'orderId'>;

/** The order row, locked until the transaction ends: changes of one order happen one at a time. */
export async function lockOrder(tx: DbOrTx, id: number): Promise<OrderRecord | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

export async function findOrder(db: DbOrTx, id: number): Promise<OrderRecord | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

export async function insertOrder(db: DbOrTx, values: NewOrder): Promise<OrderRecord> {
  const [row] = await db.insert(orders).values(values).returning();
  return row!;
}

export async function updateOrder(
  db: DbOrTx,
  id: number,
  values: Partial<NewOrder> & { updatedAt: Date },
): Promise<OrderRecord> {
  const [row] = await db.update(orders).set(values).where(eq(orders.id, id)).returning();
  return row!;
}

/** Sets paid_at once: answers the row only when this call was the one that set it. */
export async function setPaidAt(db: DbOrTx, id: number, paidAt: Date): Promise<OrderRecord | undefined> {
  const [row] = await db
    .update(orders)
    .set({ paidAt, updatedAt: paidAt })
    .where(and(eq(orders.id, id), isNull(orders.paidAt)))
    .returning();
  return row;
}

/** Whether the customer has a late cancellation's penalty still to pay. */
export async function hasUnpaidPenalty(db: DbOrTx, customerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.customerId, customerId),
        eq(orders.status, 'cancelled'),
        gt(orders.dueCents, 0),
        isNull(orders.penaltyPaidAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Orders still placed and unpaid that were placed before `before`, oldest first. */
export async function listUnpaidOrdersPlacedBefore(
  db: DbOrTx,
  before: Date,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'placed'), isNull(orders.paidAt), lt(orders.createdAt, before)))
    .orderBy(asc(orders.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

// ---- Lines ----

/** The lines of some orders, in the order they were added (one query for a whole list of orders). */
export async function listItems(db: DbOrTx, orderIds: readonly number[]): Promise<OrderItemRecord[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderItems)
    .where(inIds(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.orderId), asc(orderItems.id));
}

export async function insertItem(db: DbOrTx, values: NewOrderItem): Promise<void> {
  await db.insert(orderItems).values(values);
}

export async function updateItem(
  db: DbOrTx,
  id: number,
  values: Partial<Omit<NewOrderItem, 'orderId' | 'productId'>>,
): Promise<void> {
  await db.update(orderItems).set(values).where(eq(orderItems.id, id));
}

// ---- Address ----

export async function upsertAddress(db: DbOrTx, orderId: number, values: AddressValues): Promise<void> {
  await db
    .insert(orderAddresses)
    .values({ orderId, ...values })
    .onConflictDoUpdate({ target: orderAddresses.orderId, set: values });
}

export async function hasAddress(db: DbOrTx, orderId: number): Promise<boolean> {
  const [row] = await db
    .select({ orderId: orderAddresses.orderId })
    .from(orderAddresses)
    .where(eq(orderAddresses.orderId, orderId));
  return row !== undefined;
}

// ---- Views ----

/** The order's chef and customer in an order's view (also joined by the list pages, order-list-repository.ts). */
export const chefUser = alias(users, 'chef_user');
export const viewCustomer = alias(users, 'view_customer');

/**
 * An order with its address, the public name of its chef and the name of its customer (shown to the chef
 * once they confirmed): one row per order, one query per list.
 */
export interface OrderViewRow {
  order: OrderRecord;
  address: OrderAddressRecord | null;
  chef: { nickname: string | null; firstName: string | null; lastName: string | null };
  customer: { firstName: string | null; lastName: string | null } | null;
}

/** What an order's view reads of the order, its address, its chef and its customer (also the list pages'). */
export const orderViewFields = {
  order: orders,
  address: orderAddresses,
  chef: { nickname: chefUser.nickname, firstName: chefUser.firstName, lastName: chefUser.lastName },
  customer: { firstName: viewCustomer.firstName, lastName: viewCustomer.lastName },
};

function viewQuery(db: DbOrTx) {
  return db
    .select(orderViewFields)
    .from(orders)
    .innerJoin(chefUser, eq(chefUser.id, orders.chefId))
    .leftJoin(viewCustomer, eq(viewCustomer.id, orders.customerId))
    .leftJoin(orderAddresses, eq(orderAddresses.orderId, orders.id));
}

export async function findOrderView(db: DbOrTx, id: number): Promise<OrderViewRow | undefined> {
  const [row] = await viewQuery(db).where(eq(orders.id, id));
  return row;
}

/** The buyer's orders, newest first. */
export async function listCustomerOrderViews(db: DbOrTx, customerId: number): Promise<OrderViewRow[]> {
  return viewQuery(db).where(eq(orders.customerId, customerId)).orderBy(desc(orders.id));
}

/**
 * The chef's orders whose checkout finished (an address was given) and that an account holds, newest first.
 * An anonymous order is not the chef's business until its buyer proves their e-mail by linking it: visitors
 * cannot fill a chef's list with orders.
 */
export async function listChefOrderViews(db: DbOrTx, chefId: number): Promise<OrderViewRow[]> {
  return viewQuery(db)
    .where(and(eq(orders.chefId, chefId), isNotNull(orderAddresses.orderId), isNotNull(orders.customerId)))
    .orderBy(desc(orders.id));
}

// ---- Who gets the mails ----

const customerUser = alias(users, 'customer_user');

export interface MailRecipient {
  email: string;
  language: 'en' | 'lt';
}

/** The e-mail and language of the order's chef, and of its customer once an account holds the order. */
export async function findOrderRecipients(
  db: DbOrTx,
  orderId: number,
): Promise<{ chef: MailRecipient; customer: MailRecipient | null } | undefined> {
  const [row] = await db
    .select({
      chef: { email: chefUser.email, language: chefUser.language },
      customer: { email: customerUser.email, language: customerUser.language },
    })
    .from(orders)
    .innerJoin(chefUser, eq(chefUser.id, orders.chefId))
    .leftJoin(customerUser, eq(customerUser.id, orders.customerId))
    .where(eq(orders.id, orderId));
  return row;
}

/** The e-mail of the account that holds the order, if any (linking compares it with the one asked). */
export async function findCustomerEmail(db: DbOrTx, customerId: number): Promise<string | undefined> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, customerId));
  return row?.email;
}

/** The delivery addresses of a customer's latest orders, newest first (the checkout's saved addresses). */
export async function listRecentAddresses(
  db: DbOrTx,
  customerId: number,
  limit: number,
): Promise<OrderAddressRecord[]> {
  const rows = await db
    .select({ address: orderAddresses })
    .from(orders)
    .innerJoin(orderAddresses, eq(orderAddresses.orderId, orders.id))
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.id))
    .limit(limit);
  return rows.map((row) => row.address);
}

/** A user's profile phone (digits), or null. */
export async function findUserPhone(db: DbOrTx, userId: number): Promise<string | null> {
  const [row] = await db.select({ phone: users.phoneNumber }).from(users).where(eq(users.id, userId));
  return row?.phone ?? null;
}
