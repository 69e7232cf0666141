import { addDays, wallClockToInstant, weekdayOf } from '@hearth/domain/availability-time';
import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_MEASURE_UNIT,
  MARKETPLACE_PAGE_SIZE,
  PRODUCT_IMAGES_MAX,
  type Dish,
  type DishesPage,
  type ChefCover,
  type DishesQuery,
  type MerchantsPage,
  type MerchantsQuery,
  type Product,
  type ProductMerchant,
  type ProductDetailsInput,
  type ProductInput,
  type RelatedFile,
  type StoreProduct,
} from '@hearth/domain/catalogue';
import { ID_MAX } from '@hearth/domain/fields';
import { MESSAGES } from '@hearth/domain/messages';
import { canModerate } from '@hearth/domain/profile';
import { unitPriceCents, type PricedDish } from '@hearth/domain/pricing';
import {
  FOREIGN_KEY_VIOLATION,
  pgErrorCode,
  UNIQUE_VIOLATION,
  type Db,
  type DbOrTx,
} from '../../db/database.ts';
import { Conflict, Forbidden, Invalid, NotFound } from '../../errors.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { chefRatings, NO_RATING } from '../reviews/review-service.ts';
import * as repo from './catalogue-repository.ts';
import { searchTerms } from './marketplace-search.ts';
import {
  thumbnailName,
  toDish,
  toDishCard,
  toMarketplaceMerchant,
  toPicture,
  toProduct,
  toRelatedFile,
} from './product-model.ts';
import { unguessableToken } from '../files/files-service.ts';
import {
  allVariantNames,
  isDishPhotoUpload,
  parseProductImageName,
  productImageKey,
  renderProductImages,
  renderVariant,
  renderVariants,
  VARIANT_MEDIA,
  variantName,
  type VariantFormat,
  type VariantWidth,
} from './product-images.ts';

/**
 * Dishes (docs/product.md#dishes-and-their-pricing, decision 018): the chef's wizard, the public product pages,
 * the chef page's dishes and the marketplace. Prices are always computed here from the database.
 */

type Viewer = SessionUser | null;

/** Drops the keys whose value is undefined (missing from the body: left as it is). */
function given<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/**
 * Anyone sees an active dish of an approved chef; the owner and the operators see every dish (to edit and
 * to moderate); for everyone else the others do not exist.
 */
function isVisible(view: repo.ProductView, viewer: Viewer): boolean {
  const { ownerId, active } = view.product;
  return mayViewDish({ ownerId, active, chefStatus: view.chefStatus }, viewer);
}

function mayViewDish(dish: { ownerId: number; active: boolean; chefStatus: string | null }, viewer: Viewer) {
  return isPublicDish(dish) || Boolean(viewer && (viewer.id === dish.ownerId || canModerate(viewer.role)));
}

function isPublicDish(dish: { active: boolean; chefStatus: string | null }): boolean {
  return dish.active && dish.chefStatus === 'approved';
}

async function visibleView(
  app: FastifyInstance,
  productId: number,
  viewer: Viewer,
): Promise<repo.ProductView> {
  const view = await repo.findProductView(app.db, productId);
  if (!view || !isVisible(view, viewer)) throw new NotFound(MESSAGES.productNotFound);
  return view;
}

/** The dish, which must be the viewer's: 404 when there is none, 403 when it is someone else's. */
async function ownedProduct(app: FastifyInstance, productId: number, viewer: SessionUser) {
  const product = await repo.findProduct(app.db, productId);
  if (!product) throw new NotFound(MESSAGES.productNotFound);
  if (product.ownerId !== viewer.id) throw new Forbidden();
  return product;
}

async function relatedFiles(
  app: FastifyInstance,
  ownerId: number,
  productId: number,
): Promise<RelatedFile[]> {
  const rows = await repo.listProductFiles(app.db, [productId]);
  return rows.map((row) => toRelatedFile(ownerId, row));
}

async function productAnswer(app: FastifyInstance, productId: number): Promise<Product> {
  const view = await repo.findProductView(app.db, productId);
  if (!view) throw new NotFound(MESSAGES.productNotFound);
  return toProduct(view, await relatedFiles(app, view.product.ownerId, productId));
}

