import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Language } from '@hearth/domain/constants';
import { calculateFees, type Fees } from '@hearth/domain/fees';
import { MESSAGES, V } from '@hearth/domain/messages';
import {
  deliveryDateProblem,
  ORDER_LINES_MAX,
  ORDER_VOLUME_MAX,
  type CalculateFeesInput,
  type OrderAddressInput,
  type OrderItemInput,
  type OrderView,
} from '@hearth/domain/orders';
import { bookingMinutes, sameCity } from '@hearth/domain/availability';
import { linePriceCents, unitPriceCents } from '@hearth/domain/pricing';
import type { DbOrTx, Tx } from '../../db/database.ts';
import { Conflict, Invalid, NotFound } from '../../errors.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { reserveSlot } from '../availability/availability-service.ts';
import {
  orderableDishes,
  orderableDishesPrepared,
  type OrderableDish,
} from '../catalogue/catalogue-service.ts';
import { hasPaymentIntent } from '../payments/payment-service.ts';
import { amountColumns, feeLines, type StoredLine } from './order-model.ts';
import { assertNoPenaltyOutstanding } from './order-payments.ts';
import * as repo from './order-repository.ts';
import { viewOrder } from './order-view-service.ts';

/**
 * The checkout (decisions 021 and 040): fees priced from the
 * database, orders of one chef's dishes with the prices of the moment they were ordered, their address,
 * and the two calls the payments module makes. An order is reached by its account or, while anonymous, by
 * the browser that placed it (its checkout cookie).
 */

/** Who makes a checkout call: the signed-in user, and the hash of the browser's checkout cookie. */
export interface Requester {
  user: SessionUser | null;
  checkoutTokenHash: string | null;
}

export function isOwnOrder(order: repo.OrderRecord, requester: Requester): boolean {
  return requester.user !== null && order.customerId === requester.user.id;
}

/** Whether the requester's browser is the one that placed the order without an account. */
export function placedByBrowser(order: repo.OrderRecord, requester: Requester): boolean {
  return requester.checkoutTokenHash !== null && order.checkoutTokenHash === requester.checkoutTokenHash;
}

/**
 * Its account reaches an order; so does the browser that placed it, until an account holds it (then that
 * browser must sign in, like anyone). Nobody else may even know the order exists.
 */
export function canReach(order: repo.OrderRecord, requester: Requester): boolean {
  if (isOwnOrder(order, requester)) return true;
  return order.customerId === null && placedByBrowser(order, requester);
}

// ---- Pricing ----

/**
 * The dishes, priced now from the database: an unknown one is 404 productNotFound, an inactive one or one
 * of a chef who is not approved (or, for `buyer`, their own) 400 productUnavailable, dishes of two chefs
 * 400 oneChefPerOrder.
 */
async function pricedDishes(
  db: DbOrTx,
  productIds: readonly number[],
  buyer: SessionUser | null,
  found?: Map<number, OrderableDish>,
): Promise<{ chefId: number; dishes: Map<number, OrderableDish> }> {
  const dishes = found ?? (await orderableDishes(db, productIds));
  if (productIds.some((id) => !dishes.has(id))) throw new NotFound(MESSAGES.productNotFound);
  const list = [...dishes.values()];
  // A chef cannot order from themselves: the order would be their own to confirm.
  if (list.some((dish) => !dish.available || dish.chefId === buyer?.id))
    throw new Invalid(MESSAGES.productUnavailable);
  const chefIds = new Set(list.map((dish) => dish.chefId));
  if (chefIds.size > 1) throw new Invalid(MESSAGES.oneChefPerOrder);
  return { chefId: list[0]!.chefId, dishes };
}

/** The same dish twice in a cart is one line: the volumes add up, to the limit of one line. */
function mergeItems(items: CalculateFeesInput['items']): Map<number, number> {
  const volumes = new Map<number, number>();
  for (const item of items)
    volumes.set(item.productId, (volumes.get(item.productId) ?? 0) + item.productVolume);
  for (const volume of volumes.values()) {
    if (volume > ORDER_VOLUME_MAX) throw new Invalid(MESSAGES.validationFailed, { items: [V.tooHigh] });
  }
  return volumes;
}

