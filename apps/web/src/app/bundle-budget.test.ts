import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Manifest } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import budgets from '../../bundle-budgets.json';

/**
 * The bundle-size check of issue 9: builds the app (as `npm run build` does) and, per route, adds up the
 * gzipped JavaScript a first visit loads: the entry of index.html, the route's page chunk, and every chunk
 * they import statically. Fails when a route grows past its budget in bundle-budgets.json.
 */
// Vitest runs in apps/web (npm run test -w apps/web); jsdom's import.meta.url is not a file URL.
const WEB_ROOT = process.cwd();
const outDir = mkdtempSync(path.join(tmpdir(), 'hearth-bundle-'));
let manifest: Manifest;

beforeAll(async () => {
  // Vitest sets NODE_ENV=test, which would bundle React's development build: build as production does.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  await build({
    mode: 'production',
    root: WEB_ROOT,
    configFile: path.join(WEB_ROOT, 'vite.config.ts'),
    logLevel: 'silent',
    build: { outDir, manifest: 'manifest.json', sourcemap: false },
  }).finally(() => {
    process.env.NODE_ENV = nodeEnv;
  });
  manifest = JSON.parse(readFileSync(path.join(outDir, 'manifest.json'), 'utf8')) as Manifest;
}, 120_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/** The chunk files `key` loads at once: itself and its static imports, recursively. */
function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const gzippedKb = (files: Iterable<string>) =>
  [...files].reduce((sum, file) => sum + gzipSync(readFileSync(path.join(outDir, file))).length, 0) / 1024;

describe('first-load JavaScript per route', () => {
  const routes = Object.entries(budgets.routes) as [string, { page: string; maxKb?: number }][];
  it.each(routes)('%s stays within its budget', (route, { page, maxKb = budgets.defaultMaxKb }) => {
    expect(manifest[page], `${page} is a page chunk`).toBeDefined();
    const files = staticClosure('index.html');
    staticClosure(page, files);
    const kb = gzippedKb([...files].filter((f) => f.endsWith('.js')));
    console.log(`${route}: ${kb.toFixed(1)} KB gzipped JavaScript (budget ${maxKb} KB)`);
    expect(kb).toBeLessThanOrEqual(maxKb);
  });
});
