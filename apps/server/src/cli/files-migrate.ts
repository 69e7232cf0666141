/**
 * `npm run files:migrate`: copies the files of an embedded install (DATA_DIR/files) into the bucket of the five
 * S3_* variables (decision 058), resumable and checksummed (storage/migrate-files.ts), and prints the counts;
 * exit 1 when a copy did not read back the same. The server may keep running: files are only read, and a
 * file written meanwhile is copied by the next run. Then start the server with the S3_* variables.
 */
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { LocalDiskStorage } from '../storage/local-disk-storage.ts';
import { migrateFiles, type MigrationCounts } from '../storage/migrate-files.ts';
import { S3Storage } from '../storage/s3-storage.ts';

const MB = 1024 * 1024;

function line(counts: MigrationCounts): string {
  return (
    `${counts.found} files: ${counts.copied} copied (${(counts.bytesCopied / MB).toFixed(1)} MB), ` +
    `${counts.skipped} already there with the same checksum, ${counts.failed} failed`
  );
}

async function main(): Promise<number> {
  const config = loadConfig();
  if (!config.objectStorage) {
    console.error(
      'files:migrate copies DATA_DIR/files into a bucket: set S3_BUCKET, S3_ENDPOINT, S3_REGION, ' +
        'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY to the bucket to copy into.',
    );
    return 1;
  }
  const source = new LocalDiskStorage(path.join(config.DATA_DIR, 'files'));
  const target = new S3Storage(config.objectStorage);
  try {
    const check = await target.checkBucket();
    if (check) throw check.unreachable;
    console.log(`Copying ${source.description} into ${target.description}`);
    const started = performance.now();
    let shown = 0;
    const { counts, failedKeys } = await migrateFiles(source, target, {
      onProgress: (counts) => {
        if (counts.found - shown < 1000) return;
        shown = counts.found;
        console.log(`  ${line(counts)}`);
      },
    });
    console.log(`${line(counts)}; ${((performance.now() - started) / 1000).toFixed(1)} s`);
    for (const key of failedKeys) console.log(`FAILED: ${key} read back different from the file`);
    console.log(
      failedKeys.length === 0
        ? 'Every file is in the bucket. Start the server with the S3_* variables.'
        : 'Run it again: a copy that failed is made again.',
    );
    return failedKeys.length === 0 ? 0 : 1;
  } finally {
    target.destroy();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('files:migrate stopped: the bucket cannot be reached; run it again to go on.', error);
  process.exitCode = 1;
}
