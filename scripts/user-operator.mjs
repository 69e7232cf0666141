// `npm run user:operator -- EMAIL`: gives an existing account the OPERATOR role. Runs the bundled command
// (built first when stale) from the repository root, so that DATA_DIR means what it means for `npm start`.
// On the embedded database, stop the server first: one PGlite data folder is opened by one process at a time.
import path from 'node:path';
import { spawn } from 'node:child_process';
import { ROOT, buildStale } from './lib/build.mjs';

await buildStale({ only: ['server'], quiet: true });
const child = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(ROOT, 'apps/server/dist/make-operator.js'), ...process.argv.slice(2)],
  { cwd: ROOT, stdio: 'inherit' },
);
child.on('exit', (code) => process.exit(code ?? 1));
