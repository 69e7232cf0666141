import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AvailabilityView, SlotsView } from '@hearth/domain/availability';
import { addDays, localDate, localMinute } from '@hearth/domain/availability-time';
import { MESSAGES } from '@hearth/domain/messages';
import type { OrderView } from '@hearth/domain/orders';
import { orderAddresses, orders } from '../../db/schema.ts';
import { useTestApp } from '../../test/test-app.ts';
import { get, model, post, postJson, signUp } from '../profile/profile-test-helpers.ts';
import { cancelExpiredOrders } from '../orders/order-action-service.ts';
import {
  expectError,
  kitchen,
  orderAction,
  orderItem,
  payOrder,
  placeOrder,
  addAddress,
  type Kitchen,
} from '../orders/order-test-helpers.ts';

/** A chef's schedule, the free starts, the checkout's check and hold, and the calendar feed (decision 063). */

const ctx = useTestApp();

const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
  weekday,
  start: '10:00',
  end: '14:00',
  city: 'Vilnius',
}));

async function setSchedule(k: Kitchen, over: Record<string, unknown> = {}) {
  const res = await postJson(
    ctx.app,
    '/secure/availability',
    {
      windows: EVERY_DAY,
      exceptions: [],
      noticeHours: 24,
      maxBookingsPerDay: 1,
      travelBufferMinutes: 30,
      ...over,
    },
    k.chef.cookie,
  );
  return model<{ availability: AvailabilityView }>(res).availability;
}

let customers = 0;

/** A signed-in customer's order of the kitchen's fixed dish at `start` (epoch seconds), with its address. */
async function customerOrder(k: Kitchen, start: number, extra: Record<string, string | number> = {}) {
  customers += 1;
  const customer = await signUp(ctx.app, `customer${customers}@example.lt`);
  const { order } = await placeOrder(
    ctx.app,
    ctx.clock,
    { productId: k.fixedId, serviceDeliveryDate: start, ...extra },
    customer.cookie,
  );
  model(await addAddress(ctx.app, order.id, customer.cookie));
  return { order, cookie: customer.cookie };
}

function today() {
  return localDate(ctx.clock.now().getTime());
}

async function slots(query: string) {
  return model<SlotsView>(await get(ctx.app, `/store/chef-slots?${query}`));
}

async function orderCount() {
  return (await ctx.app.db.select({ id: orders.id }).from(orders)).length;
}

describe('the chef’s schedule', () => {
  it('is saved whole and read back, overnight ends as typed', async () => {
    const k = await kitchen(ctx.app);
    const before = model<{ availability: AvailabilityView }>(
      await get(ctx.app, '/secure/availability', k.chef.cookie),
    );
    expect(before.availability.configured).toBe(false);
    const saved = await setSchedule(k, {
      windows: [{ weekday: 5, start: '18:00', end: '02:00', city: 'Kaunas' }],
      exceptions: [{ date: '2026-12-24', kind: 'off' }],
    });
    expect(saved).toMatchObject({
      configured: true,
      windows: [{ weekday: 5, start: '18:00', end: '02:00', city: 'Kaunas' }],
      exceptions: [{ date: '2026-12-24', kind: 'off', start: null }],
      noticeHours: 24,
      maxBookingsPerDay: 1,
      travelBufferMinutes: 30,
    });
    const bad = await postJson(
      ctx.app,
      '/secure/availability',
      {
        windows: [{ weekday: 9, start: '25:00', end: 'x', city: '' }],
        noticeHours: -1,
        maxBookingsPerDay: 0,
        travelBufferMinutes: 1e9,
      },
      k.chef.cookie,
    );
    expect(bad.statusCode).toBe(400);
    const customer = await signUp(ctx.app, 'ona@example.lt');
    expect((await get(ctx.app, '/secure/availability', customer.cookie)).statusCode).toBe(403);
  });
});

