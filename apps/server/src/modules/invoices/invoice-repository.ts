import { asc, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/database.ts';
import { inIds } from '../../db/sql-helpers.ts';
import {
  invoiceCounters,
  invoices,
  merchantProfiles,
  orderAddresses,
  orderItems,
  orders,
  users,
} from '../../db/schema.ts';

/** The invoices' queries: the invoices, the yearly counters, and what an invoice copies when issued. */

export type InvoiceRecord = typeof invoices.$inferSelect;
export type NewInvoice = Omit<typeof invoices.$inferInsert, 'id'>;

export async function findInvoiceOfOrder(db: DbOrTx, orderId: number): Promise<InvoiceRecord | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.orderId, orderId));
  return row;
}

export async function listInvoicesOfOrders(db: DbOrTx, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({ orderId: invoices.orderId, number: invoices.number, issuedAt: invoices.issuedAt })
    .from(invoices)
    .where(inIds(invoices.orderId, orderIds));
}

export async function insertInvoice(tx: Tx, values: NewInvoice): Promise<InvoiceRecord> {
  const [row] = await tx.insert(invoices).values(values).returning();
  return row!;
}

/** Locks the order's row: one invoice per order even when two payments of it are recorded at once. */
export async function lockOrderForInvoice(tx: Tx, orderId: number) {
  const [row] = await tx
    .select({ id: orders.id, chefId: orders.chefId, customerId: orders.customerId })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  return row;
}

/**
 * The year's next number, taken under the lock of the year's counter row: a second invoice of the year
 * waits until this transaction ends, and a transaction that rolls back gives its number back with it.
 */
export async function nextInvoiceSequence(tx: Tx, year: number): Promise<number> {
  await tx.insert(invoiceCounters).values({ year, last: 0 }).onConflictDoNothing();
  const [counter] = await tx
    .select({ last: invoiceCounters.last })
    .from(invoiceCounters)
    .where(eq(invoiceCounters.year, year))
    .for('update');
  const next = counter!.last + 1;
  await tx.update(invoiceCounters).set({ last: next }).where(eq(invoiceCounters.year, year));
  return next;
}

/** The chef as the invoice names the seller: names, nickname, tax number and registry link. */
export async function findSeller(db: DbOrTx, chefId: number) {
  const [row] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      nickname: users.nickname,
      taxNumber: merchantProfiles.personalTaxNumber,
      registryUrl: merchantProfiles.govRegistryUrl,
    })
    .from(users)
    .leftJoin(merchantProfiles, eq(merchantProfiles.userId, users.id))
    .where(eq(users.id, chefId));
  return row;
}

export async function findBuyer(db: DbOrTx, customerId: number) {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, customerId));
  return row;
}

export async function findOrderAddress(db: DbOrTx, orderId: number) {
  const [row] = await db
    .select({
      formattedAddress: orderAddresses.formattedAddress,
      postalCode: orderAddresses.postalCode,
      city: orderAddresses.city,
    })
    .from(orderAddresses)
    .where(eq(orderAddresses.orderId, orderId));
  return row;
}

/** The order's lines with what pricing needs of them, the actual minutes included. */
export async function listPricedLines(db: DbOrTx, orderId: number) {
  return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
}
