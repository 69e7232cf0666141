import type { FastifyInstance } from 'fastify';
import {
  passwordChangeSchema,
  sessionEndSchema,
  type PasswordStateModel,
  type SessionsModel,
} from '@hearth/domain/accounts';
import { MESSAGES } from '@hearth/domain/messages';
import { ok, parseInput } from '../../envelope.ts';
import { endAllSessions, endOtherSessions } from '../../plugins/session.ts';
import { changePassword, passwordState, sendPasswordPin } from './password-service.ts';
import { pinMessage } from './pin-service.ts';
import { endOwnSession, sessionViews } from './session-service.ts';

/** The signed-in user's password and sessions (docs/decisions/043); every path needs a session. */
export async function accountRoutes(app: FastifyInstance) {
  app.get('/secure/password', async (request) => {
    const viewer = await request.requireUser();
    return ok<PasswordStateModel>(await passwordState(app, viewer));
  });

  app.post('/secure/password-pin', async (request) => {
    const viewer = await request.requireUser();
    const delivery = await sendPasswordPin(app, viewer, request.ip);
    return ok(undefined, pinMessage(delivery, MESSAGES.passwordPinSent));
  });

  app.post('/secure/password', async (request) => {
    const viewer = await request.requireUser();
    const input = parseInput(passwordChangeSchema, request.body);
    await changePassword(app, viewer, { ...input, userAgent: request.headers['user-agent'] });
    return ok(undefined, MESSAGES.passwordChanged);
  });

  app.get('/secure/sessions', async (request) => {
    const viewer = await request.requireUser();
    return ok<SessionsModel>({ sessions: await sessionViews(app, viewer) });
  });

  app.post('/secure/session-end', async (request, reply) => {
    const viewer = await request.requireUser();
    const { sessionId } = parseInput(sessionEndSchema, request.body);
    await endOwnSession(app, viewer, sessionId);
    // Ending the current session this way is signing out: the cookie goes too.
    if (sessionId === viewer.session.id) await reply.endSession();
    return ok(undefined, MESSAGES.sessionEnded);
  });

  app.post('/secure/sessions-end-others', async (request) => {
    const viewer = await request.requireUser();
    await endOtherSessions(app, viewer.id, viewer.session.id);
    return ok(undefined, MESSAGES.otherSessionsEnded);
  });

  app.post('/secure/logout-everywhere', async (request, reply) => {
    const viewer = await request.requireUser();
    await endAllSessions(app, viewer.id);
    await reply.endSession();
    return ok(undefined, MESSAGES.loggedOut);
  });
}
