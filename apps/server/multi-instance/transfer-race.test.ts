import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@hearth/domain/messages';
import { EMAIL_ADDRESS_TYPE, KOINU_PER_DOGE } from '@hearth/domain/wallet';
import { checkInvariants } from '../src/checks/invariants.ts';
import { ledgerAccounts, walletTransfers } from '../src/db/schema.ts';
import type { Account } from '../src/modules/profile/profile-test-helpers.ts';
import { model, post, type Answer } from './http-client.ts';
import { useInstances } from './instance-harness.ts';
import { all, buyCoins, mailedPin, register } from './scenario-helpers.ts';

/**
 * 100 DOGE transfers at once, split across both instances. 100 users in a ring each buy 50 DOGE by card and
 * send all of it to the next one; every pin is sent twice at once, to A and to B (a double click across the
 * load balancer). Each transfer executes exactly once and no balance ever goes negative: a user's coins may
 * leave before the neighbour's arrive, but never twice.
 */

const USERS = 100;
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
      .select({ balance: ledgerAccounts.balanceKoinu })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.kind, 'user'));
    expect(balances.map((row) => row.balance)).toEqual(Array(USERS).fill(COINS_KOINU));
    expect(await checkInvariants(pair.database.db)).toEqual([]);
  });
});
