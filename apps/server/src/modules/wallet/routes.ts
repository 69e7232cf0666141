import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isBlank, pageSchema } from '@hearth/domain/fields';
import { MESSAGES, V } from '@hearth/domain/messages';
import { MODERATOR_ROLES } from '@hearth/domain/profile';
import {
  assetRequestSchema,
  confirmTransferSchema,
  ledgerQuerySchema,
  withdrawalDecisionSchema,
} from '@hearth/domain/wallet';
import { ok, parseInput } from '../../envelope.ts';
import { requireRole, requireVerifiedUser } from '../../plugins/session.ts';
import { pinMessage } from '../auth/pin-service.ts';
import { confirmTransfer, requestTransfer } from './transfer-service.ts';
import { getLedgerTransaction, getWallet } from './wallet-view-service.ts';
import { decideWithdrawal, listWithdrawals } from './withdrawal-service.ts';

/** The wallet calls (decision 024): /board, the transfer wizard, the ledger page. */
export async function walletRoutes(app: FastifyInstance) {
  app.get('/secure/wallet', async (request) => {
    const user = await request.requireUser();
    return ok(await getWallet(app, user.id));
  });

  // Moving coins needs a proved address (docs/decisions/043).
  app.post('/secure/asset-request', async (request) => {
    const user = await requireVerifiedUser(request);
    const input = parseInput(assetRequestSchema, request.body);
    const { transfer, pinDelivery } = await requestTransfer(app, user, { ...input, clientIp: request.ip });
    return ok({ transfer }, pinMessage(pinDelivery, MESSAGES.transferPinSent));
  });

  app.post('/secure/confirm-transfer', async (request) => {
    const user = await requireVerifiedUser(request);
    const { pin } = parseInput(confirmTransferSchema, request.body, MESSAGES.invalidPin);
    return ok({ transfer: await confirmTransfer(app, user, pin) }, MESSAGES.transferDone);
  });

  app.get('/secure/ledger', async (request) => {
    const user = await request.requireUser();
    // Each answer re-hashes up to a checkpoint interval of entries: bounded per user (decision 047).
    await app.hitRateLimit(`ledger:user:${user.id}`, app.config.LEDGER_RATE_LIMIT_PER_MINUTE, 60);
    const { transactionId } = parseInput(ledgerQuerySchema, request.query);
    return ok({ transaction: await getLedgerTransaction(app, user, transactionId) });
  });
}

/** GET /operator/withdrawals?status=requested|all&page=0 (the queue by default). */
export const withdrawalListQuerySchema = z.object({
  status: z.preprocess(
    (v) => (v === undefined || isBlank(v) ? 'requested' : v),
    z.enum(['requested', 'all'], { error: V.invalid }),
  ),
  page: pageSchema,
});

/** /operator/* for withdrawals: the queue and the decisions, for OPERATOR and ADMIN. */
export async function withdrawalRoutes(app: FastifyInstance) {
  // This plugin is encapsulated, like the moderation routes: the guard runs before every route declared here.
  app.addHook('onRequest', async (request) => {
    await requireRole(request, MODERATOR_ROLES, MESSAGES.moderationNotAllowed);
  });

  app.get('/operator/withdrawals', async (request) => {
    const query = parseInput(withdrawalListQuerySchema, request.query);
    return ok(await listWithdrawals(app, query));
  });

  app.post('/operator/withdrawal-decision', async (request) => {
    const actor = await requireRole(request, MODERATOR_ROLES, MESSAGES.moderationNotAllowed);
    const decision = parseInput(withdrawalDecisionSchema, request.body);
    return ok({ withdrawal: await decideWithdrawal(app, actor, decision) }, MESSAGES.withdrawalDecided);
  });
}