/** A dish is enabled only with a photo (decision 054): 400 productNeedsPhoto, on the `active` field. */
function needsPhoto(): Invalid {
  return new Invalid(MESSAGES.productNeedsPhoto, { active: [MESSAGES.productNeedsPhoto] });
}

/**
 * POST /secure/product: creates a dish (approved chefs only) or changes the owner's dish. A new dish has no
 * photo, so it starts disabled and cannot be created enabled; a dish is enabled only while it has a photo,
 * checked with its row locked, as removeFile locks it to disable a dish that loses its last photo.
 */
export async function saveProduct(
  app: FastifyInstance,
  viewer: SessionUser,
  input: ProductInput,
): Promise<{ productId: number; product: Product }> {
  const now = app.clock();
  const fields = {
    title: input.title,
    description: input.description,
    videoUrl: input.videoURL,
    priceCents: input.price,
    measureUnit: input.measureUnit === null ? DEFAULT_MEASURE_UNIT : input.measureUnit,
    size: input.size,
    parcelRequires: input.parcelRequires,
    active: input.active,
  };
  let productId: number;
  if (input.id !== undefined) {
    const id = input.id;
    await ownedProduct(app, id, viewer);
    productId = await app.db.transaction(async (tx) => {
      if (!(await repo.lockProduct(tx, id))) throw new NotFound(MESSAGES.productNotFound);
      if (fields.active === true && (await repo.productFileStats(tx, id)).count === 0) throw needsPhoto();
      return (await repo.updateProduct(tx, id, { ...given(fields), updatedAt: now })).id;
    });
  } else {
    if ((await repo.findChefStatus(app.db, viewer.id)) !== 'approved') throw new Forbidden(MESSAGES.notAChef);
    if (fields.active === true) throw needsPhoto();
    const row = await repo.insertProduct(app.db, {
      ...given(fields),
      title: fields.title,
      description: fields.description,
      measureUnit: fields.measureUnit ?? DEFAULT_MEASURE_UNIT,
      active: false,
      ownerId: viewer.id,
      createdAt: now,
      updatedAt: now,
    });
    productId = row.id;
  }
  return { productId, product: await productAnswer(app, productId) };
}

/** POST /secure/product-details: the owner's details of a dish, all at once (an upsert). */
export async function saveDetails(
  app: FastifyInstance,
  viewer: SessionUser,
  input: ProductDetailsInput,
): Promise<Dish> {
  await ownedProduct(app, input.productId, viewer);
  const details = await repo.upsertDetails(app.db, input.productId, {
    kitchenType: input.kitchenType,
    preparationMinutes: input.preparationMinutes,
    preparationDescription: input.preparationDescription,
    ingredients: input.ingridients,
    calories: input.calories,
    servingsNumber: input.servingsNumber,
    // The client's number is never kept: a time-based price always uses the chef's current rate.
    timeBased: input.hourRate,
    allergens: input.allergens,
    dietaryTags: input.dietaryTags,
    updatedAt: app.clock(),
  });
  const view = await repo.findProductView(app.db, input.productId);
  return toDish(details, view?.hourRateCents ?? null);
}

/** Who cooks the dish, for the link to /store/{storeName} (the rating is added where it is shown). */
function merchantOf(view: repo.ProductView): Omit<ProductMerchant, 'rating'> {
  return {
    userId: view.product.ownerId,
    storeName: view.chef.nickname,
    firstName: view.chef.firstName,
    lastName: view.chef.lastName,
  };
}

/** GET /store/product: the dish, its images and its owner (with the chef's name, profile link and rating). */
export async function getProduct(
  app: FastifyInstance,
  productId: number,
  viewer: Viewer,
): Promise<{ product: Product; relatedFiles: RelatedFile[]; userId: number; merchant: ProductMerchant }> {
  const view = await visibleView(app, productId, viewer);
  const [files, ratings] = await Promise.all([
    relatedFiles(app, view.product.ownerId, productId),
    chefRatings(app.db, [view.product.ownerId]),
  ]);
  const merchant = { ...merchantOf(view), rating: ratings.get(view.product.ownerId) ?? NO_RATING };
  return { product: toProduct(view, files), relatedFiles: files, userId: view.product.ownerId, merchant };
}

/** GET /store/product-details: the dish's details (404 when the dish has none yet). */
export async function getDetails(app: FastifyInstance, productId: number, viewer: Viewer): Promise<Dish> {
  const view = await visibleView(app, productId, viewer);
  if (!view.details) throw new NotFound(MESSAGES.productNotFound);
  return toDish(view.details, view.hourRateCents);
}

