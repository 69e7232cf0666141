import type { FastifyInstance } from 'fastify';
import * as contracts from '@hearth/domain/contracts/wallet';
import { MESSAGES } from '@hearth/domain/messages';
import { route } from '../../contract-routes.ts';
import { ok } from '../../envelope.ts';
import { pinMessage } from '../auth/pin-service.ts';
import { confirmTransfer, requestTransfer } from './transfer-service.ts';
import { getLedgerTransaction, getWallet } from './wallet-view-service.ts';
import { decideWithdrawal, listWithdrawals } from './withdrawal-service.ts';

/** The wallet calls (decision 024): /board, the transfer wizard, the ledger page. */
export async function walletRoutes(app: FastifyInstance) {
  route(app, contracts.getWallet, async ({ user }) => ok(await getWallet(app, user.id)));

  // Moving coins needs a proved address (docs/decisions/043): the contracts say `verified`.
  route(app, contracts.requestTransfer, async ({ request, user, input }) => {
    const { transfer, pinDelivery } = await requestTransfer(app, user, { ...input, clientIp: request.ip });
    return ok({ transfer }, pinMessage(pinDelivery, MESSAGES.transferPinSent));
  });

  route(app, contracts.confirmTransfer, async ({ user, input }) =>
    ok({ transfer: await confirmTransfer(app, user, input.pin) }, MESSAGES.transferDone),
  );

  route(app, contracts.getLedgerTransaction, async ({ user, input }) => {
    // Each answer re-hashes up to a checkpoint interval of entries: bounded per user (decision 047).
    await app.hitRateLimit(`ledger:user:${user.id}`, app.config.LEDGER_RATE_LIMIT_PER_MINUTE, 60);
    return ok({ transaction: await getLedgerTransaction(app, user, input.transactionId) });
  });
}

/** /operator/* for withdrawals: the queue and the decisions; the contracts guard the role. */
export async function withdrawalRoutes(app: FastifyInstance) {
  route(app, contracts.listWithdrawals, async ({ input }) => ok(await listWithdrawals(app, input)));

  // Four eyes: the service refuses an operator's own withdrawal.
  route(app, contracts.decideWithdrawal, async ({ user, input }) =>
    ok({ withdrawal: await decideWithdrawal(app, user, input) }, MESSAGES.withdrawalDecided),
  );
}
