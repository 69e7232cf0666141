import { MESSAGES } from '@hearth/domain/messages';
import type { DogePaymentModel } from '@hearth/domain/orders';
import { KOINU_PER_DOGE, type WalletModel } from '@hearth/domain/wallet';
import { type FetchCall, fail, ok } from '../../testing/test-utils.tsx';

/** The pin the DOGE payment tests' server accepts. */
export const GOOD_PIN = '123456';

/** GET /secure/wallet's model with `doge` DOGE and no history. */
export function dogeWallet(doge: number): WalletModel {
  return {
    balance: { volume: doge, volumeKoinu: Math.round(doge * KOINU_PER_DOGE), unit: 'DOGE' },
    transactions: [],
  };
}

type Reply = { status?: number; body: ReturnType<typeof ok> | ReturnType<typeof fail> };

/**
 * The DOGE payment calls of a wallet holding `doge` DOGE, for an amount owed of `amountCents`, at 0.1 EUR
 * per DOGE (10 DOGE a euro): a short wallet is refused with insufficientFunds, a pin other than GOOD_PIN
 * with the pin's field error; a paid order answers `paidOrder`. Undefined for other calls.
 */
export function dogeCalls(doge: number, amountCents: number, paidOrder: unknown = null) {
  return (call: FetchCall): Reply | undefined => {
    if (call.path === '/secure/wallet') return { body: ok(dogeWallet(doge)) };
    if (call.path === '/secure/doge-payment') {
      const amountKoinu = amountCents * (KOINU_PER_DOGE / 10);
      const balanceKoinu = dogeWallet(doge).balance.volumeKoinu;
      if (balanceKoinu < amountKoinu) {
        return {
          status: 400,
          body: fail([MESSAGES.insufficientFunds], { volume: [MESSAGES.insufficientFunds] }),
        };
      }
      const model: DogePaymentModel = { intentId: 'di_41', amountCents, amountKoinu, balanceKoinu };
      return { body: ok(model, [MESSAGES.dogePaymentPinSent]) };
    }
    if (call.path === '/secure/doge-payment-confirm') {
      if (call.body?.get('pin') !== GOOD_PIN) {
        return { status: 400, body: fail([MESSAGES.invalidPin], { pin: [MESSAGES.invalidPin] }) };
      }
      return { body: ok({ order: paidOrder }) };
    }
    return undefined;
  };
}
