import { createHash } from 'node:crypto';
import { MESSAGES } from '@hearth/domain/messages';
import type { DbOrTx } from '../../db/database.ts';
import { Conflict } from '../../errors.ts';
import * as repo from './ledger-repository.ts';

/**
 * The DOGE ledger (docs/product.md#the-doge-wallet, decision 024): double-entry, one hash chain, append-only.
 *
 * Invariants, and how each is kept:
 * - The entries of a transaction sum to zero: postTransaction refuses anything else (a programming error).
 * - One transaction per idempotency key: a unique index; a second post with the key answers the first.
 * - A balance is the sum of its account's entries: both are written in the same database transaction.
 * - No user (or withdrawals) balance goes below zero: the accounts are locked before their balances are
 *   checked, and the CHECK constraint on ledger_accounts is the last guard.
 * - The chain: each entry's hash covers the previous entry's hash and its own fields; entries join it one
 *   at a time under the lock of the chain's head row; a trigger refuses UPDATE and DELETE of entries.
 *
 * Lock order, the same for every writer so no two wait on each other in a cycle: the caller's own row
 * (a transfer, a withdrawal, a payment), then the accounts in ascending id order, then the chain head.
 */

export type { LedgerKind, SystemAccountKind } from './ledger-repository.ts';
export { GENESIS_HASH } from './ledger-repository.ts';

export interface LedgerEntryInput {
  accountId: number;
  /** Signed: positive credits the account, negative debits it. */
  amount: number;
}

export interface PostedTransaction {
  transaction: repo.LedgerTransactionRecord;
  /** True when the key had been posted before: nothing was written this time. */
  replayed: boolean;
}

/** A debit the account cannot afford. Thrown inside the caller's transaction, so nothing is kept. */
export class InsufficientFunds extends Conflict {
  constructor() {
    super(MESSAGES.insufficientFunds, { volume: [MESSAGES.insufficientFunds] });
  }
}

/** The accounts of these users (created on first use) and the two system accounts. */
export function accountsOf(tx: DbOrTx, userIds: number[]) {
  return repo.ensureAccounts(tx, userIds);
}

/**
 * Posts a balanced transaction inside the caller's database transaction: the entries join the chain in
 * the order given and the balances move with them. The same idempotency key twice answers the first
 * transaction and writes nothing. A debit that would take a user's balance below zero throws
 * InsufficientFunds (the platform's account alone may go negative: it is the other side of card top-ups).
 */
export async function postTransaction(
  tx: DbOrTx,
  input: {
    kind: repo.LedgerKind;
    idempotencyKey: string;
    entries: LedgerEntryInput[];
    at: Date;
    /** The order the money moves for (its escrow, earnings and refunds add up by it). */
    orderId?: number;
  },
): Promise<PostedTransaction> {
  checkWellFormed(input.entries);
  const earlier = await repo.findTransactionByKey(tx, input.idempotencyKey);
  if (earlier) return { transaction: earlier, replayed: true };

  const accounts = await repo.lockAccounts(tx, [...new Set(input.entries.map((e) => e.accountId))]);
  const head = await repo.lockChainHead(tx);
  const transaction = await repo.insertTransactionOnce(tx, {
    kind: input.kind,
    idempotencyKey: input.idempotencyKey,
    orderId: input.orderId ?? null,
    createdAt: input.at,
  });
  // The same key, posted by a concurrent call that committed while this one waited for the locks.
  if (!transaction) {
    return { transaction: (await repo.findTransactionByKey(tx, input.idempotencyKey))!, replayed: true };
  }
  checkBalancedPerCurrency(accounts, input.entries);
  checkAffordable(accounts, input.entries);
  const rows = chainEntries(head, transaction.id, input.at, input.entries);
  await repo.insertEntries(tx, rows);
  for (const [accountId, amount] of sumByAccount(input.entries)) {
    await repo.addToBalance(tx, accountId, amount);
  }
  const last = rows.at(-1)!;
  await repo.setChainHead(tx, last.seq, last.hash);
  return { transaction, replayed: false };
}

/** The entries as they join the chain after `head`: each one's seq, previous hash and own hash. */
function chainEntries(
  head: { lastSeq: number; lastHash: string },
  transactionId: number,
  createdAt: Date,
  entries: LedgerEntryInput[],
) {
  let prev = { seq: head.lastSeq, hash: head.lastHash };
  return entries.map((entry) => {
    const fields = { ...entry, seq: prev.seq + 1, transactionId, createdAt, prevHash: prev.hash };
    const row = { ...fields, hash: entryHash(fields) };
    prev = row;
    return row;
  });
}

function checkWellFormed(entries: LedgerEntryInput[]): void {
  const valid = entries.every((e) => Number.isSafeInteger(e.amount) && e.amount !== 0);
  const sum = entries.reduce((total, e) => total + e.amount, 0);
  if (entries.length < 2 || !valid || sum !== 0) {
    throw new Error(`ledger: unbalanced entries ${JSON.stringify(entries)}`);
  }
}

