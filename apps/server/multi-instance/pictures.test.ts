import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RelatedFile } from '@hearth/domain/catalogue';
import type { FileDescriptor } from '@hearth/domain/files';
import { MESSAGES } from '@hearth/domain/messages';
import { files } from '../src/db/schema.ts';
import { S3Storage } from '../src/storage/s3-storage.ts';
import { startS3TestServer, type S3TestServer } from '../src/test/s3-test-server.ts';
import { expectRefused, get, model, post, type Answer } from './http-client.ts';
import { useInstances, type Instance } from './instance-harness.ts';
import { chefWithDish } from './scenario-helpers.ts';

/**
 * Pictures on an object storage (decision 058): two instances with a DATA_DIR each, as two machines behind a
 * load balancer, and one bucket on a real S3 protocol server (s3rver, started by this file). What one
 * instance stores, the other serves; nothing lands on either machine's disk.
 */

const env: Record<string, string> = {};
let s3: S3TestServer;
let bucket: S3Storage;
beforeAll(async () => {
  s3 = await startS3TestServer();
  Object.assign(env, s3.env);
  bucket = new S3Storage(s3.config);
});
afterAll(async () => {
  bucket?.destroy();
  await s3?.close();
});
const pair = useInstances(env, { ownDataDirs: true });

async function upload(
  instance: Instance,
  cookie: string,
  bytes: Buffer,
): Promise<Answer<{ fileDescriptor: FileDescriptor }>> {
  const form = new FormData();
  form.append('data', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'dish.jpg');
  const res = await fetch(`${instance.url}/secure/file-upload`, {
    method: 'POST',
    headers: { accept: 'application/json', cookie },
    body: form,
  });
  return { status: res.status, body: await res.json(), cookies: [] } as Answer<{
    fileDescriptor: FileDescriptor;
  }>;
}

async function picture(instance: Instance, url: string, cookie?: string) {
  const res = await fetch(`${instance.url}${url}`, { headers: cookie ? { cookie } : {} });
  return {
    status: res.status,
    bytes: Buffer.from(await res.arrayBuffer()),
    etag: res.headers.get('etag'),
    cacheControl: res.headers.get('cache-control'),
  };
}

const jpeg = (background: string) =>
  sharp({ create: { width: 1400, height: 900, channels: 3, background } })
    .jpeg()
    .toBuffer();

/** The suite's chef (chefWithDish's nickname and phone are fixed: one per database). */
let chefOnce: ReturnType<typeof chefWithDish> | undefined;
const theChef = () => (chefOnce ??= chefWithDish(pair, 'ruta@example.lt'));

async function keysInBucket(prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const page of bucket.list(prefix)) keys.push(...page.map((object) => object.key));
  return keys;
}

describe('pictures across two instances on one object storage', () => {
  it('an upload made on A becomes a dish image on B, served by both, and removed on B for both', async () => {
    const { chef, productId } = await theChef();
    const { fileDescriptor } = model(await upload(pair.a, chef.cookie, await jpeg('#c0392b')));
    // B reads A's upload from the bucket to make the dish image's sizes.
    const { relatedFiles } = model<{ relatedFiles: RelatedFile[] }>(
      await post(
        pair.b,
        '/secure/relate-file-to-product',
        { productId, fileId: fileDescriptor.id },
        chef.cookie,
      ),
    );
    const image = relatedFiles.find((file) => file.fileId === fileDescriptor.id)!;
    const [onA, onB] = await Promise.all([picture(pair.a, image.url), picture(pair.b, image.url)]);
    expect(onA.status).toBe(200);
    expect(onB.status).toBe(200);
    expect(onA.bytes.equals(onB.bytes)).toBe(true);
    // The same caching on both: a public dish's picture may be kept anywhere, for a year.
    expect(onA.cacheControl).toBe('public, max-age=31536000, immutable');
    expect(onB.cacheControl).toBe(onA.cacheControl);
    for (const url of [image.thumbnailUrl, image.variants?.[0]?.webp].filter(Boolean) as string[])
      expect((await picture(pair.a, url)).status).toBe(200);

    model(await get(pair.b, `/secure/remove-product-file?fileId=${fileDescriptor.id}`, chef.cookie));
    expect((await picture(pair.a, image.url)).status).toBe(404);
    expect(
      (await keysInBucket(`products/${chef.id}/`)).filter((key) => key.includes(`-${fileDescriptor.id}-`)),
    ).toEqual([]);
    // Nothing was written to either machine's own folder.
    for (const instance of [pair.a, pair.b])
      expect(existsSync(path.join(instance.dataDir, 'files'))).toBe(false);
  });

  it('an avatar set on B from an upload on A is served by A, with a revalidation answered on either', async () => {
    const { chef } = await theChef();
    const { fileDescriptor } = model(await upload(pair.a, chef.cookie, await jpeg('#2980b9')));
    const { avatarUrl } = model<{ avatarUrl: string }>(
      await get(pair.b, `/secure/set-avatar?fileId=${fileDescriptor.id}`, chef.cookie),
    );
    const onA = await picture(pair.a, avatarUrl);
    expect(onA.status).toBe(200);
    expect(onA.cacheControl).toBe('public, max-age=86400');
    const revalidated = await fetch(`${pair.b.url}${avatarUrl}`, { headers: { 'if-none-match': onA.etag! } });
    expect(revalidated.status).toBe(304);
  });

  it('both answer 503 in the envelope while the object storage is away, and write no row', async () => {
    const { chef } = await theChef();
    const uploads = async () =>
      (await pair.database.db.select().from(files).where(eq(files.ownerId, chef.id))).length;
    const before = await uploads();
    const bytes = await jpeg('#27ae60');
    await s3.stop();
    try {
      for (const instance of [pair.a, pair.b])
        expectRefused(await upload(instance, chef.cookie, bytes), 503, MESSAGES.storageUnavailable);
      expect(await uploads()).toBe(before);
    } finally {
      await s3.start();
    }
    model(await upload(pair.b, chef.cookie, bytes));
  });
});
