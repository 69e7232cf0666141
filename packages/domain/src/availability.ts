import { z } from 'zod';
import { addDays, isIsoDate, localDate, wallClockToInstant, weekdayOf } from './availability-time.ts';
import { decimalInput, hasControlCharacters, idSchema, isBlank, requiredOr } from './fields.ts';
import { V } from './messages.ts';
import { feeItemSchema, ORDER_LINES_MAX } from './orders.ts';
import type { PricedDish } from './pricing.ts';

/**
 * A chef's availability (decision 063): when a customer may book them, computed once here for the checkout,
 * the server's check at ordering, the chef and dish pages and the chef's own schedule screen.
 *
 * - A weekly schedule: windows of a weekday, from a start to an end wall-clock time in Vilnius, in a city the
 *   chef serves. An end at or before the start runs into the next day (18:00 to 02:00).
 * - Exceptions on a calendar day: "off" removes that day's weekly windows; "extra" adds a window that day.
 * - A minimum notice in hours: no start sooner than that from now.
 * - At most so many bookings a day (by the local day of their start).
 * - The time an order needs: its dishes' preparation minutes times their quantity (the way a time-priced
 *   line's price scales), at least BOOKING_MINUTES_MIN; the cooking must lie inside the chef's windows
 *   (windows that touch, as 20:00-24:00 and the next day's 00:00-02:00, are one stretch).
 * - A travel buffer in minutes after each booking: a booking holds [start, start + minutes + buffer) and no
 *   two held bookings may overlap, so between two bookings there is always the buffer.
 * - Starts are offered every SLOT_STEP_MINUTES from a window's start.
 */

export const SLOT_STEP_MINUTES = 30;
/** Even an order of dishes without a preparation time takes the chef this long. */
export const BOOKING_MINUTES_MIN = 30;
export const NOTICE_HOURS_MAX = 720;
export const BOOKINGS_PER_DAY_MAX = 10;
export const TRAVEL_BUFFER_MINUTES_MAX = 240;
export const SCHEDULE_WINDOWS_MAX = 50;
export const SCHEDULE_EXCEPTIONS_MAX = 200;
export const SCHEDULE_CITY_MAX = 100;
/** The free starts are asked for at most this many days at once. */
export const SLOT_RANGE_DAYS_MAX = 62;
// SLOT_DAYS_AHEAD and NEXT_FREE_DAYS_SHOWN are in constants.ts: the pages read them without this module's schemas.
export { NEXT_FREE_DAYS_SHOWN, SLOT_DAYS_AHEAD } from './constants.ts';
/** Schedule times are whole quarters of an hour. */
export const SCHEDULE_MINUTE_STEP = 15;

export const EXCEPTION_KINDS = ['off', 'extra'] as const;
export type ExceptionKind = (typeof EXCEPTION_KINDS)[number];

/** Minutes from midnight; `end` > `start` and up to a day after it (it may pass 1440: the next day). */
export interface ScheduleWindow {
  weekday: number;
  start: number;
  end: number;
  city: string;
}

/** An "off" day has no times; an "extra" day has one window. */
export interface ScheduleException {
  date: string;
  kind: ExceptionKind;
  start: number | null;
  end: number | null;
  city: string | null;
}

export interface AvailabilityRules {
  windows: readonly ScheduleWindow[];
  exceptions: readonly ScheduleException[];
  noticeHours: number;
  maxBookingsPerDay: number;
  travelBufferMinutes: number;
}

/** A booking the chef already holds: its start and the end of its hold (cooking + buffer), epoch ms. */
export interface HeldBooking {
  start: number;
  end: number;
}

const MINUTE_MS = 60_000;

/** The minutes an order of these lines needs: preparation minutes x quantity, at least BOOKING_MINUTES_MIN. */
export function bookingMinutes(
  lines: readonly { dish: Pick<PricedDish, 'preparationMinutes'>; volume: number }[],
) {
  const cooking = lines.reduce((sum, line) => sum + (line.dish.preparationMinutes ?? 0) * line.volume, 0);
  return Math.max(BOOKING_MINUTES_MIN, cooking);
}

/** The end of what a booking starting at `start` holds: the cooking plus the chef's travel buffer. */
export function holdEnd(
  rules: Pick<AvailabilityRules, 'travelBufferMinutes'>,
  start: number,
  minutes: number,
) {
  return start + (minutes + rules.travelBufferMinutes) * MINUTE_MS;
}

