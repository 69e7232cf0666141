import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateFees, percentOf, prepaidIncentive, type FeeLine } from './fees.ts';
import { linePriceCents, type PricedDish } from './pricing.ts';

const timeBased: fc.Arbitrary<PricedDish> = fc.record({
  priceCents: fc.constant(null),
  preparationMinutes: fc.integer({ min: 1, max: 24 * 60 }),
  hourRateCents: fc.integer({ min: 1, max: 100_000 }),
});
const fixed: fc.Arbitrary<PricedDish> = fc.record({
  priceCents: fc.integer({ min: 0, max: 1_000_000 }),
  preparationMinutes: fc.option(fc.integer({ min: 1, max: 600 }), { nil: null }),
  hourRateCents: fc.constant(null),
});
const line: fc.Arbitrary<FeeLine> = fc.record({
  dish: fc.oneof(timeBased, fixed),
  volume: fc.integer({ min: 1, max: 50 }),
});
const lines = fc.array(line, { minLength: 0, maxLength: 8 });
const serviceFeeCents = fc.integer({ min: 0, max: 100_000 });

describe('calculateFees', () => {
  it('never answers a negative or fractional amount', () => {
    fc.assert(
      fc.property(lines, fc.boolean(), serviceFeeCents, (items, payInCash, fee) => {
        for (const amount of Object.values(calculateFees(items, { payInCash, serviceFeeCents: fee }))) {
          expect(Number.isInteger(amount)).toBe(true);
          expect(amount).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('totals subtotal + fees, plus half the incentive only when not paying in cash', () => {
    fc.assert(
      fc.property(lines, fc.boolean(), serviceFeeCents, (items, payInCash, fee) => {
        const f = calculateFees(items, { payInCash, serviceFeeCents: fee });
        const half = payInCash ? 0 : Math.round(f.chefIncentive / 2);
        const feesOnly = f.serviceFee + f.governmentFee + f.paymentGatewayFee;
        expect(f.onlineAmount).toBe(feesOnly + half);
        expect(f.totalAmount).toBe(f.subtotal + feesOnly + half);
        expect(prepaidIncentive(f)).toBe(half);
        expect(f.subtotal).toBe(items.reduce((sum, l) => sum + linePriceCents(l.dish, l.volume), 0));
        expect(f.chefIncentive).toBeLessThanOrEqual(f.subtotal);
      }),
    );
  });

  it('is stable: the same cart in any order gives the same answer', () => {
    fc.assert(
      fc.property(lines, fc.boolean(), (items, payInCash) => {
        const forward = calculateFees(items, { payInCash });
        expect(calculateFees([...items].reverse(), { payInCash })).toEqual(forward);
        expect(calculateFees(items, { payInCash })).toEqual(forward);
      }),
    );
  });

  it('paying in cash never costs more online than paying by card', () => {
    fc.assert(
      fc.property(lines, (items) => {
        const cash = calculateFees(items, { payInCash: true });
        const card = calculateFees(items, { payInCash: false });
        expect(cash.onlineAmount).toBeLessThanOrEqual(card.onlineAmount);
        expect(cash.subtotal).toBe(card.subtotal);
      }),
    );
  });

  it('works one cart out by hand', () => {
    // 2 x a 90-minute dish at 12.00 EUR/h (2 x 18.00 = 36.00, time-based) and 3 x a 4.50 EUR fixed dish.
    const items: FeeLine[] = [
      { dish: { priceCents: null, preparationMinutes: 90, hourRateCents: 1200 }, volume: 2 },
      { dish: { priceCents: 450, preparationMinutes: null, hourRateCents: null }, volume: 3 },
    ];
    // subtotal 3600 + 1350 = 4950; service 999; VAT 21% of 999 = 209.79 -> 210; gateway 3% of 4950 = 148.5
    // -> 149; incentive 3600, half 1800.
    expect(calculateFees(items, { payInCash: false })).toEqual({
      subtotal: 4950,
      serviceFee: 999,
      governmentFee: 210,
      chefIncentive: 3600,
      paymentGatewayFee: 149,
      onlineAmount: 999 + 210 + 149 + 1800,
      totalAmount: 4950 + 999 + 210 + 149 + 1800,
    });
    expect(calculateFees(items, { payInCash: true })).toMatchObject({
      onlineAmount: 1358,
      totalAmount: 6308,
    });
  });

  it('rounds halves up in whole numbers', () => {
    expect(percentOf(50, 3)).toBe(2); // 1.5
    expect(percentOf(49, 3)).toBe(1); // 1.47
    expect(percentOf(999, 21)).toBe(210);
  });

  it('refuses a service fee that is not whole cents', () => {
    expect(() => calculateFees([], { payInCash: true, serviceFeeCents: -1 })).toThrow(RangeError);
    expect(() => calculateFees([], { payInCash: true, serviceFeeCents: 1.5 })).toThrow(RangeError);
  });
});
