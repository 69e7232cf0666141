import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  formatDateTime,
  formatTime,
  marketDay,
  marketWallClockToMillis,
  toMarketDateTimeLocal,
} from './format.ts';
import { changeLanguage } from './i18n.ts';

/** The browser's clock as if it were in `timeZone`. */
function browserIn(timeZone: string) {
  const real = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...real.call(this), timeZone };
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('dates on screen', () => {
  it('are Vilnius time, named when the browser is elsewhere', async () => {
    browserIn('America/New_York');
    expect(formatDateTime('2026-11-29T18:30:00Z', 'en')).toBe('29 Nov 2026, 20:30 (Vilnius time)');
    await changeLanguage('lt');
    expect(formatDateTime('2026-11-29T18:30:00Z', 'lt')).toMatch(/20:30 \(Vilniaus laiku\)$/);
    await changeLanguage('en');
    expect(formatTime('2026-07-01T09:05:00Z', 'en')).toBe('12:05 (Vilnius time)');
  });

  it('say nothing of the zone when the browser is in Vilnius', () => {
    browserIn('Europe/Vilnius');
    expect(formatDateTime('2026-11-29T18:30:00Z', 'en')).toBe('29 Nov 2026, 20:30');
    expect(formatTime('2026-11-29T18:30:00Z', 'en')).toBe('20:30');
  });

  it('are empty when missing or broken', () => {
    expect(formatDateTime(null, 'en')).toBe('');
    expect(formatDateTime('not a date', 'en')).toBe('');
    expect(formatTime(undefined, 'en')).toBe('');
  });
});

describe('Vilnius wall clock', () => {
  it('reads a typed time as Vilnius time, in winter and in summer', () => {
    expect(marketWallClockToMillis(2026, 12, 1, 18, 30)).toBe(Date.UTC(2026, 11, 1, 16, 30));
    expect(marketWallClockToMillis(2026, 7, 1, 12, 0)).toBe(Date.UTC(2026, 6, 1, 9, 0));
  });

  it('writes a moment as the picker’s value and its day in Vilnius', () => {
    expect(toMarketDateTimeLocal(new Date(Date.UTC(2026, 11, 1, 16, 30)))).toBe('2026-12-01T18:30');
    // 23:30 in London is already the next day in Vilnius.
    expect(marketDay(new Date(Date.UTC(2026, 10, 29, 23, 30)))).toBe('2026-11-30');
  });
});
