import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { MARKETPLACE_PAGE_SIZE } from '@hearth/domain/constants';
import type { ChefRating } from '@hearth/domain/reviews';
import { apiPost } from '../../../shared/api/api-client.ts';
import { type MarketplaceFilters, merchantsRequestBody } from '../utils/filters.ts';

/** One chef of model.merchants (the catalogue contract, decision 018). */
export interface MarketplaceChef {
  userId: number;
  firstName: string | null;
  lastName: string | null;
  storeName: string;
  about: string | null;
  city: string | null;
  avatarUrl: string | null;
  thumbnailUrl: string | null;
  merchantInfo: { hourRate: number; kitchenType: string[] | string };
  valid: boolean;
  dishCount?: number;
  /** The chef's rating (decision 028); missing from an older server: shown as "New". */
  rating?: ChefRating;
}

export interface MerchantsPage {
  merchants: MarketplaceChef[];
  total: number;
  page: number;
  pageSize: number;
}

/** POST /store/merchants: one page (from 0) of approved chefs matching the filters, newest approval first. */
export async function fetchMerchants(filters: MarketplaceFilters, page: number): Promise<MerchantsPage> {
  const envelope = await apiPost<Partial<MerchantsPage>>(
    '/store/merchants',
    merchantsRequestBody(filters, page),
  );
  const merchants = envelope.model?.merchants ?? [];
  return {
    merchants,
    total: envelope.model?.total ?? merchants.length,
    page: envelope.model?.page ?? page,
    pageSize: envelope.model?.pageSize ?? MARKETPLACE_PAGE_SIZE,
  };
}

/** The next page while the pages so far hold fewer chefs than the total. */
export function nextPage(last: MerchantsPage, pages: readonly MerchantsPage[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.merchants.length, 0);
  return loaded < last.total && last.merchants.length > 0 ? last.page + 1 : undefined;
}

export const merchantsQueryOptions = (filters: MarketplaceFilters) =>
  infiniteQueryOptions({
    queryKey: ['merchants', filters],
    queryFn: ({ pageParam }) => fetchMerchants(filters, pageParam),
    initialPageParam: 0,
    getNextPageParam: nextPage,
  });

export function useMerchants(filters: MarketplaceFilters) {
  return useInfiniteQuery(merchantsQueryOptions(filters));
}
