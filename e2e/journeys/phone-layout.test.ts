// Every screen on a phone: at 390 x 844 each route of the app (apps/web/src/app/router.tsx) is opened by
// the person who uses it (a visitor; the demo customer with a paid order and a wallet purchase, so the
// orders, the order page, the invoice, the board and the ledger have rows; the demo chef; the demo operator
// on every tab of store management), and none may scroll sideways. A failure names the route and the
// widest elements that stick out.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { describe } from 'node:test';
import type { Page } from 'playwright-core';
import { fillCheckout } from '../support/checkout.ts';
import { ARTIFACTS_DIR, journey, useHearth } from '../support/journey.ts';
import { logInWithPassword } from '../support/sign-in.ts';

const hearth = useHearth({ DELIVERY_GRACE_MINUTES: String(7 * 24 * 60) });

const PHONE = { width: 390, height: 844 };
/** Demo accounts of the README (apps/server/src/seed/demo-data.ts). */
const CUSTOMER = { email: 'customer@hearth.local', password: 'Hearth2026' };
const OPERATOR = { email: 'operator@hearth.local', password: 'Hearth2026' };
const CHEF = { email: 'chef.vilnius@hearth.local', password: 'Hearth2026', nickname: 'rutakazlauskiene' };
/** A fixed price of 24.00 EUR from Rūta. */
const MOUSSAKA = 'Greek moussaka';

/** What the sweep found so far: one line per route that scrolls sideways. */
const overflows: string[] = [];

/** Who each page is, for the file names of PHONE_SHOTS. */
const people = new WeakMap<Page, string>();

async function phonePage(who: string): Promise<Page> {
  const page = await hearth.newPage();
  await page.setViewportSize(PHONE);
  people.set(page, who);
  return page;
}

/**
 * Run in the page (a string, so that the test's compiler adds no helpers to it): null when the document is
 * no wider than the viewport, else its width and the three elements whose right edges reach furthest, the
 * innermost first of equals.
 */
const MEASURE = `(() => {
  const width = window.innerWidth;
  const scrollWidth = document.documentElement.scrollWidth;
  if (scrollWidth <= width) return null;
  const depth = (el) => {
    let n = 0;
    for (let p = el.parentElement; p; p = p.parentElement) n += 1;
    return n;
  };
  const wide = [...document.body.querySelectorAll('*')]
    .map((el) => ({ el, rect: el.getBoundingClientRect() }))
    .filter(({ rect }) => rect.right > width + 0.5)
    .sort((a, b) => b.rect.right - a.rect.right || depth(b.el) - depth(a.el))
    .slice(0, 3)
    .map(({ el, rect }) => {
      const classes = [...el.classList].map((c) => '.' + c).join('');
      const text = (el.textContent || '').replace(/\\s+/g, ' ').trim().slice(0, 40);
      return '<' + el.tagName.toLowerCase() + classes + '> ' + Math.round(rect.width) + ' px wide, right edge ' +
        Math.round(rect.right) + ' px "' + text + '"';
    });
  return { scrollWidth, wide };
})()`;

/**
 * Opens `path` and waits until it has settled (no request running, nothing marked busy, the page's own
 * sign given by `ready`); then records the route when the document is wider than the viewport, with the
 * elements that reach furthest past its right edge (the innermost first of equals).
 */
async function sweep(page: Page, path: string, ready?: (page: Page) => Promise<unknown>): Promise<void> {
  if (path !== new URL(page.url()).pathname + new URL(page.url()).search) await page.goto(path);
  await page.waitForLoadState('networkidle');
  if (ready) await ready(page);
  // A part loading on its own (a lazily loaded section) may keep its placeholder: wait a little, then measure.
  await page
    .waitForFunction(() => !document.querySelector('main .page-loading, main .skeleton'), undefined, {
      timeout: 3_000,
    })
    .catch(() => undefined);
  // PHONE_SHOTS=1 keeps a full-page picture of every screen in e2e/artifacts/phone/, to look at them all.
  if (process.env.PHONE_SHOTS) {
    mkdirSync(`${ARTIFACTS_DIR}/phone`, { recursive: true });
    const name = path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
    await page.screenshot({
      path: `${ARTIFACTS_DIR}/phone/${people.get(page) ?? 'page'}-${name}.png`,
      fullPage: true,
    });
  }
  const found = (await page.evaluate(MEASURE)) as { scrollWidth: number; wide: string[] } | null;
  if (found) {
    overflows.push(`${path}: ${found.scrollWidth} px wide; widest: ${found.wide.join('; ')}`);
  }
}

