import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, type Config } from '../../config.ts';
import { TEST_ENV } from '../../test/test-app.ts';
import { createPaymentProvider } from './payment-plugin.ts';
import { FAKE_STRIPE_ENV } from './stripe-event-test-helpers.ts';

const providerName = async (config: Config) => (await createPaymentProvider(config)).name;

describe('the payment provider chosen at start', () => {
  it('is the test provider without Stripe keys, Stripe with all three', async () => {
    expect(await providerName(loadConfig(TEST_ENV))).toBe('test');
    expect(await providerName(loadConfig({ ...TEST_ENV, ...FAKE_STRIPE_ENV }))).toBe('stripe');
  });

  it('refuses to start with only some of the Stripe keys', async () => {
    const { STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY } = FAKE_STRIPE_ENV;
    expect(() => loadConfig({ ...TEST_ENV, STRIPE_SECRET_KEY })).toThrow(ConfigError);
    expect(() => loadConfig({ ...TEST_ENV, STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY })).toThrow(
      /STRIPE_WEBHOOK_SECRET: required when any Stripe key is set/,
    );
    // Blank counts as unset: the test provider.
    expect(await providerName(loadConfig({ ...TEST_ENV, STRIPE_SECRET_KEY: '' }))).toBe('test');
  });

  it('never runs the test provider in production unless PAYMENTS_PROVIDER=test names it', async () => {
    expect(() =>
      loadConfig({ ...TEST_ENV, NODE_ENV: 'production', PUBLIC_URL: 'https://hearth.example' }),
    ).toThrow(/PAYMENTS_PROVIDER: production needs Stripe/);
    const testShop = loadConfig({
      ...TEST_ENV,
      NODE_ENV: 'production',
      PAYMENTS_PROVIDER: 'test',
      PUBLIC_URL: 'https://hearth.example',
    });
    expect(await providerName(testShop)).toBe('test');
    const stripe = loadConfig({
      ...TEST_ENV,
      ...FAKE_STRIPE_ENV,
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://hearth.example',
    });
    expect(await providerName(stripe)).toBe('stripe');
    // Named test even with Stripe's keys set: the test provider, said plainly.
    expect(
      await providerName(loadConfig({ ...TEST_ENV, ...FAKE_STRIPE_ENV, PAYMENTS_PROVIDER: 'test' })),
    ).toBe('test');
    expect(() => loadConfig({ ...TEST_ENV, PAYMENTS_PROVIDER: 'stripe' })).toThrow(
      /PAYMENTS_PROVIDER: stripe needs/,
    );
    expect(() => loadConfig({ ...TEST_ENV, PAYMENTS_PROVIDER: 'paypal' })).toThrow(ConfigError);
  });

  it('refuses swapped keys, so the secret key is never published as the publishable one', async () => {
    const swapped = {
      ...FAKE_STRIPE_ENV,
      STRIPE_SECRET_KEY: FAKE_STRIPE_ENV.STRIPE_PUBLISHABLE_KEY,
      STRIPE_PUBLISHABLE_KEY: FAKE_STRIPE_ENV.STRIPE_SECRET_KEY,
    };
    expect(() => loadConfig({ ...TEST_ENV, ...swapped })).toThrow(
      /STRIPE_SECRET_KEY: expected a Stripe secret key/,
    );
  });
});