/**
 * The chef page's dishes (POST /store/products), newest first: two queries whatever their number. Inactive
 * dishes only for the chef and the operators.
 */
export async function listChefProducts(
  app: FastifyInstance,
  chefId: number,
  viewer: Viewer,
): Promise<StoreProduct[]> {
  const withInactive = Boolean(viewer && (viewer.id === chefId || canModerate(viewer.role)));
  const views = await repo.listOwnerProductViews(app.db, chefId, withInactive);
  const rows = await repo.listProductFiles(
    app.db,
    views.map((v) => v.product.id),
  );
  const byProduct = new Map<number, RelatedFile[]>();
  for (const row of rows) {
    const list = byProduct.get(row.productId) ?? [];
    list.push(toRelatedFile(chefId, row));
    byProduct.set(row.productId, list);
  }
  return views.map((view) => {
    const files = byProduct.get(view.product.id) ?? [];
    return { product: toProduct(view, files), relatedFiles: files };
  });
}

/**
 * POST /secure/relate-file-to-product: makes one of the owner's uploads an image of the dish. It must have
 * been a JPEG, PNG, WebP or HEIC/HEIF photo by its bytes (isDishPhotoUpload); it is rendered into a display
 * size and a thumbnail, written, then recorded while the dish's row is locked (so two uploads cannot pass
 * the 10-image limit).
 */
export async function relateFile(
  app: FastifyInstance,
  viewer: SessionUser,
  productId: number,
  fileId: number,
): Promise<RelatedFile[]> {
  const product = await ownedProduct(app, productId, viewer);
  const file = await repo.findOwnedFile(app.db, fileId, viewer.id);
  if (!file) throw new NotFound();
  if (!isDishPhotoUpload(file)) throw new Invalid(MESSAGES.jpgOnlyError, { fileId: [MESSAGES.jpgOnlyError] });
  const existing = await repo.findProductFileByFileId(app.db, fileId);
  if (existing?.productFile.productId === productId) return relatedFiles(app, viewer.id, productId);
  if (existing) throw new Conflict(MESSAGES.imageAlreadyUsed, { fileId: [MESSAGES.imageAlreadyUsed] });
  if ((await repo.productFileStats(app.db, productId)).count >= PRODUCT_IMAGES_MAX)
    throw new Conflict(MESSAGES.tooManyImages);

  const stored = await app.storage.get(file.storageKey);
  if (!stored) {
    app.log.warn({ fileId, storageKey: file.storageKey }, 'a recorded file is missing from the storage');
    throw new NotFound();
  }
  // One image job: the display size, the thumbnail and the sized variants of decision 054.
  const { display, thumbnail, variants } = await app.imageJobs.run(async () => ({
    ...(await renderProductImages(stored.bytes)),
    variants: await renderVariants(stored.bytes, file.width),
  }));
  const fileName = `${productId}-${fileId}-${unguessableToken()}.jpg`;
  const keys = [
    productImageKey(product.ownerId, fileName),
    productImageKey(product.ownerId, thumbnailName(fileName)),
    ...variants.map((v) => productImageKey(product.ownerId, variantName(fileName, v.width, v.format))),
  ];
  try {
    await app.storage.put(keys[0]!, display, 'image/jpeg');
    await app.storage.put(keys[1]!, thumbnail, 'image/jpeg');
    for (const [i, variant] of variants.entries())
      await app.storage.put(keys[i + 2]!, variant.bytes, VARIANT_MEDIA[variant.format]);
  } catch (error) {
    await Promise.all(keys.map((key) => app.storage.delete(key))).catch(() => {});
    throw error;
  }
  try {
    await app.db.transaction(async (tx) => {
      if (!(await repo.lockProduct(tx, productId))) throw new NotFound(MESSAGES.productNotFound);
      const { count, nextPosition } = await repo.productFileStats(tx, productId);
      if (count >= PRODUCT_IMAGES_MAX) throw new Conflict(MESSAGES.tooManyImages);
      await repo.insertProductFile(tx, {
        productId,
        fileId,
        fileName,
        position: nextPosition,
        createdAt: app.clock(),
      });
    });
  } catch (error) {
    // The same upload related twice at once: the other request won, with its own names.
    const winner =
      pgErrorCode(error) === UNIQUE_VIOLATION
        ? await repo.findProductFileByFileId(app.db, fileId)
        : undefined;
    if (winner?.productFile.productId === productId) return relatedFiles(app, viewer.id, productId);
    await Promise.all(keys.map((key) => app.storage.delete(key))).catch(() => {});
    if (winner) throw new Conflict(MESSAGES.imageAlreadyUsed, { fileId: [MESSAGES.imageAlreadyUsed] });
    throw error;
  }
  return relatedFiles(app, viewer.id, productId);
}

