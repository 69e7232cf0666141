import { BAD_STORAGE_KEYS } from './bad-storage-keys.ts';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { InvalidStorageKey, isValidKey } from './file-storage.ts';
import { LocalDiskStorage } from './local-disk-storage.ts';

const base = mkdtempSync(path.join(tmpdir(), 'hearth-storage-'));
const root = path.join(base, 'files');
let storage: LocalDiskStorage;

beforeEach(() => {
  rmSync(base, { recursive: true, force: true });
  mkdirSync(base, { recursive: true });
  storage = new LocalDiskStorage(root);
});
afterAll(() => rmSync(base, { recursive: true, force: true }));

/** Every file under a folder, relative, including hidden ones. */
function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

// What every store promises is in storage-contract.test.ts; here, what only the disk does.
describe('LocalDiskStorage', () => {
  it('writes a file under its root, creating folders, and reads it back', async () => {
    await storage.put('users/7/avatar.jpg', Buffer.from('jpeg bytes'), 'image/jpeg');
    expect(readFileSync(path.join(root, 'users', '7', 'avatar.jpg'), 'utf8')).toBe('jpeg bytes');
    const stored = await storage.get('users/7/avatar.jpg');
    expect(stored?.bytes.toString()).toBe('jpeg bytes');
    expect(stored?.size).toBe(10);
    expect(stored?.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(await storage.exists('users/7/avatar.jpg')).toBe(true);
  });

  it('replaces a file whole and leaves no temporary file behind', async () => {
    await storage.put('a/b.jpg', Buffer.from('old'), 'image/jpeg');
    const before = await storage.get('a/b.jpg');
    await storage.put('a/b.jpg', Buffer.from('the new, longer bytes'), 'image/jpeg');
    const after = await storage.get('a/b.jpg');
    expect(after?.bytes.toString()).toBe('the new, longer bytes');
    expect(after?.etag).not.toBe(before?.etag);
    expect(listFiles(root)).toEqual([path.join('a', 'b.jpg')]);
  });

  it('keeps the old file and removes its temporary file when a write cannot finish', async () => {
    // The target is a folder with a file in it: the final rename fails.
    mkdirSync(path.join(root, 'x', 'taken'), { recursive: true });
    writeFileSync(path.join(root, 'x', 'taken', 'inside.jpg'), 'kept');
    await expect(storage.put('x/taken', Buffer.from('new'), 'image/jpeg')).rejects.toThrow();
    expect(listFiles(root)).toEqual([path.join('x', 'taken', 'inside.jpg')]);
    expect((await storage.get('x/taken/inside.jpg'))?.bytes.toString()).toBe('kept');
  });

  it('answers null or false for what is not there', async () => {
    expect(await storage.get('nothing/here.jpg')).toBeNull();
    expect(await storage.exists('nothing/here.jpg')).toBe(false);
    await storage.put('file.jpg', Buffer.from('x'), 'image/jpeg');
    mkdirSync(path.join(root, 'folder'));
    // A folder, and a path through a file, are not objects either.
    expect(await storage.get('folder')).toBeNull();
    expect(await storage.exists('folder')).toBe(false);
    expect(await storage.get('file.jpg/inner')).toBeNull();
    expect(await storage.exists('file.jpg/inner')).toBe(false);
  });

  it.each(BAD_STORAGE_KEYS)('refuses the key %j on every operation, touching nothing', async (key) => {
    writeFileSync(path.join(base, 'secret'), 'outside the root');
    expect(isValidKey(key)).toBe(false);
    await expect(storage.put(key, Buffer.from('x'), 'image/jpeg')).rejects.toBeInstanceOf(InvalidStorageKey);
    await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidStorageKey);
    await expect(storage.exists(key)).rejects.toBeInstanceOf(InvalidStorageKey);
    await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidStorageKey);
    expect(readFileSync(path.join(base, 'secret'), 'utf8')).toBe('outside the root');
    expect(listFiles(base)).toEqual(['secret']);
  });

  it('follows a symbolic link that the operator placed inside the root (a mounted volume)', async () => {
    // Keys cannot make links or climb out of the root; a link placed by hand is a deliberate choice.
    mkdirSync(root, { recursive: true });
    mkdirSync(path.join(base, 'volume'));
    symlinkSync(path.join(base, 'volume'), path.join(root, 'linked'));
    await storage.put('linked/a.jpg', Buffer.from('x'), 'image/jpeg');
    expect(readFileSync(path.join(base, 'volume', 'a.jpg'), 'utf8')).toBe('x');
  });

  it('lists files only: no temporary file, no name a key cannot have, links followed', async () => {
    await storage.put('uploads/1/a.jpg', Buffer.from('x'), 'image/jpeg');
    writeFileSync(path.join(root, 'uploads', '1', '.tmp-123'), 'half');
    writeFileSync(path.join(root, 'uploads', '1', 'a copy.jpg'), 'by hand');
    mkdirSync(path.join(base, 'volume'));
    writeFileSync(path.join(base, 'volume', 'b.jpg'), 'y');
    symlinkSync(path.join(base, 'volume'), path.join(root, 'uploads', '2'));
    const keys = [];
    for await (const page of storage.list('')) keys.push(...page.map((object) => object.key));
    expect(keys.sort()).toEqual(['uploads/1/a.jpg', 'uploads/2/b.jpg']);
  });
});
