import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp, { type Sharp } from 'sharp';
import { expect } from 'vitest';
import { envelope } from '../../test/test-app.ts';

/** Test helpers of the files HTTP tests: uploads as a browser sends them, and small pictures. */

/** POST /secure/file-upload of one file in the `data` field. */
export function uploadFile(
  app: FastifyInstance,
  cookie: string,
  data: Buffer,
  filename = 'dish.jpg',
  type = 'image/jpeg',
): Promise<LightMyRequestResponse> {
  const boundary = '----hearth-files-test';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="data"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.inject({
    method: 'POST',
    url: '/secure/file-upload',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie },
    payload,
  });
}

/** An upload that must pass; answers its file id. */
export async function uploadedFileId(
  app: FastifyInstance,
  cookie: string,
  data: Buffer,
  filename?: string,
  type?: string,
): Promise<number> {
  const res = await uploadFile(app, cookie, data, filename, type);
  expect(res.statusCode, res.body).toBe(200);
  return envelope<{ fileDescriptor: { id: number } }>(res).model!.fileDescriptor.id;
}

/** A JPEG of one colour. */
export function solidJpeg(width: number, height: number, background = '#c0392b'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();
}

/** Pseudo-random pixels, which no format compresses much: large files, to encode as needed. */
export function noise(width: number, height: number): Sharp {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}
