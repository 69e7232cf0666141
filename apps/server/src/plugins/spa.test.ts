import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { glob } from 'glob';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityPlugin } from './security.ts';
import { inlineStyleHashes, spaPlugin, TEST_SHOP_BANNER, topFiles } from './spa.ts';

// A build as apps/web writes it: index.html, and per page a copy that preloads the page's chunks.
const web = mkdtempSync(path.join(tmpdir(), 'hearth-spa-'));
const INDEX = '<!doctype html><title>Hearth</title><div id="root"></div>';
const MP = '<!doctype html><title>Hearth</title><link rel="modulepreload" href="/assets/mp.js">';
const STORE = '<!doctype html><title>Hearth</title><link rel="modulepreload" href="/assets/store.js">';
mkdirSync(path.join(web, 'pages'));
mkdirSync(path.join(web, 'assets'));
const CHUNK = 'export const mp = 1;';
writeFileSync(path.join(web, 'assets', 'mp-abc123.js'), CHUNK);
writeFileSync(path.join(web, 'assets', 'mp-abc123.js.br'), brotliCompressSync(CHUNK));
writeFileSync(path.join(web, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
writeFileSync(path.join(web, 'index.html'), INDEX);
writeFileSync(path.join(web, 'pages', 'mp.html'), MP);
writeFileSync(path.join(web, 'pages', 'mp.html.br'), brotliCompressSync(MP));
writeFileSync(path.join(web, 'pages', 'store-nickname.html'), STORE);
writeFileSync(
  path.join(web, 'pages.json'),
  JSON.stringify([
    ['^/mp/?$', 'pages/mp.html'],
    ['^/store/[^/]+/?$', 'pages/store-nickname.html'],
    ['^/gone/?$', 'pages/gone.html'],
  ]),
);

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  await app.register(spaPlugin, { distDir: web });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(web, { recursive: true, force: true });
});

const navigate = (url: string, encoding = 'identity') =>
  app.inject({ method: 'GET', url, headers: { accept: 'text/html', 'accept-encoding': encoding } });

