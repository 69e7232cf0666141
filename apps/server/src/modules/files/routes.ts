import type { FastifyError, FastifyInstance } from 'fastify';
import * as contracts from '@hearth/domain/contracts/files';
import { MESSAGES } from '@hearth/domain/messages';
import { route } from '../../contract-routes.ts';
import { fail, ok } from '../../envelope.ts';
import * as files from './files-service.ts';
import { HIDDEN_IMAGE_CACHE_CONTROL, PRIVATE_IMAGE_CACHE_CONTROL } from './image-cache-control.ts';

/** A public chef's avatar: any cache may keep it for a day (a new avatar is a new address). */
const AVATAR_CACHE_CONTROL = 'public, max-age=86400';

/** Uploads and avatars: decision 015. */
export async function fileRoutes(app: FastifyInstance) {
  await app.register(async function uploads(scope) {
    // The multipart plugin's size limit answers 413 with the generic key; an upload says which rule it broke.
    scope.setErrorHandler((error: FastifyError, _request, reply) => {
      if (error.statusCode === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE')
        return reply.status(413).send(fail(MESSAGES.imageTooLarge));
      throw error;
    });

    route(scope, contracts.uploadFile, async ({ request, user }) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const fileDescriptor = await files.uploadImage(app, user.id, body.data);
      return ok({ fileDescriptor }, MESSAGES.fileUploaded);
    });
  });

  // A GET that changes state (the spec's call): the security plugin lets only our own origin reach it.
  route(app, contracts.setAvatar, async ({ user, input }) =>
    ok(await files.setAvatar(app, user.id, input.fileId), MESSAGES.avatarUpdatedSuccess),
  );

  for (const [kind, contract] of [
    ['avatar', contracts.getAvatarImage],
    ['thumbnail', contracts.getThumbnailImage],
  ] as const) {
    route(app, contract, async ({ request, reply }) => {
      // Until the picture is known to be visible, the answer is a 404 nobody may keep.
      void reply.header('cache-control', HIDDEN_IMAGE_CACHE_CONTROL);
      const { userId } = request.params as { userId: string };
      const { v } = request.query as { v?: unknown };
      const image = await files.readAvatar(
        app,
        {
          userId,
          kind,
          token: typeof v === 'string' ? v : undefined,
          ifNoneMatch: request.headers['if-none-match'],
        },
        await request.currentUser(),
      );
      void reply
        .header('cache-control', image.public ? AVATAR_CACHE_CONTROL : PRIVATE_IMAGE_CACHE_CONTROL)
        .header('etag', image.etag);
      if ('notModified' in image) return reply.status(304).send();
      return reply.type('image/jpeg').send(image.bytes);
    });
  }
}
