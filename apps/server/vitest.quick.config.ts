import { defineConfig } from 'vitest/config';

/**
 * The server's share of `npm run test:quick`: the test files that need no database (pure functions,
 * templates, parsers, plugins on a bare Fastify, the file storage). A file belongs here only when it neither
 * starts the app nor opens PGlite or PostgreSQL; `src/test/no-database.ts` makes both throw in this run, so a
 * listed file that starts to need a database fails here until it is taken off the list. A new test file is
 * not listed by default: `npm test` runs every file, listed or not.
 */
export const QUICK_TESTS = [
  'src/config.test.ts',
  'src/startup-phases.test.ts',
  'src/seed/demo-images.test.ts',
  'src/contract-routes.test.ts',
  'src/modules/auth/device-label.test.ts',
  'src/modules/files/avatar-urls.test.ts',
  'src/modules/files/image-jobs.test.ts',
  'src/modules/files/image-processing.test.ts',
  'src/modules/mail/templates.test.ts',
  'src/plugins/periodic-sweep.test.ts',
  'src/plugins/page-rendering.test.ts',
  'src/plugins/spa.test.ts',
  'src/storage/local-disk-storage.test.ts',
  'src/storage/migrate-files.test.ts',
  'src/storage/s3-storage.test.ts',
  'src/storage/storage-contract.test.ts',
  'src/test/no-database.test.ts',
];

export default defineConfig({
  test: {
    name: 'server (no database)',
    include: QUICK_TESTS,
    setupFiles: ['src/test/no-database.ts'],
  },
});
