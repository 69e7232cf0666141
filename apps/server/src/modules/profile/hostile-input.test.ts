import { describe, expect, it } from 'vitest';
import { merchantProfiles, users } from '../../db/schema.ts';
import { useTestApp } from '../../test/test-app.ts';
import { applyAsChef, signUp } from './profile-test-helpers.ts';

const ctx = useTestApp();

/** Every POST of the profile and moderation modules, each tried signed in as an operator (past every guard). */
const POSTS = [
  '/secure/user-info',
  '/secure/merchant-info',
  '/secure/address',
  '/check-name',
  '/store/products',
  '/operator/chef-decision',
];

const GETS = [
  '/secure/user-info',
  '/secure/merchant-info',
  '/secure/address',
  '/store/countries',
  '/operator/applications',
  '/operator/chefs',
  '/operator/audit-log',
];

const FIELDS = [
  'firstName',
  'lastName',
  'nickname',
  'phoneNumber',
  'telegramNickname',
  'city',
  'hourRate',
  'kitchenType',
  'about',
  'personalTaxNumber',
  'govRegistryURL',
  'allowedInternetAddress',
  'countryPhoneCode',
  'state',
  'postalCode',
  'formatted_address',
  'name',
  'userId',
  'action',
  'reason',
];

/** Strange values of every kind, each sent in every field at once. */
const VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1e308,
  Number.MAX_SAFE_INTEGER,
  '9'.repeat(400),
  '',
  ' ',
  '\u0000',
  '%',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  'x'.repeat(50_000),
  '١٢٣٤٥٦٧',
  '🍕🍕🍕',
  ['a', 'b'],
  [],
  [null],
  {},
  { $ne: null },
  { toString: 'x' },
];

describe('hostile input to the profile and moderation calls never gets a 5xx', () => {
  it.each(POSTS)('POST %s with strange JSON values in every field', async (url) => {
    const op = await signUp(ctx.app, 'op@example.lt', { role: 'OPERATOR' });
    await applyAsChef(ctx.app, 'ruta@example.lt', { nickname: 'rutak', phoneNumber: '37061234567' });
    for (const value of VALUES) {
      const payload = Object.fromEntries(FIELDS.map((f) => [f, value]));
      const res = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', cookie: op.cookie },
        payload: JSON.stringify(payload),
      });
      expect(res.statusCode, `${url} ${JSON.stringify(value)?.slice(0, 40)}`).toBeLessThan(500);
      expect(res.json()).toHaveProperty('success');
    }
    for (const payload of ['null', '[]', '"text"', '42', '{"__proto__":{"role":"ADMIN"}}']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', cookie: op.cookie },
        payload,
      });
      expect(res.statusCode, `${url} ${payload}`).toBeLessThan(500);
    }
  });

  it.each(POSTS)('POST %s with repeated and broken form fields', async (url) => {
    const op = await signUp(ctx.app, 'op@example.lt', { role: 'OPERATOR' });
    const bodies = [
      FIELDS.map((f) => `${f}=1&${f}=2`).join('&'),
      FIELDS.map((f) => `${f}=%E0%A4%A`).join('&'),
      FIELDS.map((f) => `${f}[]=x`).join('&'),
      'hourRate=1e400&userId=1e400&countryPhoneCode=Infinity&kitchenType=,,,,,,,,',
    ];
    for (const payload of bodies) {
      const res = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: op.cookie },
        payload,
      });
      expect(res.statusCode, `${url} ${payload.slice(0, 60)}`).toBeLessThan(500);
    }
  });

  it.each(GETS)('GET %s with strange queries', async (url) => {
    const op = await signUp(ctx.app, 'op@example.lt', { role: 'OPERATOR' });
    for (const query of [
      '?page=1e400',
      '?page=99999999999999999999',
      '?page=-0',
      '?q=%00&status[]=x',
      '?q=%25%5C%27&status=pending&status=approved',
      `?q=${'x'.repeat(5000)}`,
      '?page=0&page=1',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url: url + query, headers: { cookie: op.cookie } });
      expect(res.statusCode, url + query.slice(0, 60)).toBeLessThan(500);
    }
  });

  it('leaves no one promoted and no profile half-written', async () => {
    const op = await signUp(ctx.app, 'op@example.lt', { role: 'OPERATOR' });
    const ana = await signUp(ctx.app, 'ana@example.lt');
    for (const cookie of [op.cookie, ana.cookie]) {
      await ctx.app.inject({
        method: 'POST',
        url: '/secure/user-info',
        headers: { 'content-type': 'application/json', cookie },
        payload: '{"__proto__":{"role":"ADMIN"},"constructor":{"prototype":{"role":"ADMIN"}},"role":"ADMIN"}',
      });
    }
    const rows = await ctx.app.db.select({ email: users.email, role: users.role }).from(users);
    expect(rows.sort((a, b) => a.email.localeCompare(b.email))).toEqual([
      { email: 'ana@example.lt', role: 'CUSTOMER' },
      { email: 'op@example.lt', role: 'OPERATOR' },
    ]);
    expect(({} as Record<string, unknown>).role).toBeUndefined();
    expect(await ctx.app.db.select().from(merchantProfiles)).toEqual([]);
  });
});
