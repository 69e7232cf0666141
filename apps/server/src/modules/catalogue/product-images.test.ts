import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { RelatedFile } from '@hearth/domain/catalogue';
import { MESSAGES } from '@hearth/domain/messages';
import { files } from '../../db/schema.ts';
import { envelope, useTestApp } from '../../test/test-app.ts';
import { get, model, post } from '../profile/profile-test-helpers.ts';
import { uploadedFileId, uploadFile } from '../files/files-test-helpers.ts';
import { chef, createDish, DISH } from './catalogue-test-helpers.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'hearth-catalogue-'));
const ctx = useTestApp({ DATA_DIR: dataDir });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
afterEach(() => rmSync(path.join(dataDir, 'files'), { recursive: true, force: true }));

const jpeg = (width = 1600, height = 1000) =>
  sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .withMetadata({ exif: { IFD0: { Copyright: 'secret camera owner' } } })
    .jpeg()
    .toBuffer();
const png = () =>
  sharp({ create: { width: 50, height: 40, channels: 3, background: '#2980b9' } })
    .png()
    .toBuffer();

const HEIC_FIXTURE = new URL('../files/fixtures/dish-64x48.heic', import.meta.url);

const uploadId = (cookie: string, data: Buffer, filename = 'dish.jpg', type = 'image/jpeg') =>
  uploadedFileId(ctx.app, cookie, data, filename, type);

const relate = (cookie: string, productId: number, fileId: number) =>
  post(ctx.app, '/secure/relate-file-to-product', { productId, fileId }, cookie);

async function setUp() {
  const ruta = await chef(ctx.app, 'ruta@example.lt');
  // A new dish starts disabled: it has no photo yet (decision 054).
  const dish = await createDish(ctx.app, ruta.cookie, { active: 'false' });
  return { ruta, dish };
}

