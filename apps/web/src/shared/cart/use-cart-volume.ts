import { useMemo, useSyncExternalStore } from 'react';
import { CART_UPDATE_EVENT, cartVolume, readCartRaw } from './cart-storage.ts';

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CART_UPDATE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CART_UPDATE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** Total item volume of the stored cart, refreshed on `cart-update` and on other tabs' `storage` events. */
export function useCartVolume(): number {
  const raw = useSyncExternalStore(subscribe, readCartRaw, () => null);
  return useMemo(() => cartVolume(raw), [raw]);
}
