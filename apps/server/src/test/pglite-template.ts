import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { pgliteDatabase } from '../db/database.ts';
import { PGLITE_OPTIONS } from '../db/pglite-options.ts';
import { currentSnapshot, snapshotIsCurrent, snapshotKey, writeSnapshot } from '../db/pglite-snapshot.ts';

/**
 * The server tests' database template (vitest's global set-up): each test file's in-memory PGlite loads a
 * dump of a migrated database instead of running initdb and every migration itself (decision 062). Made
 * once per migrations and PGlite version, in the temporary folder, and kept between runs.
 */

/** Where the template of today's migrations is kept. */
export function templateFile(key = snapshotKey()): string {
  const name = createHash('sha256').update(key).digest('hex').slice(0, 16);
  return path.join(tmpdir(), `hearth-test-pglite-${name}.tar.gz`);
}

/** The template to start a test database from, or undefined (made the slow way) when there is none. */
export function testTemplate(): Blob | undefined {
  return currentSnapshot(templateFile()) ?? undefined;
}

/** Vitest's global set-up: makes the template when today's is missing. */
export default async function setup(): Promise<void> {
  // A run on PostgreSQL opens no PGlite: no template to make.
  if (process.env.TEST_DATABASE_URL) return;
  const key = snapshotKey();
  const file = templateFile(key);
  if (snapshotIsCurrent(key, file)) return;
  const client = await PGlite.create(PGLITE_OPTIONS);
  const database = pgliteDatabase(client);
  await database.migrate();
  await writeSnapshot(client, key, file);
  await database.close();
}
