// `npm run screenshots -w e2e`: the storefront's pictures in docs/screenshots/ (the marketplace, a chef's
// page, a dish, the checkout with a dish in the cart and the demo customer's orders), each on a desktop
// (1280x800) and on a phone (390x844), from the built app with the demo data, in the journeys' Chromium.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser.ts';
import { ROOT, startHearth } from './support/hearth-server.ts';
import { logInWithPassword } from './support/sign-in.ts';

const TARGET_DIR = path.join(ROOT, 'docs/screenshots');
const CHEF = 'rutakazlauskiene';
const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

/** Waits until nothing is loading and the pictures on screen have arrived (lazy ones below wait). */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() =>
    [...document.images]
      .filter((image) => image.getBoundingClientRect().top < window.innerHeight)
      .every((image) => image.complete),
  );
  await page.waitForTimeout(300);
}

async function shoot(page: Page, name: string): Promise<void> {
  await settle(page);
  const file = path.join(TARGET_DIR, `${name}.png`);
  await page.screenshot({ path: file });
  console.log(`wrote ${path.relative(ROOT, file)}`);
}

async function takeSet(browser: Browser, baseURL: string, device: keyof typeof VIEWPORTS): Promise<void> {
  const context = await browser.newContext({
    baseURL,
    viewport: VIEWPORTS[device],
    deviceScaleFactor: device === 'phone' ? 2 : 1,
    isMobile: device === 'phone',
    hasTouch: device === 'phone',
    locale: 'en-IE',
  });
  const page = await context.newPage();
  await page.goto('/mp');
  await shoot(page, `mp-${device}`);
  await page.goto(`/store/${CHEF}`);
  await shoot(page, `chef-${device}`);
  await page.locator('a[href^="/product-detail/"]').first().click();
  await page.waitForURL((url) => url.pathname.startsWith('/product-detail/'));
  await shoot(page, `dish-${device}`);
  await page
    .getByRole('button', { name: /add to cart/i })
    .first()
    .click();
  await page.goto('/checkout');
  await shoot(page, `checkout-${device}`);
  await logInWithPassword(page, { email: 'customer@hearth.local', password: 'Hearth2026' });
  await page.goto('/orders');
  await shoot(page, `orders-${device}`);
  await context.close();
}

mkdirSync(TARGET_DIR, { recursive: true });
const server = await startHearth();
const browser = await launchBrowser();
try {
  for (const device of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[])
    await takeSet(browser, server.baseURL, device);
} finally {
  await browser.close();
  await server.stop();
}
