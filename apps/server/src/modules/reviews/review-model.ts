import type { RatingCaseView, ReviewView } from '@hearth/domain/reviews';
import { toChefSummary } from '../moderation/chef-summary.ts';
import type { CaseRow, ReviewRow } from './review-repository.ts';

/** Rows to the answers of the review calls (model.review, model.reviews, model.cases). Pure. */

export function toReviewView(row: ReviewRow): ReviewView {
  const { review } = row;
  return {
    id: review.id,
    orderId: review.orderId,
    rating: review.rating,
    comment: review.comment,
    authorName: row.authorName,
    createdAt: review.createdAt.getTime(),
    answer: review.answer,
    answeredAt: review.answeredAt ? review.answeredAt.getTime() : null,
  };
}

export function toCaseView(row: CaseRow, now: Date): RatingCaseView {
  const { case: c, chef } = row;
  return {
    id: c.id,
    chef: toChefSummary(chef),
    status: c.status,
    kind: c.kind,
    raters: c.raters,
    average: c.averageHundredths / 100,
    ratings: c.ratings,
    openedAt: c.openedAt.getTime(),
    deadline: c.deadline.getTime(),
    overdue: c.status === 'open' && c.deadline.getTime() < now.getTime(),
    decidedAt: c.decidedAt ? c.decidedAt.getTime() : null,
    reason: c.reason,
  };
}
