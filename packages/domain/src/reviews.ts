import { z } from 'zod';
import {
  MODERATION_DECISION_WORKING_DAYS,
  RATING_MAX,
  RATING_MIN,
  RATING_MIN_AVERAGE,
  REVIEW_ANSWER_MAX,
  RATING_WINDOW_ORDERS,
} from './constants.ts';
import { idSchema, isBlank, nicknameQuerySchema, pageSchema, REASON_MAX, caseChefModel } from './fields.ts';
import { V } from './messages.ts';

/**
 * Reviews and rating moderation (docs/product.md#reviews-and-the-rating-rule, decisions 028 and 049; the
 * information page: "an average rating below 4.5 over the last 5 orders disables the chef account; a decision
 * is made within 3 working days"): the rule, the deadline, the
 * schemas of the review calls and their answer types. Shared by the server, which enforces the rule at each
 * new review, and the web, which shows a chef their rating health.
 */

export const REVIEW_COMMENT_MAX = 1000;
/**
 * The rating a chef's warning is about: with a full window, one 1- or 2-star rating suspends even a chef whose
 * other four are 5s (4.2, 4.4), so "one more low rating" means one more rating of 3 stars or fewer.
 */
export const LOW_RATING = 3;
export {
  MODERATION_DECISION_WORKING_DAYS,
  RATING_MAX,
  RATING_MIN,
  RATING_MIN_AVERAGE,
  RATING_WINDOW_ORDERS,
  REVIEW_ANSWER_MAX,
};

/** The average of some ratings, rounded to two decimals (null when there are none). */
export function averageRating(ratings: readonly number[]): number | null {
  if (ratings.length === 0) return null;
  const sum = ratings.reduce((total, r) => total + r, 0);
  return Math.round((sum / ratings.length) * 100) / 100;
}

/** A rating as a customer gives it: a whole number of stars from RATING_MIN to RATING_MAX. */
const starsModel = z.number().int().min(RATING_MIN).max(RATING_MAX);

/** The rule's view of a chef's ratings. */
export const ratingHealthModel = z.object({
  /** The ratings of the last RATING_WINDOW_ORDERS rated orders, newest first. */
  window: z.array(starsModel),
  /** Their average; null before the first rating. */
  average: z.number().nullable(),
  /** average - RATING_MIN_AVERAGE (negative: below the line); null before a full window. */
  margin: z.number().nullable(),
  /** True when the rule suspends: a full window whose average is below RATING_MIN_AVERAGE. */
  suspends: z.boolean(),
  /** True when one more rating of LOW_RATING stars would suspend (the window slides: the oldest leaves it). */
  atRisk: z.boolean(),
});
export type RatingHealth = z.infer<typeof ratingHealthModel>;

/** A full window whose average is below RATING_MIN_AVERAGE, compared in whole numbers. */
const belowTheLine = (ratings: readonly number[]) =>
  ratings.length === RATING_WINDOW_ORDERS &&
  ratings.reduce((t, r) => t + r, 0) * 10 < RATING_MIN_AVERAGE * 10 * RATING_WINDOW_ORDERS;

/**
 * The rule, from a chef's ratings newest first: with at least RATING_WINDOW_ORDERS rated orders, the average of
 * the last RATING_WINDOW_ORDERS below RATING_MIN_AVERAGE suspends. Compared in whole numbers (sum x 10 against
 * 45 x window) so that 4.5 exactly never counts as below.
 */
export function ratingHealth(ratingsNewestFirst: readonly number[]): RatingHealth {
  const window = ratingsNewestFirst.slice(0, RATING_WINDOW_ORDERS);
  const full = window.length === RATING_WINDOW_ORDERS;
  const average = averageRating(window);
  const next = [LOW_RATING, ...ratingsNewestFirst].slice(0, RATING_WINDOW_ORDERS);
  return {
    window,
    average,
    margin: full && average !== null ? Math.round((average - RATING_MIN_AVERAGE) * 100) / 100 : null,
    suspends: belowTheLine(window),
    atRisk: !belowTheLine(window) && belowTheLine(next),
  };
}

/** A review as the rule reads it: its author and rating. */
export interface RuleReview {
  customerId: number;
  rating: number;
}

