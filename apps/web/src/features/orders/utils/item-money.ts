import { type MoneyLine, orderMoney, type OrderMoney } from '@hearth/domain/order-money';
import { timeCents } from '@hearth/domain/pricing';
import type { OrderItemView, OrderView } from '@hearth/domain/orders';

/**
 * The chef's hourly rate of a time-priced line, from what the line stores: its booked minutes, its total and
 * its unit price (the view carries no rate). The whole rate in cents that prices the line as it was booked,
 * else the exact quotient (which still prices the booked minutes at the line's total).
 */
export function hourRateOf(
  item: Pick<OrderItemView, 'bookedMinutes' | 'lineTotal' | 'unitPrice' | 'volume'>,
): number {
  const minutes = item.bookedMinutes ?? 0;
  const exact = (item.lineTotal * 60) / minutes;
  const spread = Math.ceil(60 / minutes) + 1;
  const unitMinutes = minutes / item.volume;
  let best: number | null = null;
  for (let rate = Math.max(1, Math.floor(exact) - spread); rate <= Math.ceil(exact) + spread; rate += 1) {
    const fits =
      timeCents(minutes, rate) === item.lineTotal &&
      (!Number.isInteger(unitMinutes) || timeCents(unitMinutes, rate) === item.unitPrice);
    if (fits && (best === null || Math.abs(rate - exact) < Math.abs(best - exact))) best = rate;
  }
  return best ?? exact;
}

/** A stored line as `orderMoney` takes it, with the actual minutes of a time-priced line when given. */
export function itemMoneyLine(
  item: OrderItemView,
  actualMinutes: number | null = item.actualMinutes,
): MoneyLine {
  if (item.timeBased && item.bookedMinutes) {
    // The whole line as one unit of its booked minutes: the rate prices it as it was booked.
    return {
      dish: { priceCents: null, preparationMinutes: item.bookedMinutes, hourRateCents: hourRateOf(item) },
      volume: 1,
      actualMinutes,
    };
  }
  return {
    dish: { priceCents: item.unitPrice, preparationMinutes: null, hourRateCents: null },
    volume: item.volume,
  };
}

/** The order's money if the time-priced lines took `actualMinutes` (by item id); the others as booked. */
export function moneyAtActualTime(order: OrderView, actualMinutes: ReadonlyMap<number, number>): OrderMoney {
  const lines = order.orderItems.map((item) => itemMoneyLine(item, actualMinutes.get(item.id) ?? null));
  return orderMoney(lines, { payInCash: order.payInCash, serviceFeeCents: order.fees.serviceFee });
}

/** The lines whose actual time the chef records at delivery. */
export function timePricedItems(order: OrderView): OrderItemView[] {
  return order.orderItems.filter((item) => item.timeBased && item.bookedMinutes !== null);
}
