import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { atFirstUse, loadSharp } from '../native-packages.ts';
import { SERVER_ROOT } from '../paths.ts';
import type { DemoDish, DishLook } from './demo-data.ts';

/**
 * Pictures of the demo data, drawn at seed time: an SVG (warm gradient, a plate or pan with simple food
 * shapes, the dish's title) rendered and encoded to JPEG by sharp. No downloads, and the same picture on
 * every run (a seeded random). Rendering each size from the SVG is faster than resizing one large render.
 */

/**
 * The dish pictures: display size (4:3, within the 1200 px of an uploaded dish photo; 1024 rather than 1200
 * renders a quarter faster) and the 400x300 thumbnail.
 */
export const DISH_IMAGE = { width: 1024, height: 768 } as const;
export const DISH_THUMB = { width: 400, height: 300 } as const;
/** The avatar squares (the sizes of modules/files: AVATAR_SIZE and THUMBNAIL_SIZE). */
export const AVATAR_SIDES = { avatar: 512, thumbnail: 128 } as const;

const JPEG = { quality: 80 } as const;
const FONT = "DejaVu Sans, 'Liberation Sans', Arial, sans-serif";

/** A small deterministic random (mulberry32) seeded from a string. */
export function seededRandom(seedText: string): () => number {
  let seed = 2166136261;
  for (const ch of seedText) seed = Math.imul(seed ^ ch.codePointAt(0)!, 16777619);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );
}

/** One line, or two split at the space nearest the middle when long. */
function titleLines(title: string): string[] {
  if (title.length <= 28) return [title];
  const middle = title.length / 2;
  let best = -1;
  for (let i = 0; i < title.length; i++)
    if (title[i] === ' ' && (best < 0 || Math.abs(i - middle) < Math.abs(best - middle))) best = i;
  return best < 0 ? [title] : [title.slice(0, best), title.slice(best + 1)];
}

const GARNISH = ['#5a8f29', '#7aa650', '#3f7d20', '#98c46a'];
const ACCENTS = ['#f4d35e', '#ee964b', '#f95738', '#faf0ca', '#c9e4ca', '#e63946', '#ffffff'];

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const between = (random: Random, min: number, max: number) => min + random() * (max - min);
const r1 = (n: number) => Math.round(n * 10) / 10;

/** Small pieces scattered in a circle: herbs, seeds, toppings. */
function scatter(
  random: Random,
  cx: number,
  cy: number,
  radius: number,
  count: number,
  colors: string[],
  [minSize, maxSize] = [6, 16],
) {
  let out = '';
  for (let i = 0; i < count; i++) {
    const angle = random() * Math.PI * 2;
    const distance = Math.sqrt(random()) * radius;
    const x = cx + Math.cos(angle) * distance;
    const y = cy + Math.sin(angle) * distance;
    const rx = between(random, minSize, maxSize);
    out += `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(rx)}" ry="${r1(rx * 0.55)}" fill="${pick(random, colors)}" transform="rotate(${Math.round(random() * 180)} ${r1(x)} ${r1(y)})"/>`;
  }
  return out;
}

function plate(cx: number, cy: number, r: number) {
  return (
    `<ellipse cx="${cx + 14}" cy="${cy + 22}" rx="${r + 6}" ry="${r}" fill="#000" opacity="0.22"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#plate)"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${Math.round(r * 0.74)}" fill="#f6f1ea" stroke="#ddd3c6" stroke-width="4"/>`
  );
}

function board(x: number, y: number, w: number, h: number) {
  return (
    `<rect x="${x + 14}" y="${y + 20}" width="${w}" height="${h}" rx="36" fill="#000" opacity="0.22"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="36" fill="#a0703f"/>` +
    `<rect x="${x + 18}" y="${y + 18}" width="${w - 36}" height="${h - 36}" rx="26" fill="#b98350"/>`
  );
}

