import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import * as contracts from '@hearth/domain/contracts/payouts';
import { localIsoDate, PAYOUT_MESSAGES } from '@hearth/domain/payouts';
import { route } from '../../contract-routes.ts';
import { ok } from '../../envelope.ts';
import { getEarnings } from './earnings-service.ts';
import { earningsCsv } from './payout-model.ts';
import { createPayoutProviders } from './payout-providers.ts';
import { decidePayout, listPayouts, makeBatch } from './payout-service.ts';

/** `app.payoutProviders`: how payouts are sent (decision 041). */
export const payoutProvidersPlugin = fp(
  async function payoutProviders(app: FastifyInstance) {
    app.decorate('payoutProviders', await createPayoutProviders(app));
  },
  { name: 'payouts', dependencies: ['payments'] },
);

/**
 * The chef's earnings and the operators' payout queue (decision 041). The contracts guard the roles; the
 * earnings service lets only an approved or a suspended chef see theirs.
 */
export async function payoutRoutes(app: FastifyInstance) {
  route(app, contracts.getEarnings, async ({ user }) => ok(await getEarnings(app, user)));

  route(app, contracts.downloadEarningsCsv, async ({ reply, user }) => {
    const { orders } = await getEarnings(app, user);
    const name = `hearth-earnings-${localIsoDate(app.clock())}.csv`;
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .send(earningsCsv(orders));
  });

  route(app, contracts.makePayoutBatch, async ({ user }) =>
    ok(await makeBatch(app, user), PAYOUT_MESSAGES.batchMade),
  );

  route(app, contracts.listPayouts, async ({ input }) => ok(await listPayouts(app, input)));

  // Four eyes: the service refuses a payout of the operator's own earnings.
  route(app, contracts.decidePayout, async ({ user, input }) =>
    ok({ payout: await decidePayout(app, user, input) }, PAYOUT_MESSAGES.decided),
  );
}
