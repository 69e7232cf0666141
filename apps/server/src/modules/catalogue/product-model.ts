import {
  EUR_CURRENCY_UNIT,
  type Allergen,
  type DietaryTag,
  type Dish,
  type DishCard,
  type MarketplaceMerchant,
  type Picture,
  type Product,
  type RelatedFile,
} from '@hearth/domain/catalogue';
import type { KitchenType } from '@hearth/domain/constants';
import { unitPriceCents } from '@hearth/domain/pricing';
import type { ChefRating } from '@hearth/domain/reviews';
import { avatarUrls } from '../files/avatar-urls.ts';
import { DISPLAY_MAX_SIDE, fitInside, variantWidths } from './product-images.ts';
import type {
  DetailsRecord,
  DishRow,
  MarketplaceRow,
  ProductFileRecord,
  ProductView,
} from './catalogue-repository.ts';

/** Rows to the answers of the contract (model.product, model.dish, relatedFiles, model.merchants). Pure. */

/** The thumbnail's name beside the display image's: 12-34.jpg -> 12-34-thumb.jpg. */
export function thumbnailName(fileName: string): string {
  return fileName.replace(/\.jpg$/, '-thumb.jpg');
}

/**
 * A dish image as the answers carry it. With the size of its upload (listProductFiles), also the display
 * image's size and the sized variants' addresses (decision 054): each ?w= of the display image's route, in
 * each format, as wide as the upload allows.
 */
/** The address of the thumbnail of a dish image of `ownerId` (order lines show it). */
export function thumbnailUrl(ownerId: number, fileName: string): string {
  return `/repository/products/${ownerId}/${thumbnailName(fileName)}`;
}

export function toRelatedFile(
  ownerId: number,
  row: ProductFileRecord & { sourceWidth?: number; sourceHeight?: number },
): RelatedFile {
  const url = `/repository/products/${ownerId}/${row.fileName}`;
  const file = {
    fileId: row.fileId,
    fileName: row.fileName,
    url,
    thumbnailUrl: thumbnailUrl(ownerId, row.fileName),
  };
  const { sourceWidth, sourceHeight } = row;
  if (!sourceWidth || !sourceHeight) return file;
  return {
    ...file,
    ...fitInside(sourceWidth, sourceHeight, DISPLAY_MAX_SIDE),
    variants: variantWidths(sourceWidth).map((w) => ({
      width: Math.min(w, sourceWidth),
      jpeg: `${url}?w=${w}&format=jpeg`,
      webp: `${url}?w=${w}&format=webp`,
      avif: `${url}?w=${w}&format=avif`,
    })),
  };
}

/** The chef's current rate when the dish is priced by time, else null (the rate is never stored on a dish). */
function timeRate(details: DetailsRecord | null, hourRateCents: number | null): number | null {
  return details?.timeBased && hourRateCents ? hourRateCents : null;
}

// The codes were checked against their lists when the chef saved them (productDetailsSchema); the columns
// are plain text.
const kitchenTypeOf = (details: DetailsRecord) => details.kitchenType as KitchenType;
const allergensOf = (details: DetailsRecord) => details.allergens as Allergen[];
const dietaryTagsOf = (details: DetailsRecord) => details.dietaryTags as DietaryTag[];

export function toProduct(view: ProductView, relatedFiles: RelatedFile[]): Product {
  const { product, details } = view;
  const hourRate = timeRate(details, view.hourRateCents);
  return {
    id: product.id,
    title: product.title,
    description: product.description,
    price: unitPriceCents({
      priceCents: product.priceCents,
      preparationMinutes: details?.preparationMinutes ?? null,
      hourRateCents: hourRate,
    }),
    fixedPrice: product.priceCents,
    measureUnit: product.measureUnit,
    size: product.size,
    serviceDeliveryDate: null,
    parcelRequires: product.parcelRequires,
    videoURL: product.videoUrl,
    currencyId: product.currencyId,
    currencyUnit: EUR_CURRENCY_UNIT,
    active: product.active,
    userId: product.ownerId,
    relatedFiles,
    preparationMinutes: details?.preparationMinutes ?? null,
    hourRate,
    servingsNumber: details?.servingsNumber ?? 1,
    kitchenType: details ? kitchenTypeOf(details) : null,
    allergens: details ? allergensOf(details) : [],
    dietaryTags: details ? dietaryTagsOf(details) : [],
  };
}

export function toDish(details: DetailsRecord, hourRateCents: number | null): Dish {
  return {
    productId: details.productId,
    kitchenType: kitchenTypeOf(details),
    preparationMinutes: details.preparationMinutes,
    preparationDescription: details.preparationDescription,
    ingridients: details.ingredients,
    calories: details.calories,
    servingsNumber: details.servingsNumber,
    hourRate: timeRate(details, hourRateCents),
    timeBased: details.timeBased,
    allergens: allergensOf(details),
    dietaryTags: dietaryTagsOf(details),
  };
}

/** A card's picture: a dish image, its thumbnail and (with its upload's size) its sized variants. */
export function toPicture(
  ownerId: number,
  row: ProductFileRecord & { sourceWidth?: number; sourceHeight?: number },
): Picture {
  const { url, thumbnailUrl, width, height, variants } = toRelatedFile(ownerId, row);
  return { url, thumbnailUrl, ...(variants ? { width, height, variants } : {}) };
}

/** A dish card of POST /store/dishes (its price as model.product's). */
export function toDishCard(row: DishRow, photo: Picture | null, rating: ChefRating): DishCard {
  const product = toProduct(row, []);
  const userId = product.userId;
  return {
    id: product.id,
    title: product.title,
    price: product.price,
    photo,
    chef: {
      userId,
      storeName: row.chef.nickname ?? '',
      firstName: row.chef.firstName,
      lastName: row.chef.lastName,
      ...avatarUrls({ id: userId, avatarUpdatedAt: row.avatarUpdatedAt, avatarToken: row.avatarToken }),
    },
    rating,
    kitchenType: product.kitchenType,
    allergens: product.allergens,
    dietaryTags: product.dietaryTags,
  };
}

export function toMarketplaceMerchant(
  row: MarketplaceRow,
  dishCount: number,
  rating: ChefRating,
  cover: Picture | null,
): MarketplaceMerchant {
  return {
    userId: row.userId,
    firstName: row.firstName,
    lastName: row.lastName,
    storeName: row.nickname ?? '',
    about: row.about,
    city: row.city,
    ...avatarUrls({ id: row.userId, avatarUpdatedAt: row.avatarUpdatedAt, avatarToken: row.avatarToken }),
    merchantInfo: { hourRate: row.hourRateCents, kitchenType: row.kitchenTypes as KitchenType[] },
    valid: true,
    dishCount,
    rating,
    cover,
  };
}
