import type { Product, ProductMerchant, RelatedFile as ProductFile } from '@hearth/domain/catalogue';
import type { PricedDish } from '@hearth/domain/pricing';

/** The dish and its images as the catalogue calls answer them (the domain's answer types). */
export type { Product, RelatedFile as ProductFile } from '@hearth/domain/catalogue';

/** The chef a dish belongs to: who the cart line and the chef link name. */
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

/** The first image of a dish, or null (an answer may carry none, or no list at all). */
export function firstFile(files: readonly ProductFile[] | undefined): ProductFile | null {
  return files?.[0] ?? null;
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
