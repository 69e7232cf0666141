import type { Page } from 'playwright-core';

/** A delivery three days ahead at 18:00, as the datetime-local input wants it. */
export function deliveryInput(): string {
  const date = new Date(Date.now() + 3 * 24 * 3600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T18:00`;
}

/** Fills the checkout's address and date; the payment choice is the caller's. */
export async function fillCheckout(page: Page): Promise<void> {
  await page.getByLabel('Address title').fill('Home');
  await page.getByLabel('Street address').fill('Gedimino pr. 9');
  await page.getByLabel('City').fill('Vilnius');
  await page.getByLabel('County or municipality').fill('Vilniaus apskritis');
  await page.getByLabel('Postal code').fill('LT-01103');
  await page.getByLabel('Phone').fill('37061111111');
  await page.getByLabel('Delivery date and time').fill(deliveryInput());
}
