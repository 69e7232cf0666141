import type { FastifyInstance } from 'fastify';
import {
  isoWeek,
  PAYOUT_MESSAGES,
  PAYOUTS_PAGE_SIZE,
  type OperatorPayoutList,
  type OperatorPayoutView,
  type PayoutBatchResult,
  type PayoutDecisionInput,
  type PayoutListFilter,
} from '@hearth/domain/payouts';
import type { Tx } from '../../db/database.ts';
import { Conflict, Forbidden, NotFound } from '../../errors.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { publicPageUrl } from '../../config.ts';
import { recordAudit } from '../moderation/audit-service.ts';
import { ensureSystemAccount, ensureUserAccount, lockAccounts } from '../wallet/ledger-repository.ts';
import { postTransaction } from '../wallet/ledger-service.ts';
import { toOperatorPayoutView } from './payout-model.ts';
import { providerFor } from './payout-providers.ts';
import * as repo from './payout-repository.ts';

/**
 * The payout queue (decision 041). Once a week an operator makes the batch: each chef's available earnings
 * are held (earnings -> payout_hold) in one payout per chef and ISO week. Another operator sends each one
 * (payout_hold -> payouts: by bank with its reference, or as a Stripe transfer) or rejects it (back to the
 * earnings). A payout is decided once, under its row's lock; never by the chef it pays; audited and mailed.
 */

export const EARNINGS_PAGE = '/earnings';

const AUDIT_ACTIONS = {
  requested: 'payout.requested',
  sent: 'payout.sent',
  rejected: 'payout.rejected',
} as const;

/**
 * POST /operator/payout-batch: this ISO week's batch. One transaction per chef, so a chef's payout is whole
 * or absent whatever happens to the others; a chef who has this week's payout already is left alone, so the
 * call can be repeated (or run twice at once) and makes each payout once.
 */
export async function makeBatch(app: FastifyInstance, actor: SessionUser): Promise<PayoutBatchResult> {
  const batch = isoWeek(app.clock());
  let created = 0;
  for (const chef of await repo.listChefsWithEarnings(app.db)) {
    const made = await app.db.transaction((tx) => holdEarnings(app, tx, { ...chef, batch, actor }));
    if (made) created += 1;
  }
  const rows = await repo.listPayouts(app.db, { batch });
  return { batch, created, payouts: rows.map((row) => toOperatorPayoutView(app, row)) };
}

/** The chef's whole available balance into a new payout of the batch; null when there is nothing to hold. */
async function holdEarnings(
  app: FastifyInstance,
  tx: Tx,
  input: { chefId: number; accountId: number; batch: string; actor: SessionUser },
): Promise<repo.PayoutRecord | null> {
  const holdAccount = await ensureSystemAccount(tx, 'payout_hold', 'EUR');
  // Locked (in the ledger's ascending order) before the balance is read: the amount held is the balance
  // as it is, and a second batch run waits here, then finds the payout made.
  const accounts = await lockAccounts(tx, [input.accountId, holdAccount]);
  if (await repo.findPayoutOfBatch(tx, input.chefId, input.batch)) return null;
  const amount = accounts.find((a) => a.id === input.accountId)?.balance ?? 0;
  if (amount <= 0) return null;
  const at = app.clock();
  const { transaction } = await postTransaction(tx, {
    kind: 'payout_hold',
    idempotencyKey: `payout-hold-${input.chefId}-${input.batch}`,
    entries: [
      { accountId: input.accountId, amount: -amount },
      { accountId: holdAccount, amount },
    ],
    at,
  });
  const payout = await repo.insertPayout(tx, {
    chefId: input.chefId,
    amountCents: amount,
    batch: input.batch,
    holdTransactionId: transaction.id,
    createdBy: input.actor.id,
    createdAt: at,
  });
  await recordAudit(tx, {
    actorId: input.actor.id,
    action: AUDIT_ACTIONS.requested,
    targetUserId: input.chefId,
    details: { payoutId: payout.id, amountCents: amount, batch: input.batch },
    createdAt: at,
  });
  return payout;
}

/** GET /operator/payouts: a page of payouts (the waiting ones by default), newest first, with the queue's figures. */
export async function listPayouts(
  app: FastifyInstance,
  query: { status: PayoutListFilter; page: number },
): Promise<OperatorPayoutList> {
  const status = query.status === 'all' ? undefined : query.status;
  const currentBatch = isoWeek(app.clock());
  const [rows, listed, requested, thisWeek] = await Promise.all([
    repo.listPayouts(app.db, { status, limit: PAYOUTS_PAGE_SIZE, offset: query.page * PAYOUTS_PAGE_SIZE }),
    repo.countPayouts(app.db, { status }),
    repo.countPayouts(app.db, { status: 'requested' }),
    repo.countPayouts(app.db, { batch: currentBatch }),
  ]);
  return {
    payouts: rows.map((row) => toOperatorPayoutView(app, row)),
    total: listed.total,
    page: query.page,
    pageSize: PAYOUTS_PAGE_SIZE,
    currentBatch,
    currentBatchMade: thisWeek.total > 0,
    requestedCount: requested.total,
    requestedCents: requested.sumCents,
  };
}

