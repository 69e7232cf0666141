import type { ProductMerchant } from '@hearth/domain/catalogue';
import type { PricedDish } from '@hearth/domain/pricing';

/**
 * The dish as the catalogue calls answer it (GET /store/product, POST
 * /store/products). Amounts are integer cents; `price` is the server's unit price, `fixedPrice` the stored
 * fixed price and `hourRate` the chef's current rate when the dish is priced by time.
 */
export interface ProductFile {
  fileId: number;
  fileName: string;
  url: string;
  thumbnailUrl: string;
}

export interface Product {
  id: number;
  title: string;
  description: string;
  price: number;
  fixedPrice: number | null;
  measureUnit: string;
  size: string | null;
  currencyId: number;
  currencyUnit: { id: number; title: string };
  active: boolean;
  userId: number;
  relatedFiles: ProductFile[];
  preparationMinutes: number | null;
  hourRate: number | null;
  servingsNumber: number | null;
  kitchenType: string | null;
  allergens: string[];
  dietaryTags: string[];
}

/** The chef a dish belongs to, as the pages that know them pass it on (the product answer has no name). */
export interface ChefRef {
  userId: number;
  nickname: string | null;
  name: string;
}

/**
 * What pricing.ts needs of a product. A dish without a time-based rate falls back to `price` when the answer
 * has no `fixedPrice` (older answers).
 */
export function pricedDish(product: Product): PricedDish {
  return {
    priceCents: product.fixedPrice ?? product.price,
    preparationMinutes: product.preparationMinutes,
    hourRateCents: product.hourRate,
    baseServings: product.servingsNumber,
  };
}

/** The first picture of a dish (its thumbnail for cards), or null. */
export function firstImage(
  files: readonly ProductFile[] | undefined,
  size: 'url' | 'thumbnailUrl',
): string | null {
  const file = files?.[0];
  return file ? file[size] || file.url || null : null;
}

/** The address of a dish's detail page. */
export function productDetailPath(productId: number): string {
  return `/product-detail/${productId}`;
}

/** The chef of a dish as GET /store/product names them (model.merchant). */
export function chefFromMerchant(merchant: ProductMerchant): ChefRef {
  const name = [merchant.firstName, merchant.lastName].filter(Boolean).join(' ') || merchant.storeName || '';
  return { userId: merchant.userId, name, nickname: merchant.storeName };
}
