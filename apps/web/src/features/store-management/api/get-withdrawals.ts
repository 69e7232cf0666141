import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { WithdrawalView } from '@hearth/domain/wallet';
import { apiGet } from '../../../shared/api/api-client.ts';
import { operatorQueryKey } from './operator-query-key.ts';

/** The queue (the requested ones) or every withdrawal, in the order the server sends them. */
export const WITHDRAWAL_FILTERS = ['requested', 'all'] as const;
export type WithdrawalFilter = (typeof WITHDRAWAL_FILTERS)[number];

export interface WithdrawalListFilter {
  status: WithdrawalFilter;
  page: number;
}

export interface WithdrawalList {
  withdrawals: WithdrawalView[];
  total: number;
  pageSize: number;
}

/** GET /operator/withdrawals?status=&page=: DOGE withdrawals to send on-chain, one page of them. */
export async function fetchWithdrawals({ status, page }: WithdrawalListFilter): Promise<WithdrawalList> {
  const params = new URLSearchParams({ status, page: String(page) });
  const envelope = await apiGet<Partial<WithdrawalList>>(`/operator/withdrawals?${params.toString()}`);
  const withdrawals = envelope.model?.withdrawals ?? [];
  return {
    withdrawals,
    total: envelope.model?.total ?? withdrawals.length,
    // The server says how many a page holds; without it, this page is all there is.
    pageSize: envelope.model?.pageSize || Math.max(1, withdrawals.length),
  };
}

export const withdrawalsQueryOptions = (filter: WithdrawalListFilter) =>
  queryOptions({
    queryKey: [...operatorQueryKey, 'withdrawals', filter],
    queryFn: () => fetchWithdrawals(filter),
    // Another page or filter keeps the old rows on screen until the answer comes.
    placeholderData: keepPreviousData,
  });

export function useWithdrawals(filter: WithdrawalListFilter) {
  return useQuery(withdrawalsQueryOptions(filter));
}
