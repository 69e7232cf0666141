import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@hearth/domain/messages';
import { files, users } from '../../db/schema.ts';
import { MAX_UPLOAD_BYTES } from '../../plugins/multipart.ts';
import { registerAndConfirm } from '../../test/accounts.ts';
import { envelope, postForm, sessionCookie, useTestApp } from '../../test/test-app.ts';
import { avatarUrls } from './avatar-urls.ts';
import type { FileDescriptor } from './files-service.ts';
import { noise } from './files-test-helpers.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'hearth-files-'));
const ctx = useTestApp({ DATA_DIR: dataDir });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
afterEach(() => {
  vi.restoreAllMocks();
  // Ids start again at 1 in every test: files of an earlier test must not look like a user's old avatar.
  rmSync(path.join(dataDir, 'files'), { recursive: true, force: true });
});

const PASSWORD = 'Kitchen2026';

async function signUp(email = 'ana@example.lt'): Promise<{ cookie: string; id: number }> {
  const res = await registerAndConfirm(ctx.app, email, PASSWORD);
  expect(res.statusCode).toBe(200);
  return {
    cookie: sessionCookie(res),
    id: envelope<{ authorized: { id: number } }>(res).model!.authorized.id,
  };
}

interface Part {
  name: string;
  value: Buffer | string;
  filename?: string;
  type?: string;
}

