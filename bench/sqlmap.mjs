// `npm run sqlmap` (decision 034): Debian's sqlmap against the login, marketplace, dish, order and
// fee endpoints of the built server, which must find nothing injectable. The server runs on a fresh embedded
// database with the demo data (DATA_DIR in a temporary folder), or on DATABASE_URL when it is set (a database
// that holds the demo data). Prints per target the requests sqlmap sent, the parameters it tested and its
// verdict; writes bench/results/sqlmap-{date}.json. Exits 1 when anything is injectable, a target could not
// be tested, the server answered a 5xx, or the database invariants (npm run db:check) fail afterwards.
// Options: --level N (default 5), --risk N (default 3), --target NAME (repeatable; default all). Level 5 /
// risk 3 took 6 minutes here (53,000 requests); --level 3 --risk 2 is the quick run (1.5 minutes).
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BENCH_LEDGER_CHECKPOINT_KEY, machine, resultPath, ROOT, startServer, table } from './lib/server.mjs';

const SQLMAP = process.env.SQLMAP_PATH ?? '/usr/bin/sqlmap';
const DEMO_CUSTOMER = { identityKey: 'customer@hearth.local', password: 'Hearth2026' };
/** High enough that sqlmap's thousands of requests from one address are never answered 429. */
const NO_RATE_LIMITS = {
  AUTH_RATE_LIMIT_PER_MINUTE: '100000000',
  PASSWORD_FAILURES_PER_ADDRESS: '100000000',
  PIN_SENDS_PER_HOUR: '100000000',
  ORDERS_PER_HOUR: '100000000',
  ASK_RATE_LIMIT_PER_MINUTE: '100000000',
};

const { values: options } = parseArgs({
  options: {
    level: { type: 'string', default: '5' },
    risk: { type: 'string', default: '3' },
    target: { type: 'string', multiple: true, default: [] },
  },
});

if (!existsSync(SQLMAP)) {
  console.error(`sqlmap is missing at ${SQLMAP}: apt-get install -y sqlmap (or set SQLMAP_PATH).`);
  process.exit(1);
}

/**
 * The requests sqlmap starts from, each a valid call with a stable answer (sqlmap compares its payloads'
 * answers with it). No Origin header: the cross-site check would refuse a foreign one. The order action is
 * the customer confirming their own order, which is refused the same way every time (409), so the run
 * changes no order.
 */
function targets({ url, cookie, order }) {
  const form = (fields) => new URLSearchParams(fields).toString();
  return [
    { name: 'pw-login', url: `${url}/pw-login`, data: form(DEMO_CUSTOMER) },
    {
      name: 'merchants',
      url: `${url}/store/merchants`,
      data: form({ page: '0', hourRate: '0', kitchenType: 'grill', city: 'Kaunas' }),
    },
    { name: 'products', url: `${url}/store/products`, data: form({ nickname: order.chefNickname }) },
    { name: 'product', url: `${url}/store/product?productId=${order.productId}` },
    { name: 'order', url: `${url}/secure/order?orderId=${order.id}`, cookie },
    {
      name: 'order-action',
      url: `${url}/secure/order-action`,
      data: form({ orderId: String(order.id), action: 'confirm' }),
      cookie,
    },
    {
      name: 'calculate-fees',
      url: `${url}/store/calculate-fees`,
      // JSON, so that sqlmap injects into productId and productVolume inside the list too.
      data: JSON.stringify({ items: [{ productId: order.productId, productVolume: 1 }], payInCash: true }),
    },
  ];
}

