import { defineConfig } from 'vitest/config';

/**
 * `npm run test:multi`: the multi-instance suite (decision 032). Two built server processes per test file share
 * one PostgreSQL database (TEST_DATABASE_URL); files run one after another so that at most two servers
 * compete for the machine's cores at a time.
 */
export default defineConfig({
  test: {
    include: ['multi-instance/**/*.test.ts'],
    globalSetup: ['multi-instance/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
