// Ordering, as people do it in a real browser: a visitor on a phone fills the cart from a demo chef's page,
// checks out without an account on one page (the e-mail with the details, the pin from the dev mailbox on the
// Verify step, the test card on the Pay step), lands on /buy-complete and sees the order paid in the Buy tab;
// the chef sees it in the Sell tab, confirms it and marks it delivered; the customer then sees it delivered.
// The demo customer finds the address of earlier orders filled in.
import assert from 'node:assert/strict';
import { describe } from 'node:test';
import type { Page } from 'playwright-core';
import { orderNumber } from '@hearth/domain/orders';
import { journey, useHearth } from '../support/journey.ts';
import { chooseStart } from '../support/checkout.ts';
import { readMailbox, waitForPin } from '../support/mailbox.ts';

// The chef marks the order delivered minutes after it is booked three days ahead: delivery opens a week early.
const hearth = useHearth({ DELIVERY_GRACE_MINUTES: String(7 * 24 * 60) });

/** The demo chef of the README and two of her dishes (apps/server/src/seed/demo-data.ts). */
const CHEF = {
  email: 'chef.vilnius@hearth.local',
  password: 'Hearth2026',
  nickname: 'rutakazlauskiene',
};
/** Priced by time: 240 minutes at 12.00 EUR an hour = 48.00 EUR. */
const LAMB = 'Slow-cooked lamb shoulder with rosemary and white beans';
/** A fixed price of 24.00 EUR. */
const MOUSSAKA = 'Greek moussaka';
const CUSTOMER_EMAIL = `journey.customer.${Date.now()}@example.lt`;

/**
 * One lamb and two moussakas, paying the chef in cash: subtotal 48.00 + 2 x 24.00 = 96.00; service fee
 * 9.99; VAT 21% of 9.99 = 2.0979 -> 2.10; payment gateway 3% of 96.00 = 2.88; online 9.99 + 2.10 + 2.88 =
 * 14.97; total 96.00 + 14.97 = 110.97.
 */
const EXPECTED = { subtotal: '€96.00', online: '€14.97', total: '€110.97' };

async function expectPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname);
}

async function logInWithPassword(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/signin?source=regular_login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/signin');
}

/** The card of an order in the orders list, by its number. */
function orderCard(page: Page, number: string) {
  return page.getByRole('article').filter({ hasText: number });
}

