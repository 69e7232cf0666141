import type { Language } from './constants.ts';

/**
 * Money is stored and sent in integer cents (EUR) and shown as EUR the way the reader's language writes it
 * (decision 040): "€12.50" in English (the en-IE format), "12,50 €" in Lithuanian. Forms take euros and turn
 * them into cents here, so that no page rounds on its own.
 */

export const MONEY_LOCALES: Record<Language, string> = { en: 'en-IE', lt: 'lt-LT' };

const eurFormats: Record<Language, Intl.NumberFormat> = {
  en: new Intl.NumberFormat(MONEY_LOCALES.en, { style: 'currency', currency: 'EUR' }),
  lt: new Intl.NumberFormat(MONEY_LOCALES.lt, { style: 'currency', currency: 'EUR' }),
};

let readerLanguage: Language = 'en';
let languageSource: () => Language = () => readerLanguage;

/**
 * The language amounts are shown in when a call names none: the web app sets it whenever the reader
 * switches language (shared/i18n/i18n.ts), so every amount on screen follows the page's texts. The server
 * names the language of each e-mail instead.
 */
export function setMoneyLanguage(language: Language): void {
  readerLanguage = language;
}

/**
 * Where the language of amounts comes from instead of setMoneyLanguage's one value: a server that renders
 * pages in both languages at once answers it per request (apps/web/src/entry-server.tsx).
 */
export function setMoneyLanguageSource(source: () => Language): void {
  languageSource = source;
}

/** 1250 -> "€12.50" (en), "12,50 €" (lt). */
export function formatEurCents(cents: number, language: Language = languageSource()): string {
  return eurFormats[language].format(cents / 100);
}

/**
 * Euros as typed in a form ("12", "12.5", "12,50", "€ 12") in cents. Up to two decimals give whole cents;
 * more decimals give a fraction of a cent (which the cents schemas refuse as invalid); anything that is not
 * a number gives NaN.
 */
export function centsFromEuroInput(input: string): number {
  const text = input
    .trim()
    .replace(/^€\s*|\s*€$/g, '')
    .replace(',', '.');
  const match = /^(-?)(\d{1,12})(?:\.(\d+))?$/.exec(text);
  if (!match) return Number.NaN;
  const [, sign, whole = '0', fraction = ''] = match;
  const cents =
    fraction.length <= 2
      ? Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
      : Number(`${whole}.${fraction}`) * 100;
  return sign === '-' ? -cents : cents;
}

/** Cents as the euros a form shows: 1200 -> "12", 1250 -> "12.50" (en) or "12,50" (lt). */
export function eurosFromCents(cents: number, language: Language = readerLanguage): string {
  const euros = cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
  return language === 'lt' ? euros.replace('.', ',') : euros;
}
