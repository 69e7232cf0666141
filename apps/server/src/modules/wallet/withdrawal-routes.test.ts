import { describe, expect, it } from 'vitest';
import { MESSAGES, V } from '@hearth/domain/messages';
import { PAYOUT_MESSAGES } from '@hearth/domain/payouts';
import type { WalletModel, WithdrawalView } from '@hearth/domain/wallet';
import { auditLog } from '../../db/schema.ts';
import { envelope, useTestApp } from '../../test/test-app.ts';
import { expectError } from '../orders/order-test-helpers.ts';
import { get, mails, model, post, signUp } from '../profile/profile-test-helpers.ts';
import { findUnbalancedAccounts, verifyChain } from './ledger-service.ts';
import { explorerUrl } from './wallet-model.ts';
import {
  balanceOf,
  doge,
  DOGE_ADDRESS,
  DOGE_P2SH_ADDRESS,
  fund,
  sendDoge,
  sumOfBalances,
  TXID,
  walletOf,
} from './wallet-test-helpers.ts';

/** The operators' withdrawal queue: GET /operator/withdrawals and POST /operator/withdrawal-decision. */

const EXPLORER = 'https://dogechain.info/tx/{txid}';
const ctx = useTestApp({ DOGE_EXPLORER_URL: EXPLORER });

/** A user who sent `amount` DOGE of their 10 to a Doge address: the withdrawal waiting in the queue. */
async function withdrawal(email = 'anna@example.lt', amount = '4', address = DOGE_ADDRESS) {
  const user = await signUp(ctx.app, email, { language: 'lt' });
  await fund(ctx.app, user.id, doge(10));
  const { executed } = await sendDoge(ctx.app, user, {
    volume: amount,
    recipientAddressType: 0,
    recipientAddress: address,
  });
  return { user, holdTransactionId: executed.ledgerTransactionId };
}

const operator = () => signUp(ctx.app, 'operator@hearth.lt', { role: 'OPERATOR' });

function decide(cookie: string, body: Record<string, string | number>) {
  return post(ctx.app, '/operator/withdrawal-decision', body, cookie);
}

async function queue(cookie: string, query = '') {
  return model<{ withdrawals: WithdrawalView[]; total: number; page: number; pageSize: number }>(
    await get(ctx.app, `/operator/withdrawals${query}`, cookie),
  );
}

function withdrawalOf(wallet: WalletModel) {
  return wallet.transactions.find((t) => t.kind === 'withdrawal')!;
}

describe('GET /operator/withdrawals', () => {
  it('lists the requested withdrawals newest first, 20 a page, with the user', async () => {
    const first = await withdrawal('anna@example.lt', '4');
    const second = await withdrawal('jonas@example.lt', '1.5', DOGE_P2SH_ADDRESS);
    const staff = await operator();
    const list = await queue(staff.cookie);
    expect(list).toMatchObject({ total: 2, page: 0, pageSize: 20 });
    expect(list.withdrawals.map((w) => w.user.email)).toEqual(['jonas@example.lt', 'anna@example.lt']);
    expect(list.withdrawals[1]).toMatchObject({
      user: { id: first.user.id, email: 'anna@example.lt', name: null },
      address: DOGE_ADDRESS,
      amountKoinu: doge(4),
      status: 'requested',
      txid: null,
      reason: null,
      decidedAt: null,
      ledgerTransactionId: first.holdTransactionId,
    });
    expect(list.withdrawals[0]!.ledgerTransactionId).toBe(second.holdTransactionId);
    expect((await queue(staff.cookie, '?status=requested&page=1')).withdrawals).toEqual([]);

    model(
      await decide(staff.cookie, { withdrawalId: list.withdrawals[0]!.id, action: 'reject', reason: 'No' }),
    );
    expect((await queue(staff.cookie)).total).toBe(1);
    expect((await queue(staff.cookie, '?status=all')).total).toBe(2);
  });

  it('is for operators and admins only; bad queries are a 400', async () => {
    const customer = await signUp(ctx.app, 'customer@example.lt');
    expect((await get(ctx.app, '/operator/withdrawals')).statusCode).toBe(401);
    expectError(
      await get(ctx.app, '/operator/withdrawals', customer.cookie),
      403,
      MESSAGES.moderationNotAllowed,
    );
    const refused = await decide(customer.cookie, { withdrawalId: 1, action: 'reject', reason: 'x' });
    expectError(refused, 403, MESSAGES.moderationNotAllowed);
    const admin = await signUp(ctx.app, 'admin@hearth.lt', { role: 'ADMIN' });
    expect((await queue(admin.cookie)).withdrawals).toEqual([]);
    for (const query of ['?status=sent', '?page=-1', '?page=x']) {
      expect((await get(ctx.app, `/operator/withdrawals${query}`, admin.cookie)).statusCode).toBe(400);
    }
  });
});

