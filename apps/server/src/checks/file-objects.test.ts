import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { RelatedFile } from '@hearth/domain/catalogue';
import { files } from '../db/schema.ts';
import { chef, createDish } from '../modules/catalogue/catalogue-test-helpers.ts';
import { uploadedFileId } from '../modules/files/files-test-helpers.ts';
import { get, model, post } from '../modules/profile/profile-test-helpers.ts';
import { useTestApp } from '../test/test-app.ts';
import { checkFileObjects, fileObjectViolations } from './file-objects.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'hearth-file-objects-'));
const ctx = useTestApp({ DATA_DIR: dataDir });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
afterEach(() => rmSync(path.join(dataDir, 'files'), { recursive: true, force: true }));

const jpeg = (background: string) =>
  sharp({ create: { width: 800, height: 600, channels: 3, background } })
    .jpeg()
    .toBuffer();

/** A chef with two uploads, one a dish image and the other the avatar. */
async function pictures() {
  const ruta = await chef(ctx.app, 'ruta@example.lt');
  const dish = await createDish(ctx.app, ruta.cookie, { active: 'false' });
  const photo = await uploadedFileId(ctx.app, ruta.cookie, await jpeg('#c0392b'));
  const portrait = await uploadedFileId(ctx.app, ruta.cookie, await jpeg('#2980b9'));
  const { relatedFiles } = model<{ relatedFiles: RelatedFile[] }>(
    await post(ctx.app, '/secure/relate-file-to-product', { productId: dish.id, fileId: photo }, ruta.cookie),
  );
  await get(ctx.app, `/secure/set-avatar?fileId=${portrait}`, ruta.cookie);
  return { ruta, photo, fileName: relatedFiles[0]!.fileName };
}

describe('db:check of the stored pictures', () => {
  it('finds every object of every row: uploads, dish images with thumbnails, avatars', async () => {
    await pictures();
    const report = await checkFileObjects(ctx.app.db, ctx.app.storage);
    expect(report).toEqual({ rows: 4, checkedRows: 4, checkedObjects: 6, missing: [] });
    expect(fileObjectViolations(report)).toEqual([]);
  });

  it('names each missing object and its row', async () => {
    const { ruta, photo, fileName } = await pictures();
    const [upload] = await ctx.app.db.select().from(files).limit(1);
    await ctx.app.storage.delete(upload!.storageKey);
    const thumbnail = `products/${ruta.id}/${fileName.replace(/\.jpg$/, '-thumb.jpg')}`;
    await ctx.app.storage.delete(thumbnail);
    const report = await checkFileObjects(ctx.app.db, ctx.app.storage);
    expect(report.missing).toEqual(
      expect.arrayContaining([
        { key: upload!.storageKey, row: `files ${upload!.id}` },
        { key: thumbnail, row: expect.stringMatching(/^product_files \d+$/) },
      ]),
    );
    expect(report.missing).toHaveLength(2);
    expect(photo).toBeGreaterThan(0);
    const [violation] = fileObjectViolations(report);
    expect(violation?.invariant).toBe('every recorded file has its object in the storage');
    expect(violation?.detail).toMatch(/^2 missing of 6 checked: /);
  });

  it('samples: the rows of the last hours (at most so many), and a few random older ones of each kind', async () => {
    await pictures();
    // Every row recent, at most one of each kind.
    expect(await checkFileObjects(ctx.app.db, ctx.app.storage, { recentMax: 1 })).toMatchObject({
      rows: 4,
      checkedRows: 3,
    });
    // Two days later every row is older: one random row of each kind.
    const later = new Date(Date.now() + 48 * 3_600_000);
    expect(await checkFileObjects(ctx.app.db, ctx.app.storage, { now: later, randomOlder: 1 })).toMatchObject(
      {
        rows: 4,
        checkedRows: 3,
      },
    );
    expect(await checkFileObjects(ctx.app.db, ctx.app.storage, { now: later, randomOlder: 0 })).toMatchObject(
      {
        checkedRows: 0,
        missing: [],
      },
    );
  });
});
