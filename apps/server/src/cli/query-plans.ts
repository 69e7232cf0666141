/**
 * `npm run bench:plans`: the query plans of the listing and order calls on PostgreSQL over the large data
 * set. Runs the real app in this process against DATABASE_URL, calls the endpoints as a client would
 * (signed in as the benchmark customer and chef where needed), collects every statement they run, then
 * EXPLAINs each one (ANALYZE for reads) and exits 1 when any plan reads a large table by a sequential scan.
 * `npm run seed:large` with the same DATABASE_URL first.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { listUnpaidOrdersPlacedBefore } from '../modules/orders/order-repository.ts';
import { LARGE_SEED_FIXTURES as FIXTURES } from '../seed/large-data.ts';

/** A table with more rows than this is large: reading all of it for one page is a missing index. */
export const LARGE_TABLE_ROWS = 20_000;

interface Statement {
  call: string;
  query: string;
  params: unknown[];
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const url = process.env.DATABASE_URL;
if (!url?.startsWith('postgres')) {
  console.error('Usage: DATABASE_URL=postgres://... npm run bench:plans (after npm run seed:large on it)');
  process.exit(2);
}

const statements: Statement[] = [];
let currentCall: string | null = null;
const database = await openDatabase({
  url,
  onQuery: (query, params) => {
    if (currentCall) statements.push({ call: currentCall, query, params });
  },
});
await database.migrate();
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  PUBLIC_URL: 'http://127.0.0.1:3000',
  // The benchmarks' key (bench/lib/server.mjs): CI's db:check on this database verifies with it.
  LEDGER_CHECKPOINT_KEY: 'hearth-bench-ledger-checkpoints-key-not-a-secret',
  PAYMENTS_PROVIDER: 'test',
  SEED_DEMO: 'false',
  LOG_LEVEL: 'silent',
  WEB_DIST_DIR: '/nonexistent-web-dist',
});
const app = await buildApp({ config, database, logger: false });
const admin = new pg.Client({ connectionString: url });
await admin.connect();

try {
  await admin.query('analyze');
  const calls = await callEndpoints(app);
  const large = await largeTables(admin);
  let failures = 0;
  for (const call of calls) {
    console.log(`\n${call}`);
    for (const statement of unique(statements.filter((s) => s.call === call))) {
      const { scans, ms } = await explain(admin, statement);
      const seqScans = scans.filter((s) => s.type === 'Seq Scan' && large.has(s.relation));
      failures += seqScans.length;
      const flag = seqScans.length > 0 ? 'SEQUENTIAL SCAN of a large table' : 'ok';
      console.log(
        `  ${flag.padEnd(4)}  ${ms === null ? '' : `${ms.toFixed(2)} ms  `}${shorten(statement.query)}`,
      );
      for (const scan of scans) console.log(`        ${describe(scan)}`);
    }
  }
  console.log(
    failures === 0
      ? `\nNo sequential scan of a table over ${LARGE_TABLE_ROWS} rows (${[...large].join(', ')}).`
      : `\n${failures} sequential scan(s) of large tables.`,
  );
  process.exitCode = failures === 0 ? 0 : 1;
} finally {
  await admin.end();
  await app.close();
  await database.close();
}

