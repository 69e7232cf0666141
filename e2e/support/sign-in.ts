import type { Page } from 'playwright-core';
import { readMailbox, waitForPin } from './mailbox.ts';

/**
 * The registration's steps after the e-mail (decision 043): the password twice, then the code mailed to the
 * address, which signs in. `page` is on /signin?source=regular_registration with the e-mail step showing.
 */
export async function registerWithMailedCode(
  page: Page,
  baseURL: string,
  account: { email: string; password: string },
): Promise<void> {
  const seen = (await readMailbox(baseURL, account.email)).map((mail) => mail.id);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm password').fill(account.password);
  await page.getByRole('button', { name: 'Register' }).click();
  await page.getByText('We sent a code to this address.', { exact: false }).waitFor();
  await page.getByLabel('PIN').fill(await waitForPin(baseURL, account.email, seen));
  await page.getByRole('button', { name: 'Confirm and log in' }).click();
}

/** The password log-in of /signin, ending wherever the role leads. */
export async function logInWithPassword(
  page: Page,
  account: { email: string; password: string },
): Promise<void> {
  await page.goto('/signin?source=regular_login');
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/signin');
}
