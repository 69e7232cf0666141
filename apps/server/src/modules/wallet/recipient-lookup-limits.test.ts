import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@hearth/domain/messages';
import { useTestApp } from '../../test/test-app.ts';
import { expectError } from '../orders/order-test-helpers.ts';
import { signUp, type Account } from '../profile/profile-test-helpers.ts';
import { doge, fund } from './wallet-test-helpers.ts';

/**
 * The transfer wizard's recipient look-up (decision 045): limited per sender, per client address and per
 * recipient across senders, a look-up that finds nobody counting three times, so sock accounts do not buy
 * unlimited guesses. With 5 pin sends an hour: 5 requests per sender, 10 look-ups per client, 20 per recipient.
 */

const ctx = useTestApp({ PIN_SENDS_PER_HOUR: '5' });

const EMAIL_TYPE = 3;
let accounts = 0;

/** A signed-up sender with coins to send. */
async function sender(): Promise<Account> {
  accounts += 1;
  const account = await signUp(ctx.app, `sender${accounts}@example.lt`);
  await fund(ctx.app, account.id, doge(10));
  return account;
}

function lookUp(account: Account, recipient: string, clientIp: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/secure/asset-request',
    remoteAddress: clientIp,
    headers: { 'content-type': 'application/json', accept: 'application/json', cookie: account.cookie },
    payload: { volume: '1', recipientAddressType: EMAIL_TYPE, recipientAddress: recipient },
  });
}

const notFound = (res: Awaited<ReturnType<typeof lookUp>>) =>
  expectError(res, 400, MESSAGES.recipientNotFound);
const refused = (res: Awaited<ReturnType<typeof lookUp>>) => expectError(res, 429, MESSAGES.rateLimited);

describe('recipient look-ups', () => {
  it('are limited per sender: two misses use up the hour, and then a real recipient is refused alike', async () => {
    const anna = await sender();
    const jonas = await signUp(ctx.app, 'jonas@example.lt');
    notFound(await lookUp(anna, 'ghost1@example.lt', '203.0.113.1'));
    notFound(await lookUp(anna, 'ghost2@example.lt', '203.0.113.1'));
    // Past the limit the answer does not say whether the recipient exists.
    refused(await lookUp(anna, 'ghost3@example.lt', '203.0.113.2'));
    refused(await lookUp(anna, jonas.email, '203.0.113.2'));
    // Another sender, from the same client address, is not held back by her misses.
    const other = await sender();
    expect((await lookUp(other, jonas.email, '203.0.113.1')).statusCode).toBe(200);
  });

  it('of found recipients go on as long as the sender has transfer pins', async () => {
    const anna = await sender();
    const jonas = await signUp(ctx.app, 'jonas@example.lt');
    for (let i = 0; i < 5; i++) expect((await lookUp(anna, jonas.email, '203.0.113.1')).statusCode).toBe(200);
    refused(await lookUp(anna, jonas.email, '203.0.113.1'));
  });

  it('are limited per recipient across senders and client addresses', async () => {
    // Three senders, each from its own client address, guess the same address twice: 18 of the 20.
    for (let i = 1; i <= 3; i++) {
      const account = await sender();
      notFound(await lookUp(account, 'Ghost@Example.LT', `203.0.113.${i}`));
      notFound(await lookUp(account, 'ghost@example.lt', `203.0.113.${i}`));
    }
    const fourth = await sender();
    notFound(await lookUp(fourth, 'ghost@example.lt', '203.0.113.4'));
    refused(await lookUp(fourth, 'GHOST@example.lt', '203.0.113.4'));
    // A fresh sender is refused that address too, but may still look up another one.
    const fifth = await sender();
    refused(await lookUp(fifth, 'ghost@example.lt', '203.0.113.5'));
    notFound(await lookUp(fifth, 'someone-else@example.lt', '203.0.113.5'));
  });

  it('are limited per client address across senders', async () => {
    const client = '198.51.100.9';
    for (let i = 1; i <= 2; i++) {
      const account = await sender();
      notFound(await lookUp(account, `nobody${i}a@example.lt`, client));
      notFound(await lookUp(account, `nobody${i}b@example.lt`, client));
    }
    const third = await sender();
    refused(await lookUp(third, 'nobody3@example.lt', client));
    notFound(await lookUp(third, 'nobody3@example.lt', '198.51.100.10'));
  });
});
