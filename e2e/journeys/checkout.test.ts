// Ordering, as people do it in a real browser: a visitor fills the cart from a demo chef's page, checks out
// without an account, links the order to a new account with the pin from the dev mailbox, pays by the test
// card, lands on /buy-complete and sees the order paid in the Buy tab; the chef sees it in the Sell tab,
// confirms it and marks it delivered; the customer then sees it delivered.
import assert from 'node:assert/strict';
import { describe } from 'node:test';
import type { Page } from 'playwright-core';
import { orderNumber } from '@hearth/domain/orders';
import { journey, useHearth } from '../support/journey.ts';
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

/** A delivery three days ahead at 18:00, as the datetime-local input wants it. */
function deliveryInput(): string {
  const date = new Date(Date.now() + 3 * 24 * 3600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T18:00`;
}

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

  journey(
    'a visitor fills the cart and checks out without an account',
    hearth,
    () => customer,
    async () => {
      customer = await hearth.newPage();
      await customer.goto(`/store/${CHEF.nickname}`);
      await customer.getByRole('button', { name: `Add to cart: ${LAMB}` }).click();
      await customer.getByRole('button', { name: `Add to cart: ${MOUSSAKA}` }).click();

      await customer.goto('/cart');
      const moussakaLine = customer.getByRole('listitem').filter({ hasText: MOUSSAKA });
      await moussakaLine.getByRole('button', { name: 'One more' }).click();
      await customer.getByText(EXPECTED.subtotal).first().waitFor();
      await customer.getByRole('link', { name: 'Proceed to checkout' }).click();
      await expectPath(customer, '/checkout');

      // The summary comes from the server: paying in cash (on by default) prepays the fees only.
      const summary = customer.getByRole('complementary', { name: 'Order summary' });
      await summary.getByText(EXPECTED.online).waitFor();
      await summary.getByText(EXPECTED.total).waitFor();

      // Submitting an empty form shows every error on the button and focuses the first field.
      await customer.getByRole('button', { name: 'Place order' }).click();
      await customer.getByRole('button', { name: /^Check the form: \d+ errors$/ }).waitFor();

      await customer.getByLabel('Address title').fill('Home');
      await customer.getByLabel('Street address').fill('Gedimino pr. 9');
      await customer.getByLabel('City').fill('Vilnius');
      await customer.getByLabel('State or region').fill('Vilniaus apskritis');
      await customer.getByLabel('Postal code').fill('LT-01103');
      await customer.getByLabel('Phone').fill('37061111111');
      await customer.getByLabel('Delivery date and time').fill(deliveryInput());
      await customer.getByLabel('Special instructions').fill('The kitchen is on the second floor.');
      await customer.getByRole('button', { name: /Place order|Check the form/ }).click();

      // Without an account, the order is linked by an e-mailed pin.
      await customer.waitForURL((url) => url.pathname === '/signin');
      const url = new URL(customer.url());
      assert.equal(url.searchParams.get('source'), 'order_linking');
      orderId = url.searchParams.get('orderId') ?? '';
      assert.match(orderId, /^\d+$/);
    },
  );

  journey(
    'the visitor links the order with the pin and pays by card',
    hearth,
    () => customer,
    async () => {
      assert.ok(customer && orderId, 'the order was placed');
      const seen = (await readMailbox(hearth.server.baseURL, CUSTOMER_EMAIL)).map((mail) => mail.id);
      await customer.getByLabel('E-mail').fill(CUSTOMER_EMAIL);
      await customer.getByRole('button', { name: 'Send pin' }).click();
      const pin = await waitForPin(hearth.server.baseURL, CUSTOMER_EMAIL, seen);
      await customer.getByLabel('PIN').fill(pin);
      await customer.getByRole('button', { name: 'Link order' }).click();
      await customer.waitForURL(
        (u) => u.pathname === '/checkout' && u.searchParams.get('resumePayment') === 'true',
      );

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
      await customer.getByText(orderId, { exact: true }).waitFor();
      assert.equal(await customer.evaluate(() => window.localStorage.getItem('cart')), null, 'cart cleared');

      await customer.getByRole('link', { name: 'View my orders' }).click();
      await expectPath(customer, '/orders');
      await customer.getByRole('tab', { name: 'Buy (1)', selected: true }).waitFor();
      const card = customer.getByRole('article').first();
      await card.getByText('Paid').first().waitFor();
      // The total is a fact of the card and a row of its money summary.
      await card.getByText(EXPECTED.total).first().waitFor();
      number = (await card.getByRole('heading').first().textContent())?.replace(/^Order\s+/, '').trim() ?? '';
      assert.match(number, /^[0-9a-f]{8}$/, 'the number is the sID up to its first hyphen');
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
