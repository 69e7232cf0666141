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

/**
 * The photo files a dish image or an avatar may be chosen from (decision 054), as a file input's `accept`:
 * JPEG, PNG, WebP and HEIC/HEIF, by type and, for HEIC, by name too (some browsers declare no type for it).
 * The server judges the bytes; this only keeps the file dialog and a dropped file to what it will take.
 */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';

const PHOTO_TYPES = new Set([
  'image/jpeg',
  'image/jpg',
  'image/pjpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
]);
const PHOTO_NAME = /\.(jpe?g|png|webp|heic|heif)$/i;
const HEIC_NAME = /\.hei[cf]$/i;
const UNTYPED = new Set(['', 'application/octet-stream']);

/**
 * A photo file the server takes, by its declared type; a HEIC named .heic/.heif passes without one (several
 * systems declare none or application/octet-stream for it), and an untyped file by its name.
 */
export function isPhotoFile(file: { name: string; type: string }): boolean {
  const type = file.type.toLowerCase();
  if (PHOTO_TYPES.has(type)) return true;
  if (!UNTYPED.has(type)) return false;
  return type === '' ? PHOTO_NAME.test(file.name) : HEIC_NAME.test(file.name);
}
