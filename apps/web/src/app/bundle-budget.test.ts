import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import { build, type Manifest } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import budgets from '../../bundle-budgets.json';
import { holdBackAppScripts } from './app-scripts.ts';

/**
 * The bundle-size check of the page goals (decision 030): builds the app (as `npm run build` does) and, per
 * route, adds up the gzipped JavaScript a first visit loads: the entries of index.html (the app and the small
 * early one, src/early.ts), the route's page chunk, the English texts (each language's catalogue is a chunk of
 * its own, loaded before the first render; English is the larger and the default), and every chunk they
 * import statically, each gzipped at
 * level 9 as the build's .gz copies (and bench/web.mjs) are. Fails when a route grows past its budget in
 * bundle-budgets.json.
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
  expect(manifest['src/early.ts']?.isEntry, 'src/early.ts is an entry').toBe(true);
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
  [...files].reduce(
    (sum, file) =>
      sum + gzipSync(readFileSync(path.join(outDir, file)), { level: constants.Z_BEST_COMPRESSION }).length,
    0,
  ) / 1024;

/** Whether the router declares the page a `publicPage`, which needs only the main texts. */
function isPublicPage(page: string): boolean {
  const router = readFileSync(path.join(WEB_ROOT, 'src/app/router.tsx'), 'utf8');
  const file = path.basename(page).replace(/[.]/g, '\\.');
  return new RegExp(`publicPage\\([^()]*\\(\\)\\s*=>\\s*import\\('[^']*/${file}'\\)`).test(router);
}

describe('first-load JavaScript per route', () => {
  const routes = Object.entries(budgets.routes) as [string, { page: string; maxKb?: number }][];
  it.each(routes)('%s stays within its budget', (route, { page, maxKb = budgets.defaultMaxKb }) => {
    expect(manifest[page], `${page} is a page chunk`).toBeDefined();
    const files = staticClosure('index.html');
    staticClosure('src/early.ts', files);
    staticClosure(page, files);
    staticClosure('src/shared/i18n/locales/en.ts', files);
    // Every page but the public ones loads the account texts too (router.tsx).
    if (!isPublicPage(page)) staticClosure('src/shared/i18n/locales/en-account.ts', files);
    const kb = gzippedKb([...files].filter((f) => f.endsWith('.js')));
    console.log(`${route}: ${kb.toFixed(1)} KB gzipped JavaScript (budget ${maxKb} KB)`);
    expect(kb).toBeLessThanOrEqual(maxKb);
  });
});

describe('preloading the opened page (vite-route-preload.ts)', () => {
  const html = (file: string) => readFileSync(path.join(outDir, file), 'utf8');
  const table = () =>
    (JSON.parse(html('pages.json')) as [string, string][]).map(([pattern, file]) => ({
      pattern: new RegExp(pattern, 'i'),
      file,
    }));
  /** The page copy the server sends for `pathname` (spa.ts: the first matching pattern). */
  const copyFor = (pathname: string) => table().find(({ pattern }) => pattern.test(pathname))?.file;

  it('runs the early entry from index.html before the app', () => {
    const index = html('index.html');
    const early = index.indexOf(`src="/${manifest['src/early.ts']!.file}"`);
    expect(early).toBeGreaterThan(0);
    expect(early).toBeLessThan(index.indexOf(`src="/${manifest['index.html']!.file}"`));
  });

  it.each([
    ['/', 'src/features/home/routes/home-page.tsx'],
    ['/mp', 'src/features/marketplace/routes/marketplace-page.tsx'],
    ['/store/ruta.k', 'src/features/store/routes/store-page.tsx'],
    ['/store-management', 'src/features/store-management/routes/store-management-page.tsx'],
    ['/product-detail/5/', 'src/features/catalogue/routes/product-detail-page.tsx'],
    ['/product', 'src/features/product-wizard/routes/product-wizard-page.tsx'],
    ['/product/12', 'src/features/product-wizard/routes/product-wizard-page.tsx'],
    ['/checkout', 'src/features/checkout/routes/checkout-page.tsx'],
    ['/order/7', 'src/features/orders/routes/order-detail-page.tsx'],
    ['/assets/about', 'src/features/about/routes/about-page.tsx'],
  ])('sends %s a copy of index.html that preloads its page chunk', (pathname, page) => {
    const file = copyFor(pathname);
    expect(file, pathname).toBeDefined();
    const copy = html(file!);
    expect(copy).toContain(`<link rel="modulepreload" crossorigin data-app href="/${manifest[page]!.file}">`);
    // Otherwise the same page: the entries are there too.
    expect(copy).toContain(`src="/${manifest['index.html']!.file}"`);
    expect(copy).toContain(`src="/${manifest['src/early.ts']!.file}"`);
    // Its styles are inline, the app's and the page's own: the first paint waits for no stylesheet.
    expect(copy).not.toContain('rel="stylesheet"');
    const style = /<style>([\s\S]*?)<\/style>/.exec(copy)?.[1];
    for (const sheet of [...(manifest['index.html']!.css ?? []), ...(manifest[page]!.css ?? [])])
      expect(style, `${pathname}: ${sheet}`).toContain(html(sheet).trim());
  });

  it("marks the app's scripts, not the early entry's, for a page the server renders to hold back", () => {
    const index = html('index.html');
    const tags = (marked: boolean) =>
      [...index.matchAll(/<(?:script|link)\b[^>]*>/g)]
        .map(([tag]) => tag)
        .filter((tag) => /src=|rel="modulepreload"/.test(tag))
        .filter((tag) => tag.includes(' data-app ') === marked);
    expect(tags(true).join('\n')).toContain(`src="/${manifest['index.html']!.file}"`);
    expect(tags(false).join('\n')).toContain(`src="/${manifest['src/early.ts']!.file}"`);
    for (const tag of tags(false)) expect(tag).not.toContain(manifest['index.html']!.file);
    const held = holdBackAppScripts(index);
    expect(held.html).not.toContain(manifest['index.html']!.file);
    expect(held.html).toContain(manifest['src/early.ts']!.file);
    expect(held.template).toMatch(/^<template id="app-scripts">[\s\S]*<\/template>$/);
    expect(held.template).toContain(`src="/${manifest['index.html']!.file}"`);
  });

  it('has a copy for every page of the router but the catch-all, and none for unknown paths', () => {
    const router = readFileSync(path.join(WEB_ROOT, 'src/app/router.tsx'), 'utf8');
    expect(table()).toHaveLength(router.match(/import\('\.\.?\//g)!.length - 1);
    for (const pathname of ['/nope', '/store', '/store/a/b', '/mp/1', '/product-detail']) {
      expect(copyFor(pathname), pathname).toBeUndefined();
    }
  });
});
