import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  checkUpload,
  HEIC_FORMAT,
  ImageTooLarge,
  normalizeUpload,
  NotAnImage,
  squareJpeg,
  TooManyPixels,
} from './image-processing.ts';

const solid = (width: number, height: number, channels: 3 | 4, background: sharp.Color) =>
  sharp({ create: { width, height, channels, background } });

describe('normalizeUpload', () => {
  it('turns transparent parts white, not black', async () => {
    const transparent = await solid(20, 20, 4, { r: 0, g: 0, b: 0, alpha: 0 }).png().toBuffer();
    const { bytes } = await normalizeUpload(transparent);
    const { channels } = await sharp(bytes).stats();
    expect(channels.slice(0, 3).every((c) => c.mean > 250)).toBe(true);
  });

  it('does not enlarge a small image', async () => {
    const image = await normalizeUpload(await solid(5, 7, 3, '#123456').png().toBuffer());
    expect(image).toMatchObject({ width: 5, height: 7 });
  });

  it('reads only the first frame of an animated GIF', async () => {
    const frames = await Promise.all(
      ['#ff0000', '#00ff00', '#0000ff'].map((colour) => solid(30, 20, 3, colour).raw().toBuffer()),
    );
    const animated = await sharp(Buffer.concat(frames), {
      raw: { width: 30, height: 60, channels: 3, pageHeight: 20 },
    })
      .gif()
      .toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(3);
    expect(await normalizeUpload(animated)).toMatchObject({ width: 30, height: 20 });
  });

  it('tells a decoded size limit from a broken file', async () => {
    await expect(normalizeUpload(await solid(10_001, 1, 3, '#fff').png().toBuffer())).rejects.toBeInstanceOf(
      ImageTooLarge,
    );
    await expect(normalizeUpload(Buffer.from('GIF89a'))).rejects.toBeInstanceOf(NotAnImage);
    await expect(normalizeUpload(Buffer.alloc(0))).rejects.toBeInstanceOf(NotAnImage);
  });

  it.each([
    ['PDF', Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF')],
    ['HTML', Buffer.from('<!doctype html><img src=x onerror=alert(1)>')],
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>')],
  ])('refuses %s', async (_name, bytes) => {
    await expect(normalizeUpload(bytes)).rejects.toBeInstanceOf(NotAnImage);
  });
});

/** A 64x48 HEVC-coded HEIC (an orange field with a blue rectangle), as a phone would send. */
const heic = () => readFileSync(new URL('./fixtures/dish-64x48.heic', import.meta.url));

describe('normalizeUpload: the photo formats a dish takes', () => {
  it.each([
    ['PNG', 'png', () => solid(64, 48, 3, '#c05028').png().toBuffer()],
    ['WebP', 'webp', () => solid(64, 48, 3, '#c05028').webp().toBuffer()],
    ['HEIC (HEVC, decoded by heic-decode)', HEIC_FORMAT, async () => heic()],
  ])('stores a %s as a JPEG of its size', async (_name, format, make) => {
    const image = await normalizeUpload(await make());
    expect(image).toMatchObject({ width: 64, height: 48, sourceFormat: format });
    const meta = await sharp(image.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 64, 48]);
    // The HEIC's pixels really decoded: its corner is orange, not black or white.
    const { data } = await sharp(image.bytes)
      .extract({ left: 1, top: 1, width: 1, height: 1 })
      .raw()
      .toBuffer({
        resolveWithObject: true,
      });
    expect(data[0]).toBeGreaterThan(150);
    expect(data[2]).toBeLessThan(100);
  });

  it('judges a HEIC by its header before decoding it: sharp reads the size, heic-decode never runs', async () => {
    expect(await checkUpload(heic(), 64 * 48)).toMatchObject({ format: HEIC_FORMAT, width: 64, height: 48 });
    await expect(checkUpload(heic(), 64 * 48 - 1)).rejects.toBeInstanceOf(TooManyPixels);
  });

  it('refuses a truncated HEIC as not an image', async () => {
    await expect(normalizeUpload(heic().subarray(0, 400))).rejects.toBeInstanceOf(NotAnImage);
  });
});

describe('squareJpeg', () => {
  it('cuts the centre square of a wide image', async () => {
    // Red | green | blue thirds: the centre square is all green.
    const third = (colour: sharp.Color) => solid(100, 100, 3, colour).png().toBuffer();
    const wide = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#000' } })
      .composite([
        { input: await third('#ff0000'), left: 0, top: 0 },
        { input: await third('#00ff00'), left: 100, top: 0 },
        { input: await third('#0000ff'), left: 200, top: 0 },
      ])
      .jpeg()
      .toBuffer();
    const square = await squareJpeg(wide, 64);
    const meta = await sharp(square).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 64, height: 64 });
    const { dominant } = await sharp(square).stats();
    expect(dominant.g).toBeGreaterThan(200);
    expect(dominant.r).toBeLessThan(60);
  });
});
