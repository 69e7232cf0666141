import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { PaymentPurposes } from './payment-purposes.ts';
import { resendUnsentRefunds } from './payment-service.ts';
import { TestPaymentProvider } from './test-payment-provider.ts';

/**
 * The provider settled at start (config.ts paymentsProviderOf): Stripe, or the built-in test provider, which
 * production runs only when PAYMENTS_PROVIDER=test names it. Stripe's module and SDK are loaded only for
 * Stripe, not at every start.
 */
export async function createPaymentProvider(config: Config): Promise<PaymentProvider> {
  const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET } = config;
  if (config.paymentsProvider === 'stripe' && STRIPE_SECRET_KEY && STRIPE_WEBHOOK_SECRET) {
    const { StripePaymentProvider } = await import('./stripe-payment-provider.ts');
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
 * Decorates `app.payments`, the active provider, and `app.paymentPurposes`, the registry the orders and wallet
 * modules fill with what can be paid (payment-purposes.ts). With Stripe, a timer sends again every minute the refunds
 * Stripe did not take (down, timed out, rate limited); the test provider refunds at once and never fails.
 */
export const paymentsPlugin = fp(
  async function payments(app: FastifyInstance, options: PaymentsPluginOptions) {
    const provider = options.provider ?? (await createPaymentProvider(app.config));
    app.decorate('payments', provider);
    app.decorate('paymentPurposes', new PaymentPurposes());
    if (provider.name === 'test' && app.config.isProduction) {
      app.log.warn('PAYMENTS_PROVIDER=test: a test shop; card payments take only test cards and no money');
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
