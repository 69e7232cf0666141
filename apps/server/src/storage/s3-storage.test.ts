import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../config.ts';
import { startS3TestServer, type S3TestServer } from '../test/s3-test-server.ts';
import { StorageUnavailable } from './file-storage.ts';
import { S3Storage } from './s3-storage.ts';

/** What only the object storage driver does: its start-up check, and a storage that is away or silent. */

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(async () => {
  await s3?.close();
});

async function listening(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('S3Storage', () => {
  it('checks the bucket at start: there, missing, refused keys, out of reach', async () => {
    const ok = new S3Storage(s3.config);
    expect(await ok.checkBucket()).toBeNull();
    ok.destroy();

    const missing = new S3Storage({ ...s3.config, bucket: 'no-such-bucket' });
    await expect(missing.checkBucket()).rejects.toThrow(ConfigError);
    await expect(missing.checkBucket()).rejects.toThrow(
      /S3_BUCKET: the bucket no-such-bucket does not exist/,
    );
    missing.destroy();

    // An access key the storage does not know (s3rver knows one key and checks the id).
    const refused = new S3Storage({
      ...s3.config,
      accessKeyId: 'UNKNOWN',
      secretAccessKey: 'not-the-secret',
    });
    await expect(refused.checkBucket()).rejects.toThrow(
      /S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: .* refused them/,
    );
    refused.destroy();

    // Nothing listens there: an outage, not a mistake; the server starts and answers 503 meanwhile.
    const closed = createServer();
    const endpoint = await listening(closed);
    await new Promise((resolve) => closed.close(resolve));
    const away = new S3Storage({ ...s3.config, endpoint });
    expect(await away.checkBucket()).toEqual({ unreachable: expect.anything() });
    await expect(away.put('a/b.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toBeInstanceOf(
      StorageUnavailable,
    );
    await expect(away.get('a/b.jpg')).rejects.toBeInstanceOf(StorageUnavailable);
    await expect(away.exists('a/b.jpg')).rejects.toBeInstanceOf(StorageUnavailable);
    away.destroy();
  });

  it('gives up on a storage that takes the connection and never answers, within its time-outs', async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    const endpoint = await listening(silent);
    const storage = new S3Storage({ ...s3.config, endpoint }, { connectMs: 200, requestMs: 300 });
    const started = performance.now();
    const failure = await storage
      .put('a/b.jpg', Buffer.from('x'), 'image/jpeg')
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StorageUnavailable);
    // Two tries of 300 ms and the back-off between them.
    expect(performance.now() - started).toBeLessThan(3_000);
    storage.destroy();
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });
});
