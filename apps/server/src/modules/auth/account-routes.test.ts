import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { PasswordStateModel, PinLoginModel, SessionsModel } from '@hearth/domain/accounts';
import { MESSAGES } from '@hearth/domain/messages';
import { mailOutbox, sessions, users } from '../../db/schema.ts';
import { hashToken } from '../../plugins/session.ts';
import { mailedPin, registerAndConfirm } from '../../test/accounts.ts';
import { envelope, postForm, sessionCookie, useTestApp } from '../../test/test-app.ts';
import { kitchen, linkOrder, placeOrder } from '../orders/order-test-helpers.ts';

/**
 * Verified e-mail, passwords and sessions (docs/decisions/043): registration without enumeration, the
 * pre-account takeover closed, password reset and change, and the sessions a user can see and end.
 */

const ctx = useTestApp();
const PASSWORD = 'Kitchen2026';
const SQUATTER_PASSWORD = 'Attacker2026';
const NEW_PASSWORD = 'Hearth2027new';
const MINUTE = 60_000;
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const post = (url: string, body: Record<string, string> = {}, cookie?: string, userAgent?: string) =>
  postForm(ctx.app, url, body, {
    ...(cookie ? { cookie } : {}),
    ...(userAgent ? { 'user-agent': userAgent } : {}),
  });

const get = (url: string, cookie: string) =>
  ctx.app.inject({ method: 'GET', url, headers: { cookie, accept: 'application/json' } });

const pwLogin = (email: string, password: string, userAgent?: string) =>
  post('/pw-login', { identityKey: email, password }, undefined, userAgent);

async function pinLogin(email: string, userAgent?: string) {
  expect((await post('/one-time-pin', { identityKey: email })).statusCode).toBe(200);
  const pin = await mailedPin(ctx.app, email, 'one-time-pin');
  return post('/pin-login', { identityKey: email, pin }, undefined, userAgent);
}

async function signedIn(email = 'ana@example.lt', userAgent?: string): Promise<string> {
  const res = await registerAndConfirm(
    ctx.app,
    email,
    PASSWORD,
    userAgent ? { 'user-agent': userAgent } : {},
  );
  expect(res.statusCode, res.body).toBe(200);
  return sessionCookie(res);
}

async function userRow(email: string) {
  const [row] = await ctx.app.db.select().from(users).where(eq(users.email, email));
  return row;
}

async function mailsTo(email: string) {
  return ctx.app.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email)).orderBy(mailOutbox.id);
}

function expectError(res: LightMyRequestResponse, status: number, message: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(envelope(res).messages).toEqual([{ message }]);
}

describe('POST /register: the same answer for a known and an unknown address', () => {
  it('answers 200 registrationPinSent with no model and no session either way, and mails each address once', async () => {
    await signedIn('known@example.lt');
    const before = (await mailsTo('known@example.lt')).length;
    const known = await post('/register', { identityKey: 'known@example.lt', password: SQUATTER_PASSWORD });
    const unknown = await post('/register', { identityKey: 'new@example.lt', password: SQUATTER_PASSWORD });
    for (const res of [known, unknown]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, messages: [{ message: MESSAGES.registrationPinSent }] });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    const knownMails = (await mailsTo('known@example.lt')).slice(before);
    expect(knownMails.map((m) => m.template)).toEqual(['registration-attempt']);
    expect(knownMails[0]!.textBody).toContain('Forgot password?');
    expect((await mailsTo('new@example.lt')).map((m) => m.template)).toEqual(['registration-pin']);
  });

  it('changes nothing on a verified account: its password still works, the new one does not', async () => {
    await signedIn('known@example.lt');
    const hash = (await userRow('known@example.lt'))!.passwordHash;
    await post('/register', { identityKey: 'known@example.lt', password: SQUATTER_PASSWORD });
    expect((await userRow('known@example.lt'))!.passwordHash).toBe(hash);
    expect((await pwLogin('known@example.lt', PASSWORD)).statusCode).toBe(200);
    expect((await pwLogin('known@example.lt', SQUATTER_PASSWORD)).statusCode).toBe(401);
  });

  it('writes the notice in the owner’s language, whatever the browser of the attempt', async () => {
    const res = await registerAndConfirm(ctx.app, 'lt@example.lt', PASSWORD, { 'accept-language': 'lt' });
    expect(res.statusCode).toBe(200);
    await postForm(ctx.app, '/register', { identityKey: 'lt@example.lt', password: PASSWORD });
    const notice = (await mailsTo('lt@example.lt')).at(-1)!;
    expect(notice.template).toBe('registration-attempt');
    expect(notice.language).toBe('lt');
  });

  it('an unconfirmed registration cannot sign in: /pw-login answers as for a wrong password', async () => {
    await post('/register', { identityKey: 'pending@example.lt', password: PASSWORD });
    const right = await pwLogin('pending@example.lt', PASSWORD);
    const wrong = await pwLogin('pending@example.lt', 'Wrong2026x');
    const unknown = await pwLogin('nobody@example.lt', PASSWORD);
    for (const res of [right, wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, messages: [{ message: MESSAGES.invalidCredentials }] });
    }
  });
});

