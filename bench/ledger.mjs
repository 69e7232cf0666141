// `npm run bench:ledger`: GET /secure/ledger over a ledger of 1,000,000 entries (decision 047). Builds the
// ledger in a scratch database (apps/server/src/cli/ledger-bench-data.ts: bulk inserts, the service's hashes,
// then the checkpoints), starts the built server on it, and measures the ledger page of a transaction near
// the start, the middle and the end of the chain (median and p95 of --calls sequential calls each), then a
// burst of --burst calls --concurrency at a time while GET /health is sampled. Prints the load average
// (`uptime`) with the figures: on a busy machine they are not the server's own.
//
// Embedded database (PGlite, a temporary DATA_DIR) by default; PostgreSQL with --pg: a new database next to
// TEST_DATABASE_URL or DATABASE_URL, or a temporary cluster (lib/postgres-cluster.mjs) when neither is set.
// Options: --entries 1000000 --calls 50 --burst 200 --concurrency 20 --interval 1000
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildStale } from '../scripts/lib/build.mjs';
import { createCluster } from './lib/postgres-cluster.mjs';
import {
  BENCH_LEDGER_CHECKPOINT_KEY,
  freshPostgresDatabase,
  loadAverages,
  machine,
  median,
  percentile,
  ROOT,
  sleep,
  startServer,
  table,
} from './lib/server.mjs';

const { values: options } = parseArgs({
  options: {
    entries: { type: 'string', default: '1000000' },
    calls: { type: 'string', default: '50' },
    burst: { type: 'string', default: '200' },
    concurrency: { type: 'string', default: '20' },
    interval: { type: 'string', default: '1000' },
    pg: { type: 'boolean', default: false },
  },
});
const CALLS = Number(options.calls);
const BURST = Number(options.burst);
const CONCURRENCY = Number(options.concurrency);

const uptime = () => `load average ${loadAverages()}`;

const database = await scratchDatabase();
try {
  console.log(`${machine().cpu}, ${machine().cores} cores, ${process.version}; ${uptime()}`);
  console.log(`building ${options.entries} ledger entries on ${database.kind}...`);
  const env = {
    ...database.env,
    LOG_LEVEL: 'warn',
    LEDGER_CHECKPOINT_KEY: BENCH_LEDGER_CHECKPOINT_KEY,
    LEDGER_CHECKPOINT_INTERVAL: options.interval,
  };
  const data = buildLedger(env);
  await buildStale({ only: ['server'], quiet: true });
  const server = await startServer({
    env: {
      ...env,
      NODE_ENV: 'production',
      PAYMENTS_PROVIDER: 'test',
      PUBLIC_URL: 'http://127.0.0.1',
      SEED_DEMO: 'false',
      // The benchmark measures what one answer costs, not the per-user limit.
      LEDGER_RATE_LIMIT_PER_MINUTE: '1000000000',
    },
  });
  try {
    await measure(server.url, data);
  } finally {
    await server.stop();
  }
} finally {
  await database.drop();
}

/** Runs the data builder; answers its JSON line. */
function buildLedger(env) {
  const run = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(ROOT, 'apps/server/src/cli/ledger-bench-data.ts'),
      '--entries',
      options.entries,
    ],
    { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const lines = run.stdout.trim().split('\n');
  for (const line of lines.slice(0, -1)) console.log(`  ${line}`);
  if (run.status !== 0) throw new Error(`the ledger was not built (exit ${run.status})`);
  return JSON.parse(lines.at(-1));
}

async function measure(url, data) {
  const headers = { cookie: data.cookie };
  const call = async (id) => {
    const started = performance.now();
    const res = await fetch(`${url}/secure/ledger?transactionId=${id}`, { headers });
    const body = await res.json();
    if (res.status !== 200 || !body.model.transaction.verified)
      throw new Error(`transaction ${id}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
    return { ms: performance.now() - started, verification: body.model.transaction.verification };
  };
  const health = async () => {
    const started = performance.now();
    const res = await fetch(`${url}/health`);
    await res.arrayBuffer();
    return performance.now() - started;
  };

  const idleHealth = [];
  for (let i = 0; i < 20; i += 1) idleHealth.push(await health());

  const rows = [['transaction', 'id', 'from checkpoint', 'entries read', 'median ms', 'p95 ms', 'max ms']];
  for (const [name, id] of Object.entries(data.transactions)) {
    await call(id); // warm-up
    const times = [];
    let verification;
    for (let i = 0; i < CALLS; i += 1) ({ ms: times[i], verification } = await call(id));
    rows.push([
      name,
      id,
      verification.fromCheckpoint ? `seq ${verification.fromCheckpoint.seq}` : 'the first entry',
      verification.entriesChecked,
      round(median(times)),
      round(percentile(times, 95)),
      round(Math.max(...times)),
    ]);
  }

  // The burst: every transaction kind in turn, CONCURRENCY at a time, while /health is sampled in a row.
  const ids = Object.values(data.transactions);
  const burstTimes = [];
  const busyHealth = [];
  let done = false;
  const sampler = (async () => {
    while (!done) {
      busyHealth.push(await health());
      await sleep(20);
    }
  })();
  const burstStarted = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < BURST) {
        const id = ids[next % ids.length];
        next += 1;
        burstTimes.push((await call(id)).ms);
      }
    }),
  );
  const burstSeconds = (performance.now() - burstStarted) / 1000;
  done = true;
  await sampler;

  console.log(
    `\nGET /secure/ledger, ${data.entries} entries, ${data.checkpoints} checkpoints, ${CALLS} calls each:`,
  );
  console.log(table(rows));
  console.log(
    `\nburst: ${BURST} calls, ${CONCURRENCY} at a time: ${round(BURST / burstSeconds)} calls/s, ` +
      `median ${round(median(burstTimes))} ms, p95 ${round(percentile(burstTimes, 95))} ms`,
  );
  console.log(
    `GET /health idle: median ${round(median(idleHealth))} ms, p95 ${round(percentile(idleHealth, 95))} ms; ` +
      `during the burst (${busyHealth.length} samples): median ${round(median(busyHealth))} ms, ` +
      `p95 ${round(percentile(busyHealth, 95))} ms, max ${round(Math.max(...busyHealth))} ms`,
  );
  console.log(
    `building: ${data.buildSeconds} s; writing the checkpoints: ${data.checkpointSeconds} s; ` +
      `the whole chain from its first entry (each call's cost before the checkpoints): ${data.wholeChainSeconds} s`,
  );
  console.log(`${uptime()} (measured on a shared machine: re-measure on a quiet one before quoting)`);
}

function round(ms) {
  return Math.round(ms * 10) / 10;
}

/** An empty database for one run, thrown away after it: { kind, env, drop() }. */
async function scratchDatabase() {
  if (!options.pg) {
    const dir = mkdtempSync(path.join(tmpdir(), 'hearth-ledger-'));
    return {
      kind: 'the embedded database',
      env: { DATA_DIR: dir, DATABASE_URL: '' },
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const base = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  const cluster = base ? null : await createCluster();
  await cluster?.start();
  const fresh = await freshPostgresDatabase(base ?? cluster.url, 'hearth_ledger');
  return {
    kind: 'PostgreSQL',
    env: { DATABASE_URL: fresh.url },
    drop: async () => {
      await fresh.drop();
      cluster?.destroy();
    },
  };
}
