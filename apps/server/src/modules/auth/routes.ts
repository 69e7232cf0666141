import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Language } from '@hearth/domain/constants';
import { MESSAGES } from '@hearth/domain/messages';
import {
  passwordLoginSchema,
  pinLoginSchema,
  pinRequestSchema,
  registerSchema,
} from '@hearth/domain/validation';
import {
  passwordResetRequestSchema,
  passwordResetSchema,
  registerConfirmSchema,
  type PinLoginModel,
} from '@hearth/domain/accounts';
import { ok, parseInput } from '../../envelope.ts';
import { accountRoutes } from './account-routes.ts';
import * as auth from './auth-service.ts';
import { requestPasswordReset, resetPassword } from './password-service.ts';
import { pinMessage, sendPin } from './pin-service.ts';

/** Accounts and sessions: sign-in, registration and password reset (decisions 006 and 043). */
export async function authRoutes(app: FastifyInstance) {
  const limitAuth = (request: FastifyRequest) =>
    app.hitRateLimit(`auth:ip:${request.ip}`, app.config.AUTH_RATE_LIMIT_PER_MINUTE, 60);

  app.post('/pw-login', async (request, reply) => {
    await limitAuth(request);
    const input = parseInput(passwordLoginSchema, request.body, MESSAGES.invalidCredentials);
    const user = await auth.loginWithPassword(app, input.identityKey, input.password);
    await reply.startSession(user.id, 'password');
    return ok({ authorized: auth.toAuthorized(user) });
  });

  // The same answer whether or not the address has an account; the session starts at /register-confirm.
  app.post('/register', async (request) => {
    await limitAuth(request);
    const input = parseInput(registerSchema, request.body, MESSAGES.registrationFailed);
    const delivery = await auth.register(app, {
      email: input.identityKey,
      password: input.password,
      language: requestLanguage(request),
      clientIp: request.ip,
    });
    return ok(undefined, pinMessage(delivery, MESSAGES.registrationPinSent));
  });

  app.post('/register-confirm', async (request, reply) => {
    await limitAuth(request);
    const input = parseInput(registerConfirmSchema, request.body, MESSAGES.invalidPin);
    const user = await auth.confirmRegistration(app, {
      email: input.identityKey,
      password: input.password,
      pin: input.pin,
    });
    await reply.startSession(user.id, 'register');
    return ok({ authorized: auth.toAuthorized(user) });
  });

  app.post('/one-time-pin', async (request) => {
    await limitAuth(request);
    const input = parseInput(pinRequestSchema, request.body, MESSAGES.oneTimePinSendFailed);
    const known = await auth.findUserLanguage(app, input.identityKey);
    const delivery = await sendPin(app, {
      email: input.identityKey,
      purpose: auth.LOGIN_PIN_PURPOSE,
      language: known ?? requestLanguage(request),
      clientIp: request.ip,
    });
    // The same answer whether or not the e-mail has an account.
    return ok(undefined, pinMessage(delivery, MESSAGES.oneTimePinSent));
  });

  app.post('/pin-login', async (request, reply) => {
    await limitAuth(request);
    const input = parseInput(pinLoginSchema, request.body, MESSAGES.invalidPin);
    const { user, passwordRemoved } = await auth.loginWithPin(app, {
      email: input.identityKey,
      pin: input.pin,
      language: requestLanguage(request),
    });
    await reply.startSession(user.id, 'pin');
    return ok<PinLoginModel>({ authorized: auth.toAuthorized(user), passwordRemoved });
  });

  // The same answer whether or not the address has an account.
  app.post('/password-reset-request', async (request) => {
    await limitAuth(request);
    const input = parseInput(passwordResetRequestSchema, request.body, MESSAGES.oneTimePinSendFailed);
    const delivery = await requestPasswordReset(app, {
      email: input.identityKey,
      clientIp: request.ip,
      language: requestLanguage(request),
    });
    return ok(undefined, pinMessage(delivery, MESSAGES.passwordResetPinSent));
  });

  app.post('/password-reset', async (request, reply) => {
    await limitAuth(request);
    const input = parseInput(passwordResetSchema, request.body, MESSAGES.invalidPin);
    const user = await resetPassword(app, {
      email: input.identityKey,
      pin: input.pin,
      password: input.password,
      userAgent: request.headers['user-agent'],
    });
    await reply.startSession(user.id, 'reset');
    return ok({ authorized: auth.toAuthorized(user) });
  });

  app.post('/logout', async (_request, reply) => {
    await reply.endSession();
    return ok(undefined, MESSAGES.loggedOut);
  });

  app.get('/secure/profile', async (request) => {
    const session = await request.requireUser();
    const user = await auth.getUser(app, session.id);
    return ok({ authorized: auth.toAuthorized(user) });
  });

  await accountRoutes(app);
}

/** The language of a new account or of a pin mail to an unknown e-mail: the browser's choice, else English. */
export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers['accept-language'];
  const first =
    typeof header === 'string' ? header.split(',')[0]?.trim().slice(0, 2).toLowerCase() : undefined;
  return first === 'lt' ? 'lt' : 'en';
}
