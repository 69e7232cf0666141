import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Invalid } from '../errors.ts';
import multipart, { type MultipartFile, type MultipartValue } from '@fastify/multipart';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** A file of a multipart body, read into memory (uploads are small and size-limited). */
export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

export function isUploadedFile(value: unknown): value is UploadedFile {
  return typeof value === 'object' && value !== null && Buffer.isBuffer((value as UploadedFile).data);
}

/**
 * Multipart bodies become plain objects, like form and JSON bodies: fields by name (a string), files as
 * UploadedFile. Size and count limits answer 413 through the error handler.
 */
export const multipartPlugin = fp(async function multipartBodies(app: FastifyInstance) {
  await app.register(multipart, {
    attachFieldsToBody: true,
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 10, fields: 50, parts: 60, fieldSize: 100_000 },
    async onFile(part: MultipartFile) {
      const file: UploadedFile = {
        filename: part.filename,
        mimetype: part.mimetype,
        data: await part.toBuffer(),
      };
      (part as unknown as { value: UploadedFile }).value = file;
    },
  });

  // busboy throws a plain error on a multipart body without a boundary: refuse it as bad input first.
  app.addHook('onRequest', async (request) => {
    const type = request.headers['content-type'];
    if (typeof type === 'string' && /^multipart\//i.test(type) && !/boundary=/i.test(type))
      throw new Invalid();
  });

  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart() || !request.body || typeof request.body !== 'object') return;
    const flat: Record<string, unknown> = {};
    for (const [name, part] of Object.entries(request.body as Record<string, unknown>)) {
      const first = Array.isArray(part) ? part[0] : part;
      flat[name] = (first as MultipartValue | undefined)?.value;
    }
    request.body = flat;
  });
});
