import { testTemplate } from './pglite-template.ts';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { checkInvariants } from '../checks/invariants.ts';
import type { Envelope } from '@hearth/domain/api';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/database.ts';

/**
 * The HTTP test harness: the real app over a real database. PGlite in memory by default; PostgreSQL when
 * TEST_DATABASE_URL is set, in a database of its own per test file (dropped at the end). Tables are emptied
 * between tests. The clock can be moved to expire sessions and pins.
 */

export class TestClock {
  private offsetMs = 0;
  now = () => new Date(Date.now() + this.offsetMs);
  advance(ms: number) {
    this.offsetMs += ms;
  }
  reset() {
    this.offsetMs = 0;
  }
}

export interface TestContext {
  app: FastifyInstance;
  clock: TestClock;
}

export const TEST_ENV = {
  NODE_ENV: 'test',
  SEED_DEMO: 'false',
  LOG_LEVEL: 'silent',
  DATA_DIR: './data/test-unused',
  WEB_DIST_DIR: '/nonexistent-web-dist',
  AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  PIN_SENDS_PER_HOUR: '1000',
  ORDERS_PER_HOUR: '1000',
  // Not the development key, which production refuses: tests that load a production configuration pass.
  LEDGER_CHECKPOINT_KEY: 'hearth-test-ledger-checkpoints-key-not-a-secret',
};

export async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    // From the run's template when there is one (vitest.config.ts); the migrator then has nothing to do.
    const database = await openDatabase({ memorySnapshot: testTemplate() });
    await database.migrate();
    return { database, drop: () => database.close() };
  }
  // A database of its own per test file (the migrations name the public schema, so not a schema).
  const name = `hearth_test_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const fileUrl = new URL(url);
  fileUrl.pathname = `/${name}`;
  const database = await openDatabase({ url: fileUrl.toString(), poolSize: 5 });
  await database.migrate();
  return {
    database,
    drop: async () => {
      await database.close();
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

export interface TestAppOptions {
  /**
   * Check the database invariants after each test, before the tables are emptied (default): every test
   * ends with the database whole. Off only for files that break the data on purpose to prove a check
   * finds it (the invariants' and the ledger's own tests) or that write rows past the services.
   */
  invariants?: boolean;
}

/** Registers the lifecycle hooks of one test file and returns the context filled in by beforeAll. */
export function useTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): TestContext {
  const ctx = { clock: new TestClock() } as TestContext;
  let drop: () => Promise<void>;
  let database: Database;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    ctx.app = await buildApp({
      config: loadConfig({ ...TEST_ENV, ...env }),
      database,
      clock: ctx.clock.now,
      logger: false,
    });
    await ctx.app.ready();
  });
  afterEach(async (test) => {
    ctx.clock.reset();
    // A failed test's own failure says more than the state it left.
    const passed = test.task.result?.state !== 'fail';
    const violations =
      options.invariants === false || !passed
        ? []
        : await checkInvariants(database.db, { checkpointKey: ctx.app.config.LEDGER_CHECKPOINT_KEY });
    await truncateAll(database);
    expect(violations, 'the database invariants after the test').toEqual([]);
  });
  afterAll(async () => {
    await ctx.app?.close();
    await drop?.();
  });
  return ctx;
}

export async function truncateAll(database: Database): Promise<void> {
  const result = await database.db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = current_schema() and tablename <> '__drizzle_migrations'`,
  );
  const names = result.rows.map((r) => `"${r.tablename}"`);
  if (names.length > 0)
    await database.db.execute(sql.raw(`truncate ${names.join(', ')} restart identity cascade`));
}

/** Sends a form-encoded POST, like the spec's client. */
export function postForm(
  app: FastifyInstance,
  url: string,
  body: Record<string, string | number | boolean> = {},
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', ...headers },
    payload: new URLSearchParams(
      Object.entries(body).map(([k, v]): [string, string] => [k, String(v)]),
    ).toString(),
  });
}

export function envelope<M = Record<string, unknown>>(response: LightMyRequestResponse): Envelope<M> {
  return response.json() as Envelope<M>;
}

/** The Cookie header that carries the session set by a response. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'hearth_session');
  if (!cookie) throw new Error('no session cookie in the response');
  return `hearth_session=${cookie.value}`;
}
