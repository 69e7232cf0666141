// The catalogue, as people use it in a real browser: an approved demo chef creates a dish in the three-step
// wizard (with a real JPG picture), lands on its page and sees it on the public chef page as its owner; a
// visitor filters the marketplace, opens a chef and a dish, and adds it to the cart.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { journey, useHearth } from '../support/journey.ts';
import { logInWithPassword } from '../support/sign-in.ts';

const hearth = useHearth();

/** The demo chef of the README (apps/server/src/seed/demo-data.ts). */
const CHEF = {
  email: 'chef.vilnius@hearth.local',
  password: 'Hearth2026',
  fullName: 'Rūta Kazlauskienė',
  nickname: 'rutakazlauskiene',
};

const DISH = {
  title: 'Journey ratatouille tian',
  description: 'Thin slices of courgette, aubergine and tomato baked in layers over a pepper and onion base.',
  price: '14.50',
  priceText: '€14.50',
  kitchenType: 'Mediterranean',
  preparationMinutes: '80',
  preparationDescription: 'The base is stewed first; the sliced vegetables bake for an hour.',
  ingredient: 'Courgettes',
  amount: '2',
  calories: '320',
  servings: '4',
  allergen: 'Celery',
};

/** The only mexican chef of the demo data (Vilnius) and one of her fixed-price dishes. */
const MEXICAN_CHEF = { fullName: 'Ieva Balčiūnaitė', nickname: 'ievabalciunaite' };
const MEXICAN_DISH = 'Chicken enchiladas verdes';

async function expectPath(page: Page, pathname: string | RegExp): Promise<void> {
  await page.waitForURL((url) =>
    typeof pathname === 'string' ? url.pathname === pathname : pathname.test(url.pathname),
  );
}

