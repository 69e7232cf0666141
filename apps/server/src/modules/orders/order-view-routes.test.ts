import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@hearth/domain/messages';
import type { OrderView } from '@hearth/domain/orders';
import { files, productFiles } from '../../db/schema.ts';
import { envelope, useTestApp } from '../../test/test-app.ts';
import { get, model, post, signUp } from '../profile/profile-test-helpers.ts';
import {
  addAddress,
  customerOrder,
  orderAction,
  payOrder,
  placeOrder,
  viewOrder,
} from './order-test-helpers.ts';

/** GET /secure/order, /secure/orders and /secure/seller-orders: who sees which order, with what. */

const ctx = useTestApp();

async function listOf(url: string, cookie: string): Promise<OrderView[]> {
  return model<{ orders: OrderView[] }>(await get(ctx.app, url, cookie)).orders;
}

/** A signed-in customer's order with its address, and the people around it. */
async function scene() {
  const placed = await customerOrder(ctx.app, ctx.clock, { order: { commentary: 'Gate code 12' } });
  const operator = await signUp(ctx.app, 'op@example.lt', { role: 'OPERATOR' });
  const eve = await signUp(ctx.app, 'eve@example.lt');
  return { k: placed.kitchen, anna: placed.customer, operator, eve, order: placed.order };
}

describe('GET /secure/order', () => {
  it('shows the order to its buyer, its chef and an operator, each with their actions', async () => {
    const { k, anna, operator, order } = await scene();
    const buyer = await viewOrder(ctx.app, order.id, anna.cookie);
    expect(buyer).toMatchObject({
      id: order.id,
      sID: order.sID,
      commentary: 'Gate code 12',
      amountToPay: order.fees.totalAmount,
      payments: null,
      asset: { title: 'EUR' },
      address: {
        title: 'Namai',
        formatted_address: 'Gedimino pr. 1, Vilnius',
        city: 'Vilnius',
        state: 'Vilniaus apskritis',
        postalCode: 'LT-01100',
        phone: '37061234567',
        countryPhoneCode: 48,
        placeType: -1,
      },
      actions: ['cancel'],
      cancellationPreview: { kind: 'refund', refundCents: 0, commissionCents: 0, dueCents: 0 },
    });
    expect(buyer.updateTimestamp).toBeGreaterThanOrEqual(buyer.createTimestamp);
    // Unpaid: the chef cannot confirm yet, only cancel, and does not see the customer's free text.
    expect(await viewOrder(ctx.app, order.id, k.chef.cookie)).toMatchObject({
      id: order.id,
      actions: ['cancel'],
      commentary: null,
      commentaryWithheld: true,
    });
    expect(await viewOrder(ctx.app, order.id, operator.cookie)).toMatchObject({
      id: order.id,
      actions: ['cancel'],
      commentary: 'Gate code 12',
      commentaryWithheld: false,
    });
    await payOrder(ctx.app, order.id, anna.cookie);
    expect(await viewOrder(ctx.app, order.id, k.chef.cookie)).toMatchObject({
      commentary: 'Gate code 12',
      commentaryWithheld: false,
    });
  });

  it('does not exist for anyone else, and cannot be acted on or paid by them', async () => {
    const { eve, order } = await scene();
    const res = await get(ctx.app, `/secure/order?orderId=${order.id}`, eve.cookie);
    expect(res.statusCode).toBe(404);
    expect(envelope(res)).toEqual({ success: false, messages: [{ message: MESSAGES.orderNotFound }] });
    const unknown = await get(ctx.app, '/secure/order?orderId=999999', eve.cookie);
    expect(unknown.body).toBe(res.body);
    for (const action of ['cancel', 'confirm', 'deliver']) {
      const acted = await orderAction(ctx.app, order.id, action, eve.cookie);
      expect(acted.statusCode).toBe(404);
    }
    const paid = await post(
      ctx.app,
      '/secure/stripe-intent',
      { orderId: order.id, amount: order.onlineAmount },
      eve.cookie,
    );
    expect(paid.statusCode).toBe(404);
    expect(await listOf('/secure/orders', eve.cookie)).toEqual([]);
    expect(await listOf('/secure/seller-orders', eve.cookie)).toEqual([]);
  });

  it('needs a session and a well-formed id', async () => {
    const { anna, order } = await scene();
    expect((await get(ctx.app, `/secure/order?orderId=${order.id}`)).statusCode).toBe(401);
    for (const id of ['', 'abc', '-1', '1.5', '99999999999']) {
      const res = await get(ctx.app, `/secure/order?orderId=${id}`, anna.cookie);
      expect(res.statusCode, id).toBe(400);
      expect(Object.keys(envelope(res).fieldErrors ?? {})).toEqual(['orderId']);
    }
  });

  it('shows the thumbnail of the dish’s first image on its line', async () => {
    const { k, anna, order } = await scene();
    const [file] = await ctx.app.db
      .insert(files)
      .values({
        ownerId: k.chef.id,
        storageKey: 'x',
        mimeType: 'image/jpeg',
        width: 1,
        height: 1,
        sizeBytes: 1,
      })
      .returning();
    // Before the dish's own photo (an enabled dish has one, decision 054): the first image.
    await ctx.app.db
      .insert(productFiles)
      .values({ productId: k.fixedId, fileId: file!.id, fileName: '7-1.jpg', position: -1 });
    const seen = await viewOrder(ctx.app, order.id, anna.cookie);
    expect(seen.orderItems[0]!.product.imageUrl).toBe(`/repository/products/${k.chef.id}/7-1-thumb.jpg`);
  });
});

