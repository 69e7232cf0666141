import { describe, expect, it } from 'vitest';
import { V } from './messages.ts';
import {
  allowedOrderActions,
  calculateFeesSchema,
  cancellationTerms,
  deliveryDateProblem,
  EARLIEST_DELIVERY_EPOCH_SECONDS,
  isCardExpiryValid,
  isCardNumber,
  orderAddressSchema,
  orderItemSchema,
  orderNumber,
  timestampToDate,
} from './orders.ts';
import { toFieldErrors } from './validation.ts';

const now = new Date('2026-11-22T12:00:00Z');
const nowSeconds = now.getTime() / 1000;
const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : toFieldErrors(result.error as never);

describe('cancellationTerms', () => {
  const base = { now, paid: true, paidOnlineCents: 2000, paymentGatewayFeeCents: 150, subtotalCents: 5000 };

  it('refunds the online amount minus the commission more than 24 hours ahead', () => {
    const terms = cancellationTerms({
      ...base,
      by: 'customer',
      serviceDeliveryDate: nowSeconds + 24 * 3600 + 1,
    });
    expect(terms).toEqual({ kind: 'refund', refundCents: 1850, commissionCents: 150, dueCents: 0 });
  });

  it('charges the product cost plus 30 EUR, less what was paid online, at exactly 24 hours or later', () => {
    for (const ahead of [24 * 3600, 3600, -3600]) {
      const terms = cancellationTerms({ ...base, by: 'customer', serviceDeliveryDate: nowSeconds + ahead });
      expect(terms).toEqual({
        kind: 'penalty',
        refundCents: 0,
        productCostCents: 5000,
        penaltyCents: 3000,
        paidOnlineCents: 2000,
        dueCents: 6000,
      });
    }
  });

  it('cancels an unpaid order at no cost, however late', () => {
    const terms = cancellationTerms({
      ...base,
      paid: false,
      paidOnlineCents: 0,
      by: 'customer',
      serviceDeliveryDate: nowSeconds + 60,
    });
    expect(terms).toEqual({ kind: 'refund', refundCents: 0, commissionCents: 0, dueCents: 0 });
  });

  it('refunds everything when the chef or an operator cancels', () => {
    for (const by of ['chef', 'operator'] as const) {
      expect(cancellationTerms({ ...base, by, serviceDeliveryDate: nowSeconds + 60 })).toEqual({
        kind: 'refund',
        refundCents: 2000,
        commissionCents: 0,
        dueCents: 0,
      });
    }
  });

  it('never refunds more than was paid, nor a negative amount', () => {
    const unpaid = cancellationTerms({
      ...base,
      paidOnlineCents: 0,
      by: 'customer',
      serviceDeliveryDate: nowSeconds + 90_000,
    });
    expect(unpaid).toMatchObject({ refundCents: 0, commissionCents: 0 });
  });
});

describe('allowedOrderActions', () => {
  const started = nowSeconds - 60;
  const order = (
    status: 'placed' | 'confirmed' | 'delivered' | 'cancelled',
    paid = true,
    start = started,
  ) => ({
    status,
    paid,
    serviceDeliveryDate: start,
  });

  it('lets the chef confirm a paid placed order, deliver a confirmed one, and anyone cancel until delivery', () => {
    const when = { now };
    expect(allowedOrderActions(order('placed'), 'chef', when)).toEqual(['confirm', 'cancel']);
    expect(allowedOrderActions(order('placed', false), 'chef', when)).toEqual(['cancel']);
    expect(allowedOrderActions(order('confirmed'), 'chef', when)).toEqual(['deliver', 'cancel']);
    expect(allowedOrderActions(order('confirmed'), 'customer', when)).toEqual(['cancel']);
    expect(allowedOrderActions(order('delivered'), 'customer', when)).toEqual([]);
    expect(allowedOrderActions(order('cancelled'), 'chef', when)).toEqual([]);
  });

  it('lets the chef deliver only from the booked start, less the grace', () => {
    const soon = order('confirmed', true, nowSeconds + 30 * 60);
    expect(allowedOrderActions(soon, 'chef', { now })).toEqual(['cancel']);
    expect(allowedOrderActions(soon, 'chef', { now, graceMinutes: 29 })).toEqual(['cancel']);
    expect(allowedOrderActions(soon, 'chef', { now, graceMinutes: 30 })).toEqual(['deliver', 'cancel']);
    const exactly = order('confirmed', true, nowSeconds);
    expect(allowedOrderActions(exactly, 'chef', { now })).toEqual(['deliver', 'cancel']);
  });
});

