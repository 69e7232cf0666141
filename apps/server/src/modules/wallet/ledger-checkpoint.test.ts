import { asc, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@hearth/domain/messages';
import type { LedgerTransactionView } from '@hearth/domain/wallet';
import { checkInvariants } from '../../checks/invariants.ts';
import { ledgerCheckpoints } from '../../db/schema.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openTestDatabase, TEST_ENV, useTestApp } from '../../test/test-app.ts';
import { expectError } from '../orders/order-test-helpers.ts';
import { get, model, signUp, type Account } from '../profile/profile-test-helpers.ts';
import { writeLedgerCheckpoints } from './ledger-checkpoint-plugin.ts';
import { checkpointSignature, isSignedBy } from './ledger-checkpoint-service.ts';
import { accountsOf, postTransaction } from './ledger-service.ts';
import { doge, moveCoins, tamperWithEntries } from './wallet-test-helpers.ts';

/**
 * The ledger's signed checkpoints (decision 047): the ledger page verifies from the newest one before the
 * transaction, db:check verifies everything, a forged checkpoint is refused, writers race harmlessly.
 */

const INTERVAL = 4;
// The tests tamper with entries and checkpoints to prove who finds it.
const ctx = useTestApp({ LEDGER_CHECKPOINT_INTERVAL: String(INTERVAL) }, { invariants: false });

const CHAIN_INVARIANT = 'the ledger hash chain verifies';
const CHECKPOINT_INVARIANT = "every ledger checkpoint is signed and names its entry's hash";

/** Anna receives `grants` grants of 1 DOGE from the platform: two entries each, seq 1-2, 3-4, ... */
async function grants(count: number): Promise<{ anna: Account; ids: number[] }> {
  const anna = await signUp(ctx.app, 'anna@example.lt');
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) ids.push(await moveCoins(ctx.app, 'platform', anna.id, doge(1)));
  return { anna, ids };
}

async function ledgerPage(id: number, cookie: string): Promise<LedgerTransactionView> {
  return model<{ transaction: LedgerTransactionView }>(
    await get(ctx.app, `/secure/ledger?transactionId=${id}`, cookie),
  ).transaction;
}

const checkpoints = () => ctx.app.db.select().from(ledgerCheckpoints).orderBy(asc(ledgerCheckpoints.seq));
const brokenInvariants = async () =>
  (await checkInvariants(ctx.app.db, { checkpointKey: ctx.app.config.LEDGER_CHECKPOINT_KEY })).map(
    (v) => v.invariant,
  );

describe('writing checkpoints', () => {
  it('signs the chain hash every interval entries, up to the head, after verifying the entries', async () => {
    await grants(5); // seq 1..10
    expect(await writeLedgerCheckpoints(ctx.app)).toEqual({ written: 2, lastSeq: 8, broken: null });
    const rows = await checkpoints();
    expect(rows.map((r) => r.seq)).toEqual([4, 8]);
    for (const row of rows) {
      expect(row.signature).toBe(
        checkpointSignature(ctx.app.config.LEDGER_CHECKPOINT_KEY, row.seq, row.hash),
      );
      expect(isSignedBy('another key of at least thirty-two characters', row)).toBe(false);
    }
    // Nothing new past the last one: nothing written; the chain grows: the next one.
    expect(await writeLedgerCheckpoints(ctx.app)).toEqual({ written: 0, lastSeq: 8, broken: null });
    await moveCoins(ctx.app, 'platform', (await signUp(ctx.app, 'jonas@example.lt')).id, doge(1));
    expect(await writeLedgerCheckpoints(ctx.app)).toMatchObject({ written: 1, lastSeq: 12 });
    expect(await brokenInvariants()).toEqual([]);
  });

  it('writes no checkpoint past an entry that does not verify', async () => {
    await grants(5);
    await tamperWithEntries(ctx.app, sql`update ledger_entries set amount = amount * 2 where seq = 6`);
    expect(await writeLedgerCheckpoints(ctx.app)).toEqual({
      written: 1,
      lastSeq: 4,
      broken: { seq: 6, reason: 'hash' },
    });
    expect((await checkpoints()).map((r) => r.seq)).toEqual([4]);
  });

  it('lets several writers race: each checkpoint is written once', async () => {
    await grants(6); // seq 1..12
    const runs = await Promise.all(Array.from({ length: 5 }, () => writeLedgerCheckpoints(ctx.app)));
    expect(runs.every((run) => run.broken === null && run.lastSeq === 12)).toBe(true);
    expect(runs.reduce((total, run) => total + run.written, 0)).toBe(3);
    expect((await checkpoints()).map((r) => r.seq)).toEqual([4, 8, 12]);
    expect(await brokenInvariants()).toEqual([]);
  });
});

