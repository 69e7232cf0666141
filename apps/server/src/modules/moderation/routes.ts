import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@hearth/domain/messages';
import * as contracts from '@hearth/domain/contracts/moderation';
import { route } from '../../contract-routes.ts';
import { ok } from '../../envelope.ts';
import { listAuditLog } from './audit-service.ts';
import * as changes from './change-request-service.ts';
import * as moderation from './moderation-service.ts';

/** /operator/*: chef moderation for operators (decisions 016 and 049); the contracts guard the role. */
export async function moderationRoutes(app: FastifyInstance) {
  route(app, contracts.getStoreManagementCounts, async () => ok(await moderation.pendingCounts(app)));

  route(app, contracts.listApplications, async () =>
    ok({ applications: await moderation.listApplications(app) }),
  );

  route(app, contracts.listChefs, async ({ input }) => ok(await moderation.listChefs(app, input)));

  route(app, contracts.decideChef, async ({ user, input }) =>
    ok({ chef: await moderation.decide(app, user, input) }, MESSAGES.moderationDone),
  );

  route(app, contracts.listChangeRequests, async ({ input }) => ok(await changes.listRequests(app, input)));

  route(app, contracts.decideChangeRequest, async ({ user, input }) =>
    ok({ changeRequest: await changes.decideRequest(app, user, input) }, MESSAGES.changeRequestDecided),
  );

  route(app, contracts.listAuditLog, async ({ input }) => ok(await listAuditLog(app, input.page)));
}