interface Stretch {
  start: number;
  end: number;
  city: string;
}

/** The windows of one calendar day as instants: the weekly ones unless the day is off, plus its extras. */
function dayStretches(rules: AvailabilityRules, date: string): Stretch[] {
  const exceptions = rules.exceptions.filter((e) => e.date === date);
  const off = exceptions.some((e) => e.kind === 'off');
  const weekday = weekdayOf(date);
  const windows = [
    ...(off ? [] : rules.windows.filter((w) => w.weekday === weekday)),
    ...exceptions.flatMap((e) =>
      e.kind === 'extra' && e.start !== null && e.end !== null && e.city !== null
        ? [{ start: e.start, end: e.end, city: e.city }]
        : [],
    ),
  ];
  return windows.map((w) => ({
    start: wallClockToInstant(date, w.start),
    end: wallClockToInstant(date, w.end),
    city: cityKey(w.city),
  }));
}

/** Windows of one city that overlap or touch make one stretch (a booking may run from one into the next). */
function mergeStretches(stretches: Stretch[]): Stretch[] {
  const sorted = [...stretches].sort((a, b) => a.city.localeCompare(b.city) || a.start - b.start);
  const merged: Stretch[] = [];
  for (const s of sorted) {
    const last = merged.at(-1);
    if (last && last.city === s.city && s.start <= last.end) last.end = Math.max(last.end, s.end);
    else merged.push({ ...s });
  }
  return merged;
}

export interface SlotQuery {
  /** The clock's now, epoch ms. */
  now: number;
  /** The first and last calendar day (Vilnius) of the starts wanted. */
  from: string;
  to: string;
  /** The minutes the order needs (bookingMinutes). */
  minutes: number;
  /** Only the windows of this city (any case); all the chef's cities when missing. */
  city?: string | null;
}

/**
 * The free start times (epoch ms, ascending, no repeats) whose local day is from `from` to `to`: inside a
 * stretch of the chef's windows for the whole cooking, not sooner than the notice, on a day with fewer
 * bookings than the chef's limit, and with a hold that overlaps no held booking's.
 */
export function freeStarts(
  rules: AvailabilityRules,
  held: readonly HeldBooking[],
  query: SlotQuery,
): number[] {
  if (query.from > query.to) return [];
  const city = query.city ? cityKey(query.city) || null : null;
  const stretches: Stretch[] = [];
  // The day before `from` too (its window may run past midnight into `from`), and the day after `to` (the
  // cooking of a late start may run into its windows).
  const last = addDays(query.to, 1);
  for (let date = addDays(query.from, -1); date <= last; date = addDays(date, 1)) {
    stretches.push(...dayStretches(rules, date).filter((s) => city === null || s.city === city));
  }
  const earliest = earliestStart(rules, query.now);
  const cooking = query.minutes * MINUTE_MS;
  const perDay = new Map<string, number>();
  for (const booking of held) {
    const day = localDate(booking.start);
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
  }
  const starts = new Set<number>();
  for (const stretch of mergeStretches(stretches)) {
    for (let start = stretch.start; start + cooking <= stretch.end; start += SLOT_STEP_MINUTES * MINUTE_MS) {
      if (start < earliest) continue;
      const day = localDate(start);
      if (day < query.from || day > query.to) continue;
      if ((perDay.get(day) ?? 0) >= rules.maxBookingsPerDay) continue;
      const end = holdEnd(rules, start, query.minutes);
      if (held.some((b) => start < b.end && b.start < end)) continue;
      starts.add(start);
    }
  }
  return [...starts].sort((a, b) => a - b);
}

/**
 * The soonest start the chef's notice allows at `now` (epoch ms). The only part of freeStarts that follows the
 * clock: the starts found with a `now` of -Infinity, kept from those before this, are the free starts at `now`.
 */
export function earliestStart(rules: Pick<AvailabilityRules, 'noticeHours'>, now: number): number {
  return now + rules.noticeHours * 60 * MINUTE_MS;
}

/** Whether `start` (epoch ms) is one of the free starts of its day. */
export function isFreeStart(
  rules: AvailabilityRules,
  held: readonly HeldBooking[],
  query: Omit<SlotQuery, 'from' | 'to'> & { start: number },
): boolean {
  const day = localDate(query.start);
  return freeStarts(rules, held, { ...query, from: day, to: day }).includes(query.start);
}

/** A city as compared: two spellings that differ only in case or surrounding spaces are one city. */
export function cityKey(city: string): string {
  return city.trim().toLowerCase();
}