/** Signs the demo customer in; answers the session cookie and one of their orders. */
async function demoFixtures(url) {
  const login = await fetch(`${url}/pw-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(DEMO_CUSTOMER),
  });
  const session = login.headers.getSetCookie().find((line) => line.startsWith('hearth_session='));
  if (login.status !== 200 || !session)
    throw new Error(`the demo customer could not sign in (${login.status}): is the demo data there?`);
  const cookie = session.split(';')[0];
  const list = await (await fetch(`${url}/secure/orders`, { headers: { cookie } })).json();
  const order = list.model?.orders?.[0];
  if (!order) throw new Error('the demo customer has no order');
  return {
    cookie,
    order: { id: order.id, productId: order.orderItems[0].product.id, chefNickname: order.chef.storeName },
  };
}

/** Runs sqlmap on one target in an output folder of its own; resolves with its stdout. */
function runSqlmap(target, outputDir) {
  const args = [
    '-u',
    target.url,
    ...(target.data ? ['--data', target.data] : []),
    ...(target.cookie ? ['--cookie', target.cookie] : []),
    // 401 is this server's "wrong password" and "no session" (a payload in the cookie), not HTTP
    // authentication: without this sqlmap stops at the first one.
    '--ignore-code=401',
    '--batch',
    `--level=${options.level}`,
    `--risk=${options.risk}`,
    // PGlite is PostgreSQL too: payloads of other database engines cannot apply.
    '--dbms=PostgreSQL',
    // The answers' own cookies (a new session at each login) must not replace the one given.
    '--drop-set-cookie',
    `--output-dir=${outputDir}`,
    '-t',
    path.join(outputDir, 'traffic.txt'),
    '--disable-coloring',
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(SQLMAP, args, { cwd: outputDir, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', () => resolve(output));
  });
}

/** What sqlmap found, from its console output, its traffic file, its results CSV and its per-host log. */
function judge(output, outputDir) {
  const traffic = readFileSync(path.join(outputDir, 'traffic.txt'), 'utf8');
  const requests = traffic.match(/^HTTP request \[#\d+\]:$/gm)?.length ?? 0;
  // "GET parameter 'productId'", "(custom) POST parameter 'JSON productId'", "parameter 'User-Agent'".
  const tested = [
    ...output.matchAll(/(?:(GET|POST|Cookie) )?parameter '([^']+)' does not seem to be injectable/g),
  ].map(([, place, name]) => (place ? `${place} ${name}` : name));
  const line = /HTTP error codes detected during run:\s*\n(.*)/.exec(output)?.[1] ?? '';
  const codes = [...line.matchAll(/(\d{3}) \([^)]*\) - (\d+) times/g)].map(([, code, n]) => `${code} x${n}`);
  const serverErrors = codes.filter((code) => code.startsWith('5'));
  const findings = injectionRows(outputDir);
  const injectable = findings.length > 0 || output.includes('identified the following injection point');
  const clean = output.includes('all tested parameters do not appear to be injectable');
  const verdict = injectable ? 'INJECTABLE' : clean ? 'nothing injectable' : 'NOT TESTED';
  return { requests, tested, codes, serverErrors, findings, verdict };
}

/** The injection points sqlmap recorded: rows of its results CSV and lines of the host's log file. */
function injectionRows(outputDir) {
  const rows = [];
  for (const name of readdirSync(outputDir)) {
    if (/^results-.*\.csv$/.test(name))
      rows.push(...readFileSync(path.join(outputDir, name), 'utf8').trim().split('\n').slice(1));
    const log = path.join(outputDir, name, 'log');
    if (existsSync(log))
      rows.push(
        ...readFileSync(log, 'utf8')
          .split('\n')
          .filter((l) => l.trim()),
      );
  }
  return rows;
}

/** npm run db:check on the run's database, once the server has stopped (with the key it signed with). */
function checkInvariants(env) {
  const run = spawnSync(process.execPath, [path.join(ROOT, 'scripts/db-check.mjs')], {
    cwd: ROOT,
    env: { ...process.env, LEDGER_CHECKPOINT_KEY: BENCH_LEDGER_CHECKPOINT_KEY, ...env },
    encoding: 'utf8',
  });
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}`.trim() };
}

const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts/start.mjs'), '--build-only'], {
  cwd: ROOT,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

