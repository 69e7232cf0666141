/**
 * `npm run db:restore -- FILE [--force]`: restores a backup of `npm run db:backup` into DATA_DIR. The archive
 * is verified first; a database already there is replaced only with --force, and then kept aside. Prints the
 * counts and the invariants of the restored database (exit 1 when one is broken). Refuses while the server
 * or another command has the database open. With DATABASE_URL set it prints the pg_restore commands instead.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { BackupError, formatCounts, POSTGRES_RESTORE_HELP, restoreEmbedded } from '../db/backup.ts';
import { DataDirInUseError } from '../db/database.ts';

let file: string;
let force: boolean;
try {
  const args = parseArgs({ allowPositionals: true, options: { force: { type: 'boolean', default: false } } });
  if (args.positionals.length !== 1) throw new Error('one file');
  file = args.positionals[0]!;
  force = args.values.force;
} catch {
  console.error('Usage: npm run db:restore -- FILE [--force]');
  process.exit(2);
}

const config = loadConfig();
if (config.DATABASE_URL) {
  console.log(POSTGRES_RESTORE_HELP);
  process.exit(2);
}

const started = performance.now();
try {
  const result = await restoreEmbedded({ dataDir: config.DATA_DIR, file, force });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Restored ${file} into ${result.dir} (${seconds} s).`);
  if (result.keptAside) console.log(`The database that was there is kept in ${result.keptAside}.`);
  console.log(`pglite: ${formatCounts(result.counts)}`);
  for (const v of result.violations) console.log(`BROKEN: ${v.invariant}: ${v.detail}`);
  console.log(
    result.violations.length === 0
      ? 'Every invariant holds.'
      : `${result.violations.length} invariants broken.`,
  );
  if (result.violations.length > 0) process.exitCode = 1;
} catch (error) {
  if (!(error instanceof BackupError || error instanceof DataDirInUseError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
