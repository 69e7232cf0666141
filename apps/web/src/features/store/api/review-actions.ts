import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { answerReview, hideReview } from '@hearth/domain/contracts/reviews';
import type { ReviewView, StoreReviews } from '@hearth/domain/reviews';
import { ApiError } from '@/shared/api/api-client.ts';
import { type CallInput, callApi, invalidateAfter } from '@/shared/api/contract-client.ts';
import { reviewsQueryKey } from './get-reviews.ts';

type ReviewsData = InfiniteData<StoreReviews, number>;

/** The loaded pages with `change` applied to each page's reviews. */
function mapReviews(data: ReviewsData | undefined, change: (reviews: ReviewView[]) => ReviewView[]) {
  return data && { ...data, pages: data.pages.map((page) => ({ ...page, reviews: change(page.reviews) })) };
}

/**
 * POST /secure/review-answer {reviewId, answer}: only the review's chef, once (409 answerExists). The answer
 * shows under the review at once, then the reviews are fetched again (after a 409, to show the answer the
 * review already has).
 */
export function useAnswerReview(nickname: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CallInput<typeof answerReview>) =>
      (await callApi(answerReview, input)).model.review,
    onSuccess: (review) => {
      queryClient.setQueryData<ReviewsData>(reviewsQueryKey(nickname), (data) =>
        mapReviews(data, (reviews) => reviews.map((r) => (r.id === review.id ? review : r))),
      );
      return invalidateAfter(queryClient, answerReview);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: reviewsQueryKey(nickname) });
      }
    },
  });
}

/**
 * POST /operator/review-hide {reviewId, reason}: operators only, kept in the audit log. The review leaves the
 * list at once; then the reads it changed (the chef's rating on every page, the audit log) are fetched again.
 */
export function useHideReview(nickname: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CallInput<typeof hideReview>) =>
      (await callApi(hideReview, input)).model.review,
    onSuccess: (review) => {
      queryClient.setQueryData<ReviewsData>(reviewsQueryKey(nickname), (data) =>
        mapReviews(data, (reviews) => reviews.filter((r) => r.id !== review.id)),
      );
      return invalidateAfter(queryClient, hideReview);
    },
  });
}
