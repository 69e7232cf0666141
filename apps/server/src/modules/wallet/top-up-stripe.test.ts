import { describe, expect, it } from 'vitest';
import { paymentEvents } from '../../db/schema.ts';
import { useTestApp } from '../../test/test-app.ts';
import { signUp } from '../profile/profile-test-helpers.ts';
import { storeTopUpIntent } from '../payments/payment-test-helpers.ts';
import { intentEvent, FAKE_STRIPE_ENV, sendWebhook } from '../payments/stripe-event-test-helpers.ts';
import { balanceOf, doge, sumOfBalances, walletOf } from './wallet-test-helpers.ts';

/** A wallet top-up paid through Stripe: its webhook credits the wallet once, however often it arrives. */

const ctx = useTestApp(FAKE_STRIPE_ENV);

describe('a Stripe top-up', () => {
  it('credits once when the signed webhook is sent twice, and once for two events of the intent', async () => {
    const user = await signUp(ctx.app, 'buyer@example.lt');
    await storeTopUpIntent(ctx.app, user.id, { id: 'pi_top_up_1', amountCents: 2000 });
    const payload = intentEvent({ id: 'evt_top_up_1', intentId: 'pi_top_up_1', amount: 2000 });
    for (let i = 0; i < 2; i += 1) expect((await sendWebhook(ctx.app, payload)).statusCode).toBe(200);
    const other = intentEvent({ id: 'evt_top_up_2', intentId: 'pi_top_up_1', amount: 2000 });
    expect((await sendWebhook(ctx.app, other)).statusCode).toBe(200);

    // 20 EUR at the default 0.2 EUR per DOGE.
    expect(await balanceOf(ctx.app, user.id)).toBe(doge(100));
    expect((await walletOf(ctx.app, user.cookie)).transactions).toHaveLength(1);
    expect(await ctx.app.db.select().from(paymentEvents)).toHaveLength(2);
    expect(await sumOfBalances(ctx.app)).toBe(0);
  });

  it('credits nothing for a failed payment or an amount that is not the intent’s', async () => {
    const user = await signUp(ctx.app, 'buyer@example.lt');
    await storeTopUpIntent(ctx.app, user.id, { id: 'pi_top_up_2', amountCents: 2000 });
    const failed = intentEvent({
      type: 'payment_intent.payment_failed',
      intentId: 'pi_top_up_2',
      amount: 2000,
    });
    const wrongAmount = intentEvent({ intentId: 'pi_top_up_2', amount: 200_000 });
    for (const payload of [failed, wrongAmount])
      expect((await sendWebhook(ctx.app, payload)).statusCode).toBe(200);
    expect(await balanceOf(ctx.app, user.id)).toBe(0);
  });
});
