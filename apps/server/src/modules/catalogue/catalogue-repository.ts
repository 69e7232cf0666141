import {
  and,
  arrayContains,
  arrayOverlaps,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  lte,
  max,
  min,
  not,
  sql,
  type Column,
  type SQL,
} from 'drizzle-orm';
import type { Allergen, DietaryTag, KitchenType, MarketplaceSort } from '@hearth/domain/constants';
import type { Db, DbOrTx } from '../../db/database.ts';
import { inIds } from '../../db/sql-helpers.ts';
import {
  chefAvailability,
  chefScheduleExceptions,
  chefScheduleWindows,
  files,
  merchantProfiles,
  orders,
  productDetails,
  productFiles,
  products,
  reviews,
  users,
} from '../../db/schema.ts';
import { searchMatches, searchRelevance, type SearchTerms } from './marketplace-search.ts';

/** Drizzle queries of the catalogue module only. */

export type ProductRecord = typeof products.$inferSelect;
export type DetailsRecord = typeof productDetails.$inferSelect;
export type ProductFileRecord = typeof productFiles.$inferSelect;
export type FileRecord = typeof files.$inferSelect;

/** A dish with its details and what pricing and visibility need of its chef, read in one query. */
export interface ProductView {
  product: ProductRecord;
  details: DetailsRecord | null;
  /** The chef's moderation status and current hourly rate (null when the owner has no chef profile). */
  chefStatus: string | null;
  hourRateCents: number | null;
  /** The chef's public name and profile link (/store/{nickname}). */
  chef: { nickname: string | null; firstName: string | null; lastName: string | null };
}

const viewColumns = {
  product: products,
  details: productDetails,
  chefStatus: merchantProfiles.status,
  hourRateCents: merchantProfiles.hourRateCents,
  chef: { nickname: users.nickname, firstName: users.firstName, lastName: users.lastName },
};

function viewQuery(db: DbOrTx) {
  return db
    .select(viewColumns)
    .from(products)
    .innerJoin(users, eq(users.id, products.ownerId))
    .leftJoin(productDetails, eq(productDetails.productId, products.id))
    .leftJoin(merchantProfiles, eq(merchantProfiles.userId, products.ownerId));
}

export async function findProductView(db: DbOrTx, id: number): Promise<ProductView | undefined> {
  const [row] = await viewQuery(db).where(eq(products.id, id));
  return row;
}

/** Several dishes with their details and their chefs' current rates, in one query (orders price them). */
export async function listProductViews(db: DbOrTx, ids: readonly number[]): Promise<ProductView[]> {
  if (ids.length === 0) return [];
  return viewQuery(db).where(inIds(products.id, ids));
}

/** What pricing and ordering read of a dish: its price inputs, its chef's state and rate. */
const orderableColumns = {
  id: products.id,
  ownerId: products.ownerId,
  title: products.title,
  description: products.description,
  priceCents: products.priceCents,
  active: products.active,
  preparationMinutes: productDetails.preparationMinutes,
  servingsNumber: productDetails.servingsNumber,
  timeBased: productDetails.timeBased,
  chefStatus: merchantProfiles.status,
  hourRateCents: merchantProfiles.hourRateCents,
};

function orderableQuery(db: DbOrTx) {
  // Every dish has its owner (owner_id is a not-null foreign key): no join of users is needed.
  return db
    .select(orderableColumns)
    .from(products)
    .leftJoin(productDetails, eq(productDetails.productId, products.id))
    .leftJoin(merchantProfiles, eq(merchantProfiles.userId, products.ownerId));
}

export type OrderableRow = Awaited<ReturnType<typeof listOrderableRows>>[number];

/** Several dishes as pricing reads them, in one query (a transaction may be given). */
export async function listOrderableRows(db: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return orderableQuery(db).where(inIds(products.id, ids));
}

