import { type MarketplaceFilters, NO_FILTERS } from './filters.ts';

/**
 * What the page does with the filters (the address, Clear all, the rate options); apart from filters.ts,
 * which the early entry (src/early.ts) loads on every page to start /mp's first read.
 */

/** The address of the filters: only the set ones. */
export function searchFromFilters(filters: MarketplaceFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.tab === 'dishes') search.set('tab', 'dishes');
  if (filters.q) search.set('q', filters.q);
  if (filters.sort) search.set('sort', filters.sort);
  if (filters.kitchenType) search.set('kitchenType', filters.kitchenType);
  if (filters.hourRate > 0) search.set('hourRate', String(filters.hourRate));
  if (filters.city) search.set('city', filters.city);
  if (filters.dietary.length > 0) search.set('dietary', filters.dietary.join(','));
  if (filters.allergenFree.length > 0) search.set('allergenFree', filters.allergenFree.join(','));
  if (filters.availableOn) search.set('availableOn', filters.availableOn);
  return search;
}

/** Clear-all shows whenever a filter or a search is set (the tab is not a filter). */
export function showsClearAll(filters: MarketplaceFilters): boolean {
  return hasFilters(filters);
}

export function hasFilters(filters: MarketplaceFilters): boolean {
  return (
    filters.q !== '' ||
    filters.sort !== '' ||
    filters.kitchenType !== '' ||
    filters.hourRate > 0 ||
    filters.city !== '' ||
    filters.dietary.length > 0 ||
    filters.allergenFree.length > 0 ||
    filters.availableOn !== ''
  );
}

/** The filters cleared, on the same tab. */
export function clearedFilters(filters: MarketplaceFilters): MarketplaceFilters {
  return { ...NO_FILTERS, tab: filters.tab };
}

/** Step sizes in cents that read well as an hourly rate: 1, 2, 2.50, 5, 10, 20, 25, 50 EUR... */
const NICE_STEPS = [100, 200, 250, 500, 1000, 2000, 2500, 5000, 10_000];
/** At most this many rate options besides "any". */
const RATE_OPTIONS_MAX = 6;

/**
 * The hourly-rate options ("up to ...", in cents) for the listed chefs' rates: round steps from the lowest
 * rate up to the highest, the first at or above the lowest rate and the last at or above the highest, so
 * every option finds at least one chef and the last finds them all. Empty without chefs.
 */
export function rateSteps(range: { min: number; max: number } | null | undefined): number[] {
  if (!range || range.max <= 0) return [];
  const min = Math.max(1, range.min);
  const step =
    NICE_STEPS.find((size) => Math.ceil(range.max / size) - Math.ceil(min / size) + 1 <= RATE_OPTIONS_MAX) ??
    Math.ceil(range.max / RATE_OPTIONS_MAX);
  const steps: number[] = [];
  for (let at = Math.ceil(min / step) * step; at < range.max + step; at += step) steps.push(at);
  return steps;
}
