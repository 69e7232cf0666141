// Start-up time: from spawning the built server to the first 200 answer of GET /health, on the embedded
// database and on PostgreSQL. Cold: a fresh DATA_DIR each time (the database copied from the build's
// snapshot with the demo data, which the start adopts), or on PostgreSQL a fresh database each time (the
// migrations and the demo seed), created and dropped by the benchmark. Warm: the DATA_DIR or database of an earlier run (a restart).
// Builds what is stale first, as `npm start` does (a start without the build's database snapshots and demo
// pictures takes the slow way, which is not what a user's start does). Each run also prints where the server
// says its time went (its start-up phases, logged at debug level), and the machine's load before the runs.
// PostgreSQL: DATABASE_URL names a database whose user may create databases (the fresh ones are made next to
// it); without it, postgres@127.0.0.1:5432. When PostgreSQL does not answer, its runs are skipped.
// Usage: node bench/startup.mjs [runs=3] [--embedded-only]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildStale } from '../scripts/lib/build.mjs';
import { freshPostgresDatabase, loadAverages, median, startServer } from './lib/server.mjs';

const args = process.argv.slice(2);
const RUNS = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 3);
const EMBEDDED_ONLY = args.includes('--embedded-only');
const POSTGRES_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** The server's own account of its start (apps/server/src/startup-phases.ts), from its debug log line. */
function phasesOf(output) {
  for (const line of output.split('\n')) {
    if (!line.includes('start-up phases')) continue;
    try {
      return JSON.parse(line).msg.replace(/^start-up phases: /, '');
    } catch {
      return line;
    }
  }
  return '(the server logged no start-up phases)';
}

/** Milliseconds from spawn to the first 200 of /health, then stops the server. */
async function once(env) {
  const server = await startServer({ env: { ...env, LOG_LEVEL: 'debug' } });
  await server.stop();
  console.log(`  server: ${phasesOf(server.output())}`);
  return server.startMs;
}

const freshDir = () => mkdtempSync(path.join(tmpdir(), 'hearth-bench-'));

/**
 * RUNS cold starts, each on what `fresh()` makes ({ env, drop }), then one start that makes the store the
 * warm runs reopen, then RUNS warm starts. Answers the two medians.
 */
async function bench(label, fresh) {
  console.log(`${label}:`);
  const cold = [];
  const warm = [];
  for (let i = 1; i <= RUNS; i += 1) {
    const store = await fresh();
    try {
      cold.push(await once(store.env));
    } finally {
      await store.drop();
    }
    console.log(`cold run ${i}: ${Math.round(cold.at(-1))} ms to the first 200 from /health`);
  }
  const kept = await fresh();
  try {
    await once(kept.env); // creates, migrates and seeds the database that the warm runs reopen
    for (let i = 1; i <= RUNS; i += 1) {
      warm.push(await once(kept.env));
      console.log(`warm run ${i}: ${Math.round(warm.at(-1))} ms to the first 200 from /health`);
    }
  } finally {
    await kept.drop();
  }
  return { label, cold: median(cold), warm: median(warm) };
}

/** A fresh DATA_DIR (the embedded database and the pictures). */
async function embeddedStore() {
  const dir = freshDir();
  return {
    env: { DATA_DIR: dir, DATABASE_URL: '' },
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A fresh PostgreSQL database, with a fresh DATA_DIR for the pictures. */
async function postgresStore() {
  const database = await freshPostgresDatabase(POSTGRES_URL, 'hearth_bench_startup');
  const dir = freshDir();
  return {
    env: { DATA_DIR: dir, DATABASE_URL: database.url },
    drop: async () => {
      rmSync(dir, { recursive: true, force: true });
      await database.drop();
    },
  };
}

/** Whether PostgreSQL answers at POSTGRES_URL (its runs are skipped when it does not). */
async function postgresAnswers() {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch (error) {
    console.log(`PostgreSQL at ${new URL(POSTGRES_URL).host} does not answer (${error.message}): skipped`);
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

await buildStale({ quiet: true });
console.log(`load average before the runs: ${loadAverages()}`);
const results = [await bench('embedded database (PGlite)', embeddedStore)];
if (!EMBEDDED_ONLY && (await postgresAnswers())) results.push(await bench('PostgreSQL', postgresStore));
console.log(`load average after the runs: ${loadAverages()}`);
for (const { label, cold, warm } of results) {
  console.log(`${label}: cold start median ${Math.round(cold)} ms over ${RUNS} runs (fresh, demo data)`);
  console.log(`${label}: warm start median ${Math.round(warm)} ms over ${RUNS} runs (a restart)`);
}
