import type { FastifyInstance } from 'fastify';
import { MESSAGES, SYSTEM_REASONS } from '@hearth/domain/messages';
import { orderNumber, type OrderStatus } from '@hearth/domain/orders';
import { canModerate, NICKNAME_PATTERN } from '@hearth/domain/profile';
import {
  RATING_WINDOW_ORDERS,
  averageRating,
  ratingRule,
  workingDaysAfter,
  type RatingCaseKind,
  type RatingCaseRater,
  type ChefRating,
  type ChefRatingHealth,
  type ReviewInput,
  type ReviewView,
} from '@hearth/domain/reviews';
import { pgErrorCode, UNIQUE_VIOLATION, type DbOrTx, type Tx } from '../../db/database.ts';
import { Conflict, Forbidden, NotFound } from '../../errors.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { recordAudit } from '../moderation/audit-service.ts';
import { toReviewView } from './review-model.ts';
import * as repo from './review-repository.ts';
import { publicPageUrl } from '../../config.ts';

/**
 * Reviews (decision 028): the customer of a delivered order rates it once; the chef answers once; at each new
 * review the rating rule runs in the same transaction, under the chef profile's lock, and may suspend the
 * chef and open a rating case for the operators. Ratings of chefs for the catalogue and the orders' views
 * come from here in one query per list.
 */

export const REVIEWS_PAGE_SIZE = 10;
export const RATING_SUSPENDED_AUDIT = 'chef.rating_suspended';
/** A case opened for an operator without a suspension: one customer wrote most of the low reviews. */
export const RATING_REVIEW_OPENED_AUDIT = 'chef.rating_review_opened';

/** Orders a customer may review: delivered (and completed, which follows delivery). */
const REVIEWABLE: readonly OrderStatus[] = ['delivered', 'completed'];

export function isReviewable(status: OrderStatus): boolean {
  return REVIEWABLE.includes(status);
}

async function reviewView(db: DbOrTx, id: number): Promise<ReviewView> {
  const row = await repo.findReviewRow(db, id);
  if (!row) throw new NotFound(MESSAGES.reviewNotFound);
  return toReviewView(row);
}

/**
 * POST /secure/review. Someone who cannot see the order gets "order not found"; a party who can but is not
 * its customer (its chef, an operator) gets 403; the order must be delivered and not reviewed yet.
 */
export async function createReview(
  app: FastifyInstance,
  viewer: SessionUser,
  input: ReviewInput,
): Promise<ReviewView> {
  const order = await repo.findOrderForReview(app.db, input.orderId);
  const isCustomer = order?.customerId === viewer.id;
  const canSee = order && (isCustomer || order.chefId === viewer.id || canModerate(viewer.role));
  if (!order || !canSee) throw new NotFound(MESSAGES.orderNotFound);
  if (!isCustomer) throw new Forbidden(MESSAGES.reviewNotAllowed);
  if (!isReviewable(order.status)) throw new Conflict(MESSAGES.reviewNotDelivered);
  try {
    const id = await app.db.transaction(async (tx) => {
      // One review at a time per chef: the rule reads the ratings this transaction adds to.
      const chef = await repo.lockChef(tx, order.chefId);
      if (!chef) throw new NotFound(MESSAGES.orderNotFound);
      if (await repo.findReviewOfOrder(tx, order.id)) throw new Conflict(MESSAGES.reviewExists);
      const review = await repo.insertReview(tx, {
        orderId: order.id,
        customerId: viewer.id,
        chefId: order.chefId,
        rating: input.rating,
        comment: input.comment,
        createdAt: app.clock(),
      });
      await app.mail.enqueue(
        {
          to: chef.user.email,
          template: 'review-received',
          language: chef.user.language,
          params: {
            orderNumber: orderNumber(order.sid),
            rating: review.rating,
            comment: review.comment,
            orderUrl: publicPageUrl(app.config, `/order/${order.id}`),
          },
        },
        tx,
      );
      await applyRatingRule(app, tx, chef);
      return review.id;
    });
    return await reviewView(app.db, id);
  } catch (error) {
    // Two reviews of one order at once: the unique index lets one through.
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw new Conflict(MESSAGES.reviewExists);
    throw error;
  }
}

