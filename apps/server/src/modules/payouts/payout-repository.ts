import { and, asc, count, desc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { PayoutStatus } from '@hearth/domain/payouts';
import type { DbOrTx } from '../../db/database.ts';
import {
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  merchantProfiles,
  orderItems,
  orders,
  payouts,
  users,
} from '../../db/schema.ts';

/** Drizzle queries of the earnings and payouts: a chef's orders and ledger entries, the payouts and their chefs. */

export type PayoutRecord = typeof payouts.$inferSelect;
export type OrderRecord = typeof orders.$inferSelect;
export type OrderItemRecord = typeof orderItems.$inferSelect;

// ---- A chef's earnings ----

/** What each order brought to an earnings account: the sum of its entries there, by the transaction's order. */
export async function sumEntriesByOrder(db: DbOrTx, accountId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({
      orderId: ledgerTransactions.orderId,
      total: sql<string>`sum(${ledgerEntries.amount})`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(and(eq(ledgerEntries.accountId, accountId), isNotNull(ledgerTransactions.orderId)))
    .groupBy(ledgerTransactions.orderId);
  return new Map(rows.map((r) => [r.orderId!, Number(r.total)]));
}

/** The chef's orders that were paid online, and those named by `orderIds` (money reached the earnings). */
export async function listChefOrders(db: DbOrTx, chefId: number, orderIds: number[]): Promise<OrderRecord[]> {
  const paidOrBooked = sql`(${orders.paidAt} is not null or ${
    orderIds.length > 0 ? inArray(orders.id, orderIds) : sql`false`
  })`;
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.chefId, chefId), paidOrBooked))
    .orderBy(desc(orders.serviceDeliveryDate), desc(orders.id));
}

export async function listItems(db: DbOrTx, orderIds: number[]): Promise<OrderItemRecord[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.id));
}

/** A chef's payouts, newest first. */
export async function listChefPayouts(db: DbOrTx, chefId: number): Promise<PayoutRecord[]> {
  return db.select().from(payouts).where(eq(payouts.chefId, chefId)).orderBy(desc(payouts.id));
}

// ---- The batch ----

/** The chefs whose EUR earnings hold something now, by user id (the batch's order). */
export async function listChefsWithEarnings(db: DbOrTx): Promise<{ chefId: number; accountId: number }[]> {
  const rows = await db
    .select({ chefId: ledgerAccounts.userId, accountId: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, 'earnings'), gt(ledgerAccounts.balance, 0)))
    .orderBy(asc(ledgerAccounts.userId));
  return rows.map((r) => ({ chefId: r.chefId!, accountId: r.accountId }));
}

export async function findPayoutOfBatch(
  db: DbOrTx,
  chefId: number,
  batch: string,
): Promise<PayoutRecord | undefined> {
  const [row] = await db
    .select()
    .from(payouts)
    .where(and(eq(payouts.chefId, chefId), eq(payouts.batch, batch)));
  return row;
}

export async function insertPayout(
  tx: DbOrTx,
  values: Pick<
    typeof payouts.$inferInsert,
    'chefId' | 'amountCents' | 'batch' | 'holdTransactionId' | 'createdBy' | 'createdAt'
  >,
): Promise<PayoutRecord> {
  const [row] = await tx.insert(payouts).values(values).returning();
  return row!;
}

// ---- Decisions ----

/** The payout, locked until the transaction ends: its decisions run one at a time. */
export async function lockPayout(tx: DbOrTx, id: number): Promise<PayoutRecord | undefined> {
  const [row] = await tx.select().from(payouts).where(eq(payouts.id, id)).for('update');
  return row;
}

export async function updatePayout(
  tx: DbOrTx,
  id: number,
  values: Partial<
    Pick<
      PayoutRecord,
      'status' | 'method' | 'reference' | 'reason' | 'settleTransactionId' | 'decidedBy' | 'decidedAt'
    >
  >,
): Promise<void> {
  await tx.update(payouts).set(values).where(eq(payouts.id, id));
}

// ---- The operators' list: each payout with its chef ----

const chefColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  phoneNumber: users.phoneNumber,
  language: users.language,
  personalTaxNumber: merchantProfiles.personalTaxNumber,
  stripeAccountId: merchantProfiles.stripeAccountId,
};

export interface PayoutRow {
  payout: PayoutRecord;
  chef: {
    id: number;
    email: string;
    firstName: string | null;
    lastName: string | null;
    phoneNumber: string | null;
    language: 'en' | 'lt';
    personalTaxNumber: string | null;
    stripeAccountId: string | null;
  };
}

function selectPayouts(db: DbOrTx) {
  return db
    .select({ payout: payouts, chef: chefColumns })
    .from(payouts)
    .innerJoin(users, eq(users.id, payouts.chefId))
    .leftJoin(merchantProfiles, eq(merchantProfiles.userId, payouts.chefId));
}

/** Newest first. */
export async function listPayouts(
  db: DbOrTx,
  filter: { status?: PayoutStatus; batch?: string; limit?: number; offset?: number },
): Promise<PayoutRow[]> {
  const query = selectPayouts(db)
    .where(
      and(
        filter.status ? eq(payouts.status, filter.status) : undefined,
        filter.batch ? eq(payouts.batch, filter.batch) : undefined,
      ),
    )
    .orderBy(desc(payouts.id));
  const rows =
    filter.limit === undefined ? await query : await query.limit(filter.limit).offset(filter.offset ?? 0);
  return rows as PayoutRow[];
}

export async function findPayoutRow(db: DbOrTx, id: number): Promise<PayoutRow | undefined> {
  const [row] = await selectPayouts(db).where(eq(payouts.id, id));
  return row as PayoutRow | undefined;
}

export async function countPayouts(
  db: DbOrTx,
  filter: { status?: PayoutStatus; batch?: string },
): Promise<{ total: number; sumCents: number }> {
  const [row] = await db
    .select({ total: count(), sum: sql<string>`coalesce(sum(${payouts.amountCents}), 0)` })
    .from(payouts)
    .where(
      and(
        filter.status ? eq(payouts.status, filter.status) : undefined,
        filter.batch ? eq(payouts.batch, filter.batch) : undefined,
      ),
    );
  return { total: row?.total ?? 0, sumCents: Number(row?.sum ?? 0) };
}
