import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@hearth/domain/messages';
import { envelope, useTestApp, type TestContext } from '../test/test-app.ts';

/**
 * Which proxy headers are believed (TRUST_PROXY): the client address behind every per-client limit comes from
 * X-Forwarded-For only through the proxies named there, never because PUBLIC_URL is set. A client that writes
 * its own X-Forwarded-For must not get a fresh allowance with each made-up address.
 */

const LIMIT = 3;
const ATTEMPTS = LIMIT + 2;

/** Failed password sign-ins, each claiming another client address; answers the status codes. */
async function guesses(ctx: TestContext, forwardedFor: (i: number) => string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < ATTEMPTS; i += 1) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/pw-login',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor(i) },
      payload: { identityKey: 'customer@example.lt', password: `Wrong${i}Password` },
    });
    if (res.statusCode === 429) expect(envelope(res).messages).toEqual([{ message: MESSAGES.rateLimited }]);
    statuses.push(res.statusCode);
  }
  return statuses;
}

const spoofed = (i: number) => `203.0.113.${i + 1}`;

describe('behind PUBLIC_URL without TRUST_PROXY', () => {
  const ctx = useTestApp({ PUBLIC_URL: 'https://hearth.example', AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT) });

  it('ignores a client-written X-Forwarded-For: the limit counts the real client', async () => {
    const statuses = await guesses(ctx, spoofed);
    expect(statuses.slice(0, LIMIT).every((s) => s === 401 || s === 400)).toBe(true);
    expect(statuses.slice(LIMIT)).toEqual([429, 429]);
  });
});

describe('behind one trusted proxy (TRUST_PROXY=1)', () => {
  const ctx = useTestApp({
    PUBLIC_URL: 'https://hearth.example',
    TRUST_PROXY: '1',
    AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT),
  });

  it('counts the address the proxy saw, even when the client wrote addresses before it', async () => {
    // The proxy appends the address it saw: the client's own entries come first and are not believed.
    const statuses = await guesses(ctx, (i) => `${spoofed(i)}, 198.51.100.7`);
    expect(statuses.slice(LIMIT)).toEqual([429, 429]);
  });

  it('tells real clients apart by the address the proxy gives', async () => {
    const statuses = await guesses(ctx, spoofed);
    expect(statuses).not.toContain(429);
  });
});

describe('TRUST_PROXY values', () => {
  it('takes a number of hops or a list of addresses, and refuses anything else', async () => {
    const { loadConfig, ConfigError } = await import('../config.ts');
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
    ]);
    expect(loadConfig({}).trustProxy).toBe(false);
    for (const bad of ['yes', '0', '-1', '300.1.1.1', '10.0.0.0/99']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(ConfigError);
    }
  });
});
