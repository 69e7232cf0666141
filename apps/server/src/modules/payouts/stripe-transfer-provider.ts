import Stripe from 'stripe';
import { PAYOUT_MESSAGES } from '@hearth/domain/payouts';
import { Conflict, Unavailable } from '../../errors.ts';
import { STRIPE_MAX_NETWORK_RETRIES, STRIPE_TIMEOUT_MS } from '../payments/stripe-payment-provider.ts';
import type { PayoutProvider, PayoutSend } from './payout-providers.ts';

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
