import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isBlank, pageSchema } from '@hearth/domain/fields';
import { MESSAGES, V } from '@hearth/domain/messages';
import { MODERATOR_ROLES, storeProductsSchema } from '@hearth/domain/profile';
import {
  ratingCaseDecisionSchema,
  reviewAnswerSchema,
  reviewHideSchema,
  reviewSchema,
} from '@hearth/domain/reviews';
import { ok, parseInput } from '../../envelope.ts';
import { requireRole } from '../../plugins/session.ts';
import { decideCase, hideReview, listCases } from './rating-case-service.ts';
import { answerReview, createReview, getRatingHealth, listStoreReviews } from './review-service.ts';

/** GET /store/reviews?nickname=&page=0: the nickname as /store/products reads it. */
export const storeReviewsQuerySchema = storeProductsSchema.extend({ page: pageSchema });

/** The review calls (decision 028): rate an order, answer a review, a chef's reviews and health. */
export async function reviewRoutes(app: FastifyInstance) {
  app.post('/secure/review', async (request) => {
    const user = await request.requireUser();
    const input = parseInput(reviewSchema, request.body);
    return ok({ review: await createReview(app, user, input) }, MESSAGES.reviewSaved);
  });

  app.post('/secure/review-answer', async (request) => {
    const user = await request.requireUser();
    const input = parseInput(reviewAnswerSchema, request.body);
    return ok({ review: await answerReview(app, user, input) }, MESSAGES.answerSaved);
  });

  app.get('/store/reviews', async (request) => {
    const query = parseInput(storeReviewsQuerySchema, request.query);
    return ok(await listStoreReviews(app, query, await request.currentUser()));
  });

  app.get('/secure/rating-health', async (request) => {
    const user = await request.requireUser();
    return ok({ health: await getRatingHealth(app, user) });
  });
}

/** GET /operator/rating-cases?status=open|all&page=0 (the open queue by default). */
export const ratingCasesQuerySchema = z.object({
  status: z.preprocess(
    (v) => (v === undefined || isBlank(v) ? 'open' : v),
    z.enum(['open', 'all'], { error: V.invalid }),
  ),
  page: pageSchema,
});

/** /operator/* for the rating rule: the cases, their decisions and hiding reviews, for OPERATOR and ADMIN. */
export async function ratingModerationRoutes(app: FastifyInstance) {
  // This plugin is encapsulated, like the moderation routes: the guard runs before every route declared here.
  app.addHook('onRequest', async (request) => {
    await requireRole(request, MODERATOR_ROLES, MESSAGES.moderationNotAllowed);
  });

  app.get('/operator/rating-cases', async (request) => {
    const query = parseInput(ratingCasesQuerySchema, request.query);
    return ok(await listCases(app, query));
  });

  app.post('/operator/rating-case-decision', async (request) => {
    const actor = await requireRole(request, MODERATOR_ROLES, MESSAGES.moderationNotAllowed);
    const input = parseInput(ratingCaseDecisionSchema, request.body);
    return ok({ case: await decideCase(app, actor, input) }, MESSAGES.ratingCaseDecided);
  });

  app.post('/operator/review-hide', async (request) => {
    const actor = await requireRole(request, MODERATOR_ROLES, MESSAGES.moderationNotAllowed);
    const input = parseInput(reviewHideSchema, request.body);
    return ok({ review: await hideReview(app, actor, input) }, MESSAGES.reviewHidden);
  });
}
