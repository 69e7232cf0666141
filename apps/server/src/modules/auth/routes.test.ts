import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SESSION_IDLE_MINUTES, SESSION_MAX_DAYS } from '@hearth/domain/constants';
import { MESSAGES } from '@hearth/domain/messages';
import type { AuthorizedModel } from '@hearth/domain/api';
import { mailOutbox, oneTimePins, users } from '../../db/schema.ts';
import { registerAndConfirm, verifiedAccount } from '../../test/accounts.ts';
import { PASSWORD_FAILURE_WINDOW_SECONDS } from './auth-service.ts';
import { envelope, postForm, sessionCookie, useTestApp } from '../../test/test-app.ts';

const ctx = useTestApp();
const PASSWORD = 'Kitchen2026';
const MINUTE = 60_000;

/** A registration confirmed with its mailed pin (docs/decisions/043): the answer that starts the session. */
async function register(email = 'ana@example.lt', password = PASSWORD) {
  return registerAndConfirm(ctx.app, email, password);
}

async function profile(cookie: string) {
  return ctx.app.inject({
    method: 'GET',
    url: '/secure/profile',
    headers: { cookie, accept: 'application/json' },
  });
}

/** The pin of the newest mail to an e-mail, read from the outbox as a user reads their inbox. */
async function pinFromMail(email: string): Promise<string> {
  const rows = await ctx.app.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
  const last = rows.at(-1);
  const pin = last?.textBody.match(/\b(\d{6})\b/)?.[1];
  if (!pin) throw new Error(`no pin mail for ${email}`);
  return pin;
}

async function requestPin(email: string, headers: Record<string, string> = {}) {
  const res = await postForm(ctx.app, '/one-time-pin', { identityKey: email }, headers);
  expect(res.statusCode).toBe(200);
  return pinFromMail(email);
}

