import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { FileStorage } from './file-storage.ts';
import { LocalDiskStorage } from './local-disk-storage.ts';
import type { S3Storage } from './s3-storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded and derived files (avatars, dish images). */
    storage: FileStorage;
  }
}

/**
 * The store the configuration names: the bucket of the five S3_* variables, else DATA_DIR/files. The S3
 * driver (and the AWS SDK under it) is loaded only for a bucket, not at every start on the local folder.
 */
export async function storageOf(config: Pick<Config, 'objectStorage' | 'DATA_DIR'>): Promise<FileStorage> {
  if (!config.objectStorage) return new LocalDiskStorage(path.join(config.DATA_DIR, 'files'));
  const { S3Storage } = await import('./s3-storage.ts');
  return new S3Storage(config.objectStorage);
}

function isS3(store: FileStorage): store is S3Storage {
  return 'checkBucket' in store;
}

/**
 * Decorates `app.storage` (decision 058). An object storage's bucket is checked at start: a missing bucket or
 * refused keys stop the start with a message naming the variables; a storage out of reach only warns (it may
 * come back; until then every picture call answers 503).
 */
export const storagePlugin = fp(
  async function storage(app: FastifyInstance) {
    const store = await storageOf(app.config);
    if (isS3(store)) {
      const check = await store.checkBucket().catch((error: unknown) => {
        store.destroy();
        throw error;
      });
      if (check)
        app.log.warn(
          { err: check.unreachable },
          `the object storage ${store.description} cannot be reached now`,
        );
      app.addHook('onClose', async () => store.destroy());
    }
    app.decorate('storage', store);
  },
  { name: 'storage' },
);
