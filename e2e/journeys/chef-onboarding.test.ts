// Becoming a chef, as people do it in a real browser: a new account fills the chef section and waits for
// review; the demo operator approves it in store management; the chef reloads, may create dishes, has a
// public page, and uploads a profile picture that shows in the user menu.
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { describe } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { journey, useHearth } from '../support/journey.ts';
import { registerWithMailedCode } from '../support/sign-in.ts';

const hearth = useHearth();

const CHEF = {
  email: 'journey.chef@example.com',
  password: 'Journey2026',
  firstName: 'Eglė',
  lastName: 'Virėja',
  fullName: 'Eglė Virėja',
  /** What the form derives from the names (letters and digits, no diacritics). */
  nickname: 'eglevireja',
  phone: '37061200001',
};
const AVATAR_PNG = fileURLToPath(new URL('../fixtures/avatar.png', import.meta.url));

async function expectPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname);
}

async function expectHeading(page: Page, name: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

/** Waits until the image has really loaded (not the initial-letter fallback, not a broken picture). */
async function expectLoadedImage(page: Page, image: Locator): Promise<void> {
  const handle = await image.elementHandle();
  assert.ok(handle, 'no image');
  await page.waitForFunction((element) => {
    const img = element as HTMLImageElement;
    return img.complete && img.naturalWidth > 0;
  }, handle);
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' }).first();

describe('becoming a chef', () => {
  let chef: Page | undefined;
  let operator: Page | undefined;

  journey(
    'registers as a chef, fills the chef section and sees it under review',
    hearth,
    () => chef,
    async () => {
      chef = await hearth.newPage();
      await chef.goto('/signin?source=regular_registration&chefProfile=true');
      await expectHeading(chef, 'Become a chef');
      await registerWithMailedCode(chef, hearth.server.baseURL, CHEF);
      await expectPath(chef, '/profile');
      await expectHeading(chef, 'Chef profile');

      await chef.getByLabel('First name').fill(CHEF.firstName);
      await chef.getByLabel('Last name').fill(CHEF.lastName);
      assert.equal(await chef.getByLabel('Profile link').inputValue(), CHEF.nickname);
      await chef.getByLabel('City').fill('Vilnius');
      // Typed as people write it; the digits are what is stored.
      await chef.getByLabel('Phone number').fill(`+${CHEF.phone.slice(0, 3)} ${CHEF.phone.slice(3)}`);
      await chef.getByLabel('About you').fill('Lithuanian home cooking: cepelinai, kugelis and honey cake.');
      await chef.getByLabel('Hourly rate (EUR)').fill('11.50');
      await chef.getByRole('button', { name: 'Desserts', exact: true }).click();
      await chef.getByRole('button', { name: 'Bakery', exact: true }).click();
      await chef.getByRole('button', { name: 'Save' }).click();

      await chef.getByText('Saved successfully').waitFor();
      await chef.getByText('Your chef application was submitted for review.').waitFor();
      await chef.getByText('Your chef application is under review.').waitFor();
      assert.equal(await mainNav(chef).getByRole('link', { name: 'Create dish' }).count(), 0);
      // A chef under review stays on the profile to see it.
      await chef.waitForTimeout(500);
      assert.equal(new URL(chef.url()).pathname, '/profile');
    },
  );

  journey(
    'the operator lands on store management and approves the application',
    hearth,
    () => operator,
    async () => {
      operator = await hearth.newPage();
      await operator.goto('/signin?source=regular_login');
      await operator.getByLabel('E-mail').fill('operator@hearth.local');
      await operator.getByRole('button', { name: 'Continue' }).click();
      await operator.getByLabel('Password', { exact: true }).fill('Hearth2026');
      await operator.getByRole('button', { name: 'Log in', exact: true }).click();
      await expectPath(operator, '/store-management');
      await expectHeading(operator, 'Store management');

      const application = operator.getByRole('article', { name: CHEF.fullName });
      await application.getByText(CHEF.email).waitFor();
      await application.getByText(CHEF.phone).waitFor();
      await application.getByText('€11.50 per hour').waitFor();
      await application.getByRole('button', { name: 'Approve' }).click();
      await operator.getByText(`${CHEF.fullName}: approved.`).waitFor();
      await operator.getByText('No applications are waiting.').waitFor();

      await operator.getByRole('tab', { name: 'Audit log' }).click();
      const approved = operator.getByRole('row').filter({ hasText: 'Approved' });
      await approved.filter({ hasText: 'operator@hearth.local' }).filter({ hasText: CHEF.email }).waitFor();
    },
  );

  journey(
    'the chef reloads and may create dishes; the public page shows the profile',
    hearth,
    () => chef,
    async () => {
      assert.ok(chef, 'needs the chef page');
      await chef.reload();
      await mainNav(chef).getByRole('link', { name: 'Create dish' }).waitFor();
      await chef.getByText('Your chef profile is approved.').waitFor();

      await chef.getByRole('link', { name: 'See your public page' }).click();
      await expectPath(chef, `/store/${CHEF.nickname}`);
      await expectHeading(chef, CHEF.fullName);
      await chef.getByText('€11.50 per hour').waitFor();
      await chef.getByText('Your profile', { exact: true }).waitFor();
      await chef.goBack();
      await expectHeading(chef, 'Chef profile');
    },
  );

  journey(
    'the chef uploads a profile picture and sees it in the user menu, keeping an unsaved edit',
    hearth,
    () => chef,
    async () => {
      assert.ok(chef, 'needs the chef page');
      const menuButton = chef.getByRole('button', { name: 'Account menu' });
      // An edit not saved yet survives the new picture: the page does not reload.
      await chef.getByLabel('City').fill('Kaunas');
      let loads = 0;
      chef.on('load', () => (loads += 1));
      await chef.getByLabel('Profile picture file').setInputFiles(AVATAR_PNG);
      await chef.getByText('Profile picture updated').waitFor();
      await chef.waitForTimeout(1500);
      assert.equal(loads, 0);
      assert.equal(await chef.getByLabel('City').inputValue(), 'Kaunas');

      await expectHeading(chef, 'Chef profile');
      await expectLoadedImage(chef, menuButton.locator('img'));
      const src = await menuButton.locator('img').getAttribute('src');
      assert.match(src ?? '', /^\/repository\/users\/\d+\/thumbnail\.jpg\?v=[\w-]+$/);
      await expectLoadedImage(chef, chef.getByRole('img', { name: 'Profile picture' }));
    },
  );
});
