import { servings, unitPriceCents } from '@hearth/domain/pricing';
import { type ChefRef, firstImage, pricedDish, type Product } from '../catalogue/product.ts';
import type { CartItem } from './cart-storage.ts';

/** The cart line of `volume` units of a dish, priced by pricing.ts (the server prices again at checkout). */
export function cartItemFromProduct(product: Product, chef: ChefRef, volume: number): CartItem {
  const dish = pricedDish(product);
  const baseServingsNumber =
    product.servingsNumber && product.servingsNumber > 0 ? product.servingsNumber : 1;
  return {
    productId: product.id,
    productVolume: volume,
    title: product.title,
    price: unitPriceCents(dish),
    currencyUnit: 'EUR',
    baseServingsNumber,
    servingsNumber: servings(dish, volume),
    preparationMinutes: product.preparationMinutes,
    imageSrc: firstImage(product.relatedFiles, 'thumbnailUrl'),
    hourRate: product.hourRate,
    chefId: chef.userId,
    chefName: chef.name,
  };
}
