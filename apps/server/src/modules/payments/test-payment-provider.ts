import { randomBytes } from 'node:crypto';
import { TEST_CARD_DECLINE_MESSAGE, TEST_CARD_SUCCEEDS } from '@hearth/domain/orders';
import type {
  CreateIntentInput,
  PaymentEvent,
  PaymentProvider,
  ProviderIntent,
  ProviderRefund,
} from './payment-provider.ts';

/**
 * The built-in test provider (decision 022): works offline, the default while Stripe is not
 * configured. Its intents live only in our payment_intents table (so the table's idempotency key makes a
 * retry answer the same intent); its card form answers with the event Stripe would send, which goes through
 * the same handler as Stripe's webhook. 4242 4242 4242 4242 succeeds; any other valid card is declined.
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test' as const;

  async createIntent(input: CreateIntentInput): Promise<ProviderIntent> {
    const id = `ti_${token()}`;
    return { id, clientSecret: `${id}_secret_${token()}`, amountCents: input.amountCents };
  }

  /** Nothing leaves the machine: the refund succeeds at once. */
  async refund(): Promise<ProviderRefund> {
    return { id: `re_test_${token()}`, status: 'succeeded' };
  }

  /** The event a card payment of the intent emits: succeeded for the success card, else a decline. */
  confirm(intent: { id: string; amountCents: number }, cardNumber: string): PaymentEvent {
    const succeeded = cardNumber === TEST_CARD_SUCCEEDS;
    return {
      id: `evt_test_${token()}`,
      provider: this.name,
      type: succeeded ? 'payment_intent.succeeded' : 'payment_intent.payment_failed',
      intentId: intent.id,
      amountCents: intent.amountCents,
      currency: 'eur',
      failureMessage: succeeded ? null : TEST_CARD_DECLINE_MESSAGE,
    };
  }
}

function token(): string {
  return randomBytes(12).toString('hex');
}
