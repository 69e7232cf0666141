/**
 * What Drizzle's PGlite driver imports from PGlite, as the server bundle gives it (build.mjs): the type ids
 * its parsers name, and the PGlite class, which the driver makes only when given a path instead of a client
 * (never here). With this module in PGlite's place, the main thread does not load PGlite's JavaScript at all
 * (about 60 ms of a restart): PGlite runs on the database thread (decision 083). The ids are PostgreSQL's
 * own, fixed in its catalogue; `drizzle-pglite-stand-in.test.ts` checks them against PGlite's.
 */
export const types = { TIMESTAMP: 1114, TIMESTAMPTZ: 1184, INTERVAL: 1186, DATE: 1082 } as const;

export class PGlite {
  constructor() {
    throw new Error('PGlite runs on the database thread (src/db/pglite-thread.ts), not in the server bundle');
  }
}
