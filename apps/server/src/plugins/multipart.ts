import type { FastifyInstance, FastifyRequest } from 'fastify';
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
  await app.register(multipartWithoutUndici, {
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

  // busboy throws a plain error on a multipart body without a boundary, and reads every charset as UTF-8:
  // refuse both as bad input first. The body's shape is watched as it streams past (MultipartShape).
  app.addHook('onRequest', async (request) => {
    const type = request.headers['content-type'];
    if (typeof type !== 'string' || !/^multipart\//i.test(type)) return;
    const boundary = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(type);
    const charset = /;\s*charset="?([^";\s]*)/i.exec(type)?.[1];
    if (!boundary || (charset !== undefined && !/^utf-?8$/i.test(charset))) throw new Invalid();
    const shape = new MultipartShape(boundary[1] ?? boundary[2] ?? '');
    shapes.set(request, shape);
    // Listening before busboy pipes the stream: paused, so busboy still gets every byte when it reads.
    request.raw.on('data', (chunk: Buffer) => shape.push(chunk)).pause();
  });

  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) return;
    const body = (request.body ?? {}) as Record<string, unknown>;
    // busboy skips a part without a name or headers, and stops quietly at a truncated body or a boundary
    // that never comes: each would reach the handler as a smaller body. Refused instead.
    const shape = shapes.get(request);
    const values = Object.values(body).reduce<number>((n, v) => n + (Array.isArray(v) ? v.length : 1), 0);
    if (!shape || !shape.closed || shape.parts !== values) throw new Invalid();
    const flat: Record<string, unknown> = {};
    for (const [name, part] of Object.entries(body)) {
      const first = (Array.isArray(part) ? part[0] : part) as MultipartValue | undefined;
      // A part whose Content-Disposition names no field comes through under the name "undefined".
      if (typeof first?.fieldname !== 'string') throw new Invalid();
      flat[name] = first.value;
    }
    request.body = flat;
  });
});

/**
 * @fastify/multipart, registered without making Node load undici. At registration the plugin reads
 * `globalThis.FormData` to decide whether to offer `request.formData()`; Node defines that global as a getter
 * that loads its bundled undici (fetch, its HTTP client and their dependencies) at the first read: about a
 * tenth of the main thread's start-up work, for a global nothing here uses (decision 088). While the plugin
 * registers (synchronously, nothing else runs meanwhile) the global is a stand-in that says it is there; the
 * getter is put back right after, so `request.formData()` makes Node's own FormData as before.
 */
const registerMultipartWithoutUndici: typeof multipart = (app, options, done) => {
  const formData = Object.getOwnPropertyDescriptor(globalThis, 'FormData');
  if (formData?.get === undefined) {
    multipart(app, options, done);
    return;
  }
  Object.defineProperty(globalThis, 'FormData', { value: FormDataStandIn, configurable: true });
  try {
    multipart(app, options, done);
  } finally {
    Object.defineProperty(globalThis, 'FormData', formData);
  }
};
const multipartWithoutUndici = fp(registerMultipartWithoutUndici, {
  fastify: '5.x',
  name: '@fastify/multipart',
});

/** What `globalThis.FormData` is while @fastify/multipart registers (only its presence is looked at). */
class FormDataStandIn {}

const shapes = new WeakMap<FastifyRequest, MultipartShape>();

/**
 * Counts the parts of a multipart body as its bytes stream past, and whether its closing delimiter came:
 * a delimiter is CRLF, `--` and the boundary (the first one may open the body without the CRLF); the closing
 * one is followed by `--`. Keeps only the few bytes a delimiter split across two chunks needs.
 */
export class MultipartShape {
  parts = 0;
  closed = false;
  private readonly delimiter: Buffer;
  // A CRLF before the body lets its first delimiter match like the others.
  private pending = Buffer.from('\r\n');

  constructor(boundary: string) {
    this.delimiter = Buffer.from(`\r\n--${boundary}`);
  }

  push(chunk: Buffer): void {
    if (this.closed) return;
    const data = Buffer.concat([this.pending, chunk]);
    let from = 0;
    for (;;) {
      const at = data.indexOf(this.delimiter, from);
      const after = at + this.delimiter.length;
      // Not found, or found without the two bytes that tell a closing delimiter: wait for more.
      if (at === -1 || after + 2 > data.length) {
        const keep = at === -1 ? Math.max(from, data.length - this.delimiter.length - 1) : at;
        this.pending = Buffer.from(data.subarray(keep));
        return;
      }
      if (data[after] === 0x2d && data[after + 1] === 0x2d) {
        this.closed = true;
        return;
      }
      this.parts += 1;
      from = after;
    }
  }
}
