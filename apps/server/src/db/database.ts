import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { hostname } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Config } from '../config.ts';
import { MIGRATIONS_DIR } from '../paths.ts';
import {
  copySnapshotFolder,
  DEMO_SNAPSHOT,
  SCHEMA_SNAPSHOT,
  type SnapshotFolder,
} from './pglite-snapshot.ts';
import { SEARCH_SETTING } from './search-setting.ts';
import { PgliteThread, type PgliteClient } from './pglite-thread.ts';
import * as schema from './schema.ts';

/**
 * One database handle for the whole app: PGlite files under DATA_DIR by default, a node-postgres pool when
 * DATABASE_URL is set. Both speak the same SQL; the Drizzle API is the same, so the app sees one type.
 */
export type Db = NodePgDatabase<typeof schema>;
/** A transaction handle has the same query API as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs the committed migrations (idempotent; several instances may start at once on PostgreSQL). */
  migrate(): Promise<void>;
  /** Answers within the time-out or throws: used by /health. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL URL; without it PGlite is used. */
  url?: string;
  /** PGlite data folder; without it (and without url) the database lives in memory (tests). */
  dataDir?: string;
  poolSize?: number;
  /** Called with every statement the app runs (the query-plan check collects them); none by default. */
  onQuery?: (query: string, params: unknown[]) => void;
  /** An in-memory database starts from this dump of a migrated one (the tests' template, pglite-snapshot.ts). */
  memorySnapshot?: Blob;
  /**
   * The snapshots a new embedded data folder may start from, the first current one (pglite-snapshot.ts):
   * the schema's by default; the demo data's first when the start seeds the demo data.
   */
  snapshots?: SnapshotFolder[];
  /** The embedded database's thread, when started earlier (main.ts starts it before the app's modules load). */
  thread?: PgliteThread;
}

/**
 * How long a request waits for a database connection (a new one, or a free one of the busy pool) before it
 * fails with 503: during an outage, the longest a request waits for its answer.
 */
export const POOL_CONNECTION_TIMEOUT_MS = 5_000;

// Any number: both instances take the same lock so only one of them migrates at a time.
const MIGRATION_LOCK_ID = 727_001;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (!options.url) return openPglite(options.dataDir, options);
  await options.thread?.close();
  return openPostgres(options.url, options);
}

/** The database the configuration names: PostgreSQL with DATABASE_URL, else PGlite under DATA_DIR. */
export function openConfiguredDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR' | 'DATABASE_POOL_SIZE' | 'seedDemo'>,
  thread?: PgliteThread,
): Promise<Database> {
  return openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
    snapshots: config.seedDemo ? [DEMO_SNAPSHOT, SCHEMA_SNAPSHOT] : [SCHEMA_SNAPSHOT],
    thread,
  });
}

/** Drizzle's logger option: only when someone listens. */
function queryLogger(options: DatabaseOptions) {
  const onQuery = options.onQuery;
  return onQuery
    ? { logger: { logQuery: (query: string, params: unknown[]) => onQuery(query, params) } }
    : {};
}

async function openPglite(dataDir: string | undefined, options: DatabaseOptions): Promise<Database> {
  const thread = options.thread ?? PgliteThread.start();
  try {
    // The opening is not awaited: statements wait in the thread until the database is open (main.ts
    // registers the app's routes meanwhile), and fail with the reason if it cannot be opened.
    if (!dataDir) {
      const dump = options.memorySnapshot ? await options.memorySnapshot.arrayBuffer() : undefined;
      thread.open({ dump }).catch(() => {});
      return pgliteDatabase(thread, options);
    }
    const dir = pgliteDir(dataDir);
    mkdirSync(path.dirname(dir), { recursive: true });
    const unlock = lockPgliteDir(dir);
    try {
      // A new data folder is a copy of one of the build's snapshots when there is one for today's
      // migrations (pglite-snapshot.ts): no initdb, no migration to run. A folder with anything in it is
      // PGlite's to open (or to initialise, as before).
      if (!isFilledFolder(dir) && !(await copyFirstSnapshot(dir, options.snapshots ?? [SCHEMA_SNAPSHOT])))
        mkdirSync(dir, { recursive: true });
      thread.open({ dataDir: dir }).catch(() => {});
      return pgliteDatabase(thread, options, unlock);
    } catch (error) {
      unlock();
      throw error;
    }
  } catch (error) {
    await thread.close();
    throw error;
  }
}

