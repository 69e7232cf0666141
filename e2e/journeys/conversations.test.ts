// Conversations (decision 064) in a real browser, on a desktop and on a 390 px phone: the demo customer asks
// the Vilnius demo chef a question from the chef page ("Ask the chef"), the chef sees the unread badge and
// answers, the customer sees the badge and the answer; then the customer orders, the order's thread is closed
// until it is paid, and once paid the two exchange messages about it. On the phone no conversation page may
// scroll sideways.
import assert from 'node:assert/strict';
import { describe } from 'node:test';
import type { Page } from 'playwright-core';
import { fillCheckout } from '../support/checkout.ts';
import { journey, useHearth } from '../support/journey.ts';
import { logInWithPassword } from '../support/sign-in.ts';

const hearth = useHearth();

/** Demo accounts of the README (apps/server/src/seed/demo-data.ts). */
const CUSTOMER = { email: 'customer@hearth.local', password: 'Hearth2026', name: 'Jonas Petraitis' };
const CHEF = {
  email: 'chef.vilnius@hearth.local',
  password: 'Hearth2026',
  nickname: 'rutakazlauskiene',
  name: 'Rūta Kazlauskienė',
};
/** A fixed price of 24.00 EUR from Rūta. */
const MOUSSAKA = 'Greek moussaka';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

async function signedIn(viewport: { width: number; height: number }, account: typeof CUSTOMER | typeof CHEF) {
  const page = await hearth.newPage();
  await page.setViewportSize(viewport);
  await logInWithPassword(page, account);
  return page;
}

/** Writes a message in the thread shown and waits until it is in the thread. */
async function write(page: Page, text: string): Promise<void> {
  await page.getByLabel('Your message').fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await page.getByRole('list', { name: 'Conversation' }).getByText(text).waitFor();
}

/** The header's unread badge, read after a fresh load (the header asks again every minute on its own). */
async function badgeAfterReload(page: Page): Promise<string | null> {
  // The page's own writes first (a thread marks itself read as it shows): a reload would ask for the count
  // while the server still writes them.
  await page.waitForLoadState('networkidle');
  await page.reload();
  await page.waitForLoadState('networkidle');
  const badge = page.getByTestId('unread-badge');
  return (await badge.count()) > 0 ? await badge.textContent() : null;
}

/**
 * The header's badge goes as the thread shown marks itself read, without a reload: the read's answer is the
 * new count, and a count the header asked for before it cannot bring the badge back.
 */
async function badgeGone(page: Page, what: string): Promise<void> {
  await page
    .getByTestId('unread-badge')
    .waitFor({ state: 'detached', timeout: 5_000 })
    .catch(() => assert.fail(`${what}: the unread badge stays`));
}

async function assertNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const { scrollWidth, width } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  assert.ok(scrollWidth <= width, `${what} scrolls sideways on a phone: ${scrollWidth} px in ${width} px`);
}

