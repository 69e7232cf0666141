import { z } from 'zod';
import {
  ALLERGENS,
  DIETARY_TAGS,
  KITCHEN_TYPES,
  MARKETPLACE_QUERY_MAX,
  MARKETPLACE_SORTS,
  type KitchenType,
} from './constants.ts';
import {
  centsModel,
  decimalInput,
  hasControlCharacters,
  idSchema,
  isBlank,
  isKitchenType,
  kitchenTypeSchema,
  optionalBoolean,
  pageSchema,
  parseBooleanInput,
  parseKitchenTypes,
  publicChefFields,
  requiredOr,
  requiredText,
  urlSchema,
} from './fields.ts';
import { isIsoDate } from './availability-time.ts';
import { V } from './messages.ts';
import { chefRatingModel } from './reviews.ts';

/**
 * Constants of the catalogue (decision 018) and the zod schemas of the dish wizard,
 * shared by the wizard and the server (POST /secure/product, /secure/product-details, /store/merchants).
 */
export const TITLE_MAX = 255;
export const DESCRIPTION_MAX = 8000;
export const VIDEO_URL_MAX = 500;
export const PREPARATION_DESCRIPTION_MAX = 5000;
export const PREPARATION_MINUTES_MAX = 24 * 60;
export const CALORIES_MAX = 20_000;
export const SERVINGS_MAX = 100;
export const INGREDIENTS_MAX = 50;
export const INGREDIENT_NAME_MAX = 100;
/** 10,000 EUR: a fixed price above it is a typing mistake. */
export const PRICE_MAX_CENTS = 1_000_000;
export const DEFAULT_CURRENCY_ID = 6;
export const IMAGES_REDIRECT_MS = 2000;
export const MEASURE_UNIT_MAX = 50;
export const SIZE_MAX = 100;
export const DEFAULT_MEASURE_UNIT = 'item';
/** Images of one dish. */
export const PRODUCT_IMAGES_MAX = 10;
export const CITY_FILTER_MAX = 100;
/** The currency of every price (currencyUnit of a product). */
export const EUR_CURRENCY_UNIT = { id: DEFAULT_CURRENCY_ID, title: 'EUR' } as const;

// Plain lists that pages without forms need too: kept in constants.ts, away from zod (decision 030).
export {
  ALLERGENS,
  CART_NOTICE_MS,
  DESCRIPTION_PREVIEW_CHARS,
  DIETARY_TAGS,
  MARKETPLACE_CITIES,
  MARKETPLACE_PAGE_SIZE,
  MARKETPLACE_QUERY_MAX,
  MARKETPLACE_SORTS,
  type Allergen,
  type MarketplaceSort,
  type DietaryTag,
} from './constants.ts';

// ---- Parsing helpers (form bodies send everything as text) ----

/** An optional single-line text: missing = unchanged (undefined), blank = cleared (null). */
const optionalText = (max: number) =>
  z
    .preprocess(
      (v) => (isBlank(v) ? null : v),
      z
        .string({ error: V.invalid })
        .trim()
        .max(max, { error: V.tooLong, abort: true })
        .refine((v) => !hasControlCharacters(v, false), V.invalid)
        .nullable(),
    )
    .optional();

/** A required whole number from `min` to `max`. */
const requiredInteger = (min: number, max: number) =>
  z.preprocess(
    decimalInput,
    z
      .number({ error: requiredOr(V.required) })
      .refine((v) => Number.isInteger(v), { error: V.invalid, abort: true })
      .refine((v) => v >= min, { error: min > 0 ? V.positiveNumber : V.invalid, abort: true })
      .refine((v) => v <= max, V.tooHigh),
  );

/** Lists arrive comma-separated or as repeated keys (decision 008); blanks are dropped, repeats once. */
export function parseListInput(value: unknown): unknown {
  if (value === undefined || value === null) return [];
  if (typeof value === 'string') return [...new Set(parseKitchenTypes(value))];
  if (Array.isArray(value)) {
    if (!value.every((v) => typeof v === 'string')) return value;
    return [...new Set(parseKitchenTypes(value))];
  }
  return value;
}

