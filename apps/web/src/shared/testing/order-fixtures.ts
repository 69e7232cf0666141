import { calculateFees, type Fees } from '@hearth/domain/fees';
import { type MoneyLine, orderMoney } from '@hearth/domain/order-money';
import {
  DEFAULT_UNPAID_ORDER_TTL_MINUTES,
  type OrderDue,
  type OrderItemView,
  type OrderView,
  timestampToDate,
} from '@hearth/domain/orders';
import { isTimeBased, linePriceCents, unitPriceCents } from '@hearth/domain/pricing';
import { cartItemFromProduct } from '../cart/cart-item.ts';
import { addToCart } from '../cart/cart-storage.ts';
import { pricedDish, type Product } from '../catalogue/product.ts';
import { productFixture } from './catalogue-fixtures.ts';

/** A dish and how many units of it are ordered. */
export type OrderedDish = readonly [product: Product, volume: number];

/** The chef of the test dishes (productFixture's userId), as a cart line names her. */
export const RUTA = { userId: 21, nickname: 'ruta', name: 'Rūta Kazlauskienė' };

/** Kibinai: fixed €4.50, 1 serving (productFixture is Cepelinai: 90 minutes at €12.00 an hour, 2 servings). */
export const KIBINAI = productFixture({
  id: 6,
  title: 'Kibinai',
  description: 'Karaim pastries filled with lamb and onion.',
  price: 450,
  fixedPrice: 450,
  hourRate: null,
  servingsNumber: 1,
});

/** Cepelinai x 2 (€36.00, time-based) and Kibinai x 3 (€13.50, fixed): subtotal €49.50. */
export const TEST_CART: readonly OrderedDish[] = [
  [productFixture(), 2],
  [KIBINAI, 3],
];

/** Puts the test cart in the stored cart. */
export function fillTestCart(): void {
  for (const [product, volume] of TEST_CART) addToCart(cartItemFromProduct(product, RUTA, volume));
}

/** The fees the server computes for these lines: the domain's own calculation. */
export function feesOf(lines: readonly OrderedDish[], payInCash: boolean): Fees {
  const feeLines = lines.map(([product, volume]) => ({ dish: pricedDish(product), volume }));
  return calculateFees(feeLines, { payInCash });
}

/** The money lines of these dishes, with the actual minutes of some lines (by index) once recorded. */
export function moneyLinesOf(
  lines: readonly OrderedDish[],
  actualMinutes: readonly (number | null)[] = [],
): MoneyLine[] {
  return lines.map(([product, volume], index) => ({
    dish: pricedDish(product),
    volume,
    actualMinutes: actualMinutes[index] ?? null,
  }));
}

/** An order line as the server stores it: the dish priced by pricing.ts when it was ordered. */
function orderItem(id: number, [product, volume]: OrderedDish): OrderItemView {
  const dish = pricedDish(product);
  const timeBased = isTimeBased(dish);
  return {
    id,
    volume,
    unitPrice: unitPriceCents(dish),
    lineTotal: linePriceCents(dish, volume),
    timeBased,
    bookedMinutes: timeBased ? dish.preparationMinutes! * volume : null,
    actualMinutes: null,
    hourRateCents: timeBased ? dish.hourRateCents : null,
    product: {
      id: product.id,
      title: product.title,
      description: product.description,
      imageUrl: null,
      servingsNumber: product.servingsNumber,
    },
  };
}

/**
 * An order as GET /secure/order and /secure/orders answer it: placed and unpaid, of `lines` (the test cart
 * unless given), with the domain's fees and money for them, paid in cash unless `overrides.payInCash` says
 * otherwise, so the amounts always agree with the lines. While it is placed and its prepayment is not among
 * its payments, it owes the prepayment and is cancelled 120 minutes after it was placed. `overrides` sets
 * the rest.
 */
export function orderViewFixture(
  overrides: Partial<Omit<OrderView, 'fees' | 'orderItems' | 'amountToPay' | 'onlineAmount'>> = {},
  lines: readonly OrderedDish[] = TEST_CART,
): OrderView {
  const payInCash = overrides.payInCash ?? true;
  const fees = feesOf(lines, payInCash);
  const id = overrides.id ?? 41;
  const sID = overrides.sID ?? 'a1b2c3d4-0000-4000-8000-000000000041';
  const createTimestamp = overrides.createTimestamp ?? Date.UTC(2026, 10, 23, 10);
  const prepaid = (overrides.payments ?? []).some((payment) => payment.purpose === 'order');
  const unpaid = (overrides.status ?? 'placed') === 'placed' && !prepaid;
  const dues: OrderDue[] = unpaid
    ? [{ orderId: id, sID, purpose: 'order', amountCents: fees.onlineAmount }]
    : [];
  return {
    id,
    sID,
    status: 'placed',
    createTimestamp,
    updateTimestamp: createTimestamp,
    serviceDeliveryDate: Date.UTC(2026, 11, 1, 18) / 1000,
    deliveryDate: null,
    amountToPay: fees.totalAmount,
    onlineAmount: fees.onlineAmount,
    fees,
    money: orderMoney(moneyLinesOf(lines), { payInCash }),
    dues,
    settlement: null,
    invoice: null,
    addressWithheld: false,
    city: null,
    payInCash,
    cateringRequired: false,
    selfDelivery: false,
    commentary: null,
    commentaryWithheld: false,
    payments: null,
    asset: { title: 'EUR' },
    orderItems: lines.map((line, index) => orderItem(index + 1, line)),
    address: null,
    customerName: null,
    chef: { userId: 21, storeName: 'ruta', firstName: 'Rūta', lastName: 'Kazlauskienė' },
    linked: true,
    payBeforeTimestamp: unpaid
      ? timestampToDate(createTimestamp).getTime() + DEFAULT_UNPAID_ORDER_TTL_MINUTES * 60_000
      : null,
    cancellation: null,
    actions: ['cancel'],
    cancellationPreview: null,
    review: null,
    canReview: false,
    ...overrides,
  };
}