/** Calls each endpoint once, its statements recorded under its name; the names in order. */
async function callEndpoints(app: FastifyInstance): Promise<string[]> {
  const customer = await signIn(app, FIXTURES.customerEmail);
  const chef = await signIn(app, FIXTURES.chefEmail);
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  const dishes = await app.inject({
    method: 'POST',
    url: '/store/products',
    headers: form,
    payload: `nickname=${FIXTURES.chefNickname}`,
  });
  const productIds: number[] = dishes
    .json()
    .model.products.map((p: { product: { id: number } }) => p.product.id);
  const orders = await app.inject({ url: '/secure/orders', headers: { cookie: customer } });
  const orderId: number = orders.json().model.orders[0].id;
  const cart = JSON.stringify(productIds.slice(0, 5).map((productId) => ({ productId, productVolume: 2 })));

  const calls: [string, InjectOptions][] = [
    [
      'POST /store/merchants (no filter)',
      { method: 'POST', url: '/store/merchants', headers: form, payload: 'page=0' },
    ],
    [
      'POST /store/merchants (kitchen type + city + max rate)',
      {
        method: 'POST',
        url: '/store/merchants',
        headers: form,
        payload: 'page=0&kitchenType=grill&city=Kaunas&hourRate=1000',
      },
    ],
    [
      'POST /store/merchants (city)',
      { method: 'POST', url: '/store/merchants', headers: form, payload: 'page=0&city=Vilnius' },
    ],
    [
      'POST /store/merchants (available on a day)',
      { method: 'POST', url: '/store/merchants', headers: form, payload: 'page=0&availableOn=2026-12-01' },
    ],
    [
      'GET /store/chef-slots (a cart, two weeks)',
      {
        url: `/store/chef-slots?from=2026-12-01&to=2026-12-14&items=${encodeURIComponent(cart)}`,
      },
    ],
    [
      'POST /store/merchants (page 50)',
      { method: 'POST', url: '/store/merchants', headers: form, payload: 'page=50' },
    ],
    [
      'POST /store/products (one chef)',
      { method: 'POST', url: '/store/products', headers: form, payload: `nickname=${FIXTURES.chefNickname}` },
    ],
    ['GET /store/product', { url: `/store/product?productId=${productIds[0]}` }],
    ['GET /store/product-details', { url: `/store/product-details?productId=${productIds[0]}` }],
    ['GET /store/reviews (one chef)', { url: `/store/reviews?nickname=${FIXTURES.chefNickname}&page=0` }],
    [
      'POST /store/calculate-fees (5 items)',
      {
        method: 'POST',
        url: '/store/calculate-fees',
        headers: form,
        payload: `items=${encodeURIComponent(cart)}`,
      },
    ],
    ['GET /secure/orders (the customer)', { url: '/secure/orders', headers: { cookie: customer } }],
    [
      'GET /secure/orders?page=1 (the customer)',
      { url: '/secure/orders?page=1', headers: { cookie: customer } },
    ],
    ['GET /secure/order', { url: `/secure/order?orderId=${orderId}`, headers: { cookie: customer } }],
    ['GET /secure/seller-orders (the chef)', { url: '/secure/seller-orders', headers: { cookie: chef } }],
    [
      'GET /secure/seller-orders?page=3 (the chef)',
      { url: '/secure/seller-orders?page=3', headers: { cookie: chef } },
    ],
    [
      'GET /secure/upcoming-bookings (the chef)',
      { url: '/secure/upcoming-bookings', headers: { cookie: chef } },
    ],
    // The header's badge asks this on every page a signed-in user opens (decision 064).
    ['GET /secure/unread-messages (the chef)', { url: '/secure/unread-messages', headers: { cookie: chef } }],
    [
      'GET /secure/conversations (the customer)',
      { url: '/secure/conversations', headers: { cookie: customer } },
    ],
    ['GET /secure/wallet (the customer)', { url: '/secure/wallet', headers: { cookie: customer } }],
    ['GET /secure/earnings (the chef)', { url: '/secure/earnings', headers: { cookie: chef } }],
    [
      'POST /ask?q= (a grill chef in Kaunas)',
      { method: 'POST', url: `/ask?q=${encodeURIComponent('Is there a grill chef in Kaunas?')}` },
    ],
  ];
  for (const [name, request] of calls) {
    app.readCache.clear(); // the plans of the queries behind the cached answers
    currentCall = name;
    const res = await app.inject(request);
    currentCall = null;
    if (res.statusCode !== 200)
      throw new Error(`${name} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  }
  // Not a call: the sweep every instance runs each minute for the orders left unpaid (read only here).
  const sweep = 'the unpaid-orders sweep (every minute)';
  currentCall = sweep;
  await listUnpaidOrdersPlacedBefore(
    app.db,
    new Date(Date.now() - config.UNPAID_ORDER_TTL_MINUTES * 60_000),
    100,
  );
  currentCall = null;
  return [...calls.map(([name]) => name), sweep];
}

async function signIn(app: FastifyInstance, email: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/pw-login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ identityKey: email, password: FIXTURES.password }).toString(),
  });
  if (res.statusCode !== 200) throw new Error(`signing in ${email} answered ${res.statusCode}: ${res.body}`);
  return res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

/** Tables whose estimated row count is over LARGE_TABLE_ROWS (after ANALYZE). */
async function largeTables(client: pg.Client): Promise<Set<string>> {
  const { rows } = await client.query<{ relname: string }>(
    `select relname from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace and reltuples > $1`,
    [LARGE_TABLE_ROWS],
  );
  return new Set(rows.map((r) => r.relname));
}

function unique(list: Statement[]): Statement[] {
  const seen = new Set<string>();
  return list.filter((s) => !seen.has(s.query) && seen.add(s.query));
}

interface Scan {
  type: string;
  relation: string;
  index?: string;
}

/** The plan's scans, and its execution time for reads (EXPLAIN ANALYZE runs them; writes are only planned). */
async function explain(
  client: pg.Client,
  statement: Statement,
): Promise<{ scans: Scan[]; ms: number | null }> {
  const read = /^\s*(select|with)\b/i.test(statement.query);
  const { rows } = await client.query(
    `explain (${read ? 'analyze, ' : ''}format json) ${statement.query}`,
    statement.params,
  );
  const [root] = rows[0]['QUERY PLAN'] as [{ Plan: PlanNode; 'Execution Time'?: number }];
  const scans: Scan[] = [];
  const walk = (node: PlanNode) => {
    if (node['Relation Name'])
      scans.push({ type: node['Node Type'], relation: node['Relation Name'], index: node['Index Name'] });
    node.Plans?.forEach(walk);
  };
  walk(root.Plan);
  return { scans, ms: root['Execution Time'] ?? null };
}

function describe(scan: Scan): string {
  return `${scan.type} on ${scan.relation}${scan.index ? ` using ${scan.index}` : ''}`;
}

function shorten(query: string): string {
  const flat = query.replace(/\s+/g, ' ');
  return flat.length > 140 ? `${flat.slice(0, 137)}...` : flat;
}
