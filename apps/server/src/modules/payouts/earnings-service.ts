import type { FastifyInstance } from 'fastify';
import { PAYOUT_MESSAGES, type EarningsModel, type EarningsOrderRow } from '@hearth/domain/payouts';
import { Forbidden } from '../../errors.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { getMerchantInfo } from '../profile/profile-service.ts';
import { findUserAccount } from '../wallet/ledger-repository.ts';
import { hasOnlineEarnings, toEarningsRow, toPayoutView } from './payout-model.ts';
import * as repo from './payout-repository.ts';

/**
 * A chef's earnings (GET /secure/earnings): what is still to come from open orders, what the earnings
 * account holds (the next payout), what is held in requested payouts and what was sent; per order, what it
 * brought to the earnings; the payouts.
 */

/**
 * Chefs only: an approved chef, or a suspended one (still owed what they earned, and still paid out).
 * Anyone else, a pending or rejected applicant included, has no earnings to see.
 */
async function requireChef(app: FastifyInstance, user: SessionUser): Promise<void> {
  const merchant = await getMerchantInfo(app, user.id);
  if (merchant?.status !== 'approved' && merchant?.status !== 'suspended') {
    throw new Forbidden(PAYOUT_MESSAGES.notAChef);
  }
}

export async function getEarnings(app: FastifyInstance, user: SessionUser): Promise<EarningsModel> {
  await requireChef(app, user);
  const account = await findUserAccount(app.db, user.id, 'earnings');
  const [orders, payouts] = await Promise.all([
    earningsRows(app, user.id, account?.id),
    repo.listChefPayouts(app.db, user.id),
  ]);
  const sumOf = (status: 'requested' | 'sent') =>
    payouts.filter((p) => p.status === status).reduce((sum, p) => sum + p.amountCents, 0);
  return {
    summary: {
      pendingCents: orders.reduce((sum, row) => sum + row.pendingCents, 0),
      availableCents: account?.balance ?? 0,
      inPayoutCents: sumOf('requested'),
      paidOutCents: sumOf('sent'),
    },
    orders,
    payouts: payouts.map(toPayoutView),
  };
}

/** The orders of /earnings, newest service date first. */
async function earningsRows(
  app: FastifyInstance,
  chefId: number,
  accountId: number | undefined,
): Promise<EarningsOrderRow[]> {
  const earned =
    accountId === undefined ? new Map<number, number>() : await repo.sumEntriesByOrder(app.db, accountId);
  const orders = (await repo.listChefOrders(app.db, chefId, [...earned.keys()])).filter((order) =>
    hasOnlineEarnings(order, earned.get(order.id)),
  );
  const linesOf = new Map<number, repo.OrderItemRecord[]>();
  for (const item of await repo.listItems(
    app.db,
    orders.map((o) => o.id),
  )) {
    linesOf.set(item.orderId, [...(linesOf.get(item.orderId) ?? []), item]);
  }
  return orders.map((order) => toEarningsRow(order, linesOf.get(order.id) ?? [], earned.get(order.id) ?? 0));
}
