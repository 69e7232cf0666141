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
 * Stripe through its official SDK (API version: the SDK's default). Intents and refunds carry our
 * idempotency keys, so Stripe answers a retry with the same object. `clientOptions` lets tests point the
 * SDK at a local server (host, port, protocol) since this machine has no network.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;
  private readonly webhookSecret: string;

  constructor(keys: StripeKeys, clientOptions: Stripe.StripeConfig = {}) {
    this.stripe = new Stripe(keys.secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...clientOptions });
    this.webhookSecret = keys.webhookSecret;
  }

  async createIntent(input: CreateIntentInput): Promise<ProviderIntent> {
    const intent = await callStripe(() =>
      this.stripe.paymentIntents.create(
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
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    if (!intent.client_secret) throw new Unavailable(MESSAGES.unavailable);
    return { id: intent.id, clientSecret: intent.client_secret, amountCents: intent.amount };
  }

  async refund(input: RefundInput): Promise<ProviderRefund> {
    const refund = await callStripe(() =>
      this.stripe.refunds.create(
        { payment_intent: input.intentId, amount: input.amountCents },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return { id: refund.id, status: refundStatus(refund.status) };
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

/**
 * Stripe's failures as domain errors: a request Stripe refuses is a failed payment (400); anything else
 * (unreachable, failing, rate-limited, bad keys) is a 503, try again later. The SDK already retried what is
 * safe to retry.
 */
async function callStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeError)) throw error;
    const refused =
      error instanceof Stripe.errors.StripeInvalidRequestError ||
      error instanceof Stripe.errors.StripeCardError;
    const domainError = refused ? new Invalid(MESSAGES.paymentFailed) : new Unavailable(MESSAGES.unavailable);
    // Kept for the log: the error handler logs the cause of a 503.
    domainError.cause = error;
    throw domainError;
  }
}
