import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ImageTooLarge, normalizeUpload, NotAnImage, squareJpeg } from './image-processing.ts';

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