/** The food, drawn around (600, 400) in a 1200x900 view box. */
function food(look: DishLook, color: string, random: Random): string {
  const cx = 600;
  const cy = 400;
  switch (look) {
    case 'plate': {
      let out = plate(cx, cy, 310);
      const pieces = 3 + Math.floor(random() * 3);
      for (let i = 0; i < pieces; i++) {
        const angle = (i / pieces) * Math.PI * 2 + random();
        const d = i === 0 ? 0 : between(random, 70, 120);
        const x = cx + Math.cos(angle) * d;
        const y = cy + Math.sin(angle) * d;
        const rx = between(random, 60, i === 0 ? 120 : 85);
        out += `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(rx)}" ry="${r1(rx * between(random, 0.6, 0.9))}" fill="${i % 2 === 0 ? color : pick(random, ACCENTS)}" stroke="#000" stroke-opacity="0.12" stroke-width="4" transform="rotate(${Math.round(random() * 180)} ${r1(x)} ${r1(y)})"/>`;
      }
      return out + scatter(random, cx, cy, 170, 14, GARNISH);
    }
    case 'bowl':
      return (
        `<ellipse cx="${cx + 14}" cy="${cy + 22}" rx="300" ry="292" fill="#000" opacity="0.22"/>` +
        `<circle cx="${cx}" cy="${cy}" r="290" fill="url(#plate)"/>` +
        `<circle cx="${cx}" cy="${cy}" r="232" fill="${color}" stroke="#000" stroke-opacity="0.18" stroke-width="8"/>` +
        `<ellipse cx="${cx - 70}" cy="${cy - 80}" rx="90" ry="40" fill="#fff" opacity="0.18" transform="rotate(-30 ${cx - 70} ${cy - 80})"/>` +
        scatter(random, cx, cy, 170, 10, ACCENTS) +
        scatter(random, cx, cy, 190, 16, GARNISH)
      );
    case 'pizza':
      return (
        board(cx - 350, cy - 330, 700, 660) +
        `<circle cx="${cx}" cy="${cy}" r="290" fill="#d9a55b"/>` +
        `<circle cx="${cx}" cy="${cy}" r="255" fill="${color}"/>` +
        scatter(random, cx, cy, 210, 16, ['#fff4d6', '#f7e3b0', '#8b1e1e'], [24, 40]) +
        scatter(random, cx, cy, 220, 12, GARNISH)
      );
    case 'cake': {
      const cut = `M ${cx} ${cy} L ${cx + 240} ${cy - 40} A 243 243 0 0 1 ${cx + 200} ${cy + 138} Z`;
      return (
        plate(cx, cy, 320) +
        `<circle cx="${cx}" cy="${cy}" r="245" fill="${color}" stroke="#000" stroke-opacity="0.2" stroke-width="6"/>` +
        `<circle cx="${cx}" cy="${cy}" r="200" fill="#fff" opacity="0.12"/>` +
        `<path d="${cut}" fill="#f6f1ea"/>` +
        Array.from({ length: 12 }, (_, i) => {
          const a = (i / 12) * Math.PI * 2 + 0.6;
          return `<circle cx="${r1(cx + Math.cos(a) * 215)}" cy="${r1(cy + Math.sin(a) * 215)}" r="14" fill="${pick(random, ACCENTS)}"/>`;
        }).join('')
      );
    }
    case 'tray': {
      let out =
        `<rect x="${cx - 346}" y="${cy - 226}" width="720" height="480" rx="40" fill="#000" opacity="0.22"/>` +
        `<rect x="${cx - 360}" y="${cy - 240}" width="720" height="480" rx="40" fill="#f2ede6" stroke="#cfc4b5" stroke-width="6"/>` +
        `<rect x="${cx - 320}" y="${cy - 200}" width="640" height="400" rx="26" fill="${color}"/>`;
      for (let row = 0; row < 3; row++)
        for (let col = 0; col < 4; col++) {
          const x = cx - 240 + col * 160 + between(random, -12, 12);
          const y = cy - 130 + row * 130 + between(random, -10, 10);
          out += `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="62" ry="44" fill="#fff" opacity="${r1(between(random, 0.12, 0.3))}"/>`;
        }
      return out + scatter(random, cx, cy, 200, 14, GARNISH);
    }
    case 'skewers': {
      let out = board(cx - 380, cy - 260, 760, 520);
      for (let i = 0; i < 3; i++) {
        const y = cy - 150 + i * 150;
        out += `<line x1="${cx - 330}" y1="${y + 40}" x2="${cx + 330}" y2="${y - 40}" stroke="#7d7d7d" stroke-width="10" stroke-linecap="round"/>`;
        for (let j = 0; j < 6; j++) {
          const x = cx - 250 + j * 100;
          const yy = y + 40 - ((x - (cx - 330)) / 660) * 80;
          out += `<rect x="${r1(x - 38)}" y="${r1(yy - 36)}" width="76" height="72" rx="22" fill="${j % 3 === 2 ? pick(random, ['#2e7d32', '#f9a825', '#c62828']) : color}" stroke="#000" stroke-opacity="0.25" stroke-width="4"/>`;
        }
      }
      return out;
    }
    case 'bread': {
      let out = board(cx - 370, cy - 270, 740, 540);
      out += `<ellipse cx="${cx}" cy="${cy}" rx="290" ry="170" fill="${color}" stroke="#000" stroke-opacity="0.25" stroke-width="6"/>`;
      out += `<ellipse cx="${cx - 40}" cy="${cy - 50}" rx="200" ry="70" fill="#fff" opacity="0.12"/>`;
      for (let i = 0; i < 4; i++) {
        const x = cx - 150 + i * 100;
        out += `<path d="M ${x - 30} ${cy + 60} Q ${x} ${cy} ${x + 30} ${cy - 60}" stroke="#000" stroke-opacity="0.3" stroke-width="10" fill="none" stroke-linecap="round"/>`;
      }
      return out + scatter(random, cx, cy, 150, 10, ['#f5e6c8', '#3e2723']);
    }
    case 'pan':
      return (
        `<rect x="${cx + 250}" y="${cy - 24}" width="300" height="48" rx="20" fill="#222"/>` +
        `<circle cx="${cx + 14}" cy="${cy + 22}" r="320" fill="#000" opacity="0.25"/>` +
        `<circle cx="${cx}" cy="${cy}" r="320" fill="#2b2b2b"/>` +
        `<circle cx="${cx}" cy="${cy}" r="285" fill="${color}"/>` +
        scatter(random, cx, cy, 240, 16, ['#f08080', '#2c3e50', '#ffe4b5', '#c0392b'], [20, 34]) +
        scatter(random, cx, cy, 240, 18, GARNISH)
      );
  }
}