describe('free starts and the checkout', () => {
  it('offers only free starts and refuses any other start with nothing written', async () => {
    const k = await kitchen(ctx.app);
    await setSchedule(k);
    const from = addDays(today(), 2);
    const items = encodeURIComponent(JSON.stringify([{ productId: k.fixedId, productVolume: 2 }]));
    const offered = await slots(`items=${items}&from=${from}&to=${from}`);
    // Two units of a 50-minute dish: 100 minutes, inside 10:00-14:00 every half hour.
    expect(offered).toMatchObject({ configured: true, minutes: 100, dates: [from] });
    expect(offered.starts.map((s) => localMinute(s * 1000))).toEqual([600, 630, 660, 690, 720]);
    // At 13:00 the cooking would run past 14:00; 10:10 is not an offered start; 09:00 is outside the hours.
    for (const start of [
      offered.starts[0]! + 3 * 3600,
      offered.starts[0]! + 600,
      offered.starts[0]! - 3600,
    ]) {
      const res = await orderItem(ctx.app, {
        productId: k.fixedId,
        productVolume: 2,
        serviceDeliveryDate: start,
      });
      expectError(res, 409, MESSAGES.slotUnavailable);
    }
    expect(await orderCount()).toBe(0);
    const placed = await orderItem(ctx.app, {
      productId: k.fixedId,
      productVolume: 2,
      serviceDeliveryDate: offered.starts[0]!,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    // One booking a day: the day is full now.
    const after = await slots(`items=${items}&from=${from}&to=${addDays(from, 1)}`);
    expect(after.dates).toEqual([addDays(from, 1)]);
    const second = await orderItem(ctx.app, {
      productId: k.fixedId,
      productVolume: 1,
      serviceDeliveryDate: offered.starts[4]!,
    });
    expectError(second, 409, MESSAGES.slotUnavailable);
    // A notice of 30 days: the free start of the day after is too soon now.
    const nextDay = after.starts[0]!;
    await setSchedule(k, { noticeHours: 720 });
    const tooSoon = await orderItem(ctx.app, {
      productId: k.fixedId,
      productVolume: 1,
      serviceDeliveryDate: nextDay,
    });
    expectError(tooSoon, 409, MESSAGES.slotUnavailable);
    expect(await orderCount()).toBe(1);
  });

  it('holds the slot while unpaid, releases it when the order expires or is cancelled', async () => {
    const k = await kitchen(ctx.app);
    await setSchedule(k);
    const from = addDays(today(), 2);
    const free = await slots(`chefId=${k.chef.id}&from=${from}&to=${from}`);
    const start = free.starts[0]!;
    const first = await orderItem(ctx.app, {
      productId: k.fixedId,
      serviceDeliveryDate: start,
      productVolume: 1,
    });
    expect(first.statusCode).toBe(200);
    expect((await slots(`chefId=${k.chef.id}&from=${from}&to=${from}`)).starts).toEqual([]);
    ctx.clock.advance((ctx.app.config.UNPAID_ORDER_TTL_MINUTES + 1) * 60_000);
    expect(await cancelExpiredOrders(ctx.app)).toBe(1);
    expect((await slots(`chefId=${k.chef.id}&from=${from}&to=${from}`)).starts).toContain(start);
    // A customer's cancellation releases it too.
    const { order, cookie } = await customerOrder(k, start);
    expect((await slots(`chefId=${k.chef.id}&from=${from}&to=${from}`)).starts).toEqual([]);
    const cancelled = await orderAction(ctx.app, order.id, 'cancel', cookie);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await slots(`chefId=${k.chef.id}&from=${from}&to=${from}`)).starts).toContain(start);
  });

  it('checks the longer order when a dish is added, beside the chef’s travel buffer', async () => {
    const k = await kitchen(ctx.app);
    await setSchedule(k, { maxBookingsPerDay: 3 });
    const from = addDays(today(), 2);
    const free = await slots(`chefId=${k.chef.id}&from=${from}&to=${from}`);
    const at = (minute: number) => free.starts.find((s) => localMinute(s * 1000) === minute)!;
    // 12:30 for 50 minutes + 30 minutes' travel: 12:30 to 13:50 held.
    const late = await orderItem(ctx.app, {
      productId: k.fixedId,
      productVolume: 1,
      serviceDeliveryDate: at(750),
    });
    expect(late.statusCode).toBe(200);
    // 10:00, one unit (50 minutes, held to 11:20) fits; two (held to 12:10) too; three (to 13:00) do not.
    const { order, cookie } = await customerOrder(k, at(600));
    const more = await orderItem(
      ctx.app,
      { orderId: order.id, productId: k.fixedId, productVolume: 2 },
      cookie,
    );
    expectError(more, 409, MESSAGES.slotUnavailable);
    const row = await ctx.app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row[0]!.serviceEndDate.getTime() - row[0]!.serviceDeliveryDate.getTime()).toBe(80 * 60_000);
    const one = await orderItem(
      ctx.app,
      { orderId: order.id, productId: k.fixedId, productVolume: 1 },
      cookie,
    );
    expect(one.statusCode, one.body).toBe(200);
    expect(model<{ order: OrderView }>(one).order.orderItems[0]).toMatchObject({ volume: 2 });
  });

  it('answers the chef page’s next dates, refuses bad queries, and leaves a chef without a schedule open', async () => {
    const k = await kitchen(ctx.app);
    const from = today();
    const open = await slots(`chefId=${k.chef.id}&from=${from}&to=${addDays(from, 13)}`);
    expect(open).toMatchObject({ configured: false, starts: [] });
    await setSchedule(k, { windows: [{ weekday: 3, start: '10:00', end: '12:00', city: 'Vilnius' }] });
    const next = await slots(`chefId=${k.chef.id}&from=${from}&to=${addDays(from, 13)}`);
    expect(next.dates.length).toBeGreaterThanOrEqual(1);
    expect(next.dates.every((d) => new Date(`${d}T12:00:00Z`).getUTCDay() === 3)).toBe(true);
    for (const query of [
      `chefId=${k.chef.id}&from=${from}&to=${addDays(from, 80)}`,
      `from=${from}&to=${from}`,
      `chefId=${k.chef.id}&from=2026-02-30&to=${from}`,
      `chefId=x&from=${from}&to=${from}`,
    ]) {
      expect((await get(ctx.app, `/store/chef-slots?${query}`)).statusCode).toBe(400);
    }
    expect((await get(ctx.app, `/store/chef-slots?chefId=999999&from=${from}&to=${from}`)).statusCode).toBe(
      404,
    );
  });
});

