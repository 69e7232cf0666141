import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { MESSAGES } from '@hearth/domain/messages';
import { Invalid, Unavailable } from '../../errors.ts';
import type {
  CreateIntentInput,
  PaymentEvent,
  PaymentProvider,
  ProviderIntent,
  ProviderRefund,
  RefundInput,
} from './payment-provider.ts';

export interface StripeKeys {
  secretKey: string;
  webhookSecret: string;
}

/**
 * How long one request to Stripe may take, and how often the SDK tries it again (same idempotency key) after
 * a network error, a 409 or a 5xx: a request to /secure/stripe-intent waits at most about 3 x 10 s plus the
 * SDK's back-off (0.5-2 s) for an unreachable Stripe before it answers 503.
 */
export const STRIPE_TIMEOUT_MS = 10_000;
export const STRIPE_MAX_NETWORK_RETRIES = 2;

/**
 * Stripe through its official SDK (API version: the SDK's default). Intents and refunds carry our
 * idempotency keys, so Stripe answers a retry with the same object. `clientOptions` lets tests point the
 * SDK at a local server (host, port, protocol) since this machine has no network.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;
  private readonly webhookSecret: string;

  constructor(keys: StripeKeys, clientOptions: Stripe.StripeConfig = {}) {
    this.stripe = new Stripe(keys.secretKey, {
      maxNetworkRetries: STRIPE_MAX_NETWORK_RETRIES,
      timeout: STRIPE_TIMEOUT_MS,
      ...clientOptions,
    });
    this.webhookSecret = keys.webhookSecret;
  }

  /**
   * Stripe keeps the answer of a request that failed inside Stripe (a 500) under its idempotency key for a
   * day and replays it to every retry with that key: the order could not be paid until then. An intent
   * nobody confirms charges nothing, so after a replayed failure the intent is asked again once under a
   * fresh key (the database keeps one intent per order either way).
   */
  async createIntent(input: CreateIntentInput): Promise<ProviderIntent> {
    const intent = await callStripe(async () => {
      try {
        return await this.createIntentWithKey(input, input.idempotencyKey);
      } catch (error) {
        if (!isReplayedFailure(error)) throw error;
        return this.createIntentWithKey(input, `${input.idempotencyKey}:${randomUUID()}`);
      }
    });
    if (!intent.client_secret) throw new Unavailable(MESSAGES.paymentProviderUnavailable);
    return { id: intent.id, clientSecret: intent.client_secret, amountCents: intent.amount };
  }

  private createIntentWithKey(input: CreateIntentInput, idempotencyKey: string) {
    return this.stripe.paymentIntents.create(
      {
        amount: input.amountCents,
        currency: 'eur',
        automatic_payment_methods: { enabled: true },
        metadata: {
          orderId: String(input.orderId ?? 0),
          sid: input.sid ?? '',
          purpose: input.purpose,
        },
      },
      { idempotencyKey },
    );
  }

  /**
   * A refund's key may be replayed as a 500 too. A refund must not be made twice, and a 500 leaves it open
   * whether Stripe made it: the intent's refunds are read first (each carries our key in its metadata);
   * only when none has the key is it asked once more, under a second key that is the same for every
   * instance, so two resends at once still make one refund.
   */
  async refund(input: RefundInput): Promise<ProviderRefund> {
    const refund = await callStripe(async () => {
      try {
        return await this.createRefundWithKey(input, input.idempotencyKey);
      } catch (error) {
        if (!isReplayedFailure(error)) throw error;
        const made = await this.stripe.refunds.list({ payment_intent: input.intentId, limit: 100 });
        const mine = made.data.find((r) => r.metadata?.hearthKey === input.idempotencyKey);
        return mine ?? this.createRefundWithKey(input, `${input.idempotencyKey}:after-replayed-500`);
      }
    });
    return { id: refund.id, status: refundStatus(refund.status) };
  }

  private createRefundWithKey(input: RefundInput, idempotencyKey: string) {
    return this.stripe.refunds.create(
      {
        payment_intent: input.intentId,
        amount: input.amountCents,
        metadata: { hearthKey: input.idempotencyKey },
      },
      { idempotencyKey },
    );
  }

  /**
   * The webhook's event, its signature checked on the raw body with the webhook secret. A bad, missing or
   * stale signature is refused (400) before anything is read from the body.
   */
  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent {
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature ?? '', this.webhookSecret);
    } catch {
      throw new Invalid(MESSAGES.webhookSignatureInvalid);
    }
    return toPaymentEvent(event);
  }
}

/** Stripe's event, in the provider-neutral shape of the event handler. */
function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  const base = { id: event.id, provider: 'stripe' as const };
  if (event.type === 'payment_intent.succeeded' || event.type === 'payment_intent.payment_failed') {
    const intent = event.data.object;
    const succeeded = event.type === 'payment_intent.succeeded';
    return {
      ...base,
      type: event.type,
      intentId: intent.id,
      // A success counts what was received; a failure received nothing, so it names what was asked.
      amountCents: succeeded ? intent.amount_received : intent.amount,
      currency: intent.currency,
      // A succeeded intent may still carry the error of an earlier declined card: not this event's.
      failureMessage: succeeded ? null : (intent.last_payment_error?.message ?? null),
    };
  }
  return { ...base, type: 'other', intentId: null, amountCents: 0, currency: '', failureMessage: null };
}

function refundStatus(status: string | null): ProviderRefund['status'] {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'failed' || status === 'canceled') return 'failed';
  // pending, requires_action: Stripe finishes it later.
  return 'pending';
}

/** A 5xx that Stripe answered from its idempotency store: the key's first request failed inside Stripe. */
function isReplayedFailure(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeAPIError &&
    (error.statusCode ?? 0) >= 500 &&
    error.headers?.['idempotent-replayed'] === 'true'
  );
}

/**
 * Stripe's failures as domain errors: a request Stripe refuses is a failed payment (400); anything else
 * (unreachable, timed out, failing, rate-limited, bad keys) is a 503 saying the card payment service cannot
 * be reached, try again later. The SDK already retried what is safe to retry.
 */
async function callStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeError)) throw error;
    const refused =
      error instanceof Stripe.errors.StripeInvalidRequestError ||
      error instanceof Stripe.errors.StripeCardError;
    const domainError = refused
      ? new Invalid(MESSAGES.paymentFailed)
      : new Unavailable(MESSAGES.paymentProviderUnavailable);
    // Kept for the log: the error handler logs the cause of a 503.
    domainError.cause = error;
    throw domainError;
  }
}
