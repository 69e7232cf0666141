import { describe, expect, it } from 'vitest';
import type { StoreManagementCounts } from '@hearth/domain/contracts/moderation';
import { chefChangeRequests, ratingCases } from '../../db/schema.ts';
import { envelope, useTestApp } from '../../test/test-app.ts';
import { applyAsChef, get, model, signUp } from '../profile/profile-test-helpers.ts';

const ctx = useTestApp();

const PATH = '/secure/store-management/counts';

async function counts(cookie: string): Promise<StoreManagementCounts> {
  return model<StoreManagementCounts>(await get(ctx.app, PATH, cookie));
}

async function applicant(email: string, nickname: string) {
  const phone = `3706${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  return applyAsChef(ctx.app, email, { nickname, phoneNumber: phone });
}

describe('GET /secure/store-management/counts (decision 056)', () => {
  it('counts what waits for an operator: applications, open change requests and open rating cases', async () => {
    const operator = await signUp(ctx.app, 'op@example.lt', { role: 'OPERATOR' });
    expect(await counts(operator.cookie)).toEqual({
      applications: 0,
      changeRequests: 0,
      ratingCases: 0,
      total: 0,
    });

    const ruta = await applicant('ruta@example.lt', 'rutak');
    const tomas = await applicant('tomas@example.lt', 'tomasj');
    const now = new Date();
    await ctx.app.db.insert(chefChangeRequests).values([
      { chefId: ruta.id, changes: { about: 'New text' }, before: {}, submittedAt: now },
      // Decided: no longer waits.
      {
        chefId: tomas.id,
        status: 'rejected' as const,
        changes: { about: 'Other text' },
        before: {},
        submittedAt: now,
        decidedAt: now,
      },
    ]);
    await ctx.app.db.insert(ratingCases).values([
      {
        chefId: tomas.id,
        ratings: [2, 3, 4, 4, 5],
        averageHundredths: 360,
        openedAt: now,
        deadline: new Date(now.getTime() + 3 * 86_400_000),
      },
      {
        chefId: ruta.id,
        status: 'reinstated' as const,
        ratings: [1, 2, 3, 4, 5],
        averageHundredths: 300,
        openedAt: now,
        deadline: now,
        decidedAt: now,
      },
    ]);

    expect(await counts(operator.cookie)).toEqual({
      applications: 2,
      changeRequests: 1,
      ratingCases: 1,
      total: 4,
    });
  });

  it('is for operators only: 401 without a session, 403 for a customer or a chef', async () => {
    expect((await get(ctx.app, PATH)).statusCode).toBe(401);
    const customer = await signUp(ctx.app, 'anna@example.lt');
    const refused = await get(ctx.app, PATH, customer.cookie);
    expect(refused.statusCode).toBe(403);
    expect(envelope(refused).model).toBeUndefined();
    const chef = await applicant('egle@example.lt', 'egle');
    expect((await get(ctx.app, PATH, chef.cookie)).statusCode).toBe(403);
  });
});
