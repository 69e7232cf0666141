import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { testTemplate } from '../test/pglite-template.ts';
import { lastMigration, migrationsAreCurrent, openDatabase, type Database } from './database.ts';

/**
 * A restart checks the migrations by the last one's hash (decision 066): one query and two files instead of
 * reading and hashing every migration.
 */
describe('the migrations check', () => {
  const opened: Database[] = [];
  afterAll(async () => {
    await Promise.all(opened.map((database) => database.close()));
  });

  it('finds a new database behind and a migrated one current, by the last migration’s hash and time', async () => {
    const fresh = await openDatabase({});
    opened.push(fresh);
    expect(await migrationsAreCurrent(fresh.db)).toBe(false);
    await fresh.migrate();
    expect(await migrationsAreCurrent(fresh.db)).toBe(true);

    const last = lastMigration();
    expect(last.hash).toMatch(/^[0-9a-f]{64}$/);
    const recorded = await fresh.db.execute<{ hash: string }>(
      sql`select hash from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    expect(recorded.rows[0]!.hash).toBe(last.hash);

    // Another last migration (its file changed, or one not yet applied): the migrator runs.
    await fresh.db.execute(
      sql`update drizzle.__drizzle_migrations set hash = 'another' where created_at = ${last.when}`,
    );
    expect(await migrationsAreCurrent(fresh.db)).toBe(false);
  }, 120_000);

  it('lets a current database start without running the migrator', async () => {
    const queries: string[] = [];
    const watched = await openDatabase({ memorySnapshot: testTemplate(), onQuery: (q) => queries.push(q) });
    opened.push(watched);
    await watched.migrate();
    expect(queries).toHaveLength(2);
    expect(queries.join('\n')).not.toMatch(/create (schema|table)|insert|begin/i);
  }, 120_000);
});
