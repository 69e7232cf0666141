import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { avatarSvg, removeUnusedPictures, renderJpeg } from './demo-images.ts';

/** The build's cache of the demo pictures (decision 062). */
describe('demo pictures', () => {
  const cache = mkdtempSync(path.join(tmpdir(), 'hearth-demo-pictures-'));
  afterAll(() => rmSync(cache, { recursive: true, force: true }));

  it('are kept by what they are drawn from, and read back the same', async () => {
    const svg = avatarSvg('Rūta', 'Kazlauskienė', 128);
    const drawn = await renderJpeg(svg, cache);
    expect((await sharp(drawn).metadata()).format).toBe('jpeg');
    const [file] = readdirSync(cache);
    expect(file).toMatch(/^[0-9a-f]{64}\.jpg$/);
    // The second time is the file: change it, and the change is what comes back.
    writeFileSync(path.join(cache, file!), Buffer.concat([drawn, Buffer.from('kept')]));
    expect((await renderJpeg(svg, cache)).subarray(-4).toString()).toBe('kept');
    // Another picture is another file.
    await renderJpeg(avatarSvg('Tomas', 'Petraitis', 128), cache);
    expect(readdirSync(cache)).toHaveLength(2);
  });

  it('that this process did not use are removed, and nothing else', async () => {
    const own = mkdtempSync(path.join(tmpdir(), 'hearth-demo-pictures-'));
    try {
      await renderJpeg(avatarSvg('Jonas', 'Jonaitis', 128), own);
      const [used] = readdirSync(own);
      writeFileSync(path.join(own, `${'0'.repeat(64)}.jpg`), 'a picture of earlier demo data');
      writeFileSync(path.join(own, 'demo-password.json'), '{}');
      expect(removeUnusedPictures(own)).toBe(1);
      expect(readdirSync(own).sort()).toEqual([used, 'demo-password.json'].sort());
    } finally {
      rmSync(own, { recursive: true, force: true });
    }
  });

  it('are drawn and kept nowhere without the build’s folder', async () => {
    const missing = path.join(cache, 'not-built');
    const drawn = await renderJpeg(avatarSvg('Ona', 'Ona', 128), missing);
    expect(drawn.length).toBeGreaterThan(100);
    expect(readdirSync(cache)).not.toContain('not-built');
  });
});
