import type { AuthorizedUser } from '@hearth/domain/api';
import type { Language } from '@hearth/domain/constants';
import { MESSAGES } from '@hearth/domain/messages';
import type { FastifyInstance } from 'fastify';
import { publicPageUrl } from '../../config.ts';
import { Invalid, NotFound, Unauthorized } from '../../errors.ts';
import { endAllSessions } from '../../plugins/session.ts';
import { avatarUrls } from '../files/avatar-urls.ts';
import * as repo from './auth-repository.ts';
import { checkPin, sendPin, type PinDelivery } from './pin-service.ts';
import { hashPassword, verifyPassword } from './secrets.ts';

export const LOGIN_PIN_PURPOSE = 'login';
export const REGISTER_PIN_PURPOSE = 'register';

/** The web's sign-in page, linked from account mails when the public address is known. */
export const SIGN_IN_PAGE = '/signin';

/** `model.authorized` as the client reads it after every sign-in. */
export function toAuthorized(user: repo.UserRow): AuthorizedUser {
  return {
    id: user.id,
    identityKey: user.email,
    role: user.role,
    identityType: 'email',
    userInfo: {
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      nickname: user.nickname,
      thumbnailUrl: avatarUrls(user).thumbnailUrl,
    },
    legalInfo: { valid: user.merchantStatus === 'approved' },
  };
}

/** The window in which wrong passwords for one address are counted (decision 043). */
export const PASSWORD_FAILURE_WINDOW_SECONDS = 15 * 60;

/**
 * Signs in by password. An unconfirmed registration answers exactly like a wrong password: otherwise
 * /register followed by /pw-login would tell whether an address already had an account. Wrong passwords are
 * also counted per address, whatever client sends them, so guessing one account's password does not get
 * faster with more client addresses; past PASSWORD_FAILURES_PER_ADDRESS the address's password sign-in pauses
 * (a right password too), while its owner can still sign in by an e-mailed pin. The same holds for an address
 * without an account, so the pause tells nothing about it.
 */
