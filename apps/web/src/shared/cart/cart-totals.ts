import { linePriceCents, type PricedDish, servings } from '@hearth/domain/pricing';
import type { CartItem } from './cart-storage.ts';

/** What pricing.ts needs of a stored line: its unit price, or its preparation time and the chef's rate. */
export function cartLineDish(item: CartItem): PricedDish {
  return {
    priceCents: item.price ?? null,
    preparationMinutes: item.preparationMinutes ?? null,
    hourRateCents: item.hourRate ?? null,
    baseServings: item.baseServingsNumber ?? null,
  };
}

/**
 * A line's price as the server prices it (pricing.ts linePriceCents): a time-based dish is priced on the whole
 * preparation time, so 3 x 25 minutes is rounded once, not three times.
 */
export function cartLinePriceCents(item: CartItem): number {
  return linePriceCents(cartLineDish(item), item.productVolume);
}

/** Servings = volume x base servings (base defaults to 1). */
export function cartLineServings(item: CartItem): number {
  return servings(cartLineDish(item), item.productVolume);
}

export function cartSubtotalCents(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + cartLinePriceCents(item), 0);
}

/** The lines of POST /store/calculate-fees and /store/order: productId and productVolume only. */
export function cartOrderLines(items: readonly CartItem[]): { productId: number; productVolume: number }[] {
  return items.map(({ productId, productVolume }) => ({ productId, productVolume }));
}
