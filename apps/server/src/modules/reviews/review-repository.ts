import { and, asc, count, desc, eq, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { inIds } from '../../db/sql-helpers.ts';
import { merchantProfiles, orders, ratingCases, reviews, users } from '../../db/schema.ts';
import { chefSummaryColumns } from '../moderation/chef-summary.ts';

/** Drizzle queries of the reviews module only. */

export type ReviewRecord = typeof reviews.$inferSelect;
export type RatingCaseRecord = typeof ratingCases.$inferSelect;

/** A review with its author's first name (never the e-mail). */
export interface ReviewRow {
  review: ReviewRecord;
  authorName: string | null;
}

function selectReviews(db: DbOrTx) {
  return db
    .select({ review: reviews, authorName: users.firstName })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.customerId));
}

/** What the review rules read of an order. */
export async function findOrderForReview(db: DbOrTx, orderId: number) {
  const [row] = await db
    .select({
      id: orders.id,
      sid: orders.sid,
      customerId: orders.customerId,
      chefId: orders.chefId,
      status: orders.status,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
}

/** The chef profile and its user, locked until the transaction ends: the one moderation decisions take. */
export { lockChef } from '../moderation/moderation-repository.ts';

export async function findChefByNickname(db: DbOrTx, nickname: string) {
  const [row] = await db
    .select({ userId: users.id, status: merchantProfiles.status })
    .from(users)
    .innerJoin(merchantProfiles, eq(merchantProfiles.userId, users.id))
    .where(sql`lower(${users.nickname}) = lower(${nickname})`);
  return row;
}

export async function findReviewOfOrder(db: DbOrTx, orderId: number): Promise<ReviewRecord | undefined> {
  const [row] = await db.select().from(reviews).where(eq(reviews.orderId, orderId));
  return row;
}

export async function insertReview(
  tx: DbOrTx,
  values: Omit<typeof reviews.$inferInsert, 'id'>,
): Promise<ReviewRecord> {
  const [row] = await tx.insert(reviews).values(values).returning();
  return row!;
}

export async function findReviewRow(db: DbOrTx, id: number): Promise<ReviewRow | undefined> {
  const [row] = await selectReviews(db).where(eq(reviews.id, id));
  return row;
}

export async function lockReview(tx: DbOrTx, id: number): Promise<ReviewRecord | undefined> {
  const [row] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
  return row;
}

export async function updateReview(
  tx: DbOrTx,
  id: number,
  values: Partial<Omit<typeof reviews.$inferInsert, 'id'>>,
): Promise<void> {
  await tx.update(reviews).set(values).where(eq(reviews.id, id));
}

/** The reviews of some orders, hidden ones too (they still close the order to a new review), in one query. */
export async function listReviewsOfOrders(db: DbOrTx, orderIds: readonly number[]): Promise<ReviewRow[]> {
  if (orderIds.length === 0) return [];
  return selectReviews(db).where(inIds(reviews.orderId, orderIds));
}

const visible = isNull(reviews.hiddenAt);

/**
 * The reviews the rule counts (decision 049): the chef's visible reviews, since the last reinstatement by a
 * rating case (a reinstated chef starts a fresh window), of orders whose booked time has passed.
 */
function countedReviews(chefId: number, now: Date): SQL | undefined {
  const since = sql`(select max(${ratingCases.decidedAt}) from ${ratingCases}
    where ${ratingCases.chefId} = ${chefId} and ${ratingCases.status} = 'reinstated')`;
  return and(
    eq(reviews.chefId, chefId),
    visible,
    sql`(${since} is null or ${reviews.createdAt} > ${since})`,
    lte(orders.serviceDeliveryDate, now),
  );
}

/**
 * What the rule reads, newest first: every customer's latest counted review and the last `window` counted
 * reviews whoever wrote them. The newest `window` latest-per-customer rows lie within the first 2 x `window`
 * of these, so no more are read however many reviews the chef has.
 */
export async function listRuleReviews(
  db: DbOrTx,
  chefId: number,
  now: Date,
  window: number,
): Promise<{ customerId: number; rating: number }[]> {
  const newest = sql`order by ${reviews.createdAt} desc, ${reviews.id} desc`;
  const counted = db
    .select({
      customerId: reviews.customerId,
      rating: reviews.rating,
      createdAt: reviews.createdAt,
      id: reviews.id,
      nth: sql<number>`row_number() over (partition by ${reviews.customerId} ${newest})`.as('nth'),
      recent: sql<number>`row_number() over (${newest})`.as('recent'),
    })
    .from(reviews)
    .innerJoin(orders, eq(orders.id, reviews.orderId))
    .where(countedReviews(chefId, now))
    .as('counted');
  return db
    .select({ customerId: counted.customerId, rating: counted.rating })
    .from(counted)
    .where(sql`${counted.nth} = 1 or ${counted.recent} <= ${window}`)
    .orderBy(desc(counted.createdAt), desc(counted.id))
    .limit(window * 2);
}

/** Some customers' counted reviews of a chef: name, e-mail, how many, their ratings newest first. */
export async function listRaters(db: DbOrTx, chefId: number, now: Date, customerIds: readonly number[]) {
  if (customerIds.length === 0) return [];
  return db
    .select({
      customerId: reviews.customerId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      reviews: count(),
      ratings: sql<
        number[]
      >`array_agg(${reviews.rating} order by ${reviews.createdAt} desc, ${reviews.id} desc)`,
    })
    .from(reviews)
    .innerJoin(orders, eq(orders.id, reviews.orderId))
    .innerJoin(users, eq(users.id, reviews.customerId))
    .where(and(countedReviews(chefId, now), inIds(reviews.customerId, customerIds)))
    .groupBy(reviews.customerId, users.firstName, users.lastName, users.email);
}

/** A chef's visible reviews, newest first, one page. */
export async function listChefReviews(
  db: DbOrTx,
  chefId: number,
  page: { limit: number; offset: number },
): Promise<ReviewRow[]> {
  return selectReviews(db)
    .where(and(eq(reviews.chefId, chefId), visible))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** Average (two decimals) and count of the visible reviews of some chefs, in one aggregate query. */
export async function chefRatings(db: DbOrTx, chefIds: readonly number[]) {
  if (chefIds.length === 0) return [];
  return db
    .select({
      chefId: reviews.chefId,
      average: sql<number>`round(avg(${reviews.rating}), 2)`.mapWith(Number),
      count: count(),
    })
    .from(reviews)
    .where(and(inIds(reviews.chefId, [...new Set(chefIds)]), visible))
    .groupBy(reviews.chefId);
}

// ---- Rating cases ----

export async function findOpenCase(tx: DbOrTx, chefId: number): Promise<RatingCaseRecord | undefined> {
  const [row] = await tx
    .select()
    .from(ratingCases)
    .where(and(eq(ratingCases.chefId, chefId), eq(ratingCases.status, 'open')));
  return row;
}

export async function insertCase(
  tx: DbOrTx,
  values: Omit<typeof ratingCases.$inferInsert, 'id'>,
): Promise<RatingCaseRecord> {
  const [row] = await tx.insert(ratingCases).values(values).returning();
  return row!;
}

export async function lockCase(tx: DbOrTx, id: number): Promise<RatingCaseRecord | undefined> {
  const [row] = await tx.select().from(ratingCases).where(eq(ratingCases.id, id)).for('update');
  return row;
}

export async function updateCase(
  tx: DbOrTx,
  id: number,
  values:
    | Pick<RatingCaseRecord, 'status' | 'decidedAt' | 'decidedBy' | 'reason'>
    | Pick<RatingCaseRecord, 'kind' | 'ratings' | 'averageHundredths' | 'raters'>,
): Promise<void> {
  await tx.update(ratingCases).set(values).where(eq(ratingCases.id, id));
}

export async function updateMerchant(
  tx: DbOrTx,
  userId: number,
  values: Partial<
    Pick<
      typeof merchantProfiles.$inferInsert,
      'status' | 'statusReason' | 'decidedAt' | 'decidedBy' | 'updatedAt'
    >
  >,
): Promise<void> {
  await tx.update(merchantProfiles).set(values).where(eq(merchantProfiles.userId, userId));
}

function selectCases(db: DbOrTx) {
  return db
    .select({
      case: ratingCases,
      chef: chefSummaryColumns,
    })
    .from(ratingCases)
    .innerJoin(users, eq(users.id, ratingCases.chefId));
}

export type CaseRow = Awaited<ReturnType<ReturnType<typeof selectCases>['where']>>[number];

function caseConditions(status: 'open' | undefined): SQL | undefined {
  return status ? eq(ratingCases.status, status) : undefined;
}

/** Open cases first, by deadline (the most urgent first); decided ones after, latest decision first. */
export async function listCases(
  db: DbOrTx,
  filter: { status?: 'open'; limit: number; offset: number },
): Promise<CaseRow[]> {
  return selectCases(db)
    .where(caseConditions(filter.status))
    .orderBy(
      sql`(${ratingCases.status} = 'open') desc`,
      asc(ratingCases.deadline),
      desc(ratingCases.decidedAt),
      desc(ratingCases.id),
    )
    .limit(filter.limit)
    .offset(filter.offset);
}

export async function countCases(db: DbOrTx, filter: { status?: 'open' }): Promise<number> {
  const [row] = await db.select({ n: count() }).from(ratingCases).where(caseConditions(filter.status));
  return row?.n ?? 0;
}

export async function findCaseRow(db: DbOrTx, id: number): Promise<CaseRow | undefined> {
  const [row] = await selectCases(db).where(eq(ratingCases.id, id));
  return row;
}
