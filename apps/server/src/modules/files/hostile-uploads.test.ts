import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { RelatedFile } from '@hearth/domain/catalogue';
import { MESSAGES } from '@hearth/domain/messages';
import { files } from '../../db/schema.ts';
import { MAX_UPLOAD_BYTES } from '../../plugins/multipart.ts';
import { envelope, useTestApp } from '../../test/test-app.ts';
import { chef, createDish } from '../catalogue/catalogue-test-helpers.ts';
import { get, post, type Account } from '../profile/profile-test-helpers.ts';

/**
 * Hostile input (decision 034): a corpus of hostile files, made here at test time, sent to the one upload endpoint
 * (POST /secure/file-upload; avatars and dish images are made from its uploads). Each file is refused with a
 * 4xx envelope and leaves no row and no file behind, or is neutralised: stored re-encoded as a clean JPEG
 * without its payload, and served as image/jpeg with nosniff as an avatar and, when it may be one, a dish image.
 */

const dataDir = mkdtempSync(path.join(tmpdir(), 'hearth-hostile-uploads-'));
const ctx = useTestApp({ DATA_DIR: dataDir });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
afterEach(() => rmSync(path.join(dataDir, 'files'), { recursive: true, force: true }));

/** Written into every payload, so a stored or served copy of it can be found. */
const MARKER = 'HEARTH-HOSTILE-PAYLOAD';
/** What must never be in a stored or served image. */
const PAYLOAD_SIGNS = [MARKER, '<script', '<?php', '#!/bin/sh', 'PK\u0003\u0004', '<html'];
/** Resident memory an upload may add: decoding any bomb below would take gigabytes. */
const MEMORY_HEADROOM_BYTES = 256 * 1024 * 1024;

const SCRIPT = `<script>alert("${MARKER}")</script>`;
const HTML_PAGE = `<!doctype html><html><body><h1>${MARKER}</h1>${SCRIPT}</body></html>`;
const SVG_WITH_SCRIPT = `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="red"/>${SCRIPT}</svg>`;

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#d35400' } });
const jpeg = () => solid(64, 48).jpeg().toBuffer();
const png = () => solid(64, 48).png().toBuffer();

