// Bundles the server for `npm start`: src/main.ts -> dist/main.js, and each command of src/cli/ -> dist/NAME.js
// (run by scripts/lib/run-bundled.mjs; see docs/decisions/004-start-builds-what-is-stale.md).
//
// The npm packages written in plain JavaScript are bundled in too: Node then reads a few files at start instead
// of some 700 (decision 073). Kept external (loaded from node_modules at run time): the packages that need
// their own folder or native code at run time (PGlite's WebAssembly and data files, sharp and argon2's
// binaries, the HEIC decoder's WebAssembly, the API explorer's files), and those loaded only when configured
// (the S3 SDK, Stripe, node-postgres, nodemailer), which a start does not load. The outputs sit directly in
// dist/, one level under apps/server, because src/paths.ts finds the migrations and the web bundle relative
// to its own file. The bundled packages' licences are written to dist/THIRD-PARTY-LICENSES.txt.
import { fileURLToPath } from 'node:url';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const serverRoot = path.dirname(fileURLToPath(import.meta.url));

/** The npm packages loaded from node_modules at run time (each with its subpaths). */
export const EXTERNAL_PACKAGES = [
  // Their own folder or native code at run time.
  '@electric-sql/pglite',
  'sharp',
  '@node-rs/argon2',
  'heic-decode',
  'swagger-ui-dist',
  // Loaded with import() only when configured (decisions 062 and 066).
  '@aws-sdk/client-s3',
  'stripe',
  'pg',
  'nodemailer',
  // Fastify's schema compilers (Ajv, fast-json-stringify), loaded at the first route with a JSON schema: none
  // here (app.ts), so a start does not even parse them.
  '@fastify/ajv-compiler',
  '@fastify/fast-json-stringify-compiler',
  // Fastify's `inject` (requests without a socket), which Fastify requires at its first call: the tests and
  // the query plans' command, never the server (decision 088).
  'light-my-request',
];

/** The package a bare import names: "@scope/name" or "name". */
function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * Drizzle's PGlite driver imports PGlite for a few type ids (and for a constructor it never uses here): the
 * bundle gives it src/db/drizzle-pglite-stand-in.ts instead, so that the main thread never loads PGlite, which
 * runs on the database thread (decision 083).
 */
const DRIZZLE_PGLITE_STAND_IN = path.join(serverRoot, 'src/db/drizzle-pglite-stand-in.ts');

/** Keeps the packages of EXTERNAL_PACKAGES external; every other bare import is bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^@electric-sql\/pglite$/ }, (args) =>
      /node_modules\/drizzle-orm\/pglite\//.test(args.importer)
        ? { path: DRIZZLE_PGLITE_STAND_IN }
        : undefined,
    );
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.kind === 'entry-point' || !EXTERNAL_PACKAGES.includes(packageName(args.path)))
        return undefined;
      return { path: args.path, external: true };
    });
  },
};

/**
 * zod's `z` namespace re-exports its ~70 locales (`z.locales`, and `z.core.locales`), which bundles all of
 * them: some 360 KB of the zod chunk that a start parses for nothing. The server names no locale (`z.config`
 * is never called), and zod registers English itself (its schemas import `locales/en.js` directly), so its
 * messages stay the same. The bundle gives the namespace only English: `z.locales.en` still works, any other
 * locale is undefined (decision 088).
 */
const zodEnglishOnly = {
  name: 'zod-english-only',
  setup(b) {
    b.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) =>
      /node_modules\/zod\/v4\/(?:classic|core)\/[^/]+\.js$/.test(args.importer)
        ? {
            path: path.resolve(path.dirname(args.importer), '../locales/index.js'),
            namespace: 'zod-english-only',
          }
        : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'zod-english-only' }, (args) => ({
      contents: "export { default as en } from './en.js';\n",
      resolveDir: path.dirname(args.path),
      loader: 'js',
    }));
  },
};

/**
 * @fastify/static requires glob for its `wildcard: false`, which lists a folder at registration and gives
 * each file a route. The server uses it with `wildcard: true` or `serve: false` only (plugins/spa.ts lists
 * the web app's few top files itself), so glob and its packages (minimatch, path-scurry, lru-cache,
 * minipass: some 220 KB) would be parsed and run at each start for nothing. The bundle gives
 * @fastify/static a glob that refuses instead (decision 088).
 */
const noGlobForStatic = {
  name: 'no-glob-for-static',
  setup(b) {
    b.onResolve({ filter: /^glob$/ }, (args) =>
      /node_modules\/@fastify\/static\/index\.js$/.test(args.importer)
        ? { path: 'glob', namespace: 'no-glob-for-static' }
        : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'no-glob-for-static' }, () => ({
      contents:
        'export async function glob() {\n' +
        '  throw new Error("@fastify/static\'s wildcard: false needs glob, which the server bundle leaves out " +\n' +
        "    '(build.mjs): give the files routes of their own, as plugins/spa.ts does');\n" +
        '}\n',
      loader: 'js',
    }));
  },
};

