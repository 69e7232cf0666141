import {
  ALLERGENS,
  DIETARY_TAGS,
  KITCHEN_TYPES,
  MARKETPLACE_CITIES,
  MARKETPLACE_QUERY_MAX,
  MARKETPLACE_SORTS,
  type Allergen,
  type DietaryTag,
  type KitchenType,
  type MarketplaceSort,
} from '@hearth/domain/constants';
import type { listDishes, listMerchants } from '@hearth/domain/contracts/catalogue';
import type { CallInput } from '@/shared/api/contract-client.ts';

/** What the marketplace lists: its chefs or their dishes (decision 053). */
export type MarketplaceTab = 'chefs' | 'dishes';

/**
 * The marketplace's search and filters, kept in the address (?tab=&q=&sort=&kitchenType=&hourRate=&city=
 * &dietary=&allergenFree=) so a search can be shared, a reload keeps it and Back restores it.
 */
export interface MarketplaceFilters {
  tab: MarketplaceTab;
  /** The search text (blank: none). */
  q: string;
  /** The order asked for; '' is the default (relevance with a search text, else newest). */
  sort: MarketplaceSort | '';
  kitchenType: KitchenType | '';
  /**
   * A maximum hourly rate in cents; 0 means any (docs/product.md#the-marketplace-and-search). The options
   * come from the listed chefs' rates (rateSteps).
   */
  hourRate: number;
  city: string;
  /** Dishes with every one of these tags. */
  dietary: DietaryTag[];
  /** Dishes with none of these allergens. */
  allergenFree: Allergen[];
  /** Chefs available on this Vilnius day ("2026-12-01"; '' any), the chefs' filter only (decision 063). */
  availableOn: string;
}

export const NO_FILTERS: MarketplaceFilters = {
  tab: 'chefs',
  q: '',
  sort: '',
  kitchenType: '',
  hourRate: 0,
  city: '',
  dietary: [],
  allergenFree: [],
  availableOn: '',
};

/** The highest rate an address may ask for (100,000 EUR an hour): anything above is an edited link. */
const HOUR_RATE_MAX = 10_000_000;

function oneOf<T extends string | number>(values: readonly T[], value: unknown): T | undefined {
  return values.find((candidate) => candidate === value);
}

/**
 * The known codes of a parameter, each once, in the list's own order: a comma list (the app's addresses), or
 * the parameter repeated (the filter form sent by the browser itself, before the app runs).
 */
function codesOf<T extends string>(values: readonly T[], texts: string[]): T[] {
  const given = new Set(texts.flatMap((text) => text.split(',')));
  return values.filter((value) => given.has(value));
}

/** The filters of an address; unknown values (an edited or old link) are dropped. */
export function filtersFromSearch(search: URLSearchParams): MarketplaceFilters {
  const city = search.get('city')?.toLowerCase();
  const rate = Number(search.get('hourRate'));
  return {
    tab: search.get('tab') === 'dishes' ? 'dishes' : 'chefs',
    q: (search.get('q') ?? '').trim().slice(0, MARKETPLACE_QUERY_MAX),
    sort: oneOf(MARKETPLACE_SORTS, search.get('sort')) ?? '',
    kitchenType: oneOf(KITCHEN_TYPES, search.get('kitchenType')) ?? '',
    hourRate: Number.isInteger(rate) && rate > 0 && rate <= HOUR_RATE_MAX ? rate : 0,
    city: MARKETPLACE_CITIES.find((name) => name.toLowerCase() === city) ?? '',
    dietary: codesOf(DIETARY_TAGS, search.getAll('dietary')),
    allergenFree: codesOf(ALLERGENS, search.getAll('allergenFree')),
    // The server checks the day itself; an address with another shape is dropped.
    availableOn: /^\d{4}-\d{2}-\d{2}$/.test(search.get('availableOn') ?? '')
      ? search.get('availableOn')!
      : '',
  };
}

/** The search fields both lists take, only the set ones (so the first page's call stays the same). */
function searchInput(filters: MarketplaceFilters) {
  return {
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.sort ? { sort: filters.sort } : {}),
    ...(filters.dietary.length > 0 ? { dietary: filters.dietary.join(',') } : {}),
    ...(filters.allergenFree.length > 0 ? { allergenFree: filters.allergenFree.join(',') } : {}),
  };
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
    ...(filters.availableOn ? { availableOn: filters.availableOn } : {}),
    ...searchInput(filters),
  };
}

/** The input of POST /store/dishes for one page (the hourly rate is the chefs' filter only). */
export function dishesRequestBody(filters: MarketplaceFilters, page: number): CallInput<typeof listDishes> {
  return {
    page,
    maxPrice: null,
    kitchenType: filters.kitchenType,
    city: filters.city || null,
    ...searchInput(filters),
  };
}