describe('POST /register', () => {
  it('once confirmed, creates a customer, starts a session and answers model.authorized', async () => {
    const res = await register('Ana@Example.LT');
    expect(res.statusCode).toBe(200);
    const body = envelope<AuthorizedModel>(res);
    expect(body.success).toBe(true);
    expect(body.model?.authorized).toEqual({
      id: expect.any(Number),
      identityKey: 'ana@example.lt',
      role: 'CUSTOMER',
      identityType: 'email',
      userInfo: {
        email: 'ana@example.lt',
        firstName: null,
        lastName: null,
        nickname: null,
        thumbnailUrl: null,
      },
      legalInfo: { valid: false },
    });
    const cookie = res.cookies.find((c) => c.name === 'hearth_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect((await profile(sessionCookie(res))).statusCode).toBe(200);
  });

  it('stores an argon2id hash, never the password', async () => {
    await register();
    const [row] = await ctx.app.db.select().from(users);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(PASSWORD);
  });

  it('makes no second account for an e-mail that has one, in any case, and does not say so', async () => {
    await register('ana@example.lt');
    const res = await postForm(ctx.app, '/register', { identityKey: 'ANA@example.lt', password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(envelope(res)).toEqual({ success: true, messages: [{ message: MESSAGES.registrationPinSent }] });
    expect(await ctx.app.db.select().from(users)).toHaveLength(1);
  });

  it.each([
    [{}, { identityKey: ['required'], password: ['required'] }],
    [{ identityKey: 'not-an-email', password: PASSWORD }, { identityKey: ['forms.validation.email'] }],
    [{ identityKey: 'a@b.lt', password: 'short1A' }, { password: ['forms.validation.password'] }],
    [{ identityKey: 'a@b.lt', password: 'alllowercase1' }, { password: ['forms.validation.password'] }],
    [{ identityKey: 'a@b.lt', password: PASSWORD, type: 'phone' }, { type: ['invalid'] }],
    [
      { identityKey: `${'x'.repeat(10_000)}@b.lt`, password: PASSWORD },
      { identityKey: ['forms.validation.maxLength'] },
    ],
    [
      { identityKey: 'a@b.lt', password: `A1${'x'.repeat(5000)}` },
      { password: ['forms.validation.maxLength'] },
    ],
  ])('refuses bad input %#', async (body, fieldErrors) => {
    const res = await postForm(ctx.app, '/register', body as Record<string, string>);
    expect(res.statusCode).toBe(400);
    const answer = envelope(res);
    expect(answer.success).toBe(false);
    expect(answer.messages).toEqual([{ message: MESSAGES.registrationFailed }]);
    expect(answer.fieldErrors).toMatchObject(fieldErrors);
    expect(await ctx.app.db.select().from(users)).toHaveLength(0);
  });

  it('refuses wrong-typed JSON fields with field errors', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/register',
      payload: { identityKey: ['a@b.lt'], password: 12345678, type: 'email' },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(envelope(res).fieldErrors ?? {})).toEqual(['identityKey', 'password']);
  });

  it('keeps the browser language for the new account', async () => {
    await postForm(
      ctx.app,
      '/register',
      { identityKey: 'lt@b.lt', password: PASSWORD },
      { 'accept-language': 'lt-LT,lt;q=0.9' },
    );
    const [row] = await ctx.app.db.select().from(users);
    expect(row?.language).toBe('lt');
  });
});

describe('POST /pw-login', () => {
  it('signs in with the right password and renews the session', async () => {
    const first = await register();
    const oldCookie = sessionCookie(first);
    const res = await postForm(
      ctx.app,
      '/pw-login',
      { identityKey: 'ana@example.lt', password: PASSWORD, type: 'email' },
      { cookie: oldCookie },
    );
    expect(res.statusCode).toBe(200);
    expect(envelope<AuthorizedModel>(res).model?.authorized.identityKey).toBe('ana@example.lt');
    const newCookie = sessionCookie(res);
    expect(newCookie).not.toBe(oldCookie);
    expect((await profile(oldCookie)).statusCode).toBe(401);
    expect((await profile(newCookie)).statusCode).toBe(200);
  });

  it.each([
    ['a wrong password', 'ana@example.lt', 'Wrong2026x'],
    ['an unknown e-mail', 'nobody@example.lt', PASSWORD],
  ])('answers invalidCredentials for %s', async (_case, email, password) => {
    await register();
    const res = await postForm(ctx.app, '/pw-login', { identityKey: email, password, type: 'email' });
    expect(res.statusCode).toBe(401);
    expect(envelope(res)).toEqual({ success: false, messages: [{ message: MESSAGES.invalidCredentials }] });
    expect(res.cookies.find((c) => c.name === 'hearth_session')).toBeUndefined();
  });

  it('answers invalidCredentials for an account made by pin (no password yet)', async () => {
    const pin = await requestPin('pin@example.lt');
    await postForm(ctx.app, '/pin-login', { identityKey: 'pin@example.lt', pin });
    const res = await postForm(ctx.app, '/pw-login', { identityKey: 'pin@example.lt', password: PASSWORD });
    expect(res.statusCode).toBe(401);
  });

  it('refuses missing fields without a 5xx', async () => {
    const res = await postForm(ctx.app, '/pw-login', {});
    expect(res.statusCode).toBe(400);
    expect(envelope(res).fieldErrors).toEqual({ identityKey: ['required'], password: ['required'] });
  });
});

describe('POST /one-time-pin and POST /pin-login', () => {
  it('gives the same answer for a known and an unknown e-mail', async () => {
    await register('known@example.lt');
    const known = await postForm(ctx.app, '/one-time-pin', { identityKey: 'known@example.lt' });
    const unknown = await postForm(ctx.app, '/one-time-pin', { identityKey: 'unknown@example.lt' });
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toEqual({ success: true, messages: [{ message: MESSAGES.oneTimePinSent }] });
  });

  it('stores the pin hashed and mails it in the account language', async () => {
    await postForm(
      ctx.app,
      '/register',
      { identityKey: 'lt@example.lt', password: PASSWORD },
      { 'accept-language': 'lt' },
    );
    const pin = await requestPin('lt@example.lt');
    const [stored] = await ctx.app.db.select().from(oneTimePins);
    expect(stored?.pinHash).not.toContain(pin);
    const [mail] = await ctx.app.db.select().from(mailOutbox);
    expect(mail?.language).toBe('lt');
  });

  it('signs in an existing user by pin', async () => {
    await register();
    const pin = await requestPin('ana@example.lt');
    const res = await postForm(ctx.app, '/pin-login', { identityKey: 'ana@example.lt', pin });
    expect(res.statusCode).toBe(200);
    expect(envelope<AuthorizedModel>(res).model?.authorized.role).toBe('CUSTOMER');
    expect((await profile(sessionCookie(res))).statusCode).toBe(200);
  });

  it('creates the account when the e-mail is new', async () => {
    const pin = await requestPin('new@example.lt');
    const res = await postForm(ctx.app, '/pin-login', { identityKey: 'new@example.lt', pin });
    expect(res.statusCode).toBe(200);
    expect(envelope<AuthorizedModel>(res).model?.authorized.identityKey).toBe('new@example.lt');
    expect(await ctx.app.db.select().from(users)).toHaveLength(1);
  });

  it('accepts a pin once only', async () => {
    const pin = await requestPin('once@example.lt');
    expect((await postForm(ctx.app, '/pin-login', { identityKey: 'once@example.lt', pin })).statusCode).toBe(
      200,
    );
    const again = await postForm(ctx.app, '/pin-login', { identityKey: 'once@example.lt', pin });
    expect(again.statusCode).toBe(400);
    expect(envelope(again).messages).toEqual([{ message: MESSAGES.invalidPin }]);
  });

  it('refuses an expired pin', async () => {
    const pin = await requestPin('late@example.lt');
    ctx.clock.advance(10 * MINUTE + 1000);
    const res = await postForm(ctx.app, '/pin-login', { identityKey: 'late@example.lt', pin });
    expect(res.statusCode).toBe(400);
    expect(envelope(res).messages).toEqual([{ message: MESSAGES.invalidPin }]);
    expect(await ctx.app.db.select().from(users)).toHaveLength(0);
  });

  it('locks the pin after five wrong tries: the sixth try, even the right pin, is refused', async () => {
    const pin = await requestPin('guess@example.lt');
    const wrong = pin === '000000' ? '111111' : '000000';
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push(
        (await postForm(ctx.app, '/pin-login', { identityKey: 'guess@example.lt', pin: wrong })).statusCode,
      );
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const sixth = await postForm(ctx.app, '/pin-login', { identityKey: 'guess@example.lt', pin });
    expect(sixth.statusCode).toBe(429);
    expect(envelope(sixth).messages).toEqual([{ message: MESSAGES.tooManyPinAttempts }]);
    expect(await ctx.app.db.select().from(users)).toHaveLength(0);
  });

  it('only the newest pin counts', async () => {
    const first = await requestPin('two@example.lt');
    const second = await requestPin('two@example.lt');
    if (first !== second) {
      expect(
        (await postForm(ctx.app, '/pin-login', { identityKey: 'two@example.lt', pin: first })).statusCode,
      ).toBe(400);
    }
    expect(
      (await postForm(ctx.app, '/pin-login', { identityKey: 'two@example.lt', pin: second })).statusCode,
    ).toBe(200);
  });

  it.each([
    [{ identityKey: 'a@b.lt' }, { pin: ['required'] }],
    [{ identityKey: 'a@b.lt', pin: '12345' }, { pin: ['forms.validation.pin'] }],
    [{ identityKey: 'a@b.lt', pin: 'abcdef' }, { pin: ['forms.validation.pin'] }],
    [{ pin: '123456' }, { identityKey: ['required'] }],
  ])('refuses bad pin-login input %#', async (body, fieldErrors) => {
    const res = await postForm(ctx.app, '/pin-login', body);
    expect(res.statusCode).toBe(400);
    expect(envelope(res).fieldErrors).toEqual(fieldErrors);
  });

  it('refuses a malformed e-mail when asking for a pin', async () => {
    const res = await postForm(ctx.app, '/one-time-pin', { identityKey: 'nope' });
    expect(res.statusCode).toBe(400);
    expect(envelope(res)).toMatchObject({
      messages: [{ message: MESSAGES.oneTimePinSendFailed }],
      fieldErrors: { identityKey: ['forms.validation.email'] },
    });
    expect(await ctx.app.db.select().from(mailOutbox)).toHaveLength(0);
  });
});

describe('sessions', () => {
  it('GET /secure/profile without a session is 401', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/secure/profile' });
    expect(res.statusCode).toBe(401);
    expect(envelope(res)).toEqual({ success: false, messages: [{ message: MESSAGES.unauthorized }] });
  });

  it('a forged cookie is 401', async () => {
    const res = await profile('hearth_session=forged-token');
    expect(res.statusCode).toBe(401);
  });

  it('logout ends the session; the old cookie no longer works', async () => {
    const cookie = sessionCookie(await register());
    const out = await postForm(ctx.app, '/logout', {}, { cookie });
    expect(out.statusCode).toBe(200);
    expect(envelope(out)).toEqual({ success: true, messages: [{ message: MESSAGES.loggedOut }] });
    expect(out.cookies.find((c) => c.name === 'hearth_session')?.value).toBe('');
    expect((await profile(cookie)).statusCode).toBe(401);
  });

  it('logout without a session still succeeds', async () => {
    expect((await postForm(ctx.app, '/logout')).statusCode).toBe(200);
  });

  it(`expires after ${SESSION_IDLE_MINUTES} idle minutes`, async () => {
    const cookie = sessionCookie(await register());
    ctx.clock.advance((SESSION_IDLE_MINUTES - 1) * MINUTE);
    expect((await profile(cookie)).statusCode).toBe(200);
    ctx.clock.advance((SESSION_IDLE_MINUTES - 1) * MINUTE);
    expect((await profile(cookie)).statusCode).toBe(200);
    ctx.clock.advance((SESSION_IDLE_MINUTES + 1) * MINUTE);
    expect((await profile(cookie)).statusCode).toBe(401);
  });

  it(`ends after ${SESSION_MAX_DAYS} days even when used every day`, async () => {
    const cookie = sessionCookie(await register());
    for (let day = 1; day < SESSION_MAX_DAYS; day++) {
      ctx.clock.advance(24 * 60 * MINUTE);
      expect((await profile(cookie)).statusCode).toBe(200);
    }
    ctx.clock.advance(24 * 60 * MINUTE);
    expect((await profile(cookie)).statusCode).toBe(401);
  });
});

