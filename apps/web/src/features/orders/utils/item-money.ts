import { type MoneyLine, orderMoney, type OrderMoney } from '@hearth/domain/order-money';
import type { OrderItemView, OrderView } from '@hearth/domain/orders';

/** A stored line as `orderMoney` takes it, with the actual minutes of a time-priced line when given. */
export function itemMoneyLine(
  item: OrderItemView,
  actualMinutes: number | null = item.actualMinutes,
): MoneyLine {
  if (item.timeBased && item.bookedMinutes && item.hourRateCents) {
    // The whole line as one unit of its booked minutes, at the rate it was ordered at.
    return {
      dish: { priceCents: null, preparationMinutes: item.bookedMinutes, hourRateCents: item.hourRateCents },
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