describe('free starts kept per chef (decision 074)', () => {
  // The tests empty every table, the catalogue counter's row too (then nothing is kept): put it back.
  beforeEach(async () => {
    await ctx.app.db.execute(
      sql`insert into change_counters (name, version) values ('catalogue', nextval('change_counter_versions')) on conflict do nothing`,
    );
  });

  /** The starts as kept, then as made with nothing kept: the same. */
  async function keptRight(query: string): Promise<SlotsView> {
    const kept = await slots(query);
    ctx.app.readCache.clear();
    const fresh = await slots(query);
    expect(kept).toEqual(fresh);
    return fresh;
  }

  it('are right after bookings, their cancellation and expiry, a new schedule and the passing time', async () => {
    const k = await kitchen(ctx.app);
    await setSchedule(k, { noticeHours: 30 });
    const from = addDays(today(), 1);
    const chefQuery = `chefId=${k.chef.id}&from=${from}&to=${addDays(from, 2)}`;
    const items = encodeURIComponent(JSON.stringify([{ productId: k.fixedId, productVolume: 1 }]));
    const queries = [chefQuery, `items=${items}&from=${from}&to=${addDays(from, 2)}`];
    const allRight = async () => {
      for (const query of queries) await keptRight(query);
    };
    await allRight();
    // The last start of the range: the clock moves on below, and the first one may fall inside the notice
    // by then (a start at 08:00 the day after tomorrow, 30 hours' notice, the test run just after midnight).
    const start = (await slots(queries[1]!)).starts.at(-1)!;

    // A booking (one a day) takes its day, its expiry gives it back, and so does a cancellation.
    expect(
      (await orderItem(ctx.app, { productId: k.fixedId, serviceDeliveryDate: start, productVolume: 1 }))
        .statusCode,
    ).toBe(200);
    await allRight();
    expect((await slots(chefQuery)).starts).not.toContain(start);
    ctx.clock.advance((ctx.app.config.UNPAID_ORDER_TTL_MINUTES + 1) * 60_000);
    expect(await cancelExpiredOrders(ctx.app)).toBe(1);
    await allRight();
    expect((await slots(chefQuery)).starts).toContain(start);
    const { order, cookie } = await customerOrder(k, start);
    await allRight();
    expect((await slots(chefQuery)).starts).not.toContain(start);
    model(await orderAction(ctx.app, order.id, 'cancel', cookie));
    await allRight();
    expect((await slots(chefQuery)).starts).toContain(start);

    // The notice moves with the clock, whatever was kept.
    for (let hours = 0; hours < 12; hours += 3) {
      ctx.clock.advance(3 * 3600_000);
      await allRight();
    }
    // A new schedule, and a chef no longer approved.
    await setSchedule(k, { windows: EVERY_DAY.map((w) => ({ ...w, start: '16:00', end: '20:00' })) });
    await allRight();
    expect((await slots(chefQuery)).starts.map((s) => localMinute(s * 1000) >= 16 * 60)).not.toContain(false);
    await ctx.app.db.execute(
      sql`update merchant_profiles set status = 'suspended' where user_id = ${k.chef.id}`,
    );
    expect((await get(ctx.app, `/store/chef-slots?${chefQuery}`)).statusCode).toBe(404);
  });
});

