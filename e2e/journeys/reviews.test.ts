// The rating rule of decision 049, as people meet it in a real browser: the demo customer rates five delivered
// orders of the Kaunas demo chef low; one customer counts once in the rule's window, so the chef stays listed
// and a case opens for an operator instead; the demo operator sees who rated (their five ratings), confirms
// the suspension with a reason, and the chef disappears from /mp and is told.
import assert from 'node:assert/strict';
import { describe } from 'node:test';
import type { Page } from 'playwright-core';
import type { OrderView } from '@hearth/domain/orders';
import { journey, useHearth } from '../support/journey.ts';
import { readMailbox } from '../support/mailbox.ts';
import { logInWithPassword } from '../support/sign-in.ts';

const hearth = useHearth();

/** Demo accounts of the README; the customer's seeded delivered orders are from the Kaunas chef. */
const CUSTOMER = { email: 'customer@hearth.local', password: 'Hearth2026' };
const OPERATOR = { email: 'operator@hearth.local', password: 'Hearth2026' };
const CHEF = { email: 'chef.kaunas@hearth.local', name: 'Tomas Jankauskas' };

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

describe('low ratings of one customer go to an operator, who decides (decision 049)', () => {
  let customer: Page | undefined;
  let operator: Page | undefined;

  journey(
    'the customer rates five delivered orders low: one customer counts once, the chef stays listed',
    hearth,
    () => customer,
    async () => {
      customer = await hearth.newPage();
      assert.ok(await chefListed(customer), 'the chef is on /mp before');
      await logInWithPassword(customer, CUSTOMER);
      const orders = await reviewableOrders(customer);
      assert.ok(orders.length >= 5, `the demo customer has delivered orders to rate (${orders.length})`);
      const ratings = [2, 3, 2, 4, 1];
      for (const [index, stars] of ratings.entries()) {
        await rate(customer, orders[index]!, stars, `Journey review ${index + 1}: ${stars} stars`);
      }
      assert.equal(await chefListed(customer), true, 'one customer alone does not suspend the chef');
      const mails = await readMailbox(hearth.server.baseURL, CHEF.email);
      assert.ok(!mails.some((mail) => /suspend/i.test(mail.subject)), 'the chef was not suspended');
    },
  );

  journey(
    'the operator sees who rated and suspends the chef from the case',
    hearth,
    () => operator,
    async () => {
      operator = await hearth.newPage();
      await logInWithPassword(operator, OPERATOR);
      await operator.goto('/store-management?tab=ratingCases');
      const card = operator.getByRole('article').filter({ hasText: CHEF.name }).first();
      await card.getByText('Decide by').waitFor();
      await card.getByText('Still listed: one customer wrote most of these ratings').waitFor();
      await card
        .getByText(/customer@hearth\.local\): reviews 5, ratings 1\/5, 4\/5, 2\/5, 3\/5, 2\/5/)
        .waitFor();
      await card.getByRole('button', { name: 'Suspend chef', exact: true }).click();
      await card
        .getByLabel('Reason for suspending')
        .fill('Spoke with the customer and the chef: the complaints hold.');
      await card.getByRole('button', { name: 'Suspend the chef' }).click();
      await operator.getByText(`${CHEF.name}: suspended, the dishes are hidden.`).waitFor();
      assert.equal(await chefListed(operator), false, 'the suspended chef is gone from /mp');
      const mails = await readMailbox(hearth.server.baseURL, CHEF.email);
      assert.ok(
        mails.some((mail) => /suspen/i.test(mail.subject)),
        'the chef was told of the suspension',
      );
    },
  );
});
