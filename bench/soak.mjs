// `npm run soak`: the mixed workload of bench/lib/workload.mjs (browsing, checkout, top-ups, DOGE transfers)
// from many simulated users against the production build for 10 minutes, on a fresh database: the embedded
// one in a temporary DATA_DIR, or a new database next to DATABASE_URL when it is set. Samples the server's
// memory (VmRSS) every few seconds; at the end stops the server, checks the database invariants
// (`npm run db:check -- --json`) and prints the figures. Exit 1 on any 5xx, a broken invariant, or memory
// that grew past the threshold after the warm-up (decision 035). Writes bench/results/soak-{date}.txt.
//
// Usage: npm run soak [-- --minutes 10 --users 50 --sample-seconds 5]
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildStale } from '../scripts/lib/build.mjs';
import {
  checkDatabase,
  freshPostgresDatabase,
  machine,
  resultPath,
  rssMb,
  startServer,
  table,
} from './lib/server.mjs';
import {
  WORKLOAD_SERVER_ENV,
  createStats,
  prepareUsers,
  runWorkload,
  startMailSink,
  summarize,
} from './lib/workload.mjs';

const { values: opts } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    users: { type: 'string', default: '50' },
    'sample-seconds': { type: 'string', default: '5' },
  },
});
const DURATION_MS = Number(opts.minutes) * 60_000;
const USERS = Number(opts.users);
const SAMPLE_MS = Number(opts['sample-seconds']) * 1000;
// The first minute fills the caches (the read cache, PGlite's buffers, V8's code and heap); a shorter run
// warms up for a third of its length.
const WARMUP_MS = Math.min(60_000, DURATION_MS / 3);
// "Flat": after the warm-up, the memory at the end exceeds the memory just after it by at most 20 MB or
// 10%, whichever is larger. V8's garbage-collection sawtooth alone moves RSS by 10-20 MB; a leak of 1 KB
// per request at the soak's rate passes 20 MB within the ten minutes.
const FLAT_MB = 20;
const FLAT_SHARE = 0.1;

/** The memory figures of the samples ({ ms, mb } since the workload began). */
function memoryFigures(samples) {
  const after = samples.filter((s) => s.ms >= WARMUP_MS);
  if (after.length < 2) return null;
  const mean = (list) => list.reduce((sum, s) => sum + s.mb, 0) / list.length;
  // Three samples on each side smooth out one collection.
  const startMb = mean(after.slice(0, 3));
  const endMb = mean(after.slice(-3));
  // Least-squares slope of the samples after the warm-up, in MB per minute.
  const mx = after.reduce((sum, s) => sum + s.ms, 0) / after.length;
  const my = mean(after);
  const sxy = after.reduce((sum, s) => sum + (s.ms - mx) * (s.mb - my), 0);
  const sxx = after.reduce((sum, s) => sum + (s.ms - mx) ** 2, 0);
  const slopePerMin = sxx > 0 ? (sxy / sxx) * 60_000 : 0;
  const allowedMb = Math.max(FLAT_MB, startMb * FLAT_SHARE);
  const peakMb = Math.max(...samples.map((s) => s.mb));
  return { startMb, endMb, peakMb, slopePerMin, allowedMb, flat: endMb - startMb <= allowedMb };
}

function report({ kind, summary, memory, check, seconds, mailsReceived }) {
  const rows = summary.kinds.map((k) => [
    k.kind,
    k.requests,
    k['2xx'] ?? 0,
    k['4xx'] ?? 0,
    k['5xx'] ?? 0,
    k.network ?? 0,
    k.p50 ?? '-',
    k.p99 ?? '-',
  ]);
  const t = summary.total;
  rows.push(['all', t.requests, t['2xx'] ?? 0, t['4xx'] ?? 0, t['5xx'] ?? 0, t.network ?? 0, t.p50, t.p99]);
  const flows = Object.entries(summary.flows)
    .map(([name, f]) => `${name} ${f.done} done, ${f.failed} failed`)
    .join('; ');
  const mb = (n) => `${Math.round(n)} MB`;
  const lines = [
    `database: ${kind}; ${USERS} simulated users for ${Math.round(seconds / 60)} min (${seconds} s)`,
    table([['kind', 'requests', '2xx', '4xx', '5xx', 'network', 'p50 ms', 'p99 ms'], ...rows]),
    `requests: ${summary.requests} in ${summary.seconds} s = ${summary.perSecond} req/s; p50 ${t.p50} ms, p99 ${t.p99} ms`,
    `flows: ${flows}`,
    ...Object.entries(summary.flows)
      .filter(([, f]) => f.failed > 0)
      .map(([name, f]) => `last failures of ${name}: ${f.lastFailures.join(' | ').slice(0, 600)}`),
    `mails received by the SMTP sink: ${mailsReceived}`,
    `acknowledged writes: ${summary.acked.orders} orders, ${summary.acked.payments} payments, ${summary.acked.transfers} transfers`,
    `5xx answers: ${summary.serverErrors} (goal 0)`,
    memory
      ? `memory (RSS): ${mb(memory.startMb)} after the warm-up (${Math.round(WARMUP_MS / 1000)} s), ` +
        `${mb(memory.endMb)} at the end, peak ${mb(memory.peakMb)}, slope ${memory.slopePerMin.toFixed(2)} MB/min ` +
        `after the warm-up; flat = growth <= ${mb(memory.allowedMb)}: ${memory.flat ? 'flat' : 'GREW'}`
      : 'memory (RSS): too few samples after the warm-up',
    `database: ${Object.entries(check.counts)
      .map(([name, n]) => `${n} ${name}`)
      .join(', ')}`,
    check.ok
      ? 'invariants: every invariant holds'
      : `invariants BROKEN:\n${check.violations.map((v) => `  ${v.invariant}: ${v.detail}`).join('\n')}`,
  ];
  return lines.join('\n');
}