describe('the visit’s city', () => {
  const TWO_CITIES = [1, 2, 3, 4, 5, 6, 7].flatMap((weekday) => [
    { weekday, start: '10:00', end: '12:00', city: 'Vilnius' },
    { weekday, start: '14:00', end: '18:00', city: 'Kaunas' },
  ]);

  async function addressCount() {
    return (await ctx.app.db.select({ id: orderAddresses.orderId }).from(orderAddresses)).length;
  }

  it('offers and takes a start only in the city asked for', async () => {
    const k = await kitchen(ctx.app);
    await setSchedule(k, { windows: TWO_CITIES, maxBookingsPerDay: 3 });
    const day = addDays(today(), 2);
    const minutes = async (city: string) =>
      (await slots(`chefId=${k.chef.id}&from=${day}&to=${day}&city=${city}`)).starts.map((s) =>
        localMinute(s * 1000),
      );
    expect(await minutes('Vilnius')).toEqual([600, 630, 660, 690]);
    expect(await minutes('%20kaunas%20')).toEqual([840, 870, 900, 930, 960, 990, 1020, 1050]);
    expect(await minutes('Riga')).toEqual([]);
    const vilnius = (await slots(`chefId=${k.chef.id}&from=${day}&to=${day}&city=Vilnius`)).starts[0]!;
    // 10:00 is free in Vilnius, not in Kaunas, nor in a city the chef does not serve.
    for (const serviceCity of ['Kaunas', 'Riga']) {
      const refused = await orderItem(ctx.app, {
        productId: k.fixedId,
        productVolume: 1,
        serviceDeliveryDate: vilnius,
        serviceCity,
      });
      expectError(refused, 409, MESSAGES.slotUnavailable);
    }
    expect(await orderCount()).toBe(0);
    const { order } = await customerOrder(k, vilnius, { serviceCity: ' vilnius' });
    const [row] = await ctx.app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.serviceCity).toBe('Vilnius');
  });

  it('refuses an address in another city than the booking’s, writing nothing', async () => {
    const k = await kitchen(ctx.app);
    await setSchedule(k, { windows: TWO_CITIES, maxBookingsPerDay: 3 });
    const day = addDays(today(), 2);
    const kaunas = (await slots(`chefId=${k.chef.id}&from=${day}&to=${day}&city=Kaunas`)).starts[0]!;
    const customer = await signUp(ctx.app, 'city@example.lt');
    const { order } = await placeOrder(
      ctx.app,
      ctx.clock,
      { productId: k.fixedId, serviceDeliveryDate: kaunas, serviceCity: 'Kaunas' },
      customer.cookie,
    );
    const elsewhere = await addAddress(ctx.app, order.id, customer.cookie, { city: 'Vilnius' });
    expectError(elsewhere, 409, MESSAGES.addressCityDiffers);
    expect(JSON.parse(elsewhere.body).fieldErrors).toEqual({ city: [MESSAGES.addressCityDiffers] });
    expect(await addressCount()).toBe(0);
    const there = await addAddress(ctx.app, order.id, customer.cookie, { city: 'KAUNAS' });
    expect(there.statusCode, there.body).toBe(200);
    expect(await addressCount()).toBe(1);
    // Left out, the city is the one the start is free in: 16:00 is Kaunas's.
    const other = await signUp(ctx.app, 'city2@example.lt');
    const second = await placeOrder(
      ctx.app,
      ctx.clock,
      { productId: k.fixedId, serviceDeliveryDate: kaunas + 2 * 3600 },
      other.cookie,
    );
    expectError(await addAddress(ctx.app, second.order.id, other.cookie), 409, MESSAGES.addressCityDiffers);
    const [row] = await ctx.app.db.select().from(orders).where(eq(orders.id, second.order.id));
    expect(row!.serviceCity).toBe('Kaunas');
    // The order says so before its address is given.
    expect(second.order.city).toBe('Kaunas');
  });

  it('keeps a chef without a schedule open, in the city given', async () => {
    const k = await kitchen(ctx.app);
    const customer = await signUp(ctx.app, 'open@example.lt');
    const start = Math.floor(ctx.clock.now().getTime() / 1000) + 3 * 86_400;
    const { order } = await placeOrder(
      ctx.app,
      ctx.clock,
      { productId: k.fixedId, serviceDeliveryDate: start, serviceCity: 'Kaunas' },
      customer.cookie,
    );
    expectError(await addAddress(ctx.app, order.id, customer.cookie), 409, MESSAGES.addressCityDiffers);
    const none = await placeOrder(
      ctx.app,
      ctx.clock,
      { productId: k.fixedId, serviceDeliveryDate: start + 3600 },
      customer.cookie,
    );
    expect((await addAddress(ctx.app, none.order.id, customer.cookie)).statusCode).toBe(200);
  });
});

