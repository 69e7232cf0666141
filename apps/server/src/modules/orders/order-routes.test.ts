import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES, V } from '@hearth/domain/messages';
import { EARLIEST_DELIVERY_EPOCH_SECONDS, type OrderView } from '@hearth/domain/orders';
import { orderAddresses, orderItems, products } from '../../db/schema.ts';
import { envelope, useTestApp } from '../../test/test-app.ts';
import { chef, createDish, setChefStatus } from '../catalogue/catalogue-test-helpers.ts';
import { mails, model, postJson, signUp } from '../profile/profile-test-helpers.ts';
import { CHECKOUT_COOKIE } from './checkout-cookie.ts';
import {
  addAddress,
  customerOrder,
  DAY_SECONDS,
  expectError,
  inDays,
  kitchen,
  orderItem,
  orderRow,
  placeOrder,
  setHourRate,
  viewOrder,
} from './order-test-helpers.ts';

/** POST /store/order and POST /store/add-order-address: the checkout's writes, anonymous and signed in. */

const ctx = useTestApp();

type Res = Awaited<ReturnType<typeof orderItem>>;

function expectFieldError(res: Res, field: string, message: string) {
  expect(res.statusCode, res.body).toBe(400);
  expect(envelope(res).fieldErrors).toEqual({ [field]: [message] });
}

async function linesOf(orderId: number) {
  return ctx.app.db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.id);
}

