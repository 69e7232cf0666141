import { useInfiniteQuery } from '@tanstack/react-query';
import type { DishesPage, MarketplaceMerchant, MerchantsPage } from '@hearth/domain/catalogue';
import { listDishes, listMerchants } from '@hearth/domain/contracts/catalogue';
import { apiQueryKey, callApi } from '@/shared/api/contract-client.ts';
import { dishesRequestBody, type MarketplaceFilters, merchantsRequestBody } from '../utils/filters.ts';

/** One chef of model.merchants (the catalogue contract, decision 018). */
export type MarketplaceChef = MarketplaceMerchant;

/** The next page while the pages so far hold fewer items than the total. */
export function nextPage<P extends { page: number; total: number }>(
  last: P,
  pages: readonly P[],
  items: (page: P) => readonly unknown[],
): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + items(page).length, 0);
  return loaded < last.total && items(last).length > 0 ? last.page + 1 : undefined;
}

const merchantsOf = (page: MerchantsPage) => page.merchants;
const dishesOf = (page: DishesPage) => page.dishes;

/**
 * POST /store/merchants: the approved chefs matching the filters, a page (from 0) at a time; the pages are
 * one query, keyed by the first page's input. Off while the dishes tab is shown.
 */
export function useMerchants(filters: MarketplaceFilters, enabled = true) {
  return useInfiniteQuery({
    queryKey: apiQueryKey(listMerchants, merchantsRequestBody(filters, 0)),
    queryFn: async ({ pageParam }) =>
      (await callApi(listMerchants, merchantsRequestBody(filters, pageParam))).model,
    initialPageParam: 0,
    getNextPageParam: (last, pages) => nextPage(last, pages, merchantsOf),
    enabled,
  });
}

/** POST /store/dishes: the dish grid (decision 053), as useMerchants. */
export function useDishes(filters: MarketplaceFilters, enabled = true) {
  return useInfiniteQuery({
    queryKey: apiQueryKey(listDishes, dishesRequestBody(filters, 0)),
    queryFn: async ({ pageParam }) =>
      (await callApi(listDishes, dishesRequestBody(filters, pageParam))).model,
    initialPageParam: 0,
    getNextPageParam: (last, pages) => nextPage(last, pages, dishesOf),
    enabled,
  });
}
