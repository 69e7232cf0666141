import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { OperatorPayoutList, OperatorPayoutView, PayoutBatchResult } from '@hearth/domain/payouts';
import { ledgerAccounts, merchantProfiles, users } from '../../db/schema.ts';
import { chef } from '../catalogue/catalogue-test-helpers.ts';
import { get, model, post, type Account } from '../profile/profile-test-helpers.ts';
import { ensureSystemAccount, ensureUserAccount } from '../wallet/ledger-repository.ts';
import { postTransaction } from '../wallet/ledger-service.ts';

/**
 * Test helpers of the earnings and payout tests: euros put into a chef's earnings as the orders' ledger
 * postings do (the outside 'payments' account to the chef's 'earnings'), the operator calls, the balances.
 */

let credits = 0;

/** Credits a chef's EUR earnings with `cents`, for an order or not; answers the ledger transaction id. */
export async function creditEarnings(
  app: FastifyInstance,
  chefId: number,
  cents: number,
  orderId?: number,
): Promise<number> {
  credits += 1;
  return app.db.transaction(async (tx) => {
    const payments = await ensureSystemAccount(tx, 'payments', 'EUR');
    const earnings = await ensureUserAccount(tx, chefId, 'earnings');
    const posted = await postTransaction(tx, {
      kind: 'order_release',
      idempotencyKey: `test-earnings-${credits}-${Date.now()}`,
      entries: [
        { accountId: payments, amount: -cents },
        { accountId: earnings, amount: cents },
      ],
      at: app.clock(),
      orderId,
    });
    return posted.transaction.id;
  });
}

/** The balance of a user's EUR earnings account (0 without one). */
export async function earningsBalance(app: FastifyInstance, chefId: number): Promise<number> {
  const [row] = await app.db
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, chefId), eq(ledgerAccounts.kind, 'earnings')));
  return row?.balance ?? 0;
}

/** The balance of a system account of the euro ledger (0 before it exists). */
export async function systemBalance(
  app: FastifyInstance,
  kind: 'payments' | 'payout_hold' | 'payouts',
): Promise<number> {
  const [row] = await app.db
    .select()
    .from(ledgerAccounts)
    .where(
      and(eq(ledgerAccounts.kind, kind), eq(ledgerAccounts.currency, 'EUR'), isNull(ledgerAccounts.userId)),
    );
  return row?.balance ?? 0;
}

/** An approved chef with a name and, if given, a Stripe connected account. */
export async function payoutChef(
  app: FastifyInstance,
  email: string,
  options: { stripeAccountId?: string; language?: 'en' | 'lt'; operator?: boolean } = {},
): Promise<Account> {
  const account = await chef(app, email);
  await app.db
    .update(merchantProfiles)
    .set({ stripeAccountId: options.stripeAccountId ?? null, personalTaxNumber: 'LT-TAX-1' })
    .where(eq(merchantProfiles.userId, account.id));
  await app.db
    .update(users)
    .set({ language: options.language ?? 'en', ...(options.operator ? { role: 'OPERATOR' as const } : {}) })
    .where(eq(users.id, account.id));
  return account;
}

export async function makeBatch(app: FastifyInstance, cookie: string): Promise<PayoutBatchResult> {
  return model<PayoutBatchResult>(await post(app, '/operator/payout-batch', {}, cookie));
}

export async function payoutList(
  app: FastifyInstance,
  cookie: string,
  query = '',
): Promise<OperatorPayoutList> {
  return model<OperatorPayoutList>(await get(app, `/operator/payouts${query}`, cookie));
}

export function decide(app: FastifyInstance, cookie: string, body: Record<string, string | number>) {
  return post(app, '/operator/payout-decision', body, cookie);
}

export async function decided(
  app: FastifyInstance,
  cookie: string,
  body: Record<string, string | number>,
): Promise<OperatorPayoutView> {
  return model<{ payout: OperatorPayoutView }>(await decide(app, cookie, body)).payout;
}
