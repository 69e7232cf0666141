import { describe, expect, it } from 'vitest';
import { orderMoney } from '@hearth/domain/order-money';
import { moneyLinesOf, orderViewFixture, TEST_CART } from '@/shared/testing/order-fixtures.ts';
import { moneyAtActualTime } from './item-money.ts';

describe('the money of an order at the actual time', () => {
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
