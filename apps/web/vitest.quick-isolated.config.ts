import { defineConfig } from 'vitest/config';
import vitestConfig from './vitest.config.ts';
import { ISOLATED_TESTS } from './vitest.quick.config.ts';

/** The web tests of `npm run test:quick` that need fresh modules, each file isolated as in `npm test`. */
export default defineConfig({
  ...vitestConfig,
  test: { ...vitestConfig.test, name: 'web (isolated)', include: ISOLATED_TESTS },
});
