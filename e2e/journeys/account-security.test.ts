// Account security, as people meet it in a real browser (decision 043): an address registered by a squatter
// with their own password is taken back by its owner with an e-mailed pin, who is told and sets a password of
// their own, after which the squatter's password no longer works; and a user signed in on two browsers ends
// the other one's session from the security page, and that browser is signed out at its next step.
import assert from 'node:assert/strict';
import { describe } from 'node:test';
import type { Page } from 'playwright-core';
import { journey, useHearth } from '../support/journey.ts';
import { readMailbox, waitForPin } from '../support/mailbox.ts';
import { logInWithPassword } from '../support/sign-in.ts';

const hearth = useHearth();

const OWNER = { email: 'journey.owner@example.com', password: 'OwnersOwn2026' };
const SQUATTER_PASSWORD = 'Squatter2026';
const CUSTOMER = { email: 'customer@hearth.local', password: 'Hearth2026' };

/** A JSON call as another program makes it (the squatter never opens the site). */
async function post(path: string, body: Record<string, string>): Promise<Response> {
  const { baseURL } = hearth.server;
  return fetch(`${baseURL}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseURL },
    body: JSON.stringify(body),
  });
}

async function expectPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname);
}

describe('an address registered by somebody else', () => {
  let owner: Page | undefined;

  journey(
    'the owner signs in by pin, is told the password was removed, sets one, and the squatter’s fails',
    hearth,
    () => owner,
    async () => {
      // The squatter registers the owner's address with a password of their own and never sees the code.
      const squat = await post('/register', { identityKey: OWNER.email, password: SQUATTER_PASSWORD });
      assert.equal(squat.status, 200);
      const before = await post('/pw-login', { identityKey: OWNER.email, password: SQUATTER_PASSWORD });
      assert.notEqual(before.status, 200, 'an unconfirmed registration must not sign in');

      owner = await hearth.newPage();
      const seen = (await readMailbox(hearth.server.baseURL, OWNER.email)).map((mail) => mail.id);
      await owner.goto('/signin?source=one_time_pin');
      await owner.getByLabel('E-mail').fill(OWNER.email);
      await owner.getByRole('button', { name: 'Send pin' }).click();
      await owner.getByLabel('PIN').fill(await waitForPin(hearth.server.baseURL, OWNER.email, seen));
      await owner.getByRole('button', { name: 'Log in', exact: true }).click();

      await expectPath(owner, '/profile/security');
      await owner
        .getByText('Someone had set a password for this e-mail address when registering', { exact: false })
        .waitFor();
      // The fresh pin sign-in is proof enough: no current password, no code.
      assert.equal(await owner.getByLabel('Current password').count(), 0);
      await owner.getByLabel('New password').fill(OWNER.password);
      await owner.getByLabel('Confirm password').fill(OWNER.password);
      await owner.getByRole('button', { name: 'Set password' }).click();
      await owner.getByText('Your password was changed.', { exact: false }).waitFor();

      const squatter = await post('/pw-login', { identityKey: OWNER.email, password: SQUATTER_PASSWORD });
      assert.equal(squatter.status, 401);
      const own = await post('/pw-login', { identityKey: OWNER.email, password: OWNER.password });
      assert.equal(own.status, 200);
    },
  );
});

describe('a user signed in on two browsers', () => {
  let laptop: Page | undefined;
  let phone: Page | undefined;

  journey(
    'ends the other browser’s session, which is signed out at its next navigation',
    hearth,
    () => phone ?? laptop,
    async () => {
      phone = await hearth.newPage();
      await phone.setViewportSize({ width: 390, height: 844 });
      await logInWithPassword(phone, CUSTOMER);
      laptop = await hearth.newPage();
      await logInWithPassword(laptop, CUSTOMER);

      await laptop.getByRole('button', { name: 'Account menu' }).click();
      await laptop.getByRole('menuitem', { name: 'Security' }).click();
      await expectPath(laptop, '/profile/security');
      const devices = laptop.locator('.session-card');
      await devices.first().getByText('This device').waitFor();
      assert.ok((await devices.count()) >= 2, 'both browsers are listed');
      const others = laptop.getByRole('button', { name: /^End the session on / });
      const before = await others.count();
      // The phone's session is the newest of the others: ending the first other card ends it.
      await others.first().click();
      await laptop.getByText('The session was signed out').waitFor();
      await laptop.waitForFunction(
        (count) =>
          document.querySelectorAll('.session-card button[aria-label^="End the session on"]').length ===
          count,
        before - 1,
      );

      // The phone's next step asks the server, which no longer knows its session.
      await phone.goto('/orders');
      await expectPath(phone, '/signin');
      await phone.getByText('Session expired - redirecting to login').waitFor();
      assert.equal(await phone.evaluate(() => localStorage.getItem('profile')), null);
    },
  );

  journey(
    'the security page has no horizontal overflow on a 390 px phone',
    hearth,
    () => laptop,
    async () => {
      assert.ok(laptop, 'needs the signed-in laptop');
      await laptop.setViewportSize({ width: 390, height: 844 });
      await laptop.goto('/profile/security');
      await laptop.locator('.session-card').first().waitFor();
      const overflow = await laptop.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      assert.equal(overflow, 0);
    },
  );
});