describe('orderItemSchema', () => {
  const item = { productId: '3', productVolume: '2', serviceDeliveryDate: String(nowSeconds + 86400) };

  it('reads a form body with the defaults: pay in cash on, the rest off', () => {
    expect(orderItemSchema.parse(item)).toMatchObject({
      productId: 3,
      productVolume: 2,
      payInCash: true,
      cateringRequired: false,
      selfDelivery: false,
      commentary: null,
    });
  });

  it('refuses a volume below 1 and a date before the earliest second, at the boundary', () => {
    expect(errorsOf(orderItemSchema.safeParse({ ...item, productVolume: '0' }))).toEqual({
      productVolume: [V.quantityMin],
    });
    expect(orderItemSchema.safeParse({ ...item, productVolume: '1' }).success).toBe(true);
    const early = String(EARLIEST_DELIVERY_EPOCH_SECONDS - 1);
    expect(errorsOf(orderItemSchema.safeParse({ ...item, serviceDeliveryDate: early }))).toEqual({
      serviceDeliveryDate: [V.deliveryDateTooEarly],
    });
    const earliest = String(EARLIEST_DELIVERY_EPOCH_SECONDS);
    expect(orderItemSchema.safeParse({ ...item, serviceDeliveryDate: earliest }).success).toBe(true);
  });

  it('takes commentary up to 1000 characters', () => {
    expect(orderItemSchema.safeParse({ ...item, commentary: 'x'.repeat(1000) }).success).toBe(true);
    expect(errorsOf(orderItemSchema.safeParse({ ...item, commentary: 'x'.repeat(1001) }))).toEqual({
      commentary: [V.tooLong],
    });
  });
});

describe('deliveryDateProblem', () => {
  it('wants a date in the future and at most a year ahead', () => {
    expect(deliveryDateProblem(nowSeconds, now)).toBe(V.deliveryDateInPast);
    expect(deliveryDateProblem(nowSeconds + 1, now)).toBeNull();
    expect(deliveryDateProblem(nowSeconds + 365 * 86400, now)).toBeNull();
    expect(deliveryDateProblem(nowSeconds + 365 * 86400 + 1, now)).toBe(V.deliveryDateTooLate);
    expect(deliveryDateProblem(EARLIEST_DELIVERY_EPOCH_SECONDS - 1, now)).toBe(V.deliveryDateTooEarly);
  });
});

describe('orderAddressSchema', () => {
  const address = {
    orderId: '7',
    postalCode: 'LT-01100',
    state: 'Vilniaus apskritis',
    city: 'Vilnius',
    phone: '37060000000',
    formatted_address: 'Gedimino pr. 1',
    title: 'Home',
  };

  it('fixes the country phone code at 48 and the place type at -1', () => {
    expect(orderAddressSchema.parse(address)).toMatchObject({ countryPhoneCode: 48, placeType: -1 });
    expect(errorsOf(orderAddressSchema.safeParse({ ...address, countryPhoneCode: '370' }))).toEqual({
      countryPhoneCode: [V.invalid],
    });
  });

  it('wants every field trimmed and non-empty, a title of at most 70 and a valid phone', () => {
    expect(orderAddressSchema.safeParse({ ...address, title: 'x'.repeat(70) }).success).toBe(true);
    expect(errorsOf(orderAddressSchema.safeParse({ ...address, title: 'x'.repeat(71) }))).toEqual({
      title: [V.addressTitleTooLong],
    });
    expect(errorsOf(orderAddressSchema.safeParse({ ...address, city: '   ' }))).toEqual({
      city: [V.required],
    });
    expect(errorsOf(orderAddressSchema.safeParse({ ...address, phone: '012345678' }))).toEqual({
      phone: [V.phone],
    });
    expect(errorsOf(orderAddressSchema.safeParse({ ...address, phone: '123456' }))).toEqual({
      phone: [V.phone],
    });
  });
});

describe('calculateFeesSchema', () => {
  it('reads items as a JSON string and refuses an empty or broken list', () => {
    const parsed = calculateFeesSchema.parse({
      items: '[{"productId":1,"productVolume":2}]',
      payInCash: 'false',
    });
    expect(parsed).toEqual({ items: [{ productId: 1, productVolume: 2 }], payInCash: false });
    expect(calculateFeesSchema.safeParse({ items: '[]' }).success).toBe(false);
    expect(calculateFeesSchema.safeParse({ items: '{broken' }).success).toBe(false);
    expect(calculateFeesSchema.safeParse({ items: [{ productId: 1, productVolume: 0 }] }).success).toBe(
      false,
    );
  });
});

describe('cards', () => {
  it('checks the Luhn digit', () => {
    expect(isCardNumber('4242 4242 4242 4242')).toBe(true);
    expect(isCardNumber('4000 0000 0000 0002')).toBe(true);
    expect(isCardNumber('4242 4242 4242 4241')).toBe(false);
    expect(isCardNumber('abcd')).toBe(false);
  });

  it('accepts an expiry from the current month on', () => {
    expect(isCardExpiryValid('11/26', now)).toBe(true);
    expect(isCardExpiryValid('10/26', now)).toBe(false);
    expect(isCardExpiryValid('13/30', now)).toBe(false);
    expect(isCardExpiryValid('12/2030', now)).toBe(true);
  });
});

describe('timestamps and numbers', () => {
  it('reads values above 1e12 as milliseconds, others as seconds', () => {
    expect(timestampToDate(1_713_463_885).toISOString()).toBe('2024-04-18T18:11:25.000Z');
    expect(timestampToDate(1_713_463_885_000).toISOString()).toBe('2024-04-18T18:11:25.000Z');
  });

  it('shows the order number up to the first hyphen', () => {
    expect(orderNumber('3f2a91bc-1d2e-4f00-9a1b-222233334444')).toBe('3f2a91bc');
  });
});
