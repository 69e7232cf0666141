import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ChefRating, ReviewView } from '@hearth/domain/reviews';
import { apiGet } from '../../../shared/api/api-client.ts';

export interface ReviewsPage {
  /** Newest first; hidden reviews are left out by the server. */
  reviews: ReviewView[];
  rating: ChefRating;
  page: number;
  pageSize: number;
}

/** GET /store/reviews?nickname=&page=: one page (from 0) of a visible chef's reviews; 404 chefNotFound. */
export async function fetchReviews(nickname: string, page: number): Promise<ReviewsPage> {
  const envelope = await apiGet<Partial<ReviewsPage>>(
    `/store/reviews?${new URLSearchParams({ nickname, page: String(page) }).toString()}`,
  );
  const reviews = Array.isArray(envelope.model?.reviews) ? envelope.model.reviews : [];
  return {
    reviews,
    rating: envelope.model?.rating ?? { average: null, count: reviews.length },
    page: envelope.model?.page ?? page,
    pageSize: envelope.model?.pageSize ?? reviews.length,
  };
}

/** The next page while the pages so far hold fewer reviews than the chef's count. */
export function nextReviewsPage(last: ReviewsPage, pages: readonly ReviewsPage[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.reviews.length, 0);
  return loaded < last.rating.count && last.reviews.length > 0 ? last.page + 1 : undefined;
}

export const reviewsQueryKey = (nickname: string) => ['store', nickname.toLowerCase(), 'reviews'] as const;

export const reviewsQueryOptions = (nickname: string) =>
  infiniteQueryOptions({
    queryKey: reviewsQueryKey(nickname),
    queryFn: ({ pageParam }) => fetchReviews(nickname, pageParam),
    initialPageParam: 0,
    getNextPageParam: nextReviewsPage,
  });

export function useReviews(nickname: string) {
  return useInfiniteQuery(reviewsQueryOptions(nickname));
}
