import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  availabilitySchema,
  bookingMinutes,
  freeStartCity,
  freeStarts,
  holdEnd,
  isFreeStart,
  sameCity,
  scheduleCities,
  SLOT_STEP_MINUTES,
  type AvailabilityRules,
  type HeldBooking,
  type ScheduleWindow,
} from './availability.ts';
import { addDays, localDate, localMinute, offsetAt, wallClockToInstant } from './availability-time.ts';

const HOUR = 3_600_000;
const MINUTE = 60_000;

const baseRules = (over: Partial<AvailabilityRules> = {}): AvailabilityRules => ({
  windows: [],
  exceptions: [],
  noticeHours: 0,
  maxBookingsPerDay: 10,
  travelBufferMinutes: 0,
  ...over,
});

const quarter = (max: number) => fc.integer({ min: 0, max: max / 15 }).map((q) => q * 15);
const windowArb: fc.Arbitrary<ScheduleWindow> = fc
  .record({
    weekday: fc.integer({ min: 1, max: 7 }),
    start: quarter(1425),
    length: fc.integer({ min: 1, max: 96 }).map((q) => q * 15),
    city: fc.constantFrom('Vilnius', 'Kaunas'),
  })
  .map((w) => ({ weekday: w.weekday, start: w.start, end: w.start + w.length, city: w.city }));

const rulesArb: fc.Arbitrary<AvailabilityRules> = fc.record({
  windows: fc.array(windowArb, { minLength: 1, maxLength: 8 }),
  exceptions: fc.constant([]),
  noticeHours: fc.integer({ min: 0, max: 72 }),
  maxBookingsPerDay: fc.integer({ min: 1, max: 4 }),
  travelBufferMinutes: fc.integer({ min: 0, max: 90 }),
});

/** Days around both daylight-saving changes of 2026 and 2027 and ordinary ones. */
const fromArb = fc.constantFrom(
  '2026-03-27',
  '2026-10-23',
  '2026-06-10',
  '2027-03-26',
  '2027-10-29',
  '2026-12-30',
);
const NOW = Date.UTC(2026, 2, 20, 8);

const heldArb = (from: string) =>
  fc.array(
    fc
      .record({
        offsetMinutes: fc.integer({ min: -24 * 60, max: 5 * 24 * 60 }),
        minutes: fc.integer({ min: 30, max: 600 }),
      })
      .map(({ offsetMinutes, minutes }) => {
        const start = wallClockToInstant(from, 0) + offsetMinutes * MINUTE;
        return { start, end: start + minutes * MINUTE };
      }),
    { maxLength: 6 },
  );

/** Whether [start, start + minutes) lies inside the windows of one city (touching windows are one). */
function insideSchedule(rules: AvailabilityRules, start: number, minutes: number): boolean {
  // Walk minute by minute: each minute of the cooking must be in some window of that city.
  const cities = new Set(rules.windows.map((w) => w.city));
  return [...cities].some((city) => {
    for (let t = start; t < start + minutes * MINUTE; t += 15 * MINUTE) {
      const covered = [-1, 0].some((back) => {
        const day = addDays(localDate(t), back);
        const weekday = ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
        return rules.windows.some(
          (w) =>
            w.city === city &&
            w.weekday === weekday &&
            t >= wallClockToInstant(day, w.start) &&
            t < wallClockToInstant(day, w.end),
        );
      });
      if (!covered) return false;
    }
    return true;
  });
}

