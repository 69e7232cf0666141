// `npm run faults -- db-outage`: the database outage drill (decision 036). The production server
// runs on a PostgreSQL cluster of the drill's own (bench/lib/postgres-cluster.mjs; the shared server is never
// touched) under the mixed workload of bench/lib/workload.mjs (browsing, checkouts, top-ups, DOGE transfers
// with pins e-mailed over SMTP); PostgreSQL is stopped for real for ~5 s, once with `pg_ctl stop -m fast` and
// once with `-m immediate`, and started again while the load goes on.
//
// Passes when: every answer was a normal one or a 503 in the envelope (no other 5xx, nothing outside the
// envelope, no request left without an answer); none took longer than the limit; /health answered 503 with
// model.status 'unavailable' throughout each outage and 200 after; the server recovered by itself and never
// exited; the outbox delivered mails again after the outages; every write the server acknowledged is in the
// database and no invariant broke (apps/server/dist/check-invariants.js --json, as `npm run db:check`).
//
// Usage: npm run faults -- db-outage [--outage-seconds 5 --after-seconds 10 --users 12]
import { execFile } from 'node:child_process';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { buildStale } from '../../scripts/lib/build.mjs';
import { createCluster } from '../lib/postgres-cluster.mjs';
import { BENCH_LEDGER_CHECKPOINT_KEY, ROOT, sleep, startServer, table } from '../lib/server.mjs';
import {
  WORKLOAD_SERVER_ENV,
  createStats,
  prepareUsers,
  runWorkload,
  startMailSink,
} from '../lib/workload.mjs';

const { values: opts } = parseArgs({
  // npm run faults passes its options to every drill: the ones of another drill are ignored.
  strict: false,
  options: {
    'outage-seconds': { type: 'string', default: '5' },
    'after-seconds': { type: 'string', default: '10' },
    users: { type: 'string', default: '12' },
  },
});
const OUTAGE_MS = 1000 * Number(opts['outage-seconds']);
const AFTER_MS = 1000 * Number(opts['after-seconds']);
const USERS = Number(opts.users);
const WARMUP_MS = 5_000;
// The server waits at most 5 s for a database connection (POOL_CONNECTION_TIMEOUT_MS, db/database.ts):
// an answer must come within that and 1 s more, or it counts as a hang.
const ANSWER_LIMIT_MS = 6_000;
const HEALTH_EVERY_MS = 100;

const t0 = performance.now();
const now = () => performance.now() - t0;
const seconds = (ms) => (ms / 1000).toFixed(1);

// ---------------------------------------------------------------- every answer, with its time

/** Every request of the run: { path, start, end, status, envelope, error? }. */
const requests = [];

/**
 * The shared workload keeps figures per kind of request; the drill needs each answer's time, to place it
 * inside or outside an outage, and its body, to see the envelope. So fetch is wrapped for this process.
 */
function recordEveryAnswer() {
  const fetchOriginal = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const record = { path: new URL(String(input)).pathname, start: now(), status: 0, envelope: false };
    requests.push(record);
    try {
      const res = await fetchOriginal(input, init);
      const text = await res.clone().text();
      const json = parseJson(text);
      record.status = res.status;
      if (res.status >= 500) record.body = text.slice(0, 300);
      record.envelope = isEnvelope(json);
      record.modelStatus = json?.model?.status;
      return res;
    } catch (error) {
      record.error = error.cause?.code ?? error.name;
      throw error;
    } finally {
      record.end = now();
    }
  };
}

function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function isEnvelope(json) {
  return (
    json !== null &&
    typeof json === 'object' &&
    typeof json.success === 'boolean' &&
    Array.isArray(json.messages) &&
    (json.success || (json.messages.length > 0 && typeof json.messages[0].message === 'string'))
  );
}

/** GET /health every 100 ms while the drill runs. */
async function pollHealth(url, signal) {
  while (!signal.aborted) {
    await fetch(`${url}/health`, { signal: AbortSignal.timeout(30_000) }).catch(() => {});
    await sleep(HEALTH_EVERY_MS);
  }
}

// ---------------------------------------------------------------- the outages

/** { mode, stopAt, downAt, startAt, upAt, mailsAtUp } per outage, in ms since the drill began. */
const outages = [];

/** Stops PostgreSQL with `mode`, keeps it down OUTAGE_MS, starts it again; the load runs all along. */
async function outage(cluster, mail, mode) {
  const window = { mode, stopAt: now() };
  outages.push(window);
  await cluster.stop(mode);
  window.downAt = now();
  await sleep(OUTAGE_MS);
  window.startAt = now();
  await cluster.start();
  window.upAt = now();
  window.mailsAtUp = mail.received();
  console.log(
    `PostgreSQL stopped (-m ${mode}) at ${seconds(window.stopAt)} s, down at ${seconds(window.downAt)} s, ` +
      `started at ${seconds(window.startAt)} s, accepting again at ${seconds(window.upAt)} s`,
  );
  await sleep(AFTER_MS);
}

