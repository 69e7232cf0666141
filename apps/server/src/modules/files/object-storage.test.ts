import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RelatedFile } from '@hearth/domain/catalogue';
import { MESSAGES } from '@hearth/domain/messages';
import { files, users } from '../../db/schema.ts';
import { S3Storage } from '../../storage/s3-storage.ts';
import { useS3TestServer } from '../../test/s3-test-server.ts';
import { envelope, useTestApp } from '../../test/test-app.ts';
import { chef, createDish, DISH, setChefStatus } from '../catalogue/catalogue-test-helpers.ts';
import { get, model, post } from '../profile/profile-test-helpers.ts';
import { deleteUnusedUploads } from './files-service.ts';
import { uploadedFileId, uploadFile } from './files-test-helpers.ts';
import { deleteOrphanObjects, ORPHAN_MIN_AGE_MS } from './orphan-objects.ts';

/**
 * The files module on an S3-compatible object storage (decision 058): a real S3 protocol server (s3rver)
 * started by this file, the app pointed at it by the five S3_* variables. What the storage holds is read
 * through a client of its own, never through the app.
 */

const s3 = useS3TestServer();
const ctx = useTestApp(s3.env);

let bucket: S3Storage | undefined;
function theBucket(): S3Storage {
  bucket ??= new S3Storage(s3.config);
  return bucket;
}

async function keysInBucket(prefix = ''): Promise<string[]> {
  const keys: string[] = [];
  for await (const page of theBucket().list(prefix)) keys.push(...page.map((object) => object.key));
  return keys.sort();
}

afterEach(async () => {
  vi.restoreAllMocks();
  await s3.start(); // after a test that stopped it
  for (const key of await keysInBucket()) await theBucket().delete(key);
});

const jpeg = (width = 900, height = 600, background = '#c0392b') =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();

const token = () => randomBytes(16).toString('hex');

