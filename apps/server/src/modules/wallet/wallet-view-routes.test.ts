import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@hearth/domain/messages';
import type { LedgerTransactionView } from '@hearth/domain/wallet';
import { useTestApp } from '../../test/test-app.ts';
import { expectError } from '../orders/order-test-helpers.ts';
import { get, model, signUp } from '../profile/profile-test-helpers.ts';
import { GENESIS_HASH } from './ledger-service.ts';
import { doge, fund, sendDoge, setUserFields, tamperWithEntries, walletOf } from './wallet-test-helpers.ts';

/** GET /secure/wallet (the /board page) and GET /secure/ledger (the "See blockchain" page). */

// One test tampers with an entry to prove the ledger page says unverified.
const ctx = useTestApp({}, { invariants: false });

function ledger(transactionId: number | string, cookie?: string) {
  return get(ctx.app, `/secure/ledger?transactionId=${transactionId}`, cookie);
}

/** Anna buys 10 DOGE, sends 2.5 to Jonas by e-mail; Jonas sends 1 back by her nickname. */
async function twoWallets() {
  const anna = await signUp(ctx.app, 'anna@example.lt');
  const jonas = await signUp(ctx.app, 'jonas@example.lt');
  await setUserFields(ctx.app, anna.id, { firstName: 'Anna', lastName: 'Petraitė', nickname: 'annap' });
  await setUserFields(ctx.app, jonas.id, { nickname: 'jonascooks' });
  const topUp = await fund(ctx.app, anna.id, doge(10));
  const toJonas = await sendDoge(ctx.app, anna, {
    volume: '2.5',
    recipientAddressType: 3,
    recipientAddress: jonas.email,
  });
  const back = await sendDoge(ctx.app, jonas, {
    volume: '1',
    recipientAddressType: 2,
    recipientAddress: 'AnnaP',
  });
  return {
    anna,
    jonas,
    topUp,
    toJonas: toJonas.executed.ledgerTransactionId,
    back: back.executed.ledgerTransactionId,
  };
}

describe('GET /secure/wallet', () => {
  it('answers a zero balance and no history before the first coins', async () => {
    const user = await signUp(ctx.app, 'new@example.lt');
    expect(await walletOf(ctx.app, user.cookie)).toEqual({
      balance: { volume: 0, volumeKoinu: 0, unit: 'DOGE' },
      transactions: [],
    });
    expect((await get(ctx.app, '/secure/wallet')).statusCode).toBe(401);
  });

  it('shows the balance and each transaction newest first, signed, with its counterparty and hash', async () => {
    const w = await twoWallets();
    const wallet = await walletOf(ctx.app, w.anna.cookie);
    expect(wallet.balance).toEqual({ volume: 8.5, volumeKoinu: doge(8.5), unit: 'DOGE' });
    expect(wallet.transactions.map((t) => [t.id, t.kind, t.amountKoinu, t.counterparty])).toEqual([
      [w.back, 'transfer_in', doge(1), { kind: 'user', label: 'jonascooks' }],
      [w.toJonas, 'transfer_out', -doge(2.5), { kind: 'user', label: 'jonascooks' }],
      [w.topUp, 'top_up', doge(10), { kind: 'card', label: null }],
    ]);
    for (const t of wallet.transactions) {
      expect(t.hash).toMatch(/^[0-9a-f]{64}$/);
      expect(t.withdrawal).toBeNull();
      expect(t.createdAt).toEqual(expect.any(Number));
    }
    const jonas = await walletOf(ctx.app, w.jonas.cookie);
    expect(jonas.balance.volumeKoinu).toBe(doge(1.5));
    expect(jonas.transactions.map((t) => [t.kind, t.counterparty.label])).toEqual([
      ['transfer_out', 'Anna Petraitė'],
      ['transfer_in', 'Anna Petraitė'],
    ]);
  });

  it('names a user without a name or nickname by the hidden e-mail only', async () => {
    const anna = await signUp(ctx.app, 'anna@example.lt');
    await signUp(ctx.app, 'jonas@example.lt');
    await fund(ctx.app, anna.id, doge(1));
    await sendDoge(ctx.app, anna, {
      volume: '1',
      recipientAddressType: 3,
      recipientAddress: 'jonas@example.lt',
    });
    const [sent] = (await walletOf(ctx.app, anna.cookie)).transactions;
    expect(sent!.counterparty).toEqual({ kind: 'user', label: 'j***@example.lt' });
  });
});

