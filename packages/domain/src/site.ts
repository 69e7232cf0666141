import { z } from 'zod';

/** The site-wide calls: the public settings (GET /config) and, in development, the outbox (GET /dev/mailbox). */

/** The card providers the server can take payments with. */
export const CARD_PROVIDERS = ['test', 'stripe'] as const;

/** model of GET /config: the public settings the web client needs (links, fees, card provider, DOGE rate). */
export const siteConfigModel = z.object({
  /** The Telegram bot's address, when one is set. */
  telegramBotUrl: z.string().nullable(),
  serviceFeeCents: z.number().int(),
  /** Which card form the checkout shows: the built-in test provider or Stripe. */
  paymentProvider: z.enum(CARD_PROVIDERS),
  /** Stripe's publishable key (public by design) when the provider is Stripe, else null. */
  stripePublishableKey: z.string().nullable(),
  /** The /buy converter's fixed rate: EUR (and USD) per DOGE. */
  dogeEurRate: z.number(),
  /** A production site on the test card provider says on every page that it is a test shop. */
  testShop: z.boolean(),
  /** Minutes an order may stay unpaid before it is cancelled by itself. */
  unpaidOrderTtlMinutes: z.number().int(),
  /** Where people write to Hearth (CONTACT_EMAIL). */
  contactEmail: z.string(),
  /** The footer's social links, in order (SOCIAL_LINKS). */
  socialLinks: z.array(z.object({ name: z.string(), url: z.string() })),
});
export type SiteConfig = z.infer<typeof siteConfigModel>;

/** GET /dev/mailbox?to=: the mails to one address only. */
export const devMailboxQuerySchema = z.object({ to: z.string().trim().max(320).optional() });
