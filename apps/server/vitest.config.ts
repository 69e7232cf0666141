import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Each test file opens its own database; PGlite instances are memory-hungry, so keep workers few.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // The multi-instance suite needs PostgreSQL and the built server: `npm run test:multi` runs it. The
    // quick tier's own guard test passes only under that tier's set-up (vitest.quick.config.ts).
    exclude: [...configDefaults.exclude, 'multi-instance/**', 'src/test/no-database.test.ts'],
    // Each test file's embedded database starts from a template made once (src/test/pglite-template.ts).
    globalSetup: ['src/test/pglite-template.ts'],
  },
});
