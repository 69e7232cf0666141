import { describe, expect, it } from 'vitest';
import { PIN_TTL_MINUTES } from '@hearth/domain/constants';
import { MESSAGES, V } from '@hearth/domain/messages';
import { ledgerEntries, withdrawals } from '../../db/schema.ts';
import { envelope, useTestApp } from '../../test/test-app.ts';
import { expectError } from '../orders/order-test-helpers.ts';
import { mails, model, postJson, signUp } from '../profile/profile-test-helpers.ts';
import { verifyChain } from './ledger-service.ts';
import {
  assetRequest,
  balanceOf,
  confirmTransfer,
  doge,
  DOGE_ADDRESS,
  fund,
  moveCoins,
  sendDoge,
  setUserFields,
  sumOfBalances,
  transferPin,
  transfersOf,
  type TransferBody,
} from './wallet-test-helpers.ts';

/** POST /secure/asset-request and /secure/confirm-transfer: the transfer wizard's two calls. */

const ctx = useTestApp();

async function sender(coins = 10, options: { language?: 'en' | 'lt' } = {}) {
  const account = await signUp(ctx.app, 'anna@example.lt', options);
  if (coins > 0) await fund(ctx.app, account.id, doge(coins));
  return account;
}

/** Nothing moved: the balances of both are as they were and no transfer entry exists. */
async function expectNothingMoved(senderId: number, recipientId: number, senderKoinu: number) {
  expect(await balanceOf(ctx.app, senderId)).toBe(senderKoinu);
  expect(await balanceOf(ctx.app, recipientId)).toBe(0);
  expect(await ctx.app.db.select().from(ledgerEntries)).toHaveLength(2);
}

