import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { createMigratedFolder, openDatabase, pgliteDatabase } from './database.ts';
import { PGLITE_OPTIONS } from './pglite-options.ts';
import {
  copySnapshotFolder,
  currentSnapshot,
  snapshotIsCurrent,
  snapshotKey,
  writeSnapshot,
  writeSnapshotFolder,
} from './pglite-snapshot.ts';

/**
 * The build's snapshot of the migrated schema (decisions 062 and 066): a database copied from it is the
 * database the migrations make, object for object and row for row, and a snapshot of other migrations is not
 * used. The same for the tests' template, a dump loaded into an in-memory database.
 */

const work = mkdtempSync(path.join(tmpdir(), 'hearth-snapshot-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Everything a migration can leave behind, as text: objects by their definitions, and every table's rows. */
async function describeDatabase(client: PGlite): Promise<Record<string, unknown>> {
  const rows = async (query: string) => (await client.query<Record<string, unknown>>(query)).rows;
  const tables = await rows(
    `select table_name as name from information_schema.tables where table_schema = 'public' order by 1`,
  );
  const contents: Record<string, unknown> = {};
  for (const { name } of tables)
    contents[name as string] = await rows(
      `select count(*)::int as n, coalesce(md5(string_agg(t::text, ',' order by t::text)), '') as digest from "${name as string}" t`,
    );
  return {
    columns: await rows(
      `select table_name, column_name, data_type, is_nullable, column_default from information_schema.columns
       where table_schema = 'public' order by table_name, ordinal_position`,
    ),
    indexes: await rows(`select indexdef from pg_indexes where schemaname = 'public' order by indexname`),
    constraints: await rows(
      `select conrelid::regclass::text as tbl, conname, pg_get_constraintdef(oid) as def from pg_constraint
       where connamespace = 'public'::regnamespace order by 1, 2`,
    ),
    triggers: await rows(
      `select tgname, pg_get_triggerdef(oid) as def from pg_trigger where not tgisinternal order by 1`,
    ),
    functions: await rows(
      `select proname, md5(prosrc) as body from pg_proc where pronamespace = 'public'::regnamespace order by 1`,
    ),
    extensions: await rows(`select extname, extversion from pg_extension order by 1`),
    sequences: await rows(
      `select sequencename, last_value from pg_sequences where schemaname = 'public' order by 1`,
    ),
    migrations: await rows(`select hash, created_at from drizzle.__drizzle_migrations order by id`),
    contents,
  };
}

describe('the database snapshot', () => {
  it('copied into a new data folder is the database the migrations make', async () => {
    // The slow way: a new data folder, every migration.
    const slow = await PGlite.create(path.join(work, 'slow'), PGLITE_OPTIONS);
    await pgliteDatabase(slow).migrate();

    // The snapshot folder as the build makes it, then copied into another new folder.
    const folder = path.join(work, 'snapshot');
    await writeSnapshotFolder(createMigratedFolder, snapshotKey(), folder);
    expect(readdirSync(work)).not.toContain('snapshot.partial');
    // Only what PGlite opens (decision 077): the one database, without initdb's templates, and no relation
    // maps (PostgreSQL reads a missing one as empty).
    expect(readdirSync(path.join(folder, 'base'))).toHaveLength(1);
    const names = readdirSync(folder, { recursive: true, encoding: 'utf8' });
    expect(names.filter((name) => /_(fsm|vm)$/.test(name))).toEqual([]);
    const target = path.join(work, 'copied');
    mkdirSync(target); // an empty folder is taken as no database
    expect(await copySnapshotFolder(target, { folder, key: snapshotKey })).toBe(true);
    expect(readdirSync(work)).not.toContain('copied.partial');
    const copied = await PGlite.create(target, PGLITE_OPTIONS);
    // Nothing left to migrate, and the same database object for object, row for row.
    await pgliteDatabase(copied).migrate();
    expect(await describeDatabase(copied)).toEqual(await describeDatabase(slow));
    // It takes writes and a vacuum (which makes the relation maps again), and reopens.
    await copied.exec(`insert into rate_limits values ('snapshot', now(), 1)`);
    await copied.exec(`vacuum`);
    await copied.close();
    const reopened = await PGlite.create(target, PGLITE_OPTIONS);
    expect((await reopened.query(`select datname from pg_database`)).rows).toEqual([{ datname: 'postgres' }]);
    expect((await reopened.query(`select count from rate_limits`)).rows).toEqual([{ count: 1 }]);
    await reopened.close();
    await slow.close();
  }, 120_000);

  it('loads as a dump into an in-memory database (the tests’ template) as the same database', async () => {
    const slow = await PGlite.create(PGLITE_OPTIONS);
    await pgliteDatabase(slow).migrate();
    const file = path.join(work, 'snapshot.tar.gz');
    const source = await PGlite.create(PGLITE_OPTIONS);
    await pgliteDatabase(source).migrate();
    await writeSnapshot(source, snapshotKey(), file);
    await source.close();
    const snapshot = currentSnapshot(file);
    expect(snapshot).not.toBeNull();
    const database = await openDatabase({ memorySnapshot: snapshot! });
    const loaded = (database.db as unknown as { $client: PGlite }).$client;
    await database.migrate();
    expect(await describeDatabase(loaded)).toEqual(await describeDatabase(slow));
    await Promise.all([slow.close(), database.close()]);
  }, 120_000);

  it('is not used when it was made from other migrations or is not there', async () => {
    const file = path.join(work, 'other.tar.gz');
    writeFileSync(file, 'not a dump');
    writeFileSync(`${file}.json`, JSON.stringify({ key: 'older migrations' }));
    expect(snapshotIsCurrent(snapshotKey(), file)).toBe(false);
    expect(currentSnapshot(file)).toBeNull();
    expect(currentSnapshot(path.join(work, 'missing.tar.gz'))).toBeNull();
    writeFileSync(`${file}.json`, '{broken');
    expect(snapshotIsCurrent(snapshotKey(), file)).toBe(false);

    const folder = path.join(work, 'other-folder');
    mkdirSync(folder);
    writeFileSync(`${folder}.json`, JSON.stringify({ key: 'older migrations' }));
    const target = path.join(work, 'not-copied');
    expect(await copySnapshotFolder(target, { folder, key: snapshotKey })).toBe(false);
    expect(
      await copySnapshotFolder(target, { folder: path.join(work, 'missing-folder'), key: snapshotKey }),
    ).toBe(false);
    expect(readdirSync(work)).not.toContain('not-copied');
  });

  it('names the migrations and the PGlite it was made with', () => {
    expect(snapshotKey()).toMatch(/^\d+\.\d+\.\d+:[0-9a-f]{64}$/);
    expect(snapshotKey()).toBe(snapshotKey());
  });
});