describe('the page copies of index.html', () => {
  it("sends a page's own copy, which preloads its chunks, for a path its pattern matches", async () => {
    for (const url of ['/mp', '/mp/', '/MP', '/mp?city=Vilnius']) {
      const res = await navigate(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(MP);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    expect((await navigate('/store/ruta.k')).body).toBe(STORE);
  });

  it('sends the Brotli copy of a page copy to a browser that accepts it', async () => {
    const res = await navigate('/mp', 'gzip, deflate, br');
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('sends index.html for other pages and for an entry whose file is missing', async () => {
    for (const url of ['/', '/store', '/store/a/b', '/gone', '/unknown/page']) {
      const res = await navigate(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX);
    }
  });

  it('serves index.html alone for a build without the table', async () => {
    const bare = mkdtempSync(path.join(tmpdir(), 'hearth-spa-'));
    writeFileSync(path.join(bare, 'index.html'), INDEX);
    const plain = Fastify();
    await plain.register(spaPlugin, { distDir: bare });
    const res = await plain.inject({ method: 'GET', url: '/mp', headers: { accept: 'text/html' } });
    expect(res.body).toBe(INDEX);
    await plain.close();
    rmSync(bare, { recursive: true, force: true });
  });
});

describe('the files of the build', () => {
  const get = (url: string, encoding = 'identity') =>
    app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });

  it('serves a hashed asset for a year, its Brotli copy when accepted, and a top file revalidated', async () => {
    const chunk = await get('/assets/mp-abc123.js');
    expect(chunk.statusCode).toBe(200);
    expect(chunk.body).toBe(CHUNK);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers.vary).toBe('Accept-Encoding');
    expect((await get('/assets/mp-abc123.js', 'br')).headers['content-encoding']).toBe('br');
    const head = await app.inject({ method: 'HEAD', url: '/assets/mp-abc123.js' });
    expect(head.statusCode).toBe(200);
    const icon = await get('/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset and the assets folder with an error, never a file or the app', async () => {
    for (const url of ['/assets/missing.js', '/assets/', '/assets/nested/']) {
      const res = await get(url);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.body, url).not.toContain('<title>Hearth');
    }
    expect((await get('/assets/missing.js')).statusCode).toBe(404);
  });
});

describe('a test shop', () => {
  it('carries its banner first in the body of every page, before any script runs', async () => {
    const shop = mkdtempSync(path.join(tmpdir(), 'hearth-spa-'));
    writeFileSync(
      path.join(shop, 'index.html'),
      '<!doctype html><html><body class="x"><div id="root"></div></body></html>',
    );
    const testShop = Fastify();
    await testShop.register(spaPlugin, { distDir: shop, testShop: true });
    for (const url of ['/', '/mp', '/checkout']) {
      const res = await testShop.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(`<body class="x">${TEST_SHOP_BANNER}<div id="root">`);
      expect(res.body).toContain('no money is charged');
    }
    // Compressed as the build's copies are, when the browser takes it.
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await testShop.inject({
        method: 'GET',
        url: '/checkout',
        headers: { accept: 'text/html', 'accept-encoding': `${encoding}, deflate` },
      });
      expect(res.headers['content-encoding'], encoding).toBe(encoding);
      expect(res.headers.vary).toContain('Accept-Encoding');
      expect(decode(res.rawPayload).toString('utf8')).toContain(TEST_SHOP_BANNER);
    }
    await testShop.close();
    rmSync(shop, { recursive: true, force: true });
    // A shop that takes real money has none.
    expect((await navigate('/')).body).not.toContain('test-shop-banner');
  });
});

describe("a page's inline stylesheet", () => {
  it("is allowed by its hash in that page's Content-Security-Policy, and nowhere else", async () => {
    const styled = mkdtempSync(path.join(tmpdir(), 'hearth-spa-'));
    const css = ':root{--color-bg:#fffaf5}body{margin:0}';
    writeFileSync(
      path.join(styled, 'index.html'),
      `<!doctype html><html><head><style>${css}</style></head><body><div id="root"></div></body></html>`,
    );
    const site = Fastify();
    await site.register(securityPlugin, {});
    await site.register(spaPlugin, { distDir: styled });
    site.get('/health', async () => ({ ok: true }));
    const hash = `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
    expect(inlineStyleHashes(`<style>${css}</style><style>a{}</style>`)[0]).toBe(hash);

    const page = await site.inject({ method: 'GET', url: '/mp', headers: { accept: 'text/html' } });
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toMatch(new RegExp(`(^|;)style-src 'self' ${hash.replace(/[+/]/g, '\\$&')}(;|$)`));
    // The rest of the policy is the site's own: scripts stay 'self' (and Stripe) only.
    expect(policy).toContain("script-src 'self' https://js.stripe.com;");
    expect(policy).not.toContain('unsafe-inline');
    // An API answer keeps the plain policy; the built HTML files are not served as files of their own.
    const api = await site.inject({ method: 'GET', url: '/health' });
    expect(String(api.headers['content-security-policy'])).toContain("style-src 'self';");
    const direct = await site.inject({ method: 'GET', url: '/index.html', headers: { accept: 'text/html' } });
    expect(String(direct.headers['content-security-policy'])).toContain(hash);
    await site.close();
    rmSync(styled, { recursive: true, force: true });
  });
});

describe('the files outside assets/', () => {
  it('are the ones @fastify/static listed with glob, and each is served at its path', async () => {
    const build = mkdtempSync(path.join(tmpdir(), 'hearth-spa-'));
    const outside = mkdtempSync(path.join(tmpdir(), 'hearth-spa-'));
    const files = [
      'index.html',
      'index.html.br',
      'favicon.svg',
      'favicon.svg.gz',
      'pages.json',
      'pages.json.br',
      'robots.txt',
      '.env',
      'pages/mp.html',
      'pages/mp.html.gz',
      'pages/notes.txt',
      'fonts/inter.woff2',
      'fonts/deep/x.json',
      'fonts/.hidden/y.json',
      'assets/a-1.js',
      'assets/nested/b-2.js',
      '.well-known/security.txt',
    ];
    for (const file of files) {
      mkdirSync(path.dirname(path.join(build, file)), { recursive: true });
      // Each file's name as a JSON string: pages.json must read as JSON (here an empty page table).
      writeFileSync(path.join(build, file), JSON.stringify(file));
    }
    mkdirSync(path.join(outside, 'more'));
    writeFileSync(path.join(outside, 'more', 'linked.txt'), 'linked');
    symlinkSync(outside, path.join(build, 'linked'));
    symlinkSync(path.join(outside, 'more', 'linked.txt'), path.join(build, 'file-link.txt'));

    const globbed = await glob('**/**', {
      cwd: `${build}/`,
      absolute: false,
      follow: true,
      nodir: true,
      dot: undefined,
      ignore: ['assets/**', '**/*.br', '**/*.gz', '**/*.html'],
    });
    expect(topFiles(build).sort()).toEqual(globbed.sort());
    expect(topFiles(build)).toContain('linked/more/linked.txt');

    const site = Fastify();
    await site.register(spaPlugin, { distDir: build });
    for (const file of topFiles(build)) {
      const res = await site.inject({
        method: 'GET',
        url: `/${file}`,
        headers: { 'accept-encoding': 'identity' },
      });
      expect(res.statusCode, file).toBe(200);
      expect(res.headers['cache-control'], file).toBe('no-cache');
      expect(res.headers.vary, file).toBe('Accept-Encoding');
      const head = await site.inject({ method: 'HEAD', url: `/${file}` });
      expect(head.statusCode, file).toBe(200);
    }
    const compressed = await site.inject({
      method: 'GET',
      url: '/pages.json',
      headers: { 'accept-encoding': 'br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.rawPayload.toString()).toBe('"pages.json.br"');
    // A page's HTML, a dotfile and a compressed copy are no file routes (the not-found handler answers).
    for (const url of ['/pages/mp.html', '/.env', '/favicon.svg.gz'])
      expect((await site.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    await site.close();
    rmSync(build, { recursive: true, force: true });
    rmSync(outside, { recursive: true, force: true });
  });
});