describe('POST /operator/withdrawal-decision', () => {
  it('sent with the on-chain txid: the hold goes to the platform, the user sees the explorer link', async () => {
    const { user, holdTransactionId } = await withdrawal();
    const staff = await operator();
    const [queued] = (await queue(staff.cookie)).withdrawals;
    const res = await decide(staff.cookie, {
      withdrawalId: queued!.id,
      action: 'sent',
      txid: TXID.toUpperCase(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = envelope<{ withdrawal: WithdrawalView }>(res);
    expect(body.messages).toEqual([{ message: MESSAGES.withdrawalDecided }]);
    expect(body.model!.withdrawal).toMatchObject({ status: 'sent', txid: TXID, reason: null });
    expect(body.model!.withdrawal.decidedAt).toEqual(expect.any(Number));

    // The coins left for the chain: the user's balance stays lower, the withdrawals account is empty.
    expect(await balanceOf(ctx.app, user.id)).toBe(doge(6));
    expect(await sumOfBalances(ctx.app)).toBe(0);
    expect(await findUnbalancedAccounts(ctx.app.db)).toEqual([]);
    expect((await verifyChain(ctx.app.db)).ok).toBe(true);

    const explorerUrl = `https://dogechain.info/tx/${TXID}`;
    const item = withdrawalOf(await walletOf(ctx.app, user.cookie));
    expect(item).toMatchObject({
      id: holdTransactionId,
      amountKoinu: -doge(4),
      counterparty: { kind: 'doge_address', label: DOGE_ADDRESS },
      withdrawal: { status: 'sent', txid: TXID, explorerUrl },
    });
    const ledger = await get(ctx.app, `/secure/ledger?transactionId=${holdTransactionId}`, user.cookie);
    expect(model<{ transaction: { explorerUrl: string } }>(ledger).transaction.explorerUrl).toBe(explorerUrl);

    const [mail] = await mails(ctx.app, 'withdrawal-decision');
    expect(mail).toMatchObject({ recipient: user.email, language: 'lt' });
    expect(mail!.textBody).toContain(`Išsiuntėme 4 DOGE adresu ${DOGE_ADDRESS}`);
    expect(mail!.textBody).toContain(explorerUrl);
    const [audit] = await ctx.app.db.select().from(auditLog);
    expect(audit).toMatchObject({
      actorId: staff.id,
      action: 'withdrawal.sent',
      targetUserId: user.id,
    });
  });

  it('reject with a reason: the hold is released back to the user', async () => {
    const { user } = await withdrawal();
    const staff = await operator();
    const [queued] = (await queue(staff.cookie)).withdrawals;
    const decided = model<{ withdrawal: WithdrawalView }>(
      await decide(staff.cookie, {
        withdrawalId: queued!.id,
        action: 'reject',
        reason: 'The address is a scam',
      }),
    );
    expect(decided.withdrawal).toMatchObject({
      status: 'rejected',
      txid: null,
      reason: 'The address is a scam',
    });
    expect(await balanceOf(ctx.app, user.id)).toBe(doge(10));
    expect(await sumOfBalances(ctx.app)).toBe(0);

    const wallet = await walletOf(ctx.app, user.cookie);
    expect(wallet.balance).toEqual({ volume: 10, volumeKoinu: doge(10), unit: 'DOGE' });
    expect(wallet.transactions[0]).toMatchObject({
      kind: 'withdrawal_released',
      amountKoinu: doge(4),
      counterparty: { kind: 'doge_address', label: DOGE_ADDRESS },
      withdrawal: { status: 'rejected', explorerUrl: null },
    });
    const [mail] = await mails(ctx.app, 'withdrawal-decision');
    expect(mail!.textBody).toContain('Priežastis: The address is a scam');
    const [audit] = await ctx.app.db.select().from(auditLog);
    expect(audit).toMatchObject({ action: 'withdrawal.rejected', reason: 'The address is a scam' });
  });

  it('decides each withdrawal once: a second decision, even at once, is a 409 and moves nothing', async () => {
    const { user } = await withdrawal();
    const staff = await operator();
    const [queued] = (await queue(staff.cookie)).withdrawals;
    const answers = await Promise.all([
      decide(staff.cookie, { withdrawalId: queued!.id, action: 'sent', txid: TXID }),
      decide(staff.cookie, { withdrawalId: queued!.id, action: 'reject', reason: 'Changed my mind' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!;
    expect(envelope(refused).messages).toEqual([{ message: MESSAGES.withdrawalAlreadyDecided }]);
    expectError(
      await decide(staff.cookie, { withdrawalId: queued!.id, action: 'sent', txid: TXID }),
      409,
      MESSAGES.withdrawalAlreadyDecided,
    );
    expect([doge(6), doge(10)]).toContain(await balanceOf(ctx.app, user.id));
    expect(await sumOfBalances(ctx.app)).toBe(0);
    expect(await findUnbalancedAccounts(ctx.app.db)).toEqual([]);
    expect(await mails(ctx.app, 'withdrawal-decision')).toHaveLength(1);
  });

  it('four eyes: an operator cannot decide their own withdrawal; another operator can', async () => {
    const staff = await signUp(ctx.app, 'operator@hearth.lt', { role: 'OPERATOR', language: 'lt' });
    await fund(ctx.app, staff.id, doge(10));
    await sendDoge(ctx.app, staff, { volume: '4', recipientAddressType: 0, recipientAddress: DOGE_ADDRESS });
    const [own] = (await queue(staff.cookie)).withdrawals;
    const bodies: Record<string, string | number>[] = [
      { withdrawalId: own!.id, action: 'sent', txid: TXID },
      { withdrawalId: own!.id, action: 'reject', reason: 'Changed my mind' },
    ];
    for (const body of bodies) {
      expectError(await decide(staff.cookie, body), 403, PAYOUT_MESSAGES.ownWithdrawal);
    }
    // Nothing moved, nothing was recorded or mailed: the withdrawal still waits for someone else.
    expect((await queue(staff.cookie)).withdrawals[0]).toMatchObject({ id: own!.id, status: 'requested' });
    expect(await balanceOf(ctx.app, staff.id)).toBe(doge(6));
    expect(await ctx.app.db.select().from(auditLog)).toEqual([]);
    expect(await mails(ctx.app, 'withdrawal-decision')).toEqual([]);

    const admin = await signUp(ctx.app, 'admin@hearth.lt', { role: 'ADMIN' });
    const decided = model<{ withdrawal: WithdrawalView }>(
      await decide(admin.cookie, { withdrawalId: own!.id, action: 'reject', reason: 'Asked by the owner' }),
    );
    expect(decided.withdrawal.status).toBe('rejected');
    expect(await balanceOf(ctx.app, staff.id)).toBe(doge(10));
    expect(await sumOfBalances(ctx.app)).toBe(0);
  });

  it('refuses bad decisions with field errors, and an unknown withdrawal with 404', async () => {
    await withdrawal();
    const staff = await operator();
    const [queued] = (await queue(staff.cookie)).withdrawals;
    const id = queued!.id;
    const cases: [Record<string, string | number>, string, string][] = [
      [{ withdrawalId: id, action: 'sent' }, 'txid', 'required'],
      [{ withdrawalId: id, action: 'sent', txid: 'abc' }, 'txid', V.dogeTxid],
      [{ withdrawalId: id, action: 'reject' }, 'reason', 'required'],
      [{ withdrawalId: id, action: 'reject', reason: '  ' }, 'reason', V.reasonRequired],
      [{ withdrawalId: id, action: 'approve' }, 'action', 'invalid'],
      [{ withdrawalId: 'x', action: 'reject', reason: 'r' }, 'withdrawalId', 'invalid'],
    ];
    for (const [body, field, message] of cases) {
      const res = await decide(staff.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(envelope(res).fieldErrors?.[field], JSON.stringify(body)).toEqual([message]);
    }
    expectError(
      await decide(staff.cookie, { withdrawalId: 999_999, action: 'reject', reason: 'r' }),
      404,
      MESSAGES.withdrawalNotFound,
    );
    expect((await queue(staff.cookie)).withdrawals[0]!.status).toBe('requested');
  });
});

describe('explorerUrl', () => {
  it('links a sent withdrawal only, and only when DOGE_EXPLORER_URL is set', () => {
    const app = { config: { ...ctx.app.config, DOGE_EXPLORER_URL: undefined } } as never;
    expect(explorerUrl(app, { status: 'sent', txid: TXID })).toBeNull();
    expect(explorerUrl(ctx.app, { status: 'requested', txid: null })).toBeNull();
    expect(explorerUrl(ctx.app, { status: 'sent', txid: TXID })).toBe(`https://dogechain.info/tx/${TXID}`);
  });
});
