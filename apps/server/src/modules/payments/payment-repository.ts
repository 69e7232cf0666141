import { and, asc, count, desc, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { inIds } from '../../db/sql-helpers.ts';
import { paymentEvents, paymentIntents, payments, refunds } from '../../db/schema.ts';
import type { PaymentMethodName } from './payment-provider.ts';

/** Drizzle queries of the payments module only. */

export type IntentRecord = typeof paymentIntents.$inferSelect;
export type PaymentRecord = typeof payments.$inferSelect;
export type RefundRecord = typeof refunds.$inferSelect;

export async function findIntent(db: DbOrTx, id: string): Promise<IntentRecord | undefined> {
  const [row] = await db.select().from(paymentIntents).where(eq(paymentIntents.id, id));
  return row;
}

export async function findIntentByKey(
  db: DbOrTx,
  provider: PaymentMethodName,
  idempotencyKey: string,
): Promise<IntentRecord | undefined> {
  const [row] = await db
    .select()
    .from(paymentIntents)
    .where(and(eq(paymentIntents.provider, provider), eq(paymentIntents.idempotencyKey, idempotencyKey)));
  return row;
}

/** The user's newest wallet top-up intent for this amount that is not paid yet (a declined one may be retried). */
export async function findUnpaidTopUpIntent(
  db: DbOrTx,
  filter: { provider: PaymentMethodName; userId: number; amountCents: number },
): Promise<IntentRecord | undefined> {
  const [row] = await db
    .select()
    .from(paymentIntents)
    .where(
      and(
        eq(paymentIntents.provider, filter.provider),
        eq(paymentIntents.purpose, 'wallet_top_up'),
        eq(paymentIntents.userId, filter.userId),
        eq(paymentIntents.amountCents, filter.amountCents),
        ne(paymentIntents.status, 'succeeded'),
      ),
    )
    .orderBy(desc(paymentIntents.createdAt))
    .limit(1);
  return row;
}

export async function countPaidTopUpIntents(
  db: DbOrTx,
  provider: PaymentMethodName,
  userId: number,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(paymentIntents)
    .where(
      and(
        eq(paymentIntents.provider, provider),
        eq(paymentIntents.purpose, 'wallet_top_up'),
        eq(paymentIntents.userId, userId),
        eq(paymentIntents.status, 'succeeded'),
      ),
    );
  return row?.total ?? 0;
}

/** Inserts the intent unless its key is taken (a concurrent retry); answers the stored row either way. */
export async function insertIntentOnce(
  db: DbOrTx,
  values: typeof paymentIntents.$inferInsert,
): Promise<IntentRecord> {
  const [row] = await db.insert(paymentIntents).values(values).onConflictDoNothing().returning();
  return row ?? (await findIntentByKey(db, values.provider, values.idempotencyKey))!;
}

/** Whether a payment of the order's prepayment has started (then its lines and amounts are frozen). */
export async function orderHasIntent(db: DbOrTx, orderId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentIntents.id })
    .from(paymentIntents)
    .where(and(eq(paymentIntents.orderId, orderId), eq(paymentIntents.purpose, 'order')))
    .limit(1);
  return row !== undefined;
}

export async function setIntentStatus(
  db: DbOrTx,
  id: string,
  status: 'succeeded' | 'failed',
  lastError: string | null,
  now: Date,
): Promise<void> {
  await db.update(paymentIntents).set({ status, lastError, updatedAt: now }).where(eq(paymentIntents.id, id));
}

/** Records the event id; false when it was already seen (a replay). */
export async function insertEventOnce(
  db: DbOrTx,
  values: typeof paymentEvents.$inferInsert,
): Promise<boolean> {
  const rows = await db
    .insert(paymentEvents)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return rows.length > 0;
}

/** Records the payment of an intent; undefined when the intent already has one (another event of it). */
export async function insertPaymentOnce(
  db: DbOrTx,
  values: typeof payments.$inferInsert,
): Promise<PaymentRecord | undefined> {
  const [row] = await db.insert(payments).values(values).onConflictDoNothing().returning();
  return row;
}

/** The coins already given back of a DOGE payment (refunds that did not fail). */
export async function sumRefundedKoinu(db: DbOrTx, paymentId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${refunds.amountKoinu}), 0)` })
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), ne(refunds.status, 'failed')));
  return Number(row?.total ?? 0);
}

export async function listPaymentsByOrders(db: DbOrTx, orderIds: number[]): Promise<PaymentRecord[]> {
  if (orderIds.length === 0) return [];
  return db.select().from(payments).where(inIds(payments.orderId, orderIds)).orderBy(asc(payments.id));
}

/** The order's payments, locked until the transaction ends (one refund of an order at a time). */
export async function lockPaymentsOfOrder(tx: DbOrTx, orderId: number): Promise<PaymentRecord[]> {
  return tx
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.id))
    .for('update');
}

export async function findRefundsByKeys(db: DbOrTx, keys: string[]): Promise<RefundRecord[]> {
  if (keys.length === 0) return [];
  return db.select().from(refunds).where(inArray(refunds.idempotencyKey, keys)).orderBy(asc(refunds.id));
}

export async function insertRefund(db: DbOrTx, values: typeof refunds.$inferInsert): Promise<RefundRecord> {
  const [row] = await db.insert(refunds).values(values).returning();
  return row!;
}

export async function addRefunded(db: DbOrTx, paymentId: number, amountCents: number): Promise<void> {
  await db
    .update(payments)
    .set({ refundedCents: sql`${payments.refundedCents} + ${amountCents}` })
    .where(eq(payments.id, paymentId));
}

export async function setRefundResult(
  db: DbOrTx,
  id: number,
  result: { providerRefundId: string; status: 'pending' | 'succeeded' | 'failed' },
): Promise<void> {
  await db.update(refunds).set(result).where(eq(refunds.id, id));
}

/**
 * A refund the provider refused (or cannot take): marked failed and its amount counts as not refunded again.
 * Only a pending refund fails: the same refund sent twice at once (a resend) gives its amount back once;
 * answers whether this call failed it.
 */
export async function failRefund(
  tx: DbOrTx,
  refund: RefundRecord,
  paymentId: number,
  providerRefundId: string | null = null,
): Promise<boolean> {
  const failed = await tx
    .update(refunds)
    .set({ status: 'failed', providerRefundId })
    .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'pending')))
    .returning({ id: refunds.id });
  if (failed.length > 0) await addRefunded(tx, paymentId, -refund.amountCents);
  return failed.length > 0;
}

/**
 * Refunds written but never taken by their provider (it failed, timed out or was unreachable), made before
 * `createdBefore`, oldest first, with their payments: what the refund resender sends again.
 */
export async function listUnsentRefunds(
  db: DbOrTx,
  createdBefore: Date,
  limit: number,
): Promise<{ refund: RefundRecord; payment: PaymentRecord }[]> {
  return db
    .select({ refund: refunds, payment: payments })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(
      and(
        eq(refunds.status, 'pending'),
        isNull(refunds.providerRefundId),
        lt(refunds.createdAt, createdBefore),
      ),
    )
    .orderBy(asc(refunds.id))
    .limit(limit);
}
