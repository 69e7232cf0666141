import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Language } from '@hearth/domain/constants';
import type { Contract } from '@hearth/domain/contracts/contract';
import * as contracts from '@hearth/domain/contracts/accounts';
import { MESSAGES } from '@hearth/domain/messages';
import { route } from '../../contract-routes.ts';
import { ok, parseInput } from '../../envelope.ts';
import { accountRoutes } from './account-routes.ts';
import * as auth from './auth-service.ts';
import { requestPasswordReset, resetPassword } from './password-service.ts';
import { pinMessage, sendPin } from './pin-service.ts';

/** The sign-in calls, each with the message its bad input is refused with (its own, not validationFailed). */
const SIGN_IN_CALLS = new Map<Contract, string>([
  [contracts.signInWithPassword, MESSAGES.invalidCredentials],
  [contracts.register, MESSAGES.registrationFailed],
  [contracts.confirmRegistration, MESSAGES.invalidPin],
  [contracts.requestSignInPin, MESSAGES.oneTimePinSendFailed],
  [contracts.signInWithPin, MESSAGES.invalidPin],
  [contracts.requestPasswordReset, MESSAGES.oneTimePinSendFailed],
  [contracts.resetPassword, MESSAGES.invalidPin],
]);

/** Accounts and sessions: sign-in, registration and password reset (decisions 006 and 043). */
export async function authRoutes(app: FastifyInstance) {
  // A sign-in call counts against its client address's limit before its input is read, so a bad input
  // counts too; the input is then checked with the call's own message (the route reads it again).
  app.addHook('preHandler', async (request) => {
    const contract = request.routeOptions.config.contract;
    const invalid = contract && SIGN_IN_CALLS.get(contract);
    if (!contract?.input?.body || invalid === undefined) return;
    await app.hitRateLimit(`auth:ip:${request.ip}`, app.config.AUTH_RATE_LIMIT_PER_MINUTE, 60);
    parseInput(contract.input.body, request.body, invalid);
  });

  route(app, contracts.signInWithPassword, async ({ reply, input }) => {
    const user = await auth.loginWithPassword(app, input.identityKey, input.password);
    await reply.startSession(user.id, 'password');
    return ok({ authorized: auth.toAuthorized(user) });
  });

  // The same answer whether or not the address has an account; the session starts at /register-confirm.
  route(app, contracts.register, async ({ request, input }) => {
    const delivery = await auth.register(app, {
      email: input.identityKey,
      password: input.password,
      language: requestLanguage(request),
      clientIp: request.ip,
    });
    return ok<never>(undefined, pinMessage(delivery, MESSAGES.registrationPinSent));
  });

  route(app, contracts.confirmRegistration, async ({ reply, input }) => {
    const user = await auth.confirmRegistration(app, {
      email: input.identityKey,
      password: input.password,
      pin: input.pin,
    });
    await reply.startSession(user.id, 'register');
    return ok({ authorized: auth.toAuthorized(user) });
  });

  route(app, contracts.requestSignInPin, async ({ request, input }) => {
    const known = await auth.findUserLanguage(app, input.identityKey);
    const delivery = await sendPin(app, {
      email: input.identityKey,
      purpose: auth.LOGIN_PIN_PURPOSE,
      language: known ?? requestLanguage(request),
      clientIp: request.ip,
    });
    // The same answer whether or not the e-mail has an account.
    return ok<never>(undefined, pinMessage(delivery, MESSAGES.oneTimePinSent));
  });

  route(app, contracts.signInWithPin, async ({ request, reply, input }) => {
    const { user, passwordRemoved } = await auth.loginWithPin(app, {
      email: input.identityKey,
      pin: input.pin,
      language: requestLanguage(request),
    });
    await reply.startSession(user.id, 'pin');
    return ok({ authorized: auth.toAuthorized(user), passwordRemoved });
  });

  // The same answer whether or not the address has an account.
  route(app, contracts.requestPasswordReset, async ({ request, input }) => {
    const delivery = await requestPasswordReset(app, {
      email: input.identityKey,
      clientIp: request.ip,
      language: requestLanguage(request),
    });
    return ok<never>(undefined, pinMessage(delivery, MESSAGES.passwordResetPinSent));
  });

  route(app, contracts.resetPassword, async ({ request, reply, input }) => {
    const user = await resetPassword(app, {
      email: input.identityKey,
      pin: input.pin,
      password: input.password,
      userAgent: request.headers['user-agent'],
    });
    await reply.startSession(user.id, 'reset');
    return ok({ authorized: auth.toAuthorized(user) });
  });

  route(app, contracts.logout, async ({ reply }) => {
    await reply.endSession();
    return ok<never>(undefined, MESSAGES.loggedOut);
  });

  route(app, contracts.getSignedInUser, async ({ user }) =>
    ok({ authorized: auth.toAuthorized(await auth.getUser(app, user.id)) }),
  );

  await accountRoutes(app);
}

/** The language of a new account or of a pin mail to an unknown e-mail: the browser's choice, else English. */
export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers['accept-language'];
  const first =
    typeof header === 'string' ? header.split(',')[0]?.trim().slice(0, 2).toLowerCase() : undefined;
  return first === 'lt' ? 'lt' : 'en';
}
