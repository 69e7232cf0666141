import type { FastifyInstance } from 'fastify';
import { koinuForCents } from '@hearth/domain/wallet';
import type { Tx } from '../../db/database.ts';
import { accountsOf, postTransaction, type PostedTransaction } from './ledger-service.ts';

/**
 * Buying DOGE by card (the /buy converter; decision 024): the payments module calls this from its one event
 * handler, inside the transaction that records the payment of a wallet top-up intent.
 */

/**
 * Credits the user DOGE for `amountCents` EUR at DOGE_EUR_RATE: from the platform's account (the other side
 * of every coin bought) to the user's. Keyed by the intent, so however often its event arrives, one credit.
 */
export async function creditTopUp(
  app: FastifyInstance,
  tx: Tx,
  input: { userId: number; intentId: string; amountCents: number },
): Promise<PostedTransaction> {
  const amountKoinu = koinuForCents(input.amountCents, app.config.DOGE_EUR_RATE);
  const accounts = await accountsOf(tx, [input.userId]);
  return postTransaction(tx, {
    kind: 'top_up',
    idempotencyKey: `top-up-${input.intentId}`,
    entries: [
      { accountId: accounts.system.platform, amount: -amountKoinu },
      { accountId: accounts.users.get(input.userId)!, amount: amountKoinu },
    ],
    at: app.clock(),
  });
}