/** The SVG of one dish picture. `variant` 1 is a closer, tilted view with the chef's name. */
export function dishSvg(
  dish: DemoDish,
  variant: number,
  chefName: string,
  width: number,
  height: number,
): string {
  const random = seededRandom(`${dish.title}#${variant}`);
  const hue = Math.round(between(random, 8, 42));
  const lines = titleLines(dish.title);
  const longest = Math.max(...lines.map((l) => l.length));
  const fontSize = Math.min(64, Math.floor(1080 / (longest * 0.6)));
  const lineHeight = Math.round(fontSize * 1.15);
  const barHeight = lines.length * lineHeight + (variant ? 80 : 50);
  const barTop = 900 - barHeight;
  const text = lines
    .map(
      (line, i) =>
        `<text x="600" y="${barTop + 22 + (i + 1) * lineHeight - Math.round(fontSize * 0.2)}" font-family="${FONT}" font-size="${fontSize}" font-weight="bold" fill="#fff" text-anchor="middle">${escapeXml(line)}</text>`,
    )
    .join('');
  const byline = variant
    ? `<text x="600" y="${900 - 24}" font-family="${FONT}" font-size="30" fill="#fff" fill-opacity="0.85" text-anchor="middle">${escapeXml(`cooked by ${chefName}`)}</text>`
    : '';
  const zoom = variant ? 'translate(600 400) scale(1.3) rotate(-12) translate(-600 -400)' : '';
  const planks = Array.from(
    { length: 6 },
    (_, i) => `<rect x="0" y="${i * 150}" width="1200" height="3" fill="#000" opacity="0.08"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1200 900">
<defs>
<linearGradient id="bg" x1="${variant ? 1 : 0}" y1="0" x2="${variant ? 0 : 1}" y2="1"><stop offset="0" stop-color="hsl(${hue},72%,64%)"/><stop offset="1" stop-color="hsl(${hue + 18},62%,36%)"/></linearGradient>
<radialGradient id="plate" cx="0.5" cy="0.42" r="0.62"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#e4ddd3"/></radialGradient>
</defs>
<rect width="1200" height="900" fill="url(#bg)"/>${planks}
<g transform="${zoom}">${food(dish.look, dish.color, random)}</g>
<rect x="0" y="${barTop}" width="1200" height="${barHeight}" fill="#000" opacity="0.4"/>${text}${byline}
</svg>`;
}

/** The SVG of an avatar: a warm gradient, a chef's hat and the initials. */
export function avatarSvg(firstName: string, lastName: string, side: number): string {
  const random = seededRandom(`${firstName} ${lastName}`);
  const hue = Math.round(between(random, 0, 360));
  const initials = `${firstName[0] ?? ''}${lastName[0] ?? ''}`.toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}" viewBox="0 0 512 512">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},60%,62%)"/><stop offset="1" stop-color="hsl(${hue + 30},55%,38%)"/></linearGradient></defs>
<rect width="512" height="512" fill="url(#bg)"/>
<g fill="#fff" opacity="0.92"><circle cx="206" cy="130" r="52"/><circle cx="256" cy="108" r="62"/><circle cx="306" cy="130" r="52"/><rect x="196" y="140" width="120" height="60" rx="8"/></g>
<text x="256" y="390" font-family="${FONT}" font-size="170" font-weight="bold" fill="#fff" text-anchor="middle">${escapeXml(initials)}</text>
</svg>`;
}

/**
 * Where the build keeps the demo pictures it rendered (decision 062), by the SHA-256 of what they are drawn
 * from: a cold start reads them instead of rendering. Only when the build made the folder: the tests, run
 * before a build, render as before and write nothing.
 */
export const DEMO_PICTURE_CACHE = path.join(SERVER_ROOT, 'dist', 'demo-pictures');

/**
 * The installed sharp's version, from its package file: a picture in the cache is by the libvips that sharp
 * ships, and reading the version does not load sharp's native code (a tenth of a second of a cold start that
 * finds every picture in the cache).
 */
const sharpVersion = atFirstUse(async () => {
  const manifest = createRequire(import.meta.url).resolve('sharp/package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
});

async function cacheFile(cache: string, svg: string): Promise<string> {
  const key = createHash('sha256').update(`sharp ${await sharpVersion()}\n${JSON.stringify(JPEG)}\n${svg}`);
  return path.join(cache, `${key.digest('hex')}.jpg`);
}

async function render(svg: string): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).jpeg(JPEG).toBuffer();
}

/** The cache's files this process read or wrote: what `removeUnusedPictures` keeps. */
const usedFiles = new Set<string>();

/** The SVG as a JPEG: from the build's cache when it has it, else rendered (and kept there when there is one). */
export async function renderJpeg(svg: string, cache = DEMO_PICTURE_CACHE): Promise<Buffer> {
  if (!existsSync(cache)) return render(svg);
  const file = await cacheFile(cache, svg);
  usedFiles.add(file);
  try {
    return await readFile(file);
  } catch {
    const bytes = await render(svg);
    // Under a temporary name first: a reader never sees half a picture.
    const partial = `${file}.${process.pid}.partial`;
    try {
      writeFileSync(partial, bytes);
      renameSync(partial, file);
    } catch {
      // A cache that cannot be written is only slower.
    }
    return bytes;
  }
}

/**
 * Removes the cache's pictures that this process did not read or write: after the build has rendered every
 * demo picture, those are pictures of demo data or of a sharp that are gone. Answers how many were removed.
 */
export function removeUnusedPictures(cache = DEMO_PICTURE_CACHE): number {
  let removed = 0;
  for (const name of readdirSync(cache)) {
    const file = path.join(cache, name);
    if (!name.endsWith('.jpg') || usedFiles.has(file)) continue;
    rmSync(file, { force: true });
    removed += 1;
  }
  return removed;
}

export interface DishPicture {
  display: Buffer;
  thumbnail: Buffer;
}

export async function renderDishPicture(
  dish: DemoDish,
  variant: number,
  chefName: string,
): Promise<DishPicture> {
  const [display, thumbnail] = await Promise.all([
    renderJpeg(dishSvg(dish, variant, chefName, DISH_IMAGE.width, DISH_IMAGE.height)),
    renderJpeg(dishSvg(dish, variant, chefName, DISH_THUMB.width, DISH_THUMB.height)),
  ]);
  return { display, thumbnail };
}

export interface AvatarPicture {
  avatar: Buffer;
  thumbnail: Buffer;
}

export async function renderAvatar(firstName: string, lastName: string): Promise<AvatarPicture> {
  const [avatar, thumbnail] = await Promise.all([
    renderJpeg(avatarSvg(firstName, lastName, AVATAR_SIDES.avatar)),
    renderJpeg(avatarSvg(firstName, lastName, AVATAR_SIDES.thumbnail)),
  ]);
  return { avatar, thumbnail };
}

/** Runs `task` over the items with at most `limit` at a time; the results in the items' order. */
export async function mapPool<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