function assertNoOverflow(who: string): void {
  const found = overflows.splice(0);
  assert.deepEqual(found, [], `${who}: pages wider than ${PHONE.width} px:\n${found.join('\n')}`);
}

/** The first dish page linked from Rūta's store. */
async function dishPath(page: Page): Promise<string> {
  await page.goto(`/store/${CHEF.nickname}`);
  const link = page.locator('a[href^="/product-detail/"]').first();
  await link.waitFor();
  const href = await link.getAttribute('href');
  assert.ok(href, 'the store links its dishes');
  return href;
}

/**
 * The dish page's add-to-cart bar on a phone: fixed at the bottom of the screen, and with the page scrolled
 * to its end, the page's last content (the footer) ends above it.
 */
async function addToCartBarCoversNothing(page: Page): Promise<void> {
  const bar = page.locator('.add-to-cart-bar');
  await bar.getByRole('button', { name: 'Add to cart' }).waitFor();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  // The footer's contact line arrives as the reader nears it (the settings are read then): at the end again.
  await page.locator('.site-footer a[href^="mailto:"]').waitFor();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const edges = (await page.evaluate(`(() => {
    const bar = document.querySelector('.add-to-cart-bar').getBoundingClientRect();
    const content = document.querySelector('.site-footer').getBoundingClientRect();
    return { barTop: bar.top, barBottom: bar.bottom, contentBottom: content.bottom, height: window.innerHeight };
  })()`)) as { barTop: number; barBottom: number; contentBottom: number; height: number };
  assert.ok(
    Math.abs(edges.barBottom - edges.height) < 1,
    `the bar sits on the bottom edge: ${JSON.stringify(edges)}`,
  );
  assert.ok(edges.contentBottom <= edges.barTop, `the page ends above the bar: ${JSON.stringify(edges)}`);
}

let orderId = '';
let ledgerPath = '';

