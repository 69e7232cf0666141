// `npm run user:operator -- EMAIL`: gives an existing account the OPERATOR role (apps/server/src/cli/make-operator.ts).
// On the embedded database, stop the server first: one PGlite data folder is opened by one process at a time.
import { runBundled } from './lib/run-bundled.mjs';

await runBundled('make-operator');
