import { describe, expect, it } from 'vitest';
import type { CheckoutDetails } from '@hearth/domain/orders';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { envelope, useTestApp } from '../../test/test-app.ts';
import { get, model, signUp } from '../profile/profile-test-helpers.ts';
import { ADDRESS, addAddress, kitchen, placeOrder } from './order-test-helpers.ts';

/** GET /secure/checkout-details: a returning customer's saved addresses and phone (decision 055). */

const ctx = useTestApp();

const details = async (cookie: string) =>
  model<CheckoutDetails>(await get(ctx.app, '/secure/checkout-details', cookie));

describe('GET /secure/checkout-details', () => {
  it('needs a session', async () => {
    const res = await get(ctx.app, '/secure/checkout-details');
    expect(res.statusCode).toBe(401);
  });

  it('is empty for a new customer, with the profile phone when there is one', async () => {
    const customer = await signUp(ctx.app, 'new@example.lt');
    expect(await details(customer.cookie)).toEqual({ addresses: [], phone: null });
    await ctx.app.db.update(users).set({ phoneNumber: '37060000000' }).where(eq(users.id, customer.id));
    expect(await details(customer.cookie)).toEqual({ addresses: [], phone: '37060000000' });
  });

  it('offers the addresses of earlier orders: distinct, newest first, at most 5, no one else’s', async () => {
    const k = await kitchen(ctx.app);
    const customer = await signUp(ctx.app, 'anna@example.lt');
    const other = await signUp(ctx.app, 'other@example.lt');
    const order = async (cookie: string, address: Record<string, string>) => {
      const { order: placed } = await placeOrder(ctx.app, ctx.clock, { productId: k.fixedId }, cookie);
      const res = await addAddress(ctx.app, placed.id, cookie, address);
      expect(res.statusCode, res.body).toBe(200);
    };
    await order(customer.cookie, { title: 'Home' });
    for (const n of [1, 2, 3, 4, 5]) await order(customer.cookie, { title: `Place ${n}` });
    // The same address again (another case and blanks) counts once, as the newest.
    await order(customer.cookie, { title: ' place  3 ', phone: '+370 612 34567' });
    await order(other.cookie, { title: 'Not yours' });

    const { addresses } = await details(customer.cookie);
    expect(addresses.map((a) => a.title)).toEqual(['place  3', 'Place 5', 'Place 4', 'Place 2', 'Place 1']);
    expect(addresses[0]).toEqual({
      title: 'place  3',
      formatted_address: ADDRESS.formatted_address,
      city: ADDRESS.city,
      state: ADDRESS.state,
      postalCode: ADDRESS.postalCode,
      phone: '37061234567',
    });
    expect(envelope(await get(ctx.app, '/secure/checkout-details', other.cookie)).model).toMatchObject({
      addresses: [{ title: 'Not yours' }],
    });
  });
});