/** Whether two city names are the same city (cityKey). */
export function sameCity(a: string, b: string): boolean {
  return cityKey(a) === cityKey(b);
}

/** The cities the chef serves (weekly windows and extra days), as the chef first wrote each, by name. */
export function scheduleCities(rules: Pick<AvailabilityRules, 'windows' | 'exceptions'>): string[] {
  const cities = new Map<string, string>();
  for (const place of [...rules.windows, ...rules.exceptions]) {
    if (place.city !== null && !cities.has(cityKey(place.city))) cities.set(cityKey(place.city), place.city);
  }
  return [...cities.values()].sort((a, b) => cityKey(a).localeCompare(cityKey(b)));
}

/**
 * The city a booking at `start` is held for: the chef's spelling of `query.city` when the start is free in
 * that city's windows, or, without a city, the first of the chef's cities (by name) in which it is free;
 * null when it is free in none of them.
 */
export function freeStartCity(
  rules: AvailabilityRules,
  held: readonly HeldBooking[],
  query: Omit<SlotQuery, 'from' | 'to'> & { start: number },
): string | null {
  const wanted = query.city ? cityKey(query.city) : null;
  const cities = scheduleCities(rules).filter((city) => wanted === null || cityKey(city) === wanted);
  return cities.find((city) => isFreeStart(rules, held, { ...query, city })) ?? null;
}

/** The calendar days from `from` to `to` that have at least one free start. */
export function availableDates(rules: AvailabilityRules, held: readonly HeldBooking[], query: SlotQuery) {
  return [...new Set(freeStarts(rules, held, query).map(localDate))];
}

// ---- Input ----

/** "HH:MM" as minutes from midnight; "24:00" is the end of the day. */
export function parseClock(value: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  if (Number(match[2]) > 59 || minutes > 1440) return null;
  return minutes;
}

