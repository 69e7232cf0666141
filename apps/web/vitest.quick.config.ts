import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import vitestConfig from './vitest.config.ts';

/**
 * Test files that need fresh modules (i18next's catalogues before any page adds its texts, Stripe.js not yet
 * loaded) or that change a module's state for the files after them (the server renderer, imported, routes
 * every API call of the app to itself instead of `fetch`): the quick tier runs them apart, isolated
 * (vitest.quick-isolated.config.ts).
 */
export const ISOLATED_TESTS = [
  'src/shared/i18n/page-texts.test.ts',
  'src/features/checkout/routes/stripe-payment.test.tsx',
  'src/entry-server.test.tsx',
];

/**
 * The web app's share of `npm run test:quick`: every component and unit test except the bundle-size check,
 * which builds the whole app (`npm test` runs it). Files share their worker's jsdom and modules
 * (`isolate: false`), which makes this run about three times faster than `npm test`'s isolated one; a test
 * that passes there but fails here depends on state another file left behind (stored data, the language, a
 * module's variables), and either resets it or joins ISOLATED_TESTS.
 */
export default mergeConfig(
  vitestConfig,
  defineConfig({
    test: {
      name: 'web',
      isolate: false,
      exclude: [...configDefaults.exclude, 'src/app/bundle-budget.test.ts', ...ISOLATED_TESTS],
    },
  }),
);
