import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startS3TestServer, type S3TestServer } from '../test/s3-test-server.ts';
import { LocalDiskStorage } from './local-disk-storage.ts';
import { mediaOfKey, migrateFiles } from './migrate-files.ts';
import { S3Storage } from './s3-storage.ts';

const base = mkdtempSync(path.join(tmpdir(), 'hearth-migrate-'));
const disk = new LocalDiskStorage(path.join(base, 'files'));
let s3: S3TestServer;
let bucket: S3Storage;

beforeAll(async () => {
  s3 = await startS3TestServer();
  bucket = new S3Storage(s3.config);
});
afterAll(async () => {
  bucket?.destroy();
  await s3?.close();
  rmSync(base, { recursive: true, force: true });
});

const FILES: Record<string, string> = {
  'uploads/1/0b9c.jpg': 'an upload',
  'users/1/avatar-00ff.jpg': 'an avatar',
  'products/1/2-3-00ff.jpg': 'a dish picture',
  'products/1/2-3-00ff-w320.webp': 'a variant',
};

describe('files:migrate', () => {
  it('copies every file, verified, then skips what is there, and copies again only what changed', async () => {
    for (const [key, text] of Object.entries(FILES)) await disk.put(key, Buffer.from(text), mediaOfKey(key));
    // Names that are no key (a temporary file of an interrupted write) are not copied.
    writeFileSync(path.join(base, 'files', 'uploads', '1', '.tmp-123'), 'half');

    const first = await migrateFiles(disk, bucket);
    expect(first.counts).toEqual({ found: 4, copied: 4, skipped: 0, failed: 0, bytesCopied: 41 });
    for (const [key, text] of Object.entries(FILES))
      expect((await bucket.get(key))?.bytes.toString()).toBe(text);

    // Run again (resumed after an interruption): nothing to copy.
    expect((await migrateFiles(disk, bucket)).counts).toMatchObject({ found: 4, copied: 0, skipped: 4 });

    // A file changed on the disk, one gone from the bucket, and one the bucket holds without Hearth's checksum
    // (written by another tool): that one is read back and hashed, and skipped when the same.
    await disk.put('uploads/1/0b9c.jpg', Buffer.from('an upload, changed'), 'image/jpeg');
    await bucket.delete('users/1/avatar-00ff.jpg');
    const head = bucket.head.bind(bucket);
    vi.spyOn(bucket, 'head').mockImplementation(async (key) => {
      const there = await head(key);
      return there && key === 'products/1/2-3-00ff.jpg' ? { ...there, sha256: null } : there;
    });
    const third = await migrateFiles(disk, bucket);
    expect(third.counts).toMatchObject({ found: 4, copied: 2, skipped: 2, failed: 0 });
    vi.restoreAllMocks();
    expect((await bucket.get('uploads/1/0b9c.jpg'))?.bytes.toString()).toBe('an upload, changed');
    expect((await bucket.get('users/1/avatar-00ff.jpg'))?.bytes.toString()).toBe('an avatar');
  });

  it('counts a copy that reads back different as failed, and names it', async () => {
    await disk.put('uploads/2/bad.jpg', Buffer.from('the right bytes'), 'image/jpeg');
    const get = bucket.get.bind(bucket);
    const spy = vi.spyOn(bucket, 'get').mockImplementation(async (key) => {
      const stored = await get(key);
      return key === 'uploads/2/bad.jpg' && stored
        ? { ...stored, bytes: Buffer.from('the wrong bytes') }
        : stored;
    });
    const { counts, failedKeys } = await migrateFiles(disk, bucket);
    spy.mockRestore();
    expect(counts.failed).toBe(1);
    expect(failedKeys).toEqual(['uploads/2/bad.jpg']);
  });

  it('knows the media types of the stored formats', () => {
    expect(mediaOfKey('a/b.jpg')).toBe('image/jpeg');
    expect(mediaOfKey('a/b-w320.avif')).toBe('image/avif');
    expect(mediaOfKey('a/b-w320.webp')).toBe('image/webp');
    expect(mediaOfKey('a/b')).toBe('application/octet-stream');
  });
});
