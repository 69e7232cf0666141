import { MESSAGES } from '@hearth/domain/messages';
import { Unavailable } from '../errors.ts';

/**
 * Where uploaded and derived files live (decision 015): the local disk by default, or an S3-compatible
 * bucket (decision 058). Keys are relative, slash-separated paths such as `users/7/avatar.jpg`; every store
 * checks them with `assertValidKey`, so a key can never name anything outside the store.
 *
 * A store that cannot be reached (the object storage down, refusing our keys, too slow) throws
 * StorageUnavailable: the caller answers 503 and writes nothing of its own.
 */
export interface FileStorage {
  /** Writes the whole object, replacing any old one; readers see the old or the new bytes, never a mix. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /**
   * Every object whose key starts with `prefix` (`''`: all), in pages, in no promised order: what the
   * orphan sweep, the migration to a bucket and the checks walk.
   */
  list(prefix: string): AsyncIterable<ListedObject[]>;
  /** Where the files are, for logs and commands (a folder, or `s3://bucket at endpoint`). */
  readonly description: string;
}

export interface ListedObject {
  key: string;
  size: number;
  lastModified: Date;
}

export interface StoredObject {
  bytes: Buffer;
  size: number;
  /** A validator that changes whenever the bytes change (quoted, as in an HTTP ETag header). */
  etag: string;
}

export class InvalidStorageKey extends Error {
  override name = 'InvalidStorageKey';
  constructor(key: string) {
    super(`invalid storage key: ${JSON.stringify(key.slice(0, 100))}`);
  }
}

/** The store cannot be reached: 503 in the envelope (with Retry-After), and nothing written to the database. */
export class StorageUnavailable extends Unavailable {
  /** What to wait before trying again: an object storage's hiccup usually passes within seconds. */
  static readonly RETRY_AFTER_SECONDS = 5;
  constructor(options?: { cause?: unknown }) {
    super(MESSAGES.storageUnavailable, StorageUnavailable.RETRY_AFTER_SECONDS);
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}

export const MAX_KEY_LENGTH = 512;

/**
 * One path segment: letters, digits, dot, dash, underscore, not starting with a dot (so no `.`, `..` or hidden
 * names; the disk store's temporary files start with a dot and so can never be a key).
 */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

export function isValidKey(key: unknown): key is string {
  if (typeof key !== 'string' || key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  return key.split('/').every((segment) => SEGMENT.test(segment));
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new InvalidStorageKey(key);
}
