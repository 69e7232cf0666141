import { MESSAGES } from '@hearth/domain/messages';
import { TOP_UP_MAX_CENTS, TOP_UP_MIN_CENTS } from '@hearth/domain/wallet';
import { Invalid } from '../../errors.ts';
import type { PaymentPurposeHandler, PaymentPurposes } from '../payments/payment-purposes.ts';
import * as ledgerRepo from './ledger-repository.ts';
import { postTransaction } from './ledger-service.ts';
import { creditTopUp } from './top-up-service.ts';
import { balanceOf } from './transfer-service.ts';

/**
 * What the wallet gives payments (docs/decisions/051-payment-purposes.md): the top-up purpose (DOGE bought by
 * card, credited when its payment is recorded) and the DOGE wallet as a way to pay what an order owes.
 */
export function registerWalletPayments(purposes: PaymentPurposes): void {
  purposes.register('wallet_top_up', topUp);
  purposes.registerDogeWallet({
    balanceKoinu: (app, userId) => balanceOf(app, userId),
    async pay(tx, input) {
      const wallet = await ledgerRepo.ensureUserAccount(tx, input.userId, 'user');
      const escrow = await ledgerRepo.ensureSystemAccount(tx, 'escrow', 'DOGE');
      await postTransaction(tx, {
        kind: 'order_payment',
        idempotencyKey: input.idempotencyKey,
        entries: [
          { accountId: wallet, amount: -input.amountKoinu },
          { accountId: escrow, amount: input.amountKoinu },
        ],
        at: input.at,
        orderId: input.orderId,
      });
    },
  });
}

function notAnOrder(): never {
  throw new Error('a wallet top-up is not an order payment');
}

const topUp: PaymentPurposeHandler = {
  async due(_app, { amountCents }) {
    if (amountCents < TOP_UP_MIN_CENTS || amountCents > TOP_UP_MAX_CENTS) {
      throw new Invalid(MESSAGES.topUpAmount, { amount: [MESSAGES.topUpAmount] });
    }
    return { orderId: null, sid: null, amountCents };
  },
  async paid(app, tx, payment) {
    await creditTopUp(app, tx, {
      userId: payment.userId,
      intentId: payment.intentId,
      amountCents: payment.amountCents,
    });
    return true;
  },
  lock: async () => notAnOrder(),
  lockedDue: async () => notAnOrder(),
  bookRefund: async () => notAnOrder(),
  bookFailedRefund: async () => notAnOrder(),
};
