/**
 * The data of `npm run bench:ledger` (bench/ledger.mjs): a ledger of `--entries` entries (default 1,000,000)
 * in an EMPTY scratch database (DATA_DIR or DATABASE_URL), then its checkpoints, then a session for GET
 * /secure/ledger. Every transaction is a grant of 1 DOGE from the platform to the benchmark user (two
 * entries). The rows are inserted in bulk, 10,000 a statement, with the hashes computed here by the
 * service's own entryHash, so the chain is exactly what postTransaction would have written. Prints what it
 * did and, on its last line, JSON for the benchmark: the session cookie, transactions near the start, middle
 * and end, and the seconds each step took.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { openDatabase, type Db } from '../db/database.ts';
import { sessions, users } from '../db/schema.ts';
import { writeCheckpoints } from '../modules/wallet/ledger-checkpoint-service.ts';
import { ensureAccounts, GENESIS_HASH } from '../modules/wallet/ledger-repository.ts';
import { entryHash, verifyChain } from '../modules/wallet/ledger-service.ts';
import { hashToken, SESSION_COOKIE } from '../plugins/session.ts';

const BATCH = 10_000;
const KOINU = 100_000_000;
/** Transactions one second apart from here. */
const START = Date.parse('2026-01-01T00:00:00.000Z');

const entriesArg = process.argv.indexOf('--entries');
const entries = entriesArg > 0 ? Number(process.argv[entriesArg + 1]) : 1_000_000;
if (!Number.isInteger(entries) || entries < 2 || entries % 2 !== 0) {
  console.error('--entries: an even whole number of at least 2');
  process.exit(2);
}
const transactions = entries / 2;

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 2 });
const seconds = (since: number) => Number(((performance.now() - since) / 1000).toFixed(2));

try {
  await database.migrate();
  const db = database.db;
  const existing = await db.execute<{ n: string }>(sql`select count(*)::text as n from ledger_entries`);
  if (Number(existing.rows[0]!.n) > 0)
    throw new Error('the database already holds a ledger: give an empty one');

  const [user] = await db.insert(users).values({ email: 'bench.ledger@hearth.local' }).returning();
  const accounts = await ensureAccounts(db, [user!.id]);
  const platform = accounts.system.platform;
  const wallet = accounts.users.get(user!.id)!;

  let started = performance.now();
  await db.execute(sql`insert into ledger_transactions (kind, idempotency_key, created_at)
    select 'grant', 'bench-ledger-' || g, ${new Date(START).toISOString()}::timestamptz + g * interval '1 second'
    from generate_series(1, ${transactions}) g`);
  const [{ first }] = (
    await db.execute<{ first: number }>(sql`select min(id)::int as first from ledger_transactions`)
  ).rows as [{ first: number }];
  const lastHash = await insertEntries(db, first, platform, wallet);
  await db.execute(
    sql`insert into ledger_chain (id, last_seq, last_hash) values (1, ${entries}, ${lastHash})`,
  );
  await db.execute(sql`update ledger_accounts set balance = case id
      when ${platform} then ${-transactions * KOINU}::bigint else ${transactions * KOINU}::bigint end
    where id in (${platform}, ${wallet})`);
  await db.execute(sql`analyze`);
  const buildSeconds = seconds(started);
  console.log(`${entries} entries (${transactions} transactions) written in ${buildSeconds} s`);

  started = performance.now();
  const run = await writeCheckpoints(db, {
    key: config.LEDGER_CHECKPOINT_KEY,
    interval: config.LEDGER_CHECKPOINT_INTERVAL,
    now: new Date(),
  });
  const checkpointSeconds = seconds(started);
  if (run.broken) throw new Error(`the chain does not verify: ${JSON.stringify(run.broken)}`);
  console.log(`${run.written} checkpoints written in ${checkpointSeconds} s (every entry re-hashed once)`);

  // What every call of the ledger page cost before the checkpoints: the chain from its first entry.
  started = performance.now();
  const whole = await verifyChain(db, { upToSeq: entries });
  const wholeChainSeconds = seconds(started);
  if (!whole.ok) throw new Error(`the chain does not verify: ${JSON.stringify(whole)}`);
  console.log(`the whole chain verified from its first entry in ${wholeChainSeconds} s`);

  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    publicId: randomBytes(16).toString('base64url'),
    userId: user!.id,
    authMethod: 'password',
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + 24 * 3600 * 1000),
  });
  const at = (n: number) => first + Math.min(transactions - 1, Math.max(0, n));
  console.log(
    JSON.stringify({
      cookie: `${SESSION_COOKIE}=${token}`,
      entries,
      checkpoints: run.written,
      transactions: { start: at(5), middle: at(Math.floor(transactions / 2)), end: at(transactions - 1) },
      buildSeconds,
      checkpointSeconds,
      wholeChainSeconds,
    }),
  );
} finally {
  await database.close();
}

/** The entries in chain order, BATCH a statement: odd seqs debit the platform, even ones credit the wallet. */
async function insertEntries(db: Db, firstTransaction: number, platform: number, wallet: number) {
  let prevHash = GENESIS_HASH;
  for (let from = 1; from <= entries; from += BATCH) {
    const rows = [];
    for (let seq = from; seq < Math.min(from + BATCH, entries + 1); seq += 1) {
      const n = Math.ceil(seq / 2);
      const fields = {
        prevHash,
        seq,
        transactionId: firstTransaction + n - 1,
        accountId: seq % 2 === 1 ? platform : wallet,
        amount: seq % 2 === 1 ? -KOINU : KOINU,
        createdAt: new Date(START + n * 1000),
      };
      const hash = entryHash(fields);
      rows.push({ ...fields, createdAt: fields.createdAt.toISOString(), hash });
      prevHash = hash;
    }
    await db.execute(sql`insert into ledger_entries
        (seq, transaction_id, account_id, amount, created_at, prev_hash, hash)
      select seq, "transactionId", "accountId", amount, "createdAt", "prevHash", hash
      from json_to_recordset(${JSON.stringify(rows)}::json) as x(seq bigint, "transactionId" int,
        "accountId" int, amount bigint, "createdAt" timestamptz, "prevHash" text, hash text)`);
  }
  return prevHash;
}
