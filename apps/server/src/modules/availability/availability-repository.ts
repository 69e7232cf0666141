import { and, asc, eq, gt, inArray, lt, ne } from 'drizzle-orm';
import type { ScheduleException, ScheduleWindow } from '@hearth/domain/availability';
import type { DbOrTx } from '../../db/database.ts';
import {
  chefAvailability,
  chefScheduleExceptions,
  chefScheduleWindows,
  merchantProfiles,
  orderAddresses,
  orders,
  users,
} from '../../db/schema.ts';

/** Drizzle queries of a chef's availability (decision 063). */

export type AvailabilityRecord = typeof chefAvailability.$inferSelect;

export async function findSettings(db: DbOrTx, chefId: number): Promise<AvailabilityRecord | undefined> {
  const [row] = await db.select().from(chefAvailability).where(eq(chefAvailability.chefId, chefId));
  return row;
}

/**
 * The chef's settings row, locked until the transaction ends: the checkouts of one chef (on any instance)
 * check and write their booking one at a time, so two customers never both get the last slot.
 */
export async function lockSettings(tx: DbOrTx, chefId: number): Promise<AvailabilityRecord | undefined> {
  const [row] = await tx
    .select()
    .from(chefAvailability)
    .where(eq(chefAvailability.chefId, chefId))
    .for('update');
  return row;
}

export async function listWindows(db: DbOrTx, chefId: number): Promise<ScheduleWindow[]> {
  const rows = await db
    .select()
    .from(chefScheduleWindows)
    .where(eq(chefScheduleWindows.chefId, chefId))
    .orderBy(
      asc(chefScheduleWindows.weekday),
      asc(chefScheduleWindows.startMinute),
      asc(chefScheduleWindows.id),
    );
  return rows.map((w) => ({ weekday: w.weekday, start: w.startMinute, end: w.endMinute, city: w.city }));
}

export async function listExceptions(db: DbOrTx, chefId: number): Promise<ScheduleException[]> {
  const rows = await db
    .select()
    .from(chefScheduleExceptions)
    .where(eq(chefScheduleExceptions.chefId, chefId))
    .orderBy(asc(chefScheduleExceptions.day), asc(chefScheduleExceptions.id));
  return rows.map((e) => ({
    date: e.day,
    kind: e.kind,
    start: e.startMinute,
    end: e.endMinute,
    city: e.city,
  }));
}

export async function upsertSettings(
  tx: DbOrTx,
  values: Omit<typeof chefAvailability.$inferInsert, 'calendarToken'>,
): Promise<void> {
  const { chefId: _chefId, ...changes } = values;
  await tx
    .insert(chefAvailability)
    .values(values)
    .onConflictDoUpdate({ target: chefAvailability.chefId, set: changes });
}

export async function replaceSchedule(
  tx: DbOrTx,
  chefId: number,
  windows: readonly ScheduleWindow[],
  exceptions: readonly ScheduleException[],
): Promise<void> {
  await tx.delete(chefScheduleWindows).where(eq(chefScheduleWindows.chefId, chefId));
  await tx.delete(chefScheduleExceptions).where(eq(chefScheduleExceptions.chefId, chefId));
  if (windows.length > 0) {
    await tx.insert(chefScheduleWindows).values(
      windows.map((w) => ({
        chefId,
        weekday: w.weekday,
        startMinute: w.start,
        endMinute: w.end,
        city: w.city,
      })),
    );
  }
  if (exceptions.length > 0) {
    await tx.insert(chefScheduleExceptions).values(
      exceptions.map((e) => ({
        chefId,
        day: e.date,
        kind: e.kind,
        startMinute: e.start,
        endMinute: e.end,
        city: e.city,
      })),
    );
  }
}

export async function setCalendarToken(tx: DbOrTx, chefId: number, token: string, now: Date): Promise<void> {
  await tx
    .update(chefAvailability)
    .set({ calendarToken: token, updatedAt: now })
    .where(eq(chefAvailability.chefId, chefId));
}

export async function findByCalendarToken(
  db: DbOrTx,
  token: string,
): Promise<AvailabilityRecord | undefined> {
  const [row] = await db.select().from(chefAvailability).where(eq(chefAvailability.calendarToken, token));
  return row;
}

/**
 * The bookings the chef holds (orders not cancelled) whose hold overlaps [from, to), but `exceptOrderId`'s
 * (an order growing by a dish is checked against the others). By the orders_chef_bookings_idx index.
 */
export async function heldBookings(
  db: DbOrTx,
  chefId: number,
  from: Date,
  to: Date,
  exceptOrderId: number | null = null,
): Promise<{ start: number; end: number }[]> {
  const rows = await db
    .select({ id: orders.id, start: orders.serviceDeliveryDate, end: orders.serviceEndDate })
    .from(orders)
    .where(
      and(
        eq(orders.chefId, chefId),
        ne(orders.status, 'cancelled'),
        gt(orders.serviceEndDate, from),
        lt(orders.serviceDeliveryDate, to),
      ),
    );
  return rows
    .filter((row) => row.id !== exceptOrderId)
    .map((row) => ({ start: row.start.getTime(), end: row.end.getTime() }));
}

/** The chef's confirmed (and delivered) bookings from `since` on, soonest first, for the calendar feed. */
export async function confirmedBookings(db: DbOrTx, chefId: number, since: Date) {
  return db
    .select({
      sid: orders.sid,
      start: orders.serviceDeliveryDate,
      end: orders.serviceEndDate,
      status: orders.status,
      updatedAt: orders.updatedAt,
      commentary: orders.commentary,
      city: orderAddresses.city,
      address: orderAddresses.formattedAddress,
    })
    .from(orders)
    .leftJoin(orderAddresses, eq(orderAddresses.orderId, orders.id))
    .where(
      and(
        eq(orders.chefId, chefId),
        inArray(orders.status, ['confirmed', 'delivered', 'completed']),
        gt(orders.serviceEndDate, since),
      ),
    )
    .orderBy(asc(orders.serviceDeliveryDate))
    .limit(1000);
}

/** Whether the user is an approved chef (the only chefs whose dishes can be ordered). */
export async function isApprovedChef(db: DbOrTx, chefId: number): Promise<boolean> {
  const [row] = await db
    .select({ status: merchantProfiles.status })
    .from(merchantProfiles)
    .where(eq(merchantProfiles.userId, chefId));
  return row?.status === 'approved';
}

/** The language of the chef's account (their calendar feed's texts). */
export async function chefLanguage(db: DbOrTx, chefId: number): Promise<'en' | 'lt'> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, chefId));
  return row?.language ?? 'en';
}