/** A list of codes from `allowed`. */
const codeList = <T extends string>(allowed: readonly T[]) =>
  z.preprocess(
    parseListInput,
    z
      .array(z.string(), { error: V.invalid })
      .max(allowed.length, { error: V.invalid, abort: true })
      .refine((list) => list.every((v) => (allowed as readonly string[]).includes(v)), V.invalid)
      .transform((list) => list as T[]),
  );

/**
 * The ingredients (the spec's `ingridients`): a JSON object of name -> amount, as a JSON string (form
 * bodies) or an object (JSON bodies). Every row needs a non-empty name (at most INGREDIENT_NAME_MAX) and a
 * finite number >= 0 (a decimal string is read as a number); at most INGREDIENTS_MAX rows. Answers the
 * cleaned object, or undefined when anything is wrong.
 */
export function parseIngredients(value: unknown): Record<string, number> | undefined {
  let parsed: unknown = value;
  if (typeof value === 'string') {
    if (value.trim() === '') return {};
    try {
      parsed = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
  const entries = Object.entries(parsed);
  if (entries.length > INGREDIENTS_MAX) return undefined;
  const out: Record<string, number> = {};
  for (const [rawName, rawAmount] of entries) {
    const name = rawName.trim();
    if (!name || name.length > INGREDIENT_NAME_MAX || hasControlCharacters(name, false)) return undefined;
    const amount = typeof rawAmount === 'string' ? decimalInput(rawAmount) : rawAmount;
    if (typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0) return undefined;
    if (Object.hasOwn(out, name)) return undefined;
    out[name] = amount;
  }
  return out;
}

/** Whether the "priced by time" field is set: true, 'true', 'on' or any positive number. */
export function parseTimeBasedInput(value: unknown): unknown {
  if (value === undefined || value === null) return false;
  const flag = parseBooleanInput(value);
  if (typeof flag === 'boolean') return flag;
  const number = decimalInput(value);
  if (typeof number === 'number' && Number.isFinite(number) && number >= 0) return number > 0;
  return value;
}

const optionalId = z.preprocess((v) => (isBlank(v) ? undefined : v), idSchema.optional());

// ---- The wizard's steps ----

/**
 * POST /secure/product (step 1). Without id a new dish, with id an update of the owner's dish. A missing
 * optional field is left as it is on update (and gets its default on create); blank clears it.
 */
export const productSchema = z.object({
  id: optionalId,
  title: requiredText(TITLE_MAX),
  description: requiredText(DESCRIPTION_MAX, { multiline: true }),
  videoURL: z.preprocess((v) => (isBlank(v) ? null : v), urlSchema.nullable()).optional(),
  price: z
    .preprocess(
      (v) => (isBlank(v) ? null : decimalInput(v)),
      z
        .number({ error: V.invalid })
        .refine((v) => Number.isInteger(v) && v >= 0, { error: V.invalid, abort: true })
        .refine((v) => v <= PRICE_MAX_CENTS, V.tooHigh)
        .nullable(),
    )
    .optional(),
  measureUnit: optionalText(MEASURE_UNIT_MAX),
  size: optionalText(SIZE_MAX),
  parcelRequires: optionalBoolean,
  active: optionalBoolean,
});
export type ProductInput = z.output<typeof productSchema>;

/** POST /secure/product-details (step 2): the whole details each time (an upsert). */
export const productDetailsSchema = z.object({
  productId: z.preprocess((v, ctx) => {
    if (v !== undefined && !isBlank(v)) return v;
    ctx.addIssue({ code: 'custom', message: V.required, input: v });
    return z.NEVER;
  }, idSchema),
  kitchenType: z.preprocess(
    (v) => (isBlank(v) ? undefined : typeof v === 'string' ? v.trim() : v),
    z
      .string({ error: requiredOr(V.kitchenTypeRequired) })
      .refine((v) => isKitchenType(v), V.selectValidKitchenType)
      .transform((v) => v as KitchenType),
  ),
  preparationMinutes: requiredInteger(1, PREPARATION_MINUTES_MAX),
  preparationDescription: requiredText(PREPARATION_DESCRIPTION_MAX, { multiline: true }),
  ingridients: z.unknown().transform((value, ctx) => {
    const ingredients = parseIngredients(value ?? {});
    if (ingredients === undefined) {
      ctx.addIssue({ code: 'custom', message: V.invalid });
      return z.NEVER;
    }
    return ingredients;
  }),
  calories: requiredInteger(0, CALORIES_MAX),
  servingsNumber: requiredInteger(1, SERVINGS_MAX),
  hourRate: z.preprocess(parseTimeBasedInput, z.boolean({ error: V.invalid })),
  allergens: codeList(ALLERGENS),
  dietaryTags: codeList(DIETARY_TAGS),
});
export type ProductDetailsInput = z.output<typeof productDetailsSchema>;

/** GET /store/product?productId=, /store/product-details, and the image calls' ids. */
export const productIdQuerySchema = z.object({ productId: idSchema });
export const fileIdQuerySchema = z.object({ fileId: idSchema });
export const relateFileSchema = z.object({ productId: idSchema, fileId: idSchema });

/**
 * POST /secure/chef-cover: one of the chef's dish photos (its fileId, as relatedFiles carry it) covers their
 * marketplace card; no fileId: back to the newest enabled dish's photo.
 */
export const chefCoverSchema = z.object({ fileId: optionalId });

/**
 * The photo that covers a chef's card: the chosen one (`chosen`) while its dish is enabled, else the first
 * photo of the newest enabled dish; null when no enabled dish has a photo.
 */
export const chefCoverModel = z.object({ fileId: z.number().int(), chosen: z.boolean() }).nullable();
export type ChefCover = z.infer<typeof chefCoverModel>;

/** A maximum in cents; 0 or missing = any (null). */
const maximumCents = z.preprocess(
  (v) => (v === undefined || isBlank(v) ? 0 : decimalInput(v)),
  z
    .number({ error: V.invalid })
    .int(V.invalid)
    .min(0, V.invalid)
    .max(2_147_483_647, V.invalid)
    .transform((v) => (v === 0 ? null : v)),
);

const kitchenTypeFilter = z.preprocess(
  parseListInput,
  z
    .array(z.string(), { error: V.invalid })
    .max(KITCHEN_TYPES.length, { error: V.invalid, abort: true })
    .refine((list) => list.every(isKitchenType), V.selectValidKitchenType)
    .transform((list) => list as KitchenType[]),
);

/**
 * The marketplace's search (decision 053), each field optional: q (a search text over dish titles, chef
 * names, kitchen types and ingredients; blank = none), sort (missing: relevance with q, else newest),
 * dietary (every tag must be on a dish), allergenFree (a dish has none of them).
 */
const searchFields = {
  q: optionalText(MARKETPLACE_QUERY_MAX),
  sort: z
    .preprocess(
      (v) => (isBlank(v) ? undefined : v),
      z.enum(MARKETPLACE_SORTS, { error: V.invalid }).optional(),
    )
    .optional(),
  dietary: codeList(DIETARY_TAGS).optional(),
  allergenFree: codeList(ALLERGENS).optional(),
};

/**
 * POST /store/merchants: page (from 0), hourRate (a maximum in cents; 0 or missing = any), kitchenType (one
 * or several, comma-separated: a chef matches any), city (case-insensitive), and the search fields: a chef
 * matches q by name or kitchen, or by one of their active dishes; dietary and allergenFree ask for one
 * active dish that has the tags and none of the allergens. `valid` is ignored: the marketplace lists
 * approved chefs only.
 */
export const merchantsQuerySchema = z.object({
  page: pageSchema,
  hourRate: maximumCents,
  kitchenType: kitchenTypeFilter,
  city: optionalText(CITY_FILTER_MAX).transform((v) => v ?? null),
  /** A Vilnius day ("2026-12-01"): chefs with hours that day and not fully booked (decision 063). */
  availableOn: z
    .preprocess(
      (v) => (isBlank(v) ? undefined : v),
      z.string({ error: V.invalid }).refine(isIsoDate, V.invalid).optional(),
    )
    .optional(),
  ...searchFields,
});
export type MerchantsQuery = z.output<typeof merchantsQuerySchema>;

/**
 * POST /store/dishes: the marketplace's dish grid, active dishes of approved chefs: page, maxPrice (the
 * dish's price in cents as the server computes it; 0 = any), kitchenType (any of them), city (the chef's),
 * and the search fields.
 */
export const dishesQuerySchema = z.object({
  page: pageSchema,
  maxPrice: maximumCents,
  kitchenType: kitchenTypeFilter,
  city: optionalText(CITY_FILTER_MAX).transform((v) => v ?? null),
  ...searchFields,
});
export type DishesQuery = z.output<typeof dishesQuerySchema>;

/** GET /repository/products/{ownerId}/{fileName}: the names as the path carries them (the service reads them). */
export const productImageParamsSchema = z.object({ ownerId: z.string(), fileName: z.string() });

/** The widths and formats a dish image's sized variants come in (decision 054). */
export const IMAGE_VARIANT_WIDTHS = ['320', '640', '1280'] as const;
export const IMAGE_VARIANT_FORMATS = ['jpeg', 'webp', 'avif'] as const;

/**
 * ?w=&format= of a dish image: one of its sized variants (w alone: the JPEG one); neither: the image as
 * stored. Only a display image has variants, not a thumbnail.
 */
export const productImageQuerySchema = z.object({
  w: z.enum(IMAGE_VARIANT_WIDTHS, { error: V.invalid }).optional(),
  format: z.enum(IMAGE_VARIANT_FORMATS, { error: V.invalid }).optional(),
});

// ---- The answers (model.*) of the catalogue calls ----

/** A dish's allergens and dietary tags, as answers carry them. */
const allergensModel = z.array(z.enum(ALLERGENS));
const dietaryTagsModel = z.array(z.enum(DIETARY_TAGS));

/** model.merchant of GET /store/product: who cooks the dish, for the link to /store/{storeName}. */
export const productMerchantModel = z.object({
  userId: z.number().int(),
  storeName: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** The chef's rating (visible reviews), decision 028. */
  rating: chefRatingModel,
});
export type ProductMerchant = z.infer<typeof productMerchantModel>;

/** One size of a dish image (decision 054): its width in pixels and its address in each format. */
export const imageVariantModel = z.object({
  width: z.number().int(),
  jpeg: z.string(),
  webp: z.string(),
  avif: z.string(),
});
export type ImageVariant = z.infer<typeof imageVariantModel>;

/**
 * One image of a dish (relatedFiles): the display JPEG (`url`) and its 400x300 thumbnail, as always; and,
 * for a srcset (decision 054), the display image's size and its sized variants, narrowest first.
 */
export const relatedFileModel = z.object({
  fileId: z.number().int(),
  fileName: z.string(),
  url: z.string(),
  thumbnailUrl: z.string(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
  variants: z.array(imageVariantModel).optional(),
});
export type RelatedFile = z.infer<typeof relatedFileModel>;

/** model.product (and the items of lists). Prices in cents. */
export const productModel = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** The unit price (pricing.ts): time-based dishes use the chef's current hourly rate. */
  price: centsModel,
  /** The stored fixed price, for the wizard. */
  fixedPrice: centsModel.nullable(),
  measureUnit: z.string(),
  size: z.string().nullable(),
  serviceDeliveryDate: z.null(),
  parcelRequires: z.boolean(),
  videoURL: z.string().nullable(),
  currencyId: z.number().int(),
  currencyUnit: z.object({ id: z.literal(EUR_CURRENCY_UNIT.id), title: z.literal(EUR_CURRENCY_UNIT.title) }),
  active: z.boolean(),
  userId: z.number().int(),
  relatedFiles: z.array(relatedFileModel),
  preparationMinutes: z.number().int().nullable(),
  /** The chef's hourly rate when the dish is priced by time, else null. */
  hourRate: centsModel.nullable(),
  servingsNumber: z.number().int(),
  kitchenType: kitchenTypeSchema.nullable(),
  allergens: allergensModel,
  dietaryTags: dietaryTagsModel,
});
export type Product = z.infer<typeof productModel>;

/** model.dish of /store/product-details and /secure/product-details. */
export const dishModel = z.object({
  productId: z.number().int(),
  kitchenType: kitchenTypeSchema,
  preparationMinutes: z.number().int(),
  preparationDescription: z.string(),
  ingridients: z.record(z.string(), z.number()),
  calories: z.number().int(),
  servingsNumber: z.number().int(),
  hourRate: centsModel.nullable(),
  timeBased: z.boolean(),
  allergens: allergensModel,
  dietaryTags: dietaryTagsModel,
});
export type Dish = z.infer<typeof dishModel>;

/** model of POST /secure/product: the saved dish and its id. */
export const savedProductModel = z.object({ productId: z.number().int(), product: productModel });
export type SavedProduct = z.infer<typeof savedProductModel>;

/** model of GET /store/product: the dish, its images and its chef. */
export const productPageModel = z.object({
  product: productModel,
  relatedFiles: z.array(relatedFileModel),
  userId: z.number().int(),
  merchant: productMerchantModel,
});
export type ProductPage = z.infer<typeof productPageModel>;

/** One item of model.products of POST /store/products. */
export const storeProductModel = z.object({
  product: productModel,
  relatedFiles: z.array(relatedFileModel),
});
export type StoreProduct = z.infer<typeof storeProductModel>;

/**
 * A picture of a card: the display image and its thumbnail, and (for a srcset, decision 054) its size and
 * sized variants, as relatedFiles carry them.
 */
export const pictureModel = relatedFileModel.pick({
  url: true,
  thumbnailUrl: true,
  width: true,
  height: true,
  variants: true,
});
export type Picture = z.infer<typeof pictureModel>;

/** One item of model.merchants of POST /store/merchants. */
export const marketplaceMerchantModel = z.object({
  ...publicChefFields,
  merchantInfo: z.object({ hourRate: centsModel, kitchenType: z.array(kitchenTypeSchema) }),
  valid: z.literal(true),
  dishCount: z.number().int().nonnegative(),
  /** The chef's rating (visible reviews), decision 028. */
  rating: chefRatingModel,
  /**
   * The first image of the chef's newest active dish that has one (decision 053), else null. The server
   * always answers it; optional for the clients made before it.
   */
  cover: pictureModel.nullable().optional(),
});
export type MarketplaceMerchant = z.infer<typeof marketplaceMerchantModel>;

/** The lowest and highest hourly rate of the listed chefs, in cents (null when none is listed). */
export const rateRangeModel = z.object({ min: centsModel, max: centsModel }).nullable();
export type RateRange = z.infer<typeof rateRangeModel>;

/** model of POST /store/merchants: a page of approved chefs and the number of all that match. */
export const merchantsPageModel = z.object({
  merchants: z.array(marketplaceMerchantModel),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /**
   * Of every listed chef, whatever the filters: the web builds its rate steps from it. The server always
   * answers it; optional for the clients made before it.
   */
  rateRange: rateRangeModel.optional(),
});
export type MerchantsPage = z.infer<typeof merchantsPageModel>;

/** One item of model.dishes of POST /store/dishes: a dish card. */
export const dishCardModel = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The unit price (pricing.ts), as model.product's price. */
  price: centsModel,
  /** The dish's first image, or null. */
  photo: pictureModel.nullable(),
  chef: z.object({
    userId: z.number().int(),
    storeName: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    avatarUrl: z.string().nullable(),
    thumbnailUrl: z.string().nullable(),
  }),
  /** The chef's rating (visible reviews), decision 028. */
  rating: chefRatingModel,
  kitchenType: kitchenTypeSchema.nullable(),
  allergens: allergensModel,
  dietaryTags: dietaryTagsModel,
});
export type DishCard = z.infer<typeof dishCardModel>;

/** model of POST /store/dishes: a page of dish cards and the number of all that match. */
export const dishesPageModel = z.object({
  dishes: z.array(dishCardModel),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type DishesPage = z.infer<typeof dishesPageModel>;
