import { MESSAGES } from '@hearth/domain/messages';
import type { PayoutMethod } from '@hearth/domain/payouts';
import type { FastifyInstance } from 'fastify';
import { Invalid } from '../../errors.ts';

/**
 * How a payout reaches the chef. 'bank': the operator made the bank transfer by hand and types its
 * reference. 'stripe': a Stripe Connect transfer from the platform's balance to the chef's connected
 * account, made here; its id is the reference.
 */

export interface PayoutSend {
  payoutId: number;
  amountCents: number;
  /** The chef's Stripe connected account (acct_...), for a Stripe transfer. */
  destination: string | null;
  /** What the operator typed (a bank transfer's reference). */
  reference: string | undefined;
}

export interface PayoutProvider {
  readonly method: PayoutMethod;
  /**
   * Sends the payout and answers the reference to keep. Throws a domain error when it cannot; then nothing
   * was sent and the payout stays requested. Safe to call again for the same payout (same outcome, one send).
   */
  send(payout: PayoutSend): Promise<{ reference: string }>;
  /**
   * The reference of a send of this payout that was made although its answer never came back (a time-out),
   * or null. Asked before a payout is rejected: money that left cannot go back to the earnings.
   */
  findSent(payoutId: number): Promise<string | null>;
}

/** The bank transfer was made outside: its reference is required, and is all there is to record. */
export class BankPayoutProvider implements PayoutProvider {
  readonly method = 'bank' as const;

  async send(payout: PayoutSend): Promise<{ reference: string }> {
    if (!payout.reference) throw new Invalid(MESSAGES.validationFailed, { reference: ['required'] });
    return { reference: payout.reference };
  }

  /** Nothing is sent from here: the operator who made the bank transfer does not reject its payout. */
  async findSent(): Promise<string | null> {
    return null;
  }
}

export interface PayoutProviders {
  bank: PayoutProvider;
  /** Set when the platform takes cards with Stripe: the chefs with a connected account are paid by transfer. */
  stripe: PayoutProvider | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** How payouts are sent; tests point `stripe` at a local stand-in for Stripe's API. */
    payoutProviders: PayoutProviders;
  }
}

/** The providers of this platform; Stripe's (its module and SDK) is loaded only when Stripe is set up. */
export async function createPayoutProviders(app: FastifyInstance): Promise<PayoutProviders> {
  const key = app.config.STRIPE_SECRET_KEY;
  if (app.payments.name !== 'stripe' || !key) return { bank: new BankPayoutProvider(), stripe: null };
  const { StripeTransferProvider } = await import('./stripe-transfer-provider.ts');
  return { bank: new BankPayoutProvider(), stripe: new StripeTransferProvider(key) };
}

/** The provider that pays this chef: a Stripe transfer when Stripe is set up and the chef has an account. */
export function providerFor(app: FastifyInstance, chef: { stripeAccountId: string | null }): PayoutProvider {
  const { stripe, bank } = app.payoutProviders;
  return app.payments.name === 'stripe' && stripe && chef.stripeAccountId ? stripe : bank;
}