describe('a transfer to another user', () => {
  it.each([
    ['e-mail', 3, 'Jonas@Example.LT'],
    ['profile nickname', 2, 'JonasCooks'],
    ['Telegram nickname', 1, '@Jonas_Tg'],
  ])('goes by %s: the pin moves the coins once, and the recipient is told', async (_name, type, address) => {
    const anna = await sender();
    const jonas = await signUp(ctx.app, 'jonas@example.lt', { language: 'lt' });
    await setUserFields(ctx.app, jonas.id, { nickname: 'jonascooks', telegramNickname: 'jonas_tg' });
    await setUserFields(ctx.app, anna.id, { firstName: 'Anna', lastName: 'Petraitė' });

    const res = await assetRequest(
      ctx.app,
      { volume: '2.5', recipientAddressType: type, recipientAddress: address },
      anna.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(envelope(res)).toMatchObject({
      success: true,
      messages: [{ message: MESSAGES.transferPinSent }],
      model: { transfer: { amountKoinu: doge(2.5), recipientType: type, recipientAddress: address } },
    });
    // Nothing moves before the pin.
    expect(await balanceOf(ctx.app, jonas.id)).toBe(0);
    const [pinMail] = await mails(ctx.app, 'transfer-pin');
    expect(pinMail).toMatchObject({ recipient: anna.email, language: 'en' });
    expect(pinMail!.textBody).toContain(`sending 2.5 DOGE to ${address}`);

    const confirmed = await confirmTransfer(ctx.app, await transferPin(ctx.app, anna.email), anna.cookie);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const body = envelope<{ transfer: { ledgerTransactionId: number } }>(confirmed);
    expect(body).toMatchObject({
      success: true,
      messages: [{ message: MESSAGES.transferDone }],
      model: { transfer: { amountKoinu: doge(2.5), withdrawal: false } },
    });
    expect(await balanceOf(ctx.app, anna.id)).toBe(doge(7.5));
    expect(await balanceOf(ctx.app, jonas.id)).toBe(doge(2.5));
    expect(await sumOfBalances(ctx.app)).toBe(0);
    expect((await verifyChain(ctx.app.db)).ok).toBe(true);
    const [transfer] = await transfersOf(ctx.app, anna.id);
    expect(transfer).toMatchObject({
      status: 'completed',
      recipientUserId: jonas.id,
      ledgerTransactionId: body.model!.transfer.ledgerTransactionId,
    });

    const [received] = await mails(ctx.app, 'doge-received');
    expect(received).toMatchObject({ recipient: jonas.email, language: 'lt' });
    expect(received!.textBody).toContain('Anna Petraitė jums pervedė 2,5 DOGE');
  });

  it('e-mails the pin in the sender’s language and takes JSON bodies too', async () => {
    const anna = await sender(10, { language: 'lt' });
    await signUp(ctx.app, 'jonas@example.lt');
    const res = await postJson(
      ctx.app,
      '/secure/asset-request',
      { volume: 1, recipientAddressType: 3, recipientAddress: 'jonas@example.lt' },
      anna.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    const [pinMail] = await mails(ctx.app, 'transfer-pin');
    expect(pinMail).toMatchObject({ language: 'lt', subject: 'Patvirtinkite DOGE pervedimą' });
  });
});

describe('refused asset requests change nothing', () => {
  it('answers bad fields with fieldErrors: amount, type, an e-mail, a Doge address', async () => {
    const anna = await sender();
    const ask = (volume: string, recipientAddressType: number, recipientAddress: string) => ({
      volume,
      recipientAddressType,
      recipientAddress,
    });
    const cases: [TransferBody, string, string][] = [
      [ask('', 3, 'jonas@example.lt'), 'volume', 'required'],
      [ask('0', 3, 'jonas@example.lt'), 'volume', V.dogeAmount],
      [ask('-1', 3, 'jonas@example.lt'), 'volume', V.dogeAmount],
      [ask('1.123456789', 3, 'jonas@example.lt'), 'volume', V.dogeAmount],
      [ask('lots', 3, 'jonas@example.lt'), 'volume', V.dogeAmount],
      [ask('1', 7, 'jonas@example.lt'), 'recipientAddressType', 'invalid'],
      [ask('1', 3, 'not-an-email'), 'recipientAddress', V.notValidEmail],
      // A changed last character fails the checksum; a Bitcoin address has another version byte.
      [ask('1', 0, 'DH5yaieqoZN36fDVciNyRueRGvGLR3mr7M'), 'recipientAddress', V.dogeAddress],
      [ask('1', 0, '112D2adLM3UKy4Z4giRbReR6gjWuvHUqB'), 'recipientAddress', V.dogeAddress],
      [ask('1', 1, '@a b'), 'recipientAddress', V.telegramNickname],
    ];
    for (const [body, field, message] of cases) {
      const res = await assetRequest(ctx.app, body, anna.cookie);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(envelope(res).fieldErrors?.[field], JSON.stringify(body)).toEqual([message]);
    }
    const hostile = await postJson(
      ctx.app,
      '/secure/asset-request',
      { volume: { $gt: 0 }, recipientAddressType: [3], recipientAddress: ['a@b.lt'] },
      anna.cookie,
    );
    expect(hostile.statusCode).toBe(400);
    expect(await transfersOf(ctx.app, anna.id)).toEqual([]);
    expect(await mails(ctx.app, 'transfer-pin')).toEqual([]);
  });

  it('refuses more than the balance (none at all too), an unknown recipient and oneself', async () => {
    const anna = await sender(2);
    const poor = await signUp(ctx.app, 'poor@example.lt');
    await signUp(ctx.app, 'jonas@example.lt');
    const toJonas = { recipientAddressType: 3, recipientAddress: 'jonas@example.lt' };

    const tooMuch = await assetRequest(ctx.app, { volume: '2.00000001', ...toJonas }, anna.cookie);
    expectError(tooMuch, 400, MESSAGES.insufficientFunds);
    expect(envelope(tooMuch).fieldErrors).toEqual({ volume: [MESSAGES.insufficientFunds] });
    expectError(
      await assetRequest(ctx.app, { volume: '1', ...toJonas }, poor.cookie),
      400,
      MESSAGES.insufficientFunds,
    );

    for (const [type, address] of [
      [3, 'nobody@example.lt'],
      [2, 'nobody'],
      [1, '@nobody_here'],
    ] as const) {
      const res = await assetRequest(
        ctx.app,
        { volume: '1', recipientAddressType: type, recipientAddress: address },
        anna.cookie,
      );
      expectError(res, 400, MESSAGES.recipientNotFound);
      expect(envelope(res).fieldErrors).toEqual({ recipientAddress: [MESSAGES.recipientNotFound] });
    }
    const self = await assetRequest(
      ctx.app,
      { volume: '1', recipientAddressType: 3, recipientAddress: 'ANNA@example.lt' },
      anna.cookie,
    );
    expectError(self, 400, MESSAGES.transferToSelf);
    expect(await transfersOf(ctx.app, anna.id)).toEqual([]);
    expect(await mails(ctx.app, 'transfer-pin')).toEqual([]);
  });

  it('needs a session', async () => {
    const res = await assetRequest(ctx.app, {
      volume: '1',
      recipientAddressType: 0,
      recipientAddress: DOGE_ADDRESS,
    });
    expect(res.statusCode).toBe(401);
    expect((await confirmTransfer(ctx.app, '123456')).statusCode).toBe(401);
  });
});

describe('POST /secure/confirm-transfer', () => {
  const toJonas = { volume: '3', recipientAddressType: 3, recipientAddress: 'jonas@example.lt' };

  async function pendingTransfer() {
    const anna = await sender();
    const jonas = await signUp(ctx.app, 'jonas@example.lt');
    model(await assetRequest(ctx.app, toJonas, anna.cookie));
    return { anna, jonas, pin: await transferPin(ctx.app, anna.email) };
  }

  const wrong = (pin: string) => (pin === '000000' ? '111111' : '000000');

  it('a wrong pin five times: 429, and the right pin no longer moves anything', async () => {
    const { anna, jonas, pin } = await pendingTransfer();
    for (let i = 1; i <= 4; i += 1) {
      const res = await confirmTransfer(ctx.app, wrong(pin), anna.cookie);
      expectError(res, 400, MESSAGES.invalidPin);
      expect(envelope(res).fieldErrors).toEqual({ pin: [MESSAGES.invalidPin] });
    }
    expectError(await confirmTransfer(ctx.app, wrong(pin), anna.cookie), 429, MESSAGES.tooManyPinAttempts);
    expectError(await confirmTransfer(ctx.app, pin, anna.cookie), 429, MESSAGES.tooManyPinAttempts);
    await expectNothingMoved(anna.id, jonas.id, doge(10));
    expect((await transfersOf(ctx.app, anna.id))[0]!.status).toBe('pending');
  });

  it('a replayed confirmation finds nothing pending and moves nothing more', async () => {
    const { anna, jonas, pin } = await pendingTransfer();
    model(await confirmTransfer(ctx.app, pin, anna.cookie));
    expectError(await confirmTransfer(ctx.app, pin, anna.cookie), 409, MESSAGES.noPendingTransfer);
    // Two at once with the same pin: one of them.
    model(await assetRequest(ctx.app, toJonas, anna.cookie));
    const second = await transferPin(ctx.app, anna.email);
    const both = await Promise.all([
      confirmTransfer(ctx.app, second, anna.cookie),
      confirmTransfer(ctx.app, second, anna.cookie),
    ]);
    // The loser finds the pin spent (400) or, when the winner already finished, nothing pending (409).
    const codes = both.map((r) => r.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect([400, 409]).toContain(codes[1]);
    expect(await balanceOf(ctx.app, jonas.id)).toBe(doge(6));
    expect(await balanceOf(ctx.app, anna.id)).toBe(doge(4));
    expect(await mails(ctx.app, 'doge-received')).toHaveLength(2);
  });

  it('an expired or malformed pin changes nothing; nothing pending is a 409', async () => {
    const { anna, jonas, pin } = await pendingTransfer();
    expectError(await confirmTransfer(ctx.app, 'abc', anna.cookie), 400, MESSAGES.invalidPin);
    ctx.clock.advance((PIN_TTL_MINUTES + 1) * 60_000);
    expectError(await confirmTransfer(ctx.app, pin, anna.cookie), 400, MESSAGES.invalidPin);
    await expectNothingMoved(anna.id, jonas.id, doge(10));
    expectError(await confirmTransfer(ctx.app, pin, jonas.cookie), 409, MESSAGES.noPendingTransfer);
  });

  it('another user’s session or pin never confirms a transfer that is not theirs', async () => {
    const { anna, jonas, pin } = await pendingTransfer();
    // Jonas has nothing pending: Anna's pin in his session confirms nothing.
    expectError(await confirmTransfer(ctx.app, pin, jonas.cookie), 409, MESSAGES.noPendingTransfer);
    // With a transfer of his own pending, Anna's pin is still not his.
    await fund(ctx.app, jonas.id, doge(1));
    model(
      await assetRequest(
        ctx.app,
        { volume: '1', recipientAddressType: 3, recipientAddress: anna.email },
        jonas.cookie,
      ),
    );
    expectError(await confirmTransfer(ctx.app, pin, jonas.cookie), 400, MESSAGES.invalidPin);
    expect(await balanceOf(ctx.app, anna.id)).toBe(doge(10));
    expect(await balanceOf(ctx.app, jonas.id)).toBe(doge(1));
    // Anna's own pin still works for her.
    model(await confirmTransfer(ctx.app, pin, anna.cookie));
    expect(await balanceOf(ctx.app, jonas.id)).toBe(doge(4));
  });

  it('a newer request replaces the pending one: the older pin confirms nothing', async () => {
    const { anna, jonas, pin } = await pendingTransfer();
    model(await assetRequest(ctx.app, { ...toJonas, volume: '1' }, anna.cookie));
    const newer = await transferPin(ctx.app, anna.email);
    expectError(await confirmTransfer(ctx.app, pin, anna.cookie), 400, MESSAGES.invalidPin);
    model(await confirmTransfer(ctx.app, newer, anna.cookie));
    expect(await balanceOf(ctx.app, jonas.id)).toBe(doge(1));
    expect((await transfersOf(ctx.app, anna.id)).map((t) => t.status)).toEqual(['completed', 'cancelled']);
  });

  it('requests at once leave one pending transfer, the last one, which its pin confirms', async () => {
    const { anna, jonas } = await pendingTransfer();
    // Ten tabs at once (on PostgreSQL each on its own connection), each for another amount: 0.25 to 9.25 DOGE.
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        assetRequest(ctx.app, { ...toJonas, volume: `${i}.25` }, anna.cookie),
      ),
    );
    answers.forEach((res) => model(res));
    const transfers = await transfersOf(ctx.app, anna.id);
    const pending = transfers.filter((t) => t.status === 'pending');
    expect(pending.map((t) => t.id)).toEqual([transfers[0]!.id]);
    // The pins are mailed after the requests took turns, so the pending one's is found by its amount.
    const volume = pending[0]!.amountKoinu / doge(1);
    const pinMail = (await mails(ctx.app, 'transfer-pin')).find((m) =>
      m.textBody.includes(`sending ${volume} DOGE to`),
    );
    const pin = /^(\d{6})$/m.exec(pinMail!.textBody)![1]!;
    model(await confirmTransfer(ctx.app, pin, anna.cookie));
    expect(await balanceOf(ctx.app, jonas.id)).toBe(doge(volume));
  });

  it('coins spent since the request: 409 insufficientFunds, nothing moves, the transfer is cancelled', async () => {
    const { anna, jonas, pin } = await pendingTransfer();
    await sendAllElsewhere(anna);
    expectError(await confirmTransfer(ctx.app, pin, anna.cookie), 409, MESSAGES.insufficientFunds);
    expect(await balanceOf(ctx.app, jonas.id)).toBe(0);
    expect((await transfersOf(ctx.app, anna.id))[0]!.status).toBe('cancelled');
    expect(await sumOfBalances(ctx.app)).toBe(0);
  });
});

/** Spends all of the sender's 10 DOGE elsewhere in the meantime (the pending transfer stays pending). */
async function sendAllElsewhere(anna: { id: number }) {
  const other = await signUp(ctx.app, 'other@example.lt');
  await moveCoins(ctx.app, anna.id, other.id, doge(10));
  expect(await balanceOf(ctx.app, other.id)).toBe(doge(10));
}

describe('a transfer to a Doge address', () => {
  it('holds the amount in the withdrawals account and queues a withdrawal request', async () => {
    const anna = await sender();
    const { requested, executed } = await sendDoge(ctx.app, anna, {
      volume: '4',
      recipientAddressType: 0,
      recipientAddress: DOGE_ADDRESS,
    });
    expect(requested).toMatchObject({ recipientType: 0, recipientAddress: DOGE_ADDRESS });
    expect(executed).toMatchObject({ amountKoinu: doge(4), withdrawal: true });
    expect(await balanceOf(ctx.app, anna.id)).toBe(doge(6));
    const [row] = await ctx.app.db.select().from(withdrawals);
    expect(row).toMatchObject({
      userId: anna.id,
      address: DOGE_ADDRESS,
      amountKoinu: doge(4),
      status: 'requested',
      holdTransactionId: executed.ledgerTransactionId,
      settleTransactionId: null,
    });
    const [pinMail] = await mails(ctx.app, 'transfer-pin');
    expect(pinMail!.textBody).toContain(`to the Dogecoin address ${DOGE_ADDRESS}`);
    expect(await mails(ctx.app, 'doge-received')).toEqual([]);
    expect(await sumOfBalances(ctx.app)).toBe(0);
  });
});