async function expectHeading(page: Page, name: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

/** Waits until the image has really loaded (not the initials placeholder, not a broken picture). */
async function expectLoadedImage(page: Page, image: Locator): Promise<void> {
  const handle = await image.elementHandle();
  assert.ok(handle, 'no image');
  await page.waitForFunction((element) => {
    const img = element as HTMLImageElement;
    return img.complete && img.naturalWidth > 0;
  }, handle);
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' }).first();

describe('a chef creates a dish', () => {
  let chef: Page | undefined;
  let workDir = '';
  let dishJpg = '';
  let productId = '';

  before(async () => {
    // A real JPG made now: a tomato-red plate on a wooden-brown table.
    workDir = mkdtempSync(path.join(tmpdir(), 'hearth-e2e-dish-'));
    dishJpg = path.join(workDir, 'dish.jpg');
    const plate = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">' +
        '<circle cx="400" cy="300" r="240" fill="#f5f0e6"/><circle cx="400" cy="300" r="170" fill="#c0392b"/>' +
        '</svg>',
    );
    await sharp({ create: { width: 800, height: 600, channels: 3, background: '#8d6e63' } })
      .composite([{ input: plate }])
      .jpeg({ quality: 80 })
      .toFile(dishJpg);
  });
  after(() => rmSync(workDir, { recursive: true, force: true }));

  journey(
    'logs in and creates a dish in three steps, then lands on its page with the picture',
    hearth,
    () => chef,
    async () => {
      chef = await hearth.newPage();
      await chef.goto('/signin?source=regular_login');
      await expectHeading(chef, 'Log in');
      await chef.getByLabel('E-mail').fill(CHEF.email);
      await chef.getByRole('button', { name: 'Continue' }).click();
      await chef.getByLabel('Password', { exact: true }).fill(CHEF.password);
      await chef.getByRole('button', { name: 'Log in', exact: true }).click();
      await chef.waitForURL((url) => url.pathname !== '/signin');

      await mainNav(chef).getByRole('link', { name: 'Create dish' }).click();
      await expectPath(chef, '/product');
      await expectHeading(chef, 'Create a dish');
      const tab = (name: string) => chef!.getByRole('tab', { name: new RegExp(`^\\d\\. ${name}`) });
      const panel = (name: string) => chef!.getByRole('tabpanel', { name: new RegExp(`^\\d\\. ${name}`) });
      assert.equal(await tab('Dish details').getAttribute('aria-disabled'), 'true');

      // Step 1: main info.
      const main = panel('Main info');
      await main.getByLabel('Title').fill(DISH.title);
      await main.getByLabel('Description').fill(DISH.description);
      await main.getByLabel('Fixed price (EUR)').fill(DISH.price);
      // A new dish has no photo yet: "Enabled" is off and locked until one is added (decision 054).
      const enabled = main.getByLabel(/^Enabled/);
      assert.ok(!(await enabled.isChecked()), 'a new dish starts disabled');
      assert.ok(await enabled.isDisabled(), 'a dish without a photo cannot be enabled');
      await main.getByRole('button', { name: 'Save and continue' }).click();
      await chef.getByRole('tab', { name: /^2\. Dish details/, selected: true }).waitFor();

      // Step 2: details.
      const details = panel('Dish details');
      await details.waitFor();
      await details.getByLabel('Kitchen type').selectOption({ label: DISH.kitchenType });
      await details.getByLabel('Preparation time (minutes)').fill(DISH.preparationMinutes);
      await details.getByLabel('How you prepare it').fill(DISH.preparationDescription);
      await details.getByRole('textbox', { name: 'Ingredient 1', exact: true }).fill(DISH.ingredient);
      await details.getByRole('textbox', { name: 'Amount 1', exact: true }).fill(DISH.amount);
      await details.getByLabel('Calories (kcal)').fill(DISH.calories);
      await details.getByLabel('Servings').fill(DISH.servings);
      await details
        .getByRole('group', { name: 'Allergens' })
        .getByRole('checkbox', { name: DISH.allergen })
        .check();
      await details.getByRole('button', { name: 'Save and continue' }).click();

      // Step 3: images; after the first photo the wizard offers Publish, and after it the dish's page opens
      // by itself about 2 s later.
      const images = panel('Images');
      await images.waitFor();
      await images.getByLabel('Choose images').setInputFiles(dishJpg);
      await images.getByText('Files chosen: 1').waitFor();
      await images.getByRole('button', { name: 'Upload images' }).click();
      await images.getByText('dish.jpg: uploaded').waitFor();
      await images
        .getByRole('status')
        .filter({ hasText: 'Your dish has a photo now.' })
        .getByRole('button', { name: 'Publish' })
        .click();
      await images
        .getByRole('status')
        .filter({ hasText: 'Images uploaded. Opening the dish page…' })
        .waitFor();
      await expectLoadedImage(chef, images.getByRole('img', { name: `${DISH.title}, image 1` }));
      await expectPath(chef, /^\/product-detail\/\d+$/);
      productId = new URL(chef.url()).pathname.split('/').pop() ?? '';

      await expectHeading(chef, DISH.title);
      await expectLoadedImage(chef, chef.getByRole('img', { name: `${DISH.title}, picture 1 of 1` }));
      await chef.getByTestId('price-calculation').filter({ hasText: DISH.priceText }).waitFor();
      await chef.getByText(`${DISH.preparationMinutes} min`, { exact: true }).waitFor();
      await chef.getByText(`${DISH.calories} kcal`, { exact: true }).waitFor();
      await chef
        .getByRole('list', { name: 'Contains allergens' })
        .getByRole('listitem')
        .filter({ hasText: DISH.allergen })
        .waitFor();
      await chef.getByText(DISH.preparationDescription).waitFor();
      await chef.getByRole('listitem').filter({ hasText: DISH.ingredient }).waitFor();
      // The owner's view of the page: the status and the edit link, no buying.
      await chef.getByRole('link', { name: 'Edit dish' }).waitFor();
      assert.equal(await chef.getByRole('button', { name: 'Add to cart' }).count(), 0);
    },
  );

  journey(
    'sees the new dish on the public chef page with the owner view',
    hearth,
    () => chef,
    async () => {
      assert.ok(chef && productId, 'needs the page of the created dish');
      await chef.goto(`/store/${CHEF.nickname}`);
      await expectHeading(chef, CHEF.fullName);
      await chef.getByText('Your profile', { exact: true }).waitFor();

      const card = chef
        .getByRole('listitem')
        .filter({ has: chef.getByRole('heading', { level: 3, name: DISH.title }) });
      await card.waitFor();
      await card.getByText(DISH.priceText, { exact: true }).waitFor();
      await card.getByText('Active', { exact: true }).waitFor();
      const edit = card.getByRole('link', { name: `Edit dish: ${DISH.title}` });
      assert.equal(await edit.getAttribute('href'), `/product/${productId}`);
      assert.equal(await card.getByRole('button', { name: /^Add to cart/ }).count(), 0);
      assert.equal(await chef.getByRole('button', { name: /^Add to cart/ }).count(), 0);
      await expectLoadedImage(chef, card.locator('img'));
      assert.equal(
        await card.getByRole('link', { name: DISH.title, exact: true }).getAttribute('href'),
        `/product-detail/${productId}`,
      );
    },
  );
});

describe('a visitor finds a chef and fills the cart', () => {
  let visitor: Page | undefined;

  journey(
    'filters the marketplace, opens a chef and a dish, and adds it to the cart',
    hearth,
    () => visitor,
    async () => {
      visitor = await hearth.newPage();
      await visitor.goto('/mp');
      await expectHeading(visitor, 'Find your chef');
      const filters = visitor.getByRole('search', { name: 'Filter chefs' });
      await filters.getByLabel('Category').selectOption({ label: 'Mexican' });
      await filters.getByLabel('City').selectOption('Vilnius');
      await visitor
        .getByRole('status')
        .filter({ hasText: /^Chefs found: 1$/ })
        .waitFor();
      const chefs = visitor.getByRole('list', { name: 'Chefs' });
      await chefs.getByRole('link', { name: MEXICAN_CHEF.fullName }).waitFor();
      // The card list may render again as the filtered answer lands: wait for a card before counting them.
      const cards = chefs.getByRole('listitem').filter({ has: visitor.locator('h2') });
      await cards.first().waitFor();
      assert.equal(await cards.count(), 1);
      const search = new URL(visitor.url()).searchParams;
      assert.ok([...search.values()].includes('mexican'), `filters in the address: ${visitor.url()}`);

      await chefs.getByRole('link', { name: MEXICAN_CHEF.fullName }).click();
      await expectPath(visitor, `/store/${MEXICAN_CHEF.nickname}`);
      await expectHeading(visitor, MEXICAN_CHEF.fullName);
      assert.equal(await visitor.getByText('Your profile', { exact: true }).count(), 0);

      await visitor.getByRole('link', { name: MEXICAN_DISH, exact: true }).click();
      await expectPath(visitor, /^\/product-detail\/\d+$/);
      await expectHeading(visitor, MEXICAN_DISH);
      await visitor.getByTestId('price-calculation').filter({ hasText: '€15.00' }).waitFor();
      // What a search engine and a link preview read of the dish (decision 061).
      const jsonLd = visitor.locator('head script[type="application/ld+json"]');
      await jsonLd.waitFor({ state: 'attached' });
      const product = JSON.parse((await jsonLd.textContent()) ?? '{}') as {
        '@type': string;
        name: string;
        offers: { price: string };
      };
      assert.equal(product['@type'], 'Product');
      assert.equal(product.name, MEXICAN_DISH);
      assert.equal(product.offers.price, '15.00');
      assert.equal(
        await visitor.locator('head link[rel="canonical"]').getAttribute('href'),
        new URL(visitor.url()).href,
      );
      assert.match(
        (await visitor.locator('head meta[property="og:image"]').getAttribute('content')) ?? '',
        /\.jpg$/,
      );

      const cartLink = visitor.getByRole('link', { name: /^Cart/ });
      assert.equal(await cartLink.getAttribute('aria-label'), 'Cart');
      assert.equal(await visitor.getByTestId('cart-badge').count(), 0);

      await visitor.getByRole('button', { name: 'One more' }).click();
      assert.equal(await visitor.getByLabel('Quantity').inputValue(), '2');
      await visitor.getByText('Total €30.00 · 8 servings').waitFor();

      const notice = visitor.getByText(`Added to your cart: ${MEXICAN_DISH}`);
      const addedAt = Date.now();
      await visitor.getByRole('button', { name: 'Add to cart', exact: true }).click();
      await notice.waitFor({ state: 'visible' });
      await visitor.getByRole('link', { name: 'Cart, items: 2' }).waitFor();
      assert.equal(await visitor.getByTestId('cart-badge').textContent(), '2');
      const stored = await visitor.evaluate(() => localStorage.getItem('cart'));
      assert.match(stored ?? '', /"productVolume":2/);

      // The notice goes away by itself after about 3 seconds.
      await notice.waitFor({ state: 'hidden', timeout: 5_000 });
      const shownMs = Date.now() - addedAt;
      assert.ok(shownMs >= 2_500, `the notice disappeared after ${shownMs} ms`);
      assert.equal(await visitor.getByTestId('cart-badge').textContent(), '2');
    },
  );
});

/** The fileId in a dish picture's address ({productId}-{fileId}-{token}[-thumb].jpg, with or without ?w=). */
async function pictureFileId(image: Locator): Promise<string> {
  const src = (await image.getAttribute('src')) ?? '';
  const match = /\/\d+-(\d+)(?:-[0-9a-f]+)?(?:-thumb)?\.jpg/.exec(src);
  assert.ok(match, `no dish picture in ${src}`);
  return match[1]!;
}

describe('a chef chooses the cover of their marketplace card', () => {
  let page: Page | undefined;

  journey(
    'marks an older dish as the cover on the own chef page, the marketplace shows it, then back to the newest',
    hearth,
    () => page,
    async () => {
      page = await hearth.newPage();
      await logInWithPassword(page, CHEF);
      await page.goto(`/store/${CHEF.nickname}`);
      await expectHeading(page, CHEF.fullName);
      const dishes = page.getByRole('list').filter({ has: page.locator('.dish-card') });
      const cards = dishes.locator('.dish-card:not(.dish-card--inactive)');
      // Nothing chosen: the newest enabled dish covers the card, and there is nothing to go back to.
      await cards.first().getByText('Card cover').waitFor();
      assert.equal(await page.getByRole('button', { name: /newest dish/ }).count(), 0);

      const older = cards.nth(1);
      const olderTitle = (await older.getByRole('heading').textContent()) ?? '';
      const olderPhoto = await pictureFileId(older.locator('img').first());
      await older
        .getByRole('button', { name: `Use the photo of ${olderTitle} as the cover of your card` })
        .click();
      await page.getByText(`The photo of ${olderTitle} now covers your card in the marketplace.`).waitFor();
      await older.getByText('Card cover').waitFor();

      // A visitor's marketplace, in another browser context, shows the chosen photo at once.
      const visitor = await hearth.newPage();
      await visitor.goto(`/mp?q=${CHEF.nickname}`);
      const card = visitor.getByRole('list', { name: 'Chefs' }).getByRole('listitem').first();
      await card.getByRole('link', { name: CHEF.fullName }).waitFor();
      assert.equal(await pictureFileId(card.locator('img').first()), olderPhoto);

      // Back to the newest dish.
      await older
        .getByRole('button', { name: 'Cover my card with the photo of my newest dish instead' })
        .click();
      await page.getByText('The photo of your newest dish covers your card again.').waitFor();
      await cards.first().getByText('Card cover').waitFor();
      await visitor.reload();
      await card.getByRole('link', { name: CHEF.fullName }).waitFor();
      assert.equal(
        await pictureFileId(card.locator('img').first()),
        await pictureFileId(cards.first().locator('img').first()),
      );
    },
  );
});
