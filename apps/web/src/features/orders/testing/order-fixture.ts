import type { OrderView } from '@hearth/domain/orders';

/** 2026-11-20 12:00 UTC, in milliseconds, as the server sends createTimestamp. */
export const PLACED_MS = Date.UTC(2026, 10, 20, 12, 0);
/** 2026-11-28 12:00 UTC, in epoch seconds, as serviceDeliveryDate is booked. */
export const BOOKED_SECONDS = Date.UTC(2026, 10, 28, 12, 0) / 1000;

/**
 * An order as GET /secure/orders answers it: placed, paid online, one time-based dish and one fixed. The fees
 * are those of calculateFees: 5200 subtotal, 999 + 210 + 156 fees, 1800 half incentive.
 */
export function orderFixture(overrides: Partial<OrderView> = {}): OrderView {
  return {
    id: 42,
    sID: '3f2a91bc-5d1e-4c2a-9b1f-0a1b2c3d4e5f',
    status: 'placed',
    createTimestamp: PLACED_MS,
    updateTimestamp: PLACED_MS,
    serviceDeliveryDate: BOOKED_SECONDS,
    deliveryDate: null,
    amountToPay: 8365,
    onlineAmount: 3165,
    fees: {
      subtotal: 5200,
      serviceFee: 999,
      governmentFee: 210,
      chefIncentive: 3600,
      paymentGatewayFee: 156,
      onlineAmount: 3165,
      totalAmount: 8365,
    },
    payInCash: false,
    cateringRequired: true,
    selfDelivery: false,
    commentary: 'Ring twice.\nThe dog is friendly.',
    payments: [
      {
        id: 1,
        provider: 'test',
        amount: 3165,
        refundedAmount: 0,
        currency: 'EUR',
        paidTimestamp: PLACED_MS + 60_000,
      },
    ],
    asset: { title: 'EUR' },
    orderItems: [
      {
        id: 1,
        volume: 2,
        unitPrice: 1800,
        lineTotal: 3600,
        timeBased: true,
        product: {
          id: 5,
          title: 'Cepelinai with meat',
          description: 'Potato dumplings filled with pork.',
          imageUrl: null,
          servingsNumber: 2,
        },
      },
      {
        id: 2,
        volume: 1,
        unitPrice: 1600,
        lineTotal: 1600,
        timeBased: false,
        product: {
          id: 6,
          title: 'Šaltibarščiai',
          description: 'Cold beetroot soup with kefir.',
          imageUrl: null,
          servingsNumber: 1,
        },
      },
    ],
    address: {
      title: 'Home',
      formatted_address: 'Gedimino pr. 1-4',
      city: 'Vilnius',
      state: 'Vilniaus apskritis',
      postalCode: '01103',
      phone: '61234567',
      countryPhoneCode: 48,
      placeType: -1,
    },
    chef: { userId: 21, storeName: 'ruta', firstName: 'Rūta', lastName: 'Kazlauskienė' },
    linked: true,
    cancellation: null,
    actions: ['cancel'],
    cancellationPreview: { kind: 'refund', refundCents: 3009, commissionCents: 156, dueCents: 0 },
    ...overrides,
  };
}
