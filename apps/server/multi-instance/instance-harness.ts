import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { checkInvariants } from '../src/checks/invariants.ts';
import { openDatabase, type Database } from '../src/db/database.ts';

/**
 * The multi-instance harness (decision 032): per test file, a fresh PostgreSQL database made from
 * TEST_DATABASE_URL, two processes of the built server (apps/server/dist/main.js, started as the benchmarks
 * start it) on two ports against it, and a connection of the test's own to read what they wrote. Both
 * processes start at once, so both run the migrations (one at a time, under the migration lock). At the end
 * the processes stop and the database is dropped.
 */

export interface Instance {
  name: 'A' | 'B';
  url: string;
  /** What the process printed on stdout (its warnings and errors: LOG_LEVEL=warn). */
  output(): string;
  /** Its DATA_DIR. */
  dataDir: string;
}

export interface InstancePair {
  a: Instance;
  b: Instance;
  /** A, B, A, B, ...: each call the other instance, so a sequence of calls alternates between them. */
  next(): Instance;
  /** The instance of the i-th of many calls: A for even i, B for odd i. */
  at(i: number): Instance;
  /** The shared database, as the test process sees it. */
  database: Database;
}

interface StartedServer {
  url: string;
  pid: number;
  stop(): Promise<void>;
  output(): string;
}

interface ServerLib {
  startServer(options: { env: Record<string, string>; giveUpMs?: number }): Promise<StartedServer>;
}

// bench/lib/server.mjs starts the built server on a free port and waits for /health; a plain .mjs module
// without declarations, so it is imported by address and typed by the piece used here.
const SERVER_LIB = new URL('../../../bench/lib/server.mjs', import.meta.url).href;

/** Limits high enough that the scenarios' hundreds of calls from one address are never refused. */
const RAISED_LIMITS = {
  AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  PIN_SENDS_PER_HOUR: '100000',
  ORDERS_PER_HOUR: '100000',
  ASK_RATE_LIMIT_PER_MINUTE: '100000',
};

function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    throw new Error(
      'The multi-instance suite needs PostgreSQL: set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres).',
    );
  }
  return url;
}

/** Runs one statement on the server of TEST_DATABASE_URL (create and drop database cannot run in a pool). */
async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: testDatabaseUrl() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The process environment of both instances: production's way of starting, PostgreSQL, nothing external. */
function instanceEnv(databaseUrl: string, dataDir: string, env: Record<string, string>) {
  return {
    NODE_ENV: 'test',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl,
    // Two pools of 8 (and the test's 2) stay well inside PostgreSQL's 100 connections shared with others.
    DATABASE_POOL_SIZE: '8',
    DATA_DIR: dataDir,
    // Empty means unset: nothing of the caller's environment sends mail or reaches Stripe.
    SMTP_URL: '',
    PUBLIC_URL: '',
    STRIPE_SECRET_KEY: '',
    STRIPE_PUBLISHABLE_KEY: '',
    STRIPE_WEBHOOK_SECRET: '',
    // The files on the local disk unless a test file names its own object storage.
    S3_BUCKET: '',
    S3_ENDPOINT: '',
    S3_REGION: '',
    S3_ACCESS_KEY_ID: '',
    S3_SECRET_ACCESS_KEY: '',
    ...RAISED_LIMITS,
    ...env,
  };
}

export interface InstanceOptions {
  /**
   * A DATA_DIR of its own for each process, as two machines behind a load balancer have (by default they
   * share one folder): what one writes to its disk, the other does not see.
   */
  ownDataDirs?: boolean;
}

/**
 * Registers the lifecycle hooks of one test file and returns the pair, filled in by beforeAll. `env` adds
 * to (or lowers the limits of) both processes' environment; it is read in beforeAll, so a hook registered
 * before this call may fill it in (the S3 test server's address). After each test the invariants must hold.
 */
export function useInstances(env: Record<string, string> = {}, options: InstanceOptions = {}): InstancePair {
  const pair = {} as InstancePair;
  const name = `hearth_multi_${randomBytes(6).toString('hex')}`;
  const servers: StartedServer[] = [];
  const dataDirs: string[] = [];
  let created = false;

  beforeAll(async () => {
    const url = testDatabaseUrl();
    await admin(`create database ${name}`);
    created = true;
    const databaseUrl = new URL(url);
    databaseUrl.pathname = `/${name}`;
    const dataDir = () => {
      dataDirs.push(mkdtempSync(path.join(tmpdir(), 'hearth-multi-')));
      return dataDirs.at(-1)!;
    };
    const { startServer } = (await import(SERVER_LIB)) as ServerLib;
    const shared = dataDir();
    const processEnv = (folder: string) => instanceEnv(databaseUrl.toString(), folder, env);
    // Both at once: both migrate the fresh database at start (one waits for the other's lock).
    const started = await Promise.allSettled([
      startServer({ env: processEnv(shared) }),
      startServer({ env: processEnv(options.ownDataDirs ? dataDir() : shared) }),
    ]);
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    const [a, b] = servers.map((server, i): Instance => ({
      name: i === 0 ? 'A' : 'B',
      url: server.url,
      output: server.output,
      dataDir: dataDirs[options.ownDataDirs ? i : 0]!,
    })) as [Instance, Instance];
    let calls = 0;
    Object.assign(pair, {
      a,
      b,
      next: () => (calls++ % 2 === 0 ? a : b),
      at: (i: number) => (i % 2 === 0 ? a : b),
      database: await openDatabase({ url: databaseUrl.toString(), poolSize: 2 }),
    });
  });

  afterEach(async () => {
    expect(await checkInvariants(pair.database.db)).toEqual([]);
  });

  afterAll(async () => {
    await pair.database?.close();
    await Promise.all(servers.map((server) => server.stop()));
    if (created) await admin(`drop database if exists ${name} with (force)`);
    for (const folder of dataDirs) rmSync(folder, { recursive: true, force: true });
  });

  return pair;
}
