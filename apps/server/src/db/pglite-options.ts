import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
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
