// Start-up time on the embedded database: from spawning the built server to the first 200 answer of
// GET /health. Cold: a fresh DATA_DIR each time (PGlite creates its database, then the migrations and the
// demo seed run). Warm: the DATA_DIR of an earlier run (a restart). Needs `npm run build` first.
// Each run also prints where the server says its time went (its start-up phases, logged at debug level),
// and the machine's load before the runs.
// Usage: node bench/startup.mjs [runs=3]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadavg } from 'node:os';
import { median, startServer } from './lib/server.mjs';

const RUNS = Number(process.argv[2] ?? 3);

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
async function once(dataDir) {
  const server = await startServer({ env: { DATA_DIR: dataDir, LOG_LEVEL: 'debug' } });
  await server.stop();
  console.log(`  server: ${phasesOf(server.output())}`);
  return server.startMs;
}

console.log(
  `load average before the runs: ${loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')}`,
);
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
