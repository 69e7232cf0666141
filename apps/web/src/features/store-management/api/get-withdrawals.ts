import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listWithdrawals } from '@hearth/domain/contracts/wallet';
import { apiQueryOptions, type CallInput } from '@/shared/api/contract-client.ts';

/** The queue (the requested ones) or every withdrawal, in the order the server sends them. */
export const WITHDRAWAL_FILTERS = ['requested', 'all'] as const;
export type WithdrawalFilter = (typeof WITHDRAWAL_FILTERS)[number];

export type WithdrawalListFilter = CallInput<typeof listWithdrawals>;

/** GET /operator/withdrawals?status=&page=: DOGE withdrawals to send on-chain, one page of them. */
export function useWithdrawals(filter: WithdrawalListFilter) {
  return useQuery({
    ...apiQueryOptions(listWithdrawals, filter),
    // Another page or filter keeps the old rows on screen until the answer comes.
    placeholderData: keepPreviousData,
  });
}
