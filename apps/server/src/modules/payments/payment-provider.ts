/**
 * One interface for the card payment providers (decision 022): the built-in test provider (offline,
 * the default) and Stripe. The rest of the server never names a provider's SDK; it creates intents and
 * refunds through this, and both providers' events reach the same handler (payment-service.ts).
 */

/** The card providers. */
export type PaymentProviderName = 'test' | 'stripe';
/** Who took a recorded payment: a card provider, or the payer's DOGE wallet. */
export type PaymentMethodName = PaymentProviderName | 'doge';

export type PaymentPurpose = 'order' | 'order_balance' | 'order_penalty' | 'wallet_top_up';

export interface CreateIntentInput {
  amountCents: number;
  /** The provider answers the same intent for the same key (a retried call creates nothing new). */
  idempotencyKey: string;
  orderId: number | null;
  /** The order's public id, shown at the provider beside the payment. */
  sid: string | null;
  purpose: PaymentPurpose;
}

export interface ProviderIntent {
  id: string;
  clientSecret: string;
  amountCents: number;
}

export interface RefundInput {
  intentId: string;
  amountCents: number;
  /** The provider refunds once per key. */
  idempotencyKey: string;
}

export interface ProviderRefund {
  /** The provider's refund id (re_... at Stripe, tr_... at the test provider). */
  id: string;
  status: 'pending' | 'succeeded' | 'failed';
}

/** What a provider's event says about an intent, whichever provider sent it. */
export interface PaymentEvent {
  id: string;
  provider: PaymentMethodName;
  type: 'payment_intent.succeeded' | 'payment_intent.payment_failed' | 'other';
  intentId: string | null;
  /** The amount received (succeeded) or asked (failed), in cents. */
  amountCents: number;
  /** Lower-case ISO code, as Stripe writes it. */
  currency: string;
  /** The decline message of a failed payment. */
  failureMessage: string | null;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createIntent(input: CreateIntentInput): Promise<ProviderIntent>;
  refund(input: RefundInput): Promise<ProviderRefund>;
}
