import { useSyncExternalStore } from 'react';
import { CART_UPDATE_EVENT, readCartRaw } from './cart-storage.ts';

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CART_UPDATE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CART_UPDATE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/**
 * The stored cart's text, refreshed on `cart-update` and on other tabs' `storage` events. The text is the
 * snapshot (a string compares by value), so a render sees a new cart only when the cart really changed.
 */
export function useStoredCartText(): string | null {
  return useSyncExternalStore(subscribe, readCartRaw, () => null);
}
