import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Language } from '@hearth/domain/constants';
import * as contracts from '@hearth/domain/contracts/accounts';
import { MESSAGES } from '@hearth/domain/messages';
import { route } from '../../contract-routes.ts';
import { ok } from '../../envelope.ts';
import { accountRoutes } from './account-routes.ts';
import * as auth from './auth-service.ts';
import { requestPasswordReset, resetPassword } from './password-service.ts';
import { pinMessage, sendPin } from './pin-service.ts';

/** Accounts and sessions: sign-in, registration and password reset (decisions 006 and 043). */
export async function authRoutes(app: FastifyInstance) {
  // A sign-in call counts against its client address's limit before its input is read, so a bad input
  // counts too.
  const signInLimit = {
    before: (request: FastifyRequest) =>
      app.hitRateLimit(`auth:ip:${request.ip}`, app.config.AUTH_RATE_LIMIT_PER_MINUTE, 60),
  };

  route(
    app,
    contracts.signInWithPassword,
    async ({ reply, input }) => {
      const user = await auth.loginWithPassword(app, input.identityKey, input.password);
      await reply.startSession(user.id, 'password');
      return ok({ authorized: auth.toAuthorized(user) });
    },
    signInLimit,
  );

  // The same answer whether or not the address has an account; the session starts at /register-confirm.
  route(
    app,
    contracts.register,
    async ({ request, input }) => {
      const delivery = await auth.register(app, {
        email: input.identityKey,
        password: input.password,
        language: requestLanguage(request),
        clientIp: request.ip,
      });
      return ok(undefined, pinMessage(delivery, MESSAGES.registrationPinSent));
    },
    signInLimit,
  );

  route(
    app,
    contracts.confirmRegistration,
    async ({ reply, input }) => {
      const user = await auth.confirmRegistration(app, {
        email: input.identityKey,
        password: input.password,
        pin: input.pin,
      });
      await reply.startSession(user.id, 'register');
      return ok({ authorized: auth.toAuthorized(user) });
    },
    signInLimit,
  );

  route(
    app,
    contracts.requestSignInPin,
    async ({ request, input }) => {
      const known = await auth.findUserLanguage(app, input.identityKey);
      const delivery = await sendPin(app, {
        email: input.identityKey,
        purpose: auth.LOGIN_PIN_PURPOSE,
        language: known ?? requestLanguage(request),
        clientIp: request.ip,
      });
      // The same answer whether or not the e-mail has an account.
      return ok(undefined, pinMessage(delivery, MESSAGES.oneTimePinSent));
    },
    signInLimit,
  );

  route(
    app,
    contracts.signInWithPin,
    async ({ request, reply, input }) => {
      const { user, passwordRemoved } = await auth.loginWithPin(app, {
        email: input.identityKey,
        pin: input.pin,
        language: requestLanguage(request),
      });
      await reply.startSession(user.id, 'pin');
      return ok({ authorized: auth.toAuthorized(user), passwordRemoved });
    },
    signInLimit,
  );

  // The same answer whether or not the address has an account.
  route(
    app,
    contracts.requestPasswordReset,
    async ({ request, input }) => {
      const delivery = await requestPasswordReset(app, {
        email: input.identityKey,
        clientIp: request.ip,
        language: requestLanguage(request),
      });
      return ok(undefined, pinMessage(delivery, MESSAGES.passwordResetPinSent));
    },
    signInLimit,
  );

  route(
    app,
    contracts.resetPassword,
    async ({ request, reply, input }) => {
      const user = await resetPassword(app, {
        email: input.identityKey,
        pin: input.pin,
        password: input.password,
        userAgent: request.headers['user-agent'],
      });
      await reply.startSession(user.id, 'reset');
      return ok({ authorized: auth.toAuthorized(user) });
    },
    signInLimit,
  );

  route(app, contracts.logout, async ({ reply }) => {
    await reply.endSession();
    return ok(undefined, MESSAGES.loggedOut);
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
