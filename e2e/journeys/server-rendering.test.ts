// The public pages rendered on the server (decision 067): without JavaScript a search engine or a link
// preview reads each page's content, title and structured data, in English and in Lithuanian; with it the
// app takes over the same page without asking the API again, without a hydration error, and goes on
// navigating as an app.
import assert from 'node:assert/strict';
import { describe } from 'node:test';
import type { Page, Request } from 'playwright-core';
import { journey, useHearth } from '../support/journey.ts';

const hearth = useHearth();

/** Austėja's tree cake of the demo data (apps/server/src/seed/demo-data.ts). */
const DISH = 'Šakotis';
const CHEF = 'Austėja Navickienė';

/** The JSON-LD blocks of the page, parsed. */
async function structuredData(page: Page): Promise<{ '@type': string; name?: string }[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as { '@type': string; name?: string });
}

async function heading(page: Page): Promise<string> {
  return ((await page.getByRole('heading', { level: 1 }).first().textContent()) ?? '').trim();
}

describe('the public pages come from the server', () => {
  let page: Page | undefined;

  journey(
    'without JavaScript every public page has its content, title and structured data, in both languages',
    hearth,
    () => page,
    async () => {
      page = await hearth.newPage({ javaScriptEnabled: false });

      await page.goto('/');
      assert.equal(await heading(page), 'Home-cooked dishes by private chefs');
      assert.match(await page.title(), /^Hearth: /);

      await page.goto('/mp');
      assert.equal(await heading(page), 'Find your chef');
      const chefLink = page.getByRole('link', { name: CHEF }).first();
      const chefPath = await chefLink.getAttribute('href');
      assert.match(chefPath ?? '', /^\/store\/[^/]+$/);
      assert.equal(
        await page.locator('link[rel="alternate"][hreflang="lt"]').getAttribute('href'),
        `${hearth.server.baseURL}/mp?lang=lt`,
      );

      // The filters are a form the browser sends itself: the city chosen, the page comes back filtered.
      await page.getByLabel('City').selectOption('Vilnius');
      await page.getByRole('button', { name: 'Search' }).click();
      await page.waitForURL(/\/mp\?.*city=Vilnius/);
      assert.equal(await page.getByLabel('City').inputValue(), 'Vilnius');
      assert.equal(await page.getByRole('link', { name: CHEF }).count(), 0);

      await page.goto(chefPath!);
      assert.equal(await heading(page), CHEF);
      assert.match(await page.title(), new RegExp(CHEF));
      assert.ok((await structuredData(page)).some((data) => data['@type'] === 'LocalBusiness'));
      const dishPath = await page.getByRole('link', { name: DISH }).first().getAttribute('href');
      assert.match(dishPath ?? '', /^\/product-detail\/\d+$/);

      await page.goto(dishPath!);
      assert.equal(await heading(page), DISH);
      const dish = (await structuredData(page)).find((data) => data['@type'] === 'Product');
      assert.equal(dish?.name, DISH);
      assert.ok(await page.locator('meta[property="og:image"]').getAttribute('content'));

      await page.goto(`${dishPath!}?lang=lt`);
      assert.equal(await page.locator('html').getAttribute('lang'), 'lt');
      assert.equal(await heading(page), DISH);
      await page.getByText('Į krepšelį').first().waitFor();

      await page.goto('/assets/about?lang=lt');
      assert.equal(await heading(page), 'Kainos, atšaukimas ir vertinimai');

      const missing = await page.goto('/product-detail/999999');
      assert.equal(missing?.status(), 404);
      assert.equal(await page.locator('meta[name="robots"]').getAttribute('content'), 'noindex');
    },
  );

  journey(
    'with JavaScript the app takes over the page without asking again and navigates as an app',
    hearth,
    () => page,
    async () => {
      page = await hearth.newPage();
      const reads: string[] = [];
      const errors: string[] = [];
      const documents: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('request', (request: Request) => {
        const url = new URL(request.url());
        if (request.resourceType() === 'document') documents.push(url.pathname);
        else if (url.pathname.startsWith('/store/')) reads.push(url.pathname);
      });

      await page.goto('/mp', { waitUntil: 'networkidle' });
      assert.equal(reads.length, 0, 'the marketplace hydrates from the answers in the page');
      assert.deepEqual(errors, []);

      // A chef card is an app link: the chef's page is rendered by the app, not fetched as a document.
      await page.getByRole('link', { name: CHEF }).first().click();
      await page.getByRole('heading', { level: 1, name: CHEF }).waitFor();
      assert.deepEqual(documents, ['/mp']);
      assert.ok(reads.includes('/store/products'), 'the app asked for the chef page itself');
      assert.deepEqual(errors, []);
    },
  );
});
