import type { FastifyInstance } from 'fastify';
import * as contracts from '@hearth/domain/contracts/accounts';
import { MESSAGES } from '@hearth/domain/messages';
import { route } from '../../contract-routes.ts';
import { ok } from '../../envelope.ts';
import { endAllSessions, endOtherSessions } from '../../plugins/session.ts';
import { changePassword, passwordState, sendPasswordPin } from './password-service.ts';
import { pinMessage } from './pin-service.ts';
import { endOwnSession, sessionViews } from './session-service.ts';

/** The signed-in user's password and sessions (docs/decisions/043); every path needs a session. */
export async function accountRoutes(app: FastifyInstance) {
  route(app, contracts.getPasswordState, async ({ user }) => ok(await passwordState(app, user)));

  route(app, contracts.requestPasswordPin, async ({ request, user }) => {
    const delivery = await sendPasswordPin(app, user, request.ip);
    return ok(undefined, pinMessage(delivery, MESSAGES.passwordPinSent));
  });

  route(app, contracts.changePassword, async ({ request, user, input }) => {
    await changePassword(app, user, { ...input, userAgent: request.headers['user-agent'] });
    return ok(undefined, MESSAGES.passwordChanged);
  });

  route(app, contracts.listSessions, async ({ user }) => ok({ sessions: await sessionViews(app, user) }));

  route(app, contracts.endSession, async ({ reply, user, input }) => {
    await endOwnSession(app, user, input.sessionId);
    // Ending the current session this way is signing out: the cookie goes too.
    if (input.sessionId === user.session.id) await reply.endSession();
    return ok(undefined, MESSAGES.sessionEnded);
  });

  route(app, contracts.endOtherSessions, async ({ user }) => {
    await endOtherSessions(app, user.id, user.session.id);
    return ok(undefined, MESSAGES.otherSessionsEnded);
  });

  route(app, contracts.logoutEverywhere, async ({ reply, user }) => {
    await endAllSessions(app, user.id);
    await reply.endSession();
    return ok(undefined, MESSAGES.loggedOut);
  });
}
