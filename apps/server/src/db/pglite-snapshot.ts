import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir } from 'node:fs/promises';
import { constants, existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { MIGRATIONS_DIR, SERVER_ROOT } from '../paths.ts';
import { ALL_DEMO_ACCOUNTS, DEMO_DELIVERED_ORDERS, DEMO_PASSWORD } from '../seed/demo-data.ts';

/**
 * A fresh embedded database made from a snapshot instead of from nothing (decisions 062 and 066). Creating a
 * PGlite data folder runs PostgreSQL's initdb in WebAssembly (seconds on a small machine), then every
 * migration; copying the folder of a database that went through both takes a fraction of that. The build
 * makes the snapshot (`npm run build`, scripts/lib/build.mjs): the data folder of an empty database with every
 * migration applied, closed. A start on an empty DATA_DIR copies it into place with the file system's own
 * copy (no WebAssembly, no tar) and opens it as it would reopen its own. The snapshot names the migrations
 * and the PGlite it was made with: any change to either and it is not used (the database is made the slow
 * way) until the next build makes it again.
 *
 * A second snapshot has the demo data too (decision 089): the same database with the demo rows seeded at the
 * build's time. A start that seeds the demo data copies that one instead, and the seed adopts it (moves its
 * times to the start's and gives it its own tokens and pictures, seed/demo-seed.ts) instead of inserting
 * every row. Its key adds the demo data's own hash to the schema's.
 *
 * The tests' in-memory databases start from a dump instead (`writeSnapshot`, `currentSnapshot`): an
 * in-memory PGlite has no folder to copy into.
 */

/** Where the build writes the snapshot: a PGlite data folder beside the server bundle. */
export const SNAPSHOT_DIR = path.join(SERVER_ROOT, 'dist', 'pglite-snapshot');
/** What the folder was made from (`{ key }`), written last: the build's target. */
export const SNAPSHOT_STAMP = `${SNAPSHOT_DIR}.json`;

/** The build's snapshot with the demo data (not yet adopted); its stamp is beside it, as the schema's. */
export const DEMO_SNAPSHOT_DIR = path.join(SERVER_ROOT, 'dist', 'pglite-demo-snapshot');

/** The installed PGlite's version (a data folder is tied to the PostgreSQL build inside it). */
function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  for (let dir = path.dirname(entry); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (!existsSync(manifest)) continue;
    const { name, version } = JSON.parse(readFileSync(manifest, 'utf8')) as {
      name?: string;
      version?: string;
    };
    if (name === '@electric-sql/pglite') return version ?? 'unknown';
  }
  return 'unknown';
}

