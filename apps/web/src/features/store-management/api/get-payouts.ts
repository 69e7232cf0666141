import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listPayouts } from '@hearth/domain/contracts/payouts';
import { apiQueryOptions, type CallInput } from '@/shared/api/contract-client.ts';

export type PayoutQuery = CallInput<typeof listPayouts>;

/** The waiting payouts, first page: the queue the tab opens on, and whose count its label shows. */
export const PAYOUT_QUEUE: PayoutQuery = { status: 'requested', page: 0 };

/** GET /operator/payouts?status=&page=: a page of payouts with their chefs, and the queue's figures. */
export function usePayouts(query: PayoutQuery) {
  return useQuery({
    ...apiQueryOptions(listPayouts, query),
    // Another page or filter keeps the old rows on screen until the answer comes.
    placeholderData: keepPreviousData,
  });
}
