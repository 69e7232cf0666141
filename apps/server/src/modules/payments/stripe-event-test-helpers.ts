import Stripe from 'stripe';
import type { FastifyInstance } from 'fastify';

/**
 * Stripe webhook events for tests, signed by the SDK's own helper (generateTestHeaderString) with the
 * webhook secret, exactly as Stripe signs them.
 */

export const FAKE_STRIPE_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_hearthfake',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_hearthfake',
  STRIPE_WEBHOOK_SECRET: 'whsec_hearthfake',
};

const signer = new Stripe(FAKE_STRIPE_ENV.STRIPE_SECRET_KEY);

export interface IntentEventOptions {
  id?: string;
  type?: 'payment_intent.succeeded' | 'payment_intent.payment_failed' | 'charge.refunded';
  intentId: string;
  amount: number;
  currency?: string;
}

let seq = 0;

/** The JSON body of a payment_intent.* event (the fields Stripe sends that our handler reads). */
export function intentEvent(options: IntentEventOptions): string {
  seq += 1;
  const type = options.type ?? 'payment_intent.succeeded';
  const failed = type === 'payment_intent.payment_failed';
  return JSON.stringify({
    id: options.id ?? `evt_${Date.now()}_${seq}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: {
      object: {
        id: options.intentId,
        object: 'payment_intent',
        amount: options.amount,
        amount_received: failed ? 0 : options.amount,
        currency: options.currency ?? 'eur',
        status: failed ? 'requires_payment_method' : 'succeeded',
        last_payment_error: failed ? { type: 'card_error', message: 'Your card was declined.' } : null,
      },
    },
  });
}

export function signature(payload: string, secret = FAKE_STRIPE_ENV.STRIPE_WEBHOOK_SECRET): string {
  return signer.webhooks.generateTestHeaderString({ payload, secret });
}

/** POSTs the payload to the webhook as Stripe does: JSON, no Origin, the Stripe-Signature header. */
export function sendWebhook(
  app: FastifyInstance,
  payload: string,
  signatureHeader: string | null = signature(payload),
) {
  return app.inject({
    method: 'POST',
    url: '/payments/stripe/webhook',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      ...(signatureHeader === null ? {} : { 'stripe-signature': signatureHeader }),
    },
    payload,
  });
}
