import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface HearthServer {
  baseURL: string;
  /** Everything the server printed so far (shown when a journey fails). */
  output: () => string;
  stop: () => Promise<void>;
}

let built = false;

/** Builds the web and server bundles when stale, once per test process (as `npm start` does). */
export function buildOnce(): void {
  if (built) return;
  const result = spawnSync(process.execPath, [path.join(ROOT, 'scripts/start.mjs'), '--build-only'], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) throw new Error('`node scripts/start.mjs --build-only` failed');
  built = true;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseURL: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Hearth exited with ${child.exitCode}:\n${output()}`);
    try {
      const res = await fetch(`${baseURL}/health`, { signal: AbortSignal.timeout(1_000) });
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Hearth did not answer /health within 60 s:\n${output()}`);
}

/**
 * Starts the product as `npm start` runs it (the built bundle), on a free port with a fresh temporary
 * DATA_DIR, the demo data, and NODE_ENV=development so that /dev/mailbox exists.
 */
export async function startHearth(env: Record<string, string> = {}): Promise<HearthServer> {
  buildOnce();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hearth-e2e-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    ['--enable-source-maps', path.join(ROOT, 'apps/server/dist/main.js')],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        SMTP_URL: '',
        PUBLIC_URL: '',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let log = '';
  const collect = (chunk: Buffer) => {
    log += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const output = () => log;

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseURL, child, output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, output, stop };
}
