// The money of an order, end to end in a real browser: a card order whose balance is paid after the visit
// (the chef pays the information fee on confirm, records more minutes than booked, the customer pays the
// rest by card and the chef sees it earned); a DOGE order cancelled early, whose coins come back less the
// payment provider's commission; and the weekly payout of the chef's earnings by an operator. Afterwards the
// ledger's totals are read through the API and printed.
import assert from 'node:assert/strict';
import { describe } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { formatEurCents } from '@hearth/domain/money';
import { formatDoge, type LedgerTransactionView } from '@hearth/domain/wallet';
import { fillCheckout } from '../support/checkout.ts';
import { journey, useHearth } from '../support/journey.ts';
import { readMailbox, waitForPin } from '../support/mailbox.ts';

// The chef marks the order delivered minutes after it is booked three days ahead: delivery opens a week early.
const hearth = useHearth({
  DELIVERY_GRACE_MINUTES: String(7 * 24 * 60),
  // The last journey reads every ledger transaction's page: more than one user may read in a minute.
  LEDGER_RATE_LIMIT_PER_MINUTE: '100000',
});

/** Demo accounts of the README (apps/server/src/seed/demo-data.ts). */
const CUSTOMER = { email: 'customer@hearth.local', password: 'Hearth2026' };
const OPERATOR = { email: 'operator@hearth.local', password: 'Hearth2026' };
/** Rūta cooks in Vilnius at 12.00 EUR an hour; demo chefs start with 20 DOGE. */
const CHEF = {
  email: 'chef.vilnius@hearth.local',
  password: 'Hearth2026',
  nickname: 'rutakazlauskiene',
  name: 'Rūta Kazlauskienė',
};
/** Priced by time: 75 minutes at 12.00 EUR an hour = 15.00 EUR. */
const RATATOUILLE = 'Ratatouille provençale';
/** A fixed price of 24.00 EUR. */
const MOUSSAKA = 'Greek moussaka';

/**
 * The ratatouille paid online: dishes 15.00; service fee 9.99; VAT 21% of 9.99 = 2.10; gateway 3% of 15.00
 * = 0.45; card incentive half of 15.00 = 7.50; now 9.99 + 2.10 + 0.45 + 7.50 = 20.04; after the visit the
 * dishes 15.00 + the incentive 7.50 - the prepaid 7.50 = 15.00; total 35.04. At 90 actual minutes the dishes
 * are 18.00 and the incentive 9.00: after the visit 18.00 + 9.00 - 7.50 = 19.50, total 12.54 + 27.00 = 39.54,
 * and the chef earns 7.50 + 19.50 = 27.00.
 */
const CARD = {
  now: 2004,
  after: 1500,
  total: 3504,
  actualMinutes: 90,
  finalDishes: 1800,
  balance: 1950,
  finalTotal: 3954,
  earned: 2700,
};

/**
 * The moussaka, dishes in cash at the visit, prepaid from the DOGE wallet: now 9.99 + 2.10 + 3% of 24.00 =
 * 0.72, 12.81 EUR = 64.05 DOGE at 0.20 EUR a DOGE. Cancelled three days ahead: back 12.81 - 0.72 = 12.09 EUR,
 * the same share of the coins, 64.05 x 12.09 / 12.81 = 60.45 DOGE. The wallet: 100 bought by card, 35.95
 * after paying, 96.4 after the refund.
 */
const DOGE = {
  buyEur: '20',
  bought: '100',
  now: 1281,
  commission: 72,
  refund: 1209,
  paidCoins: '64.05',
  afterPaying: '35.95',
  refundCoins: '60.45',
  afterRefund: '96.4',
};

const eur = formatEurCents;

async function expectPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname);
}

async function logIn(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto('/signin?source=regular_login');
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/signin');
}

/** The card of an order in the orders list, by its number. */
function orderCard(page: Page, number: string): Locator {
  return page.getByRole('article').filter({ hasText: `Order ${number}` });
}

/** Cents of an amount as the page writes it ("€1,234.56"). */
function cents(text: string): number {
  const value = Number(text.replace(/[€,\s]/g, ''));
  assert.ok(Number.isFinite(value), `an amount: ${text}`);
  return Math.round(value * 100);
}

/**
 * The rows of a money summary as label -> cents: each row is a term and its amount (the explanations under
 * some amounts are definitions too, but never an amount alone).
 */
