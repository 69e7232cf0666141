import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SlotsView } from '@hearth/domain/availability';
import { addDays, localDate } from '@hearth/domain/availability-time';
import { MESSAGES } from '@hearth/domain/messages';
import { checkInvariants } from '../src/checks/invariants.ts';
import { orders } from '../src/db/schema.ts';
import { get, model, post } from './http-client.ts';
import { useInstances } from './instance-harness.ts';
import { all, chefWithDish } from './scenario-helpers.ts';

/**
 * 50 visitors book the chef's last free start at once, split across both instances (decision 063): the
 * chef's row lock in PostgreSQL lets exactly one order hold it; every other visitor is told the time is
 * taken, and no other order is written.
 */

const VISITORS = 50;
const pair = useInstances();

describe('concurrent bookings of the last slot on two instances', () => {
  it(`${VISITORS} bookings of one start at once make one order`, async () => {
    const { chef, productId } = await chefWithDish(pair, 'ruta@example.lt');
    // An hour and a half a day: the 90-minute dish fits only at 10:00.
    const windows = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      weekday,
      start: '10:00',
      end: '11:30',
      city: 'Vilnius',
    }));
    model(
      await post(
        pair.next(),
        '/secure/availability',
        { windows: JSON.stringify(windows), noticeHours: 0, maxBookingsPerDay: 5, travelBufferMinutes: 0 },
        chef.cookie,
      ),
    );
    const day = addDays(localDate(Date.now()), 3);
    const items = encodeURIComponent(JSON.stringify([{ productId, productVolume: 1 }]));
    const slots = model(
      await get<SlotsView>(pair.next(), `/store/chef-slots?items=${items}&from=${day}&to=${day}`),
    );
    expect(slots.starts).toHaveLength(1);
    const start = slots.starts[0]!;

    const answers = await all(VISITORS, (i) =>
      post(pair.at(i), '/store/order', {
        productId,
        productVolume: 1,
        serviceDeliveryDate: start,
        payInCash: true,
      }),
    );
    const booked = answers.filter((a) => a.status === 200);
    expect(booked).toHaveLength(1);
    for (const answer of answers.filter((a) => a.status !== 200)) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(409);
      expect(answer.body.messages).toEqual([{ message: MESSAGES.slotUnavailable }]);
    }
    const written = await pair.database.db.select().from(orders).where(eq(orders.chefId, chef.id));
    expect(written).toHaveLength(1);
    // Both instances now offer nothing that day.
    for (const instance of [pair.a, pair.b]) {
      const after = model(
        await get<SlotsView>(instance, `/store/chef-slots?items=${items}&from=${day}&to=${day}`),
      );
      expect(after.starts).toEqual([]);
    }
    expect(await checkInvariants(pair.database.db)).toEqual([]);
  });
});