/** Starts the server, runs sqlmap on each chosen target, and checks the server still answers; stops it. */
async function scan(databaseEnv, work) {
  const server = await startServer({
    env: { ...databaseEnv, SEED_DEMO: 'true', LOG_LEVEL: 'error', ...NO_RATE_LIMITS },
    giveUpMs: 300_000,
  });
  try {
    console.log(`server on ${server.url} (${databaseEnv.DATABASE_URL ? 'PostgreSQL' : 'embedded database'})`);
    const all = targets({ url: server.url, ...(await demoFixtures(server.url)) });
    const unknown = options.target.filter((name) => !all.some((t) => t.name === name));
    if (unknown.length > 0)
      throw new Error(`unknown target ${unknown.join(', ')}; targets: ${all.map((t) => t.name).join(', ')}`);
    const results = [];
    for (const target of all.filter((t) => options.target.length === 0 || options.target.includes(t.name))) {
      const outputDir = path.join(work, 'sqlmap', target.name);
      mkdirSync(outputDir, { recursive: true });
      const began = performance.now();
      const output = await runSqlmap(target, outputDir);
      const result = {
        name: target.name,
        seconds: Math.round((performance.now() - began) / 1000),
        ...judge(output, outputDir),
      };
      results.push(result);
      console.log(
        `${target.name}: ${result.verdict}, ${result.requests} requests in ${result.seconds} s; tested ${result.tested.join(', ')}`,
      );
      if (result.findings.length > 0) console.log(result.findings.join('\n'));
      if (result.verdict === 'NOT TESTED') console.log(output.split('\n').slice(-30).join('\n'));
    }
    const health = await fetch(`${server.url}/health`);
    if (health.status !== 200) throw new Error(`/health answers ${health.status} after the run`);
    return results;
  } finally {
    await server.stop();
  }
}

const work = mkdtempSync(path.join(tmpdir(), 'hearth-sqlmap-'));
const databaseEnv = process.env.DATABASE_URL
  ? { DATABASE_URL: process.env.DATABASE_URL }
  : { DATA_DIR: path.join(work, 'data') };
const startedAt = performance.now();
let results;
try {
  results = await scan(databaseEnv, work);
} catch (error) {
  rmSync(work, { recursive: true, force: true });
  console.error(`the sqlmap run failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}

const invariants = checkInvariants(databaseEnv);
const seconds = Math.round((performance.now() - startedAt) / 1000);
rmSync(work, { recursive: true, force: true });

console.log(
  `\nsqlmap ${spawnSync(SQLMAP, ['--version'], { encoding: 'utf8' }).stdout.split('\n')[0]}, --level ${options.level} --risk ${options.risk} --dbms PostgreSQL\n`,
);
console.log(
  table([
    ['target', 'requests', 'seconds', 'parameters', 'HTTP error codes', 'verdict'],
    ...results.map((r) => [
      r.name,
      r.requests,
      r.seconds,
      r.tested.length,
      r.codes.join(' ') || '-',
      r.verdict,
    ]),
  ]),
);
const total = results.reduce((sum, r) => sum + r.requests, 0);
console.log(
  `\n${total} requests in ${seconds} s in all (start-up included); invariants: ${invariants.ok ? 'hold' : 'BROKEN'}`,
);
if (!invariants.ok) console.log(invariants.output);

const file = resultPath('sqlmap', 'json');
writeFileSync(
  file,
  `${JSON.stringify({ machine: machine(), level: Number(options.level), risk: Number(options.risk), seconds, invariants: invariants.ok, results }, null, 2)}\n`,
);
console.log(`written to ${path.relative(ROOT, file)}`);

const failed = results.filter((r) => r.verdict !== 'nothing injectable' || r.serverErrors.length > 0);
if (failed.length > 0 || !invariants.ok) {
  console.error(
    `FAILED: ${failed.map((r) => `${r.name} (${r.verdict}${r.serverErrors.length ? `, ${r.serverErrors.join(' ')}` : ''})`).join(', ') || 'invariants'}`,
  );
  process.exit(1);
}
