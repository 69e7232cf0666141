import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { checkInvariants, countRecords, type InvariantViolation } from '../checks/invariants.ts';
import { ArchiveError, readArchive, writeArchive } from './backup-archive.ts';
import { lockPgliteDir, pgliteDatabase, pgliteDir } from './database.ts';
import { PGLITE_OPTIONS } from './pglite-options.ts';

/**
 * Backups of the embedded database (decision 038): `npm run db:backup` writes the PGlite data folder, at a
 * clean shutdown, as one gzipped tarball, and `npm run db:restore` unpacks one into a staging folder, checks
 * it is a sound Hearth database, and only then swaps it in. Both hold the data folder's lock (database.ts),
 * so neither runs while the server or another command has the folder open.
 */

/** A refusal with a message meant for the person at the terminal; nothing was changed. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

export interface BackupResult {
  file: string;
  bytes: number;
}

export interface RestoreResult {
  /** The PGlite folder now holding the restored database. */
  dir: string;
  /** Where the database that was there before is kept (restore with force over an existing one). */
  keptAside?: string;
  counts: Record<string, number>;
  violations: InvariantViolation[];
}

/** `DATA_DIR/backups/hearth-YYYYMMDD-HHMMSS.tar.gz`, in UTC. */
export function defaultBackupPath(dataDir: string, now: Date): string {
  return path.resolve(dataDir, 'backups', `hearth-${stamp(now)}.tar.gz`);
}

/** `20261125-031500` (UTC): sorts by time and is safe in a file name everywhere. */
function stamp(now: Date): string {
  return now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
}

function hasDatabase(dir: string): boolean {
  return existsSync(path.join(dir, 'PG_VERSION'));
}

/**
 * Writes a backup of DATA_DIR's embedded database to `out` (a file, or a folder to put the default name in;
 * the default path without it) and reads it back to prove it whole. Refuses while the folder is in use.
 */
export async function backupEmbedded(options: {
  dataDir: string;
  out?: string;
  now?: Date;
}): Promise<BackupResult> {
  const now = options.now ?? new Date();
  const dir = pgliteDir(options.dataDir);
  if (!hasDatabase(dir))
    throw new BackupError(`There is no embedded database in ${dir}: nothing to back up.`);
  const file = backupTarget(options.dataDir, options.out, now);
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;

  const unlock = lockPgliteDir(dir);
  try {
    // Opened and closed once, so the folder is at a clean shutdown (a crashed server's log replayed), and
    // archived while the lock keeps every other process out of it.
    const client = await PGlite.create(dir, PGLITE_OPTIONS);
    try {
      await client.exec('checkpoint');
    } finally {
      await client.close();
    }
    await writeArchive(dir, partial);
    await verifyArchive(partial);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    unlock();
  }
  renameSync(partial, file);
  return { file, bytes: statSync(file).size };
}

/** The archive's path: the default one, `out`, or the default name inside the folder `out`; never an existing file. */
function backupTarget(dataDir: string, out: string | undefined, now: Date): string {
  let file = out ? path.resolve(out) : defaultBackupPath(dataDir, now);
  if (out && statSync(file, { throwIfNoEntry: false })?.isDirectory())
    file = path.join(file, path.basename(defaultBackupPath(dataDir, now)));
  if (existsSync(file)) throw new BackupError(`${file} already exists: give another path.`);
  return file;
}

/**
 * Restores the archive `file` into DATA_DIR: verifies the archive, refuses when a database is there unless
 * `force` (then keeps the old folder aside as pglite.replaced-YYYYMMDD-HHMMSS), unpacks it into a staging
 * folder, checks it is a Hearth database, migrates it to this version, runs the invariants, and only then
 * swaps the folders. A refusal leaves DATA_DIR as it was.
 */
