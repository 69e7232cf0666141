import { createHash } from 'node:crypto';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { ConfigError, type ObjectStorageConfig } from '../config.ts';
import {
  assertValidKey,
  isValidKey,
  StorageUnavailable,
  type FileStorage,
  type ListedObject,
  type StoredObject,
} from './file-storage.ts';

/** How long a connection may take, and a request may stay silent, before the object storage counts as away. */
const CONNECT_TIMEOUT_MS = 3_000;
const REQUEST_TIMEOUT_MS = 5_000;

/** The metadata every object is written with: the SHA-256 of its bytes (hex), which the migration compares. */
const SHA256_METADATA = 'sha256';

/** What the object storage says of one object without reading it. */
export interface ObjectHead {
  size: number;
  /** The SHA-256 (hex) the object was written with, when it was written by Hearth. */
  sha256: string | null;
}

export function sha256Hex(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * Files in one bucket of an S3-compatible object storage (decision 058), under the same keys as on the disk.
 * Path-style addresses (`ENDPOINT/BUCKET/KEY`), which every S3-compatible server answers. Each write sends its
 * Content-MD5 (the storage refuses bytes damaged on the way) and keeps the SHA-256 of the bytes as metadata.
 * A missing object is null or false; any other failure (the storage down, slow, refusing our keys) is
 * StorageUnavailable, so the request answers 503 and writes nothing.
 */
export class S3Storage implements FileStorage {
  readonly bucket: string;
  private readonly endpoint: string;
  private readonly client: S3Client;

  constructor(
    config: ObjectStorageConfig,
    timeouts: { connectMs: number; requestMs: number } = {
      connectMs: CONNECT_TIMEOUT_MS,
      requestMs: REQUEST_TIMEOUT_MS,
    },
  ) {
    this.bucket = config.bucket;
    this.endpoint = config.endpoint;
    this.client = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      forcePathStyle: true,
      // One retry: an upload waits seconds at most before its 503, not the SDK's default three tries.
      maxAttempts: 2,
      // A silent request is an error, not only a warning in the log: else a hung storage hangs the upload.
      requestHandler: {
        connectionTimeout: timeouts.connectMs,
        requestTimeout: timeouts.requestMs,
        throwOnRequestTimeout: true,
      },
      // The newer checksum headers only where the protocol needs them: not every S3-compatible server knows
      // them, and Content-MD5 already guards each write.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  get description(): string {
    return `s3://${this.bucket} at ${this.endpoint}`;
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    assertValidKey(key);
    await reach(
      this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: bytes,
          ContentLength: bytes.length,
          ContentType: contentType,
          ContentMD5: createHash('md5').update(bytes).digest('base64'),
          Metadata: { [SHA256_METADATA]: sha256Hex(bytes) },
        }),
      ),
    );
  }

  async get(key: string): Promise<StoredObject | null> {
    assertValidKey(key);
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      const bytes = Buffer.from((await answer.Body?.transformToByteArray()) ?? new Uint8Array());
      // S3's ETag is quoted already; a store that sends none gets one made of the size and the bytes.
      const etag = answer.ETag ?? `"${bytes.length.toString(16)}-${sha256Hex(bytes).slice(0, 16)}"`;
      return { bytes, size: bytes.length, etag };
    } catch (error) {
      if (isAbsent(error)) return null;
      throw new StorageUnavailable({ cause: error });
    }
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    // S3 answers a delete of a missing object as a success.
    await reach(this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key })));
  }

  async exists(key: string): Promise<boolean> {
    return (await this.head(key)) !== null;
  }

  /** The object's size and the SHA-256 it was written with, or null when there is none. */
  async head(key: string): Promise<ObjectHead | null> {
    assertValidKey(key);
    try {
      const answer = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: answer.ContentLength ?? 0, sha256: answer.Metadata?.[SHA256_METADATA] ?? null };
    } catch (error) {
      if (isAbsent(error)) return null;
      throw new StorageUnavailable({ cause: error });
    }
  }

  async *list(prefix: string): AsyncIterable<ListedObject[]> {
    let token: string | undefined;
    do {
      const answer = await reach(
        this.client.send(
          new ListObjectsV2Command({
            Bucket: this.bucket,
            Prefix: prefix === '' ? undefined : prefix,
            ContinuationToken: token,
          }),
        ),
      );
      const page: ListedObject[] = [];
      for (const object of answer.Contents ?? []) {
        // Objects someone else put in the bucket under names no key can have are not ours.
        if (!object.Key || !isValidKey(object.Key)) continue;
        page.push({
          key: object.Key,
          size: object.Size ?? 0,
          lastModified: object.LastModified ?? new Date(0),
        });
      }
      if (page.length > 0) yield page;
      token = answer.IsTruncated ? answer.NextContinuationToken : undefined;
    } while (token);
  }

  /**
   * At start: whether the bucket is there and the keys may use it. A missing bucket or refused keys are a
   * mistake in the configuration (thrown, naming the variables); a storage out of reach is an outage that may
   * pass (answered null: the server starts, and picture calls answer 503 until it is back).
   */
  async checkBucket(): Promise<{ unreachable: unknown } | null> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
      return null;
    } catch (error) {
      const status = statusOf(error);
      if (status === 404)
        throw new ConfigError(
          `Invalid configuration:\n  S3_BUCKET: the bucket ${this.bucket} does not exist at ${this.endpoint}`,
        );
      if (status === 401 || status === 403)
        throw new ConfigError(
          `Invalid configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: the object storage at ${this.endpoint} refused them for the bucket ${this.bucket}`,
        );
      return { unreachable: error };
    }
  }

  destroy(): void {
    this.client.destroy();
  }
}

/** A request to the object storage whose every failure means the storage cannot be used now. */
async function reach<T>(request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (error) {
    throw new StorageUnavailable({ cause: error });
  }
}

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } } | undefined)?.$metadata?.httpStatusCode;
}

/** "No such object": GetObject's NoSuchKey, HeadObject's bare 404; not a missing bucket. */
function isAbsent(error: unknown): boolean {
  if (error instanceof S3ServiceException && error.name === 'NoSuchBucket') return false;
  return statusOf(error) === 404;
}