/**
 * POST /operator/payout-decision, in one transaction under the payout's lock: found, not the operator's
 * own, still requested; then sent (the provider pays it: the typed bank reference, or a Stripe transfer
 * made now) or rejected; the ledger moves the hold, the audit log and the chef's mail are written with it.
 * Anything refused or failing (Stripe included) rolls it all back: the payout stays requested.
 */
export async function decidePayout(
  app: FastifyInstance,
  actor: SessionUser,
  input: PayoutDecisionInput,
): Promise<OperatorPayoutView> {
  await app.db.transaction(async (tx) => {
    const payout = await repo.lockPayout(tx, input.payoutId);
    if (!payout) throw new NotFound(PAYOUT_MESSAGES.notFound);
    if (payout.chefId === actor.id) throw new Forbidden(PAYOUT_MESSAGES.ownPayout);
    if (payout.status !== 'requested') throw new Conflict(PAYOUT_MESSAGES.alreadyDecided);
    const { chef } = (await repo.findPayoutRow(tx, payout.id))!;
    const at = app.clock();
    const decided =
      input.action === 'sent'
        ? await send(app, tx, payout, chef, input.reference)
        : await reject(app, tx, payout, chef, input.reason ?? '');
    const values = { ...decided, decidedBy: actor.id, decidedAt: at };
    await repo.updatePayout(tx, payout.id, values);
    await recordAudit(tx, {
      actorId: actor.id,
      action: AUDIT_ACTIONS[values.status],
      targetUserId: payout.chefId,
      reason: values.reason,
      details: {
        payoutId: payout.id,
        amountCents: payout.amountCents,
        batch: payout.batch,
        method: values.method,
        reference: values.reference,
      },
      createdAt: at,
    });
    await mailDecision(app, tx, { ...payout, ...values }, chef);
  });
  return toOperatorPayoutView(app, (await repo.findPayoutRow(app.db, input.payoutId))!);
}

type Decided = Pick<
  repo.PayoutRecord,
  'status' | 'method' | 'reference' | 'reason' | 'settleTransactionId'
> & { status: 'sent' | 'rejected' };

async function send(
  app: FastifyInstance,
  tx: Tx,
  payout: repo.PayoutRecord,
  chef: repo.PayoutRow['chef'],
  typedReference: string | undefined,
): Promise<Decided> {
  const provider = providerFor(app, chef);
  const { reference } = await provider.send({
    payoutId: payout.id,
    amountCents: payout.amountCents,
    destination: chef.stripeAccountId,
    reference: typedReference,
  });
  const transactionId = await moveHold(app, tx, payout, 'sent');
  return {
    status: 'sent',
    method: provider.method,
    reference,
    reason: null,
    settleTransactionId: transactionId,
  };
}

async function reject(
  app: FastifyInstance,
  tx: Tx,
  payout: repo.PayoutRecord,
  chef: repo.PayoutRow['chef'],
  reason: string,
): Promise<Decided> {
  // A Stripe transfer whose answer was lost (a time-out) may exist: the money left, so it cannot come back.
  const transferId = await providerFor(app, chef).findSent(payout.id);
  if (transferId) throw new Conflict(PAYOUT_MESSAGES.transferExists, { transfer: [transferId] });
  const transactionId = await moveHold(app, tx, payout, 'released');
  return { status: 'rejected', method: null, reference: null, reason, settleTransactionId: transactionId };
}

/** The held amount to the 'payouts' account (sent) or back to the chef's earnings (released). */
async function moveHold(
  app: FastifyInstance,
  tx: Tx,
  payout: repo.PayoutRecord,
  outcome: 'sent' | 'released',
): Promise<number> {
  const hold = await ensureSystemAccount(tx, 'payout_hold', 'EUR');
  const target =
    outcome === 'sent'
      ? await ensureSystemAccount(tx, 'payouts', 'EUR')
      : await ensureUserAccount(tx, payout.chefId, 'earnings');
  const { transaction } = await postTransaction(tx, {
    kind: outcome === 'sent' ? 'payout_sent' : 'payout_released',
    idempotencyKey: `payout-${outcome}-${payout.id}`,
    entries: [
      { accountId: hold, amount: -payout.amountCents },
      { accountId: target, amount: payout.amountCents },
    ],
    at: app.clock(),
  });
  return transaction.id;
}

async function mailDecision(
  app: FastifyInstance,
  tx: Tx,
  payout: repo.PayoutRecord & Decided,
  chef: repo.PayoutRow['chef'],
): Promise<void> {
  await app.mail.enqueue(
    {
      to: chef.email,
      template: 'payout-decision',
      language: chef.language,
      params: {
        action: payout.status,
        amountCents: payout.amountCents,
        method: payout.method,
        reference: payout.reference,
        reason: payout.reason,
        earningsUrl: publicPageUrl(app.config, EARNINGS_PAGE),
      },
    },
    tx,
  );
}