describe('Vilnius wall clock', () => {
  it('knows the daylight-saving changes (last Sunday of March and of October)', () => {
    expect(offsetAt(Date.UTC(2026, 2, 29, 0, 59))).toBe(2 * HOUR);
    expect(offsetAt(Date.UTC(2026, 2, 29, 1, 0))).toBe(3 * HOUR);
    expect(offsetAt(Date.UTC(2026, 9, 25, 0, 59))).toBe(3 * HOUR);
    expect(offsetAt(Date.UTC(2026, 9, 25, 1, 0))).toBe(2 * HOUR);
  });

  it('reads a skipped time as after the jump and a repeated time as its first occurrence', () => {
    // 29 March 2026: 03:00 becomes 04:00, so 03:30 does not exist and is read as 04:30 (01:30 UTC).
    expect(wallClockToInstant('2026-03-29', 210)).toBe(Date.UTC(2026, 2, 29, 1, 30));
    // 25 October 2026: 04:00 becomes 03:00 again; 03:30 is first 00:30 UTC.
    expect(wallClockToInstant('2026-10-25', 210)).toBe(Date.UTC(2026, 9, 25, 0, 30));
    expect(wallClockToInstant('2026-07-01', 600)).toBe(Date.UTC(2026, 6, 1, 7));
  });

  it('turns any wall-clock time of an ordinary day into an instant that shows that time', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 0, max: 1439 }), (d, minute) => {
        const date = addDays('2026-01-01', d);
        const instant = wallClockToInstant(date, minute);
        const skipped = offsetAt(instant) !== offsetAt(instant - 2 * HOUR);
        if (!skipped) {
          expect(localDate(instant)).toBe(date);
          expect(localMinute(instant)).toBe(minute);
        }
      }),
    );
  });
});

