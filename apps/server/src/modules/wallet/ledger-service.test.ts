import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@hearth/domain/messages';
import { ledgerAccounts, ledgerChain, ledgerEntries, ledgerTransactions } from '../../db/schema.ts';
import { useTestApp } from '../../test/test-app.ts';
import { signUp } from '../profile/profile-test-helpers.ts';
import {
  accountsOf,
  entryHash,
  findUnbalancedAccounts,
  GENESIS_HASH,
  InsufficientFunds,
  postTransaction,
  verifyChain,
} from './ledger-service.ts';
import { doge, fund, sumOfBalances, tamperWithEntries } from './wallet-test-helpers.ts';

/** The ledger core: balanced transactions, idempotency keys, no negative balance, the hash chain. */

// Some tests tamper with the chain behind the trigger's back to prove the verification finds it.
const ctx = useTestApp({}, { invariants: false });

async function twoUsers() {
  const anna = await signUp(ctx.app, 'anna@example.lt');
  const jonas = await signUp(ctx.app, 'jonas@example.lt');
  const accounts = await ctx.app.db.transaction((tx) => accountsOf(tx, [anna.id, jonas.id]));
  return {
    anna: accounts.users.get(anna.id)!,
    jonas: accounts.users.get(jonas.id)!,
    ...accounts.system,
    ids: [anna.id, jonas.id],
  };
}

function post(key: string, entries: { accountId: number; amount: number }[], kind = 'transfer' as const) {
  return ctx.app.db.transaction((tx) =>
    postTransaction(tx, { kind, idempotencyKey: key, entries, at: ctx.clock.now() }),
  );
}

const entriesInChain = () => ctx.app.db.select().from(ledgerEntries).orderBy(asc(ledgerEntries.seq));

const tamper = (statement: SQL) => tamperWithEntries(ctx.app, statement);

describe('postTransaction', () => {
  it('writes balanced entries into one chain from the genesis hash, with the balances', async () => {
    const a = await twoUsers();
    await fund(ctx.app, a.ids[0]!, doge(10));
    const { transaction, replayed } = await post('t-1', [
      { accountId: a.anna, amount: -doge(4) },
      { accountId: a.jonas, amount: doge(4) },
    ]);
    expect(replayed).toBe(false);
    expect(transaction.kind).toBe('transfer');

    const entries = await entriesInChain();
    expect(entries.map((e) => e.seq)).toEqual([1, 2, 3, 4]);
    expect(entries[0]!.prevHash).toBe(GENESIS_HASH);
    for (let i = 1; i < entries.length; i += 1) expect(entries[i]!.prevHash).toBe(entries[i - 1]!.hash);
    for (const entry of entries) expect(entry.hash).toBe(entryHash(entry));
    expect(entries.slice(2).map((e) => [e.accountId, e.amount, e.transactionId])).toEqual([
      [a.anna, -doge(4), transaction.id],
      [a.jonas, doge(4), transaction.id],
    ]);
    const [head] = await ctx.app.db.select().from(ledgerChain);
    expect(head).toMatchObject({ lastSeq: 4, lastHash: entries[3]!.hash });

    const balances = await ctx.app.db.select().from(ledgerAccounts).orderBy(ledgerAccounts.id);
    expect(Object.fromEntries(balances.map((b) => [b.id, b.balance]))).toEqual({
      [a.platform]: -doge(10),
      [a.withdrawals]: 0,
      [a.anna]: doge(6),
      [a.jonas]: doge(4),
    });
    expect(await sumOfBalances(ctx.app)).toBe(0);
    expect(await findUnbalancedAccounts(ctx.app.db)).toEqual([]);
    expect(await verifyChain(ctx.app.db)).toEqual({ ok: true, lastSeq: 4 });
  });

  it('answers the first transaction for a key posted again, and writes nothing', async () => {
    const a = await twoUsers();
    await fund(ctx.app, a.ids[0]!, doge(10));
    const entries = [
      { accountId: a.anna, amount: -doge(7) },
      { accountId: a.jonas, amount: doge(7) },
    ];
    const first = await post('same-key', entries);
    // A second spend of 7 would not be affordable: the key answers before any balance is checked.
    const again = await post('same-key', entries);
    expect(again).toEqual({ transaction: first.transaction, replayed: true });
    expect(await entriesInChain()).toHaveLength(4);
    expect(await ctx.app.db.select().from(ledgerTransactions)).toHaveLength(2);
  });

  it('refuses a debit the account cannot afford, and keeps nothing of it', async () => {
    const a = await twoUsers();
    await fund(ctx.app, a.ids[0]!, doge(1));
    const attempt = post('too-much', [
      { accountId: a.anna, amount: -doge(1) - 1 },
      { accountId: a.jonas, amount: doge(1) + 1 },
    ]);
    await expect(attempt).rejects.toBeInstanceOf(InsufficientFunds);
    await expect(attempt).rejects.toMatchObject({ statusCode: 409, message: MESSAGES.insufficientFunds });
    expect(await entriesInChain()).toHaveLength(2);
    expect(await ctx.app.db.select().from(ledgerTransactions)).toHaveLength(1);
    // Spending exactly the balance is fine.
    await post('all-of-it', [
      { accountId: a.anna, amount: -doge(1) },
      { accountId: a.jonas, amount: doge(1) },
    ]);
  });

  it('treats unbalanced or malformed entries as a programming error', async () => {
    const a = await twoUsers();
    const cases = [
      [
        { accountId: a.anna, amount: -5 },
        { accountId: a.jonas, amount: 4 },
      ],
      [
        { accountId: a.anna, amount: 0 },
        { accountId: a.jonas, amount: 0 },
      ],
      [
        { accountId: a.anna, amount: -0.5 },
        { accountId: a.jonas, amount: 0.5 },
      ],
      [{ accountId: a.platform, amount: 5 }],
      [
        { accountId: a.platform, amount: -5 },
        { accountId: 999_999, amount: 5 },
      ],
    ];
    for (const [i, entries] of cases.entries()) {
      await expect(post(`bad-${i}`, entries)).rejects.toThrow(/ledger:/);
    }
    expect(await entriesInChain()).toEqual([]);
  });

  it('the database refuses any change or removal of an entry (append-only)', async () => {
    const a = await twoUsers();
    await fund(ctx.app, a.ids[0]!, doge(3));
    await expect(ctx.app.db.update(ledgerEntries).set({ amount: 1 })).rejects.toThrow();
    await expect(ctx.app.db.delete(ledgerEntries)).rejects.toThrow();
    expect((await entriesInChain()).map((e) => Math.abs(e.amount))).toEqual([doge(3), doge(3)]);
    // The CHECK constraint is the last guard of a balance, whatever the code does.
    await expect(
      ctx.app.db.update(ledgerAccounts).set({ balance: -1 }).where(eq(ledgerAccounts.id, a.anna)),
    ).rejects.toThrow();
  });
});