describe('every screen on a 390 px phone', () => {
  let visitor: Page | undefined;
  let customer: Page | undefined;
  let chef: Page | undefined;
  let operator: Page | undefined;

  journey(
    'a visitor: the public pages, the sign-in pages, the cart and the checkout',
    hearth,
    () => visitor,
    async () => {
      visitor = await phonePage('visitor');
      await sweep(visitor, '/', (p) => p.getByRole('heading', { level: 1 }).first().waitFor());
      await sweep(visitor, '/mp', (p) => p.locator('a[href^="/store/"]').first().waitFor());
      await sweep(visitor, `/store/${CHEF.nickname}`, (p) =>
        p.getByRole('button', { name: `Add to cart: ${MOUSSAKA}` }).waitFor(),
      );
      const dish = await dishPath(visitor);
      await sweep(visitor, dish, (p) => p.getByRole('heading', { level: 1 }).waitFor());
      // The add-to-cart bar stays at the bottom of the screen and covers nothing of the page; with an
      // empty cart there is no "Go to cart".
      await addToCartBarCoversNothing(visitor);
      assert.equal(await visitor.getByRole('link', { name: 'Go to cart' }).count(), 0);
      await sweep(visitor, '/cart');
      await visitor.goto(`/store/${CHEF.nickname}`);
      await visitor.getByRole('button', { name: `Add to cart: ${MOUSSAKA}` }).click();
      await visitor.goto(dish);
      await visitor.locator('.add-to-cart-bar').getByRole('link', { name: 'Go to cart' }).waitFor();
      await sweep(visitor, '/cart', (p) => p.getByText(MOUSSAKA).first().waitFor());
      await sweep(visitor, '/checkout', (p) => p.getByLabel('Street address').waitFor());
      for (const path of [
        '/signin',
        '/signin?source=regular_login',
        '/signin?source=regular_registration',
        '/login',
        '/registration',
        '/password-reset',
        '/assistant',
        '/assets/about',
        '/buy-complete',
        '/orders',
        '/order',
        '/board',
        '/store-management',
        '/no-such-page',
      ]) {
        await sweep(visitor, path);
      }
      assertNoOverflow('a visitor');
    },
  );

  journey(
    'the demo customer: orders, the order page, the invoice, the wallet and the ledger',
    hearth,
    () => customer,
    async () => {
      customer = await phonePage('customer');
      await logInWithPassword(customer, CUSTOMER);

      // A wallet purchase: a row on /board and a ledger transaction.
      await customer.goto('/buy');
      await customer.getByLabel('Amount in EUR').fill('2');
      await customer.getByRole('button', { name: 'Buy', exact: true }).click();
      await customer.getByLabel('Card number').fill('4242 4242 4242 4242');
      await customer.getByLabel('Expiry date').fill('12/30');
      await customer.getByLabel('CVC').fill('123');
      await customer.getByRole('button', { name: /^Pay / }).click();
      await customer.getByText('Payment received: 10 DOGE were added to your wallet.').waitFor();

      // A paid order from Rūta, online by card.
      await customer.goto(`/store/${CHEF.nickname}`);
      await customer.getByRole('button', { name: `Add to cart: ${MOUSSAKA}` }).click();
      await customer.goto('/checkout');
      await fillCheckout(customer);
      await customer.getByRole('radio', { name: 'Online, by card or DOGE' }).check();
      await customer.getByRole('button', { name: 'Place order' }).click();
      await customer.waitForURL((url) => url.searchParams.get('resumePayment') === 'true');
      orderId = new URL(customer.url()).searchParams.get('orderId') ?? '';
      assert.match(orderId, /^\d+$/);
      await sweep(customer, customer.url().replace(/^https?:\/\/[^/]+/, ''), (p) =>
        p.getByLabel('Card number').waitFor(),
      );
      await customer.getByLabel('Card number').fill('4242 4242 4242 4242');
      await customer.getByLabel('Expiry date').fill('12/30');
      await customer.getByLabel('CVC').fill('123');
      await customer.getByRole('button', { name: /^Pay / }).click();
      await customer.waitForURL((url) => url.pathname === '/buy-complete');
      await sweep(customer, '/buy-complete', (p) => p.getByRole('heading', { level: 1 }).waitFor());

      await sweep(customer, '/orders', (p) => p.getByRole('article').first().waitFor());
      // The demo customer's delivered orders wait for stars: the prompt leads to an order's rating form.
      const prompt = customer.getByRole('region', { name: 'Rate your order' });
      await prompt.getByRole('link', { name: /^Rate order / }).click();
      await customer.waitForURL((url) => url.pathname.startsWith('/order/') && url.hash === '#review');
      await customer.getByRole('heading', { name: 'Review', exact: true }).waitFor();
      // The rating form's heading has the focus.
      await customer.waitForFunction(() => document.activeElement?.id === 'order-review-title');
      await sweep(customer, `/order/${orderId}`, (p) => p.getByText(MOUSSAKA).first().waitFor());
      await sweep(customer, `/invoice/${orderId}`, (p) => p.getByText(MOUSSAKA).first().waitFor());
      await sweep(customer, '/board', (p) =>
        p
          .getByRole('link', { name: /See blockchain/ })
          .first()
          .waitFor(),
      );
      ledgerPath =
        (await customer
          .getByRole('link', { name: /See blockchain/ })
          .first()
          .getAttribute('href')) ?? '';
      assert.match(ledgerPath, /^\/ledger\/\d+$/);
      await sweep(customer, ledgerPath, (p) => p.getByRole('heading', { level: 1 }).waitFor());
      await sweep(customer, `/order/${orderId}/messages`, (p) => p.getByLabel('Your message').waitFor());
      for (const path of [
        '/messages',
        `/ask/${CHEF.nickname}`,
        '/buy',
        '/execute',
        '/profile',
        '/profile/security',
        '/cart',
        '/assistant',
        '/earnings',
        '/product',
      ]) {
        await sweep(customer, path);
      }
      assertNoOverflow('the demo customer');
    },
  );

  journey(
    'the demo chef: the Sell tab, the order, earnings, the wizard and the own store',
    hearth,
    () => chef,
    async () => {
      assert.ok(orderId, 'the customer paid an order');
      chef = await phonePage('chef');
      await logInWithPassword(chef, CHEF);
      await sweep(chef, '/orders?tab=sell', (p) => p.getByRole('article').first().waitFor());
      // Confirmed, so the address and the phone show too.
      const confirm = chef.getByRole('button', { name: /^Confirm order / }).first();
      await confirm.click();
      await chef.getByRole('alertdialog').getByRole('button', { name: 'Confirm order' }).click();
      await chef.getByText('Order confirmed').first().waitFor();
      // The chef's home: /orders opens on Sell with the bookings (the confirmed one names the customer) and
      // the earnings.
      await sweep(chef, '/orders', (p) => p.getByRole('region', { name: 'Your earnings' }).waitFor());
      assert.equal(
        await chef.getByRole('tab', { name: /^Sell/ }).getAttribute('aria-selected'),
        'true',
        'a chef lands on Sell',
      );
      const bookings = chef.getByRole('region', { name: 'Upcoming bookings' });
      await bookings.getByText('Jonas Petraitis').waitFor();
      await bookings.getByText('Gedimino pr. 9', { exact: false }).waitFor();
      await sweep(chef, '/orders?tab=buy');
      await sweep(chef, `/order/${orderId}`, (p) => p.getByText(MOUSSAKA).first().waitFor());
      await sweep(chef, `/invoice/${orderId}`, (p) => p.getByText(MOUSSAKA).first().waitFor());
      await sweep(chef, '/earnings', (p) => p.getByRole('term').first().waitFor());
      await sweep(chef, '/schedule', (p) => p.getByRole('button', { name: 'Save schedule' }).waitFor());
      await sweep(chef, '/board', (p) =>
        p
          .getByRole('link', { name: /See blockchain/ })
          .first()
          .waitFor(),
      );
      await sweep(chef, `/store/${CHEF.nickname}`, (p) => p.getByRole('heading', { level: 1 }).waitFor());
      const dish = await dishPath(chef);
      await sweep(chef, dish, (p) => p.getByRole('heading', { level: 1 }).waitFor());
      await sweep(chef, `/product/${dish.split('/').pop()}`, (p) =>
        p.getByRole('heading', { level: 1 }).waitFor(),
      );
      for (const path of ['/product', '/profile', '/profile/security', '/execute', '/buy']) {
        await sweep(chef, path);
      }
      assertNoOverflow('the demo chef');
    },
  );

  journey(
    'the demo operator: every tab of store management and the audit log',
    hearth,
    () => operator,
    async () => {
      operator = await phonePage('operator');
      await logInWithPassword(operator, OPERATOR);
      // A decision, so that the audit log has a row: another chef than Rūta suspended with a reason.
      await operator.goto('/store-management?tab=chefs');
      const other = operator.locator('.chef-card').filter({ hasNotText: 'Rūta' }).first();
      await other.getByRole('button', { name: 'Suspend', exact: true }).click();
      await other.getByLabel('Reason (the chef will read it)').fill('Checking every screen on a phone.');
      await other.getByRole('button', { name: 'Suspend chef' }).click();
      await operator.getByText(/: suspended\.$/).waitFor();
      await sweep(operator, '/store-management', (p) => p.getByRole('tab').first().waitFor());
      // Store management, with what waits for a decision, is in the phone menu.
      await operator.getByRole('button', { name: 'Open menu' }).click();
      await operator.getByRole('link', { name: /^Store management/ }).waitFor();
      await operator.getByRole('button', { name: 'Close menu' }).click();
      for (const tab of ['chefs', 'changeRequests', 'withdrawals', 'payouts', 'ratingCases', 'audit']) {
        await sweep(operator, `/store-management?tab=${tab}`, (p) => p.getByRole('tabpanel').waitFor());
      }
      // Two rows of tabs at most on a phone.
      const rows = await operator.evaluate(
        () =>
          new Set(
            [...document.querySelectorAll('[role="tab"]')].map((tab) => tab.getBoundingClientRect().top),
          ).size,
      );
      assert.ok(rows <= 2, `the store management tabs take ${rows} rows`);
      if (orderId) await sweep(operator, `/order/${orderId}`);
      if (ledgerPath) await sweep(operator, ledgerPath);
      for (const path of ['/profile', '/orders', '/board']) await sweep(operator, path);
      assertNoOverflow('the demo operator');
    },
  );
});