describe('freeStarts', () => {
  it('offers no start outside the schedule, inside the notice, or overlapping a held booking', () => {
    const input = fromArb.chain((from) =>
      fc.tuple(fc.constant(from), rulesArb, fc.integer({ min: 30, max: 900 }), heldArb(from)),
    );
    fc.assert(
      fc.property(input, ([from, rules, minutes, held]) => {
        const to = addDays(from, 4);
        const now = wallClockToInstant(from, 0) - 12 * HOUR;
        const starts = freeStarts(rules, held, { now, from, to, minutes });
        for (const start of starts) {
          expect(start).toBeGreaterThanOrEqual(now + rules.noticeHours * HOUR);
          expect(localDate(start) >= from && localDate(start) <= to).toBe(true);
          expect(insideSchedule(rules, start, minutes)).toBe(true);
          const end = holdEnd(rules, start, minutes);
          for (const b of held) expect(start >= b.end || b.start >= end).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  }, 60_000);

  it('offers nothing on a day that holds the most bookings a day, and something on the others', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3 }), fromArb, (max, from) => {
        const everyDay = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
          weekday,
          start: 8 * 60,
          end: 20 * 60,
          city: 'Vilnius',
        }));
        const rules = baseRules({ windows: everyDay, maxBookingsPerDay: max });
        const held: HeldBooking[] = Array.from({ length: max }, (_, i) => {
          const start = wallClockToInstant(from, 8 * 60 + i * 60);
          return { start, end: start + 30 * MINUTE };
        });
        const starts = freeStarts(rules, held, { now: NOW, from, to: addDays(from, 1), minutes: 30 });
        expect(starts.some((s) => localDate(s) === from)).toBe(false);
        expect(starts.some((s) => localDate(s) === addDays(from, 1))).toBe(true);
      }),
    );
  });

  it('lets a booking cross midnight into the next day when the windows touch, never into a gap', () => {
    const evening = { weekday: 5, start: 18 * 60, end: 24 * 60, city: 'Vilnius' };
    const night = { weekday: 6, start: 0, end: 2 * 60, city: 'Vilnius' };
    const friday = '2026-06-12';
    const rules = baseRules({ windows: [evening, night] });
    const starts = freeStarts(rules, [], { now: NOW, from: friday, to: friday, minutes: 180 });
    expect(starts.at(-1)).toBe(wallClockToInstant(friday, 23 * 60));
    const alone = freeStarts(baseRules({ windows: [evening] }), [], {
      now: NOW,
      from: friday,
      to: friday,
      minutes: 180,
    });
    expect(alone.at(-1)).toBe(wallClockToInstant(friday, 21 * 60));
    // An overnight window written 22:00 to 03:00 (the end is the next day's) is the same.
    const overnight = baseRules({ windows: [{ weekday: 5, start: 22 * 60, end: 27 * 60, city: 'Vilnius' }] });
    const late = freeStarts(overnight, [], { now: NOW, from: friday, to: friday, minutes: 240 });
    expect(late.map(localMinute)).toEqual([22 * 60, 22 * 60 + 30, 23 * 60]);
  });

  it('counts real hours on the daylight-saving days of Vilnius', () => {
    // Sunday 29 March 2026 is an hour short: a window 01:00-06:00 lasts four real hours.
    const sunday = { weekday: 7, start: 60, end: 6 * 60, city: 'Vilnius' };
    const spring = freeStarts(baseRules({ windows: [sunday] }), [], {
      now: NOW,
      from: '2026-03-29',
      to: '2026-03-29',
      minutes: 240,
    });
    expect(spring).toEqual([Date.UTC(2026, 2, 28, 23)]);
    expect(spring.every((s) => localMinute(s) !== 3 * 60 + 30)).toBe(true);
    // Sunday 25 October 2026 is an hour long: the same window lasts six real hours.
    const autumn = freeStarts(baseRules({ windows: [sunday] }), [], {
      now: NOW,
      from: '2026-10-25',
      to: '2026-10-25',
      minutes: 360,
    });
    expect(autumn).toEqual([Date.UTC(2026, 9, 24, 22)]);
    // Every start of those days is a whole step after the window's start, in real time.
    fc.assert(
      fc.property(
        fc.constantFrom('2026-03-29', '2026-10-25'),
        fc.integer({ min: 30, max: 300 }),
        (day, minutes) => {
          const rules = baseRules({ windows: [{ weekday: 7, start: 0, end: 1440, city: 'Vilnius' }] });
          const starts = freeStarts(rules, [], { now: NOW, from: day, to: day, minutes });
          for (const s of starts)
            expect((s - wallClockToInstant(day, 0)) % (SLOT_STEP_MINUTES * MINUTE)).toBe(0);
          const dayLength = wallClockToInstant(addDays(day, 1), 0) - wallClockToInstant(day, 0);
          expect(dayLength).toBe(day === '2026-03-29' ? 23 * HOUR : 25 * HOUR);
        },
      ),
    );
  });

  it('follows days off and extra days', () => {
    const monday = { weekday: 1, start: 10 * 60, end: 12 * 60, city: 'Vilnius' };
    const rules = baseRules({
      windows: [monday],
      exceptions: [
        { date: '2026-06-15', kind: 'off', start: null, end: null, city: null },
        { date: '2026-06-16', kind: 'extra', start: 9 * 60, end: 10 * 60, city: 'Kaunas' },
      ],
    });
    const starts = freeStarts(rules, [], { now: NOW, from: '2026-06-15', to: '2026-06-22', minutes: 60 });
    expect(starts.map((s) => `${localDate(s)} ${localMinute(s)}`)).toEqual([
      '2026-06-16 540',
      '2026-06-22 600',
      '2026-06-22 630',
      '2026-06-22 660',
    ]);
    const kaunas = freeStarts(rules, [], {
      now: NOW,
      from: '2026-06-15',
      to: '2026-06-22',
      minutes: 60,
      city: 'kaunas',
    });
    expect(kaunas).toHaveLength(1);
  });

  it('isFreeStart agrees with freeStarts and refuses a start off the grid', () => {
    const rules = baseRules({
      windows: [{ weekday: 1, start: 600, end: 720, city: 'Vilnius' }],
      travelBufferMinutes: 30,
    });
    const at10 = wallClockToInstant('2026-06-15', 600);
    expect(isFreeStart(rules, [], { now: NOW, minutes: 60, start: at10 })).toBe(true);
    expect(isFreeStart(rules, [], { now: NOW, minutes: 60, start: at10 + 10 * MINUTE })).toBe(false);
    const held = [{ start: at10, end: holdEnd(rules, at10, 60) }];
    // 10:00-11:00 plus 30 minutes' travel: 11:00 is taken, and a later start would not fit before 12:00.
    expect(
      freeStarts(rules, held, { now: NOW, from: '2026-06-15', to: '2026-06-15', minutes: 30 }).map(
        localMinute,
      ),
    ).toEqual([690]);
  });
});