/** The database of this run: a temporary DATA_DIR, or a new PostgreSQL database; `dispose()` removes it. */
async function freshDatabase() {
  if (process.env.DATABASE_URL) {
    const db = await freshPostgresDatabase(process.env.DATABASE_URL, 'hearth_soak');
    return { kind: `PostgreSQL (${db.name})`, env: { DATABASE_URL: db.url }, dispose: db.drop };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'hearth-soak-'));
  return {
    kind: 'embedded (PGlite)',
    env: { DATA_DIR: dir, DATABASE_URL: '' },
    dispose: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

async function soak() {
  await buildStale({ only: ['server'], quiet: true });
  const database = await freshDatabase();
  const mail = await startMailSink();
  try {
    const server = await startServer({
      env: {
        ...WORKLOAD_SERVER_ENV,
        ...database.env,
        NODE_ENV: 'production',
        PAYMENTS_PROVIDER: 'test',
        SEED_DEMO: 'true',
        ALLOW_DEMO_IN_PRODUCTION: 'true',
        SMTP_URL: mail.smtpUrl,
      },
    });
    const stats = createStats();
    const samples = [];
    let memoryTimer;
    try {
      console.log(
        `server up in ${Math.round(server.startMs)} ms on ${database.kind}; registering ${USERS} users`,
      );
      const world = await prepareUsers({ url: server.url, count: USERS, stats, mail });
      const begun = performance.now();
      const sample = () => {
        const mb = rssMb(server.pid);
        if (mb !== null) samples.push({ ms: performance.now() - begun, mb });
      };
      sample();
      memoryTimer = setInterval(() => {
        sample();
        const s = summarize(stats);
        const last = samples.at(-1);
        if (samples.length % Math.max(1, Math.round(60_000 / SAMPLE_MS)) === 0)
          console.log(
            `${Math.round(last.ms / 1000)} s: ${s.requests} requests, ${s.serverErrors} 5xx, RSS ${Math.round(last.mb)} MB`,
          );
      }, SAMPLE_MS);
      const stop = new AbortController();
      setTimeout(() => stop.abort(), DURATION_MS);
      await runWorkload({ url: server.url, world, mail, stats, signal: stop.signal });
      sample();
    } finally {
      clearInterval(memoryTimer);
      await server.stop();
    }
    const summary = summarize(stats);
    const memory = memoryFigures(samples);
    const check = checkDatabase(database.env);
    const info = machine();
    const text = [
      `Hearth soak, ${info.date}`,
      `${info.cpu} x ${info.cores}, Node ${info.node}; production build, test payment provider, mails by SMTP to a local sink`,
      report({
        kind: database.kind,
        summary,
        memory,
        check,
        seconds: Math.round(DURATION_MS / 1000),
        mailsReceived: mail.received(),
      }),
      ...stats.serverErrors
        .slice(0, 20)
        .map((e) => `5xx: ${e.method} ${e.path} ${e.status} ${e.body.slice(0, 500)}`),
    ].join('\n\n');
    console.log(`\n${text}`);
    const file = resultPath('soak', 'txt');
    writeFileSync(file, `${text}\n`);
    console.log(`\nwritten to ${path.relative(process.cwd(), file)}`);
    return summary.serverErrors === 0 && check.ok && memory?.flat === true;
  } finally {
    await mail.close();
    await database.dispose();
  }
}

process.exit((await soak()) ? 0 : 1);
