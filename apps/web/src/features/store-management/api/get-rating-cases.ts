import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listRatingCases } from '@hearth/domain/contracts/reviews';
import { apiQueryOptions, type CallInput } from '@/shared/api/contract-client.ts';

/** The open cases (by deadline, the server's order) or every case. */
export const RATING_CASE_FILTERS = ['open', 'all'] as const;
export type RatingCaseFilter = (typeof RATING_CASE_FILTERS)[number];

export type RatingCaseListFilter = CallInput<typeof listRatingCases>;

/** GET /operator/rating-cases?status=&page=: chefs suspended by the rating rule, one page of them. */
export function useRatingCases(filter: RatingCaseListFilter) {
  return useQuery({
    ...apiQueryOptions(listRatingCases, filter),
    // Another page or filter keeps the old rows on screen until the answer comes.
    placeholderData: keepPreviousData,
  });
}