/** What a snapshot must have been made from to be used: the migrations' bytes and the PGlite version. */
export function snapshotKey(): string {
  const hash = createHash('sha256');
  const files = readdirSync(MIGRATIONS_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.sql') || file.endsWith('_journal.json'))
    .sort();
  for (const file of files) {
    hash.update(`${file}\n`);
    hash.update(readFileSync(path.join(MIGRATIONS_DIR, file)));
  }
  return `${pgliteVersion()}:${hash.digest('hex')}`;
}

/**
 * What the demo snapshot must have been made from: the schema's key and the demo data (accounts, chefs,
 * dishes, orders, password). The build remakes it when any of the server's code changes (scripts/lib/build.mjs),
 * so a change to how the seed writes the same data is caught there, not here.
 */
export function demoSnapshotKey(): string {
  const demo = createHash('sha256')
    .update(JSON.stringify({ ALL_DEMO_ACCOUNTS, DEMO_DELIVERED_ORDERS, DEMO_PASSWORD }))
    .digest('hex');
  return `${snapshotKey()}:demo:${demo}`;
}

/** Which snapshot a new data folder starts from: the schema's, or the one with the demo data. */
export interface SnapshotFolder {
  folder: string;
  key: () => string;
}

export const SCHEMA_SNAPSHOT: SnapshotFolder = { folder: SNAPSHOT_DIR, key: snapshotKey };
export const DEMO_SNAPSHOT: SnapshotFolder = { folder: DEMO_SNAPSHOT_DIR, key: demoSnapshotKey };

/** Whether a snapshot (a dump or a folder) is there and was made from today's migrations and PGlite. */
export function snapshotIsCurrent(key: string, file: string, stamp = `${file}.json`): boolean {
  if (!existsSync(file) || !existsSync(stamp)) return false;
  try {
    return (JSON.parse(readFileSync(stamp, 'utf8')) as { key?: string }).key === key;
  } catch {
    return false;
  }
}

function writeStamp(stamp: string, key: string): void {
  writeFileSync(stamp, `${JSON.stringify({ key, madeAt: new Date().toISOString() })}\n`);
}

/**
 * Makes the build's snapshot folder: `createMigrated(folder)` makes a new database there with every
 * migration applied and closes it (database.ts). Made under a temporary name first, so a build cut short
 * leaves no half folder; the stamp is written last.
 */
export async function writeSnapshotFolder(
  createMigrated: (folder: string) => Promise<void>,
  key = snapshotKey(),
  folder = SNAPSHOT_DIR,
): Promise<void> {
  const partial = `${folder}.partial`;
  const stamp = `${folder}.json`;
  rmSync(partial, { recursive: true, force: true });
  await createMigrated(partial);
  rmSync(stamp, { force: true });
  rmSync(folder, { recursive: true, force: true });
  renameSync(partial, folder);
  writeStamp(stamp, key);
}

/**
 * Puts a copy of the snapshot folder at `target` (missing or an empty folder) when there is one for today's
 * migrations; answers whether it did. Copied beside it first, then renamed: a start cut short leaves no half
 * database where the next start would open it.
 */
export async function copySnapshotFolder(
  target: string,
  { folder, key }: SnapshotFolder = SCHEMA_SNAPSHOT,
): Promise<boolean> {
  if (!snapshotIsCurrent(key(), folder)) return false;
  const partial = `${target}.partial`;
  rmSync(partial, { recursive: true, force: true });
  await copyFolder(folder, partial);
  renameSync(partial, target);
  return true;
}

/**
 * Files copied at a time: libuv's four threads kept busy while one waits on the disk. Node's `cp` copies one
 * file after another and drives each step from JavaScript, on the main thread that is loading the app's
 * modules meanwhile (decision 077).
 */
const COPY_POOL = 8;

/**
 * Copies a folder's tree: its folders first (in order, so a parent is there before its children), then its
 * files, COPY_POOL at a time on libuv's threads. A copy-on-write clone where the file system has them, else a
 * plain copy; asynchronous, so that the start's modules load while the files are copied.
 */
export async function copyFolder(from: string, to: string): Promise<void> {
  const entries = await readdir(from, { recursive: true, withFileTypes: true });
  const files: string[] = [];
  await mkdir(to);
  for (const entry of entries) {
    const relative = path.relative(from, path.join(entry.parentPath, entry.name));
    if (entry.isDirectory()) await mkdir(path.join(to, relative), { recursive: true });
    else files.push(relative);
  }
  let next = 0;
  const copyNext = async (): Promise<void> => {
    for (let i = next++; i < files.length; i = next++)
      await copyFile(path.join(from, files[i]!), path.join(to, files[i]!), constants.COPYFILE_FICLONE);
  };
  await Promise.all(Array.from({ length: COPY_POOL }, copyNext));
}

/** The dump to load into a new in-memory database, or null when there is none for today's migrations. */
export function currentSnapshot(file: string): Blob | null {
  if (!snapshotIsCurrent(snapshotKey(), file)) return null;
  return new Blob([readFileSync(file)]);
}

/**
 * Makes a dump (the tests' template): `client` is a new, migrated database (database.ts makes it, with the
 * extensions the migrations need). Written under a temporary name first, so a run cut short leaves no half
 * file.
 */
export async function writeSnapshot(client: PGlite, key: string, file: string): Promise<void> {
  // Written out first, so the loaded database starts where this one is (not from its log, which would
  // move each sequence on by the values PostgreSQL logs ahead).
  await client.exec('CHECKPOINT');
  const dump = await client.dumpDataDir('gzip');
  const partial = `${file}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  writeStamp(`${file}.json`, key);
}
