import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import vitestConfig from './vitest.config.ts';

/**
 * The web app's share of `npm run test:quick`: every component and unit test except the bundle-size check,
 * which builds the whole app (`npm test` runs it).
 */
export default mergeConfig(
  vitestConfig,
  defineConfig({
    test: {
      name: 'web',
      exclude: [...configDefaults.exclude, 'src/app/bundle-budget.test.ts'],
    },
  }),
);
