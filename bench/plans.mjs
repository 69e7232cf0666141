// `npm run bench:plans`: EXPLAIN of the listing and order queries on PostgreSQL over the large data set;
// fails (exit 1) on a sequential scan of a large table. The check itself is
// apps/server/src/cli/query-plans.ts, run from its TypeScript source. Seeds DATABASE_URL first when needed.
// Usage: DATABASE_URL=postgres://postgres@127.0.0.1:5432/hearth_bench npm run bench:plans
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './lib/server.mjs';

if (!process.env.DATABASE_URL?.startsWith('postgres')) {
  console.error(
    "Usage: DATABASE_URL=postgres://... npm run bench:plans (the plans of interest are PostgreSQL's)",
  );
  process.exit(2);
}
const run = (args) => spawnSync(process.execPath, args, { cwd: ROOT, stdio: 'inherit' }).status ?? 1;

const seeded = run([path.join(ROOT, 'scripts/seed-large.mjs')]);
if (seeded !== 0) process.exit(seeded);
process.exit(run(['--import', 'tsx', path.join(ROOT, 'apps/server/src/cli/query-plans.ts')]));