describe('a visitor orders, pays and the chef delivers', () => {
  let customer: Page | undefined;
  let chef: Page | undefined;
  let orderId = '';
  let number = '';
  /** Every path the visitor's tab showed from the checkout on (the history API's changes too). */
  const pathsFromCheckout: string[] = [];

  journey(
    'a visitor on a phone finds the chef by searching, fills the cart and checks out without an account, staying on /checkout',
    hearth,
    () => customer,
    async () => {
      customer = await hearth.newPage();
      await customer.setViewportSize({ width: 390, height: 844 });
      // From the marketplace's search (a dish of hers, typed without capitals), to her page.
      await customer.goto('/mp');
      await customer
        .getByRole('searchbox', { name: 'Search dishes, chefs, kitchens and ingredients' })
        .fill('lamb shoulder');
      await customer.getByRole('button', { name: 'Search', exact: true }).click();
      await customer.getByRole('link', { name: 'Rūta Kazlauskienė' }).click();
      await expectPath(customer, `/store/${CHEF.nickname}`);
      await customer.getByRole('button', { name: `Add to cart: ${LAMB}` }).click();
      await customer.getByRole('button', { name: `Add to cart: ${MOUSSAKA}` }).click();

      await customer.goto('/cart');
      const moussakaLine = customer.getByRole('listitem').filter({ hasText: MOUSSAKA });
      await moussakaLine.getByRole('button', { name: 'One more' }).click();
      await customer.getByText(EXPECTED.subtotal).first().waitFor();
      await customer.getByRole('link', { name: 'Proceed to checkout' }).click();
      await expectPath(customer, '/checkout');
      const page = customer;
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) pathsFromCheckout.push(new URL(frame.url()).pathname);
      });

      // The steps of a guest: the e-mail is confirmed on this page, between the details and the payment.
      const steps = customer.getByRole('list', { name: 'Checkout steps' });
      await steps.locator('[aria-current="step"]', { hasText: 'Details' }).waitFor();
      assert.deepEqual(await steps.getByRole('listitem').allTextContents(), [
        'Details',
        'Verify e-mail',
        'Pay',
        'Done',
      ]);

      // The summary comes from the server: paying in cash (on by default) prepays the fees only.
      const summary = customer.getByRole('complementary', { name: 'Order summary' });
      await summary.getByText(EXPECTED.online).waitFor();
      await summary.getByText(EXPECTED.total).waitFor();

      // Submitting an empty form shows every error on the button and focuses the first field.
      await customer.getByRole('button', { name: 'Continue: confirm your e-mail' }).click();
      await customer.getByRole('button', { name: /^Check the form: \d+ errors$/ }).waitFor();

      await customer.getByLabel('E-mail', { exact: true }).fill(CUSTOMER_EMAIL);
      await customer.getByLabel('Address title').fill('Home');
      await customer.getByLabel('Street address').fill('Gedimino pr. 9');
      await customer.getByLabel('City').fill('Vilnius');
      await customer.getByLabel('County or municipality').fill('Vilniaus apskritis');
      await customer.getByLabel('Postal code').fill('LT-01103');
      // Typed as people write it; the digits are stored.
      await customer.getByLabel('Phone').fill('+370 611 11111');
      // Only the demo chef's free starts are offered: a day, then a time (decision 063).
      await chooseStart(customer);
      await customer.getByLabel('Special instructions').fill('The kitchen is on the second floor.');
      await customer.getByRole('button', { name: /Continue: confirm your e-mail|Check the form/ }).click();

      // The order is placed and the pin mailed; the code is asked on the same page.
      await customer.getByRole('heading', { level: 2, name: 'Confirm your e-mail' }).waitFor();
      await steps.locator('[aria-current="step"]', { hasText: 'Verify e-mail' }).waitFor();
      assert.equal(new URL(customer.url()).pathname, '/checkout');
    },
  );

  journey(
    'the visitor confirms the e-mail with the pin and pays by card, still on /checkout',
    hearth,
    () => customer,
    async () => {
      assert.ok(customer, 'the order was placed');
      const pin = await waitForPin(hearth.server.baseURL, CUSTOMER_EMAIL, []);
      await customer.getByLabel('PIN').fill(pin);
      await customer.getByRole('button', { name: 'Confirm and pay' }).click();
      await customer.waitForURL(
        (u) => u.pathname === '/checkout' && u.searchParams.get('resumePayment') === 'true',
      );
      orderId = new URL(customer.url()).searchParams.get('orderId') ?? '';
      assert.match(orderId, /^\d+$/);
      const lead = (await customer.getByText(/^Order number [0-9a-f]{8}$/).textContent()) ?? '';
      number = lead.replace('Order number ', '');
      await customer
        .getByRole('list', { name: 'Checkout steps' })
        .locator('[aria-current="step"]', { hasText: 'Pay' })
        .waitFor();

      // A declined card first: the provider's message, and the order stays unpaid.
      await customer.getByLabel('Card number').fill('4000 0000 0000 0002');
      await customer.getByLabel('Expiry date').fill('12/30');
      await customer.getByLabel('CVC').fill('123');
      await customer.getByRole('button', { name: `Pay ${EXPECTED.online}` }).click();
      await customer.getByText('Your card was declined.').waitFor();

      await customer.getByLabel('Card number').fill('4242 4242 4242 4242');
      await customer.getByRole('button', { name: `Pay ${EXPECTED.online}` }).click();
      await expectPath(customer, '/buy-complete');
      await customer.getByRole('heading', { level: 1, name: 'Thank you for your order!' }).waitFor();
      // The order number every page shows, never the database id.
      await customer.getByText('Order number:').filter({ hasText: number }).waitFor();
      assert.equal(await customer.getByText(orderId, { exact: true }).count(), 0);
      assert.equal(await customer.evaluate(() => window.localStorage.getItem('cart')), null, 'cart cleared');
      assert.deepEqual(
        [...new Set(pathsFromCheckout)].filter((p) => p !== '/checkout' && p !== '/buy-complete'),
        [],
        `the visitor stayed on /checkout until /buy-complete (${pathsFromCheckout.join(', ')})`,
      );

      await customer.getByRole('link', { name: 'View my orders' }).click();
      await expectPath(customer, '/orders');
      await customer.getByRole('tab', { name: 'Buy (1)', selected: true }).waitFor();
      const card = customer.getByRole('article').first();
      await card.getByText('Paid').first().waitFor();
      // The total is a fact of the card and a row of its money summary.
      await card.getByText(EXPECTED.total).first().waitFor();
      const listed = (await card.getByRole('heading').first().textContent())?.replace(/^Order\s+/, '').trim();
      assert.equal(listed, number, 'the list shows the number the checkout showed');
      assert.equal(orderNumber(`${number}-x`), number);
    },
  );

  journey(
    'the chef confirms the order and marks it delivered',
    hearth,
    () => chef,
    async () => {
      assert.ok(number, 'the order was paid');
      chef = await hearth.newPage();
      await logInWithPassword(chef, CHEF.email, CHEF.password);
      await chef.goto('/orders?tab=sell');
      await chef.getByRole('tab', { name: 'Sell (1)', selected: true }).waitFor();
      const card = orderCard(chef, number);
      await card.getByText('Waiting for the chef to confirm').first().waitFor();

      await card.getByRole('button', { name: `Confirm order ${number}` }).click();
      await chef.getByRole('alertdialog').getByRole('button', { name: 'Confirm order' }).click();
      await card.getByText('Order confirmed').first().waitFor();

      await card.getByRole('button', { name: `Mark as delivered: order ${number}` }).click();
      await chef.getByRole('alertdialog').getByRole('button', { name: 'Mark as delivered' }).click();
      await card
        .getByText(/^Delivered /)
        .first()
        .waitFor();

      // Both sides were told by e-mail.
      const mails = await readMailbox(hearth.server.baseURL, CUSTOMER_EMAIL);
      assert.ok(
        mails.length >= 3,
        `the customer got the pin, paid, confirmed and delivered mails (${mails.length})`,
      );
    },
  );

  journey(
    'the customer sees the order delivered',
    hearth,
    () => customer,
    async () => {
      assert.ok(customer && number, 'the order was delivered');
      await customer.goto('/orders');
      const card = orderCard(customer, number);
      await card
        .getByText(/^Delivered \d/)
        .first()
        .waitFor();
      await card.getByRole('link', { name: `Details of order ${number}` }).click();
      await expectPath(customer, `/order/${orderId}`);
      await customer.getByRole('heading', { level: 1, name: `Order ${number}` }).waitFor();
      await customer.getByRole('row').filter({ hasText: MOUSSAKA }).getByText('€24.00').waitFor();
      await customer.getByText(EXPECTED.total).first().waitFor();
    },
  );
});

