import Stripe from 'stripe';
import { MESSAGES } from '@hearth/domain/messages';
import { PAYOUT_MESSAGES, type PayoutMethod } from '@hearth/domain/payouts';
import type { FastifyInstance } from 'fastify';
import { Conflict, Invalid, Unavailable } from '../../errors.ts';
import { STRIPE_MAX_NETWORK_RETRIES, STRIPE_TIMEOUT_MS } from '../payments/stripe-payment-provider.ts';

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

/**
 * Stripe Connect transfers through the official SDK. The idempotency key is the payout's (`payout-<id>`):
 * a retry after a time-out or a lost answer gets the transfer Stripe made the first time, never a second
 * one. `clientOptions` lets tests point the SDK at a local server.
 */
export class StripeTransferProvider implements PayoutProvider {
  readonly method = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(secretKey: string, clientOptions: Stripe.StripeConfig = {}) {
    this.stripe = new Stripe(secretKey, {
      maxNetworkRetries: STRIPE_MAX_NETWORK_RETRIES,
      timeout: STRIPE_TIMEOUT_MS,
      ...clientOptions,
    });
  }

  async send(payout: PayoutSend): Promise<{ reference: string }> {
    if (!payout.destination) throw new Error('a Stripe payout needs the connected account');
    try {
      const transfer = await this.stripe.transfers.create(
        {
          amount: payout.amountCents,
          currency: 'eur',
          destination: payout.destination,
          transfer_group: transferGroup(payout.payoutId),
          metadata: { payoutId: String(payout.payoutId) },
        },
        { idempotencyKey: payoutIdempotencyKey(payout.payoutId) },
      );
      return { reference: transfer.id };
    } catch (error) {
      throw stripeFailure(error);
    }
  }

  /** The payout's transfer, found by its transfer group (each payout has its own). */
  async findSent(payoutId: number): Promise<string | null> {
    try {
      const made = await this.stripe.transfers.list({ transfer_group: transferGroup(payoutId), limit: 1 });
      return made.data[0]?.id ?? null;
    } catch (error) {
      throw stripeFailure(error);
    }
  }
}

function transferGroup(payoutId: number): string {
  return `payout-${payoutId}`;
}

export function payoutIdempotencyKey(payoutId: number): string {
  return `payout-${payoutId}`;
}

/**
 * Stripe's failures as domain errors. A refusal (an unknown or unusable connected account, the platform's
 * balance too low, a bad key's permissions, the payout's key reused with another account since the first
 * try) is a 409 with Stripe's own words under `transfer`, for the
 * operator to act on; anything else (unreachable, timed out, failing, rate limited) is a 503: try again,
 * the idempotency key makes that safe. A kept 500 is answered again to every retry with the key until
 * Stripe forgets it (a day): the payout then waits, or is rejected, but is never paid twice.
 */
function stripeFailure(error: unknown): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  const refused =
    error instanceof Stripe.errors.StripeInvalidRequestError ||
    error instanceof Stripe.errors.StripePermissionError ||
    error instanceof Stripe.errors.StripeIdempotencyError ||
    error instanceof Stripe.errors.StripeCardError;
  const domainError = refused
    ? new Conflict(PAYOUT_MESSAGES.transferRefused, { transfer: [error.message] })
    : new Unavailable(PAYOUT_MESSAGES.stripeUnavailable);
  domainError.cause = error;
  return domainError;
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

export function createPayoutProviders(app: FastifyInstance): PayoutProviders {
  const key = app.config.STRIPE_SECRET_KEY;
  return {
    bank: new BankPayoutProvider(),
    stripe: app.payments.name === 'stripe' && key ? new StripeTransferProvider(key) : null,
  };
}

/** The provider that pays this chef: a Stripe transfer when Stripe is set up and the chef has an account. */
export function providerFor(app: FastifyInstance, chef: { stripeAccountId: string | null }): PayoutProvider {
  const { stripe, bank } = app.payoutProviders;
  return app.payments.name === 'stripe' && stripe && chef.stripeAccountId ? stripe : bank;
}
