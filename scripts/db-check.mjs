// `npm run db:check`: checks the database invariants (apps/server/src/checks/invariants.ts) of the configured
// database (DATA_DIR or DATABASE_URL); exit 1 when one is broken. Stop the server first on the embedded
// database: one PGlite data folder is opened by one process at a time.
import { runBundled } from './lib/run-bundled.mjs';

await runBundled('check-invariants');
