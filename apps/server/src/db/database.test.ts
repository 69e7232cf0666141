import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isConnectionFailure } from '../plugins/error-handler.ts';
import { openTestDatabase } from '../test/test-app.ts';
import type { Database } from './database.ts';

// PostgreSQL ending a connection (a stop, a restart, an operator's pg_terminate_backend) while a transaction
// holds it between two statements: the process must live on and the pool must serve again.
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'the PostgreSQL pool when the server ends a connection',
  () => {
    let database: Database;
    let drop: () => Promise<void>;

    beforeAll(async () => {
      ({ database, drop } = await openTestDatabase());
    });

    afterAll(async () => {
      await drop?.();
    });

    /** Ends a backend from another connection, as `pg_ctl stop -m fast` does to every one (57P01). */
    async function terminate(pid: number) {
      const url = new URL(process.env.TEST_DATABASE_URL!);
      const admin = new pg.Client({ connectionString: url.toString() });
      await admin.connect();
      try {
        await admin.query('select pg_terminate_backend($1)', [pid]);
      } finally {
        await admin.end();
      }
    }

    it('fails the transaction with a connection failure instead of crashing, then answers again', async () => {
      const transaction = database.db.transaction(async (tx) => {
        const result = await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
        await terminate(result.rows[0]!.pid);
        // The client is checked out and idle when the server's FATAL error arrives: without a listener on
        // the client, node-postgres's 'error' event would end the process here.
        await delay(200);
        await tx.execute(sql`select 1`);
      });
      const error = await transaction.then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).not.toBeNull();
      expect(isConnectionFailure(error)).toBe(true);

      await database.ping();
      const again = await database.db.execute<{ one: number }>(sql`select 1 as one`);
      expect(again.rows[0]!.one).toBe(1);
    });
  },
);

// The marketplace's search takes a word for another from this similarity (decision 053); both drivers set it
// when a session starts (PGlite's as a start parameter, decision 070), not by a first statement.
describe('the search setting', () => {
  it('is 0.45 on a new session of the configured database', async () => {
    const { database, drop } = await openTestDatabase();
    try {
      const result = await database.db.execute<{ threshold: string }>(
        sql`select current_setting('pg_trgm.word_similarity_threshold') as threshold`,
      );
      expect(result.rows[0]?.threshold).toBe('0.45');
    } finally {
      await drop();
    }
  });
});