async function moneyRows(scope: Locator): Promise<Map<string, number>> {
  const summary = scope.getByTestId('money-summary');
  await summary.getByRole('term').first().waitFor();
  const terms = await summary.getByRole('term').allTextContents();
  const amounts = await summary
    .getByRole('definition')
    .filter({ hasText: /^€[\d,]+\.\d\d$/ })
    .allTextContents();
  assert.equal(
    terms.length,
    amounts.length,
    `one amount per row: ${terms.join(', ')} / ${amounts.join(', ')}`,
  );
  return new Map(terms.map((term, i) => [term.trim(), cents(amounts[i]!)]));
}

/** Fills the test provider's card form and pays the amount on its button. */
async function payByCard(scope: Page | Locator, amountCents: number): Promise<void> {
  await scope.getByLabel('Card number').fill('4242 4242 4242 4242');
  await scope.getByLabel('Expiry date').fill('12/30');
  await scope.getByLabel('CVC').fill('123');
  await scope.getByRole('button', { name: `Pay ${eur(amountCents)}`, exact: true }).click();
}

/** Places the checkout's order and waits for its payment page; the order's id. */
async function placeOrder(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(
    (url) => url.pathname === '/checkout' && url.searchParams.get('resumePayment') === 'true',
  );
  const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';
  assert.match(orderId, /^\d+$/);
  return orderId;
}

/** The number ("Order 1a2b3c4d") of the newest order on the Buy tab (the list is newest first). */
async function newestOrderNumber(page: Page): Promise<string> {
  await page.goto('/orders');
  const heading = page.getByRole('article').first().getByRole('heading', { level: 2 });
  const number = (await heading.textContent())?.replace(/^Order\s+/, '').trim() ?? '';
  assert.match(number, /^[0-9a-f]{8}$/);
  return number;
}

/** The four figures of /earnings in cents: pending, available, in payout, paid out. */
async function earningsFigures(page: Page): Promise<number[]> {
  await page.getByRole('term').filter({ hasText: 'Paid out' }).waitFor();
  // The hints under the figures are definitions too, but never start with an amount.
  const figures = await page.getByRole('definition').filter({ hasText: /^€/ }).allTextContents();
  return figures.map(cents);
}

// Each person keeps one browser context through the file, as they would stay logged in.
let customer: Page | undefined;
let chef: Page | undefined;
let operator: Page | undefined;

async function customerPage(): Promise<Page> {
  if (!customer) {
    customer = await hearth.newPage();
    await logIn(customer, CUSTOMER);
  }
  return customer;
}

async function chefPage(): Promise<Page> {
  if (!chef) {
    chef = await hearth.newPage();
    await logIn(chef, CHEF);
  }
  return chef;
}

