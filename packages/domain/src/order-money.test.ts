import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateFees } from './fees.ts';
import { moneyRows, orderMoney, type MoneyLine } from './order-money.ts';
import { isTimeBased, type PricedDish } from './pricing.ts';

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
const line: fc.Arbitrary<MoneyLine> = fc.record({
  dish: fc.oneof(timeBased, fixed),
  volume: fc.integer({ min: 1, max: 50 }),
  actualMinutes: fc.option(fc.integer({ min: 0, max: 48 * 60 }), { nil: null }),
});
const lines = fc.array(line, { minLength: 1, maxLength: 8 });
const serviceFeeCents = fc.integer({ min: 0, max: 100_000 });
const booked = (items: MoneyLine[]) => items.map(({ dish, volume }) => ({ dish, volume }));

describe('orderMoney', () => {
  it('now + at the visit + after the visit - the refund = the total, to the cent, for every cart', () => {
    fc.assert(
      fc.property(lines, fc.boolean(), serviceFeeCents, (items, payInCash, fee) => {
        const m = orderMoney(items, { payInCash, serviceFeeCents: fee });
        expect(m.payNow + m.payAtVisit + m.payAfterVisit - m.refundAfterVisit).toBe(m.total);
        expect(m.platformShare + m.chefShare).toBe(m.total);
        for (const value of [m.payNow, m.payAtVisit, m.payAfterVisit, m.refundAfterVisit, m.total]) {
          expect(Number.isInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
        }
        // Never both something owed and something refunded.
        expect(m.payAfterVisit === 0 || m.refundAfterVisit === 0).toBe(true);
      }),
    );
  });

  it('before the actual time is recorded it is the booked breakdown of the spec', () => {
    fc.assert(
      fc.property(lines, fc.boolean(), serviceFeeCents, (items, payInCash, fee) => {
        const plain = booked(items);
        const m = orderMoney(plain, { payInCash, serviceFeeCents: fee });
        const f = calculateFees(plain, { payInCash, serviceFeeCents: fee });
        expect(m.booked).toEqual(f);
        expect(m.total).toBe(f.totalAmount);
        expect(m.payNow).toBe(f.onlineAmount);
        expect(m.refundAfterVisit).toBe(0);
        expect(m.actualTimeRecorded).toBe(false);
        if (payInCash) {
          expect(m.payAtVisit).toBe(f.subtotal);
          expect(m.payAfterVisit).toBe(0);
        } else {
          expect(m.payAtVisit).toBe(0);
          expect(m.payAfterVisit).toBe(f.subtotal);
        }
      }),
    );
  });

  it('the platform share is fixed at booking and paid now; the chef share follows the actual time', () => {
    fc.assert(
      fc.property(lines, fc.boolean(), serviceFeeCents, (items, payInCash, fee) => {
        const m = orderMoney(items, { payInCash, serviceFeeCents: fee });
        const b = orderMoney(booked(items), { payInCash, serviceFeeCents: fee });
        expect(m.platformShare).toBe(b.platformShare);
        expect(m.payNow).toBe(b.payNow);
        expect(m.platformShare).toBeLessThanOrEqual(m.payNow);
        expect(m.chefShareOnline).toBe(payInCash ? 0 : m.chefShare);
      }),
    );
  });

  it('more time raises what is owed after the visit, less lowers it (card mode)', () => {
    const ratatouille: PricedDish = { priceCents: null, preparationMinutes: 120, hourRateCents: 1200 };
    const item = (actualMinutes: number | null) => [{ dish: ratatouille, volume: 2, actualMinutes }];
    const card = { payInCash: false, serviceFeeCents: 999 };
    const base = orderMoney(item(null), card);
    // 4 hours at EUR 12: EUR 48, half of it (EUR 24) prepaid as the card incentive.
    expect(base.subtotal).toBe(4800);
    expect(base.payNow).toBe(999 + 210 + 144 + 2400);
    expect(base.payAfterVisit).toBe(4800);
    const longer = orderMoney(item(300), card);
    expect(longer.subtotal).toBe(6000);
    expect(longer.cardIncentive).toBe(3000);
    expect(longer.payAfterVisit).toBe(6000 + 3000 - 2400);
    const shorter = orderMoney(item(60), card);
    // 1 hour: EUR 12 and EUR 6 of incentive, below the EUR 24 prepaid: nothing owed, EUR 6 back.
    expect(shorter.payAfterVisit).toBe(0);
    expect(shorter.refundAfterVisit).toBe(2400 - 1800);
    expect(shorter.actualTimeRecorded).toBe(true);
  });

  it('the actual time of a fixed-price dish changes nothing', () => {
    fc.assert(
      fc.property(lines, fc.boolean(), (items, payInCash) => {
        const fixedOnly = items.filter((l) => !isTimeBased(l.dish));
        if (fixedOnly.length === 0) return;
        expect(orderMoney(fixedOnly, { payInCash }).subtotal).toBe(
          orderMoney(booked(fixedOnly), { payInCash }).subtotal,
        );
      }),
    );
  });

  it('shows the cash line in cash mode and the after-visit line in card mode', () => {
    const soup: PricedDish = { priceCents: 1450, preparationMinutes: null, hourRateCents: null };
    const keys = (payInCash: boolean) =>
      moneyRows(orderMoney([{ dish: soup, volume: 1 }], { payInCash })).map((r) => r.key);
    expect(keys(true)).toEqual([
      'subtotal',
      'serviceFee',
      'governmentFee',
      'paymentGatewayFee',
      'total',
      'payNow',
      'payAtVisit',
    ]);
    expect(keys(false)).toEqual([
      'subtotal',
      'serviceFee',
      'governmentFee',
      'paymentGatewayFee',
      'total',
      'payNow',
      'payAfterVisit',
    ]);
  });
});
