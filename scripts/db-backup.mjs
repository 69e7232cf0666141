// `npm run db:backup [-- PATH]`: a backup of the embedded database (DATA_DIR) as one .tar.gz, by default in
// DATA_DIR/backups (apps/server/src/cli/backup.ts, decision 038). Stop the server first; with DATABASE_URL set
// it prints the pg_dump command to use.
import { runBundled } from './lib/run-bundled.mjs';

await runBundled('db-backup');
