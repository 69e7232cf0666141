import { servings } from '@hearth/domain/pricing';
import { readItem, removeItem, writeItem } from '../storage/local-storage.ts';

/** The cart lives in local storage; every change broadcasts this event. */
export const CART_STORAGE_KEY = 'cart';
export const CART_UPDATE_EVENT = 'cart-update';
/**
 * ORDER_VOLUME_MIN of @hearth/domain/orders (the spec's quantity minimum, 1), not imported from there: that
 * module holds the zod schemas, and this one ships with the header's cart badge on every page.
 */
const VOLUME_MIN = 1;

/**
 * One line of the stored cart (the spec's cart item, plus the chef:
 * docs/product.md#the-cart-checkout-and-the-money-model).
 */
export interface CartItem {
  productId: number;
  productVolume: number;
  title: string;
  /** The unit price in cents when added (the server prices the order itself at checkout). */
  price: number;
  currencyUnit: 'EUR';
  baseServingsNumber: number;
  /** productVolume x baseServingsNumber. */
  servingsNumber: number;
  preparationMinutes: number | null;
  imageSrc: string | null;
  /** The chef's hourly rate in cents when the dish is priced by time, else null. */
  hourRate: number | null;
  chefId: number;
  chefName: string;
}

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

function isCartItem(value: unknown): value is CartItem {
  const item = value as Partial<CartItem> | null;
  return (
    typeof item === 'object' &&
    item !== null &&
    Number.isInteger(item.productId) &&
    Number.isInteger(item.productVolume) &&
    (item.productVolume ?? 0) > 0
  );
}

/** The items of a stored cart's text; a broken cart reads as empty, broken lines are dropped. */
export function parseCart(raw: string | null): CartItem[] {
  if (!raw) return [];
  let items: unknown;
  try {
    items = JSON.parse(raw);
  } catch {
    return [];
  }
  return Array.isArray(items) ? items.filter(isCartItem) : [];
}

/** The stored items; a broken cart reads as empty, broken lines are dropped. */
export function readCart(): CartItem[] {
  return parseCart(readCartRaw());
}

export function writeCart(items: readonly CartItem[]): void {
  writeItem(CART_STORAGE_KEY, JSON.stringify(items));
  notifyCartChanged();
}

/** The chef of the stored cart: the first line's (all lines share one); null when the cart is empty. */
export function cartChef(items: readonly CartItem[]): { chefId: number | null; chefName: string } | null {
  const first = items[0];
  if (!first) return null;
  return { chefId: Number.isInteger(first.chefId) ? first.chefId : null, chefName: first.chefName ?? '' };
}

/** True when `item` may join the cart as it is: empty, or every line from the same chef (decision 020). */
export function fitsCart(items: readonly CartItem[], chefId: number): boolean {
  return items.every((line) => line.chefId === chefId);
}

export type AddOutcome = 'added' | 'increased' | 'otherChef';

/**
 * Adds `volume` of a dish. The same dish again raises its volume (and servings); a dish of another chef is
 * refused with 'otherChef' unless `startNewCart`, which replaces the cart with this dish.
 */
export function addToCart(item: CartItem, { startNewCart = false } = {}): AddOutcome {
  const items = readCart();
  if (!startNewCart && !fitsCart(items, item.chefId)) return 'otherChef';
  const base = startNewCart ? [] : items;
  const existing = base.find((line) => line.productId === item.productId);
  if (existing) {
    const productVolume = existing.productVolume + item.productVolume;
    const updated: CartItem = {
      ...existing,
      ...item,
      productVolume,
      servingsNumber: servings({ ...NO_PRICE, baseServings: item.baseServingsNumber }, productVolume),
    };
    writeCart(base.map((line) => (line === existing ? updated : line)));
    return 'increased';
  }
  writeCart([...base, item]);
  return 'added';
}

/**
 * The cart page's stepper: sets a line's volume (and its servings). The volume is a whole number from 1;
 * anything else, or a dish not in the cart, changes nothing.
 */
export function setCartVolume(productId: number, volume: number): void {
  if (!Number.isInteger(volume) || volume < VOLUME_MIN) return;
  const items = readCart();
  if (!items.some((line) => line.productId === productId)) return;
  writeCart(
    items.map((line) =>
      line.productId === productId
        ? {
            ...line,
            productVolume: volume,
            servingsNumber: servings({ ...NO_PRICE, baseServings: line.baseServingsNumber }, volume),
          }
        : line,
    ),
  );
}

/** Removes a dish from the cart; the last one removed leaves the cart empty (and no key stored). */
export function removeFromCart(productId: number): void {
  const items = readCart();
  const rest = items.filter((line) => line.productId !== productId);
  if (rest.length === items.length) return;
  if (rest.length === 0) clearCart();
  else writeCart(rest);
}

const NO_PRICE = { priceCents: null, preparationMinutes: null, hourRateCents: null };
