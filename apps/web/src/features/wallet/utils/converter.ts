import { centsFromEuroInput } from '@hearth/domain/money';
import {
  dogeForFiat,
  fiatForDoge,
  formatDoge,
  KOINU_PER_DOGE,
  koinuForCents,
  parseDogeAmount,
  TOP_UP_MAX_CENTS,
  TOP_UP_MIN_CENTS,
} from '@hearth/domain/wallet';

/**
 * The /buy converter (docs/product.md#the-doge-wallet): DOGE and fiat (EUR or USD, one rate for both)
 * follow each other as the user types. The texts are what the fields show; the card is charged the fiat
 * field's amount in EUR cents, and the wallet gets what the server credits for those cents.
 */

export const CONVERTER_CURRENCIES = ['EUR', 'USD'] as const;
export type ConverterCurrency = (typeof CONVERTER_CURRENCIES)[number];

export function isConverterCurrency(value: string): value is ConverterCurrency {
  return (CONVERTER_CURRENCIES as readonly string[]).includes(value);
}

/** The fiat text for a typed DOGE amount ("10" -> "2.00" at 0.2); '' while the DOGE text is not an amount. */
export function fiatTextForDoge(dogeText: string, rate: number): string {
  const koinu = parseDogeAmount(dogeText);
  return koinu === null ? '' : fiatForDoge(koinu / KOINU_PER_DOGE, rate).toFixed(2);
}

/** Whole cents typed in the fiat field ("2", "2.5", "2,50"), else null (not a positive amount of cents). */
export function centsOfFiatText(fiatText: string): number | null {
  const cents = centsFromEuroInput(fiatText);
  return Number.isInteger(cents) && cents > 0 ? cents : null;
}

/** The DOGE text for a typed fiat amount ("2" -> "10" at 0.2); '' while the fiat text is not an amount. */
export function dogeTextForFiat(fiatText: string, rate: number): string {
  const cents = centsOfFiatText(fiatText);
  if (cents === null) return '';
  return formatDoge(Math.round(dogeForFiat(cents / 100, rate) * KOINU_PER_DOGE));
}

export type TopUpCheck =
  { ok: true; cents: number; koinu: number } | { ok: false; problem: 'amount' | 'limits' };

/** What Buy would charge and credit, or why it cannot: no amount, or outside the top-up limits. */
export function checkTopUp(fiatText: string, rate: number): TopUpCheck {
  const cents = centsOfFiatText(fiatText);
  if (cents === null) return { ok: false, problem: 'amount' };
  if (cents < TOP_UP_MIN_CENTS || cents > TOP_UP_MAX_CENTS) return { ok: false, problem: 'limits' };
  return { ok: true, cents, koinu: koinuForCents(cents, rate) };
}
