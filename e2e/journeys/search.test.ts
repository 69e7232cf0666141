// The marketplace's search (decision 053) in a real browser, over the demo data: "sakotis" finds the dish
// Šakotis without its diacritics and a one-letter typo still finds it, in English and in Lithuanian; the
// search lives in the address, so opening the dish and going Back shows the same search again.
import assert from 'node:assert/strict';
import { describe } from 'node:test';
import type { Page } from 'playwright-core';
import { journey, useHearth } from '../support/journey.ts';

const hearth = useHearth();

/** Austėja's tree cake of the demo data (apps/server/src/seed/demo-data.ts). */
const DISH = 'Šakotis';
const CHEF = 'Austėja Navickienė';

async function search(page: Page, label: string, button: string, text: string): Promise<void> {
  const box = page.getByRole('searchbox', { name: label });
  await box.fill(text);
  await page.getByRole('button', { name: button, exact: true }).click();
  await page.waitForURL((url) => url.searchParams.get('q') === text);
}

describe('a visitor searches the marketplace', () => {
  let page: Page | undefined;

  journey(
    'finds Šakotis without diacritics and with a typo, in English and Lithuanian, and Back keeps the search',
    hearth,
    () => page,
    async () => {
      page = await hearth.newPage();
      await page.goto('/mp');
      await page.getByRole('heading', { level: 1, name: 'Find your chef' }).waitFor();

      // Chefs: the chef who bakes it.
      await search(page, 'Search dishes, chefs, kitchens and ingredients', 'Search', 'sakotis');
      const chefs = page.getByRole('list', { name: 'Chefs' });
      await chefs.getByRole('link', { name: CHEF }).waitFor();

      // Dishes: the dish itself, then a typo.
      await page.getByRole('link', { name: 'Dishes', exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('tab') === 'dishes');
      const dishes = page.getByRole('list', { name: 'Dishes' });
      await dishes.getByRole('link', { name: DISH, exact: true }).waitFor();
      await search(page, 'Search dishes, chefs, kitchens and ingredients', 'Search', 'sakotsi');
      await dishes.getByRole('link', { name: DISH, exact: true }).waitFor();

      // Open the dish, then Back: the address and the list are the search's.
      await dishes.getByRole('link', { name: DISH, exact: true }).click();
      await page.waitForURL((url) => /^\/product-detail\/\d+$/.test(url.pathname));
      await page.getByRole('heading', { level: 1, name: DISH }).waitFor();
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/mp' && url.searchParams.get('q') === 'sakotsi');
      assert.equal(new URL(page.url()).searchParams.get('tab'), 'dishes');
      assert.equal(
        await page
          .getByRole('searchbox', { name: 'Search dishes, chefs, kitchens and ingredients' })
          .inputValue(),
        'sakotsi',
      );
      await page
        .getByRole('list', { name: 'Dishes' })
        .getByRole('link', { name: DISH, exact: true })
        .waitFor();

      // In Lithuanian: the same search by a Lithuanian word's typo and without diacritics.
      await page.evaluate(() => window.localStorage.setItem('language', 'lt'));
      await page.goto('/mp?tab=dishes');
      await page.getByRole('heading', { level: 1 }).waitFor();
      const label = 'Ieškoti patiekalų, virėjų, virtuvių ir ingredientų';
      await search(page, label, 'Ieškoti', 'sakotis');
      const patiekalai = page.getByRole('list', { name: 'Patiekalai' });
      await patiekalai.getByRole('link', { name: DISH, exact: true }).waitFor();
      await search(page, label, 'Ieškoti', 'šakotys');
      await patiekalai.getByRole('link', { name: DISH, exact: true }).waitFor();
      await page
        .getByRole('status')
        .filter({ hasText: /^Rasta patiekalų: \d+$/ })
        .waitFor();
      await page.evaluate(() => window.localStorage.setItem('language', 'en'));
    },
  );

  journey(
    'on a 390 px phone the filters fold behind a Filters button and nothing scrolls sideways',
    hearth,
    () => page,
    async () => {
      page = await hearth.newPage();
      await page.setViewportSize({ width: 390, height: 844 });
      for (const address of ['/mp?q=sakotis', '/mp?tab=dishes&q=sakotis']) {
        await page.goto(address);
        await page.getByRole('heading', { level: 1, name: 'Find your chef' }).waitFor();
        await page
          .getByRole('link', { name: DISH, exact: true })
          .or(page.getByRole('link', { name: CHEF }))
          .first()
          .waitFor();
        const category = page.getByLabel('Category');
        assert.equal(await category.isVisible(), false);
        const toggle = page.getByRole('button', { name: 'Filters', exact: true });
        await toggle.click();
        await category.waitFor({ state: 'visible' });
        assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
        const widths = await page.evaluate(() => ({
          page: document.documentElement.scrollWidth,
          viewport: document.documentElement.clientWidth,
        }));
        assert.ok(
          widths.page <= widths.viewport,
          `${address} is ${widths.page} px wide on a ${widths.viewport} px screen`,
        );
      }
    },
  );
});