/** A multipart/form-data body, as a browser builds it. */
function multipart(parts: Part[]) {
  const boundary = '----hearth-test-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const type =
      part.filename === undefined ? '' : `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

function upload(cookie: string | undefined, data: Buffer, filename = 'photo.png', type = 'image/png') {
  const { payload, contentType } = multipart([{ name: 'data', value: data, filename, type }]);
  return ctx.app.inject({
    method: 'POST',
    url: '/secure/file-upload',
    headers: { 'content-type': contentType, ...(cookie ? { cookie } : {}) },
    payload,
  });
}

async function uploadOk(cookie: string, data: Buffer): Promise<FileDescriptor> {
  const res = await upload(cookie, data);
  expect(res.statusCode, res.body).toBe(200);
  return envelope<{ fileDescriptor: FileDescriptor }>(res).model!.fileDescriptor;
}

function setAvatar(
  cookie: string | undefined,
  fileId: string | number,
  headers: Record<string, string> = {},
) {
  return ctx.app.inject({
    method: 'GET',
    url: `/secure/set-avatar?fileId=${fileId}`,
    headers: { ...(cookie ? { cookie } : {}), ...headers },
  });
}

function getImage(
  userId: number | string,
  kind: 'avatar' | 'thumbnail',
  headers: Record<string, string> = {},
) {
  return ctx.app.inject({ method: 'GET', url: `/repository/users/${userId}/${kind}.jpg`, headers });
}

function png(width: number, height: number, background = '#c0392b') {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

/** Images that do not compress, to make large files. */
function noisePng(width: number, height: number) {
  return noise(width, height).png({ compressionLevel: 0 }).toBuffer();
}

async function storedObject(storageKey: string) {
  return ctx.app.storage.get(storageKey);
}

async function fileRows() {
  return ctx.app.db.select().from(files);
}

describe('POST /secure/file-upload', () => {
  it('stores a real PNG re-encoded as JPEG and records it', async () => {
    const { cookie, id } = await signUp();
    const res = await upload(cookie, await png(800, 600));
    expect(res.statusCode).toBe(200);
    const body = envelope<{ fileDescriptor: FileDescriptor }>(res);
    expect(body.messages).toEqual([{ message: MESSAGES.fileUploaded }]);
    const descriptor = body.model!.fileDescriptor;
    expect(descriptor).toEqual({ id: expect.any(Number), width: 800, height: 600, mimeType: 'image/jpeg' });

    const [row] = await fileRows();
    expect(row).toMatchObject({
      id: descriptor.id,
      ownerId: id,
      mimeType: 'image/jpeg',
      width: 800,
      height: 600,
    });
    expect(row!.storageKey).toMatch(new RegExp(`^uploads/${id}/[0-9a-f-]{36}\\.jpg$`));
    const stored = await storedObject(row!.storageKey);
    expect(stored?.size).toBe(row!.sizeBytes);
    const meta = await sharp(stored!.bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 800, height: 600 });
  });

  it('shrinks a large image to at most 2048 pixels on a side', async () => {
    const { cookie } = await signUp();
    const descriptor = await uploadOk(cookie, await png(3000, 1000));
    expect(descriptor).toMatchObject({ width: 2048, height: 683 });
  });

  it('applies the EXIF orientation and strips EXIF and GPS metadata', async () => {
    const { cookie } = await signUp();
    const photo = await sharp({ create: { width: 64, height: 32, channels: 3, background: '#2e86de' } })
      .jpeg()
      .withMetadata({
        orientation: 6,
        exif: {
          IFD0: { Copyright: 'secret-owner-name', Artist: 'Ana' },
          IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '54/1 41/1 0/1', GPSLongitudeRef: 'E' },
        },
      })
      .toBuffer();
    // The test image really carries what must be removed.
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    expect(photo.includes('secret-owner-name')).toBe(true);

    const res = await upload(cookie, photo, 'photo.jpg', 'image/jpeg');
    expect(res.statusCode).toBe(200);
    // Orientation 6 is a quarter turn: the stored image stands upright.
    expect(envelope<{ fileDescriptor: FileDescriptor }>(res).model?.fileDescriptor).toMatchObject({
      width: 32,
      height: 64,
    });
    const [row] = await fileRows();
    const stored = (await storedObject(row!.storageKey))!.bytes;
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.includes('secret-owner-name')).toBe(false);
    expect(stored.includes('GPS')).toBe(false);
  });

  it('refuses a text file named .jpg and sent as image/jpeg; the old avatar stays', async () => {
    const { cookie, id } = await signUp();
    const first = await uploadOk(cookie, await png(300, 300));
    expect((await setAvatar(cookie, first.id)).statusCode).toBe(200);
    const before = await getImage(id, 'avatar', { cookie });
    const [{ avatarUpdatedAt }] = (await ctx.app.db.select().from(users)) as [typeof users.$inferSelect];

    const res = await upload(
      cookie,
      Buffer.from('This is a shopping list, not a picture.\n'),
      'cake.jpg',
      'image/jpeg',
    );
    expect(res.statusCode).toBe(400);
    expect(envelope(res)).toEqual({
      success: false,
      messages: [{ message: MESSAGES.notAnImage }],
      fieldErrors: { data: [MESSAGES.notAnImage] },
    });
    expect(await fileRows()).toHaveLength(1);
    const after = await getImage(id, 'avatar', { cookie });
    expect(after.statusCode).toBe(200);
    expect(after.rawPayload.equals(before.rawPayload)).toBe(true);
    const [user] = await ctx.app.db.select().from(users);
    expect(user?.avatarUpdatedAt).toEqual(avatarUpdatedAt);
  });

  it('refuses SVG, even a well-formed one', async () => {
    const { cookie } = await signUp();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(1)</script><rect width="100" height="100"/></svg>',
    );
    const res = await upload(cookie, svg, 'logo.svg', 'image/svg+xml');
    expect(res.statusCode).toBe(400);
    expect(envelope(res).messages).toEqual([{ message: MESSAGES.notAnImage }]);
    expect(await fileRows()).toHaveLength(0);
  });

  it.each([
    ['a truncated PNG', async () => (await noisePng(200, 200)).subarray(0, 40_000)],
    ['a PNG with corrupt pixel data', async () => corrupt(await noisePng(200, 200))],
    [
      'a truncated JPEG',
      async () =>
        (
          await sharp(await noisePng(200, 200))
            .jpeg()
            .toBuffer()
        ).subarray(0, 5_000),
    ],
    ['a PNG header alone', async () => (await png(10, 10)).subarray(0, 33)],
    ['random bytes', async () => Buffer.from(Array.from({ length: 5000 }, (_, i) => (i * 7919) % 256))],
  ])('refuses %s with 400 notAnImage', async (_name, make) => {
    const { cookie } = await signUp();
    const res = await upload(cookie, await make());
    expect(res.statusCode).toBe(400);
    expect(envelope(res).fieldErrors).toEqual({ data: [MESSAGES.notAnImage] });
    expect(await fileRows()).toHaveLength(0);
  });

  it(`answers 413 imageTooLarge for a file over ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`, async () => {
    const { cookie } = await signUp();
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(MAX_UPLOAD_BYTES + 1024)]);
    const res = await upload(cookie, big);
    expect(res.statusCode).toBe(413);
    expect(envelope(res)).toEqual({ success: false, messages: [{ message: MESSAGES.imageTooLarge }] });
    expect(await fileRows()).toHaveLength(0);
  });

  it('accepts a file of several megabytes, over the body limit of forms', async () => {
    const { cookie } = await signUp();
    const photo = await noisePng(1400, 1200);
    expect(photo.length).toBeGreaterThan(ctx.app.config.BODY_LIMIT_BYTES * 4);
    expect(await uploadOk(cookie, photo)).toMatchObject({ width: 1400, height: 1200 });
  });

  it.each([['a side over 10,000 pixels', 12_000, 10]])(
    'refuses an image with %s: 400 imageTooLarge',
    async (_name, width, height) => {
      const { cookie } = await signUp();
      const image = await png(width, height);
      expect(image.length).toBeLessThan(1024 * 1024);
      const res = await upload(cookie, image);
      expect(res.statusCode).toBe(400);
      expect(envelope(res)).toEqual({
        success: false,
        messages: [{ message: MESSAGES.imageTooLarge }],
        fieldErrors: { data: [MESSAGES.imageTooLarge] },
      });
    },
  );

  it.each([
    ['no body', undefined],
    ['another field only', multipart([{ name: 'other', value: 'x' }])],
    ['data as a text field', multipart([{ name: 'data', value: 'not a file' }])],
    ['an empty file (no file chosen)', multipart([{ name: 'data', value: Buffer.alloc(0), filename: '' }])],
    [
      'the file under another name',
      multipart([{ name: 'file', value: Buffer.from('x'), filename: 'a.png' }]),
    ],
  ])('asks for the file when %s', async (_name, body) => {
    const { cookie } = await signUp();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/secure/file-upload',
      headers: { cookie, ...(body ? { 'content-type': body.contentType } : {}) },
      ...(body ? { payload: body.payload } : {}),
    });
    expect(res.statusCode).toBe(400);
    expect(envelope(res).fieldErrors).toEqual({ data: ['required'] });
  });

  it('asks for the file when the body is form-encoded', async () => {
    const { cookie } = await signUp();
    const res = await postForm(ctx.app, '/secure/file-upload', { data: 'abc' }, { cookie });
    expect(res.statusCode).toBe(400);
    expect(envelope(res).fieldErrors).toEqual({ data: ['required'] });
  });

  it('needs a session', async () => {
    const res = await upload(undefined, await png(10, 10));
    expect(res.statusCode).toBe(401);
    expect(envelope(res).messages).toEqual([{ message: MESSAGES.unauthorized }]);
  });

  it.each([
    ['webp', (s: sharp.Sharp) => s.webp()],
    ['gif', (s: sharp.Sharp) => s.gif()],
    ['avif', (s: sharp.Sharp) => s.avif()],
    ['tiff', (s: sharp.Sharp) => s.tiff()],
    ['jpeg', (s: sharp.Sharp) => s.jpeg()],
  ])('accepts %s', async (_format, encode) => {
    const { cookie } = await signUp();
    const image = await encode(
      sharp({ create: { width: 40, height: 30, channels: 3, background: '#16a085' } }),
    ).toBuffer();
    expect(await uploadOk(cookie, image)).toMatchObject({ width: 40, height: 30, mimeType: 'image/jpeg' });
  });
});

function corrupt(image: Buffer): Buffer {
  const copy = Buffer.from(image);
  for (let i = 2_000; i < 2_400; i++) copy[i]! ^= 0x55;
  return copy;
}

describe('GET /secure/set-avatar and the avatar images', () => {
  it('makes a 512 avatar and a 128 thumbnail, served to their owner with private caching headers and 304 on the ETag', async () => {
    const { cookie, id } = await signUp();
    const file = await uploadOk(cookie, await png(800, 600));
    const res = await setAvatar(cookie, file.id);
    expect(res.statusCode).toBe(200);
    const [user] = await ctx.app.db.select().from(users).where(eq(users.id, id));
    expect(user?.avatarUpdatedAt).toBeInstanceOf(Date);
    expect(envelope(res)).toEqual({
      success: true,
      messages: [{ message: MESSAGES.avatarUpdatedSuccess }],
      model: avatarUrls(user!),
    });

    for (const [kind, size] of [
      ['avatar', 512],
      ['thumbnail', 128],
    ] as const) {
      const image = await getImage(id, kind, { cookie });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/jpeg');
      // A customer has no public page: the picture is theirs, so no shared cache may keep it (decision 048).
      expect(image.headers['cache-control']).toBe('private, max-age=86400');
      const etag = image.headers.etag as string;
      expect(etag).toMatch(/^".+"$/);
      expect(await sharp(image.rawPayload).metadata()).toMatchObject({
        format: 'jpeg',
        width: size,
        height: size,
      });

      const again = await getImage(id, kind, { cookie, 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload).toHaveLength(0);
      expect(again.headers.etag).toBe(etag);
      expect((await getImage(id, kind, { cookie, 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(
        304,
      );
      expect((await getImage(id, kind, { cookie, 'if-none-match': '"stale"' })).statusCode).toBe(200);
    }
  });

  it('the URLs of the model are the ones served, and a new avatar gets a new version and ETag', async () => {
    const { cookie, id } = await signUp();
    const red = await uploadOk(cookie, await png(300, 300, '#ff0000'));
    const blue = await uploadOk(cookie, await png(300, 300, '#0000ff'));
    const first = envelope<{ avatarUrl: string; thumbnailUrl: string }>(
      await setAvatar(cookie, red.id),
    ).model!;
    const firstEtag = (await getImage(id, 'avatar', { cookie })).headers.etag as string;
    const second = envelope<{ avatarUrl: string }>(await setAvatar(cookie, blue.id)).model!;
    expect(second.avatarUrl).not.toBe(first.avatarUrl);

    const served = await ctx.app.inject({ method: 'GET', url: second.avatarUrl, headers: { cookie } });
    expect(served.statusCode).toBe(200);
    expect(served.headers.etag).not.toBe(firstEtag);
    const { dominant } = await sharp(served.rawPayload).stats();
    expect(dominant.b).toBeGreaterThan(200);
    expect((await getImage(id, 'avatar', { cookie, 'if-none-match': firstEtag })).statusCode).toBe(200);
    const old = await ctx.app.inject({ method: 'GET', url: first.thumbnailUrl, headers: { cookie } });
    expect(old.statusCode).toBe(200); // the owner sees their avatar whatever the address's token
    // The replaced avatar's files are gone: only the new token's two remain.
    expect(readdirSync(path.join(dataDir, 'files', 'users', String(id))).sort()).toEqual([
      `avatar-${second.avatarUrl.split('v=')[1]}.jpg`,
      `thumbnail-${second.avatarUrl.split('v=')[1]}.jpg`,
    ]);
  });

  it("refuses another user's file and an unknown file with 404; nothing changes", async () => {
    const owner = await signUp('owner@example.lt');
    const other = await signUp('other@example.lt');
    const file = await uploadOk(owner.cookie, await png(100, 100));
    for (const fileId of [file.id, file.id + 1000, 0, 2_147_483_647, 2_147_483_648, '99999999999999999']) {
      const res = await setAvatar(other.cookie, fileId);
      expect(res.statusCode, String(fileId)).toBe(404);
      expect(envelope(res)).toEqual({ success: false, messages: [{ message: MESSAGES.notFound }] });
    }
    expect((await getImage(other.id, 'avatar')).statusCode).toBe(404);
    const rows = await ctx.app.db.select().from(users);
    expect(rows.every((u) => u.avatarUpdatedAt === null)).toBe(true);
  });

  it('needs a session', async () => {
    const res = await setAvatar(undefined, 1);
    expect(res.statusCode).toBe(401);
  });

  it('refuses a call started by another site', async () => {
    const { cookie } = await signUp();
    const file = await uploadOk(cookie, await png(100, 100));
    const res = await setAvatar(cookie, file.id, { 'sec-fetch-site': 'cross-site' });
    expect(res.statusCode).toBe(403);
    expect((await setAvatar(cookie, file.id, { 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
  });

  it('asks for fileId when it is missing or empty', async () => {
    const { cookie } = await signUp();
    for (const url of ['/secure/set-avatar', '/secure/set-avatar?fileId=', '/secure/set-avatar?fileId=%20']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(res.statusCode, url).toBe(400);
      expect(envelope(res).fieldErrors, url).toEqual({ fileId: ['required'] });
    }
  });

  it('answers hostile fileIds without a 5xx', async () => {
    const { cookie } = await signUp();
    const values = [
      'abc',
      '-1',
      '1e309',
      '1.5',
      '0x10',
      'NaN',
      'Infinity',
      '9'.repeat(400),
      '1%00',
      '%E0%A4%A',
      '1&fileId=2',
      '[]',
      `'; drop table files; --`,
    ];
    for (const value of values) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/secure/set-avatar?fileId=${value}`,
        headers: { cookie },
      });
      expect(res.statusCode, value).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, value).toBeLessThan(500);
      expect(res.json(), value).toHaveProperty('success', false);
    }
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/secure/set-avatar?fileId=abc',
      headers: { cookie },
    });
    expect(envelope(res).fieldErrors).toEqual({ fileId: ['invalid'] });
  });

  it('two changes at once leave an avatar and a thumbnail of the same picture', async () => {
    const { cookie, id } = await signUp();
    const red = await uploadOk(cookie, await png(300, 300, '#ff0000'));
    const blue = await uploadOk(cookie, await png(300, 300, '#0000ff'));
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all([setAvatar(cookie, red.id), setAvatar(cookie, blue.id)]);
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
      const colours = await Promise.all(
        (['avatar', 'thumbnail'] as const).map(async (kind) => {
          const { dominant } = await sharp((await getImage(id, kind, { cookie })).rawPayload).stats();
          return dominant.r > dominant.b ? 'red' : 'blue';
        }),
      );
      expect(colours[0]).toBe(colours[1]);
    }
  });

  it('keeps the old avatar when writing the new one fails', async () => {
    const { cookie, id } = await signUp();
    const red = await uploadOk(cookie, await png(300, 300, '#ff0000'));
    const blue = await uploadOk(cookie, await png(300, 300, '#0000ff'));
    expect((await setAvatar(cookie, red.id)).statusCode).toBe(200);
    const avatarBefore = (await getImage(id, 'avatar', { cookie })).rawPayload;
    const thumbnailBefore = (await getImage(id, 'thumbnail', { cookie })).rawPayload;
    const [userBefore] = await ctx.app.db.select().from(users);

    // The avatar is written, then the thumbnail's write fails.
    const storage = ctx.app.storage;
    const put = storage.put.bind(storage);
    vi.spyOn(storage, 'put').mockImplementation(async (key, bytes, type) => {
      if (key.includes('/thumbnail-') && !bytes.equals(thumbnailBefore)) throw new Error('disk full');
      return put(key, bytes, type);
    });
    ctx.clock.advance(60_000);
    const res = await setAvatar(cookie, blue.id);
    expect(res.statusCode).toBe(500);
    vi.restoreAllMocks();

    expect((await getImage(id, 'avatar', { cookie })).rawPayload.equals(avatarBefore)).toBe(true);
    expect((await getImage(id, 'thumbnail', { cookie })).rawPayload.equals(thumbnailBefore)).toBe(true);
    expect(readdirSync(path.join(dataDir, 'files', 'users', String(id)))).toHaveLength(2);
    const [userAfter] = await ctx.app.db.select().from(users);
    expect(userAfter?.avatarUpdatedAt).toEqual(userBefore?.avatarUpdatedAt);
  });

  it('removes the half-written avatar of a user who had none when the second write fails', async () => {
    const { cookie, id } = await signUp();
    const file = await uploadOk(cookie, await png(300, 300));
    const storage = ctx.app.storage;
    const put = storage.put.bind(storage);
    vi.spyOn(storage, 'put').mockImplementation(async (key, bytes, type) => {
      if (key.includes('/thumbnail-')) throw new Error('disk full');
      return put(key, bytes, type);
    });
    expect((await setAvatar(cookie, file.id)).statusCode).toBe(500);
    vi.restoreAllMocks();
    expect(readdirSync(path.join(dataDir, 'files', 'users', String(id)))).toEqual([]);
    expect((await getImage(id, 'avatar', { cookie })).statusCode).toBe(404);
  });

  it('answers 404 envelopes for users without an avatar and for bad user ids', async () => {
    const { id } = await signUp();
    for (const userId of [
      String(id),
      '999999',
      '0',
      '-1',
      'abc',
      '1.5',
      '1e3',
      '99999999999999999999',
      '%00',
      '%2e%2e',
    ]) {
      for (const kind of ['avatar', 'thumbnail'] as const) {
        const res = await getImage(userId, kind, { accept: 'text/html' });
        expect(res.statusCode, `${userId} ${kind}`).toBe(404);
        expect(envelope(res)).toEqual({ success: false, messages: [{ message: MESSAGES.notFound }] });
      }
    }
    // A miss is kept by no cache: the avatar may come a minute later.
    expect((await getImage(id, 'avatar')).headers['cache-control']).toBe('no-store');
  });
});
