import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';

/**
 * The embedded database on a thread of its own (decision 083). PGlite is PostgreSQL compiled to WebAssembly:
 * on the server's main thread, its start (half a second of a restart) and every statement it runs would stop
 * the requests and the loading of the app's modules. Here a worker thread opens it and runs the statements,
 * and this side gives Drizzle the part of PGlite's client it calls: `query`, `exec` and `transaction`.
 *
 * A transaction stays open on the thread while its callback runs here: `begin` answers once PGlite has begun
 * it (a second transaction waits on the thread for the first, as on PGlite itself), the callback's statements
 * name it, and `end` commits it or rolls it back.
 */

/** What the thread is opened with: a data folder, or memory (then optionally a dump to load, as bytes). */
export interface ThreadStart {
  dataDir?: string;
  dump?: ArrayBuffer;
}

/** A statement's options as they cross to the thread (PGlite's parsers are functions, which do not). */
export interface ThreadQueryOptions {
  rowMode?: QueryOptions['rowMode'];
  /** The types whose values are kept as PostgreSQL's text (Drizzle's parsers for dates and intervals). */
  textTypes?: number[];
}

export type ThreadRequest =
  | { id: number; type: 'open'; start: ThreadStart }
  | { id: number; type: 'query'; sql: string; params: unknown[]; options: ThreadQueryOptions; tx?: number }
  | { id: number; type: 'exec'; sql: string; tx?: number }
  | { id: number; type: 'begin' }
  | { id: number; type: 'rollback'; tx: number }
  | { id: number; type: 'end'; tx: number; commit: boolean }
  | { id: number; type: 'close' };

/** A request before it is numbered. */
type Unnumbered<R> = R extends unknown ? Omit<R, 'id'> : never;

/** A PostgreSQL error's fields (code, detail, constraint...): what the app reads of a failed statement. */
export interface ThreadError {
  name: string;
  message: string;
  fields: Record<string, string | number | boolean>;
}

export type ThreadReply =
  { id: number; ok: true; result?: unknown } | { id: number; ok: false; error: ThreadError };

/** The part of PGlite's client the app uses: Drizzle's driver, the migrations and a few tests call these. */
export interface PgliteClient {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string, options?: QueryOptions): Promise<Results[]>;
  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** A value every parser Drizzle gives returns unchanged (its parsers keep dates and intervals as text). */
const PROBE = '2000-01-02 03:04:05';

/**
 * The options of a statement, as sent: parsers must keep the text (no function crosses to the thread).
 * Drizzle gives each prepared statement one options object: it is checked once, then its answer is kept.
 */
const sentOptions = new WeakMap<QueryOptions, ThreadQueryOptions>();

function threadOptions(options: QueryOptions | undefined): ThreadQueryOptions {
  if (!options) return {};
  const known = sentOptions.get(options);
  if (known) return known;
  if (options.serializers || options.blob)
    throw new Error('The embedded database thread takes no serializers and no blob');
  const parsers = Object.entries(options.parsers ?? {});
  for (const [type, parse] of parsers)
    if (parse(PROBE, Number(type)) !== PROBE)
      throw new Error(`The embedded database thread keeps type ${type} as text or parses it itself`);
  const sent = { rowMode: options.rowMode, textTypes: parsers.map(([type]) => Number(type)) };
  sentOptions.set(options, sent);
  return sent;
}

/**
 * The thread's code: beside this file, bundled (`npm start`), or as TypeScript (tests, `npm run dev`), which
 * tsx loads in the thread (Node 20 does not pass the main thread's TypeScript loader on to a worker), found
 * from the working folder, which is in the repository wherever the TypeScript runs.
 */
function startWorker(): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./pglite-worker.js', import.meta.url));
  const file = JSON.stringify(new URL('./pglite-worker.ts', import.meta.url).href);
  return new Worker(`import('tsx/esm/api').then((tsx) => tsx.tsImport(${file}, ${file}))`, { eval: true });
}

