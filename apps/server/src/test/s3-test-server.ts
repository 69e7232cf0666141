import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll } from 'vitest';
import type { ObjectStorageConfig } from '../config.ts';

/**
 * A real S3 protocol server for the tests (s3rver, in this process, on 127.0.0.1 and a free port, its
 * objects in a temporary folder): the object storage driver talks to it over HTTP exactly as to a bucket
 * elsewhere. It can be stopped and started again on the same port and folder, to play an outage.
 */
export interface S3TestServer {
  /** The five S3_* variables that point the server at it (filled in when it has started). */
  env: Record<string, string>;
  config: ObjectStorageConfig;
  /** Where s3rver keeps the objects. */
  directory: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

export const TEST_BUCKET = 'hearth-test';

export async function startS3TestServer(): Promise<S3TestServer> {
  const directory = mkdtempSync(path.join(tmpdir(), 'hearth-s3-'));
  let port = 0;
  let server: S3rver | undefined;
  /** Starts it, unless it runs. */
  const start = async () => {
    if (server) return;
    server = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: TEST_BUCKET, configs: [] }],
    });
    port = (await server.run()).port;
  };
  const stop = async () => {
    const running = server;
    server = undefined;
    if (!running) return;
    running.httpServer?.closeAllConnections();
    await running.close();
  };
  await start();
  const config: ObjectStorageConfig = {
    bucket: TEST_BUCKET,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    // s3rver checks the signature against these.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  };
  return {
    env: {
      S3_BUCKET: config.bucket,
      S3_ENDPOINT: config.endpoint,
      S3_REGION: config.region,
      S3_ACCESS_KEY_ID: config.accessKeyId,
      S3_SECRET_ACCESS_KEY: config.secretAccessKey,
    },
    config,
    directory,
    start,
    stop,
    close: async () => {
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * Registers a test file's S3 server: started by a beforeAll registered before the app's (so call this
 * before useTestApp and pass its `env`, which is filled in then), closed after all.
 */
export function useS3TestServer(): S3TestServer {
  const handle = { env: {} } as S3TestServer;
  beforeAll(async () => {
    const server = await startS3TestServer();
    Object.assign(handle.env, server.env);
    Object.assign(handle, { ...server, env: handle.env });
  });
  afterAll(async () => {
    await handle.close?.();
  });
  return handle;
}
