// `npm run files:migrate`: copies the files of an embedded install (DATA_DIR/files) into the bucket of the five
// S3_* variables, skipping what is there with the same checksum and verifying each copy
// (apps/server/src/cli/files-migrate.ts); exit 1 when a copy failed.
import { runBundled } from './lib/run-bundled.mjs';

await runBundled('files-migrate');