describe('the marketplace’s "available on" filter', () => {
  it('lists the chefs with hours that day and room for a booking', async () => {
    const k = await kitchen(ctx.app);
    const day = addDays(today(), 3);
    const weekday = ((new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;
    await setSchedule(k, {
      windows: [{ weekday, start: '10:00', end: '14:00', city: 'Vilnius' }],
      maxBookingsPerDay: 1,
      noticeHours: 0,
    });
    const listed = async (availableOn: string) =>
      model<{ merchants: { userId: number }[] }>(
        await post(ctx.app, '/store/merchants', { availableOn }),
      ).merchants.map((m) => m.userId);
    expect(await listed(day)).toEqual([k.chef.id]);
    expect(await listed(addDays(day, 1))).toEqual([]);
    const start = (await slots(`chefId=${k.chef.id}&from=${day}&to=${day}`)).starts[0]!;
    expect(
      (await orderItem(ctx.app, { productId: k.fixedId, productVolume: 1, serviceDeliveryDate: start }))
        .statusCode,
    ).toBe(200);
    // Its one booking that day is held: the chef is no longer available on it.
    expect(await listed(day)).toEqual([]);
    expect((await post(ctx.app, '/store/merchants', { availableOn: '2026-02-30' })).statusCode).toBe(400);
  });
});

describe('the calendar feed', () => {
  it('lists confirmed bookings at a secret address, as RFC 5545 text, until the address is renewed', async () => {
    const k = await kitchen(ctx.app);
    await setSchedule(k);
    const none = model<{ availability: AvailabilityView }>(
      await get(ctx.app, '/secure/availability', k.chef.cookie),
    );
    expect(none.availability.calendarPath).toBeNull();
    const renewed = model<{ availability: AvailabilityView }>(
      await post(ctx.app, '/secure/availability/calendar', {}, k.chef.cookie),
    );
    const path = renewed.availability.calendarPath!;
    expect(path).toMatch(/^\/store\/chef-calendar\/[\w-]{32}\.ics$/);
    const from = addDays(today(), 2);
    const start = (await slots(`chefId=${k.chef.id}&from=${from}&to=${from}`)).starts[0]!;
    const { order, cookie } = await customerOrder(k, start, { commentary: 'Ring twice; the gate, code 12' });
    await payOrder(ctx.app, order.id, cookie);
    const empty = await get(ctx.app, path);
    expect(empty.statusCode).toBe(200);
    expect(empty.body).not.toContain('BEGIN:VEVENT');
    const confirmed = await orderAction(ctx.app, order.id, 'confirm', k.chef.cookie);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const feed = await get(ctx.app, path);
    expect(feed.headers['content-type']).toContain('text/calendar');
    expect(feed.body.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(feed.body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(feed.body.replace(/\r\n/g, '')).not.toMatch(/\n/);
    const dtstart = new Date(start * 1000).toISOString().replace(/[-:]/g, '').replace('.000', '');
    expect(feed.body).toContain(`DTSTART:${dtstart}\r\n`);
    expect(feed.body).toContain('DESCRIPTION:Ring twice\\; the gate\\, code 12\r\n');
    for (const line of feed.body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    await post(ctx.app, '/secure/availability/calendar', {}, k.chef.cookie);
    expectError(await get(ctx.app, path), 404, MESSAGES.calendarNotFound);
  });
});
