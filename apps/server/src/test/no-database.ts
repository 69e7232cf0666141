import { vi } from 'vitest';

/**
 * Set-up of the quick tier (vitest.quick.config.ts): opening PGlite or PostgreSQL throws, and so does
 * starting the app, which opens one. A test file on the quick list that needs a database fails with this
 * message instead of passing slowly.
 */
function refuse(what: string): never {
  throw new Error(
    `${what} in the quick tier: this test file needs a database, so take it off QUICK_TESTS in ` +
      'apps/server/vitest.quick.config.ts (npm test still runs it)',
  );
}

vi.mock('@electric-sql/pglite', () => ({
  PGlite: class {
    constructor() {
      refuse('PGlite opened');
    }
  },
}));

vi.mock('pg', () => {
  const Refused = class {
    constructor() {
      refuse('PostgreSQL opened');
    }
  };
  return { default: { Pool: Refused, Client: Refused }, Pool: Refused, Client: Refused };
});
