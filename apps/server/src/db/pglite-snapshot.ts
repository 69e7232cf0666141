import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { MIGRATIONS_DIR, SERVER_ROOT } from '../paths.ts';

/**
 * A fresh embedded database made from a snapshot instead of from nothing (decision 062). Creating a
 * PGlite data folder runs PostgreSQL's initdb in WebAssembly (seconds on a small machine), then every
 * migration; loading the dump of a database that went through both takes a fraction of that. The build
 * makes the snapshot (`npm run build`, scripts/lib/build.mjs) of an empty database with every migration
 * applied, and a start on an empty DATA_DIR loads it. The snapshot names the migrations and the PGlite it
 * was made with: any change to either and it is not used (the database is made the slow way) until the next
 * build makes it again. The demo data is not in it: it is seeded as before, at the start's own time.
 */

/** Where the build writes the snapshot, beside the server bundle. */
export const SNAPSHOT_FILE = path.join(SERVER_ROOT, 'dist', 'pglite-snapshot.tar.gz');

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

/** Whether the built snapshot is there and was made from today's migrations and PGlite. */
export function snapshotIsCurrent(key = snapshotKey(), file = SNAPSHOT_FILE): boolean {
  const stamp = `${file}.json`;
  if (!existsSync(file) || !existsSync(stamp)) return false;
  try {
    return (JSON.parse(readFileSync(stamp, 'utf8')) as { key?: string }).key === key;
  } catch {
    return false;
  }
}

/** The snapshot to load into a new data folder, or null when there is none for today's migrations. */
export function currentSnapshot(file = SNAPSHOT_FILE): Blob | null {
  if (!snapshotIsCurrent(snapshotKey(), file)) return null;
  return new Blob([readFileSync(file)]);
}

/**
 * Makes the snapshot: `client` is a new, migrated database (database.ts makes it, with the extensions the
 * migrations need). Written under a temporary name first, so a build cut short leaves no half file.
 */
export async function writeSnapshot(
  client: PGlite,
  key = snapshotKey(),
  file = SNAPSHOT_FILE,
): Promise<void> {
  // Written out first, so the loaded database starts where this one is (not from its log, which would
  // move each sequence on by the values PostgreSQL logs ahead).
  await client.exec('CHECKPOINT');
  const dump = await client.dumpDataDir('gzip');
  const partial = `${file}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  writeFileSync(`${file}.json`, `${JSON.stringify({ key, madeAt: new Date().toISOString() })}\n`);
}