describe('dish images', () => {
  it('records what an upload really was, and what the client called it', async () => {
    const { ruta } = await setUp();
    await uploadId(ruta.cookie, await png(), 'photo.jpg', 'image/jpeg');
    const [row] = await ctx.app.db.select().from(files);
    expect(row).toMatchObject({
      sourceFormat: 'png',
      sourceName: 'photo.jpg',
      sourceMimeType: 'image/jpeg',
      mimeType: 'image/jpeg',
    });
  });

  it('relates a real JPEG: a display size and a thumbnail, served with long cache headers, without metadata', async () => {
    const { ruta, dish } = await setUp();
    const fileId = await uploadId(ruta.cookie, await jpeg(), 'Dish.JPEG');
    const { relatedFiles } = model<{ relatedFiles: RelatedFile[] }>(
      await relate(ruta.cookie, dish.id, fileId),
    );
    // The name carries 32 random hex digits: nobody can count through the images (decision 048).
    const fileName = relatedFiles[0]!.fileName;
    expect(fileName).toMatch(new RegExp(`^${dish.id}-${fileId}-[0-9a-f]{32}\\.jpg$`));
    const url = `/repository/products/${ruta.id}/${fileName}`;
    // The display image's size and its sized variants, for a srcset (decision 054).
    const variant = (w: number, width = w) => ({
      width,
      jpeg: `${url}?w=${w}&format=jpeg`,
      webp: `${url}?w=${w}&format=webp`,
      avif: `${url}?w=${w}&format=avif`,
    });
    expect(relatedFiles).toEqual([
      {
        fileId,
        fileName,
        url,
        thumbnailUrl: `/repository/products/${ruta.id}/${fileName.replace(/\.jpg$/, '-thumb.jpg')}`,
        width: 1200,
        height: 750,
        variants: [variant(320), variant(640), variant(1280)],
      },
    ]);
    // With its photo the dish can be enabled; then anyone sees its images.
    model(await post(ctx.app, '/secure/product', { ...DISH, id: dish.id, active: 'true' }, ruta.cookie));
    const display = await get(ctx.app, relatedFiles[0]!.url);
    expect(display.statusCode).toBe(200);
    expect(display.headers['content-type']).toBe('image/jpeg');
    expect(display.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(display.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 750]);
    expect(meta.exif).toBeUndefined();
    const thumb = await get(ctx.app, relatedFiles[0]!.thumbnailUrl);
    expect(thumb.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const thumbMeta = await sharp(thumb.rawPayload).metadata();
    expect([thumbMeta.width, thumbMeta.height]).toEqual([400, 300]);
    // The product and the chef page list it.
    const product = model<{ product: { relatedFiles: RelatedFile[] }; relatedFiles: RelatedFile[] }>(
      await get(ctx.app, `/store/product?productId=${dish.id}`),
    );
    expect(product.relatedFiles).toEqual(relatedFiles);
    expect(product.product.relatedFiles).toEqual(relatedFiles);
    // Relating it again changes nothing.
    expect(
      model<{ relatedFiles: RelatedFile[] }>(await relate(ruta.cookie, dish.id, fileId)).relatedFiles,
    ).toEqual(relatedFiles);
  });

  it.each([
    ['a PNG', 'photo.png', 'image/png', () => png()],
    [
      'a WebP',
      'photo.webp',
      'image/webp',
      () =>
        sharp({ create: { width: 60, height: 40, channels: 3, background: '#27ae60' } })
          .webp()
          .toBuffer(),
    ],
    // A phone's HEIC often comes with no declared type: the bytes decide (decision 054).
    ['a HEIC', 'IMG_0001.HEIC', 'application/octet-stream', async () => readFileSync(HEIC_FIXTURE)],
    ['a PNG renamed .jpg and declared image/jpeg', 'photo.jpg', 'image/jpeg', () => png()],
  ])('relates %s, stored and served as JPEG', async (_, filename, type, make) => {
    const { ruta, dish } = await setUp();
    const fileId = await uploadId(ruta.cookie, await make(), filename, type);
    const { relatedFiles } = model<{ relatedFiles: RelatedFile[] }>(
      await relate(ruta.cookie, dish.id, fileId),
    );
    expect(relatedFiles).toHaveLength(1);
    const display = await get(ctx.app, relatedFiles[0]!.url, ruta.cookie);
    expect(display.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(display.rawPayload).metadata()).format).toBe('jpeg');
  });

  it('refuses an upload that was a GIF with jpgOnlyError and changes nothing', async () => {
    const { ruta, dish } = await setUp();
    const gif = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#8e44ad' } })
      .gif()
      .toBuffer();
    const fileId = await uploadId(ruta.cookie, gif, 'photo.jpg', 'image/jpeg');
    const res = await relate(ruta.cookie, dish.id, fileId);
    expect(res.statusCode).toBe(400);
    expect(envelope(res)).toEqual({
      success: false,
      messages: [{ message: MESSAGES.jpgOnlyError }],
      fieldErrors: { fileId: [MESSAGES.jpgOnlyError] },
    });
    expect(
      model<{ relatedFiles: RelatedFile[] }>(
        await get(ctx.app, `/store/product?productId=${dish.id}`, ruta.cookie),
      ).relatedFiles,
    ).toEqual([]);
    expect((await get(ctx.app, `/repository/products/${ruta.id}/${dish.id}-${fileId}.jpg`)).statusCode).toBe(
      404,
    );
  });

  it('refuses a garbage file named .heic at the upload, before anything is decoded', async () => {
    const { ruta } = await setUp();
    const res = await uploadFile(
      ctx.app,
      ruta.cookie,
      Buffer.from('ftypheic but not a picture'),
      'x.heic',
      'image/heic',
    );
    expect(res.statusCode).toBe(400);
    expect(envelope(res).fieldErrors).toEqual({ data: [MESSAGES.notAnImage] });
  });

  it('serves the sized variants in JPEG, WebP and AVIF, made with the image, under the dish rule', async () => {
    const { ruta, dish } = await setUp();
    const fileId = await uploadId(ruta.cookie, await jpeg(1600, 1000));
    const [image] = model<{ relatedFiles: RelatedFile[] }>(
      await relate(ruta.cookie, dish.id, fileId),
    ).relatedFiles;
    // Stored at once: 3 widths in 3 formats beside the display image and the thumbnail.
    const stored = readdirSync(path.join(dataDir, 'files', 'products', String(ruta.id)));
    expect(stored).toHaveLength(11);
    const disabledVariant = `${image!.url}?w=640&format=webp`;
    // The dish is disabled: its chef sees the variants, nobody else does.
    expect((await get(ctx.app, disabledVariant)).statusCode).toBe(404);
    const own = await get(ctx.app, disabledVariant, ruta.cookie);
    expect([own.statusCode, own.headers['cache-control']]).toEqual([200, 'private, max-age=86400']);

    model(await post(ctx.app, '/secure/product', { ...DISH, id: dish.id, active: 'true' }, ruta.cookie));
    for (const [query, type, format, width] of [
      ['w=320&format=jpeg', 'image/jpeg', 'jpeg', 320],
      ['w=320', 'image/jpeg', 'jpeg', 320],
      ['w=640&format=webp', 'image/webp', 'webp', 640],
      ['w=1280&format=avif', 'image/avif', 'heif', 1280],
    ] as const) {
      const res = await get(ctx.app, `${image!.url}?${query}`);
      expect([res.statusCode, res.headers['content-type'], res.headers['cache-control']], query).toEqual([
        200,
        type,
        'public, max-age=31536000, immutable',
      ]);
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.exif], query).toEqual([format, width, undefined]);
    }
    // A thumbnail has no variants; a width or format not offered is a 400.
    expect((await get(ctx.app, `${image!.thumbnailUrl}?w=320`)).statusCode).toBe(404);
    for (const query of ['w=300', 'w=640&format=gif', 'w=', 'w=640&format=JPEG'])
      expect((await get(ctx.app, `${image!.url}?${query}`)).statusCode, query).toBe(400);

    // Removing the image removes every variant too.
    model(await get(ctx.app, `/secure/remove-product-file?fileId=${fileId}`, ruta.cookie));
    expect(readdirSync(path.join(dataDir, 'files', 'products', String(ruta.id)))).toEqual([]);
  });

  it('makes a variant of an image stored before the variants on its first request, then keeps it', async () => {
    const { ruta, dish } = await setUp();
    const fileId = await uploadId(ruta.cookie, await jpeg(500, 400));
    const [image] = model<{ relatedFiles: RelatedFile[] }>(
      await relate(ruta.cookie, dish.id, fileId),
    ).relatedFiles;
    // A 500 px upload is offered at 320 and at its own width, not wider.
    expect(image!.variants!.map((v) => v.width)).toEqual([320, 500]);
    const folder = path.join(dataDir, 'files', 'products', String(ruta.id));
    for (const name of readdirSync(folder).filter((n) => /-w\d+\./.test(n))) rmSync(path.join(folder, name));
    const res = await get(ctx.app, `${image!.url}?w=640&format=webp`, ruta.cookie);
    expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'image/webp']);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(500);
    expect(readdirSync(folder).filter((n) => /-w\d+\./.test(n))).toEqual([
      image!.fileName.replace(/\.jpg$/, '-w640.webp'),
    ]);
  });

  it('removes an image: the row and both files', async () => {
    const { ruta, dish } = await setUp();
    const first = await uploadId(ruta.cookie, await jpeg(300, 300));
    const second = await uploadId(ruta.cookie, await jpeg(300, 300));
    model(await relate(ruta.cookie, dish.id, first));
    const both = model<{ relatedFiles: RelatedFile[] }>(
      await relate(ruta.cookie, dish.id, second),
    ).relatedFiles;
    expect(both.map((f) => f.fileId)).toEqual([first, second]);
    const left = model<{ relatedFiles: RelatedFile[] }>(
      await get(ctx.app, `/secure/remove-product-file?fileId=${first}`, ruta.cookie),
    );
    expect(left.relatedFiles.map((f) => f.fileId)).toEqual([second]);
    expect((await get(ctx.app, both[0]!.url, ruta.cookie)).statusCode).toBe(404);
    expect((await get(ctx.app, both[0]!.thumbnailUrl, ruta.cookie)).statusCode).toBe(404);
    expect((await get(ctx.app, both[1]!.url, ruta.cookie)).statusCode).toBe(200);
    expect((await get(ctx.app, `/secure/remove-product-file?fileId=${first}`, ruta.cookie)).statusCode).toBe(
      404,
    );
  });

  it('lets only the owner relate and remove: another chef 403, unknown ids 404', async () => {
    const { ruta, dish } = await setUp();
    const ana = await chef(ctx.app, 'ana@example.lt');
    const rutaFile = await uploadId(ruta.cookie, await jpeg(200, 200));
    const anaFile = await uploadId(ana.cookie, await jpeg(200, 200));
    expect((await relate(ana.cookie, dish.id, anaFile)).statusCode).toBe(403);
    model(await relate(ruta.cookie, dish.id, rutaFile));
    expect(
      (await get(ctx.app, `/secure/remove-product-file?fileId=${rutaFile}`, ana.cookie)).statusCode,
    ).toBe(403);
    // Someone else's upload, an unknown upload, an unknown dish.
    expect((await relate(ruta.cookie, dish.id, anaFile)).statusCode).toBe(404);
    expect((await relate(ruta.cookie, dish.id, 9999)).statusCode).toBe(404);
    expect((await relate(ruta.cookie, 9999, rutaFile)).statusCode).toBe(404);
    expect((await get(ctx.app, '/secure/remove-product-file?fileId=9999', ruta.cookie)).statusCode).toBe(404);
    expect((await get(ctx.app, `/secure/remove-product-file?fileId=${rutaFile}`)).statusCode).toBe(401);
    // An image already used by one dish cannot go to another.
    const other = await createDish(ctx.app, ruta.cookie);
    expect((await relate(ruta.cookie, other.id, rutaFile)).statusCode).toBe(409);
  });

  it('allows at most 10 images per dish', async () => {
    const { ruta, dish } = await setUp();
    const bytes = await jpeg(64, 48);
    for (let i = 0; i < 10; i++)
      model(await relate(ruta.cookie, dish.id, await uploadId(ruta.cookie, bytes)));
    const res = await relate(ruta.cookie, dish.id, await uploadId(ruta.cookie, bytes));
    expect(res.statusCode).toBe(409);
    expect(envelope(res).messages).toEqual([{ message: MESSAGES.tooManyImages }]);
  });

  it.each([
    '/repository/products/1/..%2F..%2Fusers%2F1%2Favatar.jpg',
    '/repository/products/1/1-1.png',
    '/repository/products/abc/1-1.jpg',
    '/repository/products/0/1-1.jpg',
    '/repository/products/1/1-1.jpg',
    '/repository/products/99999999999/1-1.jpg',
    '/repository/products/1/.1-1.jpg',
  ])('answers 404 with the envelope for %s', async (url) => {
    const res = await get(ctx.app, url);
    expect(res.statusCode).toBe(404);
    expect(envelope(res).success).toBe(false);
  });
});