describe('POST /register-confirm', () => {
  it('confirms with the pin and the password, verifies the address and signs in', async () => {
    await post('/register', { identityKey: 'ana@example.lt', password: PASSWORD });
    const pin = await mailedPin(ctx.app, 'ana@example.lt', 'registration-pin');
    const res = await post('/register-confirm', { identityKey: 'ana@example.lt', password: PASSWORD, pin });
    expect(res.statusCode, res.body).toBe(200);
    expect(envelope<{ authorized: { identityKey: string } }>(res).model?.authorized.identityKey).toBe(
      'ana@example.lt',
    );
    expect((await userRow('ana@example.lt'))!.emailVerifiedAt).not.toBeNull();
    expect((await get('/secure/profile', sessionCookie(res))).statusCode).toBe(200);
    expect((await pwLogin('ana@example.lt', PASSWORD)).statusCode).toBe(200);
  });

  it('is bound to the password: after a second registration, the owner’s pin confirms neither password', async () => {
    await post('/register', { identityKey: 'ana@example.lt', password: PASSWORD });
    const ownersPin = await mailedPin(ctx.app, 'ana@example.lt', 'registration-pin');
    // Someone else registers the same address before the owner confirms.
    await post('/register', { identityKey: 'ana@example.lt', password: SQUATTER_PASSWORD });
    const squattersTry = await post('/register-confirm', {
      identityKey: 'ana@example.lt',
      password: SQUATTER_PASSWORD,
      pin: ownersPin,
    });
    expectError(squattersTry, 400, MESSAGES.invalidPin);
    const ownersTry = await post('/register-confirm', {
      identityKey: 'ana@example.lt',
      password: PASSWORD,
      pin: ownersPin,
    });
    expectError(ownersTry, 400, MESSAGES.invalidPin);
    expect((await userRow('ana@example.lt'))!.emailVerifiedAt).toBeNull();
  });

  it('answers invalidPin for a wrong pin, a wrong password, a verified or an unknown account', async () => {
    await signedIn('done@example.lt');
    await post('/register', { identityKey: 'ana@example.lt', password: PASSWORD });
    const pin = await mailedPin(ctx.app, 'ana@example.lt', 'registration-pin');
    const wrongPin = pin === '000000' ? '111111' : '000000';
    const tries = [
      { identityKey: 'ana@example.lt', password: PASSWORD, pin: wrongPin },
      { identityKey: 'ana@example.lt', password: 'Wrong2026x', pin },
      { identityKey: 'done@example.lt', password: PASSWORD, pin },
      { identityKey: 'nobody@example.lt', password: PASSWORD, pin },
    ];
    for (const body of tries) {
      const res = await post('/register-confirm', body);
      expectError(res, 400, MESSAGES.invalidPin);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    // The pin survived the mismatches (one wrong try counted) and still confirms.
    const res = await post('/register-confirm', { identityKey: 'ana@example.lt', password: PASSWORD, pin });
    expect(res.statusCode).toBe(200);
  });

  it('refuses bad input with field errors', async () => {
    const res = await post('/register-confirm', { identityKey: 'nope', pin: '12' });
    expect(res.statusCode).toBe(400);
    expect(envelope(res).fieldErrors).toMatchObject({
      identityKey: ['forms.validation.email'],
      password: ['required'],
      pin: ['forms.validation.pin'],
    });
  });
});

describe('pre-account takeover (a squatter registers the owner’s address first)', () => {
  it('the owner’s pin sign-in reclaims the account: told passwordRemoved, the squatter locked out', async () => {
    const victim = 'victim@example.lt';
    // The squatter registers the address; they never see the pin, but try to keep a way in.
    await post('/register', { identityKey: victim, password: SQUATTER_PASSWORD });
    expect((await pwLogin(victim, SQUATTER_PASSWORD)).statusCode).toBe(401);
    // A session of the account however it was got (e.g. before this rule) must not survive either.
    const [account] = await ctx.app.db.select().from(users).where(eq(users.email, victim));
    const squatterSession = await plantSession(account!.id);

    const owner = await pinLogin(victim);
    expect(owner.statusCode).toBe(200);
    expect(envelope<PinLoginModel>(owner).model).toMatchObject({
      authorized: { identityKey: victim },
      passwordRemoved: true,
    });
    const row = await userRow(victim);
    expect(row!.passwordHash).toBeNull();
    expect(row!.emailVerifiedAt).not.toBeNull();
    expect((await pwLogin(victim, SQUATTER_PASSWORD)).statusCode).toBe(401);
    expect((await get('/secure/profile', squatterSession)).statusCode).toBe(401);
    expect((await get('/secure/profile', sessionCookie(owner))).statusCode).toBe(200);
    // Told their password was removed, the owner may set one at once.
    const state = await get('/secure/password', sessionCookie(owner));
    expect(envelope<PasswordStateModel>(state).model).toEqual({ hasPassword: false, proof: 'none' });
  });

  it('an order linked by pin reclaims it too: verified, the password and its sessions gone', async () => {
    const victim = 'victim@example.lt';
    await post('/register', { identityKey: victim, password: SQUATTER_PASSWORD });
    const [account] = await ctx.app.db.select().from(users).where(eq(users.email, victim));
    const squatterSession = await plantSession(account!.id);
    const { fixedId } = await kitchen(ctx.app);
    const { order, cookie } = await placeOrder(ctx.app, ctx.clock, { productId: fixedId });
    const owner = await linkOrder(ctx.app, order.id, victim, cookie);
    expect((await userRow(victim))!.passwordHash).toBeNull();
    expect((await userRow(victim))!.emailVerifiedAt).not.toBeNull();
    expect((await get('/secure/profile', squatterSession)).statusCode).toBe(401);
    expect((await get('/secure/profile', owner)).statusCode).toBe(200);
    expect((await pwLogin(victim, SQUATTER_PASSWORD)).statusCode).toBe(401);
  });

  it('a pin sign-in to a verified account keeps its password (passwordRemoved false)', async () => {
    await signedIn('ana@example.lt');
    const res = await pinLogin('ana@example.lt');
    expect(envelope<PinLoginModel>(res).model?.passwordRemoved).toBe(false);
    expect((await pwLogin('ana@example.lt', PASSWORD)).statusCode).toBe(200);
  });

  it('a pin sign-in to a new address creates it verified', async () => {
    const res = await pinLogin('fresh@example.lt');
    expect(envelope<PinLoginModel>(res).model?.passwordRemoved).toBe(false);
    expect((await userRow('fresh@example.lt'))!.emailVerifiedAt).not.toBeNull();
  });
});

/** A session of the account written directly: the squatter's way in, however it was got. */
async function plantSession(userId: number): Promise<string> {
  const now = ctx.clock.now();
  await ctx.app.db.insert(sessions).values({
    tokenHash: hashToken('squatter-token'),
    publicId: 'squatter-session',
    userId,
    authMethod: 'password',
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + 30 * 24 * 60 * MINUTE),
  });
  return 'hearth_session=squatter-token';
}

