import { DEFAULT_CONTACT_EMAIL } from '@hearth/domain/constants';
import { DEFAULT_UNPAID_ORDER_TTL_MINUTES } from '@hearth/domain/orders';
import type { SiteConfig } from '@hearth/domain/site';

/** GET /config of a site with the defaults of the server's configuration (the README lists them). */
export function siteConfig(overrides: Partial<SiteConfig> = {}): SiteConfig {
  return {
    telegramBotUrl: null,
    serviceFeeCents: 999,
    paymentProvider: 'test',
    stripePublishableKey: null,
    dogeEurRate: 0.2,
    testShop: false,
    unpaidOrderTtlMinutes: DEFAULT_UNPAID_ORDER_TTL_MINUTES,
    contactEmail: DEFAULT_CONTACT_EMAIL,
    socialLinks: [
      { name: 'Facebook', url: 'https://www.facebook.com/' },
      { name: 'Instagram', url: 'https://www.instagram.com/' },
      { name: 'LinkedIn', url: 'https://www.linkedin.com/' },
    ],
    ...overrides,
  };
}
