// `npm start`: builds what is missing or stale (web bundle, server bundle), then runs the server, which
// serves the API and apps/web/dist on one port. `npm run build` (--build-only) stops after building;
// --force rebuilds everything. The environment passes through unchanged (PORT, DATA_DIR, DATABASE_URL...).
import path from 'node:path';
import { spawn } from 'node:child_process';
import { ROOT, buildStale } from './lib/build.mjs';

const args = new Set(process.argv.slice(2));
const unknown = [...args].filter((a) => a !== '--build-only' && a !== '--force');
if (unknown.length > 0) {
  console.error(
    `Unknown option ${unknown.join(' ')}. Usage: node scripts/start.mjs [--build-only] [--force]`,
  );
  process.exit(2);
}

try {
  await buildStale({ force: args.has('--force') });
} catch (error) {
  console.error(`[hearth] build failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
if (args.has('--build-only')) process.exit(0);

const server = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(ROOT, 'apps/server/dist/main.js')],
  { stdio: 'inherit', env: process.env },
);

// The server shuts down gracefully on SIGINT/SIGTERM (it finishes requests in flight): pass them on and
// wait for it rather than dying first. A second signal is passed on too; the server ignores repeats.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (server.exitCode === null && server.signalCode === null) server.kill(signal);
  });
}

server.on('error', (error) => {
  console.error(`[hearth] could not start the server: ${error.message}`);
  process.exit(1);
});
server.on('exit', (code, signal) => {
  process.exit(code ?? (signal === 'SIGINT' ? 130 : signal === 'SIGTERM' ? 143 : 1));
});