/** The customers behind a case's ratings, in the order the rule met them (newest first). */
async function ratersOf(
  tx: Tx,
  chefId: number,
  now: Date,
  customerIds: readonly number[],
): Promise<RatingCaseRater[]> {
  const rows = await repo.listRaters(tx, chefId, now, customerIds);
  const byId = new Map(rows.map((row) => [row.customerId, row]));
  return customerIds.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const name = [row.firstName, row.lastName].filter(Boolean).join(' ');
    return [
      { customerId: id, name: name || null, email: row.email, reviews: row.reviews, ratings: row.ratings },
    ];
  });
}

/**
 * The rule of decision 049, in the review's transaction with the chef profile locked. When the window (one
 * rating per customer, orders whose booked time has passed) is below the line, an approved chef is suspended
 * (hidden with their dishes, as a moderation suspension), a case opens for the operators with its deadline,
 * the audit log records it and the chef is e-mailed. When instead one customer wrote most of a low run of
 * recent reviews, a case opens for an operator and the chef stays listed.
 */
async function applyRatingRule(
  app: FastifyInstance,
  tx: Tx,
  chef: NonNullable<Awaited<ReturnType<typeof repo.lockChef>>>,
): Promise<void> {
  const chefId = chef.user.id;
  const now = app.clock();
  const rule = ratingRule(await repo.listRuleReviews(tx, chefId, now, RATING_WINDOW_ORDERS));
  const { health } = rule;
  if (chef.merchant.status !== 'approved') return;
  const suspends = health.suspends && health.average !== null;
  if (!suspends && !rule.opensReview) return;
  const open = await repo.findOpenCase(tx, chefId);
  if (!suspends && open) return;
  const ratings = suspends ? health.window : rule.recent;
  const average = suspends ? health.average! : averageRating(rule.recent)!;
  const opening = {
    kind: (suspends ? 'suspension' : 'review') as RatingCaseKind,
    ratings,
    averageHundredths: Math.round(average * 100),
    raters: await ratersOf(tx, chefId, now, rule.customerIds),
  };
  // An open review case becomes the suspension's case: one open case per chef.
  if (open) await repo.updateCase(tx, open.id, opening);
  const ratingCase =
    open ??
    (await repo.insertCase(tx, {
      chefId,
      status: 'open',
      openedAt: now,
      deadline: workingDaysAfter(now),
      ...opening,
    }));
  if (!suspends) {
    await recordAudit(tx, {
      actorId: null,
      action: RATING_REVIEW_OPENED_AUDIT,
      targetUserId: chefId,
      details: { caseId: ratingCase.id, ratings, dominantCustomerId: rule.dominantCustomerId },
      createdAt: now,
    });
    return;
  }
  // A key: the chef and every operator read it in their own language (the average is in the details).
  const reason = SYSTEM_REASONS.ratingRule;
  await repo.updateMerchant(tx, chefId, {
    status: 'suspended',
    statusReason: reason,
    decidedAt: now,
    decidedBy: null,
    updatedAt: now,
  });
  await recordAudit(tx, {
    actorId: null,
    action: RATING_SUSPENDED_AUDIT,
    targetUserId: chefId,
    reason,
    details: { caseId: ratingCase.id, ratings, average },
    createdAt: now,
  });
  await app.mail.enqueue(
    {
      to: chef.user.email,
      template: 'chef-rating-suspended',
      language: chef.user.language,
      params: {
        firstName: chef.user.firstName,
        average,
        ratings,
        deadline: ratingCase.deadline.getTime(),
        profileUrl: publicPageUrl(app.config, '/profile'),
      },
    },
    tx,
  );
}