describe('the order lists', () => {
  it('lists the buyer’s orders newest first, and the chef’s finished checkouts that an account holds', async () => {
    const { k, anna, order } = await scene();
    const second = (await placeOrder(ctx.app, ctx.clock, { productId: k.timedId }, anna.cookie)).order;
    const anonymous = await placeOrder(ctx.app, ctx.clock, { productId: k.fixedId });
    await addAddress(ctx.app, anonymous.order.id, anonymous.cookie);

    const bought = await listOf('/secure/orders', anna.cookie);
    expect(bought.map((o) => o.id)).toEqual([second.id, order.id]);
    expect(bought[0]!.orderItems.map((i) => i.product.id)).toEqual([k.timedId]);
    expect(bought.every((o) => o.actions.includes('cancel'))).toBe(true);

    // The second order has no address yet, and the anonymous one no account: not the chef's business.
    const sold = await listOf('/secure/seller-orders', k.chef.cookie);
    expect(sold.map((o) => o.id)).toEqual([order.id]);
    // Unpaid, so awaiting payment: the chef sees the city, not the address, until they confirm.
    expect(sold[0]).toMatchObject({ linked: true, address: null, addressWithheld: true, city: 'Vilnius' });
    expect(await listOf('/secure/orders', k.chef.cookie)).toEqual([]);
  });

  it('cost the same number of queries for one order as for five', async () => {
    const { k, anna } = await scene();
    // Every statement of the app goes through the driver's query(): PGlite's client or PostgreSQL's pool.
    const client = (ctx.app.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const spy = vi.spyOn(client, 'query');
    const queriesOf = async (url: string, cookie: string) => {
      spy.mockClear();
      await listOf(url, cookie);
      return spy.mock.calls.length;
    };
    const one = [
      await queriesOf('/secure/orders', anna.cookie),
      await queriesOf('/secure/seller-orders', k.chef.cookie),
    ];
    for (let i = 0; i < 4; i += 1) {
      const { order } = await placeOrder(
        ctx.app,
        ctx.clock,
        { productId: i % 2 ? k.fixedId : k.timedId },
        anna.cookie,
      );
      await addAddress(ctx.app, order.id, anna.cookie);
    }
    const five = [
      await queriesOf('/secure/orders', anna.cookie),
      await queriesOf('/secure/seller-orders', k.chef.cookie),
    ];
    spy.mockRestore();
    expect((await listOf('/secure/orders', anna.cookie)).length).toBe(5);
    expect(five).toEqual(one);
    expect(one[0]).toBeGreaterThan(0);
  });

  it('need a session', async () => {
    expect((await get(ctx.app, '/secure/orders')).statusCode).toBe(401);
    expect((await get(ctx.app, '/secure/seller-orders')).statusCode).toBe(401);
  });
});