export async function loginWithPassword(
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<repo.UserRow> {
  const failures = `pw-fail:email:${email}`;
  const window = PASSWORD_FAILURE_WINDOW_SECONDS;
  const limit = app.config.PASSWORD_FAILURES_PER_ADDRESS;
  // Weight 0 reads the count without adding to it; paused once it has reached the limit.
  const paused = MESSAGES.passwordSignInPaused;
  await app.hitRateLimit(failures, limit - 1, window, paused, 0);
  const user = await repo.findUserByEmail(app.db, email);
  const matches = await verifyPassword(user?.passwordHash, password);
  if (!user || !matches || !user.emailVerifiedAt) {
    await app.withinRateLimit(failures, limit, window);
    throw new Unauthorized(MESSAGES.invalidCredentials);
  }
  return user;
}

/**
 * POST /register (docs/decisions/043): never signs in and answers the same whether or not the address has
 * an account. A new or still unconfirmed address gets the password stored unverified and a registration pin;
 * a verified account is left as it is and its owner gets a notice. Both send one mail through the pin path,
 * and the password is hashed on both, so limits and timing are alike.
 */
export async function register(
  app: FastifyInstance,
  input: { email: string; password: string; language: Language; clientIp: string },
): Promise<PinDelivery> {
  const passwordHash = await hashPassword(input.password);
  const owner = await claimUnverified(app, { ...input, passwordHash });
  const mail = owner
    ? {
        template: 'registration-attempt' as const,
        params: { signInUrl: publicPageUrl(app.config, SIGN_IN_PAGE) },
      }
    : { template: 'registration-pin' as const, params: {} };
  return sendPin(app, {
    email: input.email,
    purpose: REGISTER_PIN_PURPOSE,
    language: owner?.language ?? input.language,
    clientIp: input.clientIp,
    mail,
  });
}

/** Stores the registration's password on a new or unconfirmed account; returns the verified owner instead. */
async function claimUnverified(
  app: FastifyInstance,
  input: { email: string; passwordHash: string; language: Language },
): Promise<repo.UserRow | undefined> {
  const values = { passwordHash: input.passwordHash, language: input.language };
  const existing = await repo.findUserByEmail(app.db, input.email);
  if (!existing) {
    if (await repo.insertUser(app.db, { email: input.email, ...values })) return undefined;
    // A concurrent request created it between the two statements: treat it as existing.
    return claimUnverified(app, input);
  }
  if (!existing.emailVerifiedAt && (await repo.replaceUnverifiedPassword(app.db, existing.id, values))) {
    return undefined;
  }
  return existing.emailVerifiedAt ? existing : repo.findUserByEmail(app.db, input.email);
}

/**
 * POST /register-confirm: the registration pin and the password chosen at registration confirm the address.
 * The password binds the pin to whoever typed it: after a second /register by someone else, the owner's pin
 * cannot confirm the other person's password. Every mismatch is the one answer invalidPin.
 */
export async function confirmRegistration(
  app: FastifyInstance,
  input: { email: string; password: string; pin: string },
): Promise<repo.UserRow> {
  const refused = () => new Invalid(MESSAGES.invalidPin, { pin: [MESSAGES.invalidPin] });
  const user = await repo.findUserByEmail(app.db, input.email);
  const pending = user && !user.emailVerifiedAt ? user : undefined;
  if (!(await verifyPassword(pending?.passwordHash, input.password)) || !pending?.passwordHash)
    throw refused();
  await checkPin(app, { email: input.email, purpose: REGISTER_PIN_PURPOSE, pin: input.pin });
  if (!(await repo.confirmRegistration(app.db, pending.id, pending.passwordHash, app.clock())))
    throw refused();
  return getUser(app, pending.id);
}

/** Signs in by pin; an e-mail without an account gets one, verified (decisions 006 and 043). */
export async function loginWithPin(
  app: FastifyInstance,
  input: { email: string; pin: string; language: Language },
): Promise<ProvenUser> {
  await checkPin(app, { email: input.email, purpose: LOGIN_PIN_PURPOSE, pin: input.pin });
  return userProvenByPin(app, input.email, input.language);
}

export interface ProvenUser {
  user: repo.UserRow;
  /** A password nobody had proved (an unconfirmed registration, perhaps a squatter's) was dropped. */
  passwordRemoved: boolean;
}

/**
 * The account of an address whose owner just proved it with a pin (a sign-in, an order linked by pin),
 * created verified when new. An unconfirmed registration is reclaimed: verified, its password dropped and
 * every session of it ended, so whoever registered the address first keeps nothing (docs/decisions/043).
 */
export async function userProvenByPin(
  app: FastifyInstance,
  email: string,
  language: Language,
): Promise<ProvenUser> {
  const now = app.clock();
  const existing = await repo.findUserByEmail(app.db, email);
  if (!existing) {
    const created = await repo.insertUser(app.db, { email, language, emailVerifiedAt: now });
    // A concurrent request may have created it between the two statements.
    if (created) return { user: created, passwordRemoved: false };
    return userProvenByPin(app, email, language);
  }
  if (existing.emailVerifiedAt || !(await repo.verifyDroppingPassword(app.db, existing.id, now))) {
    return { user: existing, passwordRemoved: false };
  }
  await endAllSessions(app, existing.id);
  return { user: await getUser(app, existing.id), passwordRemoved: existing.passwordHash !== null };
}

export async function getUser(app: FastifyInstance, id: number): Promise<repo.UserRow> {
  const user = await repo.findUserById(app.db, id);
  if (!user) throw new NotFound();
  return user;
}

export async function findUserLanguage(app: FastifyInstance, email: string): Promise<Language | undefined> {
  return (await repo.findUserByEmail(app.db, email))?.language;
}
