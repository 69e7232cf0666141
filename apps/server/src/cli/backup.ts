/**
 * `npm run db:backup [-- PATH]`: writes a backup of the embedded database to
 * DATA_DIR/backups/hearth-YYYYMMDD-HHMMSS.tar.gz (UTC), or to PATH (a file, or a folder to put it in), and
 * prints where and its size. Refuses while the server or another command has the database open. With
 * DATABASE_URL set it prints the pg_dump command to use instead (exit 2): it does not pretend.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { BackupError, backupEmbedded, formatBytes, POSTGRES_BACKUP_HELP } from '../db/backup.ts';
import { DataDirInUseError } from '../db/database.ts';

let positionals: string[];
try {
  ({ positionals } = parseArgs({ allowPositionals: true, options: {} }));
  if (positionals.length > 1) throw new Error('one path at most');
} catch {
  console.error('Usage: npm run db:backup [-- PATH]');
  process.exit(2);
}

const config = loadConfig();
if (config.DATABASE_URL) {
  console.log(POSTGRES_BACKUP_HELP);
  process.exit(2);
}

const started = performance.now();
try {
  const { file, bytes } = await backupEmbedded({ dataDir: config.DATA_DIR, out: positionals[0] });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Backup written: ${file} (${formatBytes(bytes)}, ${seconds} s)`);
} catch (error) {
  if (!(error instanceof BackupError || error instanceof DataDirInUseError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
