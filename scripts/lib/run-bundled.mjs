// Runs one of the server's bundled commands (apps/server/dist/NAME.js, built first when stale) from the
// repository root with this process's arguments, so that DATA_DIR means what it means for `npm start`, and
// exits with its exit code. The npm scripts of the database commands are one call of this.
import path from 'node:path';
import { spawn } from 'node:child_process';
import { ROOT, buildStale } from './build.mjs';

export async function runBundled(name) {
  await buildStale({ only: ['server'], quiet: true });
  const child = spawn(
    process.execPath,
    ['--enable-source-maps', path.join(ROOT, `apps/server/dist/${name}.js`), ...process.argv.slice(2)],
    { cwd: ROOT, stdio: 'inherit' },
  );
  child.on('exit', (code) => process.exit(code ?? 1));
}
