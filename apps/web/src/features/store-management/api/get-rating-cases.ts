import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RatingCaseView } from '@hearth/domain/reviews';
import { apiGet } from '../../../shared/api/api-client.ts';
import { operatorQueryKey } from './operator-query-key.ts';

/** The open cases (by deadline, the server's order) or every case. */
export const RATING_CASE_FILTERS = ['open', 'all'] as const;
export type RatingCaseFilter = (typeof RATING_CASE_FILTERS)[number];

export interface RatingCaseListFilter {
  status: RatingCaseFilter;
  page: number;
}

export interface RatingCaseList {
  cases: RatingCaseView[];
  total: number;
  pageSize: number;
}

/** GET /operator/rating-cases?status=&page=: chefs suspended by the rating rule, one page of them. */
export async function fetchRatingCases({ status, page }: RatingCaseListFilter): Promise<RatingCaseList> {
  const params = new URLSearchParams({ status, page: String(page) });
  const envelope = await apiGet<Partial<RatingCaseList>>(`/operator/rating-cases?${params.toString()}`);
  const cases = envelope.model?.cases ?? [];
  return {
    cases,
    total: envelope.model?.total ?? cases.length,
    // The server says how many a page holds; without it, this page is all there is.
    pageSize: envelope.model?.pageSize || Math.max(1, cases.length),
  };
}

export const ratingCasesQueryOptions = (filter: RatingCaseListFilter) =>
  queryOptions({
    queryKey: [...operatorQueryKey, 'rating-cases', filter],
    queryFn: () => fetchRatingCases(filter),
    // Another page or filter keeps the old rows on screen until the answer comes.
    placeholderData: keepPreviousData,
  });

export function useRatingCases(filter: RatingCaseListFilter) {
  return useQuery(ratingCasesQueryOptions(filter));
}
