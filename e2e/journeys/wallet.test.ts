// The DOGE wallet, as people use it in a real browser: a customer buys DOGE by test card on /buy, sees the
// balance on /board, sends 2 DOGE to another user by e-mail with the pin from the dev mailbox, opens "See
// blockchain"; the recipient sees the credit on their board.
import assert from 'node:assert/strict';
import { describe } from 'node:test';
import type { Page } from 'playwright-core';
import { journey, useHearth } from '../support/journey.ts';
import { readMailbox, waitForPin } from '../support/mailbox.ts';

const hearth = useHearth();

/** Two demo accounts of the README (apps/server/src/seed/demo-data.ts). */
const SENDER = { email: 'customer@hearth.local', password: 'Hearth2026' };
const RECIPIENT = { email: 'chef.kaunas@hearth.local', password: 'Hearth2026' };

async function logIn(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

describe('a customer buys DOGE and sends some to a chef', () => {
  let sender: Page | undefined;
  let recipient: Page | undefined;

  journey(
    'a visitor is sent to log in and back, then buys DOGE by card',
    hearth,
    () => sender,
    async () => {
      sender = await hearth.newPage();
      await sender.goto('/buy');
      // The wallet needs a login: the page asks for it and comes back.
      await sender.waitForURL(
        (url) => url.pathname === '/signin' && url.searchParams.get('returnTo') === '/buy',
      );
      await sender.goto('/signin?source=regular_login&returnTo=/buy');
      await logIn(sender, SENDER);
      await sender.waitForURL((url) => url.pathname === '/buy');
      await sender.getByRole('heading', { level: 1, name: 'Buy DOGE' }).waitFor();

      // 2.00 EUR at 0.2 EUR a DOGE is 10 DOGE, converted as the user types.
      await sender.getByLabel('Amount in EUR').fill('2');
      assert.equal(await sender.getByLabel('DOGE', { exact: true }).inputValue(), '10');
      await sender.getByRole('button', { name: 'Buy', exact: true }).click();
      await sender.getByLabel('Card number').fill('4242 4242 4242 4242');
      await sender.getByLabel('Expiry date').fill('12/30');
      await sender.getByLabel('CVC').fill('123');
      await sender.getByRole('button', { name: /^Pay / }).click();
      await sender.getByText('Payment received: 10 DOGE were added to your wallet.').waitFor();

      await sender.goto('/board');
      await sender.getByText('10 DOGE').first().waitFor();
      await sender.getByRole('cell', { name: 'Bought by card' }).waitFor();
    },
  );

  journey(
    'the customer sends 2 DOGE by e-mail with the e-mailed pin',
    hearth,
    () => sender,
    async () => {
      assert.ok(sender, 'the customer bought DOGE');
      await sender.goto('/execute');
      await sender.getByLabel('Address type').selectOption({ label: 'Email' });
      await sender.getByLabel('Destination address').fill(RECIPIENT.email);
      await sender.getByLabel('Amount (DOGE)').fill('2');
      const seen = (await readMailbox(hearth.server.baseURL, SENDER.email)).map((mail) => mail.id);
      await sender.getByRole('button', { name: 'Exec' }).click();
      await sender.getByRole('heading', { name: 'Confirm the transfer' }).waitFor();

      // A wrong pin keeps the wizard on the pin step with the error.
      await sender.getByLabel('PIN').fill('000000');
      await sender.getByRole('button', { name: 'Apply' }).click();
      await sender.getByText('Wrong or expired pin').first().waitFor();

      const pin = await waitForPin(hearth.server.baseURL, SENDER.email, seen);
      await sender.getByLabel('PIN').fill(pin);
      await sender.getByRole('button', { name: 'Apply' }).click();
      await sender.getByText('Transaction succeed').first().waitFor();
      await sender
        .getByText('The transaction will be validated and persisted in the blockchain forever.')
        .waitFor();

      await sender.getByRole('link', { name: 'See blockchain' }).click();
      await sender.waitForURL((url) => /^\/ledger\/\d+$/.test(url.pathname));
      await sender.getByText('Verified: the chain recomputes to these hashes').waitFor();
      const hashes = await sender.getByText(/^[0-9a-f]{64}$/).count();
      assert.ok(hashes >= 2, `the page shows the previous hash and the hash (${hashes} hashes)`);

      await sender.goto('/board');
      await sender.getByText('8 DOGE').first().waitFor();
    },
  );

  journey(
    'the chef sees the credit',
    hearth,
    () => recipient,
    async () => {
      recipient = await hearth.newPage();
      await recipient.goto('/signin?source=regular_login&returnTo=/board');
      await logIn(recipient, RECIPIENT);
      await recipient.waitForURL((url) => url.pathname === '/board');
      await recipient.getByText('2 DOGE').first().waitFor();
      await recipient.getByRole('cell', { name: 'Received' }).waitFor();
      const mails = await readMailbox(hearth.server.baseURL, RECIPIENT.email);
      assert.ok(mails.length >= 1, 'the chef was told by e-mail');
    },
  );
});
