import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import {
  FIND_MY_WAY_AT_FIRST_CALL,
  findMyWayAtFirstCall,
  findMyWayFunctionsAtFirstCall,
  SEMVER_FOR_FASTIFY_PLUGINS,
} from '../build.mjs';

/**
 * The server bundle's stand-ins for parts of its packages (build.mjs, decision 088): its find-my-way, which
 * compiles its small functions at their first call, is still the one the change knows and finds what the
 * router as published finds; its semver for Fastify's plugin checks answers as semver does.
 */
const require = createRequire(import.meta.url);
const fastifyRequire = createRequire(require.resolve('fastify'));
const folder = path.dirname(require.resolve('find-my-way/package.json'));
const scratch = mkdtempSync(path.join(tmpdir(), 'hearth-find-my-way-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

interface Router {
  on(method: string, path: string, handler: () => void, store?: unknown): void;
  find(
    method: string,
    path: string,
  ): { handler: unknown; params: Record<string, string>; store: unknown } | null;
  trees: Record<string, unknown>;
}
type MakeRouter = (options?: Record<string, unknown>) => Router;

/** find-my-way as the server bundle has it: bundled with build.mjs's plugin, then loaded. */
async function bundledRouter(): Promise<MakeRouter> {
  const entry = path.join(scratch, 'entry.cjs');
  writeFileSync(entry, "module.exports = require('find-my-way');\n");
  const result = await build({
    entryPoints: [entry],
    absWorkingDir: path.dirname(fileURLToPath(import.meta.url)),
    nodePaths: [path.dirname(folder)],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    write: false,
    logLevel: 'silent',
    plugins: [findMyWayFunctionsAtFirstCall],
  });
  expect(result.warnings).toEqual([]);
  const out = path.join(scratch, 'find-my-way.bundled.cjs');
  writeFileSync(out, result.outputFiles[0]!.text);
  return require(out) as MakeRouter;
}

const ROUTES: [string, string][] = [
  ['GET', '/'],
  ['GET', '/health'],
  ['GET', '/store/calculate-fees'],
  ['POST', '/store/calculate-fees'],
  ['GET', '/store/chef-slots'],
  ['GET', '/store/chefs'],
  ['GET', '/store/:nickname'],
  ['GET', '/store/:nickname/dishes/:dishId'],
  ['GET', '/secure/orders'],
  ['GET', '/secure/order'],
  ['GET', '/secure/order-messages'],
  ['GET', '/repository/users/:userId/avatar.jpg'],
  ['GET', '/a/:p1/:p2/:p3/:p4/:p5/:p6'],
  ['GET', '/files/:name(^\\d+)-:size.jpg'],
  ['GET', '/assets/*'],
  ['GET', '/favicon.svg'],
  ['GET', '/pages.json'],
];
const LOOKUPS = [
  '/',
  '/health',
  '/healt',
  '/healthz',
  '/store/calculate-fees',
  '/store/chef-slots',
  '/store/chefs',
  '/store/ruta.k',
  '/store/ruta.k/dishes/42',
  '/store/',
  '/secure/orders',
  '/secure/order',
  '/secure/order-messages',
  '/secure/orderz',
  '/repository/users/7/avatar.jpg',
  '/repository/users/7/avatar.png',
  '/a/1/2/3/4/5/6',
  '/a/1/2/3/4/5',
  '/files/12-large.jpg',
  '/files/ab-large.jpg',
  '/assets/app-1.js',
  '/assets/',
  '/favicon.svg',
  '/favicon.sv',
  '/pages.json?x=1',
  '/nothing/here',
];

function routerWith(make: MakeRouter): Router {
  const router = make({ maxParamLength: 200 });
  for (const [method, url] of ROUTES) router.on(method, url, () => {}, { route: `${method} ${url}` });
  return router;
}

const found = (router: Router, method: string, url: string) => {
  const match = router.find(method, url);
  return match && { params: { ...match.params }, store: match.store };
};

/** Every function of the tree's nodes and handlers still waiting for its first call. */
function waiting(tree: unknown, seen = new Set<unknown>()): string[] {
  if (typeof tree !== 'object' || tree === null || seen.has(tree)) return [];
  seen.add(tree);
  return Object.values(tree).flatMap((value) =>
    typeof value === 'function'
      ? /AtFirstCall$/.test(value.name)
        ? [value.name]
        : []
      : waiting(value, seen),
  );
}

describe("the server bundle's find-my-way", () => {
  it('is still the one the change knows', () => {
    for (const file of Object.keys(FIND_MY_WAY_AT_FIRST_CALL)) {
      const source = readFileSync(path.join(folder, file), 'utf8');
      expect(findMyWayAtFirstCall(file, source), file).not.toBeNull();
    }
  });

  it('finds what find-my-way finds, before and after each function has been compiled', async () => {
    const published = routerWith(require('find-my-way') as MakeRouter);
    const makeBundled = await bundledRouter();
    // Each lookup on a router of its own first (it meets the functions still waiting), then again.
    for (const url of LOOKUPS)
      for (const method of ['GET', 'POST', 'HEAD']) {
        const bundled = routerWith(makeBundled);
        for (let round = 0; round < 2; round++)
          expect(found(bundled, method, url), `${method} ${url}`).toEqual(found(published, method, url));
      }
    // On one router, every lookup: the functions met took their place.
    const bundled = routerWith(makeBundled);
    const before = waiting(bundled.trees).length;
    expect(before).toBeGreaterThan(20);
    for (const url of LOOKUPS) for (const method of ['GET', 'POST', 'HEAD']) bundled.find(method, url);
    expect(waiting(bundled.trees).length).toBeLessThan(before / 2);
  });
});

describe("the server bundle's semver for Fastify's plugin checks", () => {
  type Semver = { satisfies(version: string, range: string, options?: object): boolean };
  const realSemver = fastifyRequire('semver') as Semver;
  let loads = 0;
  const standIn = { exports: {} as Semver };
  new Function('exports', 'require', SEMVER_FOR_FASTIFY_PLUGINS)(standIn.exports, (id: string) => {
    expect(id).toBe('semver');
    loads += 1;
    return realSemver;
  });

  it("answers a major's range for a release version itself, without loading semver", () => {
    expect(standIn.exports.satisfies('5.12.8', '5.x', { includePrerelease: false })).toBe(true);
    expect(standIn.exports.satisfies('5.12.8', '4.x', { includePrerelease: false })).toBe(false);
    expect(loads).toBe(0);
  });

  it('answers as semver does', () => {
    const versions = [
      '5.12.8',
      '5.0.0',
      '4.29.1',
      '6.0.0',
      '0.0.1',
      '10.2.0',
      '5.0.0-rc.1',
      '05.1.2',
      '5.1',
      '5.1.2.3',
      'x',
    ];
    const ranges = [
      '5.x',
      '4.x',
      '6.x',
      '0.x',
      '10.x',
      '1.x',
      '05.x',
      '5.X',
      '5.*',
      '5.x.x',
      ' 5.x',
      '>=5',
      '^5.0.0',
      '5',
      '*',
      '',
    ];
    for (const version of versions)
      for (const range of ranges)
        for (const options of [undefined, { includePrerelease: false }, { includePrerelease: true }])
          expect(standIn.exports.satisfies(version, range, options), `${version} ${range}`).toBe(
            realSemver.satisfies(version, range, options),
          );
  });
});
