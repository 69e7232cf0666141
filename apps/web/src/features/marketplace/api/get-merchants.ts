import { useInfiniteQuery } from '@tanstack/react-query';
import type { MarketplaceMerchant, MerchantsPage } from '@hearth/domain/catalogue';
import { listMerchants } from '@hearth/domain/contracts/catalogue';
import { apiQueryKey, callApi } from '@/shared/api/contract-client.ts';
import { type MarketplaceFilters, merchantsRequestBody } from '../utils/filters.ts';

/** One chef of model.merchants (the catalogue contract, decision 018). */
export type MarketplaceChef = MarketplaceMerchant;

/** The next page while the pages so far hold fewer chefs than the total. */
export function nextPage(last: MerchantsPage, pages: readonly MerchantsPage[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.merchants.length, 0);
  return loaded < last.total && last.merchants.length > 0 ? last.page + 1 : undefined;
}

/**
 * POST /store/merchants: the approved chefs matching the filters, newest approval first, a page (from 0) at a
 * time; the pages are one query, keyed by the first page's input.
 */
export function useMerchants(filters: MarketplaceFilters) {
  return useInfiniteQuery({
    queryKey: apiQueryKey(listMerchants, merchantsRequestBody(filters, 0)),
    queryFn: async ({ pageParam }) =>
      (await callApi(listMerchants, merchantsRequestBody(filters, pageParam))).model,
    initialPageParam: 0,
    getNextPageParam: nextPage,
  });
}
