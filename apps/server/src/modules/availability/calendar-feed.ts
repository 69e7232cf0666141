import type { Language } from '@hearth/domain/constants';

/**
 * The chef's calendar feed as iCalendar (RFC 5545): UTC times (no VTIMEZONE needed), text values escaped
 * (backslash, semicolon, comma, line breaks), lines folded at 75 octets, every line ending in CRLF.
 */

export interface FeedBooking {
  sid: string;
  start: Date;
  end: Date;
  updatedAt: Date;
  commentary: string | null;
  city: string | null;
  address: string | null;
}

const SUMMARY: Record<Language, (orderNumber: string) => string> = {
  en: (n) => `Hearth booking ${n}`,
  lt: (n) => `Hearth užsakymas ${n}`,
};
const CALENDAR_NAME: Record<Language, string> = { en: 'Hearth bookings', lt: 'Hearth užsakymai' };

/** 20261201T083000Z */
export function icsTime(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** A TEXT value (RFC 5545 3.3.11): backslash, semicolon and comma escaped, line breaks as \n. */
export function icsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A content line folded into lines of at most 75 octets (3.1), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    // The first line holds 75 octets; the next ones 74 after their leading space.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function calendarFeed(bookings: readonly FeedBooking[], now: Date, language: Language): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Hearth//Chef bookings//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${icsText(CALENDAR_NAME[language])}`,
    'X-WR-TIMEZONE:Europe/Vilnius',
  ];
  for (const booking of bookings) {
    const orderNumber = booking.sid.split('-')[0]!;
    const location = [booking.address, booking.city].filter((v): v is string => !!v).join(', ');
    lines.push(
      'BEGIN:VEVENT',
      `UID:${booking.sid}@hearth`,
      `DTSTAMP:${icsTime(now)}`,
      `LAST-MODIFIED:${icsTime(booking.updatedAt)}`,
      `DTSTART:${icsTime(booking.start)}`,
      `DTEND:${icsTime(booking.end)}`,
      `SUMMARY:${icsText(SUMMARY[language](orderNumber))}`,
      ...(location ? [`LOCATION:${icsText(location)}`] : []),
      ...(booking.commentary ? [`DESCRIPTION:${icsText(booking.commentary)}`] : []),
      'STATUS:CONFIRMED',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
