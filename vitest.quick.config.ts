import { defineConfig } from 'vitest/config';

/**
 * `npm run test:quick`: the tests that need neither a database nor a build, in one Vitest run: the domain
 * package, the web app without its bundle-size check, and the server files listed in
 * apps/server/vitest.quick.config.ts. `npm test` runs everything.
 */
export default defineConfig({
  test: {
    // Vitest's default in a run is one worker fewer than the cores: one on a 2-core machine. None of these
    // tests opens a database, so both cores can take a file each.
    maxWorkers: 2,
    projects: [
      'packages/domain',
      'apps/web/vitest.quick.config.ts',
      'apps/web/vitest.quick-isolated.config.ts',
      'apps/server/vitest.quick.config.ts',
    ],
  },
});
