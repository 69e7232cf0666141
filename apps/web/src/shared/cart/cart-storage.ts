import { readItem, removeItem } from '../storage/local-storage.ts';

/** The cart lives in local storage (marketplace.md section 3); every change broadcasts this event. */
export const CART_STORAGE_KEY = 'cart';
export const CART_UPDATE_EVENT = 'cart-update';

export function notifyCartChanged(): void {
  window.dispatchEvent(new Event(CART_UPDATE_EVENT));
}

export function clearCart(): void {
  removeItem(CART_STORAGE_KEY);
  notifyCartChanged();
}

/** Total item volume of a stored cart (an array of {productId, productVolume, ...}); junk counts as 0. */
export function cartVolume(raw: string | null): number {
  if (!raw) return 0;
  let items: unknown;
  try {
    items = JSON.parse(raw);
  } catch {
    return 0;
  }
  if (!Array.isArray(items)) return 0;
  let total = 0;
  for (const item of items) {
    const volume = Number((item as { productVolume?: unknown } | null)?.productVolume);
    if (Number.isFinite(volume) && volume > 0) total += Math.floor(volume);
  }
  return total;
}

export function readCartRaw(): string | null {
  return readItem(CART_STORAGE_KEY);
}
