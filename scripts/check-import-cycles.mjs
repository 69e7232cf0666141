// Fails on any import cycle among the TypeScript files (.ts, .tsx) of packages/domain/src, apps/server/src
// and apps/web/src (decision 050). Run by `npm run lint`, so by `npm test` and CI.
//
// What counts as an edge:
// - Type-only imports (`import type`, `import { type X }`) count. They cost nothing at run time, but a loop
//   of them still ties two concepts together so that neither file can be read or moved alone, and a type
//   import turns into a value import with one edit. The fix is cheap: move the type to the file that owns
//   the concept (or to packages/domain/src/fields.ts).
// - Re-exports (`export ... from`) count: they load the file like an import does.
// - Dynamic imports (`import()`) do not: they run later, when the module graph is loaded, which is how lazy
//   pages work.
// - Test files (*.test.ts, *.test.tsx) are not read: nothing imports a test, so none can be in a cycle.
// - An import of another workspace (@hearth/domain/*) ends the walk there: each src folder is checked on its
//   own, and no loop can cross workspaces, as the domain imports no app.
import { readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCircular, parseDependencyTree } from 'dpdm';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const ROOTS = ['packages/domain/src', 'apps/server/src', 'apps/web/src'];

/** The non-test .ts and .tsx files under `dir`. */
function sourceFiles(dir) {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes('node_modules'))
    .map((file) => join(dir, file));
}

const started = performance.now();
const tree = await parseDependencyTree(ROOTS.flatMap(sourceFiles), {
  cwd: root,
  context: root,
  // Read the sources as written (no transpiling), so type-only imports stay in the graph.
  transform: false,
  // The web app's `@/` alias (the only paths alias of the three folders).
  tsconfig: join(root, 'apps/web/tsconfig.json'),
  // Only our own files: a package in node_modules is a leaf.
  include: new RegExp(`^${root.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/(packages|apps)/[^/]+/src/`),
  exclude: /node_modules/,
});
const cycles = parseCircular(tree, true).map((loop) =>
  loop.map((file) => relative(root, resolve(root, file))),
);
const seconds = ((performance.now() - started) / 1000).toFixed(1);

if (cycles.length > 0) {
  console.error(
    `Import cycles (${cycles.length}); break each by moving what both files need to a third file:`,
  );
  for (const loop of cycles) console.error(`  ${[...loop, loop[0]].join(' -> ')}`);
  process.exit(1);
}
const read = Object.values(tree).filter((dependencies) => dependencies !== null).length;
console.log(`No import cycle among ${read} modules (${seconds} s).`);
