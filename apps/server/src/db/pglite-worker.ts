import { parentPort } from 'node:worker_threads';
import { PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { compilePgliteWasm, PGLITE_OPTIONS } from './pglite-options.ts';
import type {
  ThreadError,
  ThreadQueryOptions,
  ThreadReply,
  ThreadRequest,
  ThreadStart,
} from './pglite-thread.ts';

/**
 * The embedded database's thread (pglite-thread.ts starts it): loads PGlite and compiles its WebAssembly at
 * once, opens the database when asked, answers the main thread's statements in the order they come (those sent
 * while it opens wait for it), and holds each transaction open until the main thread ends it.
 */

const port = parentPort!;
const compiling = compilePgliteWasm();
// Keeps the thread's event loop polling while it waits: with nothing pending, Node waits for all of V8's
// background work before it looks at its messages again, and V8 is then still recompiling PGlite's
// WebAssembly with its optimising compiler (100 to 200 ms after the start, the first statement waiting for
// it). Cleared when the thread ends.
const polling = setInterval(() => {}, 60_000);

/** The database, once `open` has begun opening it; statements that come before it is open wait for it. */
let opening: Promise<PGlite> | undefined;

/** Marks a transaction the main thread ended without committing: PGlite rolls back on the throw. */
class RolledBack extends Error {}

interface OpenTransaction {
  tx: Transaction;
  /** Ends the transaction's callback: commit (true) or roll back. */
  decide(commit: boolean): void;
  /** PGlite's transaction() call: settles once it has committed or rolled back. */
  settled: Promise<unknown>;
}

const transactions = new Map<number, OpenTransaction>();
let nextTransaction = 1;

const keepText = (value: string) => value;

/** Keeps the values of the types the caller asked for as PostgreSQL's text (Drizzle's dates and intervals). */
function queryOptions(options: ThreadQueryOptions): QueryOptions {
  return {
    rowMode: options.rowMode,
    parsers: options.textTypes
      ? Object.fromEntries(options.textTypes.map((type) => [type, keepText]))
      : undefined,
  };
}

/** An error as it crosses to the main thread: its name, message and PostgreSQL's fields. */
function serialise(error: unknown): ThreadError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: ThreadError['fields'] = {};
  for (const [key, value] of Object.entries(error))
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      fields[key] = value;
  return { name: error.name, message: error.message, fields };
}

function openTransaction(id: number): OpenTransaction {
  const open = transactions.get(id);
  if (!open) throw new Error(`No open transaction ${id} on the database thread`);
  return open;
}

/** Where a statement runs: in its transaction, or on its own. */
function target(database: PGlite, tx: number | undefined): PGlite | Transaction {
  return tx === undefined ? database : openTransaction(tx).tx;
}

/** Begins a transaction and answers its id once PGlite has begun it. */
function begin(database: PGlite): Promise<number> {
  return new Promise((begun, failed) => {
    const id = nextTransaction++;
    let decide!: (commit: boolean) => void;
    const decided = new Promise<boolean>((resolve) => (decide = resolve));
    const settled = database.transaction(async (tx) => {
      transactions.set(id, { tx, decide, settled });
      begun(id);
      if (!(await decided)) throw new RolledBack();
    });
    settled.catch((error: unknown) => {
      if (!transactions.has(id)) failed(error);
    });
  });
}

/** Commits or rolls back a transaction; fails with the commit's error (a serialisation failure...). */
async function end(id: number, commit: boolean): Promise<void> {
  const open = openTransaction(id);
  open.decide(commit);
  try {
    await open.settled;
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
  } finally {
    transactions.delete(id);
  }
}

async function open(start: ThreadStart): Promise<void> {
  if (opening) throw new Error('The database thread has its database open already');
  opening = (async () => {
    const wasm = compiling ? { pgliteWasmModule: await compiling } : {};
    const dump = start.dump ? { loadDataDir: new Blob([start.dump]) } : {};
    return start.dataDir
      ? PGlite.create(start.dataDir, { ...PGLITE_OPTIONS, ...wasm })
      : PGlite.create({ ...PGLITE_OPTIONS, ...wasm, ...dump });
  })();
  await opening;
}

async function run(request: ThreadRequest): Promise<unknown> {
  if (request.type === 'open') return open(request.start);
  if (request.type === 'close') {
    const db = await opening?.catch(() => undefined);
    return db?.close();
  }
  if (!opening) throw new Error('The database thread has no database open');
  // A database that could not be opened fails each statement with the reason.
  const db = await opening;
  switch (request.type) {
    case 'query':
      return target(db, request.tx).query(request.sql, request.params, queryOptions(request.options));
    case 'exec':
      return target(db, request.tx).exec(request.sql);
    case 'begin':
      return begin(db);
    case 'rollback':
      return openTransaction(request.tx).tx.rollback();
    case 'end':
      return end(request.tx, request.commit);
  }
}

/** Stops polling and closes the port: the thread ends. */
function stop(): void {
  clearInterval(polling);
  port.close();
}

const reply = (message: ThreadReply) => port.postMessage(message);

port.on('message', (request: ThreadRequest) => {
  run(request).then(
    (result) => {
      reply({ id: request.id, ok: true, result });
      if (request.type === 'close') stop();
    },
    (error: unknown) => {
      reply({ id: request.id, ok: false, error: serialise(error) });
      if (request.type === 'close') stop();
    },
  );
});
