import { describe, expect, it } from 'vitest';
import { ratingHealth, ratingRule, reviewSchema, workingDaysAfter } from './reviews.ts';

describe('ratingHealth: the rule of the information page', () => {
  it('never suspends with fewer than 5 ratings', () => {
    expect(ratingHealth([1, 1, 1, 1])).toMatchObject({ suspends: false, margin: null, average: 1 });
  });

  it('does not suspend at exactly 4.5 and suspends at 4.4', () => {
    expect(ratingHealth([5, 5, 4, 4, 5]).suspends).toBe(false); // 4.6
    expect(ratingHealth([5, 4, 5, 4, 5, 1]).suspends).toBe(false); // last five: 4.6
    expect(ratingHealth([5, 5, 5, 4, 4]).average).toBe(4.6);
    // Five whole ratings never average 4.5 exactly (4.4, 4.6); the rule still reads 4.5 as not below.
    const exactly = ratingHealth([5, 4, 5, 4, 4.5]);
    expect(exactly).toMatchObject({ average: 4.5, margin: 0, suspends: false });
    expect(ratingHealth([5, 4, 5, 4, 4]).suspends).toBe(true); // 4.4
  });

  it('slides: only the last 5 count', () => {
    expect(ratingHealth([5, 5, 5, 5, 5, 1, 1, 1]).suspends).toBe(false);
    expect(ratingHealth([1, 5, 5, 5, 5, 5]).suspends).toBe(true); // 4.2
  });

  it('warns when one more rating of 3 stars or fewer would suspend', () => {
    // Five 5s: a 3 makes 4.6, still fine; four 5s: a 3 makes 4.6 too.
    expect(ratingHealth([5, 5, 5, 5, 5]).atRisk).toBe(false);
    expect(ratingHealth([5, 5, 5, 5]).atRisk).toBe(false);
    // 4.6 now: a 3 makes 3,5,5,5,4 = 4.4.
    expect(ratingHealth([5, 5, 5, 4, 4]).atRisk).toBe(true);
    expect(ratingHealth([4, 4, 4, 4]).atRisk).toBe(true);
    // Two ratings: one more still leaves fewer than five.
    expect(ratingHealth([5, 5]).atRisk).toBe(false);
    // Already suspending: that is not a warning any more.
    expect(ratingHealth([1, 1, 1, 1, 1])).toMatchObject({ suspends: true, atRisk: false });
  });
});

describe('workingDaysAfter', () => {
  it('counts Monday to Friday only, across a weekend', () => {
    // Thursday 2026-11-19 10:00 -> Fri, Mon, Tue: Tuesday 2026-11-24 10:00.
    expect(workingDaysAfter(new Date('2026-11-19T10:00:00Z'), 3).toISOString()).toBe(
      '2026-11-24T10:00:00.000Z',
    );
    // Saturday -> Mon, Tue, Wed.
    expect(workingDaysAfter(new Date('2026-11-21T08:00:00Z'), 3).toISOString()).toBe(
      '2026-11-25T08:00:00.000Z',
    );
    // Monday -> Thursday.
    expect(workingDaysAfter(new Date('2026-11-23T08:00:00Z'), 3).toISOString()).toBe(
      '2026-11-26T08:00:00.000Z',
    );
  });
});

describe('reviewSchema', () => {
  it('takes 1 to 5 stars and a comment up to 1000 characters', () => {
    expect(reviewSchema.parse({ orderId: '3', rating: '2', comment: '  ' })).toEqual({
      orderId: 3,
      rating: 2,
      comment: null,
    });
    for (const rating of ['0', '6', '2.5', 'x'])
      expect(reviewSchema.safeParse({ orderId: '3', rating }).success).toBe(false);
    expect(reviewSchema.safeParse({ orderId: '3', rating: '5', comment: 'x'.repeat(1001) }).success).toBe(
      false,
    );
  });
});

describe('ratingRule: one rating per customer in the window (decision 049)', () => {
  const by = (customerId: number, rating: number) => ({ customerId, rating });

  it('counts one customer once: five ratings of one customer, the last a 1, do not suspend', () => {
    const rule = ratingRule([by(7, 1), by(7, 5), by(7, 5), by(7, 5), by(7, 5)]);
    expect(rule.health.window).toEqual([1]);
    expect(rule.health.suspends).toBe(false);
    expect(rule.recent).toEqual([1, 5, 5, 5, 5]);
    expect(rule.dominantCustomerId).toBe(7);
    expect(rule.opensReview).toBe(true);
  });

  it("keeps each customer's latest rating, newest first, and looks past repeated ones", () => {
    const rule = ratingRule([by(1, 2), by(1, 5), by(2, 4), by(3, 3), by(2, 1), by(4, 5), by(5, 4), by(6, 1)]);
    expect(rule.health.window).toEqual([2, 4, 3, 5, 4]);
    expect(rule.health.suspends).toBe(true); // 3.6
    expect(rule.opensReview).toBe(false);
    expect(rule.customerIds).toEqual([1, 2, 3, 4, 5]);
  });

  it('five different customers below the line suspend, as before', () => {
    const rule = ratingRule([by(1, 1), by(2, 5), by(3, 5), by(4, 5), by(5, 5)]);
    expect(rule.health.suspends).toBe(true);
    expect(rule.dominantCustomerId).toBeNull();
  });

  it('opens no review when the recent reviews are fine or nobody wrote most of them', () => {
    expect(ratingRule([by(1, 5), by(1, 5), by(1, 5), by(2, 4), by(3, 5)]).opensReview).toBe(false);
    // Two and two and one: low, but nobody wrote more than half.
    expect(ratingRule([by(1, 1), by(1, 1), by(2, 5), by(2, 5), by(3, 5)]).opensReview).toBe(false);
  });
});