/** POST /secure/review-answer: only the review's chef, once. A hidden review is not found. */
export async function answerReview(
  app: FastifyInstance,
  viewer: SessionUser,
  input: { reviewId: number; answer: string },
): Promise<ReviewView> {
  await app.db.transaction(async (tx) => {
    const review = await repo.lockReview(tx, input.reviewId);
    if (!review || review.hiddenAt) throw new NotFound(MESSAGES.reviewNotFound);
    if (review.chefId !== viewer.id) throw new Forbidden(MESSAGES.reviewNotAllowed);
    if (review.answer !== null) throw new Conflict(MESSAGES.answerExists);
    await repo.updateReview(tx, review.id, { answer: input.answer, answeredAt: app.clock() });
  });
  return reviewView(app.db, input.reviewId);
}

/** The ratings of some chefs (visible reviews), in one aggregate query; chefs without reviews count 0. */
export async function chefRatings(db: DbOrTx, chefIds: readonly number[]): Promise<Map<number, ChefRating>> {
  const rows = await repo.chefRatings(db, chefIds);
  const ratings = new Map<number, ChefRating>(chefIds.map((id) => [id, { average: null, count: 0 }]));
  for (const row of rows) ratings.set(row.chefId, { average: row.average, count: row.count });
  return ratings;
}

export const NO_RATING: ChefRating = { average: null, count: 0 };

/**
 * The reviews of some orders for their views, in one query: an order with a review maps to its view, or to
 * null when an operator hid it (the order stays reviewed); an order without one is absent.
 */
export async function reviewsOfOrders(
  db: DbOrTx,
  orderIds: readonly number[],
): Promise<Map<number, ReviewView | null>> {
  const rows = await repo.listReviewsOfOrders(db, orderIds);
  return new Map(rows.map((row) => [row.review.orderId, row.review.hiddenAt ? null : toReviewView(row)]));
}

/**
 * GET /store/reviews: a chef's visible reviews, newest first, and their rating, for a chef the viewer may
 * see (an approved one; any for the chef and the operators), else "chef not found".
 */
export async function listStoreReviews(
  app: FastifyInstance,
  query: { nickname: string; page: number },
  viewer: SessionUser | null,
): Promise<{ reviews: ReviewView[]; rating: ChefRating; page: number; pageSize: number }> {
  // A name no profile link can have (a NUL, a space) names nobody: no need to ask the database.
  if (!NICKNAME_PATTERN.test(query.nickname)) throw new NotFound(MESSAGES.chefNotFound);
  const chef = await repo.findChefByNickname(app.db, query.nickname);
  const visible =
    chef && (chef.status === 'approved' || viewer?.id === chef.userId || canModerate(viewer?.role));
  if (!chef || !visible) throw new NotFound(MESSAGES.chefNotFound);
  const [rows, ratings] = await Promise.all([
    repo.listChefReviews(app.db, chef.userId, {
      limit: REVIEWS_PAGE_SIZE,
      offset: query.page * REVIEWS_PAGE_SIZE,
    }),
    chefRatings(app.db, [chef.userId]),
  ]);
  return {
    reviews: rows.map(toReviewView),
    rating: ratings.get(chef.userId) ?? NO_RATING,
    page: query.page,
    pageSize: REVIEWS_PAGE_SIZE,
  };
}

/** GET /secure/rating-health: the signed-in chef's rule window (the contract lets only a chef ask). */
export async function getRatingHealth(app: FastifyInstance, viewer: SessionUser): Promise<ChefRatingHealth> {
  const [reviews, ratings] = await Promise.all([
    repo.listRuleReviews(app.db, viewer.id, app.clock(), RATING_WINDOW_ORDERS),
    chefRatings(app.db, [viewer.id]),
  ]);
  const rating = ratings.get(viewer.id) ?? NO_RATING;
  return { ...ratingRule(reviews).health, count: rating.count, overallAverage: rating.average };
}
