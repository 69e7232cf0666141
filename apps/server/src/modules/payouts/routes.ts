import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES } from '@hearth/domain/messages';
import {
  localIsoDate,
  PAYOUT_MESSAGES,
  payoutDecisionSchema,
  payoutListQuerySchema,
} from '@hearth/domain/payouts';
import { MODERATOR_ROLES } from '@hearth/domain/profile';
import { ok, parseInput } from '../../envelope.ts';
import { requireRole } from '../../plugins/session.ts';
import { getEarnings } from './earnings-service.ts';
import { earningsCsv } from './payout-model.ts';
import { createPayoutProviders } from './payout-providers.ts';
import { decidePayout, listPayouts, makeBatch } from './payout-service.ts';

/** `app.payoutProviders`: how payouts are sent (decision 041). */
export const payoutProvidersPlugin = fp(
  async function payoutProviders(app: FastifyInstance) {
    app.decorate('payoutProviders', createPayoutProviders(app));
  },
  { name: 'payouts', dependencies: ['payments'] },
);

/** The chef's earnings and the operators' payout queue (decision 041). */
export async function payoutRoutes(app: FastifyInstance) {
  await app.register(earningsRoutes);
  await app.register(operatorPayoutRoutes);
}

/** GET /secure/earnings and its CSV: the signed-in chef's own. */
async function earningsRoutes(app: FastifyInstance) {
  app.get('/secure/earnings', async (request) => {
    const user = await request.requireUser();
    return ok(await getEarnings(app, user));
  });

  app.get('/secure/earnings.csv', async (request, reply) => {
    const user = await request.requireUser();
    const { orders } = await getEarnings(app, user);
    const name = `hearth-earnings-${localIsoDate(app.clock())}.csv`;
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .send(earningsCsv(orders));
  });
}

/** /operator/* for payouts: the batch, the queue and the decisions, for OPERATOR and ADMIN. */
async function operatorPayoutRoutes(app: FastifyInstance) {
  // Encapsulated: the guard runs before every route declared here.
  app.addHook('onRequest', async (request) => {
    await requireRole(request, MODERATOR_ROLES, MESSAGES.moderationNotAllowed);
  });

  app.post('/operator/payout-batch', async (request) => {
    const actor = await requireRole(request, MODERATOR_ROLES, MESSAGES.moderationNotAllowed);
    return ok(await makeBatch(app, actor), PAYOUT_MESSAGES.batchMade);
  });

  app.get('/operator/payouts', async (request) => {
    const query = parseInput(payoutListQuerySchema, request.query);
    return ok(await listPayouts(app, query));
  });

  app.post('/operator/payout-decision', async (request) => {
    const actor = await requireRole(request, MODERATOR_ROLES, MESSAGES.moderationNotAllowed);
    const decision = parseInput(payoutDecisionSchema, request.body);
    return ok({ payout: await decidePayout(app, actor, decision) }, PAYOUT_MESSAGES.decided);
  });
}