/** Minutes from midnight as "HH:MM" (1440 and beyond as the next day's time). */
export function formatClock(minutes: number): string {
  const m = minutes % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

const clockSchema = z.string({ error: requiredOr(V.required) }).transform((v, ctx) => {
  const minutes = parseClock(v);
  if (minutes === null || minutes % SCHEDULE_MINUTE_STEP !== 0) {
    ctx.addIssue({ code: 'custom', message: V.invalid });
    return z.NEVER;
  }
  return minutes;
});

const citySchema = z
  .string({ error: requiredOr(V.required) })
  .trim()
  .min(1, V.required)
  .max(SCHEDULE_CITY_MAX, V.tooLong)
  .refine((v) => !hasControlCharacters(v, false), V.invalid);

/** An end at or before the start is the next day's: 18:00 to 02:00 lasts eight hours. */
function spanOf(start: number, end: number): { start: number; end: number } {
  return { start, end: end <= start ? end + 1440 : end };
}

const windowSchema = z
  .object({
    weekday: z.coerce.number({ error: V.invalid }).int(V.invalid).min(1, V.invalid).max(7, V.invalid),
    start: clockSchema.refine((m) => m < 1440, V.invalid),
    end: clockSchema,
    city: citySchema,
  })
  .transform((w) => ({ weekday: w.weekday, ...spanOf(w.start, w.end), city: w.city }));

const dateSchema = z.string({ error: requiredOr(V.required) }).refine(isIsoDate, V.invalid);

const exceptionSchema = z
  .object({
    date: dateSchema,
    kind: z.enum(EXCEPTION_KINDS, { error: V.invalid }),
    start: clockSchema.refine((m) => m < 1440, V.invalid).optional(),
    end: clockSchema.optional(),
    city: citySchema.optional(),
  })
  .transform((e, ctx): ScheduleException => {
    if (e.kind === 'off') return { date: e.date, kind: 'off', start: null, end: null, city: null };
    if (e.start === undefined || e.end === undefined || e.city === undefined) {
      ctx.addIssue({ code: 'custom', message: V.required });
      return z.NEVER;
    }
    return { date: e.date, kind: 'extra', ...spanOf(e.start, e.end), city: e.city };
  });

/** Lists arrive as a JSON string (form bodies) or a list (JSON bodies). */
function parseJsonList(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

const wholeNumber = (max: number) =>
  z.preprocess(
    (v) => (isBlank(v) ? undefined : decimalInput(v)),
    z
      .number({ error: requiredOr(V.required) })
      .int(V.invalid)
      .min(0, V.invalid)
      .max(max, V.tooHigh),
  );

/** POST /secure/availability: the chef's whole availability at once. */
export const availabilitySchema = z.object({
  windows: z.preprocess(
    parseJsonList,
    z.array(windowSchema, { error: requiredOr(V.required) }).max(SCHEDULE_WINDOWS_MAX, V.tooHigh),
  ),
  exceptions: z.preprocess(
    (v) => (v === undefined || isBlank(v) ? [] : parseJsonList(v)),
    z.array(exceptionSchema, { error: V.invalid }).max(SCHEDULE_EXCEPTIONS_MAX, V.tooHigh),
  ),
  noticeHours: wholeNumber(NOTICE_HOURS_MAX),
  maxBookingsPerDay: wholeNumber(BOOKINGS_PER_DAY_MAX).refine((v) => v >= 1, V.invalid),
  travelBufferMinutes: wholeNumber(TRAVEL_BUFFER_MINUTES_MAX),
});
export type AvailabilityInput = z.output<typeof availabilitySchema>;

const windowModel = z.object({
  weekday: z.number().int(),
  start: z.string(),
  end: z.string(),
  city: z.string(),
});

/** model.availability: what the chef set, times as "HH:MM" (an end before its start is the next day's). */
export const availabilityModel = z.object({
  configured: z.boolean(),
  windows: z.array(windowModel),
  exceptions: z.array(
    z.object({
      date: z.string(),
      kind: z.enum(EXCEPTION_KINDS),
      start: z.string().nullable(),
      end: z.string().nullable(),
      city: z.string().nullable(),
    }),
  ),
  noticeHours: z.number().int(),
  maxBookingsPerDay: z.number().int(),
  travelBufferMinutes: z.number().int(),
  /** The secret address of the chef's calendar feed (a path), null before the chef asked for one. */
  calendarPath: z.string().nullable(),
});
export type AvailabilityView = z.infer<typeof availabilityModel>;

/** The rules as the chef sees them: minutes back to "HH:MM". */
export function availabilityView(rules: AvailabilityRules, configured: boolean, calendarPath: string | null) {
  return {
    configured,
    windows: rules.windows.map((w) => ({ ...w, start: formatClock(w.start), end: formatClock(w.end) })),
    exceptions: rules.exceptions.map((e) => ({
      ...e,
      start: e.start === null ? null : formatClock(e.start),
      end: e.end === null ? null : formatClock(e.end),
    })),
    noticeHours: rules.noticeHours,
    maxBookingsPerDay: rules.maxBookingsPerDay,
    travelBufferMinutes: rules.travelBufferMinutes,
    calendarPath,
  } satisfies AvailabilityView;
}

/** GET /store/chef-slots: a chef's free starts over some days, for a cart (its items) or the shortest order. */
export const slotsQuerySchema = z
  .object({
    /** The chef; may be left out when `items` are given (their chef). */
    chefId: z.preprocess((v) => (isBlank(v) ? undefined : v), idSchema.optional()),
    from: dateSchema,
    to: dateSchema,
    items: z
      .preprocess(
        (v) => (v === undefined || isBlank(v) ? undefined : parseJsonList(v)),
        z.array(feeItemSchema, { error: V.invalid }).max(ORDER_LINES_MAX, V.tooHigh),
      )
      .optional(),
    city: z.preprocess((v) => (isBlank(v) ? undefined : v), citySchema.optional()),
  })
  .refine((q) => q.chefId !== undefined || (q.items?.length ?? 0) > 0, {
    path: ['chefId'],
    message: V.required,
  })
  // Zod runs this even when a day is invalid (that day has its own error then).
  .refine(
    (q) =>
      !isIsoDate(q.from) ||
      !isIsoDate(q.to) ||
      (q.from <= q.to && addDays(q.from, SLOT_RANGE_DAYS_MAX - 1) >= q.to),
    {
      path: ['to'],
      message: V.invalid,
    },
  );
export type SlotsQuery = z.output<typeof slotsQuerySchema>;

/** model of GET /store/chef-slots: the free starts (epoch seconds) and the minutes the order needs. */
export const slotsModel = z.object({
  /** Whether the chef has set a schedule; without one the checkout takes any future start. */
  configured: z.boolean(),
  minutes: z.number().int(),
  starts: z.array(z.number().int()),
  /** The days of `starts` (Vilnius calendar days). */
  dates: z.array(z.string()),
});
export type SlotsView = z.infer<typeof slotsModel>;
