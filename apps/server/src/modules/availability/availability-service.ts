import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  availabilityView,
  bookingMinutes,
  earliestStart,
  freeStartCity,
  freeStarts,
  holdEnd,
  type AvailabilityInput,
  type AvailabilityRules,
  type AvailabilityView,
  type SlotsQuery,
  type SlotsView,
} from '@hearth/domain/availability';
import { addDays, localDate, wallClockToInstant } from '@hearth/domain/availability-time';
import { MESSAGES } from '@hearth/domain/messages';
import type { DbOrTx, Tx } from '../../db/database.ts';
import { Conflict, Invalid, NotFound } from '../../errors.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { orderableDishes } from '../catalogue/catalogue-service.ts';
import { calendarFeed } from './calendar-feed.ts';
import * as repo from './availability-repository.ts';

/**
 * A chef's availability (decision 063): the schedule the chef sets, the free starts shown to customers, the
 * check of a booked start at checkout (under the chef's row lock) and the calendar feed.
 */

/** Where the calendar feed of a token is served (getChefCalendar's path). */
export const calendarPath = (token: string) => `/store/chef-calendar/${token}.ics`;

const DAY_MS = 86_400_000;

/** The chef's rules, or null for a chef who never saved a schedule (their checkout takes any future start). */
async function readRules(db: DbOrTx, chefId: number, settings?: repo.AvailabilityRecord) {
  const row = settings ?? (await repo.findSettings(db, chefId));
  if (!row) return null;
  const [windows, exceptions] = await Promise.all([
    repo.listWindows(db, chefId),
    repo.listExceptions(db, chefId),
  ]);
  const rules: AvailabilityRules = {
    windows,
    exceptions,
    noticeHours: row.noticeHours,
    maxBookingsPerDay: row.maxBookingsPerDay,
    travelBufferMinutes: row.travelBufferMinutes,
  };
  return { row, rules };
}

const EMPTY_RULES: AvailabilityRules = {
  windows: [],
  exceptions: [],
  noticeHours: 24,
  maxBookingsPerDay: 2,
  travelBufferMinutes: 30,
};

async function ownView(db: DbOrTx, chefId: number): Promise<AvailabilityView> {
  const found = await readRules(db, chefId);
  if (!found) return availabilityView(EMPTY_RULES, false, null);
  const token = found.row.calendarToken;
  return availabilityView(found.rules, true, token ? calendarPath(token) : null);
}

/** GET /secure/availability. */
export async function getAvailability(app: FastifyInstance, user: SessionUser): Promise<AvailabilityView> {
  return ownView(app.db, user.id);
}

/** POST /secure/availability: the whole schedule replaced at once, under the chef's lock. */
export async function saveAvailability(
  app: FastifyInstance,
  user: SessionUser,
  input: AvailabilityInput,
): Promise<AvailabilityView> {
  return app.db.transaction(async (tx) => {
    await repo.lockSettings(tx, user.id);
    await repo.upsertSettings(tx, {
      chefId: user.id,
      noticeHours: input.noticeHours,
      maxBookingsPerDay: input.maxBookingsPerDay,
      travelBufferMinutes: input.travelBufferMinutes,
      updatedAt: app.clock(),
    });
    await repo.replaceSchedule(tx, user.id, input.windows, input.exceptions);
    return ownView(tx, user.id);
  });
}

/** POST /secure/availability/calendar: a new random feed address (the old one stops answering). */
export async function renewCalendarFeed(app: FastifyInstance, user: SessionUser): Promise<AvailabilityView> {
  return app.db.transaction(async (tx) => {
    const row = await repo.lockSettings(tx, user.id);
    if (!row) {
      await repo.upsertSettings(tx, {
        chefId: user.id,
        noticeHours: EMPTY_RULES.noticeHours,
        maxBookingsPerDay: EMPTY_RULES.maxBookingsPerDay,
        travelBufferMinutes: EMPTY_RULES.travelBufferMinutes,
        updatedAt: app.clock(),
      });
    }
    await repo.setCalendarToken(tx, user.id, randomBytes(24).toString('base64url'), app.clock());
    return ownView(tx, user.id);
  });
}

/** The held bookings around the local days from..to: from the day before to the day after. */
function heldAround(
  db: DbOrTx,
  chefId: number,
  from: string,
  to: string,
  exceptOrderId: number | null = null,
) {
  const start = new Date(wallClockToInstant(addDays(from, -1), 0));
  const end = new Date(wallClockToInstant(addDays(to, 2), 0));
  return repo.heldBookings(db, chefId, start, end, exceptOrderId);
}

/**
 * GET /store/chef-slots: the free starts of an approved chef for a cart (or the shortest order). The starts
 * before the notice aside, they follow only the chef's schedule and bookings and the catalogue (the chef's
 * approval), so they are kept per chef (decision 074) under the chef's version and the catalogue's; a visit
 * costs the versions' statement (and the cart's dishes), and the notice is applied with the clock of the moment.
 */
