import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { resendUnsentRefunds } from './payment-service.ts';
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

/** How often unsent Stripe refunds are sent again (payment-service.ts resendUnsentRefunds). */
const REFUND_RESEND_INTERVAL_MS = 60_000;

/**
 * Decorates `app.payments`, the active provider. With Stripe, a timer sends again every minute the refunds
 * Stripe did not take (down, timed out, rate limited); the test provider refunds at once and never fails.
 */
export const paymentsPlugin = fp(
  async function payments(app: FastifyInstance, options: PaymentsPluginOptions) {
    const provider = options.provider ?? createPaymentProvider(app.config);
    app.decorate('payments', provider);
    if (provider.name === 'test' && app.config.isProduction) {
      app.log.warn('Stripe is not configured: card payments use the built-in test provider');
    }
    if (provider.name !== 'stripe') return;
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> = Promise.resolve();
    const resend = () => {
      running = resendUnsentRefunds(app).catch((error: unknown) => {
        app.log.warn({ err: error }, 'refunds: cannot send the unsent ones now; trying again later');
      });
    };
    app.addHook('onReady', async () => {
      timer = setInterval(resend, REFUND_RESEND_INTERVAL_MS).unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'payments' },
);
