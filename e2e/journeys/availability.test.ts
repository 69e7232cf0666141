// A chef's availability (decisions 063 and 068), as people use it in a real browser: the demo chef replaces
// her schedule with one morning a week in Vilnius; a visitor on a desktop is asked for the visit's city first,
// finds no time in Kaunas, then in Vilnius sees only that weekday's days and the starts that leave the whole
// order inside the morning, and books the first; a visitor on a 390 px phone no longer gets that day (one
// booking a day) and books the next week's, and the chef's schedule fits the phone too. The chef's page shows
// the next free days.
import assert from 'node:assert/strict';
import { describe } from 'node:test';
import type { Page } from 'playwright-core';
import { fillAddress, vilniusDay } from '../support/checkout.ts';
import { journey, useHearth } from '../support/journey.ts';
import { logInWithPassword } from '../support/sign-in.ts';

const hearth = useHearth();

const CHEF = { email: 'chef.vilnius@hearth.local', password: 'Hearth2026', nickname: 'rutakazlauskiene' };
/** A fixed price of 24.00 EUR and 150 minutes of cooking (apps/server/src/seed/demo-data.ts). */
const MOUSSAKA = 'Greek moussaka';
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The day the chef opens: three days ahead, and its weekday's name as the schedule's select shows it. */
const DAY = vilniusDay(3);
const WEEKDAY = WEEKDAYS[new Date(`${DAY}T12:00:00Z`).getUTCDay()]!;

/** 10:00 to 14:00 with a 150-minute dish: the last start that ends by 14:00 is 11:30. */
const STARTS = ['10:00', '10:30', '11:00', '11:30'];

async function orderMoussaka(page: Page): Promise<void> {
  await page.goto(`/store/${CHEF.nickname}`);
  await page.getByRole('button', { name: `Add to cart: ${MOUSSAKA}` }).click();
  await page.goto('/checkout');
}

/** The values of a select's options but its placeholder. */
async function optionValues(page: Page, label: string): Promise<string[]> {
  const select = page.getByLabel(label, { exact: true });
  await select.locator('option').nth(1).waitFor({ state: 'attached' });
  return select
    .locator('option')
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
}

async function fillDetails(page: Page, email: string): Promise<void> {
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await fillAddress(page);
}

/**
 * Books the first start of `day` (the page not scrolling sideways with the pickers); the order is placed when
 * the Verify step shows.
 */
async function book(page: Page, day: string): Promise<void> {
  await page.getByLabel('Day', { exact: true }).selectOption(day);
  const times = await optionValues(page, 'Start time');
  assert.deepEqual(
    times.map((t) => t.slice(11)),
    STARTS,
    'only the starts whose whole order fits the morning',
  );
  await page.getByLabel('Start time').selectOption(times[0]!);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  assert.equal(overflow, false, 'the details with the day and start pickers do not scroll sideways');
  await page.getByRole('button', { name: /Continue: confirm your e-mail|Check the form/ }).click();
  await page.getByRole('heading', { level: 2, name: 'Confirm your e-mail' }).waitFor();
}

describe('a chef sets a schedule and customers book only free times', () => {
  let chef: Page | undefined;
  let desktop: Page | undefined;
  let phone: Page | undefined;

  journey(
    'the chef replaces her schedule with one morning a week',
    hearth,
    () => chef,
    async () => {
      chef = await hearth.newPage();
      await logInWithPassword(chef, CHEF);
      await chef.goto('/schedule');
      const remove = chef.getByRole('button', { name: 'Remove' });
      await remove.first().waitFor();
      while ((await remove.count()) > 0) await remove.first().click();
      await chef.getByRole('button', { name: 'Add hours' }).click();
      await chef.getByLabel('Day', { exact: true }).selectOption({ label: WEEKDAY });
      await chef.getByLabel('From').fill('10:00');
      await chef.getByLabel('To').fill('14:00');
      await chef.getByLabel('City').fill('Vilnius');
      await chef.getByLabel('Minimum notice (hours)').fill('0');
      await chef.getByLabel('Bookings a day (at most)').fill('1');
      await chef.getByLabel('Travel time between bookings (minutes)').fill('30');
      await chef.getByRole('button', { name: 'Save schedule' }).click();
      await chef.getByRole('status').filter({ hasText: 'Schedule saved' }).waitFor();
      // The calendar feed's secret address.
      await chef.getByRole('button', { name: 'Make a calendar address' }).click();
      const address = await chef.getByLabel('Calendar address').inputValue();
      assert.match(address, /\/store\/chef-calendar\/[\w-]+\.ics$/);
      const feed = await chef.request.get(address);
      assert.equal(feed.status(), 200);
      assert.match(await feed.text(), /^BEGIN:VCALENDAR\r\n/);
    },
  );

  journey(
    'a visitor on a desktop sees only that weekday and books its first start',
    hearth,
    () => desktop,
    async () => {
      desktop = await hearth.newPage();
      await desktop.goto(`/store/${CHEF.nickname}`);
      await desktop.getByTestId('next-available').waitFor();
      await orderMoussaka(desktop);
      // The free times depend on the visit's city, which the address gives.
      await desktop.getByText(/Enter the city of the visit in the address/).waitFor();
      await fillDetails(desktop, `availability.desktop.${Date.now()}@example.lt`);
      await desktop.getByLabel('City').fill('Kaunas');
      await desktop
        .getByRole('alert')
        .filter({ hasText: 'The chef has no free time for this order in Kaunas' })
        .waitFor();
      await desktop.getByLabel('City').fill('Vilnius');
      const days = await optionValues(desktop, 'Day');
      assert.ok(days.length >= 3, `four weeks hold at least three ${WEEKDAY}s: ${days.join(', ')}`);
      for (const day of days) {
        assert.equal(WEEKDAYS[new Date(`${day}T12:00:00Z`).getUTCDay()], WEEKDAY, `${day} is a ${WEEKDAY}`);
      }
      assert.ok(days.includes(DAY));
      await book(desktop, DAY);
    },
  );

  journey(
    'a visitor on a 390 px phone no longer gets the booked day, and books the next week',
    hearth,
    () => phone,
    async () => {
      phone = await hearth.newPage();
      await phone.setViewportSize({ width: 390, height: 844 });
      await orderMoussaka(phone);
      await fillDetails(phone, `availability.phone.${Date.now()}@example.lt`);
      const days = await optionValues(phone, 'Day');
      assert.ok(!days.includes(DAY), `${DAY} holds its one booking`);
      assert.ok(days[0]! > DAY);
      await book(phone, days[0]!);

      // The chef's schedule on the phone: every row and the rules fit without scrolling sideways.
      assert.ok(chef, 'the chef is signed in');
      await chef.setViewportSize({ width: 390, height: 844 });
      await chef.goto('/schedule');
      await chef.getByRole('button', { name: 'Save schedule' }).waitFor();
      const overflow = await chef.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      assert.equal(overflow, false, 'the schedule does not scroll sideways on a phone');
    },
  );
});
