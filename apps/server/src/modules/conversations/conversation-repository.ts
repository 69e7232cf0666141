import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../../db/database.ts';
import { conversationMessages, conversations, merchantProfiles, orders, users } from '../../db/schema.ts';

/** The queries of conversations (decision 064). */

export type ConversationRecord = typeof conversations.$inferSelect;
export type Side = 'customer' | 'chef';

const customer = alias(users, 'customer');
const chef = alias(users, 'chef');

const partyColumns = (u: typeof users | typeof customer | typeof chef) => ({
  id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  nickname: u.nickname,
  email: u.email,
  language: u.language,
});

/** What a thread's rules read of its order (null for a question). */
const orderColumns = {
  id: orders.id,
  sid: orders.sid,
  customerId: orders.customerId,
  chefId: orders.chefId,
  status: orders.status,
  paidAt: orders.paidAt,
  confirmedAt: orders.confirmedAt,
};

export type ThreadOrder = { [K in keyof typeof orderColumns]: (typeof orders.$inferSelect)[K] };

/** A thread with its parties and its order. */
function threadQuery(db: DbOrTx) {
  return db
    .select({
      conversation: conversations,
      customer: partyColumns(customer),
      chef: partyColumns(chef),
      order: orderColumns,
    })
    .from(conversations)
    .innerJoin(customer, eq(customer.id, conversations.customerId))
    .innerJoin(chef, eq(chef.id, conversations.chefId))
    .leftJoin(orders, eq(orders.id, conversations.orderId));
}

export type ThreadRow = Awaited<ReturnType<ReturnType<typeof threadQuery>['where']>>[number];

export async function findThread(db: DbOrTx, id: number): Promise<ThreadRow | undefined> {
  const [row] = await threadQuery(db).where(eq(conversations.id, id));
  return row;
}

export async function findOrderThread(db: DbOrTx, orderId: number): Promise<ThreadRow | undefined> {
  const [row] = await threadQuery(db).where(eq(conversations.orderId, orderId));
  return row;
}

/** The question thread of a customer and a chef, if any. */
export async function findQuestionThread(db: DbOrTx, customerId: number, chefId: number) {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        eq(conversations.customerId, customerId),
        eq(conversations.chefId, chefId),
        isNull(conversations.orderId),
      ),
    );
  return row;
}

/** Locks a thread's row: the messages of one thread are counted and written one sender at a time. */
export async function lockThread(tx: Tx, id: number): Promise<void> {
  await tx.select({ id: conversations.id }).from(conversations).where(eq(conversations.id, id)).for('update');
}

export async function findOrder(db: DbOrTx, orderId: number): Promise<ThreadOrder | undefined> {
  const [row] = await db.select(orderColumns).from(orders).where(eq(orders.id, orderId));
  return row;
}

export async function findParty(db: DbOrTx, userId: number) {
  const [row] = await db.select(partyColumns(users)).from(users).where(eq(users.id, userId));
  return row;
}

export type PartyRow = NonNullable<Awaited<ReturnType<typeof findParty>>>;

/** An approved chef by their page's nickname (any case), or undefined. */
export async function findApprovedChef(db: DbOrTx, nickname: string): Promise<PartyRow | undefined> {
  const [row] = await db
    .select(partyColumns(users))
    .from(users)
    .innerJoin(merchantProfiles, eq(merchantProfiles.userId, users.id))
    .where(and(sql`lower(${users.nickname}) = lower(${nickname})`, eq(merchantProfiles.status, 'approved')));
  return row;
}

/**
 * The thread of an order, or of a question between a customer and a chef, made when missing. Two first
 * messages at once: the unique index keeps one row, and the other insert takes it.
 */
export async function ensureThread(
  tx: Tx,
  key: { orderId: number | null; customerId: number; chefId: number },
  now: Date,
): Promise<number> {
  const target =
    key.orderId === null
      ? { target: [conversations.customerId, conversations.chefId], where: isNull(conversations.orderId) }
      : { target: conversations.orderId, where: isNotNull(conversations.orderId) };
  const [row] = await tx
    .insert(conversations)
    .values({ ...key, createdAt: now, lastMessageAt: now })
    .onConflictDoUpdate({ target: target.target, targetWhere: target.where, set: { lastMessageAt: now } })
    .returning({ id: conversations.id });
  return row!.id;
}

/** The sender's messages in a thread since `since`. */
export async function countSentSince(tx: Tx, conversationId: number, senderId: number, since: Date) {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(conversationMessages)
    .where(
      and(
        eq(conversationMessages.conversationId, conversationId),
        eq(conversationMessages.senderId, senderId),
        gt(conversationMessages.createdAt, since),
      ),
    );
  return row?.count ?? 0;
}