/** The figures of one outage: what was answered while PostgreSQL was stopping, down or starting. */
function outageFigures(window) {
  const during = requests.filter((r) => r.end >= window.stopAt && r.start <= window.upAt);
  const health = requests.filter((r) => r.path === '/health');
  const healthDown = health.filter((r) => r.start >= window.downAt && r.end <= window.startAt);
  const firstHealthy = health.find((r) => r.start >= window.upAt && r.status === 200);
  const firstWrite = requests.find(
    (r) => r.start >= window.upAt && r.status === 200 && /^\/(secure|payments)\//.test(r.path),
  );
  return {
    mode: window.mode,
    requests: during.length,
    unavailable: during.filter((r) => r.status === 503).length,
    normal: during.filter((r) => r.status > 0 && r.status < 500).length,
    healthDown: healthDown.length,
    healthDownUnavailable: healthDown.filter((r) => r.status === 503 && r.modelStatus === 'unavailable')
      .length,
    recoveryMs: firstHealthy ? Math.round(firstHealthy.end - window.upAt) : null,
    firstWriteMs: firstWrite ? Math.round(firstWrite.end - window.upAt) : null,
  };
}

// ---------------------------------------------------------------- the database after the run

/** The bundled `npm run db:check -- --json` against the cluster: { ok, counts, violations }. */
async function checkDatabase(url) {
  const script = path.join(ROOT, 'apps/server/dist/check-invariants.js');
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [script, '--json'], {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_URL: url,
        LOG_LEVEL: 'silent',
        LEDGER_CHECKPOINT_KEY: BENCH_LEDGER_CHECKPOINT_KEY,
      },
    });
    return JSON.parse(stdout.trim().split('\n').at(-1));
  } catch (error) {
    // Exit 1 with its JSON line: an invariant is broken.
    const line = String(error.stdout ?? '')
      .trim()
      .split('\n')
      .at(-1);
    if (line?.startsWith('{')) return JSON.parse(line);
    throw error;
  }
}

/**
 * Acknowledged writes the database does not hold: the workload counts the orders, payments and transfers the
 * server answered 200 to; the database (the drill's own) must hold at least as many more than before the load.
 */
function missingWrites(acked, before, after) {
  const grew = (name) => (after.counts[name] ?? 0) - (before.counts[name] ?? 0);
  return {
    orders: Math.max(0, acked.orders - grew('orders')),
    payments: Math.max(0, acked.payments - grew('payments')),
    transfers: Math.max(0, acked.transfers - grew('completedTransfers')),
  };
}

/** Invariants broken after the run that were not broken before the load (the outage's doing). */
function newViolations(before, after) {
  const known = new Set(before.violations.map((v) => v.invariant));
  return after.violations.filter((v) => !known.has(v.invariant));
}

// ---------------------------------------------------------------- the verdict

