import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import {
  chefRatingHealthModel,
  ratingCaseDecisionSchema,
  ratingCasesPageModel,
  ratingCasesQuerySchema,
  ratingCaseViewModel,
  reviewAnswerSchema,
  reviewHideSchema,
  reviewSchema,
  reviewViewModel,
  storeReviewsModel,
  storeReviewsQuerySchema,
} from '../reviews.ts';
import { defineContract } from './contract.ts';

/**
 * Reviews and the rating rule (decisions 028 and 049): a customer rates a delivered order, its chef answers,
 * anyone reads a chef's reviews, a chef sees their rating health, operators decide rating cases and hide
 * abusive reviews.
 */

const resource = 'reviews';

const operators = {
  resource,
  roles: ['operator'],
  forbidden: MESSAGES.moderationNotAllowed,
} as const;

export const createReview = defineContract({
  name: 'createReview',
  resource,
  method: 'POST',
  path: '/secure/review',
  summary: 'The customer of a delivered order rates it once, from 1 to 5 stars, with an optional comment.',
  roles: ['customer'],
  input: { body: reviewSchema },
  // The order shows its review; the chef's rating moves on the chef page and the marketplace.
  changes: ['orders', 'profile', 'catalogue'],
  model: z.object({ review: reviewViewModel }),
  errors: [
    MESSAGES.orderNotFound,
    MESSAGES.reviewNotAllowed,
    MESSAGES.reviewNotDelivered,
    MESSAGES.reviewExists,
    MESSAGES.reviewNotFound,
  ],
});

export const answerReview = defineContract({
  name: 'answerReview',
  resource,
  method: 'POST',
  path: '/secure/review-answer',
  summary: "The review's chef answers it, once.",
  roles: ['customer'],
  input: { body: reviewAnswerSchema },
  model: z.object({ review: reviewViewModel }),
  errors: [MESSAGES.reviewNotFound, MESSAGES.reviewNotAllowed, MESSAGES.answerExists],
});

export const listStoreReviews = defineContract({
  name: 'listStoreReviews',
  resource,
  method: 'GET',
  path: '/store/reviews',
  summary: "A chef's visible reviews, newest first, a page at a time, with the chef's rating.",
  roles: ['visitor'],
  input: { query: storeReviewsQuerySchema },
  model: storeReviewsModel,
  errors: [MESSAGES.chefNotFound],
});

export const getRatingHealth = defineContract({
  name: 'getRatingHealth',
  resource,
  method: 'GET',
  path: '/secure/rating-health',
  summary: "The signed-in chef's ratings as the rating rule sees them, with their all-time rating.",
  roles: ['chef'],
  forbidden: MESSAGES.notAChef,
  model: z.object({ health: chefRatingHealthModel }),
  errors: [],
});

export const listRatingCases = defineContract({
  ...operators,
  name: 'listRatingCases',
  method: 'GET',
  path: '/operator/rating-cases',
  summary: 'Rating cases: the open queue by deadline first, or all, a page at a time.',
  input: { query: ratingCasesQuerySchema },
  model: ratingCasesPageModel,
  errors: [],
});

export const decideRatingCase = defineContract({
  ...operators,
  name: 'decideRatingCase',
  method: 'POST',
  path: '/operator/rating-case-decision',
  summary: "Reinstates the chef of an open rating case or confirms the case's suspension, with a reason.",
  input: { body: ratingCaseDecisionSchema },
  model: z.object({ case: ratingCaseViewModel }),
  errors: [MESSAGES.ratingCaseNotFound, MESSAGES.ratingCaseClosed],
  // The chef's status moves (the moderation lists, the audit log) and with it the public pages they are on.
  changes: ['moderation', 'catalogue', 'profile'],
});

export const hideReview = defineContract({
  ...operators,
  name: 'hideReview',
  method: 'POST',
  path: '/operator/review-hide',
  summary: "Hides an abusive review from the chef's page and ratings, with a reason for the audit log.",
  input: { body: reviewHideSchema },
  model: z.object({ review: reviewViewModel }),
  errors: [MESSAGES.reviewNotFound, MESSAGES.reviewHidden],
  // The chef's rating no longer counts it (their page, the marketplace, the dish pages); the audit log has it.
  changes: ['profile', 'catalogue', 'moderation'],
});
