// What the benchmarks share: starting the built server on a free port and waiting for its first answer
// (and killing it), its memory, the database check, a fresh PostgreSQL database, the figures of a list of
// measurements, and where results are written.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const SERVER_MAIN = path.join(ROOT, 'apps/server/dist/main.js');
export const RESULTS_DIR = path.join(ROOT, 'bench/results');

const POLL_MS = 20;

/**
 * The ledger checkpoints' key of the benchmarks' servers and of their db:check: production needs one of its
 * own, and the check must verify with the key the server signed with.
 */
export const BENCH_LEDGER_CHECKPOINT_KEY = 'hearth-bench-ledger-checkpoints-key-not-a-secret';

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A TCP port nothing listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Spawns `command` (by default the built server) with `env` on a free port and resolves once GET /health
 * answers 200: { url, port, pid, startMs, stop() }. stdout is kept in `output()` (the seed's lines).
 */
export async function startServer({ env = {}, args = [SERVER_MAIN], giveUpMs = 120_000 } = {}) {
  if (args[0] === SERVER_MAIN && !existsSync(SERVER_MAIN))
    throw new Error('apps/server/dist/main.js is missing: run `npm run build` first.');
  const port = await freePort();
  const startedAt = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    // Production refuses to start without its public address; the benchmarks' is the port they chose.
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LEDGER_CHECKPOINT_KEY: BENCH_LEDGER_CHECKPOINT_KEY,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let stdout = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      if (performance.now() - startedAt > giveUpMs)
        throw new Error(`no 200 from /health within ${giveUpMs} ms`);
      try {
        const res = await fetch(`${url}/health`, { signal: AbortSignal.timeout(1_000) });
        if (res.status === 200) break;
      } catch {
        // not listening yet
      }
      await sleep(POLL_MS);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  // SIGKILL: the process dies at once, in the middle of whatever it was writing (the fault drills).
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  };
  return {
    url,
    port,
    pid: child.pid,
    startMs: performance.now() - startedAt,
    stop,
    kill,
    output: () => stdout,
  };
}

/** Resident memory of a process right now, in MB (Linux: VmRSS), or null where /proc is missing. */
export function rssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1]);
    return Number.isFinite(kb) ? kb / 1024 : null;
  } catch {
    return null;
  }
}

/**
 * The database invariants of `env`'s database (DATA_DIR or DATABASE_URL), checked by the bundled
 * `npm run db:check -- --json` with the server stopped: { ok, counts, violations }.
 */
export function checkDatabase(env) {
  const run = spawnSync(
    process.execPath,
    [path.join(ROOT, 'apps/server/dist/check-invariants.js'), '--json'],
    {
      cwd: ROOT,
      // A production env (the drills') needs a public address to load its config, though the check serves nothing.
      env: {
        ...process.env,
        LOG_LEVEL: 'warn',
        PUBLIC_URL: 'http://127.0.0.1',
        LEDGER_CHECKPOINT_KEY: BENCH_LEDGER_CHECKPOINT_KEY,
        ...env,
      },
      encoding: 'utf8',
    },
  );
  const line = run.stdout.trim().split('\n').at(-1) ?? '';
  try {
    return JSON.parse(line);
  } catch {
    throw new Error(`db:check failed (exit ${run.status}): ${run.stderr || run.stdout}`);
  }
}

/**
 * A new, empty PostgreSQL database named `{prefix}_{random}` next to `baseUrl`'s: { url, drop() }.
 * drop() ends what is still connected to it first (a killed server leaves no session behind, but a pool may).
 */
export async function freshPostgresDatabase(baseUrl, prefix) {
  const { default: pg } = await import('pg');
  const name = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = async (statement) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), name, drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/** Peak resident memory of a process so far, in MB (Linux: VmHWM), or null where /proc is missing. */
export function peakRssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmHWM:\s+(\d+)\s+kB/.exec(status)?.[1]);
    return Number.isFinite(kb) ? kb / 1024 : null;
  } catch {
    return null;
  }
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** The 1-, 5- and 15-minute load averages, as `uptime` prints them: "0.40 1.38 1.21". */
export function loadAverages() {
  return loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
}

/** The machine a result was measured on, written with it. */
export function machine() {
  const cpu = cpus();
  return {
    cpu: cpu[0]?.model ?? 'unknown',
    cores: cpu.length,
    node: process.version,
    date: new Date().toISOString(),
    /** The 1-minute load average when the figures were taken: above 1 on these 2 cores, they are off. */
    load: Number(loadavg()[0].toFixed(2)),
  };
}

/** bench/results/{name}-{yyyy-mm-dd}.{ext}, the folder made when missing. */
export function resultPath(name, ext) {
  mkdirSync(RESULTS_DIR, { recursive: true });
  return path.join(RESULTS_DIR, `${name}-${new Date().toISOString().slice(0, 10)}.${ext}`);
}

/** A plain-text table: the first row is the header; numbers are right-aligned. */
export function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => String(row[i]).length)));
  const line = (row) =>
    row
      .map((cell, i) =>
        typeof cell === 'number' ? String(cell).padStart(widths[i]) : String(cell).padEnd(widths[i]),
      )
      .join('  ');
  return [line(rows[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}
