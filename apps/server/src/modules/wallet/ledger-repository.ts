import { and, asc, desc, eq, gt, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import {
  ledgerAccounts,
  ledgerChain,
  ledgerCheckpoints,
  ledgerEntries,
  ledgerTransactions,
} from '../../db/schema.ts';

/** Drizzle queries of the ledger: accounts, transactions, the hash-chained entries and the chain's head. */

export type AccountRecord = typeof ledgerAccounts.$inferSelect;
export type LedgerTransactionRecord = typeof ledgerTransactions.$inferSelect;
export type EntryRecord = typeof ledgerEntries.$inferSelect;
export type CheckpointRecord = typeof ledgerCheckpoints.$inferSelect;
export type LedgerKind = LedgerTransactionRecord['kind'];
export type AccountKind = AccountRecord['kind'];
export type Currency = AccountRecord['currency'];
/** Accounts that belong to a user: the DOGE wallet ('user') and a chef's earnings (EUR). */
export type UserAccountKind = 'user' | 'earnings';
export type SystemAccountKind = Exclude<AccountKind, UserAccountKind>;

/** The one row of ledger_chain. */
const CHAIN_HEAD_ID = 1;
/** The hash before the first entry. */
export const GENESIS_HASH = '0'.repeat(64);

/**
 * Creates what is missing of the DOGE platform and withdrawals accounts and of the users' DOGE wallets, in
 * one fixed order (system accounts, then users by ascending id), so that two transactions creating the same
 * new accounts wait for each other in the same order instead of deadlocking. Answers every account asked for.
 */
export async function ensureAccounts(
  db: DbOrTx,
  userIds: number[],
): Promise<{ system: Record<'platform' | 'withdrawals', number>; users: Map<number, number> }> {
  const platform = await ensureSystemAccount(db, 'platform', 'DOGE');
  const withdrawals = await ensureSystemAccount(db, 'withdrawals', 'DOGE');
  const sorted = [...new Set(userIds)].sort((a, b) => a - b);
  const users = new Map<number, number>();
  if (sorted.length > 0) {
    await db
      .insert(ledgerAccounts)
      .values(sorted.map((userId) => ({ kind: 'user' as const, currency: 'DOGE' as const, userId })))
      .onConflictDoNothing();
    const rows = await db
      .select({ id: ledgerAccounts.id, userId: ledgerAccounts.userId })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.kind, 'user'), inArray(ledgerAccounts.userId, sorted)));
    for (const row of rows) users.set(row.userId!, row.id);
  }
  return { system: { platform, withdrawals }, users };
}

/** The id of a system account (one per kind and currency), created when missing. */
export async function ensureSystemAccount(
  db: DbOrTx,
  kind: SystemAccountKind,
  currency: Currency,
): Promise<number> {
  const where = and(
    eq(ledgerAccounts.kind, kind),
    eq(ledgerAccounts.currency, currency),
    isNull(ledgerAccounts.userId),
  );
  const [found] = await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(where);
  if (found) return found.id;
  await db.insert(ledgerAccounts).values({ kind, currency }).onConflictDoNothing();
  const [row] = await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(where);
  return row!.id;
}

/** The id of a user's account of a kind ('user' is the DOGE wallet, 'earnings' a chef's euros), created when missing. */
export async function ensureUserAccount(db: DbOrTx, userId: number, kind: UserAccountKind): Promise<number> {
  const where = and(eq(ledgerAccounts.kind, kind), eq(ledgerAccounts.userId, userId));
  const [found] = await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(where);
  if (found) return found.id;
  const currency = kind === 'user' ? 'DOGE' : 'EUR';
  await db.insert(ledgerAccounts).values({ kind, currency, userId }).onConflictDoNothing();
  const [row] = await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(where);
  return row!.id;
}

/** A user's account, if they have one (a user without one has nothing). */
export async function findUserAccount(
  db: DbOrTx,
  userId: number,
  kind: UserAccountKind = 'user',
): Promise<AccountRecord | undefined> {
  const [row] = await db
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.kind, kind)));
  return row;
}

/**
 * Locks the accounts until the transaction ends, in ascending id order (the row locks are taken in the
 * order the rows are sorted): every writer of the ledger locks in this one order, so none waits in a cycle.
 */
export async function lockAccounts(tx: DbOrTx, ids: number[]): Promise<AccountRecord[]> {
  return tx
    .select()
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, ids))
    .orderBy(asc(ledgerAccounts.id))
    .for('update');
}

export async function addToBalance(tx: DbOrTx, accountId: number, amount: number): Promise<void> {
  await tx
    .update(ledgerAccounts)
    .set({ balance: sql`${ledgerAccounts.balance} + ${amount}` })
    .where(eq(ledgerAccounts.id, accountId));
}

/** The head of the chain, created when missing (an empty database) and locked until the transaction ends. */
export async function lockChainHead(tx: DbOrTx): Promise<{ lastSeq: number; lastHash: string }> {
  await tx
    .insert(ledgerChain)
    .values({ id: CHAIN_HEAD_ID, lastSeq: 0, lastHash: GENESIS_HASH })
    .onConflictDoNothing();
  const [head] = await tx
    .select({ lastSeq: ledgerChain.lastSeq, lastHash: ledgerChain.lastHash })
    .from(ledgerChain)
    .where(eq(ledgerChain.id, CHAIN_HEAD_ID))
    .for('update');
  return head!;
}