/**
 * Fastify's server module requires `node:https` and `node:http2` when it loads, for an app made with its
 * `https` or `http2` option; this one is plain HTTP (TLS ends at the proxy in front). Loading them (TLS,
 * assert and HTTP/2's modules) took some 20 ms of a start's main thread. The bundle gives that module a
 * stand-in for each that loads the real one at its first call (decision 088).
 */
const LAZY_FOR_FASTIFY_SERVER = {
  'node:https': ['createServer'],
  'node:http2': ['createServer', 'createSecureServer'],
};
const lazyBuiltinsForFastifyServer = {
  name: 'lazy-builtins-for-fastify-server',
  setup(b) {
    b.onResolve({ filter: /^node:https?2?$/ }, (args) =>
      /node_modules\/fastify\/lib\/server\.js$/.test(args.importer) && LAZY_FOR_FASTIFY_SERVER[args.path]
        ? { path: args.path, namespace: 'lazy-builtins-for-fastify-server' }
        : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'lazy-builtins-for-fastify-server' }, (args) => ({
      contents: [
        'let loaded;',
        ...LAZY_FOR_FASTIFY_SERVER[args.path].map(
          (name) =>
            `exports.${name} = (...args) => (loaded ??= require(${JSON.stringify(args.path)})).${name}(...args);`,
        ),
      ].join('\n'),
      loader: 'js',
    }));
  },
};

/**
 * find-my-way (Fastify's router) compiles small functions with `new Function` as routes are added: for each
 * static node of the tree, one comparing its prefix (again at each split of that node as the tree grows),
 * and for each route, one making its parameters' object. About 170 routes made some 400 of them at each
 * start, a twentieth of the main thread's start-up work. The bundle makes each one compile at its first
 * call instead and take its place: the same functions, the same lookups once a route has answered
 * (decision 088). Should find-my-way's source change, the build warns and bundles it as it is.
 */
export const FIND_MY_WAY_AT_FIRST_CALL = {
  'lib/node.js': [
    [
      "  return new Function('path', 'i', `'use strict'\\nreturn ${lines.join(' && ')}`) // eslint-disable-line\n",
      "  const source = `'use strict'\\nreturn ${lines.join(' && ')}`\n" +
        '  return function matchPrefixAtFirstCall (path, i) {\n' +
        "    const match = new Function('path', 'i', source) // eslint-disable-line\n" +
        '    if (this != null && this.matchPrefix === matchPrefixAtFirstCall) this.matchPrefix = match\n' +
        '    return match(path, i)\n' +
        '  }\n',
    ],
  ],
  'lib/handler-storage.js': [
    [
      '      _createParamsObject: this._compileCreateParamsObject(params)\n',
      '      _createParamsObject: createParamsObjectAtFirstCall(this, params)\n',
    ],
    [
      'module.exports = HandlerStorage\n',
      'function createParamsObjectAtFirstCall (storage, params) {\n' +
        '  return function createParamsAtFirstCall (param0, param1, param2, param3, extraParams) {\n' +
        '    const create = storage._compileCreateParamsObject(params)\n' +
        '    if (this != null && this._createParamsObject === createParamsAtFirstCall) this._createParamsObject = create\n' +
        '    return create(param0, param1, param2, param3, extraParams)\n' +
        '  }\n' +
        '}\n\n' +
        'module.exports = HandlerStorage\n',
    ],
  ],
};

/** find-my-way's file `file` (relative to its folder) with FIND_MY_WAY_AT_FIRST_CALL's changes, or null. */
export function findMyWayAtFirstCall(file, source) {
  const changes = FIND_MY_WAY_AT_FIRST_CALL[file];
  if (!changes) return source;
  let changed = source;
  for (const [from, to] of changes) {
    if (changed.split(from).length !== 2) return null;
    changed = changed.replace(from, () => to);
  }
  return changed;
}

export const findMyWayFunctionsAtFirstCall = {
  name: 'find-my-way-functions-at-first-call',
  setup(b) {
    b.onLoad({ filter: /node_modules\/find-my-way\/lib\/(?:node|handler-storage)\.js$/ }, (args) => {
      const file = `lib/${path.basename(args.path)}`;
      const source = readFileSync(args.path, 'utf8');
      const contents = findMyWayAtFirstCall(file, source);
      if (contents !== null) return { contents, loader: 'js' };
      return {
        contents: source,
        loader: 'js',
        warnings: [
          {
            text: `find-my-way's ${file} is not the one build.mjs knows: its functions are compiled as routes are added (FIND_MY_WAY_AT_FIRST_CALL)`,
          },
        ],
      };
    });
  },
};

