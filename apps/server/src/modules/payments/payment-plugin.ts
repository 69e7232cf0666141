import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { StripePaymentProvider } from './stripe-payment-provider.ts';
import { TestPaymentProvider } from './test-payment-provider.ts';

/**
 * The provider chosen at start (DESIGN.md section 1): Stripe when its three keys are set (config.ts refuses
 * a partial set), else the built-in test provider.
 */
export function createPaymentProvider(config: Config): PaymentProvider {
  const { STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET } = config;
  if (STRIPE_SECRET_KEY && STRIPE_PUBLISHABLE_KEY && STRIPE_WEBHOOK_SECRET) {
    return new StripePaymentProvider({ secretKey: STRIPE_SECRET_KEY, webhookSecret: STRIPE_WEBHOOK_SECRET });
  }
  return new TestPaymentProvider();
}

export interface PaymentsPluginOptions {
  /** A provider built by the caller (tests point Stripe's SDK at a local server); else from the config. */
  provider?: PaymentProvider;
}

/** Decorates `app.payments`, the active provider. */
export const paymentsPlugin = fp(
  async function payments(app: FastifyInstance, options: PaymentsPluginOptions) {
    const provider = options.provider ?? createPaymentProvider(app.config);
    app.decorate('payments', provider);
    if (provider.name === 'test' && app.config.isProduction) {
      app.log.warn('Stripe is not configured: card payments use the built-in test provider');
    }
  },
  { name: 'payments' },
);
