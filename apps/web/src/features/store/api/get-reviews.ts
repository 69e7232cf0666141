import { useInfiniteQuery } from '@tanstack/react-query';
import { listStoreReviews } from '@hearth/domain/contracts/reviews';
import type { StoreReviews } from '@hearth/domain/reviews';
import { apiQueryKey, callApi } from '@/shared/api/contract-client.ts';

/** The next page while the pages so far hold fewer reviews than the chef's count. */
export function nextReviewsPage(last: StoreReviews, pages: readonly StoreReviews[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.reviews.length, 0);
  return loaded < last.rating.count && last.reviews.length > 0 ? last.page + 1 : undefined;
}

/** The pages of a chef's reviews: one query, keyed by its first page's input. */
export const reviewsQueryKey = (nickname: string) => apiQueryKey(listStoreReviews, { nickname, page: 0 });

/**
 * GET /store/reviews?nickname=&page=: a visible chef's reviews, newest first (hidden ones left out), a page
 * (from 0) at a time, with the chef's rating; 404 chefNotFound.
 */
export function useReviews(nickname: string) {
  return useInfiniteQuery({
    queryKey: reviewsQueryKey(nickname),
    queryFn: async ({ pageParam }) => (await callApi(listStoreReviews, { nickname, page: pageParam })).model,
    initialPageParam: 0,
    getNextPageParam: nextReviewsPage,
  });
}
