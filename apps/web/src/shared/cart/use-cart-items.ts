import { useMemo } from 'react';
import { type CartItem, parseCart } from './cart-storage.ts';
import { useStoredCartText } from './use-stored-cart.ts';

/** The stored cart's lines, parsed again only when the stored cart changed (useStoredCartText). */
export function useCartItems(): CartItem[] {
  const raw = useStoredCartText();
  return useMemo(() => parseCart(raw), [raw]);
}
