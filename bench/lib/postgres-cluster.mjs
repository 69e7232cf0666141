// A PostgreSQL server of the drill's own: a cluster initialised in a temporary folder with Debian's binaries,
// listening on a free port of 127.0.0.1 with trust authentication, that the drill may stop and start at will
// (the shared server on 5432 is never touched). PostgreSQL refuses to run as root, so as root every command
// runs as the `postgres` OS user (runuser), which owns the folder.
import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './server.mjs';

const run = promisify(execFile);

/** The newest installed PostgreSQL's bin folder (PG_BIN overrides it). */
export function postgresBinDir() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((v) => existsSync(path.join(base, v, 'bin/pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) throw new Error(`no PostgreSQL under ${base}: apt-get install postgresql`);
  return path.join(base, versions[0], 'bin');
}

const asRoot = process.getuid?.() === 0;

/** [file, args] of a PostgreSQL binary, as the postgres user when this process is root. */
function command(bin, name, args) {
  const file = path.join(bin, name);
  return asRoot ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
}

/**
 * initdb in a fresh temporary folder; answers { url, port, dir, start(), stop(mode), running, destroy() }.
 * `start` and `stop` wait until the server is up or down (pg_ctl -w); they run asynchronously so the load
 * of a drill keeps going meanwhile. `destroy` stops the server (immediate) and removes the folder; it is
 * synchronous so an exit handler can call it.
 */
export async function createCluster({ bin = postgresBinDir() } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'hearth-pg-'));
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'postgres.log');
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const port = await freePort();
  const pgCtl = async (args) => {
    const [file, argv] = command(bin, 'pg_ctl', ['-D', dataDir, ...args]);
    await run(file, argv, { encoding: 'utf8' });
  };
  {
    const [file, argv] = command(bin, 'initdb', [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '--encoding=UTF8',
      '--locale=C',
      '--no-sync',
    ]);
    await run(file, argv, { encoding: 'utf8' });
  }
  // The socket goes to the cluster's own folder; only TCP on 127.0.0.1 is used.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=100`;
  const cluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    dir,
    logFile,
    running: false,
    async start() {
      await pgCtl(['start', '-w', '-t', '60', '-l', logFile, '-o', options]);
      cluster.running = true;
    },
    /** `fast` ends the sessions with 57P01 and checkpoints; `immediate` kills them (crash recovery next). */
    async stop(mode = 'fast') {
      await pgCtl(['stop', '-w', '-t', '60', '-m', mode]);
      cluster.running = false;
    },
    destroy() {
      if (cluster.running) {
        const [file, argv] = command(bin, 'pg_ctl', ['-D', dataDir, 'stop', '-m', 'immediate', '-w']);
        try {
          execFileSync(file, argv, { stdio: 'ignore' });
        } catch {
          // already down
        }
        cluster.running = false;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return cluster;
}
