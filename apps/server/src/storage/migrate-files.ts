import type { LocalDiskStorage } from './local-disk-storage.ts';
import { sha256Hex, type S3Storage } from './s3-storage.ts';

/**
 * `npm run files:migrate` (decision 058): copies the files of an embedded install (DATA_DIR/files) into the
 * bucket, under the same keys. Resumable: an object already in the bucket with the same SHA-256 is skipped
 * (the metadata Hearth writes with every object, or, for an object written by another tool, its bytes read
 * back and hashed). Checksummed: every copied object is read back and its SHA-256 compared with the file's.
 * The files are only read; nothing is deleted on either side.
 */

export interface MigrationCounts {
  /** Files found under the folder. */
  found: number;
  /** Copied and verified. */
  copied: number;
  /** Already in the bucket with the same checksum. */
  skipped: number;
  /** Copied but read back different (listed in `failed`). */
  failed: number;
  bytesCopied: number;
}

/** Copies at a time: enough to hide each request's latency, few enough for a small machine. */
const POOL = 8;

const MEDIA: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  png: 'image/png',
};

export function mediaOfKey(key: string): string {
  return MEDIA[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
}

export async function migrateFiles(
  source: LocalDiskStorage,
  target: S3Storage,
  options: { onProgress?: (counts: MigrationCounts) => void } = {},
): Promise<{ counts: MigrationCounts; failedKeys: string[] }> {
  const counts: MigrationCounts = { found: 0, copied: 0, skipped: 0, failed: 0, bytesCopied: 0 };
  const failedKeys: string[] = [];

  const copyOne = async (key: string) => {
    const file = await source.get(key);
    if (!file) return; // removed since the listing
    counts.found++;
    const sum = sha256Hex(file.bytes);
    const there = await target.head(key);
    if (there && there.size === file.size) {
      const theirs = there.sha256 ?? sha256Hex((await target.get(key))?.bytes ?? Buffer.alloc(0));
      if (theirs === sum) {
        counts.skipped++;
        return;
      }
    }
    await target.put(key, file.bytes, mediaOfKey(key));
    const back = await target.get(key);
    if (back && back.size === file.size && sha256Hex(back.bytes) === sum) {
      counts.copied++;
      counts.bytesCopied += file.size;
    } else {
      counts.failed++;
      failedKeys.push(key);
    }
  };

  for await (const page of source.list('')) {
    for (let i = 0; i < page.length; i += POOL)
      await Promise.all(page.slice(i, i + POOL).map((object) => copyOne(object.key)));
    options.onProgress?.(counts);
  }
  return { counts, failedKeys };
}
