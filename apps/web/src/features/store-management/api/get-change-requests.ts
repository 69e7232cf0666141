import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ChefChangeRequestView } from '@hearth/domain/chef-changes';
import { apiGet } from '../../../shared/api/api-client.ts';
import { operatorQueryKey } from './get-applications.ts';

/** The requests waiting for review (oldest first, the server's order) or every request. */
export const CHANGE_REQUEST_FILTERS = ['open', 'all'] as const;
export type ChangeRequestFilter = (typeof CHANGE_REQUEST_FILTERS)[number];

export interface ChangeRequestList {
  changeRequests: ChefChangeRequestView[];
  total: number;
  pageSize: number;
}

/** GET /operator/change-requests?status=&page=: approved chefs' profile changes, one page of them. */
export async function fetchChangeRequests(filter: {
  status: ChangeRequestFilter;
  page: number;
}): Promise<ChangeRequestList> {
  const params = new URLSearchParams({ status: filter.status, page: String(filter.page) });
  const envelope = await apiGet<Partial<ChangeRequestList>>(`/operator/change-requests?${params.toString()}`);
  const changeRequests = envelope.model?.changeRequests ?? [];
  return {
    changeRequests,
    total: envelope.model?.total ?? changeRequests.length,
    pageSize: envelope.model?.pageSize || Math.max(1, changeRequests.length),
  };
}

export function useChangeRequests(filter: { status: ChangeRequestFilter; page: number }) {
  return useQuery(
    queryOptions({
      queryKey: [...operatorQueryKey, 'change-requests', filter],
      queryFn: () => fetchChangeRequests(filter),
      placeholderData: keepPreviousData,
    }),
  );
}
