import { HOUR_RATE_FILTER_STEPS, MARKETPLACE_CITIES } from '@hearth/domain/constants';
import { KITCHEN_TYPES, type KitchenType } from '@hearth/domain/constants';
import type { listMerchants } from '@hearth/domain/contracts/catalogue';
import type { CallInput } from '@/shared/api/contract-client.ts';

/** The marketplace filters, kept in the address (?kitchenType=&hourRate=&city=) so a reload keeps them. */
export interface MarketplaceFilters {
  kitchenType: KitchenType | '';
  /**
   * A maximum hourly rate in cents, one of HOUR_RATE_FILTER_STEPS; 0 means any
   * (docs/product.md#the-marketplace-and-search).
   */
  hourRate: number;
  city: string;
}

export const NO_FILTERS: MarketplaceFilters = { kitchenType: '', hourRate: 0, city: '' };

function oneOf<T extends string | number>(values: readonly T[], value: unknown): T | undefined {
  return values.find((candidate) => candidate === value);
}

/** The filters of an address; unknown values (an edited or old link) are dropped. */
export function filtersFromSearch(search: URLSearchParams): MarketplaceFilters {
  const city = search.get('city')?.toLowerCase();
  return {
    kitchenType: oneOf(KITCHEN_TYPES, search.get('kitchenType')) ?? '',
    hourRate: oneOf(HOUR_RATE_FILTER_STEPS, Number(search.get('hourRate'))) ?? 0,
    city: MARKETPLACE_CITIES.find((name) => name.toLowerCase() === city) ?? '',
  };
}

/** The address of the filters: only the set ones. */
export function searchFromFilters(filters: MarketplaceFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.kitchenType) search.set('kitchenType', filters.kitchenType);
  if (filters.hourRate > 0) search.set('hourRate', String(filters.hourRate));
  if (filters.city) search.set('city', filters.city);
  return search;
}

/** The input of POST /store/merchants for one page: the page and the set filters (null: any). */
export function merchantsRequestBody(
  filters: MarketplaceFilters,
  page: number,
): CallInput<typeof listMerchants> {
  return {
    page,
    hourRate: filters.hourRate > 0 ? filters.hourRate : null,
    kitchenType: filters.kitchenType,
    city: filters.city || null,
  };
}

/** The spec shows clear-all when the category or the rate is set. */
export function showsClearAll(filters: MarketplaceFilters): boolean {
  return filters.kitchenType !== '' || filters.hourRate > 0;
}

export function hasFilters(filters: MarketplaceFilters): boolean {
  return showsClearAll(filters) || filters.city !== '';
}
