import { count, eq, lt, and, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerAccounts, ledgerTransactions, walletTransfers, withdrawals } from '../../db/schema.ts';
import { useTestApp } from '../../test/test-app.ts';
import { signUp, type Account } from '../profile/profile-test-helpers.ts';
import { findUnbalancedAccounts, InsufficientFunds, verifyChain } from './ledger-service.ts';
import { creditTopUp } from './top-up-service.ts';
import { executeTransfer } from './transfer-service.ts';
import { balanceOf, doge, DOGE_ADDRESS, fund, sumOfBalances } from './wallet-test-helpers.ts';

/**
 * The ledger under real concurrency: PostgreSQL with a pool of 5 connections (openTestDatabase), so up to
 * five transactions run at once and wait on each other's row locks. The transfers are executed through
 * executeTransfer, the service function a confirmed pin calls, each with a pending transfer row of its own:
 * 50 pins at once would need 50 e-mails and the pin rules (one pending transfer per sender) in the way, and
 * they are not what this proves. PGlite has one connection, so nothing would run at once there: skipped.
 */

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
// Transfers and top-ups are written past the services here, to race the ledger itself.
const ctx = useTestApp({}, { invariants: false });

async function users(prefix: string, n: number): Promise<Account[]> {
  const made: Account[] = [];
  for (let i = 0; i < n; i += 1) made.push(await signUp(ctx.app, `${prefix}${i}@example.lt`));
  return made;
}

/** A pending transfer as POST /secure/asset-request writes it (recipientUserId null: a Doge address). */
async function pendingTransfer(
  senderId: number,
  recipientUserId: number | null,
  koinu: number,
): Promise<number> {
  const [row] = await ctx.app.db
    .insert(walletTransfers)
    .values({
      senderId,
      recipientType: recipientUserId === null ? 0 : 3,
      recipientAddress: recipientUserId === null ? DOGE_ADDRESS : `user-${recipientUserId}`,
      recipientUserId,
      amountKoinu: koinu,
    })
    .returning({ id: walletTransfers.id });
  return row!.id;
}

/** The ledger's invariants after any mix of writes. */
async function expectLedgerSound() {
  const negative = await ctx.app.db
    .select()
    .from(ledgerAccounts)
    .where(and(ne(ledgerAccounts.kind, 'platform'), lt(ledgerAccounts.balance, 0)));
  expect(negative).toEqual([]);
  expect(await sumOfBalances(ctx.app)).toBe(0);
  expect(await findUnbalancedAccounts(ctx.app.db)).toEqual([]);
  expect((await verifyChain(ctx.app.db)).ok).toBe(true);
}

describe.skipIf(!onPostgres)(
  'the ledger on PostgreSQL with several connections (skipped on PGlite: one connection)',
  () => {
    it('50 simultaneous confirmed transfers from an account that affords 10: exactly 10 succeed', async () => {
      const [sender] = await users('sender', 1);
      const recipients = await users('recipient', 4);
      await fund(ctx.app, sender!.id, doge(10));
      const before = await sumOfBalances(ctx.app);
      // Four in five to users, one in five to a Doge address (a withdrawal hold): both lock paths at once.
      const transferIds = [];
      for (let i = 0; i < 50; i += 1) {
        const recipient = i % 5 === 4 ? null : recipients[i % 4]!.id;
        transferIds.push(await pendingTransfer(sender!.id, recipient, doge(1)));
      }

      const outcomes = await Promise.allSettled(transferIds.map((id) => executeTransfer(ctx.app, id)));

      const succeeded = outcomes.filter((o) => o.status === 'fulfilled');
      const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
      expect(succeeded).toHaveLength(10);
      // Every other one was refused for want of coins: none for a deadlock or any other error.
      for (const r of refused) expect(r.reason).toBeInstanceOf(InsufficientFunds);
      expect(await balanceOf(ctx.app, sender!.id)).toBe(0);
      const received = await Promise.all(recipients.map((r) => balanceOf(ctx.app, r.id)));
      const held = (await ctx.app.db.select().from(withdrawals)).reduce((sum, w) => sum + w.amountKoinu, 0);
      expect(received.reduce((a, b) => a + b, 0) + held).toBe(doge(10));
      const completed = await ctx.app.db
        .select({ n: count() })
        .from(walletTransfers)
        .where(eq(walletTransfers.status, 'completed'));
      expect(completed[0]!.n).toBe(10);
      expect(await ctx.app.db.select().from(ledgerTransactions)).toHaveLength(11);
      expect(await sumOfBalances(ctx.app)).toBe(before);
      await expectLedgerSound();
    });

    it('transfers crossing in both directions, with top-ups at once, never deadlock', async () => {
      const people = await users('person', 4);
      for (const p of people) await fund(ctx.app, p.id, doge(100));
      const writes: Promise<unknown>[] = [];
      for (let i = 0; i < 40; i += 1) {
        const from = people[i % 4]!;
        const to = people[(i + 1 + (i % 3)) % 4]!;
        writes.push(pendingTransfer(from.id, to.id, doge(1)).then((id) => executeTransfer(ctx.app, id)));
        if (i % 4 === 0) {
          writes.push(
            ctx.app.db.transaction((tx) =>
              creditTopUp(ctx.app, tx, { userId: to.id, intentId: `ti_cross_${i}`, amountCents: 100 }),
            ),
          );
        }
      }
      const outcomes = await Promise.allSettled(writes);
      expect(outcomes.filter((o) => o.status === 'rejected')).toEqual([]);
      const balances = await Promise.all(people.map((p) => balanceOf(ctx.app, p.id)));
      // 400 DOGE funded, ten top-ups of 1 EUR (5 DOGE each) arrived; transfers only moved coins between them.
      expect(balances.reduce((a, b) => a + b, 0)).toBe(doge(400 + 10 * 5));
      await expectLedgerSound();
    });

    it('one idempotency key posted by ten transactions at once is one credit', async () => {
      const [buyer] = await users('buyer', 1);
      const posts = Array.from({ length: 10 }, () =>
        ctx.app.db.transaction((tx) =>
          creditTopUp(ctx.app, tx, { userId: buyer!.id, intentId: 'ti_same', amountCents: 1000 }),
        ),
      );
      const posted = await Promise.all(posts);
      expect(posted.filter((p) => !p.replayed)).toHaveLength(1);
      expect(new Set(posted.map((p) => p.transaction.id)).size).toBe(1);
      expect(await balanceOf(ctx.app, buyer!.id)).toBe(doge(50));
      await expectLedgerSound();
    });
  },
);
