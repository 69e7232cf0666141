import { z } from 'zod';
import { avatarUrlsModel, fileDescriptorModel, setAvatarQuery } from '../files.ts';
import { MESSAGES } from '../messages.ts';
import { defineContract } from './contract.ts';

/** Uploads and avatars (decisions 015 and 048). */

/**
 * The file is the multipart part `data`. The server reads it itself (an empty part counts as missing): a
 * schema would walk the file's bytes like a text's. Any image is stored re-encoded as a JPEG.
 */
export const uploadFile = defineContract({
  name: 'uploadFile',
  resource: 'files',
  method: 'POST',
  path: '/secure/file-upload',
  summary:
    'Stores an uploaded image (the part `data`) re-encoded as a JPEG, within the limits of size and quota.',
  roles: ['customer'],
  input: { encodings: ['multipart'] },
  model: z.object({ fileDescriptor: fileDescriptorModel }),
  errors: [
    MESSAGES.notAnImage,
    MESSAGES.imageTooLarge,
    MESSAGES.imageTooManyPixels,
    MESSAGES.uploadQuotaExceeded,
    MESSAGES.uploadRateLimited,
    MESSAGES.imagesBusy,
  ],
});

/** A GET that changes state (the spec's call): only our own origin may reach it. */
export const setAvatar = defineContract({
  name: 'setAvatar',
  resource: 'files',
  method: 'GET',
  path: '/secure/set-avatar',
  summary: "Makes one of the user's uploads their avatar and answers the new picture's addresses.",
  roles: ['customer'],
  input: { query: setAvatarQuery },
  model: avatarUrlsModel,
  errors: [MESSAGES.imagesBusy],
  effect: 'write',
  // The picture shows on the profile, the chef's page and the marketplace.
  changes: ['profile', 'catalogue'],
});

/**
 * The pictures' addresses come from the API with the avatar's token as `v` (decision 048): without it only
 * the user and the operators see them. A picture the caller may not see is the 404 of a missing one. The
 * server reads the user id and `v` itself, so a bad one (a NUL byte too, which an input schema would refuse
 * with a 400) is that 404 as well: the path's `userId` and the query's `v` have no schema here.
 */
const avatarImage = {
  resource: 'files',
  method: 'GET',
  roles: ['visitor'],
  media: 'image/jpeg',
  errors: [],
} as const;

export const getAvatarImage = defineContract({
  ...avatarImage,
  name: 'getAvatarImage',
  path: '/repository/users/:userId/avatar.jpg',
  summary: "A user's avatar, 512 pixels square, for those who may see it (304 when the ETag still matches).",
});

export const getThumbnailImage = defineContract({
  ...avatarImage,
  name: 'getThumbnailImage',
  path: '/repository/users/:userId/thumbnail.jpg',
  summary: "A user's avatar, 128 pixels square, for those who may see it (304 when the ETag still matches).",
});
