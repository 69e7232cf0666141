import { describe, expect, it } from 'vitest';
import {
  approvedValuesOf,
  changeFields,
  changeRequestDecisionSchema,
  changesNeedReview,
  rateChangeNeedsReview,
  splitChefSave,
  type ChefChangeValues,
} from './chef-changes.ts';

const approved: ChefChangeValues = {
  nickname: 'ruta',
  firstName: 'Rūta',
  lastName: 'K',
  hourRate: 2000,
  kitchenType: ['french', 'asian'],
  about: 'Approved text',
};

describe('changes of an approved chef (decision 049)', () => {
  it('waits for review only once the chef was approved', () => {
    expect(changesNeedReview('approved')).toBe(true);
    expect(changesNeedReview('suspended')).toBe(true);
    expect(changesNeedReview('pending')).toBe(false);
    expect(changesNeedReview('rejected')).toBe(false);
    expect(changesNeedReview(null)).toBe(false);
  });

  it('lets the rate move by the step at once, not beyond', () => {
    expect(rateChangeNeedsReview(2000, 2400, 20)).toBe(false);
    expect(rateChangeNeedsReview(2000, 1600, 20)).toBe(false);
    expect(rateChangeNeedsReview(2000, 2401, 20)).toBe(true);
    expect(rateChangeNeedsReview(2000, 1599, 20)).toBe(true);
  });

  it('splits a save: moderated changes wait, a small rate move applies, unchanged fields are no change', () => {
    const split = splitChefSave(
      approved,
      {},
      { hourRate: 2200, kitchenType: ['asian', 'french'], about: 'New text' },
      20,
    );
    expect(split).toEqual({ immediate: { hourRate: 2200 }, pending: { about: 'New text' } });
  });

  it('replaces the pending values of the fields a save carries and keeps the others', () => {
    const pending = { nickname: 'ruta2', about: 'Old request', hourRate: 90000 };
    const split = splitChefSave(approved, pending, { about: 'Approved text', hourRate: 100000 }, 20);
    expect(split.pending).toEqual({ nickname: 'ruta2', hourRate: 100000 });
    expect(split.immediate).toEqual({});
  });

  it('shows the operator each changed field before and after, in the form order', () => {
    const changes = { about: 'New', nickname: 'ruta2' };
    expect(changeFields(approvedValuesOf(approved, changes), changes)).toEqual([
      { field: 'nickname', before: 'ruta', after: 'ruta2' },
      { field: 'about', before: 'Approved text', after: 'New' },
    ]);
  });

  it('needs a reason to reject, not to approve', () => {
    expect(changeRequestDecisionSchema.safeParse({ requestId: 1, decision: 'approve' }).success).toBe(true);
    const reject = changeRequestDecisionSchema.safeParse({ requestId: 1, decision: 'reject', reason: ' ' });
    expect(reject.success).toBe(false);
  });
});
