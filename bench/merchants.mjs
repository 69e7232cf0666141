// POST /store/merchants on the embedded database over the demo data: the median and p95 of 100 sequential
// calls per filter set, after a warm-up. Starts the built server on a fresh DATA_DIR (the seed runs), then
// stops it. Needs `npm run build` first. Usage: node bench/merchants.mjs [calls=100]
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const MAIN = path.join(ROOT, 'apps/server/dist/main.js');
const CALLS = Number(process.argv[2] ?? 100);
const WARM_UP = 20;

if (!existsSync(MAIN)) {
  console.error('apps/server/dist/main.js is missing: run `npm run build` first.');
  process.exit(1);
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const FILTERS = {
  'no filter': { page: 0, valid: true },
  'kitchen type + city + max rate': {
    page: 0,
    valid: true,
    kitchenType: 'grill',
    city: 'Kaunas',
    hourRate: 1000,
  },
  'page 1': { page: 1, valid: true },
};

const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), 'hearth-bench-'));
const server = spawn(process.execPath, [MAIN], {
  cwd: ROOT,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
let seedLine = '';
server.stdout.on('data', (chunk) => {
  const line = String(chunk)
    .split('\n')
    .find((l) => l.includes('Seeded'));
  if (line) seedLine = line.trim();
});
const exited = new Promise((resolve) => server.on('exit', resolve));

async function call(body) {
  const started = performance.now();
  const res = await fetch(`http://127.0.0.1:${port}/store/merchants`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString(),
  });
  const json = await res.json();
  if (!res.ok || !json.success) throw new Error(`POST /store/merchants answered ${res.status}`);
  return { ms: performance.now() - started, total: json.model.total, count: json.model.merchants.length };
}

try {
  for (let i = 0; ; i += 1) {
    if (i > 600) throw new Error('the server did not start within 60 s');
    const up = await fetch(`http://127.0.0.1:${port}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await sleep(100);
  }
  if (seedLine) console.log(seedLine);
  console.log(`POST /store/merchants, ${CALLS} sequential calls each, embedded database (PGlite)`);
  for (const [name, body] of Object.entries(FILTERS)) {
    for (let i = 0; i < WARM_UP; i += 1) await call(body);
    const times = [];
    let last;
    for (let i = 0; i < CALLS; i += 1) {
      last = await call(body);
      times.push(last.ms);
    }
    console.log(
      `  ${name.padEnd(32)} median ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms` +
        ` (${last.count} chefs on the page, ${last.total} in all)`,
    );
  }
} finally {
  server.kill('SIGTERM');
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
}
