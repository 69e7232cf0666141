import { useMemo, useSyncExternalStore } from 'react';
import { CART_UPDATE_EVENT, type CartItem, parseCart, readCartRaw } from './cart-storage.ts';

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CART_UPDATE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CART_UPDATE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/**
 * The stored cart's lines, refreshed on `cart-update` and on other tabs' `storage` events. The stored text is
 * the snapshot (a string compares by value), so a render sees new lines only when the cart really changed.
 */
export function useCartItems(): CartItem[] {
  const raw = useSyncExternalStore(subscribe, readCartRaw, () => null);
  return useMemo(() => parseCart(raw), [raw]);
}