/** Copies the first current snapshot of the list into `dir`; false when none is current. */
async function copyFirstSnapshot(dir: string, snapshots: SnapshotFolder[]): Promise<boolean> {
  for (const snapshot of snapshots) if (await copySnapshotFolder(dir, snapshot)) return true;
  return false;
}

/** Whether a folder exists with something in it. */
function isFilledFolder(dir: string): boolean {
  try {
    return readdirSync(dir).length > 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/**
 * Makes a new PGlite data folder with every migration applied, written out and closed: the build's snapshot
 * (pglite-snapshot.ts). The checkpoint makes the folder start where the database is, not from its log
 * (which would move each sequence on by the values PostgreSQL logs ahead).
 *
 * A start copies the folder file by file, and on a small machine creating a file is what costs (about a
 * millisecond each on ext4 in a VM), not its bytes; so the folder keeps only what PGlite opens (decision 077).
 * initdb's two template databases are dropped (600 of its 1,228 files): PGlite opens the `postgres` database
 * and never makes another, and a backup or a restore is of the data folder, not of a template. The free space
 * maps and visibility maps that initdb's vacuum left for the system catalogues go too: PostgreSQL makes a
 * relation's map when it first needs one and reads a missing one as empty (no free space known, no page known
 * to be all visible), which only the vacuum uses.
 */
export async function createMigratedFolder(folder: string): Promise<void> {
  await changeFolder(folder, async (database, client) => {
    await database.migrate();
    await client.exec(
      `update pg_database set datistemplate = false, datallowconn = false where datname <> current_database()`,
    );
    const others = await client.query<{ datname: string }>(
      `select datname from pg_database where datname <> current_database()`,
    );
    for (const { datname } of others.rows) await client.exec(`drop database "${datname}"`);
  });
}

/**
 * Opens a PGlite data folder (a new one, or a snapshot's copy) in this thread, runs `change` on it, then
 * writes it out (a checkpoint), closes it and removes its relation maps: how the build makes its snapshots.
 */
export async function changeFolder(
  folder: string,
  change: (database: Database, client: PGlite) => Promise<void>,
): Promise<void> {
  const [{ PGlite }, { PGLITE_OPTIONS }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('./pglite-options.ts'),
  ]);
  const client = await PGlite.create(folder, PGLITE_OPTIONS);
  const database = pgliteDatabase(client);
  try {
    await change(database, client);
    await database.db.execute(sql`checkpoint`);
  } finally {
    await database.close();
  }
  removeRelationMaps(folder);
}

/** Removes the free space maps (`_fsm`) and visibility maps (`_vm`) of a closed data folder's relations. */
function removeRelationMaps(folder: string): void {
  for (const file of readdirSync(folder, { recursive: true, encoding: 'utf8' }))
    if (/^\d+_(fsm|vm)$/.test(path.basename(file))) rmSync(path.join(folder, file));
}

/** The journal's last migration as drizzle records it once applied: its time and the SHA-256 of its SQL. */
export function lastMigration(folder = MIGRATIONS_DIR): { when: number; hash: string } {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  const last = journal.entries.at(-1);
  if (!last) throw new Error(`No migration in ${folder}`);
  const hash = createHash('sha256').update(readFileSync(path.join(folder, `${last.tag}.sql`), 'utf8'));
  return { when: last.when, hash: hash.digest('hex') };
}

/**
 * Whether the database's last recorded migration is the journal's last, by its hash and time: then a start
 * reads no other migration file and runs nothing (drizzle's migrator reads and hashes every file, then
 * applies those recorded after the last). Otherwise the migrator runs as always.
 */
export async function migrationsAreCurrent(db: Db, folder = MIGRATIONS_DIR): Promise<boolean> {
  const table = await db.execute<{ present: boolean }>(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!table.rows[0]?.present) return false;
  const recorded = await db.execute<{ hash: string; created_at: string | number }>(
    sql`select hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  const row = recorded.rows[0];
  const last = lastMigration(folder);
  return row !== undefined && row.hash === last.hash && Number(row.created_at) === last.when;
}

/** The PGlite data folder of a DATA_DIR. */
export function pgliteDir(dataDir: string): string {
  return path.resolve(dataDir, 'pglite');
}

/**
 * The app's handle on an open PGlite client (on the database thread, or in this thread for the commands
 * that open a data folder themselves); `unlock` runs after the client is closed.
 */
export function pgliteDatabase(
  client: PgliteClient,
  options: DatabaseOptions = {},
  unlock = () => {},
): Database {
  const db = drizzlePglite(client as PGlite, { schema, ...queryLogger(options) }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      if (await migrationsAreCurrent(db)) return;
      await migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR });
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}

/**
 * The process holding a PGlite folder, as written in its lock file. Two processes writing one PGlite folder
 * corrupt it (PGlite has no shared memory between processes), so the server, the seed and every command take
 * this lock (decision 038).
 */
interface LockHolder {
  pid: number;
  host: string;
  /** The process's start time as Linux counts it (/proc/PID/stat), to tell a reused pid from the holder. */
  started?: string;
  since: string;
  command: string;
}

export class DataDirInUseError extends Error {
  constructor(dir: string, holder: LockHolder | undefined) {
    const who = holder
      ? `process ${holder.pid} on ${holder.host} (${holder.command}, since ${holder.since})`
      : 'another process';
    super(
      `The embedded database ${dir} is in use by ${who}. Stop it first: one PGlite folder is opened by one ` +
        `process at a time. If no such process runs, delete ${dir}.lock and try again.`,
    );
    this.name = 'DataDirInUseError';
  }
}

/** Takes the lock file `DIR.lock` (created exclusively) or throws DataDirInUseError; answers the release. */
export function lockPgliteDir(dir: string): () => void {
  const file = `${dir}.lock`;
  const me: LockHolder = {
    pid: process.pid,
    host: hostname(),
    started: processStat(process.pid)?.started,
    since: new Date().toISOString(),
    command: process.argv
      .slice(1, 3)
      .map((arg) => path.basename(arg))
      .join(' '),
  };
  // Twice at most: the second try follows the removal of a stale lock.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(file, `${JSON.stringify(me)}\n`, { flag: 'wx' });
      return () => {
        if (readHolder(file)?.pid === me.pid) rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolder(file);
    if (!isStale(file, holder)) throw new DataDirInUseError(dir, holder);
    rmSync(file, { force: true });
  }
  throw new DataDirInUseError(dir, readHolder(file));
}

function readHolder(file: string): LockHolder | undefined {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as LockHolder;
    return typeof holder.pid === 'number' ? holder : undefined;
  } catch {
    return undefined;
  }
}

/** A lock is stale when its process is gone (killed, crashed); one on another host is never judged stale. */
function isStale(file: string, holder: LockHolder | undefined): boolean {
  // Unreadable: being written by a process that just created it, or left empty by a crash long ago.
  if (!holder) return Date.now() - (statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0) > 10_000;
  if (holder.host !== hostname()) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
  // The pid exists: the holder, unless it is a zombie (killed, not yet reaped by its parent) or the pid was
  // reused by a process started later.
  const now = processStat(holder.pid);
  if (now?.state === 'Z') return true;
  return holder.started !== undefined && now !== undefined && now.started !== holder.started;
}

/** A process's state and start time (fields 3 and 22 of /proc/PID/stat) on Linux; undefined elsewhere. */
function processStat(pid: number): { state: string; started: string } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0]!, started: fields[19]! };
  } catch {
    return undefined;
  }
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  // node-postgres and its drizzle driver are loaded only for PostgreSQL: the embedded database's start does
  // not wait for them.
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: POOL_CONNECTION_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
    // A peer that vanished without closing the connection (network cut) is noticed, not waited on forever.
    keepAlive: true,
    // Every connection starts with the search's settings.
    options: `-c ${SEARCH_SETTING}`,
  });
  // A client losing its connection (database stopped or restarted) emits 'error': the pool handles it for
  // idle clients, and a client checked out for a transaction would crash the process without a listener.
  // The query in flight fails with the error itself (an answer 503), and the pool drops the client when it
  // is released, so nothing more is needed here.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg(pool, { schema, ...queryLogger(options) });
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      if (await migrationsAreCurrent(db)) return;
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}

/** PostgreSQL error code of a failed query; Drizzle wraps the driver's error in `cause`. */
export function pgErrorCode(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