describe('a returning customer', () => {
  let page: Page | undefined;

  journey(
    'finds the address of earlier orders filled in, and no Verify step',
    hearth,
    () => page,
    async () => {
      page = await hearth.newPage();
      await logInWithPassword(page, 'customer@hearth.local', 'Hearth2026');
      await page.goto(`/store/${CHEF.nickname}`);
      await page.getByRole('button', { name: `Add to cart: ${MOUSSAKA}` }).click();
      await page.goto('/checkout');
      const saved = page.getByRole('group', { name: 'Your addresses' });
      await saved.waitFor();
      assert.equal(await saved.getByRole('radio', { name: 'Namai' }).isChecked(), true);
      // The demo seed's orders of the demo customer were delivered to this address (demo-seed.ts).
      assert.equal(await page.getByLabel('Street address').inputValue(), 'Laisvės al. 10, Kaunas');
      assert.equal(await page.getByLabel('City').inputValue(), 'Kaunas');
      assert.equal(await page.getByLabel('Phone').inputValue(), '37061112233');
      assert.deepEqual(
        await page.getByRole('list', { name: 'Checkout steps' }).getByRole('listitem').allTextContents(),
        ['Details', 'Pay', 'Done'],
      );
      await saved.getByRole('radio', { name: 'A new address' }).check();
      assert.equal(await page.getByLabel('Street address').inputValue(), '');
    },
  );
});
