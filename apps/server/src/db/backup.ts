import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { checkInvariants, countRecords, type InvariantViolation } from '../checks/invariants.ts';
import { lockPgliteDir, pgliteDatabase, pgliteDir } from './database.ts';

/**
 * Backups of the embedded database (decision 038): `npm run db:backup` writes the PGlite data folder as one
 * gzipped tarball (PGlite's own dumpDataDir, after a checkpoint) and `npm run db:restore` loads one into a
 * staging folder, checks it is a sound Hearth database, and only then swaps it in. Both hold the data folder's
 * lock (database.ts), so neither runs while the server or another command has the folder open.
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

  const unlock = lockPgliteDir(dir);
  let archive: Blob;
  try {
    const client = await PGlite.create(dir);
    try {
      // Writes every committed change into the data files, so the archive opens without WAL replay.
      await client.exec('checkpoint');
      archive = await client.dumpDataDir('gzip');
    } finally {
      await client.close();
    }
  } finally {
    unlock();
  }

  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  try {
    await writeFile(partial, new Uint8Array(await archive.arrayBuffer()));
    await readArchive(partial);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  await rename(partial, file);
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
 * `force` (then keeps the old folder aside as pglite.replaced-YYYYMMDD-HHMMSS), loads it into a staging
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
  const tar = await readArchive(file);
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
      checked = await loadAndCheck(staging, tar, file);
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

/** Opens the archive's database in `staging`: a Hearth database, migrated, its counts and invariants. */
async function loadAndCheck(staging: string, tar: Uint8Array, file: string) {
  let client: PGlite;
  try {
    client = await PGlite.create({
      dataDir: staging,
      loadDataDir: new Blob([tar], { type: 'application/x-tar' }),
    });
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
 * Reads a backup and answers its tar, or refuses with what is wrong: not gzip, cut short or damaged (gzip
 * checks a CRC of the whole content), not a tar, or no PostgreSQL data folder in it.
 */
export async function readArchive(file: string): Promise<Uint8Array> {
  let gz: Buffer;
  try {
    gz = await readFile(file);
  } catch (error) {
    throw new BackupError(`Cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? error}.`);
  }
  let tar: Buffer;
  try {
    tar = gunzipSync(gz);
  } catch (error) {
    throw new BackupError(
      `${file} is not a Hearth backup or is damaged (gzip: ${(error as Error).message}). Nothing was changed.`,
    );
  }
  const names = new Set(tarEntryNames(tar, file));
  if (!names.has('PG_VERSION') || !names.has('global/pg_control'))
    throw new BackupError(
      `${file} is not a Hearth backup: it holds no PostgreSQL data folder. Nothing was changed.`,
    );
  return tar;
}

const BLOCK = 512;

/** The names in a tar archive, each header's checksum verified; throws BackupError on a malformed one. */
function tarEntryNames(tar: Buffer, file: string): string[] {
  const damaged = (what: string) =>
    new BackupError(`${file} is not a Hearth backup or is damaged (${what}). Nothing was changed.`);
  const names: string[] = [];
  for (let offset = 0; offset + BLOCK <= tar.length;) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) return names;
    if (!tarChecksumOk(header)) throw damaged(`no valid tar header at byte ${offset}`);
    const size = parseInt(tarField(header, 124, 12) || '0', 8);
    const prefix = tarField(header, 345, 155);
    const name = (prefix ? `${prefix}/` : '') + tarField(header, 0, 100);
    names.push(name.replace(/^\/+/, '').replace(/\/+$/, ''));
    offset += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    if (offset > tar.length) throw damaged(`the archive ends inside ${name}`);
  }
  throw damaged('the archive has no end');
}

function tarField(header: Buffer, start: number, length: number): string {
  const raw = header.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw
    .subarray(0, end === -1 ? length : end)
    .toString('utf8')
    .trim();
}

/** The header's checksum: the sum of its bytes with the checksum field itself counted as spaces. */
function tarChecksumOk(header: Buffer): boolean {
  let sum = 0;
  for (let i = 0; i < BLOCK; i += 1) sum += i >= 148 && i < 156 ? 32 : header[i]!;
  return parseInt(tarField(header, 148, 8), 8) === sum;
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
