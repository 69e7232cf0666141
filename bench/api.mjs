// `npm run bench:api`: the API under load, over the large data set (`npm run seed:large`), against the
// production build. For each database (the embedded one always; PostgreSQL too when DATABASE_URL is set):
// seeds it when needed, starts the server, signs the benchmark customer in, then per endpoint runs
// autocannon (50 connections, no pipelining) for a warm-up round and a measured round, and prints
// requests per second, latency percentiles, errors and each endpoint's share of GET /health's throughput
// measured in the same run, and the server's peak memory. Also measures the start-up of `npm start` on the
// embedded database with the demo data (a restart: migrations and seed already done). Then the
// server-rendered public pages: each one's time to its first byte at 20 concurrent clients, against
// /health's in the same run (--skip-pages leaves them out).
// Results go to bench/results/api-{date}.{json,txt}.
//
// Usage: node bench/api.mjs [--duration 20] [--warmup 5] [--connections 50] [--only merchants,orders]
//        [--skip-startup] [--embedded-only] [--postgres-only] [--skip-pages]
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { ROOT, machine, median, peakRssMb, resultPath, startServer, table } from './lib/server.mjs';

const { values: opts } = parseArgs({
  options: {
    duration: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '5' },
    connections: { type: 'string', default: '50' },
    only: { type: 'string' },
    'skip-startup': { type: 'boolean', default: false },
    'embedded-only': { type: 'boolean', default: false },
    'postgres-only': { type: 'boolean', default: false },
    'skip-pages': { type: 'boolean', default: false },
  },
});
const DURATION_S = Number(opts.duration);
const WARMUP_S = Number(opts.warmup);
const CONNECTIONS = Number(opts.connections);

/** Where the embedded large data set is kept between runs (seeding it takes minutes). */
const EMBEDDED_DATA_DIR = path.join(ROOT, 'data/bench-large');

/** The API performance goals (decision 031), per database: share of /health's throughput, p99 latency, server memory. */
const GOALS = {
  postgres: { minShare: 0.25, maxP99Ms: 50, maxMemoryMb: 300 },
  pglite: { minShare: 0.1, maxP99Ms: 100, maxMemoryMb: null },
};

