import type { Page } from 'playwright-core';

/** The Vilnius calendar day `days` from now ("2026-12-01"). */
export function vilniusDay(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vilnius' }).format(
    new Date(Date.now() + days * 24 * 3600_000),
  );
}

/**
 * Chooses the booked start as a customer does (decision 063): the first free day from three days ahead,
 * then its first free start time. Answers the chosen start as the time picker's value ("2026-12-01T10:00").
 */
export async function chooseStart(page: Page, daysAhead = 3): Promise<string> {
  const day = page.getByLabel('Day', { exact: true });
  await day.locator('option').nth(1).waitFor({ state: 'attached' });
  const days = await day
    .locator('option')
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
  const target = vilniusDay(daysAhead);
  await day.selectOption(days.find((d) => d >= target) ?? days.at(-1)!);
  const time = page.getByLabel('Start time');
  const first = await time.locator('option').nth(1).getAttribute('value');
  await time.selectOption(first!);
  return first!;
}

/** Fills the checkout's address and start; the payment choice is the caller's. */
export async function fillCheckout(page: Page): Promise<void> {
  await fillAddress(page);
  await chooseStart(page);
}

/** Fills the checkout's delivery address and phone. */
export async function fillAddress(page: Page): Promise<void> {
  await page.getByLabel('Address title').fill('Home');
  await page.getByLabel('Street address').fill('Gedimino pr. 9');
  await page.getByLabel('City').fill('Vilnius');
  await page.getByLabel('County or municipality').fill('Vilniaus apskritis');
  await page.getByLabel('Postal code').fill('LT-01103');
  await page.getByLabel('Phone').fill('37061111111');
}
