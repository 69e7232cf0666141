import { describe, expect, it } from 'vitest';
import { kitchen } from '../modules/orders/order-test-helpers.ts';
import { postJson, signUp } from '../modules/profile/profile-test-helpers.ts';
import { useTestApp } from '../test/test-app.ts';

const ctx = useTestApp();

const ENDPOINTS = [
  '/pw-login',
  '/register',
  '/register-confirm',
  '/one-time-pin',
  '/pin-login',
  '/password-reset-request',
  '/password-reset',
  '/logout',
];

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

  it('a NUL byte in any text is a 400 naming its field, not a 500', async () => {
    // Found by the property suite (src/hostile-input): PostgreSQL refuses NUL in text (22021).
    const mailbox = await ctx.app.inject({ method: 'GET', url: '/dev/mailbox?to=a%00b' });
    expect(mailbox.statusCode, mailbox.body).toBe(400);
    const k = await kitchen(ctx.app);
    const anna = await signUp(ctx.app, 'anna@example.lt');
    const order = await postJson(
      ctx.app,
      '/store/order',
      {
        productId: k.fixedId,
        productVolume: 1,
        serviceDeliveryDate: Math.floor(Date.now() / 1000) + 3 * 86_400,
        commentary: 'Ring\u0000 twice',
      },
      anna.cookie,
    );
    expect(order.statusCode, order.body).toBe(400);
    expect(order.json()).toMatchObject({
      success: false,
      messages: [{ message: 'pages.errors.validationFailed' }],
      fieldErrors: { commentary: ['invalid'] },
    });
  });

  it('a malformed escape or an over-long parameter in the path is refused in the envelope, not echoed', async () => {
    // Found by the property suite (src/hostile-input): Fastify's router answered these with its own body.
    for (const [url, status] of [
      [`/repository/products/1/${'a'.repeat(201)}`, 414],
      ['/repository/users/%E0%A4%A/avatar.jpg', 400],
    ] as const) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(status);
      expect(res.json()).toMatchObject({ success: false, messages: [{ message: expect.any(String) }] });
      expect(res.body).not.toContain('aaaa');
    }
  });
});
