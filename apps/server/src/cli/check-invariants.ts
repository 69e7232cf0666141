/**
 * `npm run db:check`: checks the database invariants (checks/invariants.ts) of the configured database and
 * prints the counts and every broken invariant; exit 1 when one is broken. `--json` prints one JSON line
 * instead (the fault drills and the soak read it). The whole ledger chain and every checkpoint's signature
 * are verified, and the missing checkpoints written (decision 047); the time they took is printed. The stored
 * pictures are checked too (checks/file-objects.ts: every row's object is in the storage, sampled), except
 * with `--skip-files`: for a data set whose picture rows have no bytes by design (`npm run seed:large`).
 */
import {
  checkFileObjects,
  fileObjectViolations,
  RANDOM_OLDER,
  RECENT_HOURS,
  RECENT_MAX,
  type FileObjectsReport,
} from '../checks/file-objects.ts';
import {
  checkInvariants,
  countRecords,
  ledgerTotals,
  type InvariantViolation,
} from '../checks/invariants.ts';
import { formatEurCents } from '@hearth/domain/money';
import { formatDoge } from '@hearth/domain/wallet';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { S3Storage } from '../storage/s3-storage.ts';
import { storageOf } from '../storage/storage-plugin.ts';
import { writeCheckpoints } from '../modules/wallet/ledger-checkpoint-service.ts';

const json = process.argv.includes('--json');
const skipFiles = process.argv.includes('--skip-files');
const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 2 });
try {
  await database.migrate();
  const counts = await countRecords(database.db);
  const checkStarted = performance.now();
  const violations = await checkInvariants(database.db, { checkpointKey: config.LEDGER_CHECKPOINT_KEY });
  const checkSeconds = (performance.now() - checkStarted) / 1000;
  const storage = skipFiles ? null : await storageOf(config);
  let fileObjects: FileObjectsReport | null = null;
  if (storage) {
    try {
      fileObjects = await checkFileObjects(database.db, storage);
      violations.push(...fileObjectViolations(fileObjects));
    } catch (error) {
      violations.push(storageAway(error));
    } finally {
      if (storage instanceof S3Storage) storage.destroy();
    }
  }
  const checkpoints = await writeCheckpoints(database.db, {
    key: config.LEDGER_CHECKPOINT_KEY,
    interval: config.LEDGER_CHECKPOINT_INTERVAL,
    now: new Date(),
  });
  const totals = await ledgerTotals(database.db);
  if (json) {
    console.log(
      JSON.stringify({
        ok: violations.length === 0,
        counts,
        totals,
        violations,
        checkSeconds,
        checkpoints,
        fileObjects: fileObjects && { ...fileObjects, missing: fileObjects.missing.length },
      }),
    );
  } else {
    console.log(
      `${database.kind}: ${Object.entries(counts)
        .map(([name, n]) => `${n} ${name}`)
        .join(', ')}`,
    );
    // Where the money is: each kind of account, in euros and in DOGE.
    const shown = Object.entries(totals).map(([name, amount]) =>
      name.startsWith('EUR') ? `${name} ${formatEurCents(amount)}` : `${name} ${formatDoge(amount)}`,
    );
    if (shown.length > 0) console.log(`ledger: ${shown.join(', ')}`);
    console.log(
      `checked in ${checkSeconds.toFixed(2)} s (the whole hash chain and every checkpoint's signature); ` +
        `${checkpoints.written} checkpoints written, the newest at seq ${checkpoints.lastSeq}`,
    );
    if (skipFiles) console.log('files: not checked (--skip-files)');
    if (fileObjects && storage)
      console.log(
        `files (${storage.description}): ${fileObjects.rows} rows name stored pictures; checked ` +
          `${fileObjects.checkedRows} of them (every row of the last ${RECENT_HOURS} hours, at most ${RECENT_MAX}, ` +
          `and ${RANDOM_OLDER} random older ones of each kind): ${fileObjects.checkedObjects} objects, ` +
          `${fileObjects.missing.length} missing`,
      );
    for (const v of violations) console.log(`BROKEN: ${v.invariant}: ${v.detail}`);
    console.log(
      violations.length === 0 ? 'Every invariant holds.' : `${violations.length} invariants broken.`,
    );
  }
  if (violations.length > 0) process.exitCode = 1;
} finally {
  await database.close();
}

function storageAway(error: unknown): InvariantViolation {
  const reason =
    error instanceof Error
      ? error.cause instanceof Error
        ? error.cause.message
        : error.message
      : String(error);
  return { invariant: 'the file storage can be read to check the pictures', detail: reason };
}
