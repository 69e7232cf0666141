import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@hearth/domain/messages';
import {
  auditLogQuerySchema,
  chefListQuerySchema,
  moderationDecisionSchema,
  MODERATOR_ROLES,
} from '@hearth/domain/profile';
import { changeRequestDecisionSchema, changeRequestsQuerySchema } from '@hearth/domain/chef-changes';
import { ok, parseInput } from '../../envelope.ts';
import { requireRole } from '../../plugins/session.ts';
import { listAuditLog } from './audit-service.ts';
import * as changes from './change-request-service.ts';
import * as moderation from './moderation-service.ts';

/** /operator/*: chef moderation for OPERATOR and ADMIN (decision 016). */
export async function moderationRoutes(app: FastifyInstance) {
  // This plugin is encapsulated: the guard runs before every route declared here, so none can forget it.
  // 401 without a session, 403 for any other role; before the body is read.
  app.addHook('onRequest', async (request) => {
    await requireRole(request, MODERATOR_ROLES, MESSAGES.moderationNotAllowed);
  });

  app.get('/operator/applications', async () => ok({ applications: await moderation.listApplications(app) }));

  app.get('/operator/chefs', async (request) => {
    const query = parseInput(chefListQuerySchema, request.query);
    return ok(await moderation.listChefs(app, query));
  });

  app.post('/operator/chef-decision', async (request) => {
    const actor = await requireRole(request, MODERATOR_ROLES, MESSAGES.moderationNotAllowed);
    const decision = parseInput(moderationDecisionSchema, request.body);
    return ok({ chef: await moderation.decide(app, actor, decision) }, MESSAGES.moderationDone);
  });

  // An approved chef's changes to the moderated fields (decision 049).
  app.get('/operator/change-requests', async (request) => {
    const query = parseInput(changeRequestsQuerySchema, request.query);
    return ok(await changes.listRequests(app, query));
  });

  app.post('/operator/change-request-decision', async (request) => {
    const actor = await requireRole(request, MODERATOR_ROLES, MESSAGES.moderationNotAllowed);
    const input = parseInput(changeRequestDecisionSchema, request.body);
    return ok(
      { changeRequest: await changes.decideRequest(app, actor, input) },
      MESSAGES.changeRequestDecided,
    );
  });

  app.get('/operator/audit-log', async (request) => {
    const { page } = parseInput(auditLogQuerySchema, request.query);
    return ok(await listAuditLog(app, page));
  });
}