for (const viewport of VIEWPORTS) {
  describe(`conversations on a ${viewport.name}`, () => {
    let customer: Page | undefined;
    let chef: Page | undefined;
    // Letters only: a long run of digits would read as a phone number, which a question may not carry.
    const stamp = `${viewport.name} ${Math.random()
      .toString(36)
      .replace(/[^a-z]/g, '')
      .slice(0, 6)}`;
    const phone = viewport.name === 'phone';

    journey(
      `${viewport.name}: the customer asks the chef, the chef answers, the customer sees the unread badge`,
      hearth,
      () => chef ?? customer,
      async () => {
        customer = await signedIn(viewport, CUSTOMER);
        await customer.goto(`/store/${CHEF.nickname}`);
        await customer.getByRole('link', { name: 'Ask the chef' }).click();
        await customer.waitForURL((url) => url.pathname === `/ask/${CHEF.nickname}`);
        // Contact details are refused before the server is asked.
        await customer.getByLabel('Your message').fill('Write to me at jonas@example.lt');
        await customer.getByRole('button', { name: 'Send', exact: true }).click();
        await customer.getByText(/Please leave out e-mail addresses/).waitFor();
        const question = `Do you bring your own pans? <b>${stamp}</b>`;
        await customer.getByLabel('Your message').fill(question);
        await customer.getByRole('button', { name: 'Send', exact: true }).click();
        await customer.waitForURL((url) => /^\/messages\/\d+$/.test(url.pathname));
        // Typed markup stays text.
        await customer.getByRole('list', { name: 'Conversation' }).getByText(question).waitFor();
        await customer.getByRole('heading', { name: `Conversation with ${CHEF.name}` }).waitFor();
        if (phone) await assertNoSidewaysScroll(customer, 'the question thread');
        // Elsewhere on the site: an open thread reads the answer as it comes.
        await customer.goto('/orders');

        chef = await signedIn(viewport, CHEF);
        assert.equal(await badgeAfterReload(chef), '1', 'the chef has one unread message');
        await chef.getByRole('link', { name: 'Messages, unread: 1' }).click();
        await chef.waitForURL((url) => url.pathname === '/messages');
        await chef
          .getByRole('link', { name: /Question before ordering/ })
          .first()
          .click();
        await chef.getByRole('heading', { name: `Conversation with ${CUSTOMER.name}` }).waitFor();
        await chef.getByRole('list', { name: 'Conversation' }).getByText(question).waitFor();
        await write(chef, `Yes, I bring everything (${stamp}).`);
        if (phone) await assertNoSidewaysScroll(chef, 'the chef’s thread');
        assert.equal(await badgeAfterReload(chef), null, 'read by answering');

        assert.equal(await badgeAfterReload(customer), '1', 'the customer has the answer unread');
        await customer.getByRole('link', { name: 'Messages, unread: 1' }).click();
        await customer
          .getByRole('link', { name: /Question before ordering/ })
          .first()
          .click();
        // In the thread itself (the inbox shows the answer too, as the thread's preview).
        await customer.waitForURL((url) => /^\/messages\/\d+$/.test(url.pathname));
        await customer
          .getByRole('list', { name: 'Conversation' })
          .getByText(`Yes, I bring everything (${stamp}).`)
          .waitFor();
        if (phone) await assertNoSidewaysScroll(customer, 'the inbox');
        await badgeGone(customer, 'read once shown');
      },
    );

    journey(
      `${viewport.name}: an order's thread opens once it is paid, and the two write about it`,
      hearth,
      () => customer,
      async () => {
        assert.ok(customer && chef, 'both are signed in');
        await customer.goto(`/store/${CHEF.nickname}`);
        await customer.getByRole('button', { name: `Add to cart: ${MOUSSAKA}` }).click();
        await customer.goto('/checkout');
        await fillCheckout(customer);
        await customer.getByRole('radio', { name: 'Online, by card or DOGE' }).check();
        await customer.getByRole('button', { name: 'Place order' }).click();
        await customer.waitForURL((url) => url.searchParams.get('resumePayment') === 'true');
        const payment = customer.url();
        const orderId = new URL(payment).searchParams.get('orderId') ?? '';
        assert.match(orderId, /^\d+$/);

        await customer.goto(`/order/${orderId}/messages`);
        await customer.getByText(/Messages about this order open once it is paid/).waitFor();
        assert.equal(await customer.getByLabel('Your message').count(), 0, 'no box before payment');

        await customer.goto(payment);
        await customer.getByLabel('Card number').fill('4242 4242 4242 4242');
        await customer.getByLabel('Expiry date').fill('12/30');
        await customer.getByLabel('CVC').fill('123');
        await customer.getByRole('button', { name: /^Pay / }).click();
        await customer.waitForURL((url) => url.pathname === '/buy-complete');

        await customer.goto(`/order/${orderId}`);
        await customer.getByRole('link', { name: 'Messages about this order' }).click();
        await customer.waitForURL((url) => url.pathname === `/order/${orderId}/messages`);
        await write(customer, `Parking is in the yard (${stamp}).`);
        if (phone) await assertNoSidewaysScroll(customer, "the order's thread");

        await chef.goto(`/order/${orderId}/messages`);
        await chef.getByText(`Parking is in the yard (${stamp}).`).waitFor();
        await write(chef, `See you there (${stamp}).`);

        // The thread open in the customer's tab asks for new messages every 30 s; opening it again shows the
        // chef's answer at once, and reads it.
        await customer.reload();
        await customer.getByText(`See you there (${stamp}).`).waitFor();
        await badgeGone(customer, 'the open thread was read');
        await customer.goto('/messages');
        await customer
          .getByRole('link', { name: /Order / })
          .first()
          .click();
        await customer.getByText(`See you there (${stamp}).`).waitFor();
      },
    );
  });
}
