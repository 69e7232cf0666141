import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { SEARCH_SETTING } from './search-setting.ts';

/**
 * PGlite's options: the contrib extensions the migrations create (the marketplace's search, decision 053),
 * the search's setting (a start parameter, not a first statement: decision 070), and a buffer cache of 32 MB
 * instead of PostgreSQL's 128 MB. PGlite zeroes all of it in WebAssembly at every start (a tenth of a second
 * of a restart at 128 MB, decision 066); a page that is not in it is read from the data folder, which the
 * operating system caches.
 */
export const PGLITE_OPTIONS = {
  extensions: { pg_trgm, unaccent },
  // Read when a database opens, not when this module loads: the tests that load it without a database run
  // where PGlite's own defaults are not there.
  get startParams() {
    return [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB', '-c', SEARCH_SETTING];
  },
} satisfies PGliteOptions;

/**
 * How much of a WebAssembly function's code V8 runs before it compiles the function again with its optimising
 * compiler (V8's default: 1.8 million bytes). PostgreSQL's start and its first statements run thousands of
 * functions only a few times: with the default, V8 spends 0.5 to 0.7 s of CPU on its own threads optimising
 * them during a start, on a 2-core machine taken from the database's and the app's threads. At 100 million,
 * what runs for every request (the parser, the planner, the executor) is still optimised within its first few
 * hundred statements; in between, statements are no slower (decision 090).
 */
export const WASM_TIERING_BUDGET = 100_000_000;
// Set when PGlite's options load, before any PGlite compiles its WebAssembly in this process (V8's flags are
// the process's, read when a module is compiled).
setFlagsFromString(`--wasm-tiering-budget=${WASM_TIERING_BUDGET}`);

/** V8's WebAssembly compiler: the server's TypeScript library (ES2023 and Node's types) has its types only. */
const { compile: compileWasm } = (
  globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssembly.Module> } }
).WebAssembly;

/**
 * PGlite's WebAssembly (9 MB), read and given to V8 to compile at once: V8 decodes and compiles it on its own
 * threads while the rest loads. Left to PGlite, the compilation starts only when the thread is free again,
 * and the start waits for it (decision 070). Undefined when the file is not where this PGlite keeps it:
 * PGlite then reads and compiles it itself.
 */
export function compilePgliteWasm(): Promise<WebAssembly.Module> | undefined {
  const file = path.join(
    path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')),
    'pglite.wasm',
  );
  return existsSync(file) ? compileWasm(readFileSync(file)) : undefined;
}