export interface RatingRuleOutcome {
  /** The rule's window (one rating per customer, their latest) and what it decides. */
  health: RatingHealth;
  /** The customers whose ratings the window and the recent reviews hold, newest first, each once. */
  customerIds: number[];
  /** The last RATING_WINDOW_ORDERS counted reviews, whoever wrote them, newest first. */
  recent: number[];
  /** The customer who wrote more than half of `recent`, if one did. */
  dominantCustomerId: number | null;
  /** True when `recent` is below the line, one customer wrote most of it and the window does not suspend. */
  opensReview: boolean;
}

/**
 * The rating rule of decision 049, from the counted reviews newest first (visible, since the last
 * reinstatement, of orders whose booked time has passed): the window holds each customer's latest rating
 * only, the RATING_WINDOW_ORDERS newest of those, and suspends below the line (`ratingHealth`). When the window
 * does not suspend but the last RATING_WINDOW_ORDERS reviews, whoever wrote them, are below the line and one
 * customer wrote more than half of them, a case opens for an operator without suspending anyone.
 */
export function ratingRule(reviewsNewestFirst: readonly RuleReview[]): RatingRuleOutcome {
  const latest = new Map<number, number>();
  for (const review of reviewsNewestFirst) {
    if (latest.size === RATING_WINDOW_ORDERS) break;
    if (!latest.has(review.customerId)) latest.set(review.customerId, review.rating);
  }
  const health = ratingHealth([...latest.values()]);
  const recentReviews = reviewsNewestFirst.slice(0, RATING_WINDOW_ORDERS);
  const recent = recentReviews.map((r) => r.rating);
  const counts = new Map<number, number>();
  for (const r of recentReviews) counts.set(r.customerId, (counts.get(r.customerId) ?? 0) + 1);
  const dominant = [...counts].find(([, n]) => n * 2 > RATING_WINDOW_ORDERS);
  const dominantCustomerId = dominant ? dominant[0] : null;
  const customerIds = [...new Set([...latest.keys(), ...recentReviews.map((r) => r.customerId)])];
  return {
    health,
    customerIds,
    recent,
    dominantCustomerId,
    opensReview: !health.suspends && dominantCustomerId !== null && belowTheLine(recent),
  };
}

/**
 * The decision deadline: `workingDays` working days (Monday to Friday) after `from`, at the same time of day.
 * Days are counted in UTC.
 */
export function workingDaysAfter(from: Date, workingDays = MODERATION_DECISION_WORKING_DAYS): Date {
  const deadline = new Date(from.getTime());
  let left = workingDays;
  while (left > 0) {
    deadline.setUTCDate(deadline.getUTCDate() + 1);
    const day = deadline.getUTCDay();
    if (day !== 0 && day !== 6) left -= 1;
  }
  return deadline;
}

// ---- Schemas of the calls ----

const optionalLongText = (max: number) =>
  z
    .preprocess(
      (v) => (v === undefined || v === null || isBlank(v) ? null : v),
      z.string({ error: V.invalid }).trim().max(max, V.tooLong).nullable(),
    )
    .transform((v) => (v === '' ? null : v));

/** POST /secure/review: orderId, rating 1 to 5, an optional comment. */
export const reviewSchema = z.object({
  orderId: idSchema,
  rating: z.coerce
    .number({ error: V.invalid })
    .int(V.invalid)
    .min(RATING_MIN, V.ratingRange)
    .max(RATING_MAX, V.ratingRange),
  comment: optionalLongText(REVIEW_COMMENT_MAX),
});
export type ReviewInput = z.output<typeof reviewSchema>;

/** POST /secure/review-answer: the chef answers a review once. */
export const reviewAnswerSchema = z.object({
  reviewId: idSchema,
  answer: z
    .string({ error: V.required })
    .trim()
    .min(1, { error: V.required, abort: true })
    .max(REVIEW_ANSWER_MAX, V.tooLong),
});

/** POST /operator/review-hide: hide an abusive review, with a reason. */
export const reviewHideSchema = z.object({
  reviewId: idSchema,
  reason: z
    .string({ error: V.reasonRequired })
    .trim()
    .min(1, { error: V.reasonRequired, abort: true })
    .max(REASON_MAX, V.tooLong),
});

export const RATING_CASE_DECISIONS = ['reinstate', 'confirm'] as const;
export type RatingCaseDecision = (typeof RATING_CASE_DECISIONS)[number];

