import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@hearth/domain/messages';
import { registerAndConfirm } from '../test/accounts.ts';
import { envelope, postForm, sessionCookie, useTestApp } from '../test/test-app.ts';

const web = mkdtempSync(path.join(tmpdir(), 'hearth-web-'));
mkdirSync(path.join(web, 'assets'));
writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Hearth</title><div id="root"></div>');
writeFileSync(path.join(web, 'assets', 'app-abc123.js'), 'console.log(1)');
// The build's compressed copies (apps/web/vite.config.ts precompress).
writeFileSync(path.join(web, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log(1)'));
writeFileSync(path.join(web, 'assets', 'app-abc123.js.gz'), gzipSync('console.log(1)'));

const ctx = useTestApp({ WEB_DIST_DIR: web, BODY_LIMIT_BYTES: '2048' });
const PASSWORD = 'Kitchen2026';

describe('the envelope and the central error handler', () => {
  it('accepts JSON bodies as well as form bodies', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/register',
      payload: { identityKey: 'json@example.lt', password: PASSWORD, type: 'email' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('accepts multipart bodies', async () => {
    const boundary = 'hearthboundary';
    const payload = [
      `--${boundary}\r\nContent-Disposition: form-data; name="identityKey"\r\n\r\nmulti@example.lt\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="password"\r\n\r\n${PASSWORD}\r\n`,
      `--${boundary}--\r\n`,
    ].join('');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/register',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/pw-login',
      headers: { 'content-type': 'application/json' },
      payload: '{"identityKey":',
    });
    expect(res.statusCode).toBe(400);
    expect(envelope(res)).toEqual({ success: false, messages: [{ message: MESSAGES.validationFailed }] });
  });

  it('answers an unsupported content type with a 415 envelope', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/pw-login',
      headers: { 'content-type': 'text/xml' },
      payload: '<login/>',
    });
    expect(res.statusCode).toBe(415);
    expect(envelope(res).success).toBe(false);
  });

  it('answers a body over the limit with a 413 envelope', async () => {
    const res = await postForm(ctx.app, '/pw-login', { identityKey: 'a@b.lt', password: 'x'.repeat(5000) });
    expect(res.statusCode).toBe(413);
    expect(envelope(res)).toEqual({ success: false, messages: [{ message: MESSAGES.tooLarge }] });
  });

  it('answers an unknown API path with a 404 envelope', async () => {
    const cookie = sessionCookie(await registerAndConfirm(ctx.app, 'p@example.lt', PASSWORD));
    for (const url of ['/secure/nothing-here', '/store/unknown-call']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { accept: 'application/json', cookie },
      });
      expect(res.statusCode).toBe(404);
      expect(envelope(res)).toEqual({ success: false, messages: [{ message: MESSAGES.notFound }] });
    }
    const get = await ctx.app.inject({
      method: 'GET',
      url: '/dev/nothing',
      headers: { accept: 'text/html' },
    });
    expect(get.statusCode).toBe(404);
  });

  it('answers a request id on every answer', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/health' });
    expect(res.headers['x-request-id']).toMatch(/^[\w-]+$/);
  });
});

describe('the single-page app', () => {
  it('serves index.html for page paths a browser navigates to', async () => {
    for (const url of [
      '/',
      '/signin?source=one_time_pin',
      '/store/rutakazlauskiene',
      '/store/ruta.k',
      '/assets/about',
      '/product-detail/4',
    ]) {
      const res = await ctx.app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html,application/xhtml+xml' },
      });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the Brotli or gzip copy made at build time to a browser that accepts it', async () => {
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ]) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/assets/app-abc123.js',
        headers: { 'accept-encoding': accept! },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toContain('javascript');
      expect(res.headers.vary).toContain('Accept-Encoding');
    }
    const plain = await ctx.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('answers a missing asset with 404, not the page', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/assets/missing.js',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(404);
  });

  it('sends security headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });
});

describe('cross-site requests', () => {
  async function signedIn() {
    return sessionCookie(await registerAndConfirm(ctx.app, 'victim@example.lt', PASSWORD));
  }

  it('refuses a state-changing request whose Origin is another site', async () => {
    const cookie = await signedIn();
    const res = await postForm(
      ctx.app,
      '/logout',
      {},
      { cookie, origin: 'https://evil.example', host: 'localhost:3000' },
    );
    expect(res.statusCode).toBe(403);
    expect(envelope(res)).toEqual({ success: false, messages: [{ message: MESSAGES.crossSiteRefused }] });
    const profile = await ctx.app.inject({ method: 'GET', url: '/secure/profile', headers: { cookie } });
    expect(profile.statusCode).toBe(200);
  });

  it('refuses a cross-site Referer when there is no Origin, and an opaque origin', async () => {
    const byReferer = await postForm(
      ctx.app,
      '/pw-login',
      {},
      { referer: 'https://evil.example/page', host: 'localhost:3000' },
    );
    expect(byReferer.statusCode).toBe(403);
    const opaque = await postForm(ctx.app, '/pw-login', {}, { origin: 'null', host: 'localhost:3000' });
    expect(opaque.statusCode).toBe(403);
  });

  it('lets the same site through, and clients that send neither header', async () => {
    const same = await postForm(
      ctx.app,
      '/register',
      { identityKey: 'same@example.lt', password: PASSWORD },
      {
        origin: 'http://localhost:3000',
        host: 'localhost:3000',
      },
    );
    expect(same.statusCode).toBe(200);
    const bare = await postForm(ctx.app, '/register', { identityKey: 'bare@example.lt', password: PASSWORD });
    expect(bare.statusCode).toBe(200);
  });

  it('lets cross-site reads through (GET changes nothing)', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('GET /health and GET /config', () => {
  it('reports the database', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(envelope(res).model).toMatchObject({ status: 'ok' });
  });

  it('gives the client its public settings', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/config' });
    expect(envelope(res).model).toEqual({
      telegramBotUrl: null,
      serviceFeeCents: 999,
      paymentProvider: 'test',
      stripePublishableKey: null,
      dogeEurRate: 0.2,
      testShop: false,
      unpaidOrderTtlMinutes: 120,
      contactEmail: 'hello@hearth.example',
      socialLinks: [
        { name: 'Facebook', url: 'https://www.facebook.com/' },
        { name: 'Instagram', url: 'https://www.instagram.com/' },
        { name: 'LinkedIn', url: 'https://www.linkedin.com/' },
      ],
    });
  });
});