describe('a card order: prepaid now, the balance at the actual time after the visit', () => {
  let orderId = '';
  let number = '';

  journey(
    'the customer books a time-priced dish online and prepays by card',
    hearth,
    () => customer,
    async () => {
      const page = await customerPage();
      await page.goto(`/store/${CHEF.nickname}`);
      await page.getByRole('button', { name: `Add to cart: ${RATATOUILLE}` }).click();
      await page.goto('/checkout');
      await fillCheckout(page);

      // Cash at the visit is the default; paying online adds the card incentive now and the dishes after.
      const summary = page.getByRole('complementary', { name: 'Order summary' });
      await page.getByRole('radio', { name: 'Online, by card or DOGE' }).check();
      await summary.getByText('Pay online after the visit').waitFor();
      await summary.getByText(eur(CARD.now), { exact: true }).waitFor();
      const rows = await moneyRows(summary);
      assert.equal(rows.get('Pay now online'), CARD.now);
      assert.equal(rows.get('Pay online after the visit'), CARD.after);
      assert.equal(rows.get('Total'), CARD.total);
      assert.equal(rows.has('Pay the chef in cash at the visit'), false, 'nothing in cash');
      assert.equal(CARD.now + CARD.after, CARD.total, 'now and after the visit add up to the total');

      orderId = await placeOrder(page);
      // The payment page shows what the server stored: the same split (read once the page has loaded it,
      // not from the checkout's summary on its way out).
      await page.getByText(`To pay now: ${eur(CARD.now)}`).waitFor();
      const stored = await moneyRows(page.getByRole('complementary', { name: 'Order summary' }));
      assert.equal(stored.get('Pay now online'), CARD.now);
      assert.equal(stored.get('Pay online after the visit'), CARD.after);
      await payByCard(page, CARD.now);
      await expectPath(page, '/buy-complete');
      await page.getByRole('heading', { level: 1, name: 'Thank you for your order!' }).waitFor();

      number = await newestOrderNumber(page);
      const card = orderCard(page, number);
      await card.getByText('Paid').first().waitFor();
      await card.getByText('Waiting for the chef to confirm').first().waitFor();
    },
  );

  journey(
    'the chef sees only the city, confirms for 1 DOGE and then sees the address',
    hearth,
    () => chef,
    async () => {
      assert.ok(number, 'the order was paid');
      const page = await chefPage();
      await page.goto('/board');
      await page.getByText('20 DOGE', { exact: true }).waitFor();

      await page.goto('/orders?tab=sell');
      const card = orderCard(page, number);
      await card.getByText('Waiting for the chef to confirm').first().waitFor();
      await card.getByText('Vilnius', { exact: true }).waitFor();
      await card.getByText(/^The address and phone appear when you confirm the order\./).waitFor();
      assert.equal(await card.getByText('Gedimino pr. 9').count(), 0, 'no street before confirming');

      await page.goto(`/order/${orderId}`);
      await page.getByText('City: Vilnius').waitFor();
      assert.equal(await page.getByText('Gedimino pr. 9').count(), 0, 'no street on the order page either');

      await page.goto('/orders?tab=sell');
      await card.getByRole('button', { name: `Confirm order ${number}` }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByText(/1 DOGE information fee/).waitFor();
      await dialog.getByRole('button', { name: 'Confirm order' }).click();
      await card.getByText('Order confirmed').first().waitFor();
      await card.getByText(/^The address and phone appear/).waitFor({ state: 'detached' });

      await page.goto(`/order/${orderId}`);
      await page.getByText('Gedimino pr. 9').waitFor();
      await page.getByText('Phone: 37061111111').waitFor();

      await page.goto('/board');
      await page.getByText('19 DOGE', { exact: true }).waitFor();
      const fee = page.getByRole('row').filter({ hasText: 'Information fee (order confirmed)' });
      await fee.getByText('−1 DOGE').waitFor();
    },
  );

  journey(
    'the chef marks it delivered with more minutes than booked',
    hearth,
    () => chef,
    async () => {
      assert.ok(number, 'the order was confirmed');
      const page = await chefPage();
      await page.goto('/orders?tab=sell');
      const card = orderCard(page, number);
      await card.getByRole('button', { name: `Mark as delivered: order ${number}` }).click();
      const dialog = page.getByRole('alertdialog');
      const minutes = dialog.getByLabel(`${RATATOUILLE}: actual minutes`);
      assert.equal(await minutes.inputValue(), '75', 'prefilled with the booked minutes');
      await minutes.fill(String(CARD.actualMinutes));
      // The preview is the customer's bill at this time.
      await dialog.getByText(eur(CARD.balance)).waitFor();
      await dialog.getByRole('button', { name: 'Mark as delivered' }).click();
      await card
        .getByText(/^Delivered /)
        .first()
        .waitFor();
    },
  );

  journey(
    'the customer pays the balance after the visit by card',
    hearth,
    () => customer,
    async () => {
      assert.ok(number, 'the order was delivered');
      const page = await customerPage();
      await page.goto('/orders');
      const card = orderCard(page, number);
      await card
        .getByText(/^Delivered \d/)
        .first()
        .waitFor();
      await card.getByText(eur(CARD.finalTotal)).first().waitFor();
      await card
        .getByRole('button', { name: `Pay ${eur(CARD.balance)}: Balance after the visit of order ${number}` })
        .click();
      await payByCard(card, CARD.balance);
      await page.getByText(`Payment received for order ${number}.`).waitFor();
      await card.getByRole('heading', { name: 'To pay now' }).waitFor({ state: 'detached' });

      await card.getByRole('link', { name: `Details of order ${number}` }).click();
      await expectPath(page, `/order/${orderId}`);
      await page.getByRole('heading', { level: 1, name: `Order ${number}` }).waitFor();
      const settlement = page.getByRole('group', { name: 'After the visit' });
      await settlement.getByText(eur(CARD.finalDishes)).waitFor();
      await settlement.getByText(/^paid /).waitFor();
      const payments = page.getByRole('group', { name: 'Payments' });
      await payments.getByText(`Prepayment, test card, ${eur(CARD.now)}`).waitFor();
      await payments.getByText(`Balance after the visit, test card, ${eur(CARD.balance)}`).waitFor();
      assert.equal(await page.getByRole('heading', { name: 'To pay now' }).count(), 0, 'nothing owed');
    },
  );

  journey(
    "the chef's earnings show the order earned",
    hearth,
    () => chef,
    async () => {
      assert.ok(number, 'the balance was paid');
      const page = await chefPage();
      await page.goto('/earnings');
      await page.getByRole('heading', { level: 1, name: 'Earnings' }).waitFor();
      const row = page.getByRole('row').filter({ hasText: `No. ${number}` });
      await row.getByRole('cell', { name: eur(CARD.earned) }).waitFor();
      await row.getByText('Earned', { exact: true }).waitFor();
      assert.deepEqual(await earningsFigures(page), [0, CARD.earned, 0, 0], 'all of it available');
    },
  );
});

describe('a DOGE order, cancelled early: the coins come back less the commission', () => {
  let number = '';

  journey(
    'the customer buys DOGE and prepays an order from the wallet with the e-mailed pin',
    hearth,
    () => customer,
    async () => {
      const page = await customerPage();
      await page.goto('/buy');
      await page.getByLabel('Amount in EUR').fill(DOGE.buyEur);
      assert.equal(await page.getByLabel('DOGE', { exact: true }).inputValue(), DOGE.bought);
      await page.getByRole('button', { name: 'Buy', exact: true }).click();
      await payByCard(page, cents(DOGE.buyEur));
      await page.getByText(`Payment received: ${DOGE.bought} DOGE were added to your wallet.`).waitFor();

      await page.goto(`/store/${CHEF.nickname}`);
      await page.getByRole('button', { name: `Add to cart: ${MOUSSAKA}` }).click();
      await page.goto('/checkout');
      await fillCheckout(page);
      const summary = page.getByRole('complementary', { name: 'Order summary' });
      await summary.getByText(eur(DOGE.now), { exact: true }).waitFor();
      await placeOrder(page);

      await page.getByRole('radio', { name: 'DOGE wallet' }).check();
      await page.getByText(`Your wallet: ${DOGE.bought} DOGE`).waitFor();
      const seen = (await readMailbox(hearth.server.baseURL, CUSTOMER.email)).map((mail) => mail.id);
      await page.getByRole('button', { name: 'Send me the pin' }).click();
      await page.getByText(`${eur(DOGE.now)} = ${DOGE.paidCoins} DOGE`).waitFor();
      const pin = await waitForPin(hearth.server.baseURL, CUSTOMER.email, seen);
      await page.getByLabel('PIN').fill(pin);
      await page.getByRole('button', { name: `Pay ${DOGE.paidCoins} DOGE` }).click();
      await expectPath(page, '/buy-complete');

      number = await newestOrderNumber(page);
      const card = orderCard(page, number);
      await card.getByText('Paid').first().waitFor();

      await page.goto('/board');
      await page.getByText(`${DOGE.afterPaying} DOGE`, { exact: true }).waitFor();
      const paid = page.getByRole('row').filter({ hasText: 'Paid for an order' });
      await paid.getByText(`−${DOGE.paidCoins} DOGE`).waitFor();
    },
  );

  journey(
    'the customer cancels three days ahead and gets the coins back but the commission',
    hearth,
    () => customer,
    async () => {
      assert.ok(number, 'the order was paid');
      const page = await customerPage();
      await page.goto('/orders');
      const card = orderCard(page, number);
      await card.getByRole('button', { name: `Cancel order ${number}` }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByText(`You get back ${eur(DOGE.refund)} within`).waitFor();
      await dialog.getByText(`commission of ${eur(DOGE.commission)}`).waitFor();
      await dialog.getByRole('button', { name: 'Cancel order' }).click();
      await card
        .getByText(`Cancelled, ${eur(DOGE.refund)} refunded`)
        .first()
        .waitFor();

      await page.goto('/board');
      await page.getByText(`${DOGE.afterRefund} DOGE`, { exact: true }).waitFor();
      const refund = page.getByRole('row').filter({ hasText: 'Order refund' });
      await refund.getByText(`+${DOGE.refundCoins} DOGE`).waitFor();
    },
  );
});

describe("an operator pays out the week's earnings", () => {
  let reference = '';

  journey(
    "the operator makes this week's batch and sends the chef's payout by bank",
    hearth,
    () => operator,
    async () => {
      operator = await hearth.newPage();
      await logIn(operator, OPERATOR);
      await operator.goto('/store-management?tab=payouts');
      await operator.getByRole('tab', { name: /^Payouts/, selected: true }).waitFor();
      const make = operator.getByRole('button', { name: /^Make this week's batch \(\d{4}-W\d\d\)$/ });
      const batch = /\((\d{4}-W\d\d)\)/.exec((await make.textContent()) ?? '')?.[1] ?? '';
      await make.click();
      await operator.getByText(new RegExp(`^Batch ${batch}: new payouts: \\d+\\.$`)).waitFor();

      const payout = operator
        .getByRole('article')
        .filter({ has: operator.getByRole('heading', { name: `${eur(CARD.earned)} — ${CHEF.name}` }) });
      await payout.getByText(CHEF.email).waitFor();
      await payout.getByRole('button', { name: 'Mark as sent' }).click();
      reference = `LT-${batch}-${Date.now()}`;
      await payout.getByLabel('Bank transfer reference').fill(reference);
      await payout.getByRole('button', { name: 'Confirm sent' }).click();
      await operator.getByText(`${eur(CARD.earned)} — ${CHEF.name}: marked as sent.`).waitFor();
    },
  );

  journey(
    "the chef's earnings show it paid out",
    hearth,
    () => chef,
    async () => {
      assert.ok(reference, 'the payout was sent');
      const page = await chefPage();
      await page.goto('/earnings');
      const payout = page.getByRole('article', { name: /^Payout of \d{4}-W\d\d$/ });
      await payout.getByText(eur(CARD.earned)).waitFor();
      await payout.getByText('Sent', { exact: true }).waitFor();
      await payout.getByText(reference).waitFor();
      assert.deepEqual(await earningsFigures(page), [0, 0, 0, CARD.earned], 'all of it paid out');
    },
  );
});

/** The account kinds that exist in one currency only (packages/domain wallet.ts). */
const DOGE_KINDS = new Set(['user', 'platform', 'withdrawals']);
const EUR_KINDS = new Set(['payments', 'earnings', 'refunds', 'payout_hold', 'payouts']);

/**
 * The currency of each entry. GET /secure/ledger names an account's kind, not its currency, and 'escrow' and
 * 'revenue' exist in both: they take the currency that makes each currency of the transaction sum to zero,
 * euros first when both would.
 */
function currencies(entries: LedgerTransactionView['entries']): string[] {
  const fixed = entries.map((e) =>
    DOGE_KINDS.has(e.account.kind) ? 'DOGE' : EUR_KINDS.has(e.account.kind) ? 'EUR' : null,
  );
  const open = fixed.flatMap((c, i) => (c === null ? [i] : []));
  for (let mask = (1 << open.length) - 1; mask >= 0; mask--) {
    const guess = [...fixed];
    open.forEach((index, bit) => (guess[index] = mask & (1 << bit) ? 'EUR' : 'DOGE'));
    const sum = (currency: string) =>
      entries.reduce((total, e, i) => total + (guess[i] === currency ? e.amountKoinu : 0), 0);
    if (sum('DOGE') === 0 && sum('EUR') === 0) return guess as string[];
  }
  return fixed.map((c) => c ?? '?');
}

describe('the ledger after the journeys', () => {
  journey(
    'its totals, read through the API, are printed',
    hearth,
    () => operator,
    async () => {
      // For the reader of the run; the database's own checks are `npm run db:check`.
      assert.ok(operator, 'the operator is logged in');
      const totals = new Map<string, number>();
      let count = 0;
      for (let id = 1, misses = 0; misses < 20; id++) {
        const res = await operator.request.get(`/secure/ledger?transactionId=${id}`, {
          headers: { accept: 'application/json' },
        });
        if (!res.ok()) {
          misses++;
          continue;
        }
        misses = 0;
        count++;
        const { transaction } = ((await res.json()) as { model: { transaction: LedgerTransactionView } })
          .model;
        const kinds = currencies(transaction.entries);
        transaction.entries.forEach((entry, i) => {
          const key = `${kinds[i]} ${entry.account.kind}`;
          totals.set(key, (totals.get(key) ?? 0) + entry.amountKoinu);
        });
      }
      const lines = [...totals.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, amount]) => {
          const shown = key.startsWith('DOGE') ? `${formatDoge(amount)} DOGE` : eur(amount);
          return `  ${key.padEnd(20)} ${shown}`;
        });
      const sums = ['DOGE', 'EUR'].map((currency) =>
        [...totals.entries()].filter(([key]) => key.startsWith(currency)).reduce((t, [, a]) => t + a, 0),
      );
      console.log(
        [
          `ledger after the money journeys: ${count} transactions`,
          ...lines,
          `  each currency sums to: DOGE ${sums[0]} koinu, EUR ${sums[1]} cents`,
        ].join('\n'),
      );
    },
  );
});
