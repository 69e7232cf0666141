// `npm run db:restore -- FILE [--force]`: restores a backup of db:backup into DATA_DIR, verified first, the
// database that was there kept aside (apps/server/src/cli/restore.ts, decision 038). Stop the server first;
// with DATABASE_URL set it prints the pg_restore commands to use.
import { runBundled } from './lib/run-bundled.mjs';

await runBundled('db-restore');