interface Waiting {
  resolve(result: unknown): void;
  reject(error: Error): void;
}

export class PgliteThread implements PgliteClient {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Waiting>();
  private nextId = 1;
  /** Set when the thread is gone: every request after it fails at once with this. */
  private stopped: Error | undefined;
  private readonly exited: Promise<void>;
  private closing = false;

  /**
   * Starts the thread, which loads PGlite and compiles its WebAssembly while it waits for `open`: main.ts
   * starts it first, before the rest of the server's modules load.
   */
  static start(): PgliteThread {
    return new PgliteThread();
  }

  private constructor() {
    this.worker = startWorker();
    // The thread keeps the process alive only while a request is waiting for it (see `send`).
    this.worker.unref();
    this.worker.on('message', (reply: ThreadReply) => this.settle(reply));
    this.worker.on('error', (error) => this.stop(error));
    this.exited = new Promise((resolve) =>
      this.worker.once('exit', (code) => {
        this.stop(new Error(`exited with code ${code}`));
        resolve();
      }),
    );
  }

  /**
   * Opens the database in the thread (a data folder, or memory); resolves when it is open. Statements may be
   * sent at once: they wait in the thread until it is open, and fail with the reason if it cannot be.
   */
  async open(start: ThreadStart): Promise<void> {
    await this.send({ type: 'open', start }, start.dump ? [start.dump] : []);
  }

  async query<T>(
    sql: string,
    params: unknown[] = [],
    options?: QueryOptions,
    tx?: number,
  ): Promise<Results<T>> {
    const sent = this.send({ type: 'query', sql, params, options: threadOptions(options), tx });
    return (await sent) as Results<T>;
  }

  exec(sql: string, _options?: QueryOptions, tx?: number): Promise<Results[]> {
    return this.send({ type: 'exec', sql, tx }) as Promise<Results[]>;
  }

  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const id = (await this.send({ type: 'begin' })) as number;
    let closed = false;
    const tx: Transaction = {
      query: (sql, params, options) => this.query(sql, params, options, id),
      sql: () => Promise.reject(new Error('Use query() inside a transaction on the database thread')),
      exec: (sql, options) => this.exec(sql, options, id),
      rollback: async () => {
        await this.send({ type: 'rollback', tx: id });
        closed = true;
      },
      listen: () => Promise.reject(new Error('The embedded database thread has no LISTEN')),
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      await this.send({ type: 'end', tx: id, commit: false }).catch(() => {});
      throw error;
    }
    await this.send({ type: 'end', tx: id, commit: true });
    return result;
  }

  /** Closes the database (when one is open) and ends the thread. */
  async close(): Promise<void> {
    // Waited for until the thread has ended (an unreferenced thread's end would not keep the process up).
    this.closing = true;
    this.worker.ref();
    if (!this.stopped) await this.send({ type: 'close' }).catch(() => this.worker.terminate());
    await this.exited;
  }

  /** Sends a request; resolves with its answer. The process waits for the thread while one is pending. */
  private send(message: Unnumbered<ThreadRequest>, transfer: ArrayBuffer[] = []): Promise<unknown> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...message, id }, transfer);
    });
  }

  private settle(reply: ThreadReply): void {
    const waiting = this.pending.get(reply.id);
    if (!waiting) return;
    this.pending.delete(reply.id);
    if (this.pending.size === 0 && !this.closing) this.worker.unref();
    if (reply.ok) waiting.resolve(reply.result);
    else waiting.reject(threadError(reply.error));
  }

  private stop(cause: Error): void {
    this.stopped ??= new Error(`The embedded database's thread stopped: ${cause.message}`, { cause });
    for (const waiting of this.pending.values()) waiting.reject(this.stopped);
    this.pending.clear();
  }
}

/** The thread's error as one thrown here, with PostgreSQL's fields (the code the app maps to answers). */
function threadError({ name, message, fields }: ThreadError): Error {
  const error = Object.assign(new Error(message), fields);
  error.name = name;
  return error;
}