describe('password reset', () => {
  it('answers the same for a known and an unknown address; only the known one gets a usable pin', async () => {
    await signedIn('ana@example.lt');
    const known = await post('/password-reset-request', { identityKey: 'ana@example.lt' });
    const unknown = await post('/password-reset-request', { identityKey: 'nobody@example.lt' });
    for (const res of [known, unknown]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, messages: [{ message: MESSAGES.passwordResetPinSent }] });
    }
    expect((await mailsTo('ana@example.lt')).at(-1)?.template).toBe('password-reset-pin');
    // The unknown address is told no account uses it, by the same pin path (same limits and wait), with no pin.
    const note = (await mailsTo('nobody@example.lt')).map((mail) => mail.template);
    expect(note).toEqual(['password-reset-unknown']);
    expect(await userRow('nobody@example.lt')).toBeUndefined();
  });

  it('sets the password, ends every session, signs in anew and mails the owner', async () => {
    const first = await signedIn('ana@example.lt');
    const second = sessionCookie(await pwLogin('ana@example.lt', PASSWORD));
    await post('/password-reset-request', { identityKey: 'ana@example.lt' });
    const pin = await mailedPin(ctx.app, 'ana@example.lt', 'password-reset-pin');
    const res = await post(
      '/password-reset',
      { identityKey: 'ana@example.lt', pin, password: NEW_PASSWORD },
      undefined,
      FIREFOX,
    );
    expect(res.statusCode, res.body).toBe(200);
    for (const old of [first, second]) expect((await get('/secure/profile', old)).statusCode).toBe(401);
    const fresh = sessionCookie(res);
    expect((await get('/secure/profile', fresh)).statusCode).toBe(200);
    expect((await pwLogin('ana@example.lt', PASSWORD)).statusCode).toBe(401);
    expect((await pwLogin('ana@example.lt', NEW_PASSWORD)).statusCode).toBe(200);
    const mail = (await mailsTo('ana@example.lt')).at(-1)!;
    expect(mail.template).toBe('password-changed');
    expect(mail.textBody).toContain('Firefox on Linux');
  });

  it('verifies an unconfirmed registration (the pin proves the address)', async () => {
    await post('/register', { identityKey: 'pending@example.lt', password: SQUATTER_PASSWORD });
    await post('/password-reset-request', { identityKey: 'pending@example.lt' });
    const pin = await mailedPin(ctx.app, 'pending@example.lt', 'password-reset-pin');
    const res = await post('/password-reset', {
      identityKey: 'pending@example.lt',
      pin,
      password: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect((await userRow('pending@example.lt'))!.emailVerifiedAt).not.toBeNull();
    expect((await pwLogin('pending@example.lt', SQUATTER_PASSWORD)).statusCode).toBe(401);
  });

  it('refuses a wrong pin or a weak password and changes nothing', async () => {
    await signedIn('ana@example.lt');
    await post('/password-reset-request', { identityKey: 'ana@example.lt' });
    const pin = await mailedPin(ctx.app, 'ana@example.lt', 'password-reset-pin');
    const wrongPin = pin === '000000' ? '111111' : '000000';
    const wrong = await post('/password-reset', {
      identityKey: 'ana@example.lt',
      pin: wrongPin,
      password: NEW_PASSWORD,
    });
    expectError(wrong, 400, MESSAGES.invalidPin);
    const weak = await post('/password-reset', { identityKey: 'ana@example.lt', pin, password: 'weak' });
    expect(weak.statusCode).toBe(400);
    expect(envelope(weak).fieldErrors).toEqual({ password: ['forms.validation.password'] });
    expect((await pwLogin('ana@example.lt', PASSWORD)).statusCode).toBe(200);
  });
});

