import { z } from 'zod';
import { MESSAGES, TEST_CARD_DECLINE_MESSAGE } from '../messages.ts';
import {
  dogePaymentModel,
  dogePaymentSchema,
  paymentIntentModel,
  paymentIntentSchema,
  stripeWebhookEventSchema,
  testCardSchema,
} from '../orders.ts';
import { defineContract } from './contract.ts';

/**
 * Online payments (decisions 022 and 051): the card intent of what an order owes (or of DOGE bought by
 * card), paying it from the DOGE wallet, the test provider's card form and Stripe's webhook.
 */

/** Why what an order owes cannot be paid now (the orders module's answer to payments, decision 051). */
const ORDER_DUE_REFUSALS = [
  MESSAGES.orderNotFound,
  MESSAGES.orderAlreadyPaid,
  MESSAGES.nothingToPayOnline,
  MESSAGES.orderActionNotAllowed,
  MESSAGES.nothingDue,
  MESSAGES.addressRequired,
  MESSAGES.penaltyOutstanding,
];

export const createPaymentIntent = defineContract({
  name: 'createPaymentIntent',
  resource: 'payments',
  method: 'POST',
  path: '/secure/stripe-intent',
  summary:
    'Makes (or answers again) the card payment intent of what an order owes, or of DOGE bought by card for order id 0.',
  roles: ['customer'],
  input: { body: paymentIntentSchema },
  model: paymentIntentModel,
  errors: [
    ...ORDER_DUE_REFUSALS,
    MESSAGES.amountMismatch,
    MESSAGES.topUpAmount,
    MESSAGES.paymentFailed,
    MESSAGES.paymentProviderUnavailable,
  ],
});

export const requestDogePayment = defineContract({
  name: 'requestDogePayment',
  resource: 'payments',
  method: 'POST',
  path: '/secure/doge-payment',
  summary:
    "Prices what an order owes in DOGE from the caller's wallet and mails a pin that confirms the payment.",
  roles: ['customer'],
  input: { body: dogePaymentSchema },
  model: dogePaymentModel,
  errors: [...ORDER_DUE_REFUSALS, MESSAGES.insufficientFunds],
});

export const confirmTestPayment = defineContract({
  name: 'confirmTestPayment',
  resource: 'payments',
  method: 'POST',
  path: '/payments/test/confirm',
  summary:
    'Pays a payment intent with a card of the built-in test provider (only while it takes the payments); a decline answers 402.',
  roles: ['visitor'],
  input: { body: testCardSchema },
  // A paid order has its invoice; DOGE bought by card is in the wallet.
  changes: ['orders', 'invoices', 'wallet'],
  errors: [...ORDER_DUE_REFUSALS, MESSAGES.paymentNotFound, TEST_CARD_DECLINE_MESSAGE],
});

export const receiveStripeEvent = defineContract({
  name: 'receiveStripeEvent',
  resource: 'payments',
  method: 'POST',
  path: '/payments/stripe/webhook',
  summary:
    "Stripe's webhook: records a payment event whose signature is valid (only while Stripe takes the payments).",
  roles: ['visitor'],
  input: { body: stripeWebhookEventSchema, encodings: ['json'] },
  model: z.object({ received: z.literal(true) }),
  errors: [MESSAGES.webhookSignatureInvalid],
});
