// The embedded database's first statements after a start under two V8 budgets for recompiling PGlite's
// WebAssembly with the optimising compiler (decision 090): V8's default and the server's
// (WASM_TIERING_BUDGET in apps/server/src/db/pglite-options.ts). Each run is a process of its own on a copy
// of the build's demo database snapshot: it opens the database, runs 2,000 reads of the kinds the app runs
// (a marketplace page with its chefs, an order with its lines, a sign-in lookup) and reports the opening,
// each batch of 250 reads, and the CPU time of the process's other threads (V8's compilers and collector).
// Runs alternate between the two budgets; the medians are printed with the load before and after.
// Usage: node bench/wasm-tiering.mjs [runs=5]
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { buildStale } from '../scripts/lib/build.mjs';
import { loadAverages, median, ROOT } from './lib/server.mjs';

const V8_DEFAULT_BUDGET = 1_800_000;
const STATEMENTS = 2_000;
const BATCH = 250;
const READS = [
  `select p.id, p.title, p.price_cents, u.nickname from products p join users u on u.id = p.owner_id
    where p.active order by p.id desc limit 20`,
  `select o.id, o.status, i.product_id, i.volume, i.price_cents from orders o join order_items i on i.order_id = o.id
    where o.id = (select min(id) from orders)`,
  `select id, email, password_hash from users where email = 'ruta@example.com'`,
];

/** CPU milliseconds of this process's threads other than the main one (V8's background work). */
function otherThreadsCpuMs() {
  let ticks = 0;
  for (const task of readdirSync('/proc/self/task')) {
    if (Number(task) === process.pid) continue;
    const stat = readFileSync(`/proc/self/task/${task}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks * 10; // USER_HZ is 100 on Linux
}

/** One run: `budget` is V8's default or "server" (the server's own, which its options module sets). */
async function child(budget, folder) {
  const { PGLITE_OPTIONS, WASM_TIERING_BUDGET } = await import('../apps/server/src/db/pglite-options.ts');
  const used = budget === 'server' ? WASM_TIERING_BUDGET : Number(budget);
  setFlagsFromString(`--wasm-tiering-budget=${used}`); // after the options module set the server's
  const { PGlite } = await import('@electric-sql/pglite');
  const startedAt = performance.now();
  const db = await PGlite.create(folder, PGLITE_OPTIONS);
  const open = performance.now() - startedAt;
  const batches = [];
  let batchStart = performance.now();
  for (let i = 1; i <= STATEMENTS; i += 1) {
    await db.query(READS[i % READS.length]);
    if (i % BATCH === 0) {
      batches.push(performance.now() - batchStart);
      batchStart = performance.now();
    }
  }
  const otherCpu = otherThreadsCpuMs();
  await db.close();
  console.log(JSON.stringify({ budget: used, open, batches, otherCpu }));
}

function runOnce(budget, snapshot) {
  const folder = mkdtempSync(path.join(tmpdir(), 'hearth-tiering-'));
  try {
    cpSync(snapshot, folder, { recursive: true });
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join(ROOT, 'bench/wasm-tiering.mjs'), '--child', String(budget), folder],
      { cwd: ROOT, encoding: 'utf8' },
    );
    if (run.status !== 0) throw new Error(`the run with budget ${budget} failed:\n${run.stderr}`);
    return JSON.parse(run.stdout.trim().split('\n').at(-1));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

async function main() {
  const runs = Number(process.argv[2] ?? 5);
  await buildStale({ quiet: true });
  const snapshot = path.join(ROOT, 'apps/server/dist/pglite-demo-snapshot');
  const budgets = [String(V8_DEFAULT_BUDGET), 'server'];
  const results = new Map(budgets.map((budget) => [budget, []]));
  console.log(`load average before the runs: ${loadAverages()}`);
  for (let i = 0; i < runs; i += 1)
    for (const budget of budgets) results.get(budget).push(runOnce(budget, snapshot));
  for (const budget of budgets) {
    const list = results.get(budget);
    const batches = list[0].batches.map((_, b) => Math.round(median(list.map((r) => r.batches[b]))));
    console.log(
      `budget ${list[0].budget.toLocaleString('en')}: open ${Math.round(median(list.map((r) => r.open)))} ms, ` +
        `reads per ${BATCH} (ms): ${batches.join(' ')}, ` +
        `other threads' CPU ${Math.round(median(list.map((r) => r.otherCpu)))} ms (medians of ${runs})`,
    );
  }
  console.log(`load average after the runs: ${loadAverages()}`);
}

if (process.argv[2] === '--child') await child(process.argv[3], process.argv[4]);
else await main();
