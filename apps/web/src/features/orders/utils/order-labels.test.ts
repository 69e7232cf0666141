import { describe, expect, it } from 'vitest';
import { authorizedUser } from '@/shared/testing/test-utils.tsx';
import { toStoredProfile } from '@/shared/session/session-storage.ts';
import { orderFixture, PLACED_MS } from '../testing/order-fixture.ts';
import { formatTimestamp, timestampIso, viewerParty } from './order-labels.ts';

describe('order timestamps', () => {
  it('read above 1e12 as milliseconds, otherwise as seconds', () => {
    expect(timestampIso(PLACED_MS)).toBe('2026-11-20T12:00:00.000Z');
    expect(timestampIso(PLACED_MS / 1000)).toBe('2026-11-20T12:00:00.000Z');
  });

  it('show nothing for a missing or broken value instead of throwing', () => {
    expect(formatTimestamp(null, 'en')).toBe('');
    expect(formatTimestamp(Number.NaN, 'en')).toBe('');
    expect(formatTimestamp(1e20, 'en')).toBe('');
  });
});

describe('viewerParty', () => {
  const profile = (id: number, role: 'CUSTOMER' | 'OPERATOR' = 'CUSTOMER') =>
    toStoredProfile(authorizedUser({ id, role }));

  it('is the chef for the order’s chef, the customer for a refund minus commission', () => {
    expect(viewerParty(orderFixture(), profile(21))).toBe('chef');
    expect(viewerParty(orderFixture(), profile(7, 'OPERATOR'))).toBe('customer');
  });

  it('is an operator for an operator whose preview returns everything', () => {
    const order = orderFixture({
      cancellationPreview: { kind: 'refund', refundCents: 3165, commissionCents: 0, dueCents: 0 },
    });
    expect(viewerParty(order, profile(3, 'OPERATOR'))).toBe('operator');
    expect(viewerParty(order, profile(7))).toBe('customer');
  });
});
