// Accounts, as a person does it in a real browser: register with a password and the mailed code, log out, log
// in with an e-mailed pin, switch the language; and the demo operator's password login.
import assert from 'node:assert/strict';
import { describe } from 'node:test';
import type { Page } from 'playwright-core';
import { journey, useHearth } from '../support/journey.ts';
import { readMailbox, waitForPin } from '../support/mailbox.ts';
import { registerWithMailedCode } from '../support/sign-in.ts';

const hearth = useHearth();

const EMAIL = 'journey.customer@example.com';
const PASSWORD = 'Journey2026';

/** Waits until the page is at `pathname` (query ignored). */
async function expectPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname);
}

async function expectHeading(page: Page, name: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

describe('a customer account', () => {
  let page: Page | undefined;
  const current = () => page;

  journey(
    'registers with a password and the mailed code, and lands on the profile',
    hearth,
    current,
    async () => {
      page = await hearth.newPage();
      await page.goto('/signin?source=regular_registration');
      await expectHeading(page, 'Create account');
      await registerWithMailedCode(page, hearth.server.baseURL, { email: EMAIL, password: PASSWORD });
      await expectPath(page, '/profile');
      await expectHeading(page, 'Profile');
      await page.getByText(EMAIL).first().waitFor();
    },
  );

  journey('logs out from the user menu and is back on the home page', hearth, current, async () => {
    assert.ok(page, 'needs the registered page');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expectPath(page, '/');
    await page.getByRole('link', { name: 'Log in' }).first().waitFor();
  });

  journey('logs in with a pin from the e-mail and lands on the profile', hearth, current, async () => {
    assert.ok(page, 'needs the logged-out page');
    const seen = (await readMailbox(hearth.server.baseURL, EMAIL)).map((mail) => mail.id);
    await page.goto('/signin?source=one_time_pin');
    await expectHeading(page, 'Log in');
    await page.getByLabel('E-mail').fill(EMAIL);
    await page.getByRole('button', { name: 'Send pin' }).click();
    const pin = await waitForPin(hearth.server.baseURL, EMAIL, seen);
    await page.getByLabel('PIN').fill(pin);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expectPath(page, '/profile');
    await expectHeading(page, 'Profile');
  });

  journey('switches to Lithuanian, which stays after a reload', hearth, current, async () => {
    assert.ok(page, 'needs the logged-in page');
    await page.getByRole('button', { name: /^Language/ }).click();
    await page.getByRole('menuitemradio', { name: 'Lietuvių' }).click();
    await expectHeading(page, 'Profilis');
    assert.equal(await page.evaluate(() => localStorage.getItem('language')), 'lt');
    assert.equal(await page.locator('html').getAttribute('lang'), 'lt');
    await page.reload();
    await expectHeading(page, 'Profilis');
    await page.getByRole('button', { name: /^Kalba/ }).waitFor();
  });
});

describe('a visitor whose browser is Lithuanian', () => {
  let page: Page | undefined;

  journey(
    'lands in Lithuanian, with Lithuanian amounts, until choosing English; a ?lang=lt address is Lithuanian again',
    hearth,
    () => page,
    async () => {
      page = await hearth.newPage({ locale: 'lt-LT' });
      await page.goto('/');
      await expectHeading(page, 'Naminiai patiekalai iš privačių virėjų');
      assert.equal(await page.locator('html').getAttribute('lang'), 'lt');
      assert.match(await page.title(), /^Hearth: Privatūs virėjai/);
      await page.goto('/mp');
      await page
        .getByText(/\d+,\d{2}\s€/)
        .filter({ visible: true })
        .first()
        .waitFor();
      await page.getByRole('button', { name: /^Kalba/ }).click();
      await page.getByRole('menuitemradio', { name: 'English' }).click();
      // The page turns English once the English texts have loaded; the reader sees that before reloading.
      await page.getByRole('button', { name: /^Language/ }).waitFor();
      await page.reload();
      await page.getByRole('button', { name: /^Language/ }).waitFor();
      assert.equal(await page.locator('html').getAttribute('lang'), 'en');

      // A Lithuanian address (the sitemap's alternate, ?lang=lt) opens in Lithuanian over the stored
      // English, and stays the reader's language on the next page.
      await page.goto('/assets/about?lang=lt');
      await page.getByRole('button', { name: /^Kalba/ }).waitFor();
      assert.equal(await page.locator('html').getAttribute('lang'), 'lt');
      await page.goto('/mp');
      await page.getByRole('button', { name: /^Kalba/ }).waitFor();
    },
  );
});

describe('the demo operator', () => {
  let page: Page | undefined;

  journey(
    'logs in with a password and lands on store management',
    hearth,
    () => page,
    async () => {
      page = await hearth.newPage();
      await page.goto('/signin?source=regular_login');
      await expectHeading(page, 'Log in');
      await page.getByLabel('E-mail').fill('operator@hearth.local');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByLabel('Password', { exact: true }).fill('Hearth2026');
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await expectPath(page, '/store-management');
      await expectHeading(page, 'Store management');
    },
  );
});