describe('GET /secure/ledger', () => {
  it('shows a participant the transaction’s entries, hashes and verification', async () => {
    const w = await twoWallets();
    const { transaction } = model<{ transaction: LedgerTransactionView }>(
      await ledger(w.toJonas, w.anna.cookie),
    );
    expect(transaction).toMatchObject({ id: w.toJonas, kind: 'transfer', verified: true, explorerUrl: null });
    expect(transaction.entries.map((e) => [e.account, e.amountKoinu])).toEqual([
      [{ kind: 'user', label: 'Anna Petraitė' }, -doge(2.5)],
      [{ kind: 'user', label: 'jonascooks' }, doge(2.5)],
    ]);
    expect(transaction.prevHash).toBe(transaction.entries[0]!.prevHash);
    expect(transaction.entries[1]!.prevHash).toBe(transaction.entries[0]!.hash);
    expect(transaction.hash).toBe(transaction.entries[1]!.hash);
    // The wallet's hash of the transaction is the one its ledger page shows.
    const wallet = await walletOf(ctx.app, w.anna.cookie);
    expect(wallet.transactions.find((t) => t.id === w.toJonas)!.hash).toBe(transaction.hash);

    const topUp = model<{ transaction: LedgerTransactionView }>(
      await ledger(w.topUp, w.anna.cookie),
    ).transaction;
    expect(topUp.prevHash).toBe(GENESIS_HASH);
    expect(topUp.entries.map((e) => e.account)).toEqual([
      { kind: 'platform', label: 'platform' },
      { kind: 'user', label: 'Anna Petraitė' },
    ]);
    // The recipient is a participant too.
    expect(
      model<{ transaction: LedgerTransactionView }>(await ledger(w.toJonas, w.jonas.cookie)).transaction.id,
    ).toBe(w.toJonas);
  });

  it('is not found for anyone else, but operators see every transaction', async () => {
    const w = await twoWallets();
    const stranger = await signUp(ctx.app, 'stranger@example.lt');
    expectError(await ledger(w.topUp, w.jonas.cookie), 404, MESSAGES.transactionNotFound);
    expectError(await ledger(w.toJonas, stranger.cookie), 404, MESSAGES.transactionNotFound);
    expectError(await ledger(999_999, stranger.cookie), 404, MESSAGES.transactionNotFound);
    const staff = await signUp(ctx.app, 'operator@hearth.lt', { role: 'OPERATOR' });
    expect(
      model<{ transaction: LedgerTransactionView }>(await ledger(w.topUp, staff.cookie)).transaction.verified,
    ).toBe(true);
    expect((await ledger(w.topUp)).statusCode).toBe(401);
    for (const bad of ['', 'x', '0', '-1', '1.5']) {
      expect((await ledger(bad, staff.cookie)).statusCode, bad).toBe(400);
    }
  });

  it('says unverified when an earlier entry was tampered with, verified before it', async () => {
    const w = await twoWallets();
    await tamperWithEntries(ctx.app, sql`update ledger_entries set amount = amount * 2 where seq = 3`);
    const verified = async (id: number) =>
      model<{ transaction: LedgerTransactionView }>(await ledger(id, w.anna.cookie)).transaction.verified;
    expect(await verified(w.topUp)).toBe(true);
    expect(await verified(w.toJonas)).toBe(false);
    expect(await verified(w.back)).toBe(false);
  });
});