describe('pictures on an object storage', () => {
  it('is the store the S3_* variables name', () => {
    expect(ctx.app.storage).toBeInstanceOf(S3Storage);
    expect(ctx.app.storage.description).toBe(`s3://hearth-test at ${s3.env.S3_ENDPOINT}`);
  });

  it('writes an upload to the bucket before its row commits, and serves an avatar from there', async () => {
    const ruta = await chef(ctx.app, 'ruta@example.lt');
    const rowsWhenWritten: number[] = [];
    const put = ctx.app.storage.put.bind(ctx.app.storage);
    vi.spyOn(ctx.app.storage, 'put').mockImplementation(async (key, bytes, type) => {
      await put(key, bytes, type);
      if (key.startsWith('uploads/')) rowsWhenWritten.push((await ctx.app.db.select().from(files)).length);
    });
    const fileId = await uploadedFileId(ctx.app, ruta.cookie, await jpeg());
    expect(rowsWhenWritten).toEqual([0]);
    const [row] = await ctx.app.db.select().from(files);
    expect(row!.id).toBe(fileId);
    const stored = await theBucket().get(row!.storageKey);
    expect(stored?.size).toBe(row!.sizeBytes);

    const avatar = model<{ avatarUrl: string }>(
      await get(ctx.app, `/secure/set-avatar?fileId=${fileId}`, ruta.cookie),
    );
    expect(await keysInBucket(`users/${ruta.id}/`)).toHaveLength(2);
    const first = await ctx.app.inject({ method: 'GET', url: avatar.avatarUrl });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/jpeg');
    // The same caching as on the disk: a public chef's avatar, and a revalidation from the database alone.
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    const again = await ctx.app.inject({
      method: 'GET',
      url: avatar.avatarUrl,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers 503 in the envelope and writes no row when the storage goes away during an upload', async () => {
    const ruta = await chef(ctx.app, 'ruta@example.lt');
    const picture = await jpeg();
    // The storage stops while the upload is being decoded: the write that follows cannot reach it.
    const run = ctx.app.imageJobs.run.bind(ctx.app.imageJobs);
    vi.spyOn(ctx.app.imageJobs, 'run').mockImplementation(async (job) => {
      const result = await run(job);
      await s3.stop();
      return result;
    });
    const res = await uploadFile(ctx.app, ruta.cookie, picture);
    expect(res.statusCode, res.body).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(envelope(res)).toMatchObject({
      success: false,
      messages: [{ message: MESSAGES.storageUnavailable }],
    });
    expect(await ctx.app.db.select().from(files)).toEqual([]);
    vi.restoreAllMocks();

    // Back: the same upload goes through.
    await s3.start();
    const fileId = await uploadedFileId(ctx.app, ruta.cookie, picture);
    expect(await ctx.app.db.select().from(files)).toHaveLength(1);

    // An avatar cannot be set, nor a picture read, while it is away: 503, and the user's row unchanged.
    await s3.stop();
    const setAvatar = await get(ctx.app, `/secure/set-avatar?fileId=${fileId}`, ruta.cookie);
    expect(setAvatar.statusCode).toBe(503);
    expect(envelope(setAvatar).messages[0]!.message).toBe(MESSAGES.storageUnavailable);
    const [user] = await ctx.app.db.select().from(users);
    expect(user!.avatarUpdatedAt).toBeNull();
    const dish = await createDish(ctx.app, ruta.cookie, { active: 'false' });
    const relate = await post(
      ctx.app,
      '/secure/relate-file-to-product',
      { productId: dish.id, fileId },
      ruta.cookie,
    );
    expect(relate.statusCode).toBe(503);
  });

  it('answers a picture read 503, not 404, while the storage is away', async () => {
    const ruta = await chef(ctx.app, 'ruta@example.lt');
    const fileId = await uploadedFileId(ctx.app, ruta.cookie, await jpeg());
    const { avatarUrl } = model<{ avatarUrl: string }>(
      await get(ctx.app, `/secure/set-avatar?fileId=${fileId}`, ruta.cookie),
    );
    await s3.stop();
    const res = await ctx.app.inject({
      method: 'GET',
      url: avatarUrl,
      headers: { accept: 'application/json' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(envelope(res).messages[0]!.message).toBe(MESSAGES.storageUnavailable);
  });

  /** Rūta's disabled dish with a picture uploaded and made its image: its display image's address. */
  async function hiddenDishPicture() {
    const ruta = await chef(ctx.app, 'ruta@example.lt');
    const dish = await createDish(ctx.app, ruta.cookie, { active: 'false' });
    const fileId = await uploadedFileId(ctx.app, ruta.cookie, await jpeg(1600, 1000));
    const { relatedFiles } = model<{ relatedFiles: RelatedFile[] }>(
      await post(ctx.app, '/secure/relate-file-to-product', { productId: dish.id, fileId }, ruta.cookie),
    );
    return { ruta, dish, fileId, url: relatedFiles[0]!.url };
  }

  it('deletes a removed dish image, its thumbnail and its variants from the bucket', async () => {
    const { ruta, fileId, url } = await hiddenDishPicture();
    expect((await ctx.app.inject({ method: 'GET', url, headers: { cookie: ruta.cookie } })).statusCode).toBe(
      200,
    );
    const written = await keysInBucket(`products/${ruta.id}/`);
    // The display image, its thumbnail and the sized variants of decision 054.
    expect(written.length).toBeGreaterThan(2);
    expect((await get(ctx.app, `/secure/remove-product-file?fileId=${fileId}`, ruta.cookie)).statusCode).toBe(
      200,
    );
    expect(await keysInBucket(`products/${ruta.id}/`)).toEqual([]);
    // The upload itself stays until the unused-upload sweep takes it.
    expect(await keysInBucket('uploads/')).toHaveLength(1);
    ctx.clock.advance((ctx.app.config.UNUSED_UPLOAD_GRACE_HOURS + 1) * 3_600_000);
    expect(await deleteUnusedUploads(ctx.app)).toEqual({ deleted: 1 });
    expect(await keysInBucket()).toEqual([]);
  });

  it("keeps today's access rules and caching: a hidden dish's picture for its chef only", async () => {
    const { ruta, dish, url } = await hiddenDishPicture();
    const read = (cookie?: string) =>
      ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

    // A disabled dish: its chef sees the picture (kept by their browser only), a visitor a 404 kept nowhere.
    expect((await read()).statusCode).toBe(404);
    expect((await read()).headers['cache-control']).toBe('no-store');
    const own = await read(ruta.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, max-age=86400');

    // Enabled: anyone, and any cache for a year.
    model(await post(ctx.app, '/secure/product', { ...DISH, id: dish.id, active: true }, ruta.cookie));
    const open = await read();
    expect(open.statusCode).toBe(200);
    expect(open.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(open.rawPayload.equals(own.rawPayload)).toBe(true);

    // A suspended chef's pictures are hidden again from everyone else.
    await setChefStatus(ctx.app, ruta.id, 'suspended');
    expect((await read()).statusCode).toBe(404);
  });

  it('sweeps the objects whose row never committed, older than an hour, and keeps every other', async () => {
    const ruta = await chef(ctx.app, 'ruta@example.lt');
    const dish = await createDish(ctx.app, ruta.cookie, { active: 'false' });
    const photo = await uploadedFileId(ctx.app, ruta.cookie, await jpeg(1600, 1000));
    await post(ctx.app, '/secure/relate-file-to-product', { productId: dish.id, fileId: photo }, ruta.cookie);
    const portrait = await uploadedFileId(ctx.app, ruta.cookie, await jpeg(400, 400, '#2980b9'));
    await get(ctx.app, `/secure/set-avatar?fileId=${portrait}`, ruta.cookie);
    const kept = await keysInBucket();

    // What a crash between the write and the row leaves, or a cleanup that could not reach the storage.
    const lost = `${dish.id}-999-${token()}`;
    const orphans = [
      `uploads/${ruta.id}/${randomBytes(8).toString('hex')}.jpg`,
      `products/${ruta.id}/${lost}.jpg`,
      `products/${ruta.id}/${lost}-thumb.jpg`,
      `products/${ruta.id}/${lost}-w320.webp`,
      `users/${ruta.id}/avatar-${token()}.jpg`,
      `users/${ruta.id}/thumbnail.jpg`,
      `users/999/avatar-${token()}.jpg`,
    ];
    for (const key of orphans) await theBucket().put(key, Buffer.from('lost'), 'image/jpeg');
    // A name of no shape the sweep knows is not its to judge.
    await theBucket().put('notes/readme.txt', Buffer.from('the operator put this here'), 'text/plain');

    // Too young: they may still be waiting for their row.
    expect(await deleteOrphanObjects(ctx.app)).toEqual({ orphanObjects: 0 });
    ctx.clock.advance(ORPHAN_MIN_AGE_MS + 60_000);
    expect(await deleteOrphanObjects(ctx.app)).toEqual({ orphanObjects: orphans.length });
    expect(await keysInBucket()).toEqual([...kept, 'notes/readme.txt'].sort());
    expect(await deleteOrphanObjects(ctx.app)).toEqual({ orphanObjects: 0 });
  });
});
