import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInvariants } from '../checks/invariants.ts';
import { createMigratedFolder, pgliteDatabase, type Database } from '../db/database.ts';
import { PGLITE_OPTIONS } from '../db/pglite-options.ts';
import {
  copySnapshotFolder,
  demoSnapshotKey,
  snapshotKey,
  writeSnapshotFolder,
  type SnapshotFolder,
} from '../db/pglite-snapshot.ts';
import { LocalDiskStorage } from '../storage/local-disk-storage.ts';
import { verifyPassword } from '../modules/auth/secrets.ts';
import { createDemoFolder, DEMO_PASSWORD, seedDemoData } from './demo-seed.ts';

/**
 * The build's demo snapshot (decision 089): a database copied from it and adopted at a start is the database
 * the demo seed makes at that start, row for row, except for what is random (tokens, public ids), which is
 * the start's own; the pictures are the same, under the new tokens.
 */

const work = mkdtempSync(path.join(tmpdir(), 'hearth-demo-snapshot-'));
const schema: SnapshotFolder = { folder: path.join(work, 'schema'), key: snapshotKey };
const demo: SnapshotFolder = { folder: path.join(work, 'demo'), key: demoSnapshotKey };
// The seeds' time: the test's own clock, as at a start (the ledger's accounts take the database's clock).
const now = new Date();
const opened: { client: PGlite; database: Database }[] = [];

beforeAll(async () => {
  await writeSnapshotFolder(createMigratedFolder, schema.key(), schema.folder);
  await writeSnapshotFolder((folder) => createDemoFolder(folder, schema.folder), demo.key(), demo.folder);
}, 120_000);

afterAll(async () => {
  for (const { database } of opened) await database.close();
  rmSync(work, { recursive: true, force: true });
});

/** A new data folder copied from `snapshot`, opened, with its own file storage. */
async function start(name: string, snapshot: SnapshotFolder) {
  const dir = path.join(work, name);
  mkdirSync(dir);
  expect(await copySnapshotFolder(path.join(dir, 'pglite'), snapshot)).toBe(true);
  const client = await PGlite.create(path.join(dir, 'pglite'), PGLITE_OPTIONS);
  const database = pgliteDatabase(client);
  opened.push({ client, database });
  return {
    client,
    database,
    files: path.join(dir, 'files'),
    storage: new LocalDiskStorage(path.join(dir, 'files')),
  };
}

const TOKEN = /[0-9a-f]{32}/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** What is random in a seed, replaced by its shape; kept aside to compare. */
function normalise(table: string, row: Record<string, unknown>, randoms: string[]): Record<string, unknown> {
  const out = { ...row };
  const token = (value: unknown) => {
    expect(String(value)).toMatch(TOKEN);
    randoms.push(String(value).match(TOKEN)![0]);
    return String(value).replace(TOKEN, '<token>');
  };
  if (table === 'users') {
    if (row.avatar_token !== null) out.avatar_token = token(row.avatar_token);
    // Salted: the same where both seeds read the build's hash of the demo password, each its own before a
    // build (the tests of a clean clone); that it is the demo password's is checked below.
    expect(String(row.password_hash)).toMatch(/^\$argon2id\$/);
    out.password_hash = '<argon2id hash>';
  }
  if (table === 'files') out.storage_key = token(row.storage_key);
  if (table === 'product_files') out.file_name = token(row.file_name);
  if (table === 'orders') {
    expect(row.sid).toMatch(UUID);
    randoms.push(String(row.sid));
    out.sid = '<uuid>';
  }
  if (table === 'ledger_accounts') {
    // Made by the database's clock (its default), not from the seed's time: near it, as both run now.
    expect(Math.abs(new Date(String(row.created_at)).getTime() - now.getTime())).toBeLessThan(10 * 60_000);
    out.created_at = '<the database clock>';
  }
  return out;
}

