// `npm run seed:large`: the large data set of the benchmarks (apps/server/src/seed/large-seed.ts) in the
// configured database (DATA_DIR or DATABASE_URL). Stop the server first on the embedded database: one PGlite
// data folder is opened by one process at a time.
import { runBundled } from './lib/run-bundled.mjs';

await runBundled('seed-large');
