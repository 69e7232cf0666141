import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { CHECKOUT_COOKIE } from '../modules/orders/checkout-cookie.ts';
import { inDays, kitchen, orderItem } from '../modules/orders/order-test-helpers.ts';
import { get, post, signUp } from '../modules/profile/profile-test-helpers.ts';
import { registerAndConfirm } from '../test/accounts.ts';
import { useTestApp, type TestContext } from '../test/test-app.ts';
import { SESSION_COOKIE } from './session.ts';

/**
 * The security headers (decision 034) on every kind of answer (API, the SPA's page, static files, errors), and the
 * attributes of the session and checkout cookies, over plain http and behind an https PUBLIC_URL.
 */

const web = mkdtempSync(path.join(tmpdir(), 'hearth-security-headers-'));
mkdirSync(path.join(web, 'assets'));
writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Hearth</title><div id="root"></div>');
writeFileSync(path.join(web, 'assets', 'app-abc123.js'), 'console.log(1)');
writeFileSync(path.join(web, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
afterAll(() => rmSync(web, { recursive: true, force: true }));

/** One request of each kind of answer the server gives. */
const ANSWERS: [string, (ctx: TestContext) => Promise<LightMyRequestResponse>][] = [
  ['an API answer', (ctx) => get(ctx.app, '/health')],
  ['an API error (401)', (ctx) => get(ctx.app, '/secure/profile')],
  ['an API error (404)', (ctx) => get(ctx.app, '/store/product?productId=999')],
  ['a validation error (400)', (ctx) => post(ctx.app, '/pw-login', { identityKey: 'x' })],
  ['the SPA page', (ctx) => ctx.app.inject({ method: 'GET', url: '/mp', headers: { accept: 'text/html' } })],
  ['a hashed static file', (ctx) => ctx.app.inject({ method: 'GET', url: '/assets/app-abc123.js' })],
  ['an unhashed static file', (ctx) => ctx.app.inject({ method: 'GET', url: '/favicon.svg' })],
  ['a missing static file', (ctx) => ctx.app.inject({ method: 'GET', url: '/assets/missing.js' })],
];

function expectSecurityHeaders(res: LightMyRequestResponse, { https }: { https: boolean }): void {
  const csp = String(res.headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'self'");
  // No inline styles anywhere (decision 046); violations are reported.
  expect(csp).toContain("style-src 'self';");
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).toContain('report-uri /csp-report');
  expect(csp).toContain('report-to csp');
  expect(res.headers['reporting-endpoints']).toBe('csp="/csp-report"');
  expect(res.headers['permissions-policy']).toContain('camera=()');
  expect(res.headers['permissions-policy']).toContain('geolocation=()');
  expect(res.headers['permissions-policy']).toContain('payment=(self "https://js.stripe.com")');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
  // For browsers without CSP level 2: the same rule as frame-ancestors 'none'.
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(res.headers['x-powered-by']).toBeUndefined();
  if (https) expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d{7,}; includeSubDomains/);
  else expect(res.headers['strict-transport-security']).toBeUndefined();
}

/** The Set-Cookie line of `name` in an answer, as the browser reads it. */
function setCookie(res: LightMyRequestResponse, name: string): string {
  const lines = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const line = lines.find((l) => l.startsWith(`${name}=`));
  if (!line) throw new Error(`no ${name} cookie in the answer: ${res.body}`);
  return line;
}

function expectCookieAttributes(line: string, { secure }: { secure: boolean }): void {
  const attributes = line.split(';').map((a) => a.trim().toLowerCase());
  expect(attributes).toContain('httponly');
  expect(attributes).toContain('samesite=lax');
  expect(attributes).toContain('path=/');
  expect(attributes.includes('secure'), line).toBe(secure);
  expect(attributes.some((a) => a.startsWith('domain='))).toBe(false);
}

/** A new order placed by a visitor: the answer gives the browser its checkout cookie. */
async function anonymousOrder(ctx: TestContext): Promise<LightMyRequestResponse> {
  const { fixedId } = await kitchen(ctx.app);
  const res = await orderItem(ctx.app, {
    productId: fixedId,
    productVolume: 1,
    serviceDeliveryDate: inDays(ctx.clock, 3),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

const SETTINGS: { name: string; env: Record<string, string>; https: boolean }[] = [
  { name: 'over plain http on localhost', env: {}, https: false },
  { name: 'behind a plain http PUBLIC_URL', env: { PUBLIC_URL: 'http://localhost:3000' }, https: false },
  { name: 'behind an https PUBLIC_URL', env: { PUBLIC_URL: 'https://hearth.example' }, https: true },
];

describe.each(SETTINGS)('$name', ({ env, https }) => {
  const ctx = useTestApp({ WEB_DIST_DIR: web, ...env });

  it.each(ANSWERS)('sends the security headers on %s', async (_kind, request) => {
    expectSecurityHeaders(await request(ctx), { https });
  });

  it(`sets the session cookie HttpOnly, SameSite=Lax, Path=/${https ? ', Secure' : ', not Secure'}`, async () => {
    const res = await registerAndConfirm(ctx.app, 'ana@example.lt', 'Kitchen2026');
    expect(res.statusCode, res.body).toBe(200);
    expectCookieAttributes(setCookie(res, SESSION_COOKIE), { secure: https });
    expectSecurityHeaders(res, { https });
  });

  it(`sets the checkout cookie likewise${https ? ', Secure' : ''}`, async () => {
    expectCookieAttributes(setCookie(await anonymousOrder(ctx), CHECKOUT_COOKIE), { secure: https });
  });

  it('logout clears the session cookie and ends the session', async () => {
    const account = await signUp(ctx.app, 'ana@example.lt');
    expect((await get(ctx.app, '/secure/profile', account.cookie)).statusCode).toBe(200);

    const res = await post(ctx.app, '/logout', {}, account.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const line = setCookie(res, SESSION_COOKIE);
    expect(line).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));
    expect(line).toMatch(/Expires=Thu, 01 Jan 1970 00:00:00 GMT/);
    expectCookieAttributes(line, { secure: https });
    // The old token is gone from the database too, not only from the browser.
    expect((await get(ctx.app, '/secure/profile', account.cookie)).statusCode).toBe(401);
  });
});
