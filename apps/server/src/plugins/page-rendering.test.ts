import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rememberedPages, type RememberedPage } from './page-rendering.ts';
import { spaPlugin } from './spa.ts';

/**
 * A build with a stand-in for the web app's server renderer (apps/web/src/entry-server.tsx, tested in the web
 * app): it renders what its inputs were, so these tests see what the server hands it and what it does with
 * the answer.
 */
const RENDERER = `
import { Readable } from 'node:stream';
let renders = 0;
export function rendersOnServer(pathname) {
  return pathname === '/' || pathname.startsWith('/product-detail/') || pathname === '/broken';
}
export async function renderPage(input) {
  if (input.url === '/broken') throw new Error('the page could not be rendered');
  const answer = await input.fetch('/echo?from=page', {
    method: 'POST',
    body: new URLSearchParams({ nickname: 'ruta' }),
    headers: {},
  });
  const echoed = await answer.text();
  const status = input.url.startsWith('/product-detail/404') ? 404 : 200;
  renders += 1;
  const html = ['<html lang="', input.language, '">', echoed, '|', input.origin, '</html><!--', String(renders), '-->'];
  return {
    status,
    stream: () => Readable.from(html),
  };
}
`;

const INDEX = '<!doctype html><title>Hearth</title><div id="root"></div>';

function makeBuild(renderer: string): string {
  const root = mkdtempSync(path.join(tmpdir(), 'hearth-page-rendering-'));
  mkdirSync(path.join(root, 'dist'));
  mkdirSync(path.join(root, 'dist-server'));
  writeFileSync(path.join(root, 'dist', 'index.html'), INDEX);
  writeFileSync(path.join(root, 'dist-server', 'entry-server.js'), renderer);
  return root;
}

/** Changes what the page's call answers (a committed change in the data). */
let echoVersion = 0;

async function serve(root: string): Promise<FastifyInstance> {
  const app = Fastify();
  app.decorate('config', { PUBLIC_URL: 'https://hearth.example' } as never);
  await app.register(cookie);
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.post('/echo', async (request) => ({
    ...(echoVersion > 0 ? { version: echoVersion } : {}),
    language: request.headers['accept-language'],
    cookie: request.headers.cookie ?? null,
    ip: request.ip,
    body: request.body,
  }));
  await app.register(spaPlugin, { distDir: path.join(root, 'dist') });
  await app.ready();
  return app;
}

const navigate = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'GET',
    url,
    remoteAddress: '203.0.113.9',
    headers: { accept: 'text/html', 'accept-encoding': 'identity', ...headers },
  });

describe('a navigation to a server-rendered page', () => {
  let root: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    root = makeBuild(RENDERER);
    app = await serve(root);
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("gets the renderer's HTML, its calls answered in-process as the reader's own", async () => {
    const res = await navigate(app, '/', { cookie: 'hearth_session=abc' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
    expect(res.headers.etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(res.body.startsWith('<html lang="en">')).toBe(true);
    expect(res.body).toContain('|https://hearth.example</html>');
    const echoed = JSON.parse(res.body.slice('<html lang="en">'.length, res.body.indexOf('|'))) as Record<
      string,
      unknown
    >;
    expect(echoed).toEqual({
      language: 'en',
      cookie: 'hearth_session=abc',
      ip: '203.0.113.9',
      body: { nickname: 'ruta' },
    });
  });

  it('is written in the address language, else the lang cookie, else the browser language', async () => {
    const lang = async (url: string, headers: Record<string, string>) =>
      (await navigate(app, url, headers)).body.slice(0, '<html lang="xx">'.length);
    expect(await lang('/', { 'accept-language': 'lt-LT,lt;q=0.9' })).toBe('<html lang="lt">');
    expect(await lang('/', { cookie: 'lang=lt', 'accept-language': 'en' })).toBe('<html lang="lt">');
    expect(await lang('/?lang=en', { cookie: 'lang=lt' })).toBe('<html lang="en">');
    expect(await lang('/?lang=xx', { cookie: 'lang=xx' })).toBe('<html lang="en">');
  });

  it('answers 304 to a browser that has this version, and gzips for one that takes it', async () => {
    const { etag } = (await navigate(app, '/')).headers;
    const unchanged = await navigate(app, '/', { 'if-none-match': String(etag) });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    const zipped = await navigate(app, '/', { 'accept-encoding': 'gzip, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString().startsWith('<html lang="en">')).toBe(true);
  });

  it("keeps the renderer's status: a dish that is not there is a 404 page", async () => {
    const res = await navigate(app, '/product-detail/404');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('sends the app shell for a page that could not be rendered, a private page and a HEAD', async () => {
    for (const url of ['/broken', '/orders', '/checkout']) {
      const res = await navigate(app, url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX);
    }
    const head = await app.inject({ method: 'HEAD', url: '/', headers: { accept: 'text/html' } });
    expect(head.statusCode).toBe(200);
    // The shell's own file ETag, not a rendered page's digest.
    expect(head.headers.etag).not.toMatch(/^W\/"[\w-]{27}"$/);
  });

  it('renders a page again only when an answer it was made from changed', async () => {
    const rendered = async (headers: Record<string, string> = {}) => {
      const res = await navigate(app, '/product-detail/7', headers);
      return { count: Number(/<!--(\d+)-->/.exec(res.body)![1]), etag: res.headers.etag };
    };
    const first = await rendered();
    const again = await rendered();
    expect(again).toEqual(first);
    echoVersion += 1;
    const changed = await rendered();
    expect(changed.count).toBeGreaterThan(first.count);
    expect(changed.etag).not.toBe(first.etag);
    expect(await rendered()).toEqual(changed);
    // Another reader whose calls are answered otherwise (a session) gets a page of their own.
    const signedIn = await rendered({ cookie: 'hearth_session=abc' });
    expect(signedIn.count).toBeGreaterThan(changed.count);
    expect((await rendered({ 'accept-language': 'lt' })).count).toBeGreaterThan(signedIn.count);
  });
});

describe('a renderer that does not load', () => {
  it('leaves every page to the app shell, never a 5xx', async () => {
    const root = makeBuild('export const = broken;');
    const app = await serve(root);
    try {
      const res = await navigate(app, '/');
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX);
    } finally {
      await app.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('the remembered pages', () => {
  const page = (bytes: number): RememberedPage => ({
    calls: [],
    digest: 'd',
    status: 200,
    gzip: Buffer.alloc(bytes - 1),
  });

  it('let the least recently kept go past a number of pages or of bytes', () => {
    const kept = rememberedPages(3, 1000);
    for (const key of ['a', 'b', 'c', 'd']) kept.keep(key, page(100));
    expect([kept.size(), kept.bytes(), kept.get('a')]).toEqual([3, 300, undefined]);
    kept.keep('b', page(100)); // used again: now the most recent
    kept.keep('big', page(800)); // 1100 bytes: c goes (the oldest), which is enough
    expect([kept.get('c'), kept.get('d')?.status]).toEqual([undefined, 200]);
    expect([kept.size(), kept.bytes()]).toEqual([3, 1000]);
    kept.keep('huge', page(5000)); // more than the whole budget: nothing of it is kept
    expect([kept.size(), kept.bytes()]).toEqual([0, 0]);
  });
});
