// What `npm start` and `npm run build` build, and when: a target is rebuilt when it is missing or when any
// of its inputs was modified after it (see docs/decisions/004-start-builds-what-is-stale.md).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const at = (...parts) => path.join(ROOT, ...parts);

const DOMAIN_INPUTS = [at('packages/domain/src'), at('packages/domain/package.json')];

export const TARGETS = [
  {
    name: 'web',
    // The server renderer, which the web build makes last (after dist/index.html): a build cut short between
    // the two, or a dist without it, builds again instead of serving pages that wait for JavaScript.
    output: at('apps/web/dist-server/entry-server.js'),
    inputs: [
      at('apps/web/src'),
      at('apps/web/public'),
      at('apps/web/index.html'),
      at('apps/web/vite.config.ts'),
      at('apps/web/package.json'),
      ...DOMAIN_INPUTS,
    ],
    build: () => run('npm', ['run', 'build', '--workspace', 'apps/web', '--silent']),
  },
  {
    name: 'server',
    output: at('apps/server/dist/main.js'),
    inputs: [
      at('apps/server/src'),
      at('apps/server/drizzle'),
      at('apps/server/build.mjs'),
      at('apps/server/package.json'),
      // The npm packages bundled into the server (apps/server/build.mjs): rebuilt when any is updated.
      at('package-lock.json'),
      ...DOMAIN_INPUTS,
    ],
    build: async () => {
      const { buildServer } = await import('../../apps/server/build.mjs');
      await buildServer();
    },
  },
  {
    // The data folder of an empty embedded database with every migration applied, which a start on an empty
    // DATA_DIR copies instead of making one (apps/server/src/db/pglite-snapshot.ts). After the server: it
    // runs its bundle. Remade when the migrations or PGlite change (a start checks the snapshot's own key as
    // well), or the code that makes it (what the folder keeps: decision 077). The output is the stamp,
    // written last.
    name: 'database snapshot',
    output: at('apps/server/dist/pglite-snapshot.json'),
    inputs: [
      at('apps/server/drizzle'),
      at('node_modules/@electric-sql/pglite/package.json'),
      at('apps/server/src/db/database.ts'),
      at('apps/server/src/db/pglite-snapshot.ts'),
      at('apps/server/src/cli/pglite-snapshot.ts'),
    ],
    build: () => run(process.execPath, [at('apps/server/dist/pglite-snapshot.js')]),
  },
  {
    // The demo data's pictures, rendered once into the cache a cold start reads (src/seed/demo-images.ts).
    name: 'demo pictures',
    output: at('apps/server/dist/demo-pictures'),
    inputs: [at('apps/server/src/seed')],
    build: () => run(process.execPath, [at('apps/server/dist/demo-pictures.js')]),
  },
  {
    // The schema's snapshot with the demo data seeded at the build's time, which a start that seeds the demo
    // data copies and adopts instead of inserting every row (decision 089). After the schema's snapshot and
    // the demo pictures (their sizes are in its rows). Remade when either of them or any of the server's code
    // changes: the seed's rows are made by the orders', the ledger's and the catalogue's own code.
    name: 'demo database snapshot',
    output: at('apps/server/dist/pglite-demo-snapshot.json'),
    inputs: [
      at('apps/server/src'),
      at('apps/server/drizzle'),
      at('node_modules/@electric-sql/pglite/package.json'),
      at('apps/server/dist/pglite-snapshot.json'),
      at('apps/server/dist/demo-pictures'),
      ...DOMAIN_INPUTS,
    ],
    build: () => run(process.execPath, [at('apps/server/dist/pglite-snapshot.js'), '--demo']),
  },
];

/** The newest modification time (ms) of a file or of any file under a folder; 0 when absent. */
export function newestMtime(target) {
  let stats;
  try {
    stats = statSync(target);
  } catch {
    return 0;
  }
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs; // a deleted file changes its folder's time
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/** Why a target needs building, or null when its output is newer than all of its inputs. */
export function staleReason(target) {
  if (!existsSync(target.output)) return `${path.relative(ROOT, target.output)} is missing`;
  const built = statSync(target.output).mtimeMs;
  for (const input of target.inputs) {
    if (newestMtime(input) > built) return `${path.relative(ROOT, input)} changed`;
  }
  return null;
}

/** Builds every stale target (all of them with force), printing what and why; quiet skips "up to date". */
export async function buildStale({ force = false, only, quiet = false } = {}) {
  const buildStartedAt = performance.now();
  let built = 0;
  for (const target of TARGETS) {
    if (only && !only.includes(target.name)) continue;
    const reason = force ? 'forced' : staleReason(target);
    if (!reason) {
      if (!quiet) console.log(`[hearth] ${target.name}: up to date`);
      continue;
    }
    console.log(`[hearth] ${target.name}: building (${reason})`);
    const startedAt = performance.now();
    await target.build();
    console.log(`[hearth] ${target.name}: built in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
    built += 1;
  }
  if (built > 1)
    console.log(`[hearth] build done in ${((performance.now() - buildStartedAt) / 1000).toFixed(1)} s`);
}

/** Runs a command in the repository root with inherited output; rejects when it fails. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? code})`)),
    );
  });
}