/** POST /store/calculate-fees: the fee breakdown of a cart, from the database's prices only. */
export async function calculateCartFees(app: FastifyInstance, input: CalculateFeesInput): Promise<Fees> {
  const volumes = mergeItems(input.items);
  const ids = [...volumes.keys()];
  // The hot path of the cart: one prepared statement (decision 060).
  const { dishes } = await pricedDishes(app.db, ids, null, await orderableDishesPrepared(app.db, ids));
  const lines = [...volumes].map(([productId, volume]) => ({ dish: dishes.get(productId)!.pricing, volume }));
  return calculateFees(lines, { payInCash: input.payInCash, serviceFeeCents: app.config.SERVICE_FEE_CENTS });
}

/** A line's words and prices as they are now: the order keeps them whatever the chef changes later. */
function lineValues(dish: OrderableDish, volume: number) {
  const { pricing } = dish;
  return {
    volume,
    title: dish.title,
    description: dish.description,
    priceCents: pricing.priceCents,
    preparationMinutes: pricing.preparationMinutes,
    hourRateCents: pricing.hourRateCents,
    servingsNumber: pricing.baseServings,
    unitPriceCents: unitPriceCents(pricing),
    lineTotalCents: linePriceCents(pricing, volume),
  };
}

function orderAmounts(app: FastifyInstance, items: readonly StoredLine[], payInCash: boolean) {
  return amountColumns(
    calculateFees(feeLines(items), { payInCash, serviceFeeCents: app.config.SERVICE_FEE_CENTS }),
  );
}

// ---- Placing an order ----

/** The booked start must be given, in the future and at most a year ahead (by the server's clock). */
function checkDeliveryDate(app: FastifyInstance, seconds: number | undefined): Date {
  if (seconds === undefined)
    throw new Invalid(MESSAGES.validationFailed, { serviceDeliveryDate: ['required'] });
  const problem = deliveryDateProblem(seconds, app.clock());
  if (problem) throw new Invalid(MESSAGES.validationFailed, { serviceDeliveryDate: [problem] });
  return new Date(seconds * 1000);
}

/**
 * POST /store/order without orderId: a new order of one dish, with its options. A signed-in requester owns
 * it; otherwise it belongs to the browser whose checkout token hash is given. No mail yet: nothing is
 * settled before the payment.
 */
export async function createOrder(
  app: FastifyInstance,
  owner: { user: SessionUser | null; checkoutTokenHash: string | null; language: Language },
  input: OrderItemInput,
): Promise<OrderView> {
  const serviceDeliveryDate = checkDeliveryDate(app, input.serviceDeliveryDate);
  if (owner.user) await assertNoPenaltyOutstanding(app.db, owner.user.id);
  const { chefId, dishes } = await pricedDishes(app.db, [input.productId], owner.user);
  const now = app.clock();
  const line = lineValues(dishes.get(input.productId)!, input.productVolume);
  const order = await app.db.transaction(async (tx) => {
    // The start must be free for the time the dish needs (the chef's row lock decides a race; decision 063).
    const slot = await reserveSlot(app, tx, {
      chefId,
      start: serviceDeliveryDate,
      minutes: bookingMinutes([{ dish: line, volume: line.volume }]),
      city: input.serviceCity ?? null,
    });
    const created = await repo.insertOrder(tx, {
      sid: randomUUID(),
      customerId: owner.user?.id ?? null,
      checkoutTokenHash: owner.user ? null : owner.checkoutTokenHash,
      chefId,
      payInCash: input.payInCash,
      cateringRequired: input.cateringRequired,
      selfDelivery: input.selfDelivery,
      commentary: input.commentary,
      serviceDeliveryDate,
      serviceEndDate: slot.end,
      serviceCity: slot.city,
      ...orderAmounts(app, [line], input.payInCash),
      language: owner.user?.language ?? owner.language,
      createdAt: now,
      updatedAt: now,
    });
    await repo.insertItem(tx, { orderId: created.id, productId: input.productId, ...line, createdAt: now });
    return created;
  });
  return viewOrder(app, order.id, owner.user);
}