/** POST /operator/rating-case-decision: reinstate the chef or confirm the suspension, with a reason. */
export const ratingCaseDecisionSchema = z.object({
  caseId: idSchema,
  decision: z.enum(RATING_CASE_DECISIONS, { error: V.invalid }),
  reason: reviewHideSchema.shape.reason,
});

/** GET /store/reviews?nickname=&page=0: the nickname as /store/products reads it. */
export const storeReviewsQuerySchema = z.object({ nickname: nicknameQuerySchema, page: pageSchema });

/** GET /operator/rating-cases?status=open|all&page=0 (the open queue by default). */
export const ratingCasesQuerySchema = z.object({
  status: z.preprocess(
    (v) => (v === undefined || isBlank(v) ? 'open' : v),
    z.enum(['open', 'all'], { error: V.invalid }),
  ),
  page: pageSchema,
});

// ---- The answers (model.*) ----

/** A moment as answers carry it: milliseconds since 1970. */
const millisModel = z.number().int();

/** One review as pages show it. */
export const reviewViewModel = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  rating: starsModel,
  comment: z.string().nullable(),
  /** The customer's first name (or "A customer"): never the e-mail. */
  authorName: z.string().nullable(),
  /** Milliseconds. */
  createdAt: millisModel,
  answer: z.string().nullable(),
  answeredAt: millisModel.nullable(),
});
export type ReviewView = z.infer<typeof reviewViewModel>;

/** model.health of GET /secure/rating-health: the rule's view of the chef's ratings, with all-time figures. */
export const chefRatingHealthModel = ratingHealthModel.extend({
  /** The chef's visible reviews in all. */
  count: z.number().int().nonnegative(),
  /** Their average (what cards show). */
  overallAverage: z.number().nullable(),
});
export type ChefRatingHealth = z.infer<typeof chefRatingHealthModel>;

/** A chef's rating as cards and pages show it. */
export const chefRatingModel = z.object({ average: z.number().nullable(), count: z.number().int() });
export type ChefRating = z.infer<typeof chefRatingModel>;

/** model of GET /store/reviews: a page of a chef's visible reviews, newest first, and the chef's rating. */
export const storeReviewsModel = z.object({
  reviews: z.array(reviewViewModel),
  rating: chefRatingModel,
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type StoreReviews = z.infer<typeof storeReviewsModel>;

/**
 * How a case opened: `suspension` when the rule suspended the chef; `review` when the last reviews are low but
 * one customer wrote most of them, so the chef stays listed and an operator decides (decision 049).
 */
export const RATING_CASE_KINDS = ['suspension', 'review'] as const;
export type RatingCaseKind = (typeof RATING_CASE_KINDS)[number];

/** The states of a rating case: open until an operator reinstates the chef or confirms the case. */
export const RATING_CASE_STATUSES = ['open', 'reinstated', 'confirmed'] as const;
export type RatingCaseStatus = (typeof RATING_CASE_STATUSES)[number];

/** One customer behind a case's ratings: who, how many counted reviews of the chef, their ratings newest first. */
export const ratingCaseRaterModel = z.object({
  customerId: z.number().int(),
  name: z.string().nullable(),
  email: z.string(),
  reviews: z.number().int(),
  ratings: z.array(starsModel),
});
export type RatingCaseRater = z.infer<typeof ratingCaseRaterModel>;

/** An operator's case: a chef suspended by the rating rule, to decide within the deadline. */
export const ratingCaseViewModel = z.object({
  id: z.number().int(),
  chef: caseChefModel,
  status: z.enum(RATING_CASE_STATUSES),
  kind: z.enum(RATING_CASE_KINDS),
  /** Who wrote the ratings, how many counted reviews each, their ratings (decision 049). */
  raters: z.array(ratingCaseRaterModel),
  /** The average of the last window when the case opened, and the ratings. */
  average: z.number(),
  ratings: z.array(starsModel),
  /** Milliseconds. */
  openedAt: millisModel,
  deadline: millisModel,
  overdue: z.boolean(),
  decidedAt: millisModel.nullable(),
  reason: z.string().nullable(),
});
export type RatingCaseView = z.infer<typeof ratingCaseViewModel>;

/** model of GET /operator/rating-cases: a page of cases and the number of all that match. */
export const ratingCasesPageModel = z.object({
  cases: z.array(ratingCaseViewModel),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type RatingCasesPage = z.infer<typeof ratingCasesPageModel>;
