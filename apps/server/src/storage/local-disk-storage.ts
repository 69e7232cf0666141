import { randomUUID } from 'node:crypto';
import { mkdir, open, opendir, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import {
  assertValidKey,
  InvalidStorageKey,
  isValidKey,
  type FileStorage,
  type ListedObject,
  type StoredObject,
} from './file-storage.ts';

/** Objects per page of `list`. */
const LIST_PAGE = 1000;

/** Errors that mean "no such object" when reading a key (a missing file, or a folder on the way or at the end). */
const ABSENT = new Set(['ENOENT', 'ENOTDIR', 'EISDIR']);

function isAbsent(error: unknown): boolean {
  return ABSENT.has((error as NodeJS.ErrnoException | undefined)?.code ?? '');
}

/**
 * Files on the local disk under one root folder (`DATA_DIR/files`). A write goes to a temporary file in the
 * target's folder, is flushed, then renamed over the target: a reader or a crash never sees half a file.
 * The content type is not kept: the keys' extensions say it, and readers know what they stored.
 */
export class LocalDiskStorage implements FileStorage {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  get description(): string {
    return this.root;
  }

  async put(key: string, bytes: Buffer, _contentType: string): Promise<void> {
    const target = this.pathOf(key);
    const dir = path.dirname(target);
    await mkdir(dir, { recursive: true });
    const temp = path.join(dir, `.tmp-${randomUUID()}`);
    try {
      const handle = await open(temp, 'wx', 0o644);
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temp, target);
    } catch (error) {
      await unlink(temp).catch(() => {});
      throw error;
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    const file = this.pathOf(key);
    try {
      const handle = await open(file, 'r');
      try {
        const info = await handle.stat();
        if (!info.isFile()) return null;
        const bytes = await handle.readFile();
        // Like static file servers: size and modification time, so no hashing on each read.
        const etag = `"${bytes.length.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
        return { bytes, size: bytes.length, etag };
      } finally {
        await handle.close();
      }
    } catch (error) {
      if (isAbsent(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await unlink(this.pathOf(key));
    } catch (error) {
      if (!isAbsent(error)) throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch (error) {
      if (isAbsent(error)) return false;
      throw error;
    }
  }

  /**
   * The files under the root whose keys start with `prefix`, walked folder by folder from the deepest folder
   * the prefix names. Temporary files (hidden names) and names no key can have are not objects: skipped.
   */
  async *list(prefix: string): AsyncIterable<ListedObject[]> {
    const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
    if (folder !== '' && !isValidKey(folder)) return;
    const pending = [folder];
    let page: ListedObject[] = [];
    for (let dir = pending.pop(); dir !== undefined; dir = pending.pop()) {
      let entries;
      try {
        entries = await opendir(dir === '' ? this.root : path.join(this.root, ...dir.split('/')));
      } catch (error) {
        if (isAbsent(error)) continue;
        throw error;
      }
      for await (const entry of entries) {
        const key = dir === '' ? entry.name : `${dir}/${entry.name}`;
        if (!isValidKey(key)) continue;
        // A link the operator placed (a mounted volume) is followed, as reads follow it.
        const info = await stat(path.join(this.root, ...key.split('/'))).catch(() => null);
        if (!info) continue; // removed meanwhile, or a broken link
        if (info.isDirectory()) {
          if (prefix.startsWith(`${key}/`) || key.startsWith(prefix)) pending.push(key);
        } else if (info.isFile() && key.startsWith(prefix)) {
          page.push({ key, size: info.size, lastModified: info.mtime });
          if (page.length >= LIST_PAGE) {
            yield page;
            page = [];
          }
        }
      }
    }
    if (page.length > 0) yield page;
  }

  /** The file of a key; the key's rules already keep it inside the root, the check here is a second lock. */
  private pathOf(key: string): string {
    assertValidKey(key);
    const file = path.resolve(this.root, ...key.split('/'));
    if (!file.startsWith(this.root + path.sep)) throw new InvalidStorageKey(key);
    return file;
  }
}
