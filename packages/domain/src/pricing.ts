/**
 * Prices of dishes (docs/product.md, pricing), one implementation for the server and the web app. All amounts
 * are integer cents. The checkout's fees come with the checkout issue, in this file too.
 */

/** What pricing needs to know of a dish. */
export interface PricedDish {
  /** The fixed price in cents, used when the dish is not priced by time. */
  priceCents: number | null;
  preparationMinutes: number | null;
  /** The chef's hourly rate in cents when the dish is priced by time, else null. */
  hourRateCents: number | null;
  /** Servings of one unit; defaults to 1. */
  baseServings?: number | null;
}

export function isTimeBased(dish: PricedDish): boolean {
  return (dish.preparationMinutes ?? 0) > 0 && (dish.hourRateCents ?? 0) > 0;
}

/**
 * round(minutes / 60 x hourRate), multiplying first and dividing once: (minutes / 60) x rate is inexact in
 * floating point and turned exact halves into .4999 (11 minutes at 150 cents an hour = 27.5 -> 27, not 28).
 */
export function timeCents(minutes: number, hourRateCents: number): number {
  return Math.round((minutes * hourRateCents) / 60);
}

/** round(preparationMinutes / 60 x hourRate) when both are set, else the fixed price (0 when none). */
export function unitPriceCents(dish: PricedDish): number {
  if (isTimeBased(dish)) return timeCents(dish.preparationMinutes!, dish.hourRateCents!);
  return Math.max(0, Math.round(dish.priceCents ?? 0));
}

/** Time-based: round(preparationMinutes x volume / 60 x hourRate); else price x volume. */
export function linePriceCents(dish: PricedDish, volume: number): number {
  if (!Number.isInteger(volume) || volume < 1) throw new RangeError('volume must be a whole number from 1');
  if (isTimeBased(dish)) return timeCents(dish.preparationMinutes! * volume, dish.hourRateCents!);
  return unitPriceCents(dish) * volume;
}

/** Servings = volume x base servings (base defaults to 1). */
export function servings(dish: PricedDish, volume: number): number {
  const base = dish.baseServings && dish.baseServings > 0 ? dish.baseServings : 1;
  return volume * base;
}
