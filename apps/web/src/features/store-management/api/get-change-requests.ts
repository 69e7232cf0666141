import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listChangeRequests } from '@hearth/domain/contracts/moderation';
import { apiQueryOptions } from '@/shared/api/contract-client.ts';

/** The requests waiting for review (oldest first, the server's order) or every request. */
export const CHANGE_REQUEST_FILTERS = ['open', 'all'] as const;
export type ChangeRequestFilter = (typeof CHANGE_REQUEST_FILTERS)[number];

/** GET /operator/change-requests?status=&page=: approved chefs' profile changes, one page of them. */
export function useChangeRequests(filter: { status: ChangeRequestFilter; page: number }) {
  return useQuery({ ...apiQueryOptions(listChangeRequests, filter), placeholderData: keepPreviousData });
}
