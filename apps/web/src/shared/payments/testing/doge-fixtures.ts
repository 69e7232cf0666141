import * as orders from '@hearth/domain/contracts/orders';
import * as payments from '@hearth/domain/contracts/payments';
import type { SiteConfig } from '@hearth/domain/site';
import { getWallet } from '@hearth/domain/contracts/wallet';
import { MESSAGES } from '@hearth/domain/messages';
import type { OrderView } from '@hearth/domain/orders';
import { KOINU_PER_DOGE, type WalletModel } from '@hearth/domain/wallet';
import { answer, refuse } from '../../testing/fake-api.ts';
import { ok } from '../../testing/test-utils.tsx';
import { siteConfig } from '../../testing/site-config.ts';

/** The pin the DOGE payment tests' server accepts. */
export const GOOD_PIN = '123456';

/** GET /secure/wallet's model with `doge` DOGE and no history. */
export function dogeWallet(doge: number): WalletModel {
  return {
    balance: { volume: doge, volumeKoinu: Math.round(doge * KOINU_PER_DOGE), unit: 'DOGE' },
    transactions: [],
  };
}

/** GET /config of a site whose cards the built-in test provider (or Stripe, with its key) takes. */
export function paymentConfig(provider: SiteConfig['paymentProvider'] = 'test'): SiteConfig {
  return siteConfig({
    serviceFeeCents: 999,
    paymentProvider: provider,
    stripePublishableKey: provider === 'stripe' ? 'pk_test_123' : null,
    dogeEurRate: 0.1,
  });
}

/**
 * The DOGE payment calls of a wallet holding `doge` DOGE, for an amount owed of `amountCents`, at 0.1 EUR
 * per DOGE (10 DOGE a euro): a short wallet is refused with insufficientFunds, a pin other than GOOD_PIN
 * with the pin's field error; a good pin pays, and the server answers the order `paid` gives.
 */
export function dogeAnswers(doge: number, amountCents: number, paid: () => OrderView) {
  return [
    answer(getWallet, () => dogeWallet(doge)),
    answer(payments.requestDogePayment, () => {
      const amountKoinu = amountCents * (KOINU_PER_DOGE / 10);
      const balanceKoinu = dogeWallet(doge).balance.volumeKoinu;
      if (balanceKoinu < amountKoinu) {
        return refuse(400, MESSAGES.insufficientFunds, { volume: [MESSAGES.insufficientFunds] });
      }
      return ok({ intentId: 'di_41', amountCents, amountKoinu, balanceKoinu }, [MESSAGES.dogePaymentPinSent]);
    }),
    answer(orders.confirmDogePayment, ({ pin }) =>
      pin === GOOD_PIN ? { order: paid() } : refuse(400, MESSAGES.invalidPin, { pin: [MESSAGES.invalidPin] }),
    ),
  ];
}