/**
 * Stores a message and counts it unread for the other side; their mail falls due `mailDueAt` unless one is
 * due already (one mail per thread and reader at most every MESSAGE_MAIL_DELAY_MINUTES).
 */
export async function insertMessage(
  tx: Tx,
  message: { conversationId: number; senderId: number; body: string; createdAt: Date },
  reader: Side,
  mailDueAt: Date,
): Promise<void> {
  await tx.insert(conversationMessages).values(message);
  const unread = reader === 'customer' ? conversations.customerUnread : conversations.chefUnread;
  const due = reader === 'customer' ? conversations.customerMailDueAt : conversations.chefMailDueAt;
  await tx
    .update(conversations)
    .set({
      lastMessageAt: message.createdAt,
      [reader === 'customer' ? 'customerUnread' : 'chefUnread']: sql`${unread} + 1`,
      [reader === 'customer' ? 'customerMailDueAt' : 'chefMailDueAt']:
        sql`coalesce(${due}, ${mailDueAt.toISOString()}::timestamptz)`,
    })
    .where(eq(conversations.id, message.conversationId));
}

/** The newest `limit` messages of a thread, oldest first. */
export async function listMessages(db: DbOrTx, conversationId: number, limit: number) {
  const rows = await db
    .select()
    .from(conversationMessages)
    .where(eq(conversationMessages.conversationId, conversationId))
    .orderBy(desc(conversationMessages.id))
    .limit(limit);
  return rows.reverse();
}

/** The side has read the thread: nothing unread, no mail due. */
export async function markRead(db: DbOrTx, conversationId: number, side: Side): Promise<void> {
  await db
    .update(conversations)
    .set(
      side === 'customer'
        ? { customerUnread: 0, customerMailDueAt: null }
        : { chefUnread: 0, chefMailDueAt: null },
    )
    .where(eq(conversations.id, conversationId));
}

/**
 * The user's unread messages in every thread: the two partial indexes on the unread counts find the few rows
 * with any (a bitmap OR), so the header's badge costs one small index read however many threads there are.
 */
export async function countUnread(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({
      unread: sql<number>`coalesce(sum(case when ${conversations.customerId} = ${userId} then ${conversations.customerUnread} else 0 end + case when ${conversations.chefId} = ${userId} then ${conversations.chefUnread} else 0 end), 0)::int`,
    })
    .from(conversations)
    .where(
      or(
        and(eq(conversations.customerId, userId), gt(conversations.customerUnread, 0)),
        and(eq(conversations.chefId, userId), gt(conversations.chefUnread, 0)),
      ),
    );
  return row?.unread ?? 0;
}

const mine = (userId: number) => or(eq(conversations.customerId, userId), eq(conversations.chefId, userId));

/** A page of the user's threads, the latest message first, each with its newest message: two statements. */
export async function listThreadPage(db: DbOrTx, userId: number, limit: number, offset: number) {
  const rows = await threadQuery(db)
    .where(mine(userId))
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(limit)
    .offset(offset);
  if (rows.length === 0) return [];
  const newest = await db
    .selectDistinctOn([conversationMessages.conversationId], {
      conversationId: conversationMessages.conversationId,
      body: conversationMessages.body,
    })
    .from(conversationMessages)
    .where(
      inArray(
        conversationMessages.conversationId,
        rows.map((row) => row.conversation.id),
      ),
    )
    .orderBy(conversationMessages.conversationId, desc(conversationMessages.id));
  const previewOf = new Map(newest.map((row) => [row.conversationId, row.body]));
  return rows.map((row) => ({ ...row, preview: previewOf.get(row.conversation.id) ?? '' }));
}

export async function countThreads(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(conversations)
    .where(mine(userId));
  return row?.count ?? 0;
}

/** Threads whose mail to `side` is due by `now`, locked and skipped by another instance's sweep. */
export async function claimDueMails(tx: Tx, side: Side, now: Date, limit: number) {
  const due = side === 'customer' ? conversations.customerMailDueAt : conversations.chefMailDueAt;
  const rows = await tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(lte(due, now))
    .orderBy(asc(due))
    .limit(limit)
    .for('update', { skipLocked: true });
  return rows.map((row) => row.id);
}

/** The mail to `side` went out: none due until their next unread message. */
export async function clearMailDue(tx: Tx, conversationId: number, side: Side): Promise<void> {
  await tx
    .update(conversations)
    .set(side === 'customer' ? { customerMailDueAt: null } : { chefMailDueAt: null })
    .where(eq(conversations.id, conversationId));
}
