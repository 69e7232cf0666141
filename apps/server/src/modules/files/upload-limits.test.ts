import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@hearth/domain/messages';
import { files } from '../../db/schema.ts';
import { envelope, useTestApp } from '../../test/test-app.ts';
import { chef, createDish } from '../catalogue/catalogue-test-helpers.ts';
import { post, signUp } from '../profile/profile-test-helpers.ts';
import { deleteUnusedUploads } from './files-service.ts';
import { noise, solidJpeg, uploadedFileId, uploadFile } from './files-test-helpers.ts';

// Decision 048: per-user upload rate and storage quota, a pixel limit read from the header (lower for
// those who can only make avatars), a bounded queue of image jobs, and the sweep of unused uploads.
const dataDir = mkdtempSync(path.join(tmpdir(), 'hearth-upload-limits-'));
const ctx = useTestApp({
  DATA_DIR: dataDir,
  UPLOADS_PER_MINUTE: '3',
  CUSTOMER_UPLOAD_QUOTA_MB: '1',
  CHEF_UPLOAD_QUOTA_MB: '2',
  IMAGE_JOBS_CONCURRENCY: '1',
  IMAGE_JOBS_QUEUE: '0',
  UNUSED_UPLOAD_GRACE_HOURS: '24',
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
afterEach(() => {
  vi.restoreAllMocks();
  rmSync(path.join(dataDir, 'files'), { recursive: true, force: true });
});

const HOUR = 3_600_000;

function upload(cookie: string, data: Buffer) {
  return uploadFile(ctx.app, cookie, data);
}

function expectRefused(res: Awaited<ReturnType<typeof upload>>, status: number, message: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(envelope(res)).toMatchObject({ success: false, messages: [{ message }] });
}

const jpeg = (width: number, height: number) => solidJpeg(width, height);

/** Pixels JPEG cannot shrink much: large stored files. */
const noiseJpeg = (width: number, height: number) => noise(width, height).jpeg({ quality: 100 }).toBuffer();

/** A PNG whose header claims width x height, of 1-bit pixels that compress to almost nothing (F14's bomb). */
function pngBomb(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#fff' } })
    .png({ palette: true, colours: 2, compressionLevel: 9 })
    .toBuffer();
}

describe('upload rate per user', () => {
  it('takes UPLOADS_PER_MINUTE uploads a minute from one user, then 429 with Retry-After; others go on', async () => {
    const ana = await signUp(ctx.app, 'ana@example.lt');
    const rasa = await signUp(ctx.app, 'rasa@example.lt');
    const image = await jpeg(40, 30);
    for (let i = 0; i < 3; i++) expect((await upload(ana.cookie, image)).statusCode).toBe(200);
    const refused = await upload(ana.cookie, image);
    expectRefused(refused, 429, MESSAGES.uploadRateLimited);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await ctx.app.db.select().from(files)).toHaveLength(3);
    expect((await upload(rasa.cookie, image)).statusCode).toBe(200);

    ctx.clock.advance(61_000);
    expect((await upload(ana.cookie, image)).statusCode).toBe(200);
  });
});

describe('storage quota per user', () => {
  it("refuses an upload past the user's quota (a customer's is smaller than a chef's), counted from the stored files", async () => {
    const ana = await signUp(ctx.app, 'ana@example.lt');
    const photo = await noiseJpeg(1200, 900); // about 0.56 MB stored
    expect((await upload(ana.cookie, photo)).statusCode).toBe(200);
    expectRefused(await upload(ana.cookie, photo), 409, MESSAGES.uploadQuotaExceeded);
    expect(await ctx.app.db.select().from(files)).toHaveLength(1);

    const ruta = await chef(ctx.app, 'ruta@example.lt');
    for (let i = 0; i < 3; i++) expect((await upload(ruta.cookie, photo)).statusCode).toBe(200);
    ctx.clock.advance(61_000); // past the upload rate's minute
    expectRefused(await upload(ruta.cookie, photo), 409, MESSAGES.uploadQuotaExceeded);
  });
});

describe('pixels, from the header, before any decoding', () => {
  it('refuses F14 bombs by their header alone: no image job is taken', async () => {
    const ana = await signUp(ctx.app, 'ana@example.lt');
    const ruta = await chef(ctx.app, 'ruta@example.lt');
    const run = vi.spyOn(ctx.app.imageJobs, 'run');
    const avatarBomb = await pngBomb(4_500, 4_000); // 18 MP: over a customer's 16
    expect(avatarBomb.length).toBeLessThan(100_000);
    expectRefused(
      await uploadFile(ctx.app, ana.cookie, avatarBomb, 'me.png', 'image/png'),
      400,
      MESSAGES.imageTooManyPixels,
    );
    const dishBomb = await pngBomb(7_000, 6_000); // 42 MP: over a chef's 40
    expectRefused(
      await uploadFile(ctx.app, ruta.cookie, dishBomb, 'dish.png', 'image/png'),
      400,
      MESSAGES.imageTooManyPixels,
    );
    expect(run).not.toHaveBeenCalled();
    expect(
      envelope(await uploadFile(ctx.app, ana.cookie, avatarBomb, 'me.png', 'image/png')).fieldErrors,
    ).toEqual({
      data: [MESSAGES.imageTooManyPixels],
    });
  });

  it('refuses WebP and HEIC bombs by their header as well: the HEIC decoder never runs', async () => {
    const ruta = await chef(ctx.app, 'ruta@example.lt');
    const run = vi.spyOn(ctx.app.imageJobs, 'run');
    const webpBomb = await sharp({ create: { width: 7_000, height: 6_000, channels: 3, background: '#fff' } })
      .webp({ lossless: true })
      .toBuffer(); // 42 MP
    // 48 MP of white in 11 KB, made once with libheif's heif-enc (x265): sharp reads its size, not its pixels.
    const heicBomb = readFileSync(new URL('./fixtures/white-8000x6000.heic', import.meta.url));
    expect(heicBomb.length).toBeLessThan(20_000);
    for (const [bomb, name, type] of [
      [webpBomb, 'dish.webp', 'image/webp'],
      [heicBomb, 'IMG_0001.HEIC', 'image/heic'],
    ] as const)
      expectRefused(
        await uploadFile(ctx.app, ruta.cookie, bomb, name, type),
        400,
        MESSAGES.imageTooManyPixels,
      );
    expect(run).not.toHaveBeenCalled();
  });

  it('takes a 12 megapixel phone photo from anyone, and 18 megapixels from a chef only', async () => {
    const ana = await signUp(ctx.app, 'ana@example.lt');
    const ruta = await chef(ctx.app, 'ruta@example.lt');
    expect((await upload(ana.cookie, await jpeg(4_032, 3_024))).statusCode).toBe(200);
    const large = await jpeg(4_500, 4_000);
    expectRefused(await upload(ana.cookie, large), 400, MESSAGES.imageTooManyPixels);
    expect((await upload(ruta.cookie, large)).statusCode).toBe(200);
  });
});

describe('image jobs at once', () => {
  it('answers 503 with Retry-After in the envelope when the queue is full, and nothing is stored', async () => {
    const ana = await signUp(ctx.app, 'ana@example.lt');
    let release!: () => void;
    const busy = ctx.app.imageJobs.run(() => new Promise<void>((resolve) => (release = resolve)));
    const res = await upload(ana.cookie, await jpeg(40, 30));
    expectRefused(res, 503, MESSAGES.imagesBusy);
    expect(res.headers['retry-after']).toBe('2');
    expect(await ctx.app.db.select().from(files)).toHaveLength(0);
    release();
    await busy;
    expect((await upload(ana.cookie, await jpeg(40, 30))).statusCode).toBe(200);
  });
});

describe('unused uploads', () => {
  it('deletes uploads no dish uses once their grace time is over, rows and files; dish images stay', async () => {
    const ruta = await chef(ctx.app, 'ruta@example.lt');
    const dish = await createDish(ctx.app, ruta.cookie, { active: 'false' });
    const ids: number[] = [];
    for (let i = 0; i < 2; i++) ids.push(await uploadedFileId(ctx.app, ruta.cookie, await jpeg(400, 300)));
    const related = await post(
      ctx.app,
      '/secure/relate-file-to-product',
      { productId: dish.id, fileId: ids[0]! },
      ruta.cookie,
    );
    expect(related.statusCode).toBe(200);
    const rows = await ctx.app.db.select().from(files);

    ctx.clock.advance(23 * HOUR);
    expect(await deleteUnusedUploads(ctx.app)).toEqual({ deleted: 0 });
    ctx.clock.advance(2 * HOUR);
    expect(await deleteUnusedUploads(ctx.app)).toEqual({ deleted: 1 });

    const left = await ctx.app.db.select().from(files);
    expect(left.map((f) => f.id)).toEqual([ids[0]]);
    const unused = rows.find((f) => f.id === ids[1])!;
    expect(await ctx.app.storage.exists(unused.storageKey)).toBe(false);
    expect(await ctx.app.storage.exists(left[0]!.storageKey)).toBe(true);
  });
});
