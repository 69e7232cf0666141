// The SIGKILL drill (`npm run faults -- kill`): the production server killed with kill -9 in the middle of
// checkouts and transfers, at random points, many times, on PostgreSQL and on the embedded database (PGlite
// files in a DATA_DIR, the default deployment). Each round starts the server on the same database, runs the
// checkout- and transfer-heavy workload of bench/lib/workload.mjs, kills the process after a random delay,
// then checks the database with the server down (`npm run db:check -- --json`): every invariant holds
// (orders whole, transfers whole, payments once, ledger balanced and chained) and nothing the server
// acknowledged is gone (orders, payments and transfers counted against the writes the server answered 200
// for). Prints the figures and exits 1 on a violation, a lost write, a 5xx or a server that does not start.
//
// Usage: node bench/faults/kill.mjs [--kills=30] [--users=20] [--min-ms=300] [--max-ms=4000]
//        [--only=embedded|postgres]
// (`npm run faults -- kill --kills=5`: bench/faults.mjs passes on the options, written with `=`.)
// PostgreSQL: a fresh database next to DATABASE_URL, else on postgres://postgres@127.0.0.1:5432/postgres.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildStale } from '../../scripts/lib/build.mjs';
import { checkDatabase, freshPostgresDatabase, machine, sleep, startServer, table } from '../lib/server.mjs';
import {
  WORKLOAD_SERVER_ENV,
  createStats,
  prepareUsers,
  runWorkload,
  startMailSink,
  summarize,
} from '../lib/workload.mjs';

const { values: opts } = parseArgs({
  strict: false,
  options: {
    kills: { type: 'string', default: '30' },
    users: { type: 'string', default: '20' },
    'min-ms': { type: 'string', default: '300' },
    'max-ms': { type: 'string', default: '4000' },
    only: { type: 'string' },
  },
});
const KILLS = Number(opts.kills);
const USERS = Number(opts.users);
const MIN_MS = Number(opts['min-ms']);
const MAX_MS = Number(opts['max-ms']);
const POSTGRES_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
// Checkouts and transfers are what must stay whole; top-ups are card payments that credit the wallet.
const MIX = { checkout: 45, transfer: 45, topUp: 10 };

/** What the server must still hold: the rows counted before the drill plus every acknowledged write. */
function lostWrites(base, counts, acked) {
  const lost = [];
  const expect = (name, key, n) => {
    const found = counts[key] - base[key];
    if (found < n) lost.push(`${name}: ${n} acknowledged, ${found} found`);
  };
  expect('orders', 'orders', acked.orders);
  expect('payments', 'payments', acked.payments);
  expect('transfers', 'completedTransfers', acked.transfers);
  return lost;
}

/** One kill: start on the database, load, kill -9 after a random delay, check the database with it down. */
async function round(env, world, mail, stats, base) {
  const server = await startServer({ env });
  const stop = new AbortController();
  const load = runWorkload({
    url: server.url,
    world,
    mail,
    stats,
    signal: stop.signal,
    mix: MIX,
    thinkMs: [0, 50],
  });
  const delayMs = MIN_MS + Math.floor(Math.random() * (MAX_MS - MIN_MS + 1));
  await sleep(delayMs);
  // No new request from here; the ones in flight are cut off by the kill.
  stop.abort();
  const inFlight = stats.inFlight;
  await server.kill();
  await load;
  const check = checkDatabase(env);
  return {
    startMs: Math.round(server.startMs),
    delayMs,
    inFlight,
    check,
    lost: lostWrites(base, check.counts, stats.acked),
  };
}

async function drill(kind, env, mail) {
  console.log(`\n--- ${kind}: ${KILLS} kills, ${USERS} users, kill after ${MIN_MS}-${MAX_MS} ms of load ---`);
  // Users and their first coins, then a clean stop: the counts the drill's writes are added to.
  const first = await startServer({ env });
  const world = await prepareUsers({ url: first.url, count: USERS, stats: createStats(), mail });
  await first.stop();
  const base = checkDatabase(env).counts;

  const stats = createStats();
  const rounds = [];
  let failure = null;
  for (let i = 1; i <= KILLS && !failure; i += 1) {
    try {
      const r = await round(env, world, mail, stats, base);
      rounds.push(r);
      const broken = r.check.violations.map((v) => v.invariant);
      console.log(
        `kill ${i}: after ${r.delayMs} ms of load, ${r.inFlight} requests in flight; ` +
          `${broken.length === 0 ? 'invariants hold' : `BROKEN: ${broken.join('; ')}`}` +
          `${r.lost.length ? `; LOST: ${r.lost.join('; ')}` : ''}`,
      );
    } catch (error) {
      failure = `round ${i}: ${error.message}`;
    }
  }
  // The last kill too must leave a database the server starts on.
  if (!failure) {
    try {
      const last = await startServer({ env });
      await last.stop();
    } catch (error) {
      failure = `start after the last kill: ${error.message}`;
    }
  }
  const final = checkDatabase(env);
  const summary = summarize(stats);
  return { kind, rounds, final, summary, stats, failure, lost: lostWrites(base, final.counts, stats.acked) };
}