describe('bookingMinutes and the schedule form', () => {
  it('scales preparation minutes by quantity, as a time-priced line is, with a floor', () => {
    expect(
      bookingMinutes([
        { dish: { preparationMinutes: 90 }, volume: 2 },
        { dish: { preparationMinutes: null }, volume: 3 },
      ]),
    ).toBe(180);
    expect(bookingMinutes([{ dish: { preparationMinutes: 5 }, volume: 1 }])).toBe(30);
  });

  it('reads windows and exceptions as JSON, with overnight ends', () => {
    const parsed = availabilitySchema.parse({
      windows: JSON.stringify([{ weekday: '5', start: '18:00', end: '02:00', city: ' Vilnius ' }]),
      exceptions: JSON.stringify([{ date: '2026-12-24', kind: 'off' }]),
      noticeHours: '24',
      maxBookingsPerDay: '2',
      travelBufferMinutes: '30',
    });
    expect(parsed.windows).toEqual([{ weekday: 5, start: 1080, end: 1560, city: 'Vilnius' }]);
    expect(parsed.exceptions[0]).toMatchObject({ date: '2026-12-24', kind: 'off' });
    expect(
      availabilitySchema.safeParse({
        windows: '[{"weekday":8}]',
        noticeHours: 1,
        maxBookingsPerDay: 1,
        travelBufferMinutes: 0,
      }).success,
    ).toBe(false);
    expect(
      availabilitySchema.safeParse({
        windows: '[]',
        exceptions: '[{"date":"2026-02-30","kind":"off"}]',
        noticeHours: 1,
        maxBookingsPerDay: 1,
        travelBufferMinutes: 0,
      }).success,
    ).toBe(false);
    expect(
      availabilitySchema.safeParse({
        windows: '[]',
        noticeHours: 1,
        maxBookingsPerDay: 0,
        travelBufferMinutes: 0,
      }).success,
    ).toBe(false);
  });
});

describe('the visit’s city', () => {
  // 2026-06-10 is a Wednesday: Vilnius 10:00-12:00, Kaunas 11:00-13:00, and an extra evening in Alytus.
  const rules = baseRules({
    windows: [
      { weekday: 3, start: 600, end: 720, city: 'Vilnius' },
      { weekday: 3, start: 660, end: 780, city: 'Kaunas' },
    ],
    exceptions: [{ date: '2026-06-10', kind: 'extra', start: 1080, end: 1200, city: 'Alytus' }],
  });
  const at = (minute: number) => wallClockToInstant('2026-06-10', minute);
  const query = { now: NOW, minutes: 60 };

  it('lists the chef’s cities once each, as first written, by name', () => {
    expect(
      scheduleCities({ ...rules, windows: [...rules.windows, { ...rules.windows[0]!, city: ' VILNIUS' }] }),
    ).toEqual(['Alytus', 'Kaunas', 'Vilnius']);
    expect(sameCity(' kaunas', 'Kaunas ')).toBe(true);
    expect(sameCity('Kaunas', 'Vilnius')).toBe(false);
  });

  it('holds a start for the city asked for only when it is free there', () => {
    expect(freeStartCity(rules, [], { ...query, start: at(600), city: 'vilnius' })).toBe('Vilnius');
    expect(freeStartCity(rules, [], { ...query, start: at(600), city: 'Kaunas' })).toBeNull();
    expect(freeStartCity(rules, [], { ...query, start: at(1080), city: 'Alytus' })).toBe('Alytus');
    expect(freeStartCity(rules, [], { ...query, start: at(600), city: 'Riga' })).toBeNull();
  });

  it('without a city, takes the first city (by name) the start is free in', () => {
    // 11:00 for an hour is free in both Kaunas and Vilnius.
    expect(freeStartCity(rules, [], { ...query, start: at(660) })).toBe('Kaunas');
    expect(freeStartCity(rules, [], { ...query, start: at(720) })).toBe('Kaunas');
    expect(freeStartCity(rules, [], { ...query, start: at(900) })).toBeNull();
  });

  it('agrees with the free starts of each city', () => {
    fc.assert(
      fc.property(rulesArb, fromArb, fc.constantFrom('Vilnius', 'Kaunas'), (r, from, city) => {
        const starts = freeStarts(r, [], { now: NOW, from, to: from, minutes: 30, city });
        for (const start of starts)
          expect(freeStartCity(r, [], { now: NOW, minutes: 30, start, city: city.toUpperCase() })).toBe(city);
      }),
      { numRuns: 50 },
    );
  });
});
