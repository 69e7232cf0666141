import type { FastifyInstance } from 'fastify';
import { getConfig } from '@hearth/domain/contracts/site';
import type { SiteConfig } from '@hearth/domain/site';
import { route } from '../../contract-routes.ts';
import { ok } from '../../envelope.ts';

/** GET /config: the public settings the web client needs (links, fees, card provider, DOGE rate). */
export async function siteRoutes(app: FastifyInstance) {
  const model: SiteConfig = {
    telegramBotUrl: app.config.TELEGRAM_BOT_URL ?? null,
    serviceFeeCents: app.config.SERVICE_FEE_CENTS,
    // Which card form the checkout shows; Stripe's publishable key is public by design.
    paymentProvider: app.payments.name,
    stripePublishableKey: app.payments.name === 'stripe' ? (app.config.STRIPE_PUBLISHABLE_KEY ?? null) : null,
    // The /buy converter's fixed rate: EUR (and USD) per DOGE.
    dogeEurRate: app.config.DOGE_EUR_RATE,
    // A production site on the test card provider says on every page that it is a test shop.
    testShop: app.config.isProduction && app.payments.name === 'test',
    unpaidOrderTtlMinutes: app.config.UNPAID_ORDER_TTL_MINUTES,
    contactEmail: app.config.CONTACT_EMAIL,
    socialLinks: app.config.SOCIAL_LINKS,
  };
  route(app, getConfig, async () => ok(model));
}