/** One PNG chunk: length, type, data, CRC of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of one grey colour, written by hand: a huge one compresses to almost nothing. */
function greyPng(width: number, height: number, idat?: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8 bits, greyscale, deflate, no filter, no interlace
  // Each row is a filter byte and `width` pixels, all zero.
  const pixels = idat ?? deflateSync(Buffer.alloc((width + 1) * height), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real small JPEG whose frame header (SOF0) is rewritten to claim another size. */
async function jpegClaiming(width: number, height: number): Promise<Buffer> {
  const bytes = Buffer.from(await jpeg());
  const sof = bytes.indexOf(Buffer.from([0xff, 0xc0]));
  expect(sof).toBeGreaterThan(0);
  bytes.writeUInt16BE(height, sof + 5);
  bytes.writeUInt16BE(width, sof + 7);
  return bytes;
}

/** A zip archive of one stored file (what a GIFAR or a JPEG/zip polyglot carries). */
function zip(name: string, content: string): Buffer {
  const data = Buffer.from(content);
  const fileName = Buffer.from(name);
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const centralOffset = local.length + fileName.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}

/** A JPEG with a comment segment (COM) holding a script, right after the start marker. */
async function jpegWithComment(): Promise<Buffer> {
  const bytes = await jpeg();
  const text = Buffer.from(SCRIPT);
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(text.length + 2, 2);
  return Buffer.concat([bytes.subarray(0, 2), segment, text, bytes.subarray(2)]);
}

interface Upload {
  data: Buffer;
  filename: string;
  type: string;
}

/** A multipart/form-data body with one file part `data`; the file name goes as raw UTF-8, as browsers send it. */
function uploadRequest(cookie: string, { data, filename, type }: Upload) {
  const boundary = '----hearth-hostile-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="data"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return ctx.app.inject({
    method: 'POST',
    url: '/secure/file-upload',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie },
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
}

interface Refused {
  name: string;
  make: () => Promise<Upload>;
  status: number;
  message: string;
}

const asJpeg = (data: Buffer | string, filename = 'photo.jpg'): Upload => ({
  data: Buffer.from(data),
  filename,
  type: 'image/jpeg',
});

const REFUSED: Refused[] = [
  {
    name: 'a shell script renamed .jpg',
    make: async () => asJpeg(`#!/bin/sh\necho ${MARKER}\nrm -rf /\n`),
    status: 400,
    message: MESSAGES.notAnImage,
  },
  {
    name: 'a PHP script renamed .jpg',
    make: async () => asJpeg(`<?php echo "${MARKER}"; system($_GET['c']); ?>`),
    status: 400,
    message: MESSAGES.notAnImage,
  },
  {
    name: 'an HTML page renamed .jpg',
    make: async () => asJpeg(HTML_PAGE),
    status: 400,
    message: MESSAGES.notAnImage,
  },
  {
    name: 'an SVG with a script',
    make: async () => ({ data: Buffer.from(SVG_WITH_SCRIPT), filename: 'logo.svg', type: 'image/svg+xml' }),
    status: 400,
    message: MESSAGES.notAnImage,
  },
  {
    name: 'an SVG with a script declared image/jpeg',
    make: async () => asJpeg(SVG_WITH_SCRIPT),
    status: 400,
    message: MESSAGES.notAnImage,
  },
  {
    name: 'a zip archive renamed .jpg',
    make: async () => asJpeg(zip('payload.txt', MARKER)),
    status: 400,
    message: MESSAGES.notAnImage,
  },
  {
    name: 'a tiny JPEG declaring 50,000 x 50,000 pixels',
    make: async () => asJpeg(await jpegClaiming(50_000, 50_000)),
    status: 400,
    message: MESSAGES.imageTooLarge,
  },
  {
    name: 'a tiny PNG declaring 50,000 x 50,000 pixels',
    make: async () => ({
      data: greyPng(50_000, 50_000, deflateSync(Buffer.alloc(50_001 * 4))),
      filename: 'bomb.png',
      type: 'image/png',
    }),
    status: 400,
    message: MESSAGES.imageTooLarge,
  },
  {
    name: 'a highly compressible 10,000 x 10,000 PNG (100 megapixels in about 100 KB)',
    make: async () => ({ data: greyPng(10_000, 10_000), filename: 'bomb.png', type: 'image/png' }),
    status: 400,
    message: MESSAGES.imageTooManyPixels,
  },
  {
    name: 'a JPEG of 12,000 x 1 pixels (a side over the limit)',
    make: async () => asJpeg(await solid(12_000, 1).jpeg().toBuffer()),
    status: 400,
    message: MESSAGES.imageTooLarge,
  },
  {
    name: 'a truncated JPEG',
    make: async () => asJpeg((await solid(400, 300).jpeg({ quality: 100 }).toBuffer()).subarray(0, 600)),
    status: 400,
    message: MESSAGES.notAnImage,
  },
  {
    name: 'an empty file',
    make: async () => asJpeg(Buffer.alloc(0)),
    status: 400,
    message: 'required',
  },
  {
    name: `a file past the ${MAX_UPLOAD_BYTES / 1024 / 1024} MB limit`,
    make: async () => asJpeg(Buffer.concat([await jpeg(), Buffer.alloc(MAX_UPLOAD_BYTES)])),
    status: 413,
    message: MESSAGES.imageTooLarge,
  },
];

interface Neutralised {
  name: string;
  make: () => Promise<Upload>;
  /** A JPEG, PNG, WebP or HEIC by its bytes, whatever its name and type: it may become a dish image (decision 054). */
  dishImage: boolean;
}

const NEUTRALISED: Neutralised[] = [
  {
    name: 'a JPEG with an HTML page and a script appended',
    make: async () => asJpeg(Buffer.concat([await jpeg(), Buffer.from(HTML_PAGE)])),
    dishImage: true,
  },
  {
    name: 'a JPEG with a zip archive appended (polyglot)',
    make: async () => asJpeg(Buffer.concat([await jpeg(), zip('evil.sh', `#!/bin/sh\necho ${MARKER}`)])),
    dishImage: true,
  },
  {
    name: 'a JPEG with a script in a comment segment',
    make: async () => asJpeg(await jpegWithComment()),
    dishImage: true,
  },
  {
    name: 'a GIF with a Java archive appended (GIFAR)',
    make: async () => ({
      data: Buffer.concat([await solid(32, 32).gif().toBuffer(), zip('Evil.class', MARKER)]),
      filename: 'avatar.gif',
      type: 'image/gif',
    }),
    dishImage: false,
  },
  {
    name: 'a PNG with a PHP script in a text chunk, named shell.php and declared application/x-php',
    make: async () => {
      const image = await png();
      const text = pngChunk('tEXt', Buffer.from(`Comment\0<?php echo "${MARKER}"; ?>`, 'latin1'));
      // Right after the signature and IHDR (8 + 25 bytes).
      const data = Buffer.concat([image.subarray(0, 33), text, image.subarray(33)]);
      return { data, filename: 'shell.php', type: 'application/x-php' };
    },
    dishImage: true,
  },
  {
    name: 'a PNG declared text/html',
    make: async () => ({ data: await png(), filename: 'page.html', type: 'text/html' }),
    dishImage: true,
  },
  {
    name: 'a JPEG named with a path traversal (../../etc/passwd.jpg)',
    make: async () => asJpeg(await jpeg(), '../../etc/passwd.jpg'),
    dishImage: true,
  },
  {
    name: 'a JPEG whose name holds a NUL byte (photo.php\\0.jpg)',
    make: async () => asJpeg(await jpeg(), 'photo.php\0.jpg'),
    dishImage: true,
  },
  {
    name: 'a JPEG whose name holds a NUL byte in its declared type',
    make: async () => ({ data: await jpeg(), filename: 'photo.jpg', type: 'image/jpeg\0text/html' }),
    dishImage: true,
  },
  {
    name: 'a JPEG with a unicode name (Lithuanian, emoji, right-to-left override)',
    make: async () => asJpeg(await jpeg(), 'šaltibarščiai 🍲 \u202egpj.exe.jpg'),
    dishImage: true,
  },
];

/** Every file under the storage root (the uploads, avatars and dish images of the test). */
function storedFiles(): string[] {
  const root = path.join(dataDir, 'files');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

function expectNoPayload(bytes: Buffer, where: string): void {
  for (const sign of PAYLOAD_SIGNS) expect(bytes.includes(sign), `${where} holds ${sign}`).toBe(false);
}

/** A clean JPEG: decodes, ends at its end-of-image marker, carries no metadata and no payload. */
async function expectCleanJpeg(bytes: Buffer, where: string): Promise<void> {
  const meta = await sharp(bytes, { failOn: 'error' }).metadata();
  expect(meta.format, where).toBe('jpeg');
  expect(meta.comments, where).toBeUndefined();
  expect(meta.exif, where).toBeUndefined();
  expect(bytes.subarray(-2).equals(Buffer.from([0xff, 0xd9])), `${where} ends at EOI`).toBe(true);
  expectNoPayload(bytes, where);
}

function expectServedJpeg(res: LightMyRequestResponse, where: string): Promise<void> {
  expect(res.statusCode, where).toBe(200);
  expect(res.headers['content-type'], where).toBe('image/jpeg');
  expect(res.headers['x-content-type-options'], where).toBe('nosniff');
  return expectCleanJpeg(res.rawPayload, where);
}

async function expectServerAnswers(): Promise<void> {
  const res = await ctx.app.inject({ method: 'GET', url: '/health' });
  expect(res.statusCode).toBe(200);
}

async function setUp(): Promise<{ cook: Account; dishId: number }> {
  const cook = await chef(ctx.app, 'ruta@example.lt');
  // Disabled: a new dish has no photo (decision 054), and the uploads' checks count only the files they make.
  const dish = await createDish(ctx.app, cook.cookie, { active: 'false' });
  return { cook, dishId: dish.id };
}

describe('hostile uploads: refused', () => {
  it.each(REFUSED.map((c) => [c.name, c] as const))(
    'refuses %s with a 4xx envelope, stores nothing, and stays up',
    async (_name, hostile) => {
      const { cook } = await setUp();
      const upload = await hostile.make();
      const rssBefore = process.memoryUsage().rss;

      const res = await uploadRequest(cook.cookie, upload);
      expect(res.statusCode, res.body).toBe(hostile.status);
      const body = envelope(res);
      expect(body.success).toBe(false);
      if (hostile.status === 413) expect(body.messages).toEqual([{ message: hostile.message }]);
      else expect(body.fieldErrors).toEqual({ data: [hostile.message] });
      expectNoPayload(res.rawPayload, 'the answer');

      expect(process.memoryUsage().rss - rssBefore).toBeLessThan(MEMORY_HEADROOM_BYTES);
      expect(await ctx.app.db.select().from(files)).toEqual([]);
      expect(storedFiles()).toEqual([]);
      await expectServerAnswers();
    },
  );

  it('answers the whole corpus sent at once, then the next upload', async () => {
    const { cook } = await setUp();
    const uploads = await Promise.all(REFUSED.map((hostile) => hostile.make()));
    const answers = await Promise.all(uploads.map((upload) => uploadRequest(cook.cookie, upload)));
    expect(answers.map((res) => res.statusCode)).toEqual(REFUSED.map((hostile) => hostile.status));
    expect(storedFiles()).toEqual([]);
    const next = await uploadRequest(cook.cookie, asJpeg(await jpeg()));
    expect(next.statusCode, next.body).toBe(200);
  });
});

describe('hostile uploads: neutralised', () => {
  it.each(NEUTRALISED.map((c) => [c.name, c] as const))(
    'stores %s as a clean JPEG, served without its payload',
    async (_name, hostile) => {
      const { cook, dishId } = await setUp();
      const res = await uploadRequest(cook.cookie, await hostile.make());
      expect(res.statusCode, res.body).toBe(200);
      const fileId = envelope<{ fileDescriptor: { id: number } }>(res).model!.fileDescriptor.id;

      // Stored under a name of the server's making, inside the storage root, re-encoded.
      const [row] = await ctx.app.db.select().from(files);
      expect(row!.storageKey).toMatch(new RegExp(`^uploads/${cook.id}/[0-9a-f-]{36}\\.jpg$`));
      expect(storedFiles()).toEqual([row!.storageKey]);
      // The declared name and type are kept as text only, without control characters.
      expect([...`${row!.sourceName}${row!.sourceMimeType}`].every((c) => c >= ' ')).toBe(true);
      await expectCleanJpeg((await ctx.app.storage.get(row!.storageKey))!.bytes, 'the stored upload');

      const avatar = await get(ctx.app, `/secure/set-avatar?fileId=${fileId}`, cook.cookie);
      expect(avatar.statusCode, avatar.body).toBe(200);
      const { avatarUrl } = envelope<{ avatarUrl: string }>(avatar).model!;
      await expectServedJpeg(await get(ctx.app, avatarUrl), 'the avatar');

      const related = await post(
        ctx.app,
        '/secure/relate-file-to-product',
        { productId: dishId, fileId },
        cook.cookie,
      );
      if (!hostile.dishImage) {
        expect(related.statusCode, related.body).toBe(400);
        expect(envelope(related).fieldErrors).toEqual({ fileId: [MESSAGES.jpgOnlyError] });
        return;
      }
      expect(related.statusCode, related.body).toBe(200);
      const [image] = envelope<{ relatedFiles: RelatedFile[] }>(related).model!.relatedFiles;
      for (const url of [image!.url, image!.thumbnailUrl])
        await expectServedJpeg(await get(ctx.app, url, cook.cookie), url);
      await expectServerAnswers();
    },
  );
});