const FORM = { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' };
const form = (fields) => new URLSearchParams(fields).toString();

/** The endpoints of the issue; `fixture` holds the chef's dishes and the customer's cookie. */
function endpoints(fixture) {
  const cart = fixture.productIds.slice(0, 5).map((productId) => ({ productId, productVolume: 2 }));
  return [
    { name: 'health', title: 'GET /health', method: 'GET', path: '/health' },
    {
      name: 'merchants',
      title: 'POST /store/merchants (no filter)',
      method: 'POST',
      path: '/store/merchants',
      body: form({ page: '0', valid: 'true' }),
    },
    {
      name: 'merchants-filtered',
      title: 'POST /store/merchants (kitchen + city + rate)',
      method: 'POST',
      path: '/store/merchants',
      body: form({ page: '0', valid: 'true', kitchenType: 'grill', city: 'Kaunas', hourRate: '1000' }),
    },
    {
      name: 'merchants-page-50',
      title: 'POST /store/merchants (page 50)',
      method: 'POST',
      path: '/store/merchants',
      body: form({ page: '50', valid: 'true' }),
    },
    {
      name: 'products',
      title: 'POST /store/products (one chef)',
      method: 'POST',
      path: '/store/products',
      body: form({ nickname: fixture.chefNickname }),
    },
    {
      name: 'product',
      title: 'GET /store/product',
      method: 'GET',
      path: `/store/product?productId=${fixture.productIds[0]}`,
    },
    {
      name: 'fees',
      title: 'POST /store/calculate-fees (5 items)',
      method: 'POST',
      path: '/store/calculate-fees',
      body: form({ items: JSON.stringify(cart), payInCash: 'false' }),
    },
    {
      name: 'orders',
      title: `GET /secure/orders (first page of ${fixture.orderCount} orders)`,
      method: 'GET',
      path: '/secure/orders',
      headers: { cookie: fixture.cookie },
    },
    {
      name: 'ask',
      title: 'POST /ask?q=',
      method: 'POST',
      path: `/ask?q=${encodeURIComponent('How much is the service fee?')}`,
    },
  ];
}

async function call(url, { method = 'GET', body, headers = {} }) {
  const res = await fetch(url, { method, body, headers: { ...FORM, ...headers } });
  const json = await res.json();
  if (!res.ok || !json.success)
    throw new Error(`${method} ${url} answered ${res.status}: ${JSON.stringify(json)}`);
  return { res, json };
}

/** Signs the benchmark customer in and finds the benchmark chef's dishes, over HTTP like any client. */
async function loadFixture(url, seeded) {
  const { res } = await call(`${url}/pw-login`, {
    method: 'POST',
    body: form({ identityKey: seeded.customerEmail, password: seeded.password }),
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { json: store } = await call(`${url}/store/products`, {
    method: 'POST',
    body: form({ nickname: seeded.chefNickname }),
  });
  const productIds = store.model.products.map((p) => p.product.id);
  const { json: orders } = await call(`${url}/secure/orders`, { headers: { cookie } });
  if (productIds.length < 5)
    throw new Error(`${seeded.chefNickname} has ${productIds.length} dishes, 5 needed`);
  return { cookie, productIds, orderCount: orders.model.total, chefNickname: seeded.chefNickname };
}

function runAutocannon(url, endpoint, seconds) {
  return autocannon({
    url: url + endpoint.path,
    method: endpoint.method,
    body: endpoint.body,
    headers: { ...(endpoint.body ? FORM : { accept: 'application/json' }), ...endpoint.headers },
    connections: CONNECTIONS,
    pipelining: 1,
    duration: seconds,
  });
}

/** The server-rendered public pages (decision 067) and the goal for their first byte. */
const PAGE_CONNECTIONS = 20;
const PAGE_GOAL_MS = 50;

function pages(fixture) {
  return [
    { title: 'GET / (page)', path: '/' },
    { title: 'GET /mp (page)', path: '/mp' },
    { title: 'GET /store/{chef} (page)', path: `/store/${encodeURIComponent(fixture.chefNickname)}` },
    { title: 'GET /product-detail/{dish} (page)', path: `/product-detail/${fixture.productIds[0]}` },
  ];
}

/** One request's time to its first byte of body, on a kept-alive connection (ms); rejects on a non-200. */
function firstByte(agent, url, path, accept) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(url + path, { agent, headers: { accept, 'accept-encoding': 'gzip' } }, (res) => {
      let first;
      res.on('data', () => {
        first ??= performance.now() - started;
      });
      res.on('end', () =>
        res.statusCode === 200
          ? resolve(first ?? performance.now() - started)
          : reject(new Error(`${path}: ${res.statusCode}`)),
      );
    });
    request.on('error', reject);
  });
}

/** `PAGE_CONNECTIONS` clients asking for `path` one request after another for `seconds`: the first-byte times. */
async function firstBytes(url, path, accept, seconds) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: PAGE_CONNECTIONS });
  const until = performance.now() + seconds * 1000;
  const times = [];
  let errors = 0;
  await Promise.all(
    Array.from({ length: PAGE_CONNECTIONS }, async () => {
      while (performance.now() < until) {
        try {
          times.push(await firstByte(agent, url, path, accept));
        } catch {
          errors += 1;
        }
      }
    }),
  );
  agent.destroy();
  times.sort((a, b) => a - b);
  const at = (q) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0);
  return { median: Math.round(median(times)), p99: at(0.99), requests: times.length, errors };
}