describe('verifyChain', () => {
  async function chainOfSix() {
    const a = await twoUsers();
    await fund(ctx.app, a.ids[0]!, doge(10));
    await post('t-1', [
      { accountId: a.anna, amount: -doge(2) },
      { accountId: a.jonas, amount: doge(2) },
    ]);
    await post('t-2', [
      { accountId: a.jonas, amount: -doge(1) },
      { accountId: a.anna, amount: doge(1) },
    ]);
    expect(await verifyChain(ctx.app.db)).toEqual({ ok: true, lastSeq: 6 });
  }

  it('passes on an empty ledger', async () => {
    expect(await verifyChain(ctx.app.db)).toEqual({ ok: true, lastSeq: 0 });
  });

  it('finds the entry whose amount was changed behind the trigger’s back', async () => {
    await chainOfSix();
    await tamper(sql`update ledger_entries set amount = amount + 100000000 where seq = 4`);
    expect(await verifyChain(ctx.app.db)).toEqual({ ok: false, brokenSeq: 4, reason: 'hash' });
    // The part of the chain before it still verifies; the balances no longer match their entries.
    expect(await verifyChain(ctx.app.db, { upToSeq: 3 })).toEqual({ ok: true, lastSeq: 3 });
    expect(await findUnbalancedAccounts(ctx.app.db)).toHaveLength(1);
  });

  it('finds a rewritten entry whose own hash was recomputed: the next entry no longer links to it', async () => {
    await chainOfSix();
    const [entry] = await ctx.app.db.select().from(ledgerEntries).where(eq(ledgerEntries.seq, 3));
    const forged = { ...entry!, amount: entry!.amount - doge(1) };
    await tamper(
      sql`update ledger_entries set amount = ${forged.amount}, hash = ${entryHash(forged)} where seq = 3`,
    );
    expect(await verifyChain(ctx.app.db)).toEqual({ ok: false, brokenSeq: 4, reason: 'link' });
  });

  it('finds removed entries: a gap in the middle, or a tail missing from the head', async () => {
    await chainOfSix();
    await tamper(sql`delete from ledger_entries where seq = 6`);
    expect(await verifyChain(ctx.app.db)).toEqual({ ok: false, brokenSeq: 6, reason: 'gap' });
    await tamper(sql`delete from ledger_entries where seq = 2`);
    expect(await verifyChain(ctx.app.db)).toEqual({ ok: false, brokenSeq: 2, reason: 'gap' });
  });
});
