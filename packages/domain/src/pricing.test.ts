import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isTimeBased, linePriceCents, servings, unitPriceCents, type PricedDish } from './pricing.ts';

const minutes = fc.integer({ min: 1, max: 24 * 60 });
const rate = fc.integer({ min: 1, max: 100_000 });
const price = fc.integer({ min: 0, max: 1_000_000 });
const volume = fc.integer({ min: 1, max: 1000 });

const timeBased = fc.record({
  priceCents: fc.option(price, { nil: null }),
  preparationMinutes: minutes,
  hourRateCents: rate,
});
const fixed = fc.record({
  priceCents: fc.option(price, { nil: null }),
  preparationMinutes: fc.option(minutes, { nil: null }),
  hourRateCents: fc.constant(null),
});
/** round(minutes x rate / 60) with halves up, in integers only: the exact answer to compare with. */
const exactTimeCents = (minutes: number, rate: number) => Math.floor((2 * minutes * rate + 60) / 120);

const anyDish: fc.Arbitrary<PricedDish> = fc.oneof(timeBased, fixed);

describe('unitPriceCents', () => {
  it('is the rounded minutes / 60 x hour rate for a time-based dish, whatever its stored price', () => {
    fc.assert(
      fc.property(timeBased, (dish) => {
        expect(isTimeBased(dish)).toBe(true);
        expect(unitPriceCents(dish)).toBe(exactTimeCents(dish.preparationMinutes, dish.hourRateCents));
      }),
    );
  });

  it('is the fixed price (0 when none) for a dish not priced by time', () => {
    fc.assert(
      fc.property(fixed, (dish) => {
        expect(isTimeBased(dish)).toBe(false);
        expect(unitPriceCents(dish)).toBe(dish.priceCents ?? 0);
      }),
    );
  });

  it('is a whole, non-negative number of cents', () => {
    fc.assert(
      fc.property(anyDish, (dish) => {
        const cents = unitPriceCents(dish);
        expect(Number.isInteger(cents)).toBe(true);
        expect(cents).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('rounds half a cent up and less than half down', () => {
    // 1 minute at 30 cents an hour = 0.5 cent; at 29 = 0.483 cent.
    expect(unitPriceCents({ priceCents: null, preparationMinutes: 1, hourRateCents: 30 })).toBe(1);
    expect(unitPriceCents({ priceCents: null, preparationMinutes: 1, hourRateCents: 29 })).toBe(0);
    expect(unitPriceCents({ priceCents: 999, preparationMinutes: 90, hourRateCents: 1200 })).toBe(1800);
    // An exact half that (11 / 60) x 150 in floating point misses: 27.5 cents.
    expect(unitPriceCents({ priceCents: null, preparationMinutes: 11, hourRateCents: 150 })).toBe(28);
    expect(linePriceCents({ priceCents: null, preparationMinutes: 3, hourRateCents: 90 }, 7)).toBe(32);
  });

  it('never goes below zero, even for a stored negative price', () => {
    expect(unitPriceCents({ priceCents: -5, preparationMinutes: null, hourRateCents: null })).toBe(0);
  });
});

describe('linePriceCents', () => {
  it('is unit price x volume for a fixed-price dish', () => {
    fc.assert(
      fc.property(fixed, volume, (dish, v) => {
        expect(linePriceCents(dish, v)).toBe(unitPriceCents(dish) * v);
      }),
    );
  });

  it('rounds once over the whole line for a time-based dish', () => {
    fc.assert(
      fc.property(timeBased, volume, (dish, v) => {
        expect(linePriceCents(dish, v)).toBe(exactTimeCents(dish.preparationMinutes * v, dish.hourRateCents));
        // One unit is the unit price; more units differ from unit x volume by less than the rounding.
        expect(linePriceCents(dish, 1)).toBe(unitPriceCents(dish));
        expect(Math.abs(linePriceCents(dish, v) - unitPriceCents(dish) * v)).toBeLessThanOrEqual(v / 2 + 0.5);
      }),
    );
  });

  it('is a whole, non-negative number and never falls when the volume grows', () => {
    fc.assert(
      fc.property(anyDish, volume, volume, (dish, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const line = linePriceCents(dish, high);
        expect(Number.isInteger(line)).toBe(true);
        expect(line).toBeGreaterThanOrEqual(0);
        expect(line).toBeGreaterThanOrEqual(linePriceCents(dish, low));
      }),
    );
  });

  it('refuses a volume that is not a whole number from 1', () => {
    const dish = { priceCents: 100, preparationMinutes: null, hourRateCents: null };
    for (const v of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => linePriceCents(dish, v)).toThrow(RangeError);
    }
  });
});

describe('servings', () => {
  it('is volume x base servings, the base defaulting to 1', () => {
    fc.assert(
      fc.property(fc.option(fc.integer({ min: -3, max: 100 }), { nil: null }), volume, (base, v) => {
        const dish = { priceCents: 0, preparationMinutes: null, hourRateCents: null, baseServings: base };
        expect(servings(dish, v)).toBe(v * (base && base > 0 ? base : 1));
      }),
    );
  });
});