/** Each public page's first byte against /health's, at 20 concurrent clients, in the same run. */
async function benchPages(url, fixture) {
  const seconds = Math.max(5, Math.round(DURATION_S / 2));
  const health = await firstBytes(url, '/health', 'application/json', seconds);
  const rows = [];
  for (const page of pages(fixture)) {
    if (WARMUP_S > 0) await firstBytes(url, page.path, 'text/html', WARMUP_S);
    const r = await firstBytes(url, page.path, 'text/html', seconds);
    const overHealth = r.median - health.median;
    rows.push({ ...r, page: page.title, overHealth, meets: r.errors === 0 && overHealth <= PAGE_GOAL_MS });
    console.log(
      `${page.title}: first byte median ${r.median} ms (/health ${health.median} ms), p99 ${r.p99} ms`,
    );
  }
  return { health, rows };
}

function reportPages(pagesResult) {
  const header = ['page', 'first byte median ms', 'p99 ms', 'over /health ms', 'requests', 'errors', 'goal'];
  const lines = pagesResult.rows.map((r) => [
    r.page,
    r.median,
    r.p99,
    r.overHealth,
    r.requests,
    r.errors,
    r.meets ? 'met' : 'MISSED',
  ]);
  return [
    `server-rendered pages at ${PAGE_CONNECTIONS} concurrent clients: goal first byte within ${PAGE_GOAL_MS} ms of /health's median (${pagesResult.health.median} ms)`,
    table([header, ...lines]),
  ].join('\n');
}

/**
 * Seeds the large data set into `env`'s database (a no-op when it is there already) and answers its
 * fixtures (the benchmark accounts), which the seed prints as JSON on its last line.
 */
function seedLarge(env) {
  const run = spawnSync(process.execPath, [path.join(ROOT, 'scripts/seed-large.mjs')], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  });
  process.stdout.write(run.stdout ?? '');
  if (run.status !== 0) throw new Error(`npm run seed:large failed (exit ${run.status})`);
  return JSON.parse(run.stdout.trim().split('\n').at(-1));
}

async function benchDatabase(kind, env) {
  console.log(`\n=== ${kind === 'postgres' ? 'PostgreSQL' : 'embedded database (PGlite)'} ===`);
  const seeded = seedLarge(env);
  const server = await startServer({
    env: {
      ...env,
      NODE_ENV: 'production',
      PAYMENTS_PROVIDER: 'test',
      SEED_DEMO: 'false',
      // Every request comes from 127.0.0.1: limits meant per person would stop the load at once. The
      // counting itself still runs on every request.
      ASK_RATE_LIMIT_PER_MINUTE: '1000000000',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000000000',
    },
  });
  const rows = [];
  let memoryMb;
  let pagesResult = null;
  try {
    const fixture = await loadFixture(server.url, seeded);
    const selected = opts.only ? new Set(['health', ...opts.only.split(',')]) : null;
    for (const endpoint of endpoints(fixture)) {
      if (selected && !selected.has(endpoint.name)) continue;
      if (WARMUP_S > 0) await runAutocannon(server.url, endpoint, WARMUP_S);
      const r = await runAutocannon(server.url, endpoint, DURATION_S);
      const row = {
        endpoint: endpoint.title,
        name: endpoint.name,
        rps: Math.round(r.requests.total / (r.duration || DURATION_S)),
        p50: r.latency.p50,
        p975: r.latency.p97_5,
        p99: r.latency.p99,
        errors: r.errors + r.timeouts + r.non2xx,
        requests: r.requests.total,
      };
      rows.push(row);
      console.log(`${row.endpoint}: ${row.rps} req/s, p99 ${row.p99} ms, ${row.errors} errors`);
    }
    if (!opts['skip-pages']) pagesResult = await benchPages(server.url, fixture);
  } finally {
    memoryMb = peakRssMb(server.pid);
    await server.stop();
  }
  return { ...judge(kind, rows, memoryMb), pages: pagesResult };
}

