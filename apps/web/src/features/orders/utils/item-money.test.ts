import { describe, expect, it } from 'vitest';
import { linePriceCents } from '@hearth/domain/pricing';
import { orderMoney } from '@hearth/domain/order-money';
import { moneyLinesOf, orderViewFixture, TEST_CART } from '../../../shared/testing/order-fixtures.ts';
import { hourRateOf, moneyAtActualTime } from './item-money.ts';

describe('the money of an order at the actual time', () => {
  it('finds the chef’s whole hourly rate back from a stored line', () => {
    for (const [minutes, rate, volume] of [
      [90, 1200, 2],
      [25, 1550, 3],
      [11, 150, 1],
      [7, 999, 4],
      [200, 3333, 1],
    ] as const) {
      const dish = { priceCents: null, preparationMinutes: minutes, hourRateCents: rate };
      const lineTotal = linePriceCents(dish, volume);
      const unitPrice = linePriceCents(dish, 1);
      const found = hourRateOf({ bookedMinutes: minutes * volume, lineTotal, unitPrice, volume });
      expect(linePriceCents({ ...dish, hourRateCents: found }, volume), `${minutes} x ${rate}`).toBe(
        lineTotal,
      );
      if (minutes * volume >= 60) expect(found).toBe(rate);
    }
  });

  it('is orderMoney of the real dishes with the actual minutes', () => {
    const order = orderViewFixture({ payInCash: false });
    const cepelinai = order.orderItems[0]!;
    for (const minutes of [1, 60, 150, 180, 240, 2880]) {
      const expected = orderMoney(moneyLinesOf(TEST_CART, [minutes]), { payInCash: false });
      expect(moneyAtActualTime(order, new Map([[cepelinai.id, minutes]])), String(minutes)).toEqual(expected);
    }
  });

  it('is the booked money without actual minutes', () => {
    const order = orderViewFixture();
    expect(moneyAtActualTime(order, new Map())).toEqual(order.money);
  });
});