function prepareOrderable(db: Db) {
  return orderableQuery(db)
    .where(sql`${products.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('orderable_dishes');
}
const preparedOrderable = new WeakMap<Db, ReturnType<typeof prepareOrderable>>();

/**
 * listOrderableRows as a prepared statement of the database (not of a transaction: Drizzle binds a prepared
 * statement to the handle it was made on); the hot path of the cart's fees (decision 060).
 */
export async function listOrderableRowsPrepared(db: Db, ids: readonly number[]): Promise<OrderableRow[]> {
  if (ids.length === 0) return [];
  let query = preparedOrderable.get(db);
  if (!query) {
    query = prepareOrderable(db);
    preparedOrderable.set(db, query);
  }
  return query.execute({ ids: [...ids] });
}

/** A chef's dishes with their details, newest first; only the active ones unless `withInactive`. */
export async function listOwnerProductViews(
  db: DbOrTx,
  ownerId: number,
  withInactive: boolean,
): Promise<ProductView[]> {
  const where = withInactive
    ? eq(products.ownerId, ownerId)
    : and(eq(products.ownerId, ownerId), eq(products.active, true));
  return viewQuery(db).where(where).orderBy(desc(products.id));
}

/** Active dishes of approved chefs, newest first, at most `limit` (the assistant searches them). */
export async function listPublicProductViews(db: DbOrTx, limit: number): Promise<ProductView[]> {
  return viewQuery(db)
    .where(and(eq(products.active, true), eq(merchantProfiles.status, 'approved')))
    .orderBy(desc(products.id))
    .limit(limit);
}

/** The product row, locked until the transaction ends (one image change per dish at a time). */
export async function lockProduct(tx: DbOrTx, id: number): Promise<ProductRecord | undefined> {
  const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update');
  return row;
}

export async function findProduct(db: DbOrTx, id: number): Promise<ProductRecord | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row;
}

export type ProductValues = Omit<typeof products.$inferInsert, 'id' | 'createdAt'>;

export async function insertProduct(
  db: DbOrTx,
  values: ProductValues & { ownerId: number; createdAt: Date },
): Promise<ProductRecord> {
  const [row] = await db.insert(products).values(values).returning();
  return row!;
}

export async function updateProduct(
  db: DbOrTx,
  id: number,
  values: Partial<ProductValues> & { updatedAt: Date },
): Promise<ProductRecord> {
  const [row] = await db.update(products).set(values).where(eq(products.id, id)).returning();
  return row!;
}

export type DetailsValues = Omit<typeof productDetails.$inferInsert, 'productId'> & { updatedAt: Date };

export async function upsertDetails(
  db: DbOrTx,
  productId: number,
  values: DetailsValues,
): Promise<DetailsRecord> {
  const [row] = await db
    .insert(productDetails)
    .values({ productId, ...values })
    .onConflictDoUpdate({ target: productDetails.productId, set: values })
    .returning();
  return row!;
}

/** The chef's moderation status, or undefined when the user never applied. */
export async function findChefStatus(db: DbOrTx, userId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ status: merchantProfiles.status })
    .from(merchantProfiles)
    .where(eq(merchantProfiles.userId, userId));
  return row?.status;
}

// ---- Images ----

/** A dish image with the size of its upload, which its sized variants are made from (decision 054). */
export type ProductFileRow = ProductFileRecord & { sourceWidth: number; sourceHeight: number };

/** The images of some dishes, in order (one query for a whole list of dishes). */
export async function listProductFiles(db: DbOrTx, productIds: number[]): Promise<ProductFileRow[]> {
  if (productIds.length === 0) return [];
  return db
    .select({ ...getTableColumns(productFiles), sourceWidth: files.width, sourceHeight: files.height })
    .from(productFiles)
    .innerJoin(files, eq(files.id, productFiles.fileId))
    .where(inIds(productFiles.productId, productIds))
    .orderBy(asc(productFiles.productId), asc(productFiles.position), asc(productFiles.id));
}

export async function findOwnedFile(
  db: DbOrTx,
  id: number,
  ownerId: number,
): Promise<FileRecord | undefined> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, id), eq(files.ownerId, ownerId)));
  return row;
}

/** The image row of an upload, with the dish's owner. */
export async function findProductFileByFileId(
  db: DbOrTx,
  fileId: number,
): Promise<{ productFile: ProductFileRecord; ownerId: number; active: boolean } | undefined> {
  const [row] = await db
    .select({ productFile: productFiles, ownerId: products.ownerId, active: products.active })
    .from(productFiles)
    .innerJoin(products, eq(products.id, productFiles.productId))
    .where(eq(productFiles.fileId, fileId));
  return row;
}

/**
 * The dish a stored image name belongs to (its display name, {productId}-{fileId}[-{token}].jpg) when the
 * dish is the owner's: whether it is active, and its chef's moderation status.
 */
export async function findProductImage(
  db: DbOrTx,
  ownerId: number,
  productId: number,
  fileName: string,
): Promise<{ ownerId: number; active: boolean; chefStatus: string | null } | undefined> {
  const [row] = await db
    .select({ ownerId: products.ownerId, active: products.active, chefStatus: merchantProfiles.status })
    .from(productFiles)
    .innerJoin(products, eq(products.id, productFiles.productId))
    .leftJoin(merchantProfiles, eq(merchantProfiles.userId, products.ownerId))
    .where(
      and(
        eq(productFiles.productId, productId),
        eq(productFiles.fileName, fileName),
        eq(products.ownerId, ownerId),
      ),
    );
  return row;
}

export async function productFileStats(
  db: DbOrTx,
  productId: number,
): Promise<{ count: number; nextPosition: number }> {
  const [row] = await db
    .select({
      count: count(),
      nextPosition: sql<number>`coalesce(max(${productFiles.position}) + 1, 0)`.mapWith(Number),
    })
    .from(productFiles)
    .where(eq(productFiles.productId, productId));
  return { count: row?.count ?? 0, nextPosition: row?.nextPosition ?? 0 };
}

export async function insertProductFile(
  db: DbOrTx,
  values: { productId: number; fileId: number; fileName: string; position: number; createdAt: Date },
): Promise<ProductFileRecord> {
  const [row] = await db.insert(productFiles).values(values).returning();
  return row!;
}

export async function deleteProductFile(db: DbOrTx, id: number): Promise<void> {
  await db.delete(productFiles).where(eq(productFiles.id, id));
}

// ---- The marketplace ----

/** The search fields both marketplace lists take (decision 053). */
export interface SearchFilter {
  terms: SearchTerms | null;
  sort: MarketplaceSort | null;
  dietary: DietaryTag[];
  allergenFree: Allergen[];
}

export interface MerchantFilter extends SearchFilter {
  maxHourRateCents: number | null;
  kitchenTypes: KitchenType[];
  city: string | null;
  /** "Available on" a Vilnius day: the day, its weekday (1-7) and its first and next day's midnights. */
  availableOn: { day: string; weekday: number; dayStart: Date; dayEnd: Date; now: Date } | null;
}

/**
 * A chef available on a day (decision 063): a schedule with hours that day (a weekly window of its weekday
 * not cancelled by a day off, or an extra window), the day not over before the notice, and fewer bookings
 * starting that day than the chef's limit. By the primary key of chef_availability, the windows' and
 * exceptions' chef indexes and orders_chef_bookings_idx. Whether a start fits a given cart is the checkout's
 * exact check.
 */
function availableOnCondition(filter: NonNullable<MerchantFilter['availableOn']>): SQL {
  const { day, weekday, dayStart, dayEnd, now } = filter;
  const a = chefAvailability;
  const exception = (kind: 'off' | 'extra') =>
    sql`exists (select 1 from ${chefScheduleExceptions} where ${chefScheduleExceptions.chefId} = ${a.chefId}
      and ${chefScheduleExceptions.day} = ${day} and ${chefScheduleExceptions.kind} = ${kind})`;
  return sql`exists (select 1 from ${a} where ${a.chefId} = ${merchantProfiles.userId}
    and ${dayEnd.toISOString()}::timestamptz > ${now.toISOString()}::timestamptz + ${a.noticeHours} * interval '1 hour'
    and (${exception('extra')} or (exists (select 1 from ${chefScheduleWindows}
      where ${chefScheduleWindows.chefId} = ${a.chefId} and ${chefScheduleWindows.weekday} = ${weekday})
      and not ${exception('off')}))
    and (select count(*) from ${orders} where ${orders.chefId} = ${a.chefId} and ${orders.status} <> 'cancelled'
      and ${orders.serviceDeliveryDate} >= ${dayStart.toISOString()}::timestamptz
      and ${orders.serviceDeliveryDate} < ${dayEnd.toISOString()}::timestamptz) < ${a.maxBookingsPerDay})`;
}

export interface MarketplaceRow {
  userId: number;
  firstName: string | null;
  lastName: string | null;
  nickname: string | null;
  city: string | null;
  avatarUpdatedAt: Date | null;
  avatarToken: string | null;
  about: string | null;
  hourRateCents: number;
  kitchenTypes: string[];
}

/** The number of active dishes of some chefs, in one query (a page's cards). */
export async function countActiveDishes(
  db: DbOrTx,
  chefIds: readonly number[],
): Promise<Map<number, number>> {
  if (chefIds.length === 0) return new Map();
  const rows = await db
    .select({ ownerId: products.ownerId, count: count() })
    .from(products)
    .where(and(inIds(products.ownerId, chefIds), eq(products.active, true)))
    .groupBy(products.ownerId);
  return new Map(rows.map((row) => [row.ownerId, row.count]));
}

/** A dish's details meet the dietary and allergen filters (no details: unknown, so no match). */
function dietaryConditions(filter: SearchFilter): SQL | undefined {
  return and(
    filter.dietary.length === 0 ? undefined : arrayContains(productDetails.dietaryTags, filter.dietary),
    filter.allergenFree.length === 0
      ? undefined
      : not(arrayOverlaps(productDetails.allergens, filter.allergenFree)),
  );
}

/** The average of a chef's visible reviews (null without any), for the rating order. */
const chefAverage = (chefId: Column) =>
  sql`(select avg(${reviews.rating}) from ${reviews} where ${reviews.chefId} = ${chefId} and ${reviews.hiddenAt} is null)`;

/**
 * Approved chefs that match the filter. Rate and status use merchant_profiles_status_rate_idx, kitchen
 * types the GIN index (&&: any of them), city the lower(city) index; a search text matches the chef's own
 * search text or one of their active dishes' (GIN indexes of both), the dietary filters one active dish.
 */
function merchantConditions(filter: MerchantFilter): SQL | undefined {
  const dietary = dietaryConditions(filter);
  return and(
    eq(merchantProfiles.status, 'approved'),
    filter.maxHourRateCents === null
      ? undefined
      : lte(merchantProfiles.hourRateCents, filter.maxHourRateCents),
    filter.kitchenTypes.length === 0
      ? undefined
      : arrayOverlaps(merchantProfiles.kitchenTypes, filter.kitchenTypes),
    filter.city === null ? undefined : sql`lower(${users.city}) = lower(${filter.city})`,
    filter.availableOn === null ? undefined : availableOnCondition(filter.availableOn),
    filter.terms === null
      ? undefined
      : sql`(${searchMatches(merchantProfiles.searchText, filter.terms)} or exists (select 1 from ${products}
          where ${products.ownerId} = ${merchantProfiles.userId} and ${products.active}
          and ${searchMatches(products.searchText, filter.terms)}))`,
    dietary === undefined
      ? undefined
      : sql`exists (select 1 from ${products} inner join ${productDetails} on ${productDetails.productId} = ${products.id}
          where ${products.ownerId} = ${merchantProfiles.userId} and ${products.active} and ${dietary})`,
  );
}

/** The marketplace's order: newest approval first unless a sort (or a search text, by relevance) is asked. */
function merchantOrder(filter: MerchantFilter): SQL[] {
  const newest = [sql`${merchantProfiles.decidedAt} desc nulls last`, desc(merchantProfiles.userId)];
  const sort = filter.sort ?? (filter.terms ? 'relevance' : 'newest');
  if (sort === 'price') return [asc(merchantProfiles.hourRateCents), ...newest];
  if (sort === 'rating') return [sql`${chefAverage(merchantProfiles.userId)} desc nulls last`, ...newest];
  if (sort === 'relevance' && filter.terms) {
    const own = searchRelevance(merchantProfiles.searchText, filter.terms);
    const dishes = sql`coalesce((select max(${searchRelevance(products.searchText, filter.terms)}) from ${products}
      where ${products.ownerId} = ${merchantProfiles.userId} and ${products.active}), 0)`;
    return [sql`greatest(${own}, ${dishes}) desc`, ...newest];
  }
  return newest;
}

/** One page of the marketplace, newest approval first (merchant_profiles_marketplace_idx) or as sorted. */
export async function listMerchants(
  db: DbOrTx,
  filter: MerchantFilter,
  limit: number,
  offset: number,
): Promise<MarketplaceRow[]> {
  return db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      nickname: users.nickname,
      city: users.city,
      avatarUpdatedAt: users.avatarUpdatedAt,
      avatarToken: users.avatarToken,
      about: merchantProfiles.about,
      hourRateCents: merchantProfiles.hourRateCents,
      kitchenTypes: merchantProfiles.kitchenTypes,
    })
    .from(merchantProfiles)
    .innerJoin(users, eq(users.id, merchantProfiles.userId))
    .where(merchantConditions(filter))
    .orderBy(...merchantOrder(filter))
    .limit(limit)
    .offset(offset);
}

/** The number of all matches; the users table is joined only to filter by city (every profile has its user). */
export async function countMerchants(db: DbOrTx, filter: MerchantFilter): Promise<number> {
  const query = db.select({ total: count() }).from(merchantProfiles);
  const [row] = await (filter.city === null
    ? query.where(merchantConditions(filter))
    : query.innerJoin(users, eq(users.id, merchantProfiles.userId)).where(merchantConditions(filter)));
  return row?.total ?? 0;
}

/** The lowest and highest hourly rate of the approved chefs (merchant_profiles_status_rate_idx). */
export async function approvedRateRange(db: DbOrTx): Promise<{ min: number; max: number } | null> {
  const [row] = await db
    .select({ min: min(merchantProfiles.hourRateCents), max: max(merchantProfiles.hourRateCents) })
    .from(merchantProfiles)
    .where(eq(merchantProfiles.status, 'approved'));
  return row && row.min !== null && row.max !== null ? { min: row.min, max: row.max } : null;
}

/** A chef's cover: a dish image, and whether the chef chose it (else it is their newest dish's first). */
export type CoverImageRow = ProductFileRow & { chosen: boolean };

/**
 * The photo covering each chef's card, in one query: the one the chef chose while its dish is active, else the
 * first image of their newest active dish that has one; with its upload's size (the cards' covers).
 */
export async function listCoverImages(
  db: DbOrTx,
  chefIds: readonly number[],
): Promise<Map<number, CoverImageRow>> {
  if (chefIds.length === 0) return new Map();
  const chosen = sql<boolean>`coalesce(${productFiles.fileId} = ${merchantProfiles.coverFileId}, false)`;
  const rows = await db
    .selectDistinctOn([products.ownerId], {
      ownerId: products.ownerId,
      file: productFiles,
      sourceWidth: files.width,
      sourceHeight: files.height,
      chosen,
    })
    .from(products)
    .innerJoin(merchantProfiles, eq(merchantProfiles.userId, products.ownerId))
    .innerJoin(productFiles, eq(productFiles.productId, products.id))
    .innerJoin(files, eq(files.id, productFiles.fileId))
    .where(and(inIds(products.ownerId, chefIds), eq(products.active, true)))
    .orderBy(
      products.ownerId,
      sql`${chosen} desc`,
      desc(products.id),
      asc(productFiles.position),
      asc(productFiles.id),
    );
  return new Map(
    rows.map((row) => [
      row.ownerId,
      { ...row.file, sourceWidth: row.sourceWidth, sourceHeight: row.sourceHeight, chosen: row.chosen },
    ]),
  );
}

/** Sets (or with null clears) the dish photo a chef chose to cover their card. */
export async function setCoverFile(db: DbOrTx, chefId: number, fileId: number | null): Promise<void> {
  await db.update(merchantProfiles).set({ coverFileId: fileId }).where(eq(merchantProfiles.userId, chefId));
}

// ---- The dish grid ----

export interface DishFilter extends SearchFilter {
  maxPriceCents: number | null;
  kitchenTypes: KitchenType[];
  city: string | null;
}

/** A dish of the grid: the view pricing needs and the chef's public name and avatar. */
export interface DishRow extends ProductView {
  avatarUpdatedAt: Date | null;
  avatarToken: string | null;
}

/** The dish's unit price as pricing.ts computes it (unitPriceCents), for the price filter and order. */
const priceCents = sql<number>`(case when ${productDetails.timeBased} and ${productDetails.preparationMinutes} > 0
  and ${merchantProfiles.hourRateCents} > 0
  then round(${productDetails.preparationMinutes}::numeric * ${merchantProfiles.hourRateCents} / 60)
  else greatest(0, coalesce(${products.priceCents}, 0)) end)`;

/** Active dishes of approved chefs (the public dishes, as the dish page shows them) that match. */
function dishConditions(filter: DishFilter): SQL | undefined {
  return and(
    eq(products.active, true),
    eq(merchantProfiles.status, 'approved'),
    filter.terms === null ? undefined : searchMatches(products.searchText, filter.terms),
    filter.maxPriceCents === null ? undefined : sql`${priceCents} <= ${filter.maxPriceCents}`,
    filter.kitchenTypes.length === 0 ? undefined : inArray(productDetails.kitchenType, filter.kitchenTypes),
    filter.city === null ? undefined : sql`lower(${users.city}) = lower(${filter.city})`,
    dietaryConditions(filter),
  );
}

function dishOrder(filter: DishFilter): SQL[] {
  const newest = [desc(products.id)];
  const sort = filter.sort ?? (filter.terms ? 'relevance' : 'newest');
  if (sort === 'price') return [asc(priceCents), ...newest];
  if (sort === 'rating') return [sql`${chefAverage(products.ownerId)} desc nulls last`, ...newest];
  if (sort === 'relevance' && filter.terms)
    return [sql`${searchRelevance(products.searchText, filter.terms)} desc`, ...newest];
  return newest;
}

/** One page of the dish grid. */
export async function listDishes(
  db: DbOrTx,
  filter: DishFilter,
  limit: number,
  offset: number,
): Promise<DishRow[]> {
  return db
    .select({ ...viewColumns, avatarUpdatedAt: users.avatarUpdatedAt, avatarToken: users.avatarToken })
    .from(products)
    .innerJoin(merchantProfiles, eq(merchantProfiles.userId, products.ownerId))
    .innerJoin(users, eq(users.id, products.ownerId))
    .leftJoin(productDetails, eq(productDetails.productId, products.id))
    .where(dishConditions(filter))
    .orderBy(...dishOrder(filter))
    .limit(limit)
    .offset(offset);
}

/** The number of all dishes that match. */
export async function countDishes(db: DbOrTx, filter: DishFilter): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(products)
    .innerJoin(merchantProfiles, eq(merchantProfiles.userId, products.ownerId))
    .innerJoin(users, eq(users.id, products.ownerId))
    .leftJoin(productDetails, eq(productDetails.productId, products.id))
    .where(dishConditions(filter));
  return row?.total ?? 0;
}