/** Lines and amounts change only while nothing is paid and no payment has started. */
async function assertOpen(tx: Tx, order: repo.OrderRecord): Promise<void> {
  if (order.status !== 'placed' || order.paidAt || (await hasPaymentIntent(tx, order.id)))
    throw new Conflict(MESSAGES.orderLocked);
}

/**
 * POST /store/order with orderId: one more dish (or more of a dish already there) in an order the
 * requester reaches. The line takes the dish's words and prices of this moment; the order's amounts are
 * recomputed from its stored lines, all under the order's lock.
 */
export async function addOrderItem(
  app: FastifyInstance,
  requester: Requester,
  orderId: number,
  input: OrderItemInput,
): Promise<OrderView> {
  await app.db.transaction(async (tx) => {
    const order = await repo.lockOrder(tx, orderId);
    if (!order || !canReach(order, requester)) throw new NotFound(MESSAGES.orderNotFound);
    await assertOpen(tx, order);
    const { chefId, dishes } = await pricedDishes(tx, [input.productId], requester.user);
    if (chefId !== order.chefId) throw new Invalid(MESSAGES.oneChefPerOrder);
    const items = await repo.listItems(tx, [orderId]);
    const existing = items.find((item) => item.productId === input.productId);
    const volume = (existing?.volume ?? 0) + input.productVolume;
    if (volume > ORDER_VOLUME_MAX)
      throw new Invalid(MESSAGES.validationFailed, { productVolume: [V.tooHigh] });
    if (!existing && items.length >= ORDER_LINES_MAX)
      throw new Invalid(MESSAGES.validationFailed, { productId: [V.tooHigh] });
    const line = lineValues(dishes.get(input.productId)!, volume);
    if (existing) await repo.updateItem(tx, existing.id, line);
    else await repo.insertItem(tx, { orderId, productId: input.productId, ...line, createdAt: app.clock() });
    const lines = existing ? items.map((item) => (item === existing ? line : item)) : [...items, line];
    // The longer order must still fit its start in its city, beside the chef's other bookings (decision 063).
    const slot = await reserveSlot(app, tx, {
      chefId,
      start: order.serviceDeliveryDate,
      minutes: bookingMinutes(lines.map((l) => ({ dish: l, volume: l.volume }))),
      city: order.serviceCity,
      exceptOrderId: orderId,
    });
    await repo.updateOrder(tx, orderId, {
      serviceEndDate: slot.end,
      serviceCity: slot.city,
      ...orderAmounts(app, lines, order.payInCash),
      updatedAt: app.clock(),
    });
  });
  return viewOrder(app, orderId, requester.user);
}

/** POST /store/add-order-address: sets (or replaces) the delivery address while the order is unpaid. */
export async function setOrderAddress(
  app: FastifyInstance,
  requester: Requester,
  input: OrderAddressInput,
): Promise<void> {
  await app.db.transaction(async (tx) => {
    const order = await repo.lockOrder(tx, input.orderId);
    if (!order || !canReach(order, requester)) throw new NotFound(MESSAGES.orderNotFound);
    if (order.status !== 'placed' || order.paidAt) throw new Conflict(MESSAGES.orderLocked);
    // The chef is booked in one city: the visit is there (decision 068).
    if (order.serviceCity !== null && !sameCity(order.serviceCity, input.city))
      throw new Conflict(MESSAGES.addressCityDiffers, { city: [MESSAGES.addressCityDiffers] });
    const now = app.clock();
    await repo.upsertAddress(tx, order.id, {
      countryPhoneCode: input.countryPhoneCode,
      postalCode: input.postalCode,
      state: input.state,
      city: input.city,
      phone: input.phone,
      formattedAddress: input.formatted_address,
      title: input.title,
      placeType: input.placeType,
      updatedAt: now,
    });
    await repo.updateOrder(tx, order.id, { updatedAt: now });
  });
}
