import { useMemo } from 'react';
import { cartVolume } from './cart-storage.ts';
import { useStoredCartText } from './use-stored-cart.ts';

/** Total item volume of the stored cart, counted again only when the stored cart changed (useStoredCartText). */
export function useCartVolume(): number {
  const raw = useStoredCartText();
  return useMemo(() => cartVolume(raw), [raw]);
}
