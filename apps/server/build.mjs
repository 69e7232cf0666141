// Bundles the server for `npm start`: src/main.ts -> dist/main.js, and each command of src/cli/ -> dist/NAME.js
// (run by scripts/lib/run-bundled.mjs; see docs/decisions/004-start-builds-what-is-stale.md).
//
// npm packages stay external (node loads them from node_modules at run time); the workspace package
// @hearth/domain is TypeScript source, so it is inlined. The outputs sit directly in dist/, one level under
// apps/server, because src/paths.ts finds the migrations and the web bundle relative to its own file.
import { fileURLToPath } from 'node:url';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const serverRoot = path.dirname(fileURLToPath(import.meta.url));

/** Keeps every bare import (an npm package) external, except our own workspace packages. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@hearth/') || args.kind === 'entry-point') return undefined;
      return { path: args.path, external: true };
    });
  },
};

/** Builds the server bundle; resolves when dist/ is written. */
export async function buildServer({ logLevel = 'warning' } = {}) {
  // The chunks of an earlier build are named by their hashes: removed, so that only this build's remain.
  const dist = path.join(serverRoot, 'dist');
  if (existsSync(dist))
    for (const file of readdirSync(dist)) if (file.startsWith('chunk-')) rmSync(path.join(dist, file));
  await build({
    absWorkingDir: serverRoot,
    entryPoints: {
      main: 'src/main.ts',
      'make-operator': 'src/cli/make-operator.ts',
      'seed-large': 'src/cli/seed-large.ts',
      'check-invariants': 'src/cli/check-invariants.ts',
      'db-backup': 'src/cli/backup.ts',
      'db-restore': 'src/cli/restore.ts',
      'pglite-snapshot': 'src/cli/pglite-snapshot.ts',
      'demo-pictures': 'src/cli/demo-pictures.ts',
      'files-migrate': 'src/cli/files-migrate.ts',
    },
    outdir: 'dist',
    // Shared code in chunks beside the entries (dist/, the depth paths.ts counts on), and what is imported
    // with import() in chunks of its own: the S3 driver and its SDK load only when a bucket is configured.
    splitting: true,
    chunkNames: 'chunk-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    // Stack traces point at the TypeScript source when run with --enable-source-maps.
    sourcesContent: false,
    legalComments: 'none',
    plugins: [externalPackages],
    logLevel,
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildServer({ logLevel: 'info' });
}
