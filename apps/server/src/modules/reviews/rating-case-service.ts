import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@hearth/domain/messages';
import type { RatingCaseDecision, RatingCaseView, ReviewView } from '@hearth/domain/reviews';
import { Conflict, Forbidden, NotFound } from '../../errors.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { recordAudit } from '../moderation/audit-service.ts';
import { toCaseView, toReviewView } from './review-model.ts';
import * as repo from './review-repository.ts';
import { publicPageUrl } from '../../config.ts';

/**
 * The operators' side of the rating rule (decision 028): the queue of rating cases, their decisions (reinstate or
 * confirm, with a reason, audited and e-mailed) and hiding abusive reviews. Each write holds the row it
 * decides on, so two operators deciding at once get one 200 and one 409.
 */

export const RATING_CASES_PAGE_SIZE = 20;

export const CASE_AUDIT_ACTIONS: Record<RatingCaseDecision, string> = {
  reinstate: 'chef.rating_reinstated',
  confirm: 'chef.rating_confirmed',
};
export const REVIEW_HIDDEN_AUDIT = 'chef.review_hidden';

/** GET /operator/rating-cases?status=open|all: open cases by deadline first. */
export async function listCases(
  app: FastifyInstance,
  query: { status: 'open' | 'all'; page: number },
): Promise<{ cases: RatingCaseView[]; total: number; page: number; pageSize: number }> {
  const filter = { status: query.status === 'all' ? undefined : ('open' as const) };
  const [rows, total] = await Promise.all([
    repo.listCases(app.db, {
      ...filter,
      limit: RATING_CASES_PAGE_SIZE,
      offset: query.page * RATING_CASES_PAGE_SIZE,
    }),
    repo.countCases(app.db, filter),
  ]);
  const now = app.clock();
  return {
    cases: rows.map((row) => toCaseView(row, now)),
    total,
    page: query.page,
    pageSize: RATING_CASES_PAGE_SIZE,
  };
}

/**
 * POST /operator/rating-case-decision, under the case's lock then the chef profile's: reinstate makes the
 * chef approved again (when still suspended), confirm keeps the suspension with the operator's reason as
 * the one the chef reads. A decided case is 409; nobody decides their own case.
 */
export async function decideCase(
  app: FastifyInstance,
  actor: SessionUser,
  input: { caseId: number; decision: RatingCaseDecision; reason: string },
): Promise<RatingCaseView> {
  await app.db.transaction(async (tx) => {
    const ratingCase = await repo.lockCase(tx, input.caseId);
    if (!ratingCase) throw new NotFound(MESSAGES.ratingCaseNotFound);
    if (ratingCase.chefId === actor.id) throw new Forbidden(MESSAGES.moderationNotAllowed);
    if (ratingCase.status !== 'open') throw new Conflict(MESSAGES.ratingCaseClosed);
    const chef = await repo.lockChef(tx, ratingCase.chefId);
    if (!chef) throw new NotFound(MESSAGES.ratingCaseNotFound);
    const now = app.clock();
    const reinstate = input.decision === 'reinstate';
    await repo.updateCase(tx, ratingCase.id, {
      status: reinstate ? 'reinstated' : 'confirmed',
      decidedAt: now,
      decidedBy: actor.id,
      reason: input.reason,
    });
    // Only a suspended chef changes: one an operator already moved elsewhere keeps that status. A review
    // case left the chef listed: confirming it suspends them, keeping them changes nothing (decision 049).
    const review = ratingCase.kind === 'review';
    const suspendsNow = review && !reinstate && chef.merchant.status === 'approved';
    if (chef.merchant.status === 'suspended' || suspendsNow)
      await repo.updateMerchant(tx, chef.user.id, {
        status: reinstate ? 'approved' : 'suspended',
        statusReason: reinstate ? null : input.reason,
        decidedAt: now,
        decidedBy: actor.id,
        updatedAt: now,
      });
    await recordAudit(tx, {
      actorId: actor.id,
      action: CASE_AUDIT_ACTIONS[input.decision],
      targetUserId: chef.user.id,
      reason: input.reason,
      details: { caseId: ratingCase.id, from: chef.merchant.status },
      createdAt: now,
    });
    // The chef of a review case was never told of it: only a suspension is theirs to hear about.
    if (review && !suspendsNow) return;
    const { nickname } = chef.user;
    await app.mail.enqueue(
      {
        to: chef.user.email,
        template: 'rating-case-decided',
        language: chef.user.language,
        params: {
          decision: input.decision,
          suspendedNow: suspendsNow,
          firstName: chef.user.firstName,
          reason: input.reason,
          storeUrl: nickname ? publicPageUrl(app.config, `/store/${encodeURIComponent(nickname)}`) : null,
        },
      },
      tx,
    );
  });
  const row = await repo.findCaseRow(app.db, input.caseId);
  return toCaseView(row!, app.clock());
}

/**
 * POST /operator/review-hide: an abusive review leaves the chef page and the averages; the reason goes to
 * the audit log. Hiding twice is 409; nobody hides a review of their own chef profile.
 */
export async function hideReview(
  app: FastifyInstance,
  actor: SessionUser,
  input: { reviewId: number; reason: string },
): Promise<ReviewView> {
  await app.db.transaction(async (tx) => {
    const review = await repo.lockReview(tx, input.reviewId);
    if (!review) throw new NotFound(MESSAGES.reviewNotFound);
    if (review.chefId === actor.id) throw new Forbidden(MESSAGES.moderationNotAllowed);
    if (review.hiddenAt) throw new Conflict(MESSAGES.reviewHidden);
    const now = app.clock();
    await repo.updateReview(tx, review.id, { hiddenAt: now, hiddenBy: actor.id, hiddenReason: input.reason });
    await recordAudit(tx, {
      actorId: actor.id,
      action: REVIEW_HIDDEN_AUDIT,
      targetUserId: review.chefId,
      reason: input.reason,
      details: { reviewId: review.id, orderId: review.orderId, rating: review.rating },
      createdAt: now,
    });
  });
  const row = await repo.findReviewRow(app.db, input.reviewId);
  return toReviewView(row!);
}
