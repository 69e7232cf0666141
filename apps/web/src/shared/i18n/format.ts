/** The locale of dates in each language (money is always en-IE: @hearth/domain/money). */
const DATE_LOCALES: Record<string, string> = { en: 'en-IE', lt: 'lt-LT' };

/** An ISO date-time as the reader's language writes it ("22 Nov 2026, 14:05"); '' when missing or broken. */
export function formatDateTime(iso: string | null | undefined, language: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(DATE_LOCALES[language] ?? 'en-IE', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}

/** Milliseconds as ISO text (a <time>'s dateTime, formatDateTime's input); undefined when missing or broken. */
export function isoFromMillis(millis: number | null | undefined): string | undefined {
  if (typeof millis !== 'number' || !Number.isFinite(millis)) return undefined;
  const date = new Date(millis);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
