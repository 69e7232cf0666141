import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@hearth/domain/messages';
import * as contracts from '@hearth/domain/contracts/reviews';
import { route } from '../../contract-routes.ts';
import { ok } from '../../envelope.ts';
import { decideCase, hideReview, listCases } from './rating-case-service.ts';
import { answerReview, createReview, getRatingHealth, listStoreReviews } from './review-service.ts';

/** The review calls (decision 028): rate an order, answer a review, a chef's reviews and health. */
export async function reviewRoutes(app: FastifyInstance) {
  route(app, contracts.createReview, async ({ user, input }) =>
    ok({ review: await createReview(app, user, input) }, MESSAGES.reviewSaved),
  );

  route(app, contracts.answerReview, async ({ user, input }) =>
    ok({ review: await answerReview(app, user, input) }, MESSAGES.answerSaved),
  );

  // A visitor's answer comes from the read cache: reviews, their answers and the chef's status all move the
  // catalogue's version (plugins/read-cache.ts). The chef or an operator may see more: made each time.
  route(app, contracts.listStoreReviews, async ({ request, reply, input }) => {
    const viewer = await request.currentUser();
    const make = async () => ok(await listStoreReviews(app, input, viewer));
    return viewer ? make() : app.readCache.catalogue(reply, `reviews:${input.nickname}:${input.page}`, make);
  });

  route(app, contracts.getRatingHealth, async ({ user }) => ok({ health: await getRatingHealth(app, user) }));
}

/** /operator/* for the rating rule: the cases, their decisions and hiding reviews; the contracts guard the role. */
export async function ratingModerationRoutes(app: FastifyInstance) {
  route(app, contracts.listRatingCases, async ({ input }) => ok(await listCases(app, input)));

  route(app, contracts.decideRatingCase, async ({ user, input }) =>
    ok({ case: await decideCase(app, user, input) }, MESSAGES.ratingCaseDecided),
  );

  route(app, contracts.hideReview, async ({ user, input }) =>
    ok({ review: await hideReview(app, user, input) }, MESSAGES.reviewHidden),
  );
}
