// The first pages people see: the landing page leads a would-be chef to the sign-in page; the assistant
// answers a Lithuanian question about cancelling in Lithuanian with its source, and finds a chef by kitchen
// type whose page the link opens.
import { describe } from 'node:test';
import type { Page } from 'playwright-core';
import { journey, useHearth } from '../support/journey.ts';

const hearth = useHearth();

/** The only mexican chef of the demo data (apps/server/src/seed/demo-data.ts). */
const MEXICAN_CHEF = { fullName: 'Ieva Balčiūnaitė', nickname: 'ievabalciunaite' };

async function ask(page: Page, label: string, button: string, question: string): Promise<void> {
  await page.getByRole('textbox', { name: label }).fill(question);
  await page.getByRole('button', { name: button, exact: true }).click();
}

describe('the landing page and the assistant', () => {
  let page: Page | undefined;

  journey(
    'a visitor follows "become a chef" from the landing page',
    hearth,
    () => page,
    async () => {
      page = await hearth.newPage();
      await page.goto('/');
      await page.getByRole('heading', { level: 1, name: 'Home-cooked dishes by private chefs' }).waitFor();
      await page.getByRole('link', { name: 'Become a chef' }).first().click();
      await page.waitForURL(
        (url) =>
          url.pathname === '/signin' &&
          url.searchParams.get('source') === 'regular_registration' &&
          url.searchParams.get('chefProfile') === 'true',
      );
      await page.getByRole('heading', { level: 1, name: 'Become a chef' }).waitFor();
    },
  );

  journey(
    'the assistant answers in Lithuanian and finds a chef',
    hearth,
    () => page,
    async () => {
      page = await hearth.newPage();
      await page.goto('/assistant');
      await page.getByText('Hello! I am the Hearth assistant.', { exact: false }).waitFor();

      await page.evaluate(() => window.localStorage.setItem('language', 'lt'));
      await page.reload();
      await ask(page, 'Jūsų klausimas', 'Siųsti', 'Kaip atšaukti užsakymą ir kiek tai kainuoja?');
      const log = page.getByRole('log');
      // The Lithuanian cancellation answer names the 24 hours and the penalty, with its source on /assets/about.
      await log
        .getByText(/24 val/)
        .first()
        .waitFor();
      const source = log
        .getByRole('link')
        .filter({ hasText: /atšauk/i })
        .first();
      await source.waitFor();
      await source.click();
      await page.waitForURL((url) => url.pathname === '/assets/about' && url.hash === '#cancellation');

      await page.evaluate(() => window.localStorage.setItem('language', 'en'));
      await page.goto('/assistant');
      await ask(page, 'Your question', 'Send', 'Is there a Mexican chef?');
      const chef = page.getByRole('log').getByRole('link', { name: new RegExp(MEXICAN_CHEF.fullName) });
      await chef.waitFor();
      await chef.click();
      await page.waitForURL((url) => url.pathname === `/store/${MEXICAN_CHEF.nickname}`);
      await page.getByRole('heading', { level: 1, name: MEXICAN_CHEF.fullName }).waitFor();
    },
  );
});
