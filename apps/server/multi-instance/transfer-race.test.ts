import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@hearth/domain/messages';
import { EMAIL_ADDRESS_TYPE, KOINU_PER_DOGE } from '@hearth/domain/wallet';
import { checkInvariants } from '../src/checks/invariants.ts';
import { ledgerAccounts, walletTransfers } from '../src/db/schema.ts';
import type { Account } from '../src/modules/profile/profile-test-helpers.ts';
import { expectRefused, model, post, type Answer } from './http-client.ts';
import { useInstances } from './instance-harness.ts';
import { all, buyCoins, mailedPin, register, transferPins } from './scenario-helpers.ts';

/**
 * 100 DOGE transfers at once, split across both instances. 100 users in a ring each buy 50 DOGE by card and
 * send all of it to the next one; every pin is sent twice at once, to A and to B (a double click across the
 * load balancer). Each transfer executes exactly once and no balance ever goes negative: a user's coins may
 * leave before the neighbour's arrive, but never twice. Then one sender's requests at once, each for most of
 * the balance, on both instances: one transfer stays to be confirmed and no other pin moves a coin.
 */

const USERS = 100;
const SPENDS = 10;
const TOP_UP_CENTS = 1_000;
/** 10 EUR at the default DOGE_EUR_RATE of 0.2. */
const COINS_KOINU = 50 * KOINU_PER_DOGE;
const pair = useInstances();

const email = (i: number) => `user${i}@example.lt`;

/** The pin confirmed on the i-th instance and, at the same moment, on the other one. */
async function confirmTwice(i: number, user: Account, pin: string): Promise<Answer<unknown>[]> {
  return Promise.all([
    post(pair.at(i), '/secure/confirm-transfer', { pin }, user.cookie),
    post(pair.at(i + 1), '/secure/confirm-transfer', { pin }, user.cookie),
  ]);
}

function transfersOf(senderId: number, status: 'pending' | 'completed') {
  return pair.database.db
    .select()
    .from(walletTransfers)
    .where(and(eq(walletTransfers.senderId, senderId), eq(walletTransfers.status, status)));
}

async function balanceOf(userId: number): Promise<number> {
  const [account] = await pair.database.db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.userId, userId));
  return account?.balance ?? 0;
}

describe('concurrent DOGE transfers on two instances', () => {
  it(`${USERS} transfers at once, each confirmed twice, move every coin once`, async () => {
    const users = await all(USERS, (i) => register(pair, email(i)));
    await all(USERS, (i) => buyCoins(pair, users[i]!, TOP_UP_CENTS));

    const requested = await all(USERS, (i) =>
      post(
        pair.at(i),
        '/secure/asset-request',
        { volume: '50', recipientAddressType: EMAIL_ADDRESS_TYPE, recipientAddress: email((i + 1) % USERS) },
        users[i]!.cookie,
      ),
    );
    requested.forEach((answer) => model(answer));
    const pins = await all(USERS, (i) => mailedPin(pair.database, email(i), 'transfer-pin'));

    const startedAt = performance.now();
    const confirmations = await all(USERS, (i) => confirmTwice(i, users[i]!, pins[i]!));
    const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
    const statuses = confirmations.flat().map((answer) => answer.status);
    const count = (status: number) => statuses.filter((s) => s === status).length;
    console.log(
      `[multi-instance] ${USERS} transfers confirmed twice at once in ${seconds} s: ` +
        `200: ${count(200)}, 400: ${count(400)}, 409: ${count(409)}`,
    );

    for (const [done, other] of confirmations.map((pairOf) =>
      [...pairOf].sort((x, y) => x.status - y.status),
    )) {
      model(done!);
      // The second use of the pin changes nothing: the pin is spent, or the transfer is no longer pending.
      expect([400, 409], JSON.stringify(other!.body)).toContain(other!.status);
      expect([MESSAGES.invalidPin, MESSAGES.noPendingTransfer]).toContain(other!.body.messages[0]?.message);
    }
    const completed = await pair.database.db
      .select()
      .from(walletTransfers)
      .where(eq(walletTransfers.status, 'completed'));
    expect(completed).toHaveLength(USERS);
    // Each sent 50 DOGE and received 50 DOGE: everyone ends where they started.
    const balances = await pair.database.db
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.kind, 'user'));
    expect(balances.map((row) => row.balance)).toEqual(Array(USERS).fill(COINS_KOINU));
    expect(await checkInvariants(pair.database.db)).toEqual([]);
  });

  it(`${SPENDS} requests of one sender at once leave one transfer, confirmed once; the other pins move nothing`, async () => {
    const spender = await register(pair, 'spender@example.lt');
    const recipients = await all(SPENDS, (i) => register(pair, `recipient${i}@example.lt`));
    await buyCoins(pair, spender, TOP_UP_CENTS);

    // 41 to 50 DOGE each: any two of them together are more than the 50 DOGE the spender has.
    const volumeOf = (i: number) => 41 + i;
    const requested = await all(SPENDS, (i) =>
      post(
        pair.at(i),
        '/secure/asset-request',
        {
          volume: volumeOf(i),
          recipientAddressType: EMAIL_ADDRESS_TYPE,
          recipientAddress: recipients[i]!.email,
        },
        spender.cookie,
      ),
    );
    requested.forEach((answer) => model(answer));
    // The newest request replaced every older one, whichever instance each reached.
    const pending = await transfersOf(spender.id, 'pending');
    expect(pending).toHaveLength(1);
    const live = pending[0]!.amountKoinu / KOINU_PER_DOGE;
    const pins = await transferPins(pair.database, spender.email);
    const livePin = pins.find((pin) => pin.volume === live)!.pin;

    const [done, other] = (await confirmTwice(0, spender, livePin)).sort((x, y) => x.status - y.status);
    model(done!);
    expect([400, 409]).toContain(other!.status);
    // The pins of the replaced requests, on both instances at once: nothing is pending any more.
    const stale = pins.filter((pin) => pin.volume !== live);
    const answers = (await all(stale.length, (i) => confirmTwice(i, spender, stale[i]!.pin))).flat();
    for (const answer of answers) expectRefused(answer, 409, MESSAGES.noPendingTransfer);

    expect(await transfersOf(spender.id, 'completed')).toHaveLength(1);
    const recipient = recipients[live - volumeOf(0)]!;
    expect(await balanceOf(spender.id)).toBe(COINS_KOINU - live * KOINU_PER_DOGE);
    expect(await balanceOf(recipient.id)).toBe(live * KOINU_PER_DOGE);
  });
});