export async function chefSlots(app: FastifyInstance, query: SlotsQuery): Promise<SlotsView> {
  let chefId = query.chefId;
  let minutes = bookingMinutes([]);
  const cart = query.items !== undefined && query.items.length > 0;
  if (query.items && cart) {
    const ids = query.items.map((item) => item.productId);
    const dishes = await orderableDishes(app.db, ids);
    if (ids.some((id) => !dishes.has(id))) throw new NotFound(MESSAGES.productNotFound);
    const list = [...dishes.values()];
    if (list.some((dish) => !dish.available)) throw new Invalid(MESSAGES.productUnavailable);
    const chefs = new Set(list.map((dish) => dish.chefId));
    if (chefs.size > 1 || (chefId !== undefined && !chefs.has(chefId)))
      throw new Invalid(MESSAGES.oneChefPerOrder);
    chefId = list[0]!.chefId;
    minutes = bookingMinutes(
      query.items.map((item) => ({ dish: dishes.get(item.productId)!.pricing, volume: item.productVolume })),
    );
  }
  const city = query.city ?? null;
  const key = `slots:${cart ? 'cart' : 'chef'}:${query.from}:${query.to}:${minutes}:${city ?? ''}`;
  const found = await app.readCache.userData(chefId!, key, () =>
    anyTimeStarts(app, chefId!, { cart, from: query.from, to: query.to, minutes, city }),
  );
  if (found === 'not-found') throw new NotFound(MESSAGES.chefNotFound);
  if (found === null) return { configured: false, minutes, starts: [], dates: [] };
  const earliest = earliestStart(found, app.clock().getTime());
  const starts = found.starts.filter((ms) => ms >= earliest);
  return {
    configured: true,
    minutes,
    starts: starts.map((ms) => Math.floor(ms / 1000)),
    dates: [...new Set(starts.map(localDate))],
  };
}

/**
 * The chef's free starts whatever the clock (freeStarts with a `now` of -Infinity) and their notice; null for
 * a chef without a schedule; 'not-found' when the chef (asked for without a cart) is not an approved chef.
 */
async function anyTimeStarts(
  app: FastifyInstance,
  chefId: number,
  query: { cart: boolean; from: string; to: string; minutes: number; city: string | null },
): Promise<{ noticeHours: number; starts: number[] } | null | 'not-found'> {
  if (!query.cart && !(await repo.isApprovedChef(app.db, chefId))) return 'not-found';
  const found = await readRules(app.db, chefId);
  if (!found) return null;
  const held = await heldAround(app.db, chefId, query.from, query.to);
  const starts = freeStarts(found.rules, held, {
    now: Number.NEGATIVE_INFINITY,
    from: query.from,
    to: query.to,
    minutes: query.minutes,
    city: query.city,
  });
  return { noticeHours: found.rules.noticeHours, starts };
}

/**
 * The checkout's check, inside the order's transaction: under the chef's row lock, the start must be a free
 * start for `minutes` (the other held bookings, the notice, the bookings a day) in the visit's city, or, with
 * no city given, in one of the chef's cities. Answers the end the order holds and the city it is held for (the
 * chef's spelling). A chef without a schedule takes any start (their order holds its cooking time, for the
 * city given). 409 slotUnavailable otherwise, and the caller's transaction writes nothing.
 */
export async function reserveSlot(
  app: FastifyInstance,
  tx: Tx,
  booking: { chefId: number; start: Date; minutes: number; city: string | null; exceptOrderId?: number },
): Promise<{ end: Date; city: string | null }> {
  const settings = await repo.lockSettings(tx, booking.chefId);
  const found = settings ? await readRules(tx, booking.chefId, settings) : null;
  if (!found)
    return { end: new Date(booking.start.getTime() + booking.minutes * 60_000), city: booking.city };
  const day = localDate(booking.start.getTime());
  const held = await heldAround(tx, booking.chefId, day, day, booking.exceptOrderId ?? null);
  const city = freeStartCity(found.rules, held, {
    now: app.clock().getTime(),
    minutes: booking.minutes,
    start: booking.start.getTime(),
    city: booking.city,
  });
  if (city === null)
    throw new Conflict(MESSAGES.slotUnavailable, { serviceDeliveryDate: [MESSAGES.slotUnavailable] });
  return { end: new Date(holdEnd(found.rules, booking.start.getTime(), booking.minutes)), city };
}

/** GET /store/chef-calendar/:token: the chef's confirmed bookings as an iCalendar file. */
export async function chefCalendar(app: FastifyInstance, tokenParam: string): Promise<string> {
  const token = tokenParam.endsWith('.ics') ? tokenParam.slice(0, -4) : tokenParam;
  const row = token.length > 0 ? await repo.findByCalendarToken(app.db, token) : undefined;
  if (!row) throw new NotFound(MESSAGES.calendarNotFound);
  const now = app.clock();
  const [bookings, language] = await Promise.all([
    repo.confirmedBookings(app.db, row.chefId, new Date(now.getTime() - 30 * DAY_MS)),
    repo.chefLanguage(app.db, row.chefId),
  ]);
  return calendarFeed(bookings, now, language);
}