/**
 * Fastify checks each plugin's `fastify` range (here "5.x") against its own version with semver, which it
 * requires when it loads: semver's modules and the parsing of the first range took some 10 ms of a start's
 * main thread. The bundle gives Fastify's plugin checks a semver that answers a major's range ("5.x") for a
 * release version itself, as semver would, and asks the real one (bundled, loaded then) for anything else
 * (decision 088).
 */
export const SEMVER_FOR_FASTIFY_PLUGINS = [
  'let semver;',
  "const real = () => (semver ??= require('semver'));",
  '// Numbers as semver reads them: no leading zero, and short enough to be safe integers.',
  'const RELEASE = /^(0|[1-9]\\d{0,14})\\.(0|[1-9]\\d{0,14})\\.(0|[1-9]\\d{0,14})$/;',
  'const MAJOR_RANGE = /^(0|[1-9]\\d{0,14})\\.x$/;',
  'exports.satisfies = (version, range, options) => {',
  "  const release = typeof version === 'string' ? RELEASE.exec(version) : null;",
  "  const major = typeof range === 'string' ? MAJOR_RANGE.exec(range) : null;",
  '  if (release && major) return release[1] === major[1];',
  '  return real().satisfies(version, range, options);',
  '};',
  'exports.gt = (...args) => real().gt(...args);',
  'exports.coerce = (...args) => real().coerce(...args);',
  '',
].join('\n');

const semverForFastifyPlugins = {
  name: 'semver-for-fastify-plugins',
  setup(b) {
    b.onResolve({ filter: /^semver$/ }, (args) =>
      /node_modules\/fastify\/lib\/plugin-utils\.js$/.test(args.importer)
        ? { path: args.importer, namespace: 'semver-for-fastify-plugins' }
        : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'semver-for-fastify-plugins' }, (args) => ({
      contents: SEMVER_FOR_FASTIFY_PLUGINS,
      // The real semver is found from Fastify's folder, as Fastify finds it.
      resolveDir: path.dirname(args.path),
      loader: 'js',
    }));
  },
};

/**
 * CommonJS packages bundled into ES modules still call `require` for Node's own modules (and a few resolve
 * files with `require.resolve`): each output file gets one, made for its own place.
 */
const REQUIRE_BANNER =
  "import { createRequire as __hearthCreateRequire } from 'node:module';\n" +
  'const require = __hearthCreateRequire(import.meta.url);';

/**
 * The folder of the npm package a bundled input file belongs to, or null for our own files and for the
 * modules a plugin makes (named "namespace:path", as zodEnglishOnly's).
 */
function packageFolder(input) {
  if (/^[\w-]+:/.test(input)) return null;
  const match = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input);
  return match ? match[1] : null;
}

/** Writes the licence files of every npm package bundled into dist/ into one file beside the bundles. */
function writeLicences(metafile, dist) {
  const folders = new Set();
  for (const input of Object.keys(metafile.inputs)) {
    const folder = packageFolder(input);
    if (folder) folders.add(folder);
  }
  const sections = [];
  for (const folder of [...folders].sort()) {
    const dir = path.join(serverRoot, folder);
    const { name, version, license } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    const files = readdirSync(dir).filter((file) => /^(licen[cs]e|copying|notice)/i.test(file));
    const texts = files.map((file) => readFileSync(path.join(dir, file), 'utf8').trim());
    sections.push(
      [
        `${name} ${version} (${license ?? 'no licence field'})`,
        ...(texts.length > 0 ? texts : ['(no licence file in the package)']),
      ].join('\n\n'),
    );
  }
  writeFileSync(
    path.join(dist, 'THIRD-PARTY-LICENSES.txt'),
    `The npm packages bundled into these files, with their licences.\n\n${sections.join(`\n\n${'-'.repeat(78)}\n\n`)}\n`,
  );
}

/** Builds the server bundle; resolves when dist/ is written. */
export async function buildServer({ logLevel = 'warning' } = {}) {
  // The chunks of an earlier build are named by their hashes: removed, so that only this build's remain.
  const dist = path.join(serverRoot, 'dist');
  if (existsSync(dist))
    for (const file of readdirSync(dist)) if (file.startsWith('chunk-')) rmSync(path.join(dist, file));
  const { metafile } = await build({
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
      // The embedded database's thread (src/db/pglite-thread.ts starts it from beside its own file).
      'pglite-worker': 'src/db/pglite-worker.ts',
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
    // The licences are written whole to THIRD-PARTY-LICENSES.txt instead (writeLicences).
    legalComments: 'none',
    banner: { js: REQUIRE_BANNER },
    metafile: true,
    plugins: [
      externalPackages,
      zodEnglishOnly,
      noGlobForStatic,
      lazyBuiltinsForFastifyServer,
      findMyWayFunctionsAtFirstCall,
      semverForFastifyPlugins,
    ],
    logLevel,
  });
  writeLicences(metafile, dist);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildServer({ logLevel: 'info' });
}
