// The rating rule of the information page, as people meet it in a real browser: the demo customer rates
// delivered orders of the Kaunas demo chef (2 stars first); after the fifth low rating the chef is suspended
// and disappears from /mp; the demo operator sees the case with its deadline, reinstates the chef, and the
// chef is back.
import assert from 'node:assert/strict';
import { describe } from 'node:test';
import type { Page } from 'playwright-core';
import type { OrderView } from '@hearth/domain/orders';
import { journey, useHearth } from '../support/journey.ts';
import { readMailbox } from '../support/mailbox.ts';

const hearth = useHearth();

/** Demo accounts of the README; the customer's seeded delivered orders are from the Kaunas chef. */
const CUSTOMER = { email: 'customer@hearth.local', password: 'Hearth2026' };
const OPERATOR = { email: 'operator@hearth.local', password: 'Hearth2026' };
const CHEF = { email: 'chef.kaunas@hearth.local', name: 'Tomas Jankauskas' };

async function logIn(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto('/signin?source=regular_login');
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/signin');
}

/** The customer's delivered orders that still wait for a review, read as the orders page reads them. */
async function reviewableOrders(page: Page): Promise<number[]> {
  const orders = await page.evaluate(async () => {
    const res = await fetch('/secure/orders', { headers: { accept: 'application/json' } });
    return ((await res.json()) as { model: { orders: OrderView[] } }).model.orders;
  });
  return orders.filter((order) => order.canReview).map((order) => order.id);
}

async function rate(page: Page, orderId: number, stars: number, comment: string): Promise<void> {
  await page.goto(`/order/${orderId}#review`);
  const form = page.locator('#review');
  // The radios are visually hidden behind the stars: checked as a keyboard user would, not by a pointer.
  await form.getByRole('radio', { name: stars === 1 ? '1 star' : `${stars} stars` }).check({ force: true });
  await form.getByLabel('Comment (optional)').fill(comment);
  await form.getByRole('button', { name: 'Send review' }).click();
  await page.getByText(comment).first().waitFor();
}

async function chefListed(page: Page): Promise<boolean> {
  await page.goto('/mp?city=Kaunas');
  await page
    .getByText(/chefs? found/i)
    .first()
    .waitFor();
  return (await page.getByRole('link', { name: new RegExp(CHEF.name) }).count()) > 0;
}

describe('low ratings suspend a chef until an operator decides', () => {
  let customer: Page | undefined;
  let operator: Page | undefined;

  journey(
    'the customer rates five delivered orders low',
    hearth,
    () => customer,
    async () => {
      customer = await hearth.newPage();
      assert.ok(await chefListed(customer), 'the chef is on /mp before');
      await logIn(customer, CUSTOMER);
      const orders = await reviewableOrders(customer);
      assert.ok(orders.length >= 5, `the demo customer has delivered orders to rate (${orders.length})`);
      const ratings = [2, 3, 2, 4, 1];
      for (const [index, stars] of ratings.entries()) {
        await rate(customer, orders[index]!, stars, `Journey review ${index + 1}: ${stars} stars`);
      }
      assert.equal(await chefListed(customer), false, 'the suspended chef is gone from /mp');
      const mails = await readMailbox(hearth.server.baseURL, CHEF.email);
      assert.ok(
        mails.some((mail) => /suspend/i.test(mail.subject)),
        'the chef was told of the suspension',
      );
    },
  );

  journey(
    'the operator reinstates the chef from the case',
    hearth,
    () => operator,
    async () => {
      operator = await hearth.newPage();
      await logIn(operator, OPERATOR);
      await operator.goto('/store-management?tab=ratingCases');
      const card = operator.getByRole('article').filter({ hasText: CHEF.name }).first();
      await card.getByText('Decide by').waitFor();
      await card.getByText('Waiting for a decision').waitFor();
      await card.getByRole('button', { name: 'Reinstate', exact: true }).click();
      await card
        .getByLabel('Reason for reinstating')
        .fill('Spoke with the chef; the reviews were about a late start.');
      await card.getByRole('button', { name: 'Reinstate chef' }).click();
      await operator.getByText(`${CHEF.name}: reinstated, the dishes are visible again.`).waitFor();
      assert.ok(await chefListed(operator), 'the chef is back on /mp');
    },
  );
});