describe('password change', () => {
  it('GET /secure/password: none right after a pin sign-in, current-password later, pin without one', async () => {
    const viaPin = sessionCookie(await pinLogin('pin@example.lt'));
    expect(envelope<PasswordStateModel>(await get('/secure/password', viaPin)).model).toEqual({
      hasPassword: false,
      proof: 'none',
    });
    ctx.clock.advance(11 * MINUTE);
    expect(envelope<PasswordStateModel>(await get('/secure/password', viaPin)).model).toEqual({
      hasPassword: false,
      proof: 'pin',
    });
    const viaPassword = await signedIn('ana@example.lt');
    // A confirmed registration is a fresh proof too; a password sign-in never is.
    expect(envelope<PasswordStateModel>(await get('/secure/password', viaPassword)).model?.proof).toBe(
      'none',
    );
    const later = sessionCookie(await pwLogin('ana@example.lt', PASSWORD));
    expect(envelope<PasswordStateModel>(await get('/secure/password', later)).model).toEqual({
      hasPassword: true,
      proof: 'current-password',
    });
  });

  it('changes with the current password: other sessions end, this one stays, the owner is mailed', async () => {
    await signedIn('ana@example.lt');
    const other = sessionCookie(await pwLogin('ana@example.lt', PASSWORD));
    const current = sessionCookie(await pwLogin('ana@example.lt', PASSWORD, IPHONE));
    const res = await post(
      '/secure/password',
      { password: NEW_PASSWORD, currentPassword: PASSWORD },
      current,
      IPHONE,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, messages: [{ message: MESSAGES.passwordChanged }] });
    expect((await get('/secure/profile', other)).statusCode).toBe(401);
    expect((await get('/secure/profile', current)).statusCode).toBe(200);
    expect((await pwLogin('ana@example.lt', NEW_PASSWORD)).statusCode).toBe(200);
    const mail = (await mailsTo('ana@example.lt')).at(-1)!;
    expect(mail.template).toBe('password-changed');
    expect(mail.textBody).toContain('Safari on iPhone');
  });

  it('refuses a wrong current password with a field error, and limits the tries per user', async () => {
    await signedIn('ana@example.lt');
    const cookie = sessionCookie(await pwLogin('ana@example.lt', PASSWORD));
    const wrong = await post(
      '/secure/password',
      { password: NEW_PASSWORD, currentPassword: 'Wrong2026x' },
      cookie,
    );
    expect(wrong.statusCode).toBe(400);
    expect(envelope(wrong)).toEqual({
      success: false,
      messages: [{ message: MESSAGES.currentPasswordWrong }],
      fieldErrors: { currentPassword: [MESSAGES.currentPasswordWrong] },
    });
    const codes = [];
    for (let i = 0; i < 5; i++) {
      codes.push(
        (
          await post(
            '/secure/password',
            { password: NEW_PASSWORD, currentPassword: `Wrong${i}2026x` },
            cookie,
          )
        ).statusCode,
      );
    }
    expect(codes).toEqual([400, 400, 400, 400, 429]);
    // Past the limit even the right password is refused, so guessing gains nothing.
    const right = await post(
      '/secure/password',
      { password: NEW_PASSWORD, currentPassword: PASSWORD },
      cookie,
    );
    expect(right.statusCode).toBe(429);
    expect((await pwLogin('ana@example.lt', PASSWORD)).statusCode).toBe(200);
  });

  it('asks for a proof when none is given and the session is not fresh', async () => {
    await signedIn('ana@example.lt');
    const cookie = sessionCookie(await pwLogin('ana@example.lt', PASSWORD));
    expectError(
      await post('/secure/password', { password: NEW_PASSWORD }, cookie),
      400,
      MESSAGES.passwordProofRequired,
    );
    expect((await pwLogin('ana@example.lt', PASSWORD)).statusCode).toBe(200);
  });

  it('accepts a mailed pin, even when the user has a password; a wrong pin is invalidPin', async () => {
    await signedIn('ana@example.lt');
    const cookie = sessionCookie(await pwLogin('ana@example.lt', PASSWORD));
    const sent = await post('/secure/password-pin', {}, cookie);
    expect(sent.json()).toEqual({ success: true, messages: [{ message: MESSAGES.passwordPinSent }] });
    const pin = await mailedPin(ctx.app, 'ana@example.lt', 'password-pin');
    const wrongPin = pin === '000000' ? '111111' : '000000';
    expectError(
      await post('/secure/password', { password: NEW_PASSWORD, pin: wrongPin }, cookie),
      400,
      MESSAGES.invalidPin,
    );
    const res = await post('/secure/password', { password: NEW_PASSWORD, pin, currentPassword: '' }, cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect((await pwLogin('ana@example.lt', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('sets a first password with no proof right after a pin sign-in', async () => {
    const cookie = sessionCookie(await pinLogin('pin@example.lt'));
    expect((await post('/secure/password', { password: NEW_PASSWORD }, cookie)).statusCode).toBe(200);
    expect((await pwLogin('pin@example.lt', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a weak new password', async () => {
    const cookie = await signedIn('ana@example.lt');
    const res = await post('/secure/password', { password: 'weak' }, cookie);
    expect(res.statusCode).toBe(400);
    expect(envelope(res).fieldErrors).toEqual({ password: ['forms.validation.password'] });
  });
});

describe('sessions', () => {
  it('lists the user’s sessions, newest use first, with a device label and never the token', async () => {
    const before = ctx.clock.now().getTime();
    const first = await signedIn('ana@example.lt', FIREFOX);
    const after = ctx.clock.now().getTime();
    ctx.clock.advance(MINUTE);
    const second = sessionCookie(await pwLogin('ana@example.lt', PASSWORD, IPHONE));
    await signedIn('other@example.lt');
    const res = await get('/secure/sessions', second);
    expect(res.statusCode).toBe(200);
    const list = envelope<SessionsModel>(res).model!.sessions;
    expect(list.map((s) => [s.device, s.method, s.current])).toEqual([
      ['Safari on iPhone', 'password', true],
      ['Firefox on Linux', 'register', false],
    ]);
    expect(list[0]!.lastUsedAt).toBeGreaterThan(list[1]!.lastUsedAt);
    // The test clock runs with real time: the first session was made between `before` and `after`.
    expect(list[1]!.createdAt).toBeGreaterThanOrEqual(Math.floor(before / 1000));
    expect(list[1]!.createdAt).toBeLessThanOrEqual(Math.floor(after / 1000));
    for (const token of [first, second].map((c) => c.split('=')[1]!)) expect(res.body).not.toContain(token);
    const rows = await ctx.app.db.select().from(sessions);
    for (const row of rows) expect(res.body).not.toContain(row.tokenHash);
  });

  it('ends one session by id; a second session’s requests then get 401', async () => {
    const mine = await signedIn('ana@example.lt');
    const other = sessionCookie(await pwLogin('ana@example.lt', PASSWORD));
    const list = envelope<SessionsModel>(await get('/secure/sessions', mine)).model!.sessions;
    const otherId = list.find((s) => !s.current)!.id;
    const res = await post('/secure/session-end', { sessionId: otherId }, mine);
    expect(res.json()).toEqual({ success: true, messages: [{ message: MESSAGES.sessionEnded }] });
    expect((await get('/secure/profile', other)).statusCode).toBe(401);
    expect((await get('/secure/profile', mine)).statusCode).toBe(200);
  });

  it('answers 404 for an id that is not one of the user’s sessions', async () => {
    const mine = await signedIn('ana@example.lt');
    const theirs = await signedIn('other@example.lt');
    const theirId = envelope<SessionsModel>(await get('/secure/sessions', theirs)).model!.sessions[0]!.id;
    expectError(await post('/secure/session-end', { sessionId: theirId }, mine), 404, MESSAGES.notFound);
    expectError(await post('/secure/session-end', { sessionId: 'nope' }, mine), 404, MESSAGES.notFound);
    expect((await get('/secure/profile', theirs)).statusCode).toBe(200);
    expect((await post('/secure/session-end', {}, mine)).statusCode).toBe(400);
  });

  it('ending the current session this way signs out and clears the cookie', async () => {
    const mine = await signedIn('ana@example.lt');
    const currentId = envelope<SessionsModel>(await get('/secure/sessions', mine)).model!.sessions[0]!.id;
    const res = await post('/secure/session-end', { sessionId: currentId }, mine);
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'hearth_session')?.value).toBe('');
    expect((await get('/secure/profile', mine)).statusCode).toBe(401);
  });

  it('ends all the other sessions, keeping this one', async () => {
    const mine = await signedIn('ana@example.lt');
    const others = [
      sessionCookie(await pwLogin('ana@example.lt', PASSWORD)),
      sessionCookie(await pwLogin('ana@example.lt', PASSWORD)),
    ];
    const stranger = await signedIn('other@example.lt');
    const res = await post('/secure/sessions-end-others', {}, mine);
    expect(res.json()).toEqual({ success: true, messages: [{ message: MESSAGES.otherSessionsEnded }] });
    for (const other of others) expect((await get('/secure/profile', other)).statusCode).toBe(401);
    expect((await get('/secure/profile', mine)).statusCode).toBe(200);
    expect((await get('/secure/profile', stranger)).statusCode).toBe(200);
  });

  it('logs out everywhere, the current session included; /logout still ends only the current one', async () => {
    const mine = await signedIn('ana@example.lt');
    const other = sessionCookie(await pwLogin('ana@example.lt', PASSWORD));
    const third = sessionCookie(await pwLogin('ana@example.lt', PASSWORD));
    expect((await post('/logout', {}, third)).statusCode).toBe(200);
    expect((await get('/secure/profile', other)).statusCode).toBe(200);
    const res = await post('/secure/logout-everywhere', {}, mine);
    expect(res.json()).toEqual({ success: true, messages: [{ message: MESSAGES.loggedOut }] });
    expect(res.cookies.find((c) => c.name === 'hearth_session')?.value).toBe('');
    for (const cookie of [mine, other]) expect((await get('/secure/profile', cookie)).statusCode).toBe(401);
  });

  it('every account call needs a session', async () => {
    for (const url of ['/secure/password', '/secure/sessions']) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    for (const url of [
      '/secure/password-pin',
      '/secure/password',
      '/secure/session-end',
      '/secure/sessions-end-others',
      '/secure/logout-everywhere',
    ]) {
      expect((await post(url, {})).statusCode).toBe(401);
    }
  });
});