/** The entries of each currency sum to zero on their own: koinu and cents never offset each other. */
function checkBalancedPerCurrency(accounts: repo.AccountRecord[], entries: LedgerEntryInput[]): void {
  const currencyOf = new Map(accounts.map((a) => [a.id, a.currency]));
  const sums = new Map<string, number>();
  for (const e of entries) {
    const currency = currencyOf.get(e.accountId) ?? '?';
    sums.set(currency, (sums.get(currency) ?? 0) + e.amount);
  }
  if ([...sums.values()].some((sum) => sum !== 0)) {
    throw new Error(`ledger: entries unbalanced in a currency ${JSON.stringify(entries)}`);
  }
}

function sumByAccount(entries: LedgerEntryInput[]): Map<number, number> {
  const sums = new Map<number, number>();
  for (const e of entries) sums.set(e.accountId, (sums.get(e.accountId) ?? 0) + e.amount);
  return sums;
}

/** The outside of each currency: where coins bought by card (DOGE) and euros paid online (EUR) come from. */
const MAY_GO_NEGATIVE = new Set<repo.AccountKind>(['platform', 'payments']);

/** Checked under the accounts' locks, so no other transaction can spend the same coins meanwhile. */
function checkAffordable(accounts: repo.AccountRecord[], entries: LedgerEntryInput[]): void {
  const sums = sumByAccount(entries);
  if (accounts.length !== sums.size) throw new Error('ledger: an entry names an unknown account');
  for (const account of accounts) {
    const after = account.balance + sums.get(account.id)!;
    if (!MAY_GO_NEGATIVE.has(account.kind) && after < 0) throw new InsufficientFunds();
  }
}

// ---- The hash chain ----

export interface ChainedFields {
  prevHash: string;
  seq: number;
  transactionId: number;
  accountId: number;
  amount: number;
  createdAt: Date;
}

/**
 * SHA-256 (hex) over one canonical line of the entry: the previous hash, then the entry's own fields, each
 * in a fixed text form (whole numbers in decimal, the time in ISO 8601 UTC with milliseconds).
 */
export function entryHash(e: ChainedFields): string {
  const line = [e.prevHash, e.seq, e.transactionId, e.accountId, e.amount, e.createdAt.toISOString()].join(
    '|',
  );
  return createHash('sha256').update(line).digest('hex');
}

export type BrokenReason = 'hash' | 'link' | 'gap' | 'head' | 'checkpoint';

export type ChainVerification =
  { ok: true; lastSeq: number } | { ok: false; brokenSeq: number; reason: BrokenReason };

/** A point of the chain to verify from: the genesis, or a checkpoint's seq and hash. */
export interface ChainPoint {
  seq: number;
  hash: string;
}

export const GENESIS: ChainPoint = { seq: 0, hash: repo.GENESIS_HASH };

const VERIFY_BATCH = 1000;

/**
 * Recomputes every hash from the first entry up to `upToSeq` (default: the head's last seq), in chain order,
 * and reports the first entry that does not match: its stored hash differs from the recomputed one (a changed
 * field), its previous hash is not the hash of the entry before (a changed or removed neighbour), or a seq is
 * missing. Without `upToSeq` the last entry must also be the one the head names. The head is read first:
 * every entry up to it was committed with it, so entries appended meanwhile do not disturb the check.
 */
export async function verifyChain(
  db: DbOrTx,
  options: { upToSeq?: number } = {},
): Promise<ChainVerification> {
  const head = await repo.readChainHead(db);
  const targetSeq = options.upToSeq ?? head?.lastSeq ?? 0;
  const walk = await walkChain(db, GENESIS, targetSeq);
  if (!walk.result.ok) return walk.result;
  if (options.upToSeq === undefined && walk.last.hash !== (head?.lastHash ?? repo.GENESIS_HASH)) {
    return { ok: false, brokenSeq: walk.last.seq, reason: 'head' };
  }
  return walk.result;
}

/**
 * Recomputes the entries after `from` up to `toSeq`, the first of which must link to `from`'s hash. Answers
 * the verdict, the last point reached intact and how many entries were read.
 */
export async function walkChain(
  db: DbOrTx,
  from: ChainPoint,
  toSeq: number,
): Promise<{ result: ChainVerification; last: ChainPoint; entriesRead: number }> {
  let last = from;
  let entriesRead = 0;
  const broken = (brokenSeq: number, reason: BrokenReason) => ({
    result: { ok: false as const, brokenSeq, reason },
    last,
    entriesRead,
  });
  while (last.seq < toSeq) {
    // Exactly the entries still wanted, so reaching toSeq costs no extra empty query.
    const batch = await repo.listEntriesAfter(db, last.seq, Math.min(VERIFY_BATCH, toSeq - last.seq), toSeq);
    if (batch.length === 0) break;
    for (const entry of batch) {
      entriesRead += 1;
      if (entry.seq !== last.seq + 1) return broken(last.seq + 1, 'gap');
      if (entry.prevHash !== last.hash) return broken(entry.seq, 'link');
      if (entryHash(entry) !== entry.hash) return broken(entry.seq, 'hash');
      last = { seq: entry.seq, hash: entry.hash };
    }
  }
  if (last.seq !== toSeq) return broken(last.seq + 1, 'gap');
  return { result: { ok: true, lastSeq: last.seq }, last, entriesRead };
}

/** Accounts whose balance is not the sum of their entries (none, while the invariants hold). */
export function findUnbalancedAccounts(db: DbOrTx) {
  return repo.listUnbalancedAccounts(db);
}
