import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Fees } from '@hearth/domain/fees';
import { MESSAGES, V } from '@hearth/domain/messages';
import { products } from '../../db/schema.ts';
import { envelope, useTestApp } from '../../test/test-app.ts';
import { chef, createDish, setChefStatus } from '../catalogue/catalogue-test-helpers.ts';
import { model, post, postJson } from '../profile/profile-test-helpers.ts';
import { expectError, kitchen, setHourRate } from './order-test-helpers.ts';

/** POST /store/calculate-fees: the fee breakdown of a cart, priced from the database only. */

const ctx = useTestApp();

function fees(res: Awaited<ReturnType<typeof post>>): Fees {
  return model<{ fees: Fees }>(res).fees;
}

function calculate(items: unknown, payInCash: boolean | string = true) {
  return post(ctx.app, '/store/calculate-fees', {
    items: JSON.stringify(items),
    payInCash: String(payInCash),
  });
}

describe('POST /store/calculate-fees', () => {
  it('matches the breakdown worked by hand, with cash on and off', async () => {
    const k = await kitchen(ctx.app);
    const items = [
      { productId: k.timedId, productVolume: 3 },
      { productId: k.fixedId, productVolume: 2 },
    ];
    // Time-based: round(50 min x 3 / 60 x 1250 cents) = round(3125) = 3125; fixed: 1250 x 2 = 2500.
    // subtotal 5625; service 999; government round(999 x 21%) = round(209.79) = 210;
    // gateway round(5625 x 3%) = round(168.75) = 169; incentive 3125 (the time-based line).
    // Cash: online 999 + 210 + 169 = 1378, total 5625 + 1378 = 7003.
    expect(fees(await calculate(items, true))).toEqual({
      subtotal: 5625,
      serviceFee: 999,
      governmentFee: 210,
      chefIncentive: 3125,
      paymentGatewayFee: 169,
      onlineAmount: 1378,
      totalAmount: 7003,
    });
    // Card: plus half the incentive, round(1562.5) = 1563: online 2941, total 8566.
    expect(fees(await calculate(items, false))).toEqual({
      subtotal: 5625,
      serviceFee: 999,
      governmentFee: 210,
      chefIncentive: 3125,
      paymentGatewayFee: 169,
      onlineAmount: 2941,
      totalAmount: 8566,
    });
  });

  it('ignores any price sent by the client and follows the chef’s current rate', async () => {
    const k = await kitchen(ctx.app);
    const forged = [{ productId: k.timedId, productVolume: 1, price: 1, hourRate: 1, unitPrice: 1 }];
    const res = await postJson(ctx.app, '/store/calculate-fees', {
      items: forged,
      payInCash: true,
      subtotal: 1,
      totalAmount: 1,
    });
    // round(50 / 60 x 1250) = 1042.
    expect(fees(res)).toMatchObject({ subtotal: 1042, totalAmount: 1042 + 999 + 210 + 31 });
    await setHourRate(ctx.app, k.chef.id, 2400);
    expect(fees(await calculate([{ productId: k.timedId, productVolume: 1 }]))).toMatchObject({
      subtotal: 2000,
    });
  });

  it('counts the same dish twice as one line and pays in cash by default', async () => {
    const k = await kitchen(ctx.app);
    const res = await post(ctx.app, '/store/calculate-fees', {
      items: JSON.stringify([
        { productId: k.fixedId, productVolume: 1 },
        { productId: k.fixedId, productVolume: 2 },
      ]),
    });
    expect(fees(res)).toMatchObject({ subtotal: 3750, chefIncentive: 0, onlineAmount: 999 + 210 + 113 });
  });

  it('uses SERVICE_FEE_CENTS', async () => {
    const k = await kitchen(ctx.app);
    const previous = ctx.app.config.SERVICE_FEE_CENTS;
    ctx.app.config.SERVICE_FEE_CENTS = 1000;
    try {
      expect(fees(await calculate([{ productId: k.fixedId, productVolume: 1 }]))).toMatchObject({
        serviceFee: 1000,
        governmentFee: 210,
      });
    } finally {
      ctx.app.config.SERVICE_FEE_CENTS = previous;
    }
  });

  it('answers 404 productNotFound for an unknown dish', async () => {
    const k = await kitchen(ctx.app);
    const res = await calculate([
      { productId: k.fixedId, productVolume: 1 },
      { productId: 999_999, productVolume: 1 },
    ]);
    expectError(res, 404, MESSAGES.productNotFound);
  });

  it('answers 400 productUnavailable for an inactive dish, a suspended chef or a dish without a price', async () => {
    const k = await kitchen(ctx.app);
    await ctx.app.db.update(products).set({ active: false }).where(eq(products.id, k.fixedId));
    expectError(
      await calculate([{ productId: k.fixedId, productVolume: 1 }]),
      400,
      MESSAGES.productUnavailable,
    );

    const unpriced = await createDish(ctx.app, k.chef.cookie, { title: 'Soup', price: '' });
    expectError(
      await calculate([{ productId: unpriced.id, productVolume: 1 }]),
      400,
      MESSAGES.productUnavailable,
    );

    await setChefStatus(ctx.app, k.chef.id, 'suspended');
    expectError(
      await calculate([{ productId: k.timedId, productVolume: 1 }]),
      400,
      MESSAGES.productUnavailable,
    );
  });

  it('answers 400 oneChefPerOrder for dishes of two chefs', async () => {
    const k = await kitchen(ctx.app);
    const other = await chef(ctx.app, 'tomas@example.lt');
    const dish = await createDish(ctx.app, other.cookie);
    const res = await calculate([
      { productId: k.fixedId, productVolume: 1 },
      { productId: dish.id, productVolume: 1 },
    ]);
    expectError(res, 400, MESSAGES.oneChefPerOrder);
  });

  it('refuses malformed carts with field errors, never a 5xx', async () => {
    const k = await kitchen(ctx.app);
    // A nested field keeps its own rule's message (envelope.ts says `required` only for a missing top-level one).
    const cases: [unknown, string][] = [
      [[{ productId: k.fixedId, productVolume: 0 }], 'items.0.productVolume'],
      [[{ productId: k.fixedId, productVolume: 101 }], 'items.0.productVolume'],
      [[{ productId: k.fixedId, productVolume: 1.5 }], 'items.0.productVolume'],
      [[{ productId: 'abc', productVolume: 1 }], 'items.0.productId'],
    ];
    for (const [items, field] of cases) {
      const res = await calculate(items);
      expect(res.statusCode, JSON.stringify(items)).toBe(400);
      const errors = envelope(res).fieldErrors ?? {};
      expect(Object.keys(errors)).toEqual([field]);
      expect(errors[field]).not.toEqual(['required']);
    }
    expect(envelope(await calculate([])).fieldErrors).toEqual({ items: ['required'] });
    const tooMany = await calculate([
      { productId: k.fixedId, productVolume: 60 },
      { productId: k.fixedId, productVolume: 60 },
    ]);
    expect(tooMany.statusCode).toBe(400);
    expect(envelope(tooMany).fieldErrors).toEqual({ items: [V.tooHigh] });
    const bodies: Record<string, string>[] = [
      { items: 'not json' },
      { items: '{"a":1}' },
      {},
      { items: '[1]' },
    ];
    for (const body of bodies) {
      const res = await post(ctx.app, '/store/calculate-fees', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(envelope(res).success).toBe(false);
    }
    const cash = await calculate([{ productId: k.fixedId, productVolume: 1 }], 'maybe');
    expect(envelope(cash).fieldErrors).toEqual({ payInCash: ['invalid'] });
  });
});

describe('POST /store/calculate-fees from the read cache (decision 074)', () => {
  // The tests empty every table, the catalogue counter's row too (then nothing is kept): put it back.
  beforeEach(async () => {
    await ctx.app.db.execute(
      sql`insert into change_counters (name, version) values ('catalogue', nextval('change_counter_versions')) on conflict do nothing`,
    );
  });

  it('follows a new price, a new hourly rate and a dish taken off at once', async () => {
    const k = await kitchen(ctx.app);
    const items = [
      { productId: k.timedId, productVolume: 3 },
      { productId: k.fixedId, productVolume: 2 },
    ];
    expect(fees(await calculate(items, false)).subtotal).toBe(5625);
    expect(fees(await calculate(items, false)).subtotal).toBe(5625); // kept
    await ctx.app.db.update(products).set({ priceCents: 1500 }).where(eq(products.id, k.fixedId));
    expect(fees(await calculate(items, false)).subtotal).toBe(3125 + 3000);
    await setHourRate(ctx.app, k.chef.id, 2500);
    expect(fees(await calculate(items, false)).subtotal).toBe(6250 + 3000);
    await ctx.app.db.update(products).set({ active: false }).where(eq(products.id, k.fixedId));
    expectError(await calculate(items, false), 400, MESSAGES.productUnavailable);
  });
});