/** The dish photo covering a chef's marketplace card and whether the chef chose it; null without one. */
export async function chefCover(app: FastifyInstance, chefId: number): Promise<ChefCover> {
  const row = (await repo.listCoverImages(app.db, [chefId])).get(chefId);
  return row ? { fileId: row.fileId, chosen: row.chosen } : null;
}

/**
 * POST /secure/chef-cover: the chef makes one of their enabled dishes' photos the cover of their card, or
 * (without a photo) goes back to the newest enabled dish's. Another chef's photo is refused (403), a photo
 * of a disabled dish too (409: the card would not show it).
 */
export async function chooseChefCover(
  app: FastifyInstance,
  viewer: SessionUser,
  fileId: number | undefined,
): Promise<ChefCover> {
  if ((await repo.findChefStatus(app.db, viewer.id)) === undefined) throw new Forbidden(MESSAGES.notAChef);
  if (fileId !== undefined) {
    const found = await repo.findProductFileByFileId(app.db, fileId);
    if (!found) throw new NotFound();
    if (found.ownerId !== viewer.id) throw new Forbidden();
    if (!found.active) throw new Conflict(MESSAGES.coverNeedsEnabledDish);
  }
  await repo.setCoverFile(app.db, viewer.id, fileId ?? null).catch((error: unknown) => {
    // The photo was removed between the check and the write: as if it had never been there.
    throw pgErrorCode(error) === FOREIGN_KEY_VIOLATION ? new NotFound() : error;
  });
  return chefCover(app, viewer.id);
}

/**
 * GET /secure/remove-product-file: removes an image of the owner's dish, its row first, then its files. The
 * last photo of an enabled dish takes the dish down with it (it becomes disabled, in the same transaction,
 * with its row locked) rather than being refused: the chef who swaps a dish's only photo removes it and
 * adds another, and a refusal would make them disable the dish first and enable it again after.
 */
export async function removeFile(
  app: FastifyInstance,
  viewer: SessionUser,
  fileId: number,
): Promise<RelatedFile[]> {
  const found = await repo.findProductFileByFileId(app.db, fileId);
  if (!found) throw new NotFound();
  if (found.ownerId !== viewer.id) throw new Forbidden();
  const { productFile } = found;
  await app.db.transaction(async (tx) => {
    const product = await repo.lockProduct(tx, productFile.productId);
    await repo.deleteProductFile(tx, productFile.id);
    if (product?.active && (await repo.productFileStats(tx, productFile.productId)).count === 0)
      await repo.updateProduct(tx, productFile.productId, { active: false, updatedAt: app.clock() });
  });
  const names = [
    productFile.fileName,
    thumbnailName(productFile.fileName),
    ...allVariantNames(productFile.fileName),
  ];
  await Promise.all(names.map((name) => app.storage.delete(productImageKey(found.ownerId, name)))).catch(
    (error: unknown) => app.log.warn({ err: error, fileId }, 'could not remove the files of a dish image'),
  );
  return relatedFiles(app, found.ownerId, productFile.productId);
}

/** What an order needs of a dish: its words, its chef and its pricing inputs of this moment. */
export interface OrderableDish {
  productId: number;
  chefId: number;
  title: string;
  description: string;
  /** An active dish of an approved chef, with a price: only these can be ordered. */
  available: boolean;
  /** The chef's current rate when priced by time (the same rule as the product pages). */
  pricing: PricedDish & { baseServings: number };
}

/**
 * The dishes of a cart or an order, priced from the database in one query (a transaction may be given, so
 * the prices are read under the order's lock). Unknown ids are missing from the map.
 */
