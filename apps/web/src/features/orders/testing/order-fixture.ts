import type { OrderView } from '@hearth/domain/orders';
import { productFixture } from '@/shared/testing/catalogue-fixtures.ts';
import { type OrderedDish, orderViewFixture } from '@/shared/testing/order-fixtures.ts';

/** 2026-11-20 12:00 UTC, in milliseconds, as the server sends createTimestamp. */
export const PLACED_MS = Date.UTC(2026, 10, 20, 12, 0);
/** 2026-11-28 12:00 UTC, in epoch seconds, as serviceDeliveryDate is booked. */
export const BOOKED_SECONDS = Date.UTC(2026, 10, 28, 12, 0) / 1000;

/** The dishes of this order; the invoice tests read their descriptions. */
const CEPELINAI = productFixture({ description: 'Potato dumplings filled with pork.' });
const SALTIBARSCIAI = productFixture({
  id: 6,
  title: 'Šaltibarščiai',
  description: 'Cold beetroot soup with kefir.',
  price: 1600,
  fixedPrice: 1600,
  hourRate: null,
  servingsNumber: 1,
});

const LINES: readonly OrderedDish[] = [
  [CEPELINAI, 2],
  [SALTIBARSCIAI, 1],
];

/**
 * An order as GET /secure/orders answers it: placed, paid online, one time-based dish and one fixed. The fees
 * are calculateFees' for the lines: 5200 subtotal, 999 + 210 + 156 fees, 1800 half incentive (none when an
 * override pays in cash).
 */
export function orderFixture(overrides: Parameters<typeof orderViewFixture>[0] = {}): OrderView {
  return orderViewFixture(
    {
      id: 42,
      sID: '3f2a91bc-5d1e-4c2a-9b1f-0a1b2c3d4e5f',
      createTimestamp: PLACED_MS,
      updateTimestamp: PLACED_MS,
      serviceDeliveryDate: BOOKED_SECONDS,
      payInCash: false,
      cateringRequired: true,
      commentary: 'Ring twice.\nThe dog is friendly.',
      commentaryWithheld: false,
      payments: [
        {
          id: 1,
          provider: 'test',
          purpose: 'order',
          amountKoinu: null,
          amount: 3165,
          refundedAmount: 0,
          currency: 'EUR',
          paidTimestamp: PLACED_MS + 60_000,
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
      cancellationPreview: { kind: 'refund', refundCents: 3009, commissionCents: 156, dueCents: 0 },
      ...overrides,
    },
    LINES,
  );
}
