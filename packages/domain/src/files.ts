import { z } from 'zod';
import { V } from './messages.ts';

/** Uploads and avatars (decision 015): the set-avatar call's input and the answers of the file calls. */

/** GET /secure/set-avatar?fileId=: one of the user's uploads (its id, as the spec's client sends it). */
export const setAvatarQuery = z.object({
  fileId: z
    .string({ error: V.invalid })
    .trim()
    .min(1, { error: V.required, abort: true })
    .regex(/^\d{1,18}$/, V.invalid)
    .transform(Number),
});

/** model.fileDescriptor of POST /secure/file-upload: the stored upload, always re-encoded as a JPEG. */
export const fileDescriptorModel = z.object({
  id: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  mimeType: z.literal('image/jpeg'),
});
export type FileDescriptor = z.infer<typeof fileDescriptorModel>;

/**
 * The addresses of a user's avatar and thumbnail (GET /repository/users/{id}/avatar.jpg), with the avatar's
 * token as `v`; both null when the user has no avatar. The model of GET /secure/set-avatar.
 */
export const avatarUrlsModel = z.object({
  avatarUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
});
export type AvatarUrls = z.infer<typeof avatarUrlsModel>;
