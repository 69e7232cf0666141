import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FileStorage } from './file-storage.ts';
import { LocalDiskStorage } from './local-disk-storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded and derived files (avatars, dish images). */
    storage: FileStorage;
  }
}

/** Decorates `app.storage`: the local disk under DATA_DIR/files (an S3-compatible store comes later). */
export const storagePlugin = fp(
  async function storage(app: FastifyInstance) {
    app.decorate('storage', new LocalDiskStorage(path.join(app.config.DATA_DIR, 'files')));
  },
  { name: 'storage' },
);
