// `npm run seed:large`: the large data set of the benchmarks (apps/server/src/seed/large-seed.ts) in the
// configured database (DATA_DIR or DATABASE_URL). Runs the bundled command (built first when stale) from the
// repository root, so that DATA_DIR means what it means for `npm start`. Stop the server first on the
// embedded database: one PGlite data folder is opened by one process at a time.
import path from 'node:path';
import { spawn } from 'node:child_process';
import { ROOT, buildStale } from './lib/build.mjs';

await buildStale({ only: ['server'], quiet: true });
const child = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(ROOT, 'apps/server/dist/seed-large.js'), ...process.argv.slice(2)],
  { cwd: ROOT, stdio: 'inherit' },
);
child.on('exit', (code) => process.exit(code ?? 1));