/** Every public table's rows (random parts normalised, in a stable order) and the sequences. */
async function describeData(client: PGlite) {
  const randoms: string[] = [];
  const tables = (
    await client.query<{ name: string }>(
      `select table_name as name from information_schema.tables
       where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    )
  ).rows;
  const contents: Record<string, string[]> = {};
  for (const { name } of tables) {
    const rows = (
      await client.query<{ r: Record<string, unknown> }>(`select to_jsonb(t) as r from "${name}" t`)
    ).rows;
    contents[name] = rows.map(({ r }) => JSON.stringify(normalise(name, r, randoms))).sort();
  }
  const sequences = (
    await client.query(
      `select sequencename, last_value from pg_sequences where schemaname = 'public' order by 1`,
    )
  ).rows;
  return { contents, sequences, randoms };
}

/** The stored pictures: each name with its tokens replaced, and a digest of its bytes. */
function describeFiles(root: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) {
      const file = path.join(entry.parentPath, entry.name);
      out[path.relative(root, file).replace(TOKEN, '<token>')] = readFileSync(file).length;
    }
  return out;
}

describe('the demo snapshot', () => {
  it('adopted at a start is the database and the pictures the demo seed makes at that start', async () => {
    const seeded = await start('seeded', schema);
    const seededSummary = await seedDemoData(seeded.database.db, seeded.storage, { now });
    expect(seededSummary?.source).toBe('seeded');

    const adopted = await start('adopted', demo);
    const adoptedSummary = await seedDemoData(adopted.database.db, adopted.storage, { now });
    expect(adoptedSummary?.source).toBe('adopted');
    expect({ ...adoptedSummary, source: 'seeded', ms: 0 }).toEqual({ ...seededSummary, ms: 0 });

    const expected = await describeData(seeded.client);
    const actual = await describeData(adopted.client);
    // Row for row, the ledger's hashes included (they cover the moved times), and the same sequences.
    expect(actual.contents).toEqual(expected.contents);
    expect(actual.sequences).toEqual(expected.sequences);
    expect(actual.contents.demo_snapshot).toEqual([]);
    // The tokens and public ids are this start's own, none of them the other database's.
    expect(actual.randoms.filter((r) => expected.randoms.includes(r))).toEqual([]);
    expect(describeFiles(adopted.files)).toEqual(describeFiles(seeded.files));
    // Every stored key is one the rows name (and the other way round, by the counts above).
    const keys = (await adopted.client.query<{ storage_key: string }>(`select storage_key from files`)).rows;
    for (const { storage_key } of keys)
      expect(readFileSync(path.join(adopted.files, storage_key)).length).toBeGreaterThan(0);

    const hashes = await adopted.client.query<{ h: string }>(`select distinct password_hash as h from users`);
    for (const { h } of hashes.rows) expect(await verifyPassword(h, DEMO_PASSWORD)).toBe(true);

    // The ledger verifies and the money adds up, as on a seeded database.
    expect(await checkInvariants(adopted.database.db)).toEqual([]);
    // Adopted once: a restart (or a second instance) changes nothing.
    expect(await seedDemoData(adopted.database.db, adopted.storage, { now: new Date() })).toBeNull();
  }, 120_000);

  it('gives each start its own tokens', async () => {
    const first = await start('first', demo);
    const second = await start('second', demo);
    await seedDemoData(first.database.db, first.storage);
    await seedDemoData(second.database.db, second.storage);
    const tokens = async (client: PGlite) =>
      (
        await client.query<{ t: string }>(
          `select avatar_token as t from users where avatar_token is not null`,
        )
      ).rows.map((r) => r.t);
    const a = await tokens(first.client);
    expect(a.length).toBeGreaterThan(0);
    expect((await tokens(second.client)).filter((t) => a.includes(t))).toEqual([]);
  }, 120_000);

  it('is copied only for its own demo data and schema', async () => {
    expect(demoSnapshotKey().startsWith(`${snapshotKey()}:demo:`)).toBe(true);
    const target = path.join(work, 'other-demo-data', 'pglite');
    mkdirSync(path.dirname(target));
    // A stamp made for other demo data (or another schema) is not taken: the start seeds the slow way.
    expect(
      await copySnapshotFolder(target, { folder: demo.folder, key: () => `${snapshotKey()}:demo:other` }),
    ).toBe(false);
    expect(await copySnapshotFolder(target, demo)).toBe(true);
  });
});