describe('rate limits', () => {
  const limited = useTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3', PIN_SENDS_PER_HOUR: '2' });

  it('limits auth calls per client address per minute', async () => {
    const codes = [];
    for (let i = 0; i < 4; i++) {
      codes.push(
        (await postForm(limited.app, '/pw-login', { identityKey: 'a@b.lt', password: 'x' })).statusCode,
      );
    }
    expect(codes).toEqual([401, 401, 401, 429]);
    limited.clock.advance(61_000);
    expect(
      (await postForm(limited.app, '/pw-login', { identityKey: 'a@b.lt', password: 'x' })).statusCode,
    ).toBe(401);
  });

  it('limits pin sends per e-mail without a 429: the extra ones send nothing (decision 045)', async () => {
    const codes = [];
    for (let i = 0; i < 4; i++) {
      limited.clock.advance(61_000); // past the per-minute auth limit
      codes.push((await postForm(limited.app, '/one-time-pin', { identityKey: 'a@b.lt' })).statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 200]);
    // Two an hour, then one per pin lifetime: the fourth request went nowhere.
    expect(await limited.app.db.select().from(mailOutbox)).toHaveLength(3);
  });
});

describe('wrong passwords per address', () => {
  const signIn = (email: string, password: string) =>
    postForm(ctx.app, '/pw-login', { identityKey: email, password });

  it("pause the address's password sign-in after PASSWORD_FAILURES_PER_ADDRESS, whoever guesses, the right password too", async () => {
    const PASSWORD_FAILURES_PER_ADDRESS = ctx.app.config.PASSWORD_FAILURES_PER_ADDRESS;
    expect(PASSWORD_FAILURES_PER_ADDRESS).toBe(10); // the default
    await verifiedAccount(ctx.app, 'ana@example.lt', PASSWORD);
    for (let i = 0; i < PASSWORD_FAILURES_PER_ADDRESS; i++) {
      expect((await signIn('ana@example.lt', `Wrong${i}Guess`)).statusCode).toBe(401);
    }
    const paused = await signIn('ana@example.lt', PASSWORD);
    expect(paused.statusCode).toBe(429);
    expect(envelope(paused).messages).toEqual([{ message: MESSAGES.passwordSignInPaused }]);
    expect(Number(paused.headers['retry-after'])).toBeGreaterThan(0);

    // An address without an account pauses the same way: the pause tells nothing about accounts.
    for (let i = 0; i <= PASSWORD_FAILURES_PER_ADDRESS; i++)
      await signIn('nobody@example.lt', `Wrong${i}Guess`);
    expect((await signIn('nobody@example.lt', PASSWORD)).statusCode).toBe(429);

    // The owner still signs in by an e-mailed pin; other addresses are not touched.
    const pin = await requestPin('ana@example.lt');
    const byPin = await postForm(ctx.app, '/pin-login', { identityKey: 'ana@example.lt', pin });
    expect(byPin.statusCode).toBe(200);

    ctx.clock.advance(PASSWORD_FAILURE_WINDOW_SECONDS * 1000 + 1000);
    expect((await signIn('ana@example.lt', PASSWORD)).statusCode).toBe(200);
  });

  it('counts only wrong passwords: right ones between them do not add up', async () => {
    const PASSWORD_FAILURES_PER_ADDRESS = ctx.app.config.PASSWORD_FAILURES_PER_ADDRESS;
    await verifiedAccount(ctx.app, 'ben@example.lt', PASSWORD);
    for (let i = 0; i < PASSWORD_FAILURES_PER_ADDRESS * 2; i++) {
      expect((await signIn('ben@example.lt', PASSWORD)).statusCode).toBe(200);
    }
  });
});
