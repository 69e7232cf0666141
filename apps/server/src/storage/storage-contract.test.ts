import { BAD_STORAGE_KEYS } from './bad-storage-keys.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startS3TestServer, type S3TestServer } from '../test/s3-test-server.ts';
import { InvalidStorageKey, isValidKey, type FileStorage } from './file-storage.ts';
import { LocalDiskStorage } from './local-disk-storage.ts';
import { S3Storage } from './s3-storage.ts';

/**
 * What every FileStorage promises, run against each driver: the local disk, and the S3 driver against a
 * real S3 protocol server (s3rver, started here). What only the disk does (temporary files, links, folders)
 * is in local-disk-storage.test.ts.
 */

const base = mkdtempSync(path.join(tmpdir(), 'hearth-contract-'));
let s3: S3TestServer;
let s3Storage: S3Storage;

beforeAll(async () => {
  s3 = await startS3TestServer();
  s3Storage = new S3Storage(s3.config);
});
afterAll(async () => {
  s3Storage?.destroy();
  await s3?.close();
  rmSync(base, { recursive: true, force: true });
});

async function allKeys(storage: FileStorage, prefix = ''): Promise<string[]> {
  const keys: string[] = [];
  for await (const page of storage.list(prefix)) keys.push(...page.map((object) => object.key));
  return keys.sort();
}

const drivers: [string, () => FileStorage][] = [
  ['the local disk', () => new LocalDiskStorage(path.join(base, 'files'))],
  ['the object storage (S3 protocol)', () => s3Storage],
];

describe.each(drivers)('FileStorage on %s', (_name, make) => {
  let storage: FileStorage;

  beforeEach(async () => {
    // Empty folders would stay on the disk (a folder `a` and an object `a` cannot both be there).
    rmSync(path.join(base, 'files'), { recursive: true, force: true });
    storage = make();
    for (const key of await allKeys(storage)) await storage.delete(key);
  });

  it('writes an object and reads it back', async () => {
    await storage.put('users/7/avatar.jpg', Buffer.from('jpeg bytes'), 'image/jpeg');
    const stored = await storage.get('users/7/avatar.jpg');
    expect(stored?.bytes.toString()).toBe('jpeg bytes');
    expect(stored?.size).toBe(10);
    expect(stored?.etag).toMatch(/^"[^"]+"$/);
    expect(await storage.exists('users/7/avatar.jpg')).toBe(true);
  });

  it('replaces an object whole, with a new validator', async () => {
    await storage.put('a/b.jpg', Buffer.from('old'), 'image/jpeg');
    const before = await storage.get('a/b.jpg');
    await storage.put('a/b.jpg', Buffer.from('the new, longer bytes'), 'image/jpeg');
    const after = await storage.get('a/b.jpg');
    expect(after?.bytes.toString()).toBe('the new, longer bytes');
    expect(after?.etag).not.toBe(before?.etag);
    expect(await allKeys(storage)).toEqual(['a/b.jpg']);
  });

  it('answers null or false for what is not there', async () => {
    expect(await storage.get('nothing/here.jpg')).toBeNull();
    expect(await storage.exists('nothing/here.jpg')).toBe(false);
    await storage.put('file.jpg', Buffer.from('x'), 'image/jpeg');
    expect(await storage.get('file.jpg/inner')).toBeNull();
    expect(await storage.exists('file.jpg/inner')).toBe(false);
    // A prefix of a key is not an object.
    await storage.put('folder/inside.jpg', Buffer.from('x'), 'image/jpeg');
    expect(await storage.get('folder')).toBeNull();
    expect(await storage.exists('folder')).toBe(false);
  });

  it('deletes, and deleting what is missing is not an error', async () => {
    await storage.put('d/e.jpg', Buffer.from('x'), 'image/jpeg');
    await storage.delete('d/e.jpg');
    expect(await storage.get('d/e.jpg')).toBeNull();
    await expect(storage.delete('d/e.jpg')).resolves.toBeUndefined();
    await expect(storage.delete('never/was.jpg')).resolves.toBeUndefined();
  });

  it('reads an empty object', async () => {
    await storage.put('empty', Buffer.alloc(0), 'application/octet-stream');
    expect((await storage.get('empty'))?.size).toBe(0);
  });

  it('keeps bytes exactly, whatever they are', async () => {
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 7919) % 256));
    await storage.put('uploads/1/binary.jpg', bytes, 'image/jpeg');
    expect((await storage.get('uploads/1/binary.jpg'))?.bytes.equals(bytes)).toBe(true);
  });

  it('lists the objects under a prefix, with their sizes and times', async () => {
    const before = Date.now() - 5_000;
    await storage.put('uploads/1/a.jpg', Buffer.from('aa'), 'image/jpeg');
    await storage.put('uploads/1/b.jpg', Buffer.from('bbb'), 'image/jpeg');
    await storage.put('uploads/12/c.jpg', Buffer.from('c'), 'image/jpeg');
    await storage.put('users/1/avatar.jpg', Buffer.from('d'), 'image/jpeg');
    expect(await allKeys(storage)).toEqual([
      'uploads/1/a.jpg',
      'uploads/1/b.jpg',
      'uploads/12/c.jpg',
      'users/1/avatar.jpg',
    ]);
    expect(await allKeys(storage, 'uploads/1/')).toEqual(['uploads/1/a.jpg', 'uploads/1/b.jpg']);
    expect(await allKeys(storage, 'uploads/1')).toEqual([
      'uploads/1/a.jpg',
      'uploads/1/b.jpg',
      'uploads/12/c.jpg',
    ]);
    expect(await allKeys(storage, 'products/')).toEqual([]);
    const listed = [];
    for await (const page of storage.list('uploads/1/')) listed.push(...page);
    const b = listed.find((object) => object.key === 'uploads/1/b.jpg')!;
    expect(b.size).toBe(3);
    expect(b.lastModified.getTime()).toBeGreaterThan(before);
    expect(b.lastModified.getTime()).toBeLessThan(Date.now() + 5_000);
  });

  it.each(BAD_STORAGE_KEYS)('refuses the key %j on every operation, touching nothing', async (key) => {
    await storage.put('kept.jpg', Buffer.from('kept'), 'image/jpeg');
    expect(isValidKey(key)).toBe(false);
    await expect(storage.put(key, Buffer.from('x'), 'image/jpeg')).rejects.toBeInstanceOf(InvalidStorageKey);
    await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidStorageKey);
    await expect(storage.exists(key)).rejects.toBeInstanceOf(InvalidStorageKey);
    await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidStorageKey);
    expect(await allKeys(storage)).toEqual(['kept.jpg']);
    expect((await storage.get('kept.jpg'))?.bytes.toString()).toBe('kept');
  });

  it.each(['a', 'users/7/avatar.jpg', 'uploads/1/0b9c-4f.jpg', 'A_b-c.d/e..f'])(
    'stores under the key %j',
    async (key) => {
      await storage.put(key, Buffer.from(key), 'image/jpeg');
      expect((await storage.get(key))?.bytes.toString()).toBe(key);
      expect(await allKeys(storage)).toEqual([key]);
    },
  );
});

describe('keys', () => {
  it('refuses keys that are not strings', () => {
    for (const key of [undefined, null, 1, {}, ['a']]) expect(isValidKey(key)).toBe(false);
  });

  it.each(['a', 'users/7/avatar.jpg', 'uploads/1/0b9c-4f.jpg', 'A_b-c.d/e..f', 'x'.repeat(512)])(
    'accepts the key %j',
    (key) => {
      expect(isValidKey(key)).toBe(true);
    },
  );
});
