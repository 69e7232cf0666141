import { translate } from './translator.ts';
import { localDate, localMinute, wallClockToInstant } from '@hearth/domain/availability-time';

/** The locale of dates in each language (money is always en-IE: @hearth/domain/money). */
const DATE_LOCALES: Record<string, string> = { en: 'en-IE', lt: 'lt-LT' };

/**
 * The marketplace's time zone: its chefs cook in Lithuania, so every date and time on screen is Vilnius
 * time, as in the e-mails (the server's mail templates format in the same zone).
 */
export const MARKET_TIME_ZONE = 'Europe/Vilnius';

/** The browser's default date format, made once: making one costs far more than reading its options. */
let browserFormat: Intl.DateTimeFormat | undefined;

/** The browser's own time zone ('' when it does not say). */
export function browserTimeZone(): string {
  try {
    browserFormat ??= new Intl.DateTimeFormat();
    return browserFormat.resolvedOptions().timeZone ?? '';
  } catch {
    return '';
  }
}

/** Whether a time on screen must say it is Vilnius time: the browser's clock is in another zone. */
export function namesMarketZone(): boolean {
  return browserTimeZone() !== MARKET_TIME_ZONE;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = DATE_LOCALES[language] ?? 'en-IE';
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: MARKET_TIME_ZONE });
    formats.set(key, format);
  }
  return format;
}

/** "… (Vilnius time)" when the zone is to be named; the text as it is in Vilnius. */
function withZone(text: string, language: string, namesZone: boolean): string {
  return namesZone ? `${text} (${translate(language, 'common.vilniusTime')})` : text;
}

function dateOf(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * An ISO date-time in Vilnius time as the reader's language writes it ("22 Nov 2026, 14:05"), with
 * " (Vilnius time)" when the browser's clock is in another zone; '' when missing or broken. Every date and
 * time the app shows goes through here or formatTime. A page the server renders says whether to name the
 * zone (useNamesMarketZone), since the server does not know the browser's clock.
 */
export function formatDateTime(
  iso: string | null | undefined,
  language: string,
  namesZone: boolean = namesMarketZone(),
): string {
  const date = dateOf(iso);
  if (!date) return '';
  return withZone(
    dateFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date),
    language,
    namesZone,
  );
}

/** Only the time of an ISO date-time, in Vilnius time ("14:05", named as formatDateTime does). */
export function formatTime(iso: string | null | undefined, language: string): string {
  const date = dateOf(iso);
  if (!date) return '';
  return withZone(dateFormat(language, { timeStyle: 'short' }).format(date), language, namesMarketZone());
}

/** The calendar day of a moment in Vilnius, "2026-11-29": two moments are on one day when these match. */
export function marketDay(date: Date): string {
  return localDate(date.getTime());
}

/** A Vilnius calendar day ("2026-12-01") as the reader's language writes it, with its weekday ("Tue, 1 Dec"). */
export function formatMarketDay(day: string, language: string): string {
  // Noon UTC of that day is the same calendar day in Vilnius.
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return '';
  return dateFormat(language, { weekday: 'short', day: 'numeric', month: 'short' }).format(date);
}

/** A moment as a datetime-local value of the Vilnius wall clock ("2026-12-01T18:30"). */
export function toMarketDateTimeLocal(date: Date): string {
  const millis = date.getTime();
  const minute = localMinute(millis);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${localDate(millis)}T${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
}

/**
 * A Vilnius wall-clock time as epoch milliseconds, whatever the browser's zone: what a person in Lithuania
 * means by "1 December, 18:30".
 */
export function marketWallClockToMillis(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second = 0,
): number {
  const pad = (n: number) => String(n).padStart(2, '0');
  return wallClockToInstant(`${year}-${pad(month)}-${pad(day)}`, hour * 60 + minute) + second * 1000;
}

/** Milliseconds as ISO text (a <time>'s dateTime, formatDateTime's input); undefined when missing or broken. */
export function isoFromMillis(millis: number | null | undefined): string | undefined {
  if (typeof millis !== 'number' || !Number.isFinite(millis)) return undefined;
  const date = new Date(millis);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
