import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { ReviewView } from '@hearth/domain/reviews';
import { ApiError, apiPost } from '../../../shared/api/api-client.ts';
import { requireModel } from '../../../shared/api/require-model.ts';
import { reviewsQueryKey, type ReviewsPage } from './get-reviews.ts';

/** POST /secure/review-answer {reviewId, answer}: model.review; only the review's chef, once (409 answerExists). */
export async function answerReview(input: { reviewId: number; answer: string }): Promise<ReviewView> {
  const envelope = await apiPost<{ review?: ReviewView }>('/secure/review-answer', input);
  return requireModel(envelope.model?.review);
}

/** POST /operator/review-hide {reviewId, reason}: model.review; operators only, kept in the audit log. */
export async function hideReview(input: { reviewId: number; reason: string }): Promise<ReviewView> {
  const envelope = await apiPost<{ review?: ReviewView }>('/operator/review-hide', input);
  return requireModel(envelope.model?.review);
}

type ReviewsData = InfiniteData<ReviewsPage, number>;

/** The loaded pages with `change` applied to each page's reviews. */
function mapReviews(data: ReviewsData | undefined, change: (reviews: ReviewView[]) => ReviewView[]) {
  return data && { ...data, pages: data.pages.map((page) => ({ ...page, reviews: change(page.reviews) })) };
}

/** The chef answers: the answer shows under the review at once (after a 409, the answer it already has). */
export function useAnswerReview(nickname: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerReview,
    onSuccess: (review) =>
      queryClient.setQueryData<ReviewsData>(reviewsQueryKey(nickname), (data) =>
        mapReviews(data, (reviews) => reviews.map((r) => (r.id === review.id ? review : r))),
      ),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: reviewsQueryKey(nickname) });
      }
    },
  });
}

/** An operator hides a review: it leaves the list, and the chef's rating (which no longer counts it) reloads. */
export function useHideReview(nickname: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: hideReview,
    onSuccess: (review) => {
      queryClient.setQueryData<ReviewsData>(reviewsQueryKey(nickname), (data) =>
        mapReviews(data, (reviews) => reviews.filter((r) => r.id !== review.id)),
      );
      return queryClient.invalidateQueries({ queryKey: ['store', nickname.toLowerCase()] });
    },
  });
}
