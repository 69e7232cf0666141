import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@hearth/domain/messages';
import { PAYOUT_MESSAGES } from '@hearth/domain/payouts';
import type { WithdrawalList, WithdrawalView } from '@hearth/domain/wallet';
import type { Tx } from '../../db/database.ts';
import { Conflict, Forbidden, NotFound } from '../../errors.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { recordAudit } from '../moderation/audit-service.ts';
import { accountsOf, postTransaction } from './ledger-service.ts';
import { explorerUrl, toWithdrawalView, WALLET_PAGE } from './wallet-model.ts';
import * as repo from './wallet-repository.ts';
import { publicPageUrl } from '../../config.ts';

/**
 * Withdrawals (decision 024): a transfer to a Doge address holds its amount in the withdrawals account until an
 * operator sends the coins on chain (the hold goes to the platform, which paid them out) or rejects the
 * request (the hold goes back to the user). Each is decided once, audited and e-mailed to the user.
 */

export const WITHDRAWALS_PAGE_SIZE = 20;

export interface WithdrawalDecision {
  withdrawalId: number;
  action: 'sent' | 'reject';
  txid?: string;
  reason?: string;
}

const AUDIT_ACTIONS = { sent: 'withdrawal.sent', reject: 'withdrawal.rejected' } as const;

/** GET /operator/withdrawals: the requested ones (the queue) or all, newest first, a page of 20. */
export async function listWithdrawals(
  app: FastifyInstance,
  query: { status: 'requested' | 'all'; page: number },
): Promise<WithdrawalList> {
  const filter = { status: query.status === 'all' ? undefined : query.status };
  const [rows, total] = await Promise.all([
    repo.listWithdrawals(app.db, {
      ...filter,
      limit: WITHDRAWALS_PAGE_SIZE,
      offset: query.page * WITHDRAWALS_PAGE_SIZE,
    }),
    repo.countWithdrawals(app.db, filter),
  ]);
  return {
    withdrawals: rows.map(toWithdrawalView),
    total,
    page: query.page,
    pageSize: WITHDRAWALS_PAGE_SIZE,
  };
}

/**
 * POST /operator/withdrawal-decision, in one transaction under the withdrawal's lock: only a requested
 * withdrawal is decided (a second decision is a 409), never by its own user (a 403); the hold moves (key
 * per withdrawal and outcome); the audit log and the user's mail are written with it.
 */
export async function decideWithdrawal(
  app: FastifyInstance,
  actor: SessionUser,
  decision: WithdrawalDecision,
): Promise<WithdrawalView> {
  await app.db.transaction(async (tx) => {
    const withdrawal = await repo.lockWithdrawal(tx, decision.withdrawalId);
    if (!withdrawal) throw new NotFound(MESSAGES.withdrawalNotFound);
    // Four eyes: coins leave the platform only on another person's word than their owner's.
    if (withdrawal.userId === actor.id) throw new Forbidden(PAYOUT_MESSAGES.ownWithdrawal);
    if (withdrawal.status !== 'requested') throw new Conflict(MESSAGES.withdrawalAlreadyDecided);
    const sent = decision.action === 'sent';
    const at = app.clock();
    const accounts = await accountsOf(tx, [withdrawal.userId]);
    const { transaction } = await postTransaction(tx, {
      kind: sent ? 'withdrawal_sent' : 'withdrawal_released',
      idempotencyKey: `withdrawal-${sent ? 'sent' : 'released'}-${withdrawal.id}`,
      entries: [
        { accountId: accounts.system.withdrawals, amount: -withdrawal.amountKoinu },
        {
          accountId: sent ? accounts.system.platform : accounts.users.get(withdrawal.userId)!,
          amount: withdrawal.amountKoinu,
        },
      ],
      at,
    });
    const decided = {
      status: sent ? ('sent' as const) : ('rejected' as const),
      // Transaction ids are hex: one spelling, so the explorer link and any search find it.
      txid: sent ? (decision.txid ?? '').toLowerCase() : null,
      reason: sent ? null : (decision.reason ?? null),
      settleTransactionId: transaction.id,
      decidedBy: actor.id,
      decidedAt: at,
    };
    await repo.updateWithdrawal(tx, withdrawal.id, decided);
    await recordAudit(tx, {
      actorId: actor.id,
      action: AUDIT_ACTIONS[decision.action],
      targetUserId: withdrawal.userId,
      reason: decided.reason,
      details: { withdrawalId: withdrawal.id, amountKoinu: withdrawal.amountKoinu, txid: decided.txid },
      createdAt: at,
    });
    await mailDecision(app, tx, { ...withdrawal, ...decided }, decision.action);
  });
  return toWithdrawalView((await repo.findWithdrawalRow(app.db, decision.withdrawalId))!);
}

async function mailDecision(
  app: FastifyInstance,
  tx: Tx,
  withdrawal: repo.WithdrawalRecord,
  action: WithdrawalDecision['action'],
): Promise<void> {
  const [user] = await repo.findUsers(tx, [withdrawal.userId]);
  await app.mail.enqueue(
    {
      to: user!.email,
      template: 'withdrawal-decision',
      language: user!.language,
      params: {
        action,
        amountKoinu: withdrawal.amountKoinu,
        address: withdrawal.address,
        txid: withdrawal.txid,
        explorerUrl: explorerUrl(app, withdrawal),
        reason: withdrawal.reason,
        walletUrl: publicPageUrl(app.config, WALLET_PAGE),
      },
    },
    tx,
  );
}