/** The head as it is, without locking; undefined before the first entry of a fresh database. */
export async function readChainHead(db: DbOrTx) {
  const [head] = await db.select().from(ledgerChain).where(eq(ledgerChain.id, CHAIN_HEAD_ID));
  return head;
}

export async function setChainHead(tx: DbOrTx, lastSeq: number, lastHash: string): Promise<void> {
  await tx.update(ledgerChain).set({ lastSeq, lastHash }).where(eq(ledgerChain.id, CHAIN_HEAD_ID));
}

export async function findTransactionByKey(
  db: DbOrTx,
  idempotencyKey: string,
): Promise<LedgerTransactionRecord | undefined> {
  const [row] = await db
    .select()
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.idempotencyKey, idempotencyKey));
  return row;
}

export async function findTransaction(db: DbOrTx, id: number): Promise<LedgerTransactionRecord | undefined> {
  const [row] = await db.select().from(ledgerTransactions).where(eq(ledgerTransactions.id, id));
  return row;
}

/** Inserts the transaction unless its key is taken; undefined when it is. */
export async function insertTransactionOnce(
  tx: DbOrTx,
  values: { kind: LedgerKind; idempotencyKey: string; orderId: number | null; createdAt: Date },
): Promise<LedgerTransactionRecord | undefined> {
  const [row] = await tx.insert(ledgerTransactions).values(values).onConflictDoNothing().returning();
  return row;
}

export async function insertEntries(
  tx: DbOrTx,
  values: (typeof ledgerEntries.$inferInsert)[],
): Promise<void> {
  await tx.insert(ledgerEntries).values(values);
}

/** Entries after `afterSeq` (up to `upToSeq`), in chain order, `limit` at a time. */
export async function listEntriesAfter(
  db: DbOrTx,
  afterSeq: number,
  limit: number,
  upToSeq?: number,
): Promise<EntryRecord[]> {
  return db
    .select()
    .from(ledgerEntries)
    .where(
      and(
        gt(ledgerEntries.seq, afterSeq),
        upToSeq === undefined ? undefined : lte(ledgerEntries.seq, upToSeq),
      ),
    )
    .orderBy(asc(ledgerEntries.seq))
    .limit(limit);
}

// ---- Checkpoints of the chain (decision 047) ----

/** The newest checkpoint, or the newest below `belowSeq`: one step down the primary key. */
export async function findNewestCheckpoint(
  db: DbOrTx,
  belowSeq?: number,
): Promise<CheckpointRecord | undefined> {
  const [row] = await db
    .select()
    .from(ledgerCheckpoints)
    .where(belowSeq === undefined ? undefined : lt(ledgerCheckpoints.seq, belowSeq))
    .orderBy(desc(ledgerCheckpoints.seq))
    .limit(1);
  return row;
}

/** Writes a checkpoint unless one exists at its seq (another instance wrote it): true when written. */
export async function insertCheckpointOnce(
  db: DbOrTx,
  values: typeof ledgerCheckpoints.$inferInsert,
): Promise<boolean> {
  const rows = await db
    .insert(ledgerCheckpoints)
    .values(values)
    .onConflictDoNothing()
    .returning({ seq: ledgerCheckpoints.seq });
  return rows.length > 0;
}

/** Every checkpoint in seq order, with the stored hash of the entry at its seq (null: no such entry). */
export async function listCheckpointsWithEntryHash(
  db: DbOrTx,
): Promise<(CheckpointRecord & { entryHash: string | null })[]> {
  return db
    .select({
      seq: ledgerCheckpoints.seq,
      hash: ledgerCheckpoints.hash,
      signature: ledgerCheckpoints.signature,
      createdAt: ledgerCheckpoints.createdAt,
      entryHash: ledgerEntries.hash,
    })
    .from(ledgerCheckpoints)
    .leftJoin(ledgerEntries, eq(ledgerEntries.seq, ledgerCheckpoints.seq))
    .orderBy(asc(ledgerCheckpoints.seq));
}

/** Accounts whose stored balance differs from the sum of their entries. */
export async function listUnbalancedAccounts(
  db: DbOrTx,
): Promise<{ accountId: number; balance: number; entries: number }[]> {
  const sums = db
    .select({
      accountId: ledgerEntries.accountId,
      total: sql<string>`sum(${ledgerEntries.amount})`.as('total'),
    })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.accountId)
    .as('sums');
  const rows = await db
    .select({
      accountId: ledgerAccounts.id,
      balance: ledgerAccounts.balance,
      entries: sql<string>`coalesce(${sums.total}, 0)`,
    })
    .from(ledgerAccounts)
    .leftJoin(sums, eq(sums.accountId, ledgerAccounts.id))
    .where(sql`${ledgerAccounts.balance} <> coalesce(${sums.total}, 0)`);
  return rows.map((r) => ({ ...r, entries: Number(r.entries) }));
}
