import { describe, expect, it } from 'vitest';
import { rateSteps, searchFromFilters } from './filter-state.ts';
import { filtersFromSearch, merchantsRequestBody, NO_FILTERS } from './filters.ts';

describe('rateSteps', () => {
  it('steps round amounts from the lowest rate to the highest, each finding a chef', () => {
    expect(rateSteps({ min: 300, max: 1500 })).toEqual([500, 750, 1000, 1250, 1500]);
    expect(rateSteps({ min: 450, max: 500 })).toEqual([500]);
    expect(rateSteps({ min: 1000, max: 9000 })).toEqual([2000, 4000, 6000, 8000, 10_000]);
    expect(rateSteps({ min: 0, max: 50 })).toEqual([100]);
    expect(rateSteps(null)).toEqual([]);
    for (const range of [
      { min: 300, max: 1500 },
      { min: 123, max: 98_765 },
      { min: 5000, max: 5000 },
    ]) {
      const steps = rateSteps(range);
      expect(steps[0]).toBeGreaterThanOrEqual(range.min);
      expect(steps.at(-1)).toBeGreaterThanOrEqual(range.max);
      expect(steps.length).toBeLessThanOrEqual(6);
    }
  });
});

describe('the address of a search', () => {
  it('keeps every set filter and reads it back', () => {
    const filters = {
      ...NO_FILTERS,
      tab: 'dishes' as const,
      q: 'šakotis',
      sort: 'price' as const,
      dietary: ['vegan' as const, 'gluten-free' as const],
      allergenFree: ['nuts' as const],
    };
    expect(filtersFromSearch(searchFromFilters(filters))).toEqual(filters);
  });

  it('reads the filter form as the browser sends it before the app runs: every field, lists repeated', () => {
    const sent = new URLSearchParams(
      'tab=dishes&q=soup&sort=&kitchenType=french&city=Vilnius&availableOn=' +
        '&dietary=vegan&dietary=gluten-free&allergenFree=nuts',
    );
    expect(filtersFromSearch(sent)).toEqual({
      ...NO_FILTERS,
      tab: 'dishes',
      q: 'soup',
      kitchenType: 'french',
      city: 'Vilnius',
      dietary: ['vegan', 'gluten-free'],
      allergenFree: ['nuts'],
    });
  });

  it('sends only the set search fields (the first page stays the call it was)', () => {
    expect(merchantsRequestBody(NO_FILTERS, 0)).toEqual({
      page: 0,
      hourRate: null,
      kitchenType: '',
      city: null,
    });
  });
});
