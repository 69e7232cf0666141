import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@hearth/domain/messages';
import { users } from '../../db/schema.ts';
import { useTestApp } from '../../test/test-app.ts';
import { expectError, inDays, kitchen, orderItem } from '../orders/order-test-helpers.ts';
import { CHEF_INFO, post, signUp, type Account } from '../profile/profile-test-helpers.ts';
import { assetRequest, confirmTransfer, DOGE_ADDRESS, doge, fund } from '../wallet/wallet-test-helpers.ts';

/**
 * A contract's `verified` (docs/decisions/043 and 052): an account whose address is not proved may not order while
 * signed in, move coins or apply as a chef. No route lets such an account sign in any more, so the tests mark
 * a signed-in user unverified in the database.
 */

const ctx = useTestApp();

async function unverified(email: string): Promise<Account> {
  const account = await signUp(ctx.app, email);
  await ctx.app.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, account.id));
  return account;
}

describe("the guard of a contract's verified e-mail", () => {
  it('refuses an order placed while signed in, and takes the same order from a verified account', async () => {
    const { fixedId } = await kitchen(ctx.app);
    const body = { productId: fixedId, productVolume: 1, serviceDeliveryDate: inDays(ctx.clock, 3) };
    const ana = await unverified('ana@example.lt');
    expectError(await orderItem(ctx.app, body, ana.cookie), 403, MESSAGES.emailNotVerified);
    const jonas = await signUp(ctx.app, 'jonas@example.lt');
    expect((await orderItem(ctx.app, body, jonas.cookie)).statusCode).toBe(200);
    // A visitor still orders without an account.
    expect((await orderItem(ctx.app, body)).statusCode).toBe(200);
  });

  it('refuses DOGE transfers and withdrawals, and their confirmation', async () => {
    const ana = await unverified('ana@example.lt');
    await fund(ctx.app, ana.id, doge(10));
    const withdrawal = { volume: '1', recipientAddressType: 0, recipientAddress: DOGE_ADDRESS };
    const transfer = { volume: '1', recipientAddressType: 3, recipientAddress: 'jonas@example.lt' };
    for (const body of [withdrawal, transfer]) {
      expectError(await assetRequest(ctx.app, body, ana.cookie), 403, MESSAGES.emailNotVerified);
    }
    expectError(await confirmTransfer(ctx.app, '123456', ana.cookie), 403, MESSAGES.emailNotVerified);
  });

  it('refuses a chef application', async () => {
    const ana = await unverified('ana@example.lt');
    const res = await post(ctx.app, '/secure/merchant-info', CHEF_INFO, ana.cookie);
    expectError(res, 403, MESSAGES.emailNotVerified);
  });
});
