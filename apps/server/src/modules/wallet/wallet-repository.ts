import type { LedgerAccountKind } from '@hearth/domain/wallet';
import { and, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import {
  NICKNAME_ADDRESS_TYPE,
  TELEGRAM_ADDRESS_TYPE,
  type RecipientAddressType,
  type WithdrawalStatus,
} from '@hearth/domain/wallet';
import type { DbOrTx } from '../../db/database.ts';
import {
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  users,
  walletTransfers,
  withdrawals,
} from '../../db/schema.ts';

/** Drizzle queries of the wallet: transfers, withdrawals, recipients and the rows the wallet views show. */

export type TransferRecord = typeof walletTransfers.$inferSelect;
export type WithdrawalRecord = typeof withdrawals.$inferSelect;

/** What a user is called on the wallet's pages and mails. */
export const userLabelColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  nickname: users.nickname,
  telegramNickname: users.telegramNickname,
  language: users.language,
};
export type UserLabelRow = Pick<
  typeof users.$inferSelect,
  'id' | 'email' | 'firstName' | 'lastName' | 'nickname' | 'telegramNickname' | 'language'
>;

// ---- Recipients ----

/**
 * The user an address names: a Telegram nickname (without its @) or a profile nickname in any case, or an
 * e-mail as stored (lower-case). Undefined when nobody has it.
 */
export async function findRecipient(
  db: DbOrTx,
  type: Exclude<RecipientAddressType, 0>,
  address: string,
): Promise<UserLabelRow | undefined> {
  const condition =
    type === TELEGRAM_ADDRESS_TYPE
      ? eq(sql`lower(${users.telegramNickname})`, address.toLowerCase())
      : type === NICKNAME_ADDRESS_TYPE
        ? eq(sql`lower(${users.nickname})`, address.toLowerCase())
        : eq(users.email, address.toLowerCase());
  const [row] = await db.select(userLabelColumns).from(users).where(condition).limit(1);
  return row;
}

export async function findUsers(db: DbOrTx, ids: number[]): Promise<UserLabelRow[]> {
  if (ids.length === 0) return [];
  return db.select(userLabelColumns).from(users).where(inArray(users.id, ids));
}

// ---- Transfers ----

/** A new pending transfer; the sender's older pending ones are cancelled (only the newest can be confirmed). */
export async function replacePendingTransfer(
  tx: DbOrTx,
  values: typeof walletTransfers.$inferInsert & { senderId: number },
): Promise<TransferRecord> {
  // Requests of one sender at once (two tabs, two instances) take turns here: without the lock each would
  // cancel only the pending transfers committed before it and several would stay pending.
  await tx.select({ id: users.id }).from(users).where(eq(users.id, values.senderId)).for('no key update');
  await tx
    .update(walletTransfers)
    .set({ status: 'cancelled' })
    .where(and(eq(walletTransfers.senderId, values.senderId), eq(walletTransfers.status, 'pending')));
  const [row] = await tx.insert(walletTransfers).values(values).returning();
  return row!;
}

export async function findNewestPendingTransfer(
  db: DbOrTx,
  senderId: number,
): Promise<TransferRecord | undefined> {
  const [row] = await db
    .select()
    .from(walletTransfers)
    .where(and(eq(walletTransfers.senderId, senderId), eq(walletTransfers.status, 'pending')))
    .orderBy(desc(walletTransfers.id))
    .limit(1);
  return row;
}

/** The transfer, locked until the transaction ends: one confirmation at a time sees it pending. */
export async function lockTransfer(tx: DbOrTx, id: number): Promise<TransferRecord | undefined> {
  const [row] = await tx.select().from(walletTransfers).where(eq(walletTransfers.id, id)).for('update');
  return row;
}

export async function completeTransfer(
  tx: DbOrTx,
  id: number,
  values: { ledgerTransactionId: number; completedAt: Date },
): Promise<void> {
  await tx
    .update(walletTransfers)
    .set({ status: 'completed', ...values })
    .where(eq(walletTransfers.id, id));
}