describe('POST /store/order: a new order', () => {
  it('creates an anonymous order owned by the browser’s checkout cookie', async () => {
    const k = await kitchen(ctx.app);
    const date = inDays(ctx.clock, 3);
    const res = await orderItem(ctx.app, {
      productId: k.timedId,
      productVolume: 3,
      payInCash: 'false',
      cateringRequired: 'true',
      selfDelivery: 'on',
      commentary: '  Ring twice.  ',
      serviceDeliveryDate: date,
    });
    const { order } = model<{ order: OrderView }>(res);
    expect(order).toMatchObject({
      sID: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f-]{27}$/),
      status: 'placed',
      serviceDeliveryDate: date,
      deliveryDate: null,
      payInCash: false,
      cateringRequired: true,
      selfDelivery: true,
      commentary: 'Ring twice.',
      payments: null,
      asset: { title: 'EUR' },
      address: null,
      linked: false,
      cancellation: null,
      // The anonymous browser cannot act on it until an account holds it.
      actions: [],
      cancellationPreview: null,
      chef: { userId: k.chef.id, storeName: 'ruta' },
      orderItems: [
        {
          volume: 3,
          unitPrice: 1042,
          lineTotal: 3125,
          timeBased: true,
          // The dish's photo (an enabled dish has one, decision 054), as its thumbnail.
          product: {
            id: k.timedId,
            title: 'Kibinai',
            imageUrl: expect.stringMatching(
              new RegExp(`^/repository/products/${k.chef.id}/${k.timedId}-.*-thumb\\.jpg$`),
            ),
            servingsNumber: 2,
          },
        },
      ],
    });
    // Worked in fees-routes.test.ts: 3 x 50 minutes at 12.50 EUR an hour, paid by card.
    expect(order.fees).toEqual({
      subtotal: 3125,
      serviceFee: 999,
      governmentFee: 210,
      chefIncentive: 3125,
      paymentGatewayFee: 94,
      onlineAmount: 999 + 210 + 94 + 1563,
      totalAmount: 3125 + 999 + 210 + 94 + 1563,
    });
    expect(order.amountToPay).toBe(order.fees.totalAmount);
    expect(order.onlineAmount).toBe(order.fees.onlineAmount);
    expect(Math.abs(order.createTimestamp - Date.now())).toBeLessThan(60_000);

    const cookie = res.cookies.find((c) => c.name === CHECKOUT_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 30 * DAY_SECONDS });
    expect(cookie.value).toMatch(/^[\w-]{43}$/);
    const row = await orderRow(ctx.app, order.id);
    expect(row.customerId).toBeNull();
    expect(row.checkoutTokenHash).toBe(createHash('sha256').update(cookie.value).digest('hex'));
    // Nothing is settled before the payment: no mail.
    expect(await mails(ctx.app)).toEqual([]);
  });

  it('reuses the browser’s checkout cookie for its next order', async () => {
    const k = await kitchen(ctx.app);
    const first = await placeOrder(ctx.app, ctx.clock, { productId: k.fixedId });
    const res = await orderItem(
      ctx.app,
      { productId: k.fixedId, productVolume: 1, serviceDeliveryDate: inDays(ctx.clock, 4) },
      first.cookie,
    );
    const second = model<{ order: OrderView }>(res).order;
    expect(second.id).not.toBe(first.order.id);
    expect(`${CHECKOUT_COOKIE}=${res.cookies[0]!.value}`).toBe(first.cookie);
    const [a, b] = [await orderRow(ctx.app, first.order.id), await orderRow(ctx.app, second.id)];
    expect(a.checkoutTokenHash).toBe(b.checkoutTokenHash);
  });

  it('gives a signed-in customer the order, without a checkout cookie', async () => {
    const k = await kitchen(ctx.app);
    const anna = await signUp(ctx.app, 'anna@example.lt', { language: 'lt' });
    const res = await orderItem(
      ctx.app,
      { productId: k.fixedId, productVolume: 2, serviceDeliveryDate: inDays(ctx.clock, 3) },
      anna.cookie,
    );
    const { order } = model<{ order: OrderView }>(res);
    expect(res.cookies.map((c) => c.name)).not.toContain(CHECKOUT_COOKIE);
    // Cash by default: nothing of the incentive online.
    expect(order).toMatchObject({ linked: true, payInCash: true, actions: ['cancel'] });
    expect(order.fees).toMatchObject({ subtotal: 2500, chefIncentive: 0, onlineAmount: 999 + 210 + 75 });
    expect(order.cancellationPreview).toMatchObject({ kind: 'refund', refundCents: 0 });
    const row = await orderRow(ctx.app, order.id);
    expect(row).toMatchObject({ customerId: anna.id, checkoutTokenHash: null, language: 'lt' });
    expect(await viewOrder(ctx.app, order.id, anna.cookie)).toMatchObject({ id: order.id });
  });

  it('checks the delivery date against the schema and the clock', async () => {
    const k = await kitchen(ctx.app);
    const at = (serviceDeliveryDate: number | string) =>
      orderItem(ctx.app, { productId: k.fixedId, productVolume: 1, serviceDeliveryDate });
    expectFieldError(
      await at(EARLIEST_DELIVERY_EPOCH_SECONDS - 1),
      'serviceDeliveryDate',
      V.deliveryDateTooEarly,
    );
    // 1713463885 passes the schema, but it is long past by the clock.
    expectFieldError(await at(EARLIEST_DELIVERY_EPOCH_SECONDS), 'serviceDeliveryDate', V.deliveryDateInPast);
    expectFieldError(await at(inDays(ctx.clock, -1)), 'serviceDeliveryDate', V.deliveryDateInPast);
    expectFieldError(await at(inDays(ctx.clock, 400)), 'serviceDeliveryDate', V.deliveryDateTooLate);
    expectFieldError(await at('tomorrow'), 'serviceDeliveryDate', 'invalid');
    expectFieldError(
      await orderItem(ctx.app, { productId: k.fixedId, productVolume: 1 }),
      'serviceDeliveryDate',
      'required',
    );
    const future = inDays(ctx.clock, 1);
    expect(model<{ order: OrderView }>(await at(future)).order.serviceDeliveryDate).toBe(future);
    // The clock moves on: the same date is now in the past.
    ctx.clock.advance(2 * DAY_SECONDS * 1000);
    expectFieldError(await at(future), 'serviceDeliveryDate', V.deliveryDateInPast);
  });

  it('refuses unknown, inactive and unavailable dishes, volume 0 and the chef’s own dishes', async () => {
    const k = await kitchen(ctx.app);
    const date = inDays(ctx.clock, 3);
    const order = (productId: number | string, productVolume: number | string = 1, cookie?: string) =>
      orderItem(ctx.app, { productId, productVolume, serviceDeliveryDate: date }, cookie);

    expectError(await order(999_999), 404, MESSAGES.productNotFound);
    expectFieldError(await order(k.fixedId, 0), 'productVolume', V.quantityMin);
    expectFieldError(await order(k.fixedId, -2), 'productVolume', V.quantityMin);
    expectFieldError(await order(k.fixedId, 101), 'productVolume', V.tooHigh);
    expectFieldError(await order('x'), 'productId', 'invalid');
    expectError(await order(k.fixedId, 1, k.chef.cookie), 400, MESSAGES.productUnavailable);

    await ctx.app.db.update(products).set({ active: false }).where(eq(products.id, k.fixedId));
    expectError(await order(k.fixedId), 400, MESSAGES.productUnavailable);
    await setChefStatus(ctx.app, k.chef.id, 'suspended');
    expectError(await order(k.timedId), 400, MESSAGES.productUnavailable);
  });

  it('accepts a JSON body and never answers 5xx to odd input', async () => {
    const k = await kitchen(ctx.app);
    const ok = await postJson(ctx.app, '/store/order', {
      productId: k.fixedId,
      productVolume: 1,
      payInCash: true,
      serviceDeliveryDate: inDays(ctx.clock, 2),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    for (const body of [
      { productId: [k.fixedId], productVolume: 1 },
      { productId: k.fixedId, productVolume: { a: 1 } },
      { productId: k.fixedId, productVolume: 1, serviceDeliveryDate: 1e30 },
      { productId: k.fixedId, productVolume: 1, commentary: 'x'.repeat(1001) },
      { productId: k.fixedId, productVolume: 1, orderId: -1 },
      null,
    ]) {
      const res = await postJson(ctx.app, '/store/order', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('POST /store/order: follow-up items', () => {
  it('adds dishes of the same chef and recomputes the amounts from the stored lines', async () => {
    const k = await kitchen(ctx.app);
    const { order, cookie } = await placeOrder(ctx.app, ctx.clock, {
      productId: k.timedId,
      payInCash: 'false',
    });
    const res = await orderItem(
      ctx.app,
      { orderId: order.id, productId: k.fixedId, productVolume: 2 },
      cookie,
    );
    const after = model<{ order: OrderView }>(res).order;
    // The options of a follow-up are the order's: still paid by card.
    expect(after.payInCash).toBe(false);
    expect(after.orderItems.map((i) => [i.product.id, i.volume, i.lineTotal])).toEqual([
      [k.timedId, 1, 1042],
      [k.fixedId, 2, 2500],
    ]);
    expect(after.fees).toMatchObject({ subtotal: 3542, chefIncentive: 1042, paymentGatewayFee: 106 });
    expect(after.fees.onlineAmount).toBe(999 + 210 + 106 + 521);

    // The same dish again adds to its line.
    const again = model<{ order: OrderView }>(
      await orderItem(ctx.app, { orderId: order.id, productId: k.timedId, productVolume: 2 }, cookie),
    ).order;
    expect(again.orderItems.map((i) => [i.product.id, i.volume, i.lineTotal])).toEqual([
      [k.timedId, 3, 3125],
      [k.fixedId, 2, 2500],
    ]);
    expect(again.fees.subtotal).toBe(5625);
    expect((await orderRow(ctx.app, order.id)).totalAmountCents).toBe(again.amountToPay);
    expect(await linesOf(order.id)).toHaveLength(2);
  });

  it('applies follow-ups sent at once one after another, under the order’s lock', async () => {
    const k = await kitchen(ctx.app);
    const { order, cookie } = await placeOrder(ctx.app, ctx.clock, { productId: k.fixedId });
    const sent = await Promise.all(
      [k.fixedId, k.timedId, k.fixedId, k.timedId, k.fixedId].map((productId) =>
        orderItem(ctx.app, { orderId: order.id, productId, productVolume: 1 }, cookie),
      ),
    );
    expect(sent.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const lines = await linesOf(order.id);
    expect(lines.map((line) => [line.productId, line.volume])).toEqual([
      [k.fixedId, 4],
      [k.timedId, 2],
    ]);
    // 4 x 1250 + round(2 x 50 / 60 x 1250) = 5000 + 2083.
    expect((await orderRow(ctx.app, order.id)).subtotalCents).toBe(7083);
  });

  it('keeps a line to 100 units', async () => {
    const k = await kitchen(ctx.app);
    const { order, cookie } = await placeOrder(ctx.app, ctx.clock, {
      productId: k.fixedId,
      productVolume: 60,
    });
    const res = await orderItem(
      ctx.app,
      { orderId: order.id, productId: k.fixedId, productVolume: 41 },
      cookie,
    );
    expectFieldError(res, 'productVolume', V.tooHigh);
    const ok = await orderItem(
      ctx.app,
      { orderId: order.id, productId: k.fixedId, productVolume: 40 },
      cookie,
    );
    expect(model<{ order: OrderView }>(ok).order.orderItems[0]!.volume).toBe(100);
  });

  it('holds one chef’s dishes only, and no inactive or unknown dish', async () => {
    const k = await kitchen(ctx.app);
    const other = await chef(ctx.app, 'tomas@example.lt');
    const foreign = await createDish(ctx.app, other.cookie);
    const { order, cookie } = await placeOrder(ctx.app, ctx.clock, { productId: k.fixedId });
    const add = (productId: number, productVolume = 1) =>
      orderItem(ctx.app, { orderId: order.id, productId, productVolume }, cookie);

    expectError(await add(foreign.id), 400, MESSAGES.oneChefPerOrder);
    expectError(await add(999_999), 404, MESSAGES.productNotFound);
    expectFieldError(await add(k.timedId, 0), 'productVolume', V.quantityMin);
    await ctx.app.db.update(products).set({ active: false }).where(eq(products.id, k.timedId));
    expectError(await add(k.timedId), 400, MESSAGES.productUnavailable);
    await setChefStatus(ctx.app, k.chef.id, 'suspended');
    expectError(await add(k.fixedId), 400, MESSAGES.productUnavailable);
    expect(await linesOf(order.id)).toHaveLength(1);
  });

  it('keeps the prices of the moment a dish was ordered when the chef changes the rate', async () => {
    const {
      kitchen: k,
      customer: anna,
      order,
    } = await customerOrder(ctx.app, ctx.clock, {
      dish: 'timed',
      order: { productVolume: 3 },
      address: false,
    });
    await setHourRate(ctx.app, k.chef.id, 5000);
    await ctx.app.db.update(products).set({ title: 'Renamed' }).where(eq(products.id, k.timedId));
    const seen = await viewOrder(ctx.app, order.id, anna.cookie);
    expect(seen.orderItems[0]).toMatchObject({
      unitPrice: 1042,
      lineTotal: 3125,
      product: { title: 'Kibinai' },
    });
    expect(seen.fees).toEqual(order.fees);
    // A new dish added now is priced now; the old line stays as it was.
    const now = model<{ order: OrderView }>(
      await orderItem(ctx.app, { orderId: order.id, productId: k.fixedId, productVolume: 1 }, anna.cookie),
    ).order;
    expect(now.orderItems.map((i) => i.lineTotal)).toEqual([3125, 1250]);
  });

  it('is refused to another browser, another account and an unknown order, all alike', async () => {
    const k = await kitchen(ctx.app);
    const { order, cookie } = await placeOrder(ctx.app, ctx.clock, { productId: k.fixedId });
    const stranger = await signUp(ctx.app, 'eve@example.lt');
    const otherBrowser = (await placeOrder(ctx.app, ctx.clock, { productId: k.fixedId })).cookie;
    const body = { orderId: order.id, productId: k.timedId, productVolume: 1 };
    for (const who of [undefined, otherBrowser, stranger.cookie, `${CHECKOUT_COOKIE}=forged`]) {
      expectError(await orderItem(ctx.app, body, who), 404, MESSAGES.orderNotFound);
      expectError(await addAddress(ctx.app, order.id, who ?? ''), 404, MESSAGES.orderNotFound);
    }
    expectError(await orderItem(ctx.app, { ...body, orderId: 999_999 }, cookie), 404, MESSAGES.orderNotFound);
    expect(await linesOf(order.id)).toHaveLength(1);
  });
});

describe('POST /store/add-order-address', () => {
  async function anonymousOrder() {
    const k = await kitchen(ctx.app);
    return placeOrder(ctx.app, ctx.clock, { productId: k.fixedId });
  }

  async function addressOf(orderId: number) {
    const [row] = await ctx.app.db.select().from(orderAddresses).where(eq(orderAddresses.orderId, orderId));
    return row;
  }

  it('stores the address, and replaces it when sent again', async () => {
    const { order, cookie } = await anonymousOrder();
    const res = await addAddress(ctx.app, order.id, cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(envelope(res)).toEqual({ success: true, messages: [] });
    expect(await addressOf(order.id)).toMatchObject({
      countryPhoneCode: 48,
      placeType: -1,
      city: 'Vilnius',
      formattedAddress: 'Gedimino pr. 1, Vilnius',
      title: 'Namai',
    });
    const again = await addAddress(ctx.app, order.id, cookie, { city: 'Kaunas', countryPhoneCode: '' });
    expect(again.statusCode).toBe(200);
    expect(await addressOf(order.id)).toMatchObject({ city: 'Kaunas', countryPhoneCode: 48 });
  });

  it('checks every field at its boundary', async () => {
    const { order, cookie } = await anonymousOrder();
    const send = (body: Record<string, string>) => addAddress(ctx.app, order.id, cookie, body);
    expect((await send({ title: 'a'.repeat(70) })).statusCode).toBe(200);
    expect((await addressOf(order.id))?.title).toBe('a'.repeat(70));
    expectFieldError(await send({ title: 'a'.repeat(71) }), 'title', V.addressTitleTooLong);
    expect((await send({ phone: '1234567' })).statusCode).toBe(200);
    expect((await send({ phone: '123456789012345' })).statusCode).toBe(200);
    for (const phone of [
      '123456',
      '1234567890123456',
      '0612345678',
      '370 612',
      '370#6123456',
      '370+61234567',
    ]) {
      expectFieldError(await send({ phone }), 'phone', V.phone);
    }
    for (const field of ['postalCode', 'state', 'city', 'phone', 'formatted_address', 'title']) {
      const res = await send({ [field]: '   ' });
      expect(res.statusCode).toBe(400);
      expect(envelope(res).fieldErrors?.[field]?.[0]).toBe('required');
    }
    expectFieldError(await send({ countryPhoneCode: '370' }), 'countryPhoneCode', 'invalid');
    expectFieldError(await send({ placeType: '0' }), 'placeType', 'invalid');
    expectFieldError(await send({ city: 'c'.repeat(201) }), 'city', V.tooLong);
    expect(await addressOf(order.id)).toMatchObject({ title: 'Namai', phone: '123456789012345' });
  });

  it('takes the phone as people type it and stores its digits', async () => {
    const { order, cookie } = await anonymousOrder();
    for (const [phone, digits] of [
      ['+370 600 00000', '37060000000'],
      ['+370 (612) 34-567', '37061234567'],
      ['8 612 34567', '861234567'],
    ] as const) {
      const res = await addAddress(ctx.app, order.id, cookie, { phone });
      expect(res.statusCode, res.body).toBe(200);
      expect((await addressOf(order.id))?.phone).toBe(digits);
    }
  });

  it('needs the order id', async () => {
    const { cookie } = await anonymousOrder();
    const res = await addAddress(ctx.app, '' as unknown as number, cookie);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(envelope(res).fieldErrors ?? {})).toEqual(['orderId']);
  });
});

describe('new orders per client address', () => {
  const limited = useTestApp({ ORDERS_PER_HOUR: '2' });

  it('are limited per hour; dishes added to an order are not counted', async () => {
    const { fixedId } = await kitchen(limited.app);
    const first = await placeOrder(limited.app, limited.clock, { productId: fixedId });
    const more = await orderItem(
      limited.app,
      { orderId: first.order.id, productId: fixedId, productVolume: 1 },
      first.cookie,
    );
    expect(more.statusCode).toBe(200);
    await placeOrder(limited.app, limited.clock, { productId: fixedId });
    const third = await orderItem(limited.app, {
      productId: fixedId,
      productVolume: 1,
      serviceDeliveryDate: inDays(limited.clock, 3),
    });
    expect(third.statusCode).toBe(429);
    expect(envelope(third).messages).toEqual([{ message: MESSAGES.rateLimited }]);
    limited.clock.advance(3601_000);
    expect((await placeOrder(limited.app, limited.clock, { productId: fixedId })).order.id).toBeGreaterThan(
      0,
    );
  });
});
