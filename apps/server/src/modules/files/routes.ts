import type { FastifyError, FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MESSAGES, V } from '@hearth/domain/messages';
import { fail, ok, parseInput } from '../../envelope.ts';
import * as files from './files-service.ts';
import { HIDDEN_IMAGE_CACHE_CONTROL, PRIVATE_IMAGE_CACHE_CONTROL } from './image-cache-control.ts';

/** A public chef's avatar: any cache may keep it for a day (a new avatar is a new address). */
const AVATAR_CACHE_CONTROL = 'public, max-age=86400';

export const setAvatarQuery = z.object({
  fileId: z
    .string({ error: V.invalid })
    .trim()
    .min(1, { error: V.required, abort: true })
    .regex(/^\d{1,18}$/, V.invalid)
    .transform(Number),
});

/** Uploads and avatars: decision 015. */
export async function fileRoutes(app: FastifyInstance) {
  app.post(
    '/secure/file-upload',
    {
      // The multipart plugin's size limit answers 413 with the generic key; an upload says which rule it broke.
      errorHandler(error: FastifyError, _request, reply) {
        if (error.statusCode === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE')
          return reply.status(413).send(fail(MESSAGES.imageTooLarge));
        throw error;
      },
    },
    async (request) => {
      const user = await request.requireUser();
      const body = (request.body ?? {}) as Record<string, unknown>;
      const fileDescriptor = await files.uploadImage(app, user.id, body.data);
      return ok({ fileDescriptor }, MESSAGES.fileUploaded);
    },
  );

  app.get('/secure/set-avatar', async (request) => {
    // A GET that changes state (the spec's call): the security plugin lets only our own origin reach it.
    const user = await request.requireUser();
    const { fileId } = parseInput(setAvatarQuery, request.query);
    const urls = await files.setAvatar(app, user.id, fileId);
    return ok(urls, MESSAGES.avatarUpdatedSuccess);
  });

  for (const kind of ['avatar', 'thumbnail'] as const) {
    app.get<{ Params: { userId: string }; Querystring: { v?: unknown } }>(
      `/repository/users/:userId/${kind}.jpg`,
      async (request, reply) => {
        // Until the picture is known to be visible, the answer is a 404 nobody may keep.
        void reply.header('cache-control', HIDDEN_IMAGE_CACHE_CONTROL);
        const token = typeof request.query.v === 'string' ? request.query.v : undefined;
        const image = await files.readAvatar(
          app,
          { userId: request.params.userId, kind, token, ifNoneMatch: request.headers['if-none-match'] },
          await request.currentUser(),
        );
        void reply
          .header('cache-control', image.public ? AVATAR_CACHE_CONTROL : PRIVATE_IMAGE_CACHE_CONTROL)
          .header('etag', image.etag);
        if ('notModified' in image) return reply.status(304).send();
        return reply.type('image/jpeg').send(image.bytes);
      },
    );
  }
}