/** Adds each endpoint's share of /health and whether it meets the goals. */
function judge(kind, rows, memoryMb) {
  const goal = GOALS[kind];
  const health = rows.find((r) => r.name === 'health');
  for (const row of rows) {
    row.share = health ? row.rps / health.rps : null;
    row.meets =
      row.errors === 0 && row.p99 < goal.maxP99Ms && (row.name === 'health' || row.share >= goal.minShare);
  }
  const memoryMeets = goal.maxMemoryMb === null || (memoryMb !== null && memoryMb < goal.maxMemoryMb);
  return { kind, goal, rows, memoryMb, memoryMeets };
}

function report(result) {
  const { goal } = result;
  const header = ['endpoint', 'req/s', 'p50 ms', 'p97.5 ms', 'p99 ms', 'errors', 'of /health', 'goal'];
  const lines = result.rows.map((r) => [
    r.endpoint,
    r.rps,
    r.p50,
    r.p975,
    r.p99,
    r.errors,
    r.share === null ? '-' : `${Math.round(r.share * 100)}%`,
    r.meets ? 'met' : 'MISSED',
  ]);
  const title = result.kind === 'postgres' ? 'PostgreSQL' : 'embedded database (PGlite)';
  const memory = result.memoryMb === null ? 'unknown' : `${Math.round(result.memoryMb)} MB`;
  return [
    `${title}: goal >= ${goal.minShare * 100}% of /health, p99 < ${goal.maxP99Ms} ms, no errors`,
    table([header, ...lines]),
    `server peak memory (RSS): ${memory}` +
      (goal.maxMemoryMb === null
        ? ''
        : ` (goal < ${goal.maxMemoryMb} MB: ${result.memoryMeets ? 'met' : 'MISSED'})`),
    ...(result.pages ? [reportPages(result.pages)] : []),
  ].join('\n');
}

/** `npm start` (scripts/start.mjs, build check included) to the first 200 of /health, demo data in place. */
async function benchStartup(runs = 3) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hearth-bench-start-'));
  const env = { DATA_DIR: dataDir, NODE_ENV: 'development', SEED_DEMO: 'true' };
  const args = [path.join(ROOT, 'scripts/start.mjs')];
  try {
    await (await startServer({ env, args })).stop(); // migrates and seeds
    const times = [];
    for (let i = 0; i < runs; i += 1) {
      const server = await startServer({ env, args });
      times.push(server.startMs);
      await server.stop();
    }
    return { runs: times.map(Math.round), medianMs: Math.round(median(times)), goalMs: 3000 };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const results = [];
const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts/start.mjs'), '--build-only'], {
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

mkdirSync(EMBEDDED_DATA_DIR, { recursive: true });
if (!opts['postgres-only'])
  results.push(await benchDatabase('pglite', { DATA_DIR: EMBEDDED_DATA_DIR, DATABASE_URL: '' }));
if (process.env.DATABASE_URL && !opts['embedded-only'])
  results.push(await benchDatabase('postgres', { DATABASE_URL: process.env.DATABASE_URL }));
const startup = opts['skip-startup'] ? null : await benchStartup();

const info = machine();
const text = [
  `Hearth API benchmark, ${info.date}`,
  `${info.cpu} x ${info.cores}, Node ${info.node}; autocannon ${CONNECTIONS} connections, no pipelining, ` +
    `${WARMUP_S} s warm-up + ${DURATION_S} s per endpoint, large data set`,
  ...results.map(report),
  startup
    ? `start-up of npm start on the embedded database with the demo data (a restart): median ${startup.medianMs} ms ` +
      `of ${startup.runs.join(', ')} ms (goal < ${startup.goalMs} ms: ${startup.medianMs < startup.goalMs ? 'met' : 'MISSED'})`
    : '',
].join('\n\n');
console.log(`\n${text}`);
writeFileSync(resultPath('api', 'txt'), `${text}\n`);
writeFileSync(resultPath('api', 'json'), `${JSON.stringify({ machine: info, results, startup }, null, 2)}\n`);
console.log(`\nwritten to bench/results/api-${info.date.slice(0, 10)}.{txt,json}`);
