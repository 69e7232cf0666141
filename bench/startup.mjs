// Start-up time on the embedded database: from spawning the built server to the first 200 answer of
// GET /health. Cold: a fresh DATA_DIR each time (PGlite creates its database, then the migrations and the
// demo seed run). Warm: the DATA_DIR of an earlier run (a restart). Needs `npm run build` first.
// Usage: node bench/startup.mjs [runs=3]
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const MAIN = path.join(ROOT, 'apps/server/dist/main.js');
const RUNS = Number(process.argv[2] ?? 3);
const POLL_MS = 20;
const GIVE_UP_MS = 60_000;

if (!existsSync(MAIN)) {
  console.error('apps/server/dist/main.js is missing: run `npm run build` first.');
  process.exit(1);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Milliseconds from spawn to the first 200 of /health, then stops the server. */
async function once(dataDir) {
  const port = await freePort();
  const startedAt = performance.now();
  const server = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => server.on('exit', resolve));
  try {
    while (performance.now() - startedAt < GIVE_UP_MS) {
      if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
      try {
        const res = await fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(1_000) });
        if (res.status === 200) return performance.now() - startedAt;
      } catch {
        // not listening yet
      }
      await sleep(POLL_MS);
    }
    throw new Error(`no 200 from /health within ${GIVE_UP_MS} ms`);
  } finally {
    server.kill('SIGTERM');
    await exited;
  }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const freshDir = () => mkdtempSync(path.join(tmpdir(), 'hearth-bench-'));
const cold = [];
const warm = [];
const warmDir = freshDir();
try {
  for (let i = 1; i <= RUNS; i += 1) {
    const dataDir = freshDir();
    try {
      cold.push(await once(dataDir));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    console.log(`cold run ${i}: ${Math.round(cold.at(-1))} ms to the first 200 from /health`);
  }
  await once(warmDir); // creates, migrates and seeds the database that the warm runs reopen
  for (let i = 1; i <= RUNS; i += 1) {
    warm.push(await once(warmDir));
    console.log(`warm run ${i}: ${Math.round(warm.at(-1))} ms to the first 200 from /health`);
  }
} finally {
  rmSync(warmDir, { recursive: true, force: true });
}
console.log(
  `cold start median: ${Math.round(median(cold))} ms over ${RUNS} runs (fresh DATA_DIR, embedded database)`,
);
console.log(`warm start median: ${Math.round(median(warm))} ms over ${RUNS} runs (existing DATA_DIR)`);
