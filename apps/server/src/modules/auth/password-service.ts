import { FRESH_PROOF_MINUTES, type PasswordProof, type PasswordStateModel } from '@hearth/domain/accounts';
import type { Language } from '@hearth/domain/constants';
import { MESSAGES } from '@hearth/domain/messages';
import type { FastifyInstance } from 'fastify';
import { publicPageUrl } from '../../config.ts';
import { Invalid } from '../../errors.ts';
import { endAllSessions, endOtherSessions, type SessionUser } from '../../plugins/session.ts';
import * as repo from './auth-repository.ts';
import { getUser, SIGN_IN_PAGE } from './auth-service.ts';
import { deviceLabel, UNKNOWN_DEVICE } from './device-label.ts';
import { checkPin, sendPin, type PinDelivery } from './pin-service.ts';
import { hashPassword, verifyPassword } from './secrets.ts';

/**
 * Password reset and change (docs/decisions/043). A reset proves the e-mail with a pin and ends every
 * session; a change needs the current password, a pin, or a session that is itself a fresh proof of the
 * e-mail, and ends every other session. Both mail the owner.
 */

export const PASSWORD_RESET_PIN_PURPOSE = 'password-reset';
export const PASSWORD_CHANGE_PIN_PURPOSE = 'password-change';

/** The web page where an address is registered. */
const REGISTRATION_PAGE = '/registration';

/** Wrong current passwords are limited per user, whatever the client address: 5 tries in 15 minutes. */
const CURRENT_PASSWORD_TRIES = 5;
const CURRENT_PASSWORD_WINDOW_SECONDS = 15 * 60;

/**
 * POST /password-reset-request: a pin to a known address; to an unknown one a note that no account uses it.
 * Both travel the pin path, so the limits, the writes and the wait for the mail are alike and the answer
 * tells nothing about the address.
 */
export async function requestPasswordReset(
  app: FastifyInstance,
  input: { email: string; clientIp: string; language: Language },
): Promise<PinDelivery> {
  const user = await repo.findUserByEmail(app.db, input.email);
  const mail = user
    ? { template: 'password-reset-pin' as const, params: {} }
    : {
        template: 'password-reset-unknown' as const,
        params: { registerUrl: publicPageUrl(app.config, REGISTRATION_PAGE) },
      };
  return sendPin(app, {
    email: input.email,
    purpose: PASSWORD_RESET_PIN_PURPOSE,
    language: user?.language ?? input.language,
    clientIp: input.clientIp,
    mail,
  });
}

/** POST /password-reset: the pin sets the password, verifies the address and ends every session. */
export async function resetPassword(
  app: FastifyInstance,
  input: { email: string; pin: string; password: string; userAgent: string | undefined },
): Promise<repo.UserRow> {
  await checkPin(app, { email: input.email, purpose: PASSWORD_RESET_PIN_PURPOSE, pin: input.pin });
  const user = await repo.findUserByEmail(app.db, input.email);
  if (!user) throw new Invalid(MESSAGES.invalidPin, { pin: [MESSAGES.invalidPin] });
  await repo.setPassword(app.db, user.id, await hashPassword(input.password), app.clock());
  await endAllSessions(app, user.id);
  await mailPasswordChanged(app, user, input.userAgent);
  return getUser(app, user.id);
}

/** GET /secure/password: whether the user has a password and what a change of it needs. */
export async function passwordState(app: FastifyInstance, viewer: SessionUser): Promise<PasswordStateModel> {
  const user = await getUser(app, viewer.id);
  const hasPassword = user.passwordHash !== null;
  return { hasPassword, proof: proofNeeded(app, viewer, hasPassword) };
}

/**
 * A session begun by a pin, a reset or a confirmed registration a few minutes ago has just proved the e-mail,
 * so a user told that their password was removed can set one at once; otherwise the current password, or a
 * pin when there is none.
 */
function proofNeeded(app: FastifyInstance, viewer: SessionUser, hasPassword: boolean): PasswordProof {
  const { method, createdAt } = viewer.session;
  const age = app.clock().getTime() - createdAt.getTime();
  if (method !== 'password' && age < FRESH_PROOF_MINUTES * 60_000) return 'none';
  return hasPassword ? 'current-password' : 'pin';
}

/** POST /secure/password-pin: a pin to the signed-in user's own address. */
export function sendPasswordPin(
  app: FastifyInstance,
  viewer: SessionUser,
  clientIp: string,
): Promise<PinDelivery> {
  return sendPin(app, {
    email: viewer.email,
    purpose: PASSWORD_CHANGE_PIN_PURPOSE,
    language: viewer.language,
    clientIp,
    mail: { template: 'password-pin', params: {} },
    signedInUserId: viewer.id,
  });
}

/**
 * POST /secure/password. A pin is always accepted (the user may have forgotten the password); a given proof
 * must be right even where none is needed.
 */
export async function changePassword(
  app: FastifyInstance,
  viewer: SessionUser,
  input: { password: string; currentPassword?: string; pin?: string; userAgent: string | undefined },
): Promise<void> {
  const user = await getUser(app, viewer.id);
  if (input.pin !== undefined) {
    await checkPin(app, { email: user.email, purpose: PASSWORD_CHANGE_PIN_PURPOSE, pin: input.pin });
  } else if (input.currentPassword !== undefined) {
    // Counted before the check, so a right guess after the limit is refused like a wrong one.
    await app.hitRateLimit(
      `password-check:user:${user.id}`,
      CURRENT_PASSWORD_TRIES,
      CURRENT_PASSWORD_WINDOW_SECONDS,
    );
    if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
      throw new Invalid(MESSAGES.currentPasswordWrong, { currentPassword: [MESSAGES.currentPasswordWrong] });
    }
  } else if (proofNeeded(app, viewer, user.passwordHash !== null) !== 'none') {
    throw new Invalid(MESSAGES.passwordProofRequired);
  }
  await repo.setPassword(app.db, user.id, await hashPassword(input.password), app.clock());
  await endOtherSessions(app, user.id, viewer.session.id);
  await mailPasswordChanged(app, user, input.userAgent);
}

async function mailPasswordChanged(app: FastifyInstance, user: repo.UserRow, userAgent: string | undefined) {
  const device = deviceLabel(userAgent);
  await app.mail.enqueue({
    to: user.email,
    template: 'password-changed',
    language: user.language,
    params: {
      changedAt: app.clock().getTime(),
      device: device === UNKNOWN_DEVICE ? null : device,
      signInUrl: publicPageUrl(app.config, SIGN_IN_PAGE),
    },
  });
}