export async function cancelTransfer(db: DbOrTx, id: number): Promise<void> {
  await db
    .update(walletTransfers)
    .set({ status: 'cancelled' })
    .where(and(eq(walletTransfers.id, id), eq(walletTransfers.status, 'pending')));
}

// ---- Withdrawals ----

export async function insertWithdrawal(
  tx: DbOrTx,
  values: typeof withdrawals.$inferInsert,
): Promise<WithdrawalRecord> {
  const [row] = await tx.insert(withdrawals).values(values).returning();
  return row!;
}

/** The withdrawal, locked until the transaction ends: one decision at a time sees it requested. */
export async function lockWithdrawal(tx: DbOrTx, id: number): Promise<WithdrawalRecord | undefined> {
  const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
  return row;
}

export async function updateWithdrawal(
  tx: DbOrTx,
  id: number,
  values: Partial<typeof withdrawals.$inferInsert>,
): Promise<void> {
  await tx.update(withdrawals).set(values).where(eq(withdrawals.id, id));
}

export type WithdrawalRow = { withdrawal: WithdrawalRecord; user: UserLabelRow };

function selectWithdrawals(db: DbOrTx) {
  return db
    .select({ withdrawal: withdrawals, user: userLabelColumns })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId));
}

/** Newest first. */
export async function listWithdrawals(
  db: DbOrTx,
  filter: { status?: WithdrawalStatus; limit: number; offset: number },
): Promise<WithdrawalRow[]> {
  return selectWithdrawals(db)
    .where(filter.status ? eq(withdrawals.status, filter.status) : undefined)
    .orderBy(desc(withdrawals.id))
    .limit(filter.limit)
    .offset(filter.offset);
}

export async function countWithdrawals(db: DbOrTx, filter: { status?: WithdrawalStatus }): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(withdrawals)
    .where(filter.status ? eq(withdrawals.status, filter.status) : undefined);
  return row?.total ?? 0;
}

export async function findWithdrawalRow(db: DbOrTx, id: number): Promise<WithdrawalRow | undefined> {
  const [row] = await selectWithdrawals(db).where(eq(withdrawals.id, id));
  return row;
}

/** The withdrawals that these ledger transactions hold, send or release. */
export async function listWithdrawalsOfTransactions(
  db: DbOrTx,
  transactionIds: number[],
): Promise<WithdrawalRecord[]> {
  if (transactionIds.length === 0) return [];
  return db
    .select()
    .from(withdrawals)
    .where(
      or(
        inArray(withdrawals.holdTransactionId, transactionIds),
        inArray(withdrawals.settleTransactionId, transactionIds),
      ),
    );
}

// ---- What the wallet views show ----

/** The account's entries with their transactions, newest first. */
export async function listAccountHistory(db: DbOrTx, accountId: number, limit: number) {
  return db
    .select({ entry: ledgerEntries, transaction: ledgerTransactions })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(eq(ledgerEntries.accountId, accountId))
    .orderBy(desc(ledgerEntries.seq))
    .limit(limit);
}

export type TransactionEntryRow = {
  entry: typeof ledgerEntries.$inferSelect;
  account: { id: number; kind: LedgerAccountKind; userId: number | null };
  user: UserLabelRow | null;
};

/** Every entry of these transactions, in chain order, with its account and the account's user. */
export async function listEntriesOfTransactions(
  db: DbOrTx,
  transactionIds: number[],
): Promise<TransactionEntryRow[]> {
  if (transactionIds.length === 0) return [];
  return db
    .select({
      entry: ledgerEntries,
      account: { id: ledgerAccounts.id, kind: ledgerAccounts.kind, userId: ledgerAccounts.userId },
      user: userLabelColumns,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .leftJoin(users, eq(users.id, ledgerAccounts.userId))
    .where(inArray(ledgerEntries.transactionId, transactionIds))
    .orderBy(ledgerEntries.seq);
}
