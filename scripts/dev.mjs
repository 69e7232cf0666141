// `npm run dev`: the API with tsx watch (restarts on server changes, port 3000) and Vite's dev server
// (hot reload, port 5173, proxying API paths to :3000). Ctrl-C stops both; if either stops, so does the other.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './lib/build.mjs';

const API_PORT = '3000';
const WEB_PORT = 5173;

const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);
const children = [
  {
    name: 'api',
    // Run from the root like `npm start`, so a relative DATA_DIR (default ./data) means the same folder.
    child: spawn(bin('tsx'), ['watch', '--clear-screen=false', 'apps/server/src/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, PORT: API_PORT },
      stdio: 'inherit',
    }),
  },
  {
    name: 'web',
    child: spawn(bin('vite'), ['--port', String(WEB_PORT), '--strictPort'], {
      cwd: path.join(ROOT, 'apps/web'),
      stdio: 'inherit',
    }),
  },
];

console.log(`[hearth] dev: starting the API on :${API_PORT} and Vite on :${WEB_PORT}`);

/** Tells where to go once the API answers (Vite is ready well before it). */
async function announceWhenReady() {
  for (let tries = 0; tries < 600 && !stopping; tries += 1) {
    try {
      const res = await fetch(`http://127.0.0.1:${API_PORT}/health`, { signal: AbortSignal.timeout(1_000) });
      if (res.ok) {
        console.log(`[hearth] dev: ready, open http://localhost:${WEB_PORT} (hot reload; Ctrl-C stops both)`);
        return;
      }
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

let stopping = false;
function stopAll(signal = 'SIGTERM') {
  if (stopping) return;
  stopping = true;
  for (const { child } of children)
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
}

let exitCode = 0;
let running = children.length;
for (const { name, child } of children) {
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[hearth] dev: ${name} stopped (${signal ?? code}); stopping the other one`);
      exitCode = code || 1;
      stopAll();
    }
    running -= 1;
    if (running === 0) process.exit(exitCode);
  });
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopAll(signal));
void announceWhenReady();