export async function orderableDishes(
  db: DbOrTx,
  productIds: readonly number[],
): Promise<Map<number, OrderableDish>> {
  return toOrderableDishes(await repo.listOrderableRows(db, productIds));
}

/** orderableDishes through a prepared statement of the database (the cart's fees; no transaction). */
export async function orderableDishesPrepared(
  db: Db,
  productIds: readonly number[],
): Promise<Map<number, OrderableDish>> {
  return toOrderableDishes(await repo.listOrderableRowsPrepared(db, productIds));
}

/** The pricing of each dish by the rules of toProduct: the chef's rate only for a dish priced by time. */
function toOrderableDishes(rows: readonly repo.OrderableRow[]): Map<number, OrderableDish> {
  const dishes = new Map<number, OrderableDish>();
  for (const row of rows) {
    const pricing = {
      priceCents: row.priceCents,
      preparationMinutes: row.preparationMinutes ?? null,
      hourRateCents: row.timeBased && row.hourRateCents ? row.hourRateCents : null,
      baseServings: row.servingsNumber ?? 1,
    };
    dishes.set(row.id, {
      productId: row.id,
      chefId: row.ownerId,
      title: row.title,
      description: row.description,
      available: row.active && row.chefStatus === 'approved' && unitPriceCents(pricing) > 0,
      pricing,
    });
  }
  return dishes;
}

/** A dish anyone may see, with its chef's public name (the assistant answers with these). */
export interface PublicDish {
  product: Product;
  chef: Omit<ProductMerchant, 'rating'>;
}

/** The dishes anyone may see (active, of approved chefs), newest first, at most `limit`, in one query. */
export async function listPublicDishes(app: FastifyInstance, limit: number): Promise<PublicDish[]> {
  const views = await repo.listPublicProductViews(app.db, limit);
  return views.map((view) => ({ product: toProduct(view, []), chef: merchantOf(view) }));
}

/** The thumbnail of the first image of each dish that has one, in one query (order lines show it). */
export async function firstImageThumbnails(
  db: DbOrTx,
  dishes: readonly { productId: number; ownerId: number }[],
): Promise<Map<number, string>> {
  const owners = new Map(dishes.map((d) => [d.productId, d.ownerId]));
  const rows = await repo.listProductFiles(db, [...owners.keys()]);
  const thumbnails = new Map<number, string>();
  // The rows come in image order, so the first one seen is the dish's first image.
  for (const row of rows) {
    if (!thumbnails.has(row.productId))
      thumbnails.set(row.productId, toRelatedFile(owners.get(row.productId)!, row).thumbnailUrl);
  }
  return thumbnails;
}

/** What the chefs' and the dishes' searches share: the words, the order, kitchens, city, diet and allergens. */
function searchFilter(query: MerchantsQuery | DishesQuery) {
  return {
    kitchenTypes: query.kitchenType,
    city: query.city,
    terms: searchTerms(query.q ?? null),
    sort: query.sort ?? null,
    dietary: query.dietary ?? [],
    allergenFree: query.allergenFree ?? [],
  };
}

/** The Vilnius day's weekday and its start and end instants, for the "available on" filter (decision 063). */
function availableOnFilter(day: string, now: Date): repo.MerchantFilter['availableOn'] {
  return {
    day,
    weekday: weekdayOf(day),
    dayStart: new Date(wallClockToInstant(day, 0)),
    dayEnd: new Date(wallClockToInstant(addDays(day, 1), 0)),
    now,
  };
}

/**
 * POST /store/merchants: one page of approved chefs and the number of all matches in two queries, then the
 * page's dish counts, ratings and cover pictures in one query each, and the listed chefs' rate range: six
 * queries whatever the page (a visitor's answer is then kept by the read cache).
 */
