import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.ts';

const ctx = useTestApp();

const ENDPOINTS = ['/pw-login', '/register', '/one-time-pin', '/pin-login', '/logout'];

const JSON_BODIES: unknown[] = [
  {},
  { identityKey: null, password: null, pin: null },
  { identityKey: ['a@b.lt', 'c@d.lt'], password: ['x'], pin: [1, 2] },
  { identityKey: { $ne: '' }, password: { toString: 'x' } },
  { identityKey: 12345, password: true, pin: 123456, type: 0 },
  { identityKey: 'a@b.lt', password: 'x'.repeat(900_000) },
  { identityKey: `${'é'.repeat(300)}@b.lt`, pin: '١٢٣٤٥٦' },
  JSON.parse('{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}},"identityKey":"a@b.lt"}'),
  [],
  'just a string',
  42,
];

const RAW_BODIES: [string, string][] = [
  ['application/json', ''],
  ['application/json', 'null'],
  ['application/json', '{"a":'],
  ['application/x-www-form-urlencoded', 'identityKey=%E0%A4%A&password=%'],
  ['application/x-www-form-urlencoded', 'identityKey=a@b.lt&identityKey=c@d.lt&pin=1&pin=2'],
  ['multipart/form-data; boundary=x', '--x\r\nbroken'],
  ['multipart/form-data', 'no boundary'],
  ['text/plain', 'identityKey=a@b.lt'],
];

describe('hostile input never gets a 5xx and changes nothing', () => {
  it.each(ENDPOINTS)('%s with strange JSON bodies', async (url) => {
    for (const payload of JSON_BODIES) {
      const res = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(res.statusCode, `${url} ${JSON.stringify(payload).slice(0, 80)}`).toBeLessThan(500);
      expect(res.json()).toHaveProperty('success');
    }
  });

  it.each(ENDPOINTS)('%s with malformed raw bodies', async (url) => {
    for (const [contentType, payload] of RAW_BODIES) {
      const res = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': contentType },
        payload,
      });
      expect(res.statusCode, `${url} ${contentType} ${payload}`).toBeLessThan(500);
      expect(res.json()).toHaveProperty('success');
    }
  });

  it('does not let a body pollute prototypes', async () => {
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('strange cookies and paths are answered, not crashed on', async () => {
    const cookies = [
      'hearth_session=',
      'hearth_session=' + 'a'.repeat(4000),
      'hearth_session=%',
      'a=b; hearth_session="x"',
    ];
    for (const cookie of cookies) {
      const res = await ctx.app.inject({ method: 'GET', url: '/secure/profile', headers: { cookie } });
      expect(res.statusCode).toBe(401);
    }
    for (const url of ['/%', '/secure/%E0%A4%A', '/..%2f..%2fetc/passwd', `/${'a'.repeat(5000)}`]) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
      expect(res.statusCode, url).toBeLessThan(500);
    }
  });
});