function summary(list) {
  const counts = new Map();
  for (const r of list) {
    const key = `${r.status || r.error} ${r.path}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const example = list.find((r) => r.body)?.body;
  return [...counts].map(([k, n]) => `${n}x ${k}`).join(', ') + (example ? `; e.g. ${example}` : '');
}

function report({ serverAlive, mailsAtEnd, stats, before, after }) {
  const windows = outages.map(outageFigures);
  const slowest = requests.reduce((a, b) => (b.end - b.start > a.end - a.start ? b : a));
  const slow = requests.filter((r) => r.end - r.start > ANSWER_LIMIT_MS);
  const other5xx = requests.filter((r) => r.status >= 500 && r.status !== 503);
  const outside = requests.filter((r) => r.status > 0 && !r.envelope);
  const unanswered = requests.filter((r) => r.status === 0);
  const lastHealth = requests.filter((r) => r.path === '/health').at(-1);
  const lastUp = outages.at(-1);
  const missing = missingWrites(stats.acked, before, after);
  const lost = Object.values(missing).reduce((a, b) => a + b, 0);
  const broken = newViolations(before, after);

  console.log(
    `\n${requests.length} requests in ${seconds(now())} s (${USERS} simulated users, /health polled)`,
  );
  console.log(
    table([
      ['stop', 'requests during', '503', 'normal', '/health 503 while down', 'recovery ms', 'first write ms'],
      ...windows.map((w) => [
        `-m ${w.mode}`,
        w.requests,
        w.unavailable,
        w.normal,
        `${w.healthDownUnavailable}/${w.healthDown}`,
        w.recoveryMs ?? 'never',
        w.firstWriteMs ?? 'never',
      ]),
    ]),
  );
  console.log(
    `slowest answer: ${Math.round(slowest.end - slowest.start)} ms (${slowest.status} ${slowest.path} at ` +
      `${seconds(slowest.start)} s; limit ${ANSWER_LIMIT_MS} ms), over the limit: ${slow.length}`,
  );
  console.log(
    `other 5xx: ${other5xx.length}; outside the envelope: ${outside.length}; unanswered: ${unanswered.length}`,
  );
  console.log(`mails delivered after PostgreSQL's last return: ${mailsAtEnd - lastUp.mailsAtUp}`);
  console.log(
    `acknowledged: ${stats.acked.orders} orders, ${stats.acked.payments} payments, ` +
      `${stats.acked.transfers} transfers; missing from the database: ${lost}`,
  );
  console.log(`database: ${JSON.stringify(after.counts)}`);
  for (const v of before.violations)
    console.log(`NOTE: broken before the load began (not the outage's doing): ${v.invariant}: ${v.detail}`);
  for (const v of broken) console.log(`BROKEN by the run: ${v.invariant}: ${v.detail}`);
  console.log(`invariants: ${broken.length === 0 ? 'none broken by the run' : `${broken.length} broken`}`);

  const problems = [
    ...windows.flatMap((w) => [
      w.unavailable === 0 && `-m ${w.mode}: no request answered 503`,
      (w.healthDown === 0 || w.healthDownUnavailable < w.healthDown) &&
        `-m ${w.mode}: /health did not answer 503 'unavailable' throughout the outage`,
      w.recoveryMs === null && `-m ${w.mode}: /health never answered 200 again`,
      w.firstWriteMs === null && `-m ${w.mode}: no write succeeded after PostgreSQL returned`,
    ]),
    slow.length > 0 && `${slow.length} answers slower than ${ANSWER_LIMIT_MS} ms: ${summary(slow)}`,
    other5xx.length > 0 && `5xx other than 503: ${summary(other5xx)}`,
    outside.length > 0 && `answers outside the envelope: ${summary(outside)}`,
    unanswered.length > 0 && `requests without an answer: ${summary(unanswered)}`,
    lastHealth?.status !== 200 && 'the last /health was not 200',
    !serverAlive && 'the server process exited',
    mailsAtEnd === lastUp.mailsAtUp && 'no mail was delivered after the outages',
    lost > 0 && `acknowledged writes missing: ${JSON.stringify(missing)}`,
    broken.length > 0 && 'the run broke an invariant',
  ].filter(Boolean);
  for (const p of problems) console.log(`FAIL: ${p}`);
  console.log(problems.length === 0 ? 'PASS: the server rode out both outages' : 'FAIL');
  return problems.length === 0;
}

// ---------------------------------------------------------------- the drill

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function main() {
  await buildStale({ only: ['server'], quiet: true });
  const cluster = await createCluster();
  process.on('exit', () => cluster.destroy());
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));
  await cluster.start();
  console.log(`private PostgreSQL on 127.0.0.1:${cluster.port} (${cluster.dir})`);
  const mail = await startMailSink();
  const server = await startServer({
    env: {
      ...WORKLOAD_SERVER_ENV,
      NODE_ENV: 'production',
      PAYMENTS_PROVIDER: 'test',
      DATABASE_URL: cluster.url,
      SEED_DEMO: 'true',
      ALLOW_DEMO_IN_PRODUCTION: 'true',
      SMTP_URL: mail.smtpUrl,
    },
  });
  try {
    const before = await checkDatabase(cluster.url);
    const stats = createStats();
    const world = await prepareUsers({ url: server.url, count: USERS, stats, mail });
    recordEveryAnswer();
    const stop = new AbortController();
    const load = Promise.all([
      pollHealth(server.url, stop.signal),
      runWorkload({ url: server.url, world, mail, stats, signal: stop.signal }),
    ]);
    await sleep(WARMUP_MS);
    await outage(cluster, mail, 'fast');
    await outage(cluster, mail, 'immediate');
    stop.abort();
    await load;
    const serverAlive = alive(server.pid);
    const after = await checkDatabase(cluster.url);
    const ok = report({ serverAlive, mailsAtEnd: mail.received(), stats, before, after });
    process.exitCode = ok ? 0 : 1;
  } finally {
    await server.stop();
    await mail.close();
    cluster.destroy();
  }
}

await main();