export async function listMarketplace(app: FastifyInstance, query: MerchantsQuery): Promise<MerchantsPage> {
  const filter: repo.MerchantFilter = {
    ...searchFilter(query),
    maxHourRateCents: query.hourRate,
    availableOn: query.availableOn ? availableOnFilter(query.availableOn, app.clock()) : null,
  };
  const [rows, total, rateRange] = await Promise.all([
    repo.listMerchants(app.db, filter, MARKETPLACE_PAGE_SIZE, query.page * MARKETPLACE_PAGE_SIZE),
    repo.countMerchants(app.db, filter),
    repo.approvedRateRange(app.db),
  ]);
  const chefIds = rows.map((row) => row.userId);
  const [dishCounts, ratings, covers] = await Promise.all([
    repo.countActiveDishes(app.db, chefIds),
    chefRatings(app.db, chefIds),
    repo.listCoverImages(app.db, chefIds),
  ]);
  return {
    merchants: rows.map((row) => {
      const cover = covers.get(row.userId);
      return toMarketplaceMerchant(
        row,
        dishCounts.get(row.userId) ?? 0,
        ratings.get(row.userId) ?? NO_RATING,
        cover ? toPicture(row.userId, cover) : null,
      );
    }),
    total,
    page: query.page,
    pageSize: MARKETPLACE_PAGE_SIZE,
    rateRange,
  };
}

/**
 * POST /store/dishes: one page of the public dishes (active, of approved chefs) that match, and their number,
 * then the page's first images and their chefs' ratings: four queries whatever the page.
 */
export async function listDishes(app: FastifyInstance, query: DishesQuery): Promise<DishesPage> {
  const filter: repo.DishFilter = { ...searchFilter(query), maxPriceCents: query.maxPrice };
  const [rows, total] = await Promise.all([
    repo.listDishes(app.db, filter, MARKETPLACE_PAGE_SIZE, query.page * MARKETPLACE_PAGE_SIZE),
    repo.countDishes(app.db, filter),
  ]);
  const [images, ratings] = await Promise.all([
    repo.listProductFiles(
      app.db,
      rows.map((row) => row.product.id),
    ),
    chefRatings(
      app.db,
      rows.map((row) => row.product.ownerId),
    ),
  ]);
  const owners = new Map(rows.map((row) => [row.product.id, row.product.ownerId]));
  const photos = new Map<number, ReturnType<typeof toPicture>>();
  // The images come in order, so the first one seen is the dish's first image.
  for (const image of images) {
    if (!photos.has(image.productId))
      photos.set(image.productId, toPicture(owners.get(image.productId)!, image));
  }
  return {
    dishes: rows.map((row) =>
      toDishCard(row, photos.get(row.product.id) ?? null, ratings.get(row.product.ownerId) ?? NO_RATING),
    ),
    total,
    page: query.page,
    pageSize: MARKETPLACE_PAGE_SIZE,
  };
}

/**
 * GET /repository/products/{ownerId}/{fileName}: the bytes of a dish image, for those who may see the dish
 * (isVisible: anyone for an active dish of an approved chef, else only its chef and the operators), and
 * whether it is public (shared caches may keep it). NotFound for any bad name and any hidden dish.
 *
 * With `variant` (?w=&format=, decision 054), one of the display image's sized variants, under the same
 * rule: made with the image since decision 054, and made from the display image on its first request for
 * images stored before (one image job, then stored; at most 9 per image, so nobody can make more work).
 */
export async function readProductImage(
  app: FastifyInstance,
  ownerIdText: string,
  fileName: string,
  viewer: Viewer,
  variant: { width: VariantWidth; format: VariantFormat } | null = null,
): Promise<{ bytes: Buffer; public: boolean; media: string }> {
  const name = parseProductImageName(fileName);
  if (!/^[1-9]\d{0,9}$/.test(ownerIdText) || Number(ownerIdText) > ID_MAX || !name || name.productId > ID_MAX)
    throw new NotFound();
  // Only a display image has variants, not a thumbnail.
  if (variant && fileName !== name.displayName) throw new NotFound();
  const ownerId = Number(ownerIdText);
  const dish = await repo.findProductImage(app.db, ownerId, name.productId, name.displayName);
  if (!dish || !mayViewDish(dish, viewer)) throw new NotFound();
  const shown = { public: isPublicDish(dish), media: variant ? VARIANT_MEDIA[variant.format] : 'image/jpeg' };
  const key = productImageKey(
    ownerId,
    variant ? variantName(fileName, variant.width, variant.format) : fileName,
  );
  const stored = await app.storage.get(key);
  if (stored) return { bytes: stored.bytes, ...shown };
  if (!variant) throw new NotFound();
  const display = await app.storage.get(productImageKey(ownerId, fileName));
  if (!display) throw new NotFound();
  const bytes = await app.imageJobs.run(() => renderVariant(display.bytes, variant.width, variant.format));
  await app.storage.put(key, bytes, shown.media);
  return { bytes, ...shown };
}