function report(result) {
  const { rounds, final, summary, failure, lost } = result;
  const inFlight = rounds.map((r) => r.inFlight);
  const violations = rounds.reduce((sum, r) => sum + r.check.violations.length, 0) + final.violations.length;
  const lostRounds = rounds.filter((r) => r.lost.length > 0).length;
  const c = final.counts;
  const rows = [
    ['kills', rounds.length],
    ['requests sent', summary.requests],
    [
      'answered 2xx / 4xx / 5xx',
      `${summary.total['2xx'] ?? 0} / ${summary.total['4xx'] ?? 0} / ${summary.serverErrors}`,
    ],
    ['cut off by a kill (network errors)', summary.networkErrors],
    [
      'in flight at the kill: total, mean, max',
      `${sum(inFlight)}, ${mean(inFlight)}, ${Math.max(0, ...inFlight)}`,
    ],
    ['flows done: checkout / transfer / top-up', flowsDone(summary)],
    [
      'acknowledged: orders / payments / transfers',
      `${summary.acked.orders} / ${summary.acked.payments} / ${summary.acked.transfers}`,
    ],
    [
      'at the end: orders / payments / completed transfers',
      `${c.orders} / ${c.payments} / ${c.completedTransfers}`,
    ],
    ['restart to first answer: median ms', median(rounds.map((r) => r.startMs))],
    ['invariant violations (every round and the end)', violations],
    ['rounds that lost an acknowledged write', lostRounds],
  ];
  const lines = [`${result.kind}:`, table([['figure', 'value'], ...rows.map(([k, v]) => [k, String(v)])])];
  for (const v of final.violations) lines.push(`BROKEN at the end: ${v.invariant}: ${v.detail}`);
  for (const l of lost) lines.push(`LOST at the end: ${l}`);
  for (const e of result.stats.serverErrors.slice(0, 10))
    lines.push(`5xx: ${e.method} ${e.path} ${e.status} ${e.body.slice(0, 300)}`);
  if (failure) lines.push(`FAILED: ${failure}`);
  const ok =
    !failure && violations === 0 && lostRounds === 0 && lost.length === 0 && summary.serverErrors === 0;
  return { ok, text: lines.join('\n') };
}

const sum = (list) => list.reduce((a, b) => a + b, 0);
const mean = (list) => (list.length ? Math.round((sum(list) / list.length) * 10) / 10 : 0);
const median = (list) => (list.length ? [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] : '-');
const flowsDone = (summary) =>
  ['checkout', 'transfer', 'topUp'].map((f) => summary.flows[f]?.done ?? 0).join(' / ');

async function main() {
  await buildStale({ only: ['server'], quiet: true });
  const mail = await startMailSink();
  const serverEnv = {
    ...WORKLOAD_SERVER_ENV,
    NODE_ENV: 'production',
    PAYMENTS_PROVIDER: 'test',
    SEED_DEMO: 'true',
    ALLOW_DEMO_IN_PRODUCTION: 'true',
    SMTP_URL: mail.smtpUrl,
  };
  const results = [];
  try {
    if (opts.only !== 'embedded') {
      const db = await freshPostgresDatabase(POSTGRES_URL, 'hearth_kill');
      try {
        results.push(await drill(`PostgreSQL (${db.name})`, { ...serverEnv, DATABASE_URL: db.url }, mail));
      } finally {
        await db.drop();
      }
    }
    if (opts.only !== 'postgres') {
      const dir = mkdtempSync(path.join(tmpdir(), 'hearth-kill-'));
      try {
        results.push(
          await drill(`embedded (PGlite, ${dir})`, { ...serverEnv, DATA_DIR: dir, DATABASE_URL: '' }, mail),
        );
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
  } finally {
    await mail.close();
  }
  const info = machine();
  console.log(`\nSIGKILL drill, ${info.date}; ${info.cpu} x ${info.cores}, Node ${info.node}`);
  let ok = true;
  for (const result of results) {
    const { ok: passed, text } = report(result);
    ok &&= passed;
    console.log(`\n${text}\n${passed ? 'PASS' : 'FAIL'}`);
  }
  return ok;
}

process.exit((await main()) ? 0 : 1);
