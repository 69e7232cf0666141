import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  KOINU_PER_DOGE,
  type ExecutedTransfer,
  type RequestedTransfer,
  type WalletModel,
} from '@hearth/domain/wallet';
import { ledgerAccounts, paymentIntents, payments, users, walletTransfers } from '../../db/schema.ts';
import { mails, model, post } from '../profile/profile-test-helpers.ts';
import { accountsOf, postTransaction } from './ledger-service.ts';
import { creditTopUp } from './top-up-service.ts';

/** Test helpers of the wallet tests: coins to start with, the transfer calls, the mailed pins, the balances. */

/** Doge mainnet addresses (P2PKH and P2SH) that pass base58check. */
export const DOGE_ADDRESS = 'DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L';
export const DOGE_P2SH_ADDRESS = '9riLkR8x7k61SjMgaqhMso14WxZCkohjr5';
export const TXID = 'ab'.repeat(32);

export const doge = (amount: number) => Math.round(amount * KOINU_PER_DOGE);

let moves = 0;

/**
 * Moves coins in one ledger transaction, past the transfer calls: given by the platform (a grant, as the
 * demo chefs get theirs) or from another user's account.
 */
export async function moveCoins(
  app: FastifyInstance,
  from: number | 'platform',
  toUserId: number,
  koinu: number,
): Promise<number> {
  moves += 1;
  return app.db.transaction(async (tx) => {
    const accounts = await accountsOf(tx, from === 'platform' ? [toUserId] : [from, toUserId]);
    const posted = await postTransaction(tx, {
      kind: from === 'platform' ? 'grant' : 'transfer',
      idempotencyKey: `test-move-${moves}-${Date.now()}`,
      entries: [
        {
          accountId: from === 'platform' ? accounts.system.platform : accounts.users.get(from)!,
          amount: -koinu,
        },
        { accountId: accounts.users.get(toUserId)!, amount: koinu },
      ],
      at: app.clock(),
    });
    return posted.transaction.id;
  });
}

let topUps = 0;

/**
 * Gives the user coins as a paid card top-up does: a test-provider top-up intent, its recorded payment and the
 * credit, in one transaction (so checkInvariants finds every top-up backed by a payment). `koinu` must be a
 * whole number of euro cents at DOGE_EUR_RATE. Answers the ledger transaction's id.
 */
export function fund(app: FastifyInstance, userId: number, koinu: number): Promise<number> {
  const amountCents = (koinu * app.config.DOGE_EUR_RATE) / 1_000_000;
  if (!Number.isInteger(amountCents)) throw new Error(`${koinu} koinu is not a whole number of cents`);
  topUps += 1;
  const intentId = `ti_fund_${topUps}_${Date.now()}`;
  return app.db.transaction(async (tx) => {
    await tx.insert(paymentIntents).values({
      id: intentId,
      provider: 'test',
      purpose: 'wallet_top_up',
      userId,
      amountCents,
      clientSecret: `${intentId}_secret`,
      idempotencyKey: intentId,
      status: 'succeeded',
    });
    await tx.insert(payments).values({
      intentId,
      eventId: `evt_${intentId}`,
      provider: 'test',
      purpose: 'wallet_top_up',
      userId,
      amountCents,
    });
    const posted = await creditTopUp(app, tx, { userId, intentId, amountCents });
    return posted.transaction.id;
  });
}

export type TransferBody = { volume: string; recipientAddressType: number; recipientAddress: string };

export function assetRequest(app: FastifyInstance, body: TransferBody, cookie?: string) {
  return post(app, '/secure/asset-request', body, cookie);
}

export function confirmTransfer(app: FastifyInstance, pin: string, cookie?: string) {
  return post(app, '/secure/confirm-transfer', { pin }, cookie);
}

/** The pin of the newest transfer-pin mail to `email`, read as the user reads it. */
export async function transferPin(app: FastifyInstance, email: string): Promise<string> {
  const sent = (await mails(app, 'transfer-pin')).filter((m) => m.recipient === email);
  const pin = /^(\d{6})$/m.exec(sent.at(-1)?.textBody ?? '')?.[1];
  if (!pin) throw new Error(`no transfer pin mailed to ${email}`);
  return pin;
}

/** The whole wizard: the asset request, the mailed pin, the confirmation. */
export async function sendDoge(
  app: FastifyInstance,
  sender: { email: string; cookie: string },
  body: TransferBody,
): Promise<{ requested: RequestedTransfer; executed: ExecutedTransfer }> {
  const requested = model<{ transfer: RequestedTransfer }>(
    await assetRequest(app, body, sender.cookie),
  ).transfer;
  const pin = await transferPin(app, sender.email);
  const executed = model<{ transfer: ExecutedTransfer }>(
    await confirmTransfer(app, pin, sender.cookie),
  ).transfer;
  return { requested, executed };
}

export async function walletOf(app: FastifyInstance, cookie: string): Promise<WalletModel> {
  const res = await app.inject({ method: 'GET', url: '/secure/wallet', headers: { cookie } });
  return model<WalletModel>(res);
}

export async function balanceOf(app: FastifyInstance, userId: number): Promise<number> {
  const [row] = await app.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.userId, userId));
  return row?.balance ?? 0;
}

/** The sum of every balance, the platform's included: zero while every transaction is balanced. */
export async function sumOfBalances(app: FastifyInstance): Promise<number> {
  const [row] = await app.db
    .select({ total: sql<string>`coalesce(sum(${ledgerAccounts.balance}), 0)` })
    .from(ledgerAccounts);
  return Number(row!.total);
}

export async function transfersOf(app: FastifyInstance, senderId: number) {
  return app.db
    .select()
    .from(walletTransfers)
    .where(eq(walletTransfers.senderId, senderId))
    .orderBy(desc(walletTransfers.id));
}

export async function setUserFields(
  app: FastifyInstance,
  userId: number,
  fields: Partial<
    Pick<typeof users.$inferInsert, 'firstName' | 'lastName' | 'nickname' | 'telegramNickname'>
  >,
) {
  await app.db.update(users).set(fields).where(eq(users.id, userId));
}

/**
 * Changes stored ledger entries as an attacker with database access would: past the append-only trigger,
 * which is switched off for the statement and on again.
 */
export async function tamperWithEntries(app: FastifyInstance, statement: SQL): Promise<void> {
  await app.db.execute(sql`alter table ledger_entries disable trigger all`);
  try {
    await app.db.execute(statement);
  } finally {
    await app.db.execute(sql`alter table ledger_entries enable trigger all`);
  }
}
