/**
 * Money is stored and sent in integer cents (EUR) and shown as EUR in the en-IE format (decision 040):
 * €12.50. Forms take euros and turn them into cents here, so that no page rounds on its own.
 */

export const MONEY_LOCALE = 'en-IE';

const eurFormat = new Intl.NumberFormat(MONEY_LOCALE, { style: 'currency', currency: 'EUR' });

/** 1250 -> "€12.50". */
export function formatEurCents(cents: number): string {
  return eurFormat.format(cents / 100);
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

/** Cents as the euros a form shows: 1200 -> "12", 1250 -> "12.50". */
export function eurosFromCents(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}
