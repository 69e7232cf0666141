/**
 * Wall-clock time in the marketplace's time zone (Europe/Vilnius) with the platform's Intl support, so that a
 * chef's "Monday 10:00" is the right instant on either side of a daylight-saving change. Dates are ISO
 * calendar days ("2026-03-29"); minutes count from that day's midnight.
 */

export const MARKET_TIME_ZONE = 'Europe/Vilnius';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** The format that reads an instant's wall-clock parts in Vilnius, made at its first use (not at import). */
let wallClockFormat: Intl.DateTimeFormat | undefined;
const wallClock = () =>
  (wallClockFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: MARKET_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }));

interface WallParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallParts(instantMs: number): WallParts {
  const parts: Record<string, number> = {};
  for (const part of wallClock().formatToParts(new Date(instantMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts as unknown as WallParts;
}

const HOUR_MS = 3_600_000;
/** Offsets by the hour since the epoch: Vilnius changes its offset only on whole hours. */
const offsetsByHour = new Map<number, number>();

/** How far Vilnius's wall clock is ahead of UTC at an instant, in milliseconds (+2 h in winter, +3 h in summer). */
export function offsetAt(instantMs: number): number {
  const hour = Math.floor(instantMs / HOUR_MS);
  let offset = offsetsByHour.get(hour);
  if (offset === undefined) {
    const at = hour * HOUR_MS;
    const p = wallParts(at);
    offset = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - at;
    if (offsetsByHour.size > 100_000) offsetsByHour.clear();
    offsetsByHour.set(hour, offset);
  }
  return offset;
}

/** The ISO calendar day of an instant in Vilnius. */
export function localDate(instantMs: number): string {
  return new Date(instantMs + offsetAt(instantMs)).toISOString().slice(0, 10);
}

/** Minutes since Vilnius's midnight of the instant's day, as the wall clock shows them. */
export function localMinute(instantMs: number): number {
  const wall = new Date(instantMs + offsetAt(instantMs));
  return wall.getUTCHours() * 60 + wall.getUTCMinutes();
}

function dateUtcMs(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day);
}

/** ISO weekday of a calendar day: 1 Monday ... 7 Sunday. */
export function weekdayOf(date: string): number {
  const day = new Date(dateUtcMs(date)).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The calendar day `days` after (or before) `date`. */
export function addDays(date: string, days: number): string {
  return new Date(dateUtcMs(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whether a string is a real ISO calendar day. */
export function isIsoDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(dateUtcMs(value)) && addDays(value, 0) === value;
}

/**
 * The instant of a Vilnius wall-clock time: `minute` minutes after midnight of `date` (it may pass 1440 into
 * the next days). A time that happens twice (the autumn change's repeated hour) is its first occurrence; a
 * time that does not exist (the spring change's skipped hour) is read with the offset before the change, so
 * it lands as much later as the clock jumped (03:30 becomes 04:30), as Temporal's "compatible" rule does.
 */
export function wallClockToInstant(date: string, minute: number): number {
  const naive = dateUtcMs(date) + minute * MINUTE_MS;
  const before = offsetAt(naive - DAY_MS);
  const after = offsetAt(naive + DAY_MS);
  const valid = [before, after].map((offset) => naive - offset).filter((t) => offsetAt(t) === naive - t);
  if (valid.length > 0) return Math.min(...valid);
  return naive - before;
}
