import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { V } from './messages.ts';
import { centsAsDecimal, isoWeek, localIsoDate, payoutDecisionSchema } from './payouts.ts';

describe('isoWeek', () => {
  it.each([
    // Monday 23 November 2026 starts week 48; Sunday 29 November ends it.
    ['2026-11-23T00:30:00+02:00', '2026-W48'],
    ['2026-11-29T23:59:00+02:00', '2026-W48'],
    ['2026-11-30T00:00:00+02:00', '2026-W49'],
    // A year's last days can be week 1 of the next, and its first days the last week of the one before.
    ['2024-12-30T12:00:00Z', '2025-W01'],
    ['2027-01-01T12:00:00Z', '2026-W53'],
    ['2021-01-03T12:00:00Z', '2020-W53'],
    ['2026-01-01T12:00:00Z', '2026-W01'],
  ])('%s is in %s', (iso, week) => {
    expect(isoWeek(new Date(iso))).toBe(week);
  });

  it('counts the week in Lithuania: Sunday 23:30 in London is already Monday in Vilnius', () => {
    const sundayNightUtc = new Date('2026-11-29T22:30:00Z');
    expect(isoWeek(sundayNightUtc, 'UTC')).toBe('2026-W48');
    expect(isoWeek(sundayNightUtc)).toBe('2026-W49');
    expect(localIsoDate(sundayNightUtc)).toBe('2026-11-30');
  });

  it('moves on by exactly one week every 7 days', () => {
    fc.assert(
      // At midday: a week later by the clock is then a week later by the calendar, summer time or not.
      fc.property(fc.integer({ min: 0, max: 36_500 }), (days) => {
        const date = new Date(Date.UTC(2000, 0, 1, 12) + days * 86_400_000);
        const [year, week] = isoWeek(date).split('-W').map(Number) as [number, number];
        const next = isoWeek(new Date(date.getTime() + 7 * 86_400_000));
        const expected =
          next.endsWith('-W01') && week >= 52
            ? `${year + 1}-W01`
            : `${year}-W${String(week + 1).padStart(2, '0')}`;
        expect(next).toBe(expected);
      }),
    );
  });
});

describe('centsAsDecimal', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [1250, '12.50'],
    [123456, '1234.56'],
    [-5, '-0.05'],
  ])('%i cents is %s', (cents, text) => {
    expect(centsAsDecimal(cents)).toBe(text);
  });

  it('reads back as the same cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (cents) => {
        expect(Math.round(Number(centsAsDecimal(cents)) * 100)).toBe(cents);
      }),
    );
  });
});

describe('payoutDecisionSchema', () => {
  const issues = (input: unknown) => {
    const result = payoutDecisionSchema.safeParse(input);
    return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
  };

  it('takes sent with a reference (trimmed), and leaves the reference to the server when it is missing', () => {
    expect(payoutDecisionSchema.parse({ payoutId: '7', action: 'sent', reference: ' SEPA-1 ' })).toEqual({
      payoutId: 7,
      action: 'sent',
      reference: 'SEPA-1',
    });
    // A Stripe payout needs none: the server knows the method and asks for it when it is a bank one.
    expect(issues({ payoutId: 7, action: 'sent' })).toEqual([]);
  });

  it('needs a reason to reject, and refuses what no form sends', () => {
    expect(issues({ payoutId: 7, action: 'rejected' })).toEqual([['reason', V.reasonRequired]]);
    expect(issues({ payoutId: 7, action: 'rejected', reason: 'Line one\nline two' })).toEqual([]);
    expect(issues({ payoutId: 7, action: 'sent', reference: 'x'.repeat(101) })).toEqual([
      ['reference', V.tooLong],
    ]);
    expect(issues({ payoutId: 7, action: 'sent', reference: 'a\u0000b' })).toEqual([
      ['reference', V.invalid],
    ]);
    expect(issues({ payoutId: 7, action: 'sent', reference: ['a', 'b'] })).toEqual([
      ['reference', V.invalid],
    ]);
    expect(issues({ payoutId: 7, action: 'reject', reason: 'r' })).toEqual([['action', V.invalid]]);
    expect(issues({ payoutId: -1, action: 'sent', reference: 'x' })).toEqual([['payoutId', V.invalid]]);
  });
});
