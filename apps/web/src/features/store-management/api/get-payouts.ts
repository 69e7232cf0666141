import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OperatorPayoutList, PayoutListFilter } from '@hearth/domain/payouts';
import { apiGet } from '../../../shared/api/api-client.ts';
import { requireModel } from '../../../shared/api/require-model.ts';
import { operatorQueryKey } from './operator-query-key.ts';

export interface PayoutQuery {
  status: PayoutListFilter;
  page: number;
}

/** The waiting payouts, first page: the queue the tab opens on, and whose count its label shows. */
export const PAYOUT_QUEUE: PayoutQuery = { status: 'requested', page: 0 };

/** GET /operator/payouts?status=&page=: a page of payouts with their chefs, and the queue's figures. */
export async function fetchPayouts({ status, page }: PayoutQuery): Promise<OperatorPayoutList> {
  const params = new URLSearchParams({ status, page: String(page) });
  const model = requireModel(
    (await apiGet<OperatorPayoutList>(`/operator/payouts?${params.toString()}`)).model,
  );
  const payouts = Array.isArray(model.payouts) ? model.payouts : [];
  return {
    ...model,
    payouts,
    total: model.total ?? payouts.length,
    // The server says how many a page holds; without it, this page is all there is.
    pageSize: model.pageSize || Math.max(1, payouts.length),
  };
}

export const payoutsQueryOptions = (query: PayoutQuery) =>
  queryOptions({
    queryKey: [...operatorQueryKey, 'payouts', query],
    queryFn: () => fetchPayouts(query),
    // Another page or filter keeps the old rows on screen until the answer comes.
    placeholderData: keepPreviousData,
  });

export function usePayouts(query: PayoutQuery) {
  return useQuery(payoutsQueryOptions(query));
}