describe('the background sweep', () => {
  it('writes the checkpoints when a server (not a test) starts', async () => {
    const { database, drop } = await openTestDatabase();
    try {
      await database.db.transaction(async (tx) => {
        const { system } = await accountsOf(tx, []);
        for (let i = 1; i <= 3; i += 1) {
          await postTransaction(tx, {
            kind: 'grant',
            idempotencyKey: `sweep-${i}`,
            entries: [
              { accountId: system.platform, amount: -1 },
              { accountId: system.withdrawals, amount: 1 },
            ],
            at: new Date(),
          });
        }
      });
      const app = await buildApp({
        config: loadConfig({ ...TEST_ENV, NODE_ENV: 'development', LEDGER_CHECKPOINT_INTERVAL: '2' }),
        database,
        logger: false,
      });
      await app.ready();
      const written = async () =>
        (await database.db.select().from(ledgerCheckpoints).orderBy(asc(ledgerCheckpoints.seq))).map(
          (r) => r.seq,
        );
      // Not at once: the first sweep comes a moment after the start, out of its way.
      expect(await written()).toEqual([]);
      const startedAt = Date.now();
      while ((await written()).length < 3 && Date.now() - startedAt < 10_000)
        await new Promise((resolve) => setTimeout(resolve, 100));
      await app.close();
      expect(await written()).toEqual([2, 4, 6]);
    } finally {
      await drop();
    }
  });
});

describe('GET /secure/ledger with checkpoints', () => {
  it('verifies from the newest checkpoint before the transaction, reading at most the interval', async () => {
    const { anna, ids } = await grants(8); // seq 1..16; the last grant is seq 15-16
    await writeLedgerCheckpoints(ctx.app);
    const page = await ledgerPage(ids.at(-1)!, anna.cookie);
    expect(page.verified).toBe(true);
    expect(page.verification).toEqual({
      fromCheckpoint: { seq: 12, createdAt: expect.any(Number) },
      upToSeq: 16,
      entriesChecked: 4,
      broken: null,
    });
    // Before the first checkpoint: from the first entry.
    expect((await ledgerPage(ids[0]!, anna.cookie)).verification).toEqual({
      fromCheckpoint: null,
      upToSeq: 2,
      entriesChecked: 2,
      broken: null,
    });
  });

  it('answers from the checkpoint when an entry before it was altered, which db:check finds', async () => {
    const { anna, ids } = await grants(8);
    await writeLedgerCheckpoints(ctx.app);
    // A changed time alters the hash alone (the balances still add up): only the chain can tell.
    await tamperWithEntries(
      ctx.app,
      sql`update ledger_entries set created_at = created_at - interval '1 day' where seq = 3`,
    );
    // The page trusts the signed checkpoint at 12 for seq 3: it does not read the ledger from its start.
    expect((await ledgerPage(ids.at(-1)!, anna.cookie)).verified).toBe(true);
    expect(await brokenInvariants()).toEqual([CHAIN_INVARIANT]);
    // The altered transaction itself is re-hashed by its own page.
    expect((await ledgerPage(ids[1]!, anna.cookie)).verification.broken).toEqual({ seq: 3, reason: 'hash' });
  });

  it('finds an entry altered after the checkpoint', async () => {
    const { anna, ids } = await grants(8);
    await writeLedgerCheckpoints(ctx.app);
    await tamperWithEntries(ctx.app, sql`update ledger_entries set amount = amount * 2 where seq = 13`);
    const page = await ledgerPage(ids.at(-1)!, anna.cookie);
    expect(page.verified).toBe(false);
    expect(page.verification.broken).toEqual({ seq: 13, reason: 'hash' });
  });

  it('refuses a checkpoint whose signature does not verify: the chain counts as broken', async () => {
    const { anna, ids } = await grants(7); // seq 1..14; checkpoints at 4, 8, 12
    await writeLedgerCheckpoints(ctx.app);
    // Someone with the database but not the key rewrites the checkpoint at 12 and signs it with another key.
    const forged = checkpointSignature('a key that is not the server key at all', 12, 'f'.repeat(64));
    await ctx.app.db.execute(
      sql`update ledger_checkpoints set hash = ${'f'.repeat(64)}, signature = ${forged} where seq = 12`,
    );
    const page = await ledgerPage(ids.at(-1)!, anna.cookie);
    expect(page.verified).toBe(false);
    expect(page.verification).toMatchObject({
      fromCheckpoint: { seq: 12 },
      entriesChecked: 0,
      broken: { seq: 12, reason: 'checkpoint' },
    });
    expect(await brokenInvariants()).toEqual([CHECKPOINT_INVARIANT]);
    // Nor is it built upon.
    await moveCoins(ctx.app, 'platform', anna.id, doge(1));
    await moveCoins(ctx.app, 'platform', anna.id, doge(1));
    expect(await writeLedgerCheckpoints(ctx.app)).toMatchObject({ written: 0, broken: { seq: 12 } });
  });
});

describe('the ledger page rate limit', () => {
  it('answers 429 past LEDGER_RATE_LIMIT_PER_MINUTE calls of one user in a minute', async () => {
    const { anna, ids } = await grants(1);
    const staff = await signUp(ctx.app, 'operator@hearth.lt', { role: 'OPERATOR' });
    const call = (cookie: string) => get(ctx.app, `/secure/ledger?transactionId=${ids[0]}`, cookie);
    for (let i = 0; i < ctx.app.config.LEDGER_RATE_LIMIT_PER_MINUTE; i += 1) {
      expect((await call(anna.cookie)).statusCode).toBe(200);
    }
    const refused = await call(anna.cookie);
    expectError(refused, 429, MESSAGES.rateLimited);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Per user: another is not held up.
    expect((await call(staff.cookie)).statusCode).toBe(200);
    ctx.clock.advance(61_000);
    expect((await call(anna.cookie)).statusCode).toBe(200);
  });
});
