import { describe, expect, it } from 'vitest';
import { koinuForCents } from '@hearth/domain/wallet';
import { useTestApp } from '../../test/test-app.ts';
import { confirm, GOOD_CARD } from '../orders/order-test-helpers.ts';
import { get, model, signUp } from '../profile/profile-test-helpers.ts';
import { handlePaymentEvent } from '../payments/payment-service.ts';
import { DECLINED_CARD, topUpIntent, topUpIntentsOf } from '../payments/payment-test-helpers.ts';
import { TestPaymentProvider } from '../payments/test-payment-provider.ts';
import { verifyChain } from './ledger-service.ts';
import { balanceOf, doge, sumOfBalances, walletOf } from './wallet-test-helpers.ts';

/** Buying DOGE by card with the built-in test provider (/buy: order id 0), at DOGE_EUR_RATE. */

const ctx = useTestApp({ DOGE_EUR_RATE: '0.25' });

describe('a wallet top-up', () => {
  it('credits the DOGE the euros buy at the configured rate once the card pays, and shows it', async () => {
    const user = await signUp(ctx.app, 'buyer@example.lt');
    const intent = await topUpIntent(ctx.app, 1000, user.cookie);
    // A declined card credits nothing.
    expect((await confirm(ctx.app, intent.id, DECLINED_CARD, user.cookie)).statusCode).toBe(402);
    expect(await balanceOf(ctx.app, user.id)).toBe(0);

    expect((await confirm(ctx.app, intent.id, GOOD_CARD, user.cookie)).statusCode).toBe(200);
    // 10 EUR at 0.25 EUR per DOGE.
    expect(koinuForCents(1000, 0.25)).toBe(doge(40));
    expect(await balanceOf(ctx.app, user.id)).toBe(doge(40));
    const wallet = await walletOf(ctx.app, user.cookie);
    expect(wallet.balance).toEqual({ volume: 40, volumeKoinu: doge(40), unit: 'DOGE' });
    expect(wallet.transactions).toMatchObject([
      { kind: 'top_up', amountKoinu: doge(40), counterparty: { kind: 'card', label: null } },
    ]);
    expect(await sumOfBalances(ctx.app)).toBe(0);
    expect((await verifyChain(ctx.app.db)).ok).toBe(true);
    const [row] = await topUpIntentsOf(ctx.app, user.id);
    expect(row!.status).toBe('succeeded');
  });

  it('credits once when the payment event is replayed, or another event of the intent arrives', async () => {
    const user = await signUp(ctx.app, 'buyer@example.lt');
    const intent = await topUpIntent(ctx.app, 500, user.cookie);
    const [row] = await topUpIntentsOf(ctx.app, user.id);
    const provider = new TestPaymentProvider();
    const event = provider.confirm(row!, '4242424242424242');
    expect(await handlePaymentEvent(ctx.app, event)).toBe('recorded');
    expect(await handlePaymentEvent(ctx.app, event)).toBe('replayed');
    expect(await handlePaymentEvent(ctx.app, provider.confirm(row!, '4242424242424242'))).toBe('duplicate');
    // The card form again: the intent is paid.
    expect((await confirm(ctx.app, intent.id, GOOD_CARD, user.cookie)).statusCode).toBe(409);
    expect(await balanceOf(ctx.app, user.id)).toBe(doge(20));
    expect((await walletOf(ctx.app, user.cookie)).transactions).toHaveLength(1);
  });

  it('each paid top-up is its own credit', async () => {
    const user = await signUp(ctx.app, 'buyer@example.lt');
    for (let i = 0; i < 2; i += 1) {
      const intent = await topUpIntent(ctx.app, 500, user.cookie);
      expect((await confirm(ctx.app, intent.id, GOOD_CARD, user.cookie)).statusCode).toBe(200);
    }
    expect(await balanceOf(ctx.app, user.id)).toBe(doge(40));
  });
});

describe('GET /config', () => {
  it('tells the converter the DOGE rate', async () => {
    expect(model<{ dogeEurRate: number }>(await get(ctx.app, '/config')).dogeEurRate).toBe(0.25);
  });
});