export async function restoreEmbedded(options: {
  dataDir: string;
  file: string;
  force?: boolean;
  now?: Date;
}): Promise<RestoreResult> {
  const file = path.resolve(options.file);
  await verifyArchive(file);
  const dir = pgliteDir(options.dataDir);
  mkdirSync(path.dirname(dir), { recursive: true });

  const unlock = lockPgliteDir(dir);
  try {
    const occupied = existsSync(dir) && readdirSync(dir).length > 0;
    const aside = `${dir}.replaced-${stamp(options.now ?? new Date())}`;
    if (occupied && !options.force)
      throw new BackupError(
        `${dir} already holds a database. Restoring replaces it: run again with --force ` +
          `(the current folder is then kept as ${aside}).`,
      );
    if (occupied && existsSync(aside))
      throw new BackupError(`${aside} already exists: try again in a second.`);

    const staging = `${dir}.restoring`;
    // A staging folder left by an interrupted restore: ours, since we hold the lock.
    rmSync(staging, { recursive: true, force: true });
    let checked: Pick<RestoreResult, 'counts' | 'violations'>;
    try {
      await verifyArchive(file, staging);
      checked = await openAndCheck(staging, file);
    } catch (error) {
      rmSync(staging, { recursive: true, force: true });
      throw error;
    }

    if (occupied) renameSync(dir, aside);
    else rmSync(dir, { recursive: true, force: true });
    renameSync(staging, dir);
    return { dir, keptAside: occupied ? aside : undefined, ...checked };
  } finally {
    unlock();
  }
}

/** Opens the unpacked database in `staging`: a Hearth database, migrated, its counts and invariants. */
async function openAndCheck(staging: string, file: string) {
  let client: PGlite;
  try {
    client = await PGlite.create(staging, PGLITE_OPTIONS);
  } catch (error) {
    throw new BackupError(`${file} holds no database PGlite can open: ${(error as Error).message}`);
  }
  const database = pgliteDatabase(client);
  try {
    const tables = await database.db.execute<{ orders: string | null; migrations: string | null }>(
      sql`select to_regclass('public.orders')::text as orders,
        to_regclass('drizzle.__drizzle_migrations')::text as migrations`,
    );
    if (!tables.rows[0]?.orders || !tables.rows[0]?.migrations)
      throw new BackupError(`${file} is not a backup of a Hearth database: it has no orders table.`);
    // A backup of an older version opens as `npm start` would open it.
    await database.migrate();
    return { counts: await countRecords(database.db), violations: await checkInvariants(database.db) };
  } finally {
    await database.close();
  }
}

/**
 * Reads a backup through (and with `dest`, unpacks it there), or refuses with what is wrong: unreadable, not
 * gzip, cut short or altered, not a tar, or no PostgreSQL data folder in it.
 */
async function verifyArchive(file: string, dest?: string): Promise<void> {
  if (!statSync(file, { throwIfNoEntry: false })?.isFile())
    throw new BackupError(`There is no file ${file}.`);
  let names: Set<string>;
  try {
    names = await readArchive(file, dest);
  } catch (error) {
    if (!(error instanceof ArchiveError)) throw error;
    throw new BackupError(
      `${file} is not a Hearth backup or is damaged (${error.message}). Nothing was changed.`,
    );
  }
  if (!names.has('PG_VERSION') || !names.has('global/pg_control'))
    throw new BackupError(
      `${file} is not a Hearth backup: it holds no PostgreSQL data folder. Nothing was changed.`,
    );
}

/** `4.4 MB`: a size as people read it. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** `57 orders, 60 orderLines, ...`: countRecords as db:check prints it. */
export function formatCounts(counts: Record<string, number>): string {
  return Object.entries(counts)
    .map(([name, n]) => `${n} ${name}`)
    .join(', ');
}

/** What db:backup prints with DATABASE_URL set: PostgreSQL is backed up with its own tools. */
export const POSTGRES_BACKUP_HELP = `DATABASE_URL is set: npm run db:backup backs up the embedded database only.
Back up PostgreSQL with pg_dump (a consistent snapshot, taken while the servers keep running; its major
version must be at least the server's):

  pg_dump --format=custom --no-owner --file=hearth-$(date -u +%Y%m%d-%H%M%S).dump "$DATABASE_URL"`;

/** What db:restore prints with DATABASE_URL set. */
export const POSTGRES_RESTORE_HELP = `DATABASE_URL is set: npm run db:restore restores the embedded database only.
Restore PostgreSQL with pg_restore, best into a new database that DATABASE_URL then points at:

  createdb --maintenance-db="$DATABASE_URL" hearth_restored
  pg_restore --no-owner --exit-on-error --single-transaction \\
    --dbname=postgres://USER:PASSWORD@HOST:5432/hearth_restored FILE.dump
  DATABASE_URL=postgres://USER:PASSWORD@HOST:5432/hearth_restored npm run db:check

Or over the current database, after stopping every instance (this replaces all its data):

  pg_restore --clean --if-exists --no-owner --exit-on-error --single-transaction --dbname="$DATABASE_URL" FILE.dump
  npm run db:check`;
