import { randomBytes, randomUUID } from 'node:crypto';
import type { FileDescriptor } from '@hearth/domain/files';
import { MESSAGES } from '@hearth/domain/messages';
import { canModerate } from '@hearth/domain/profile';
import type { FastifyInstance } from 'fastify';
import { Conflict, Invalid, NotFound } from '../../errors.ts';
import { isUploadedFile } from '../../plugins/multipart.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { avatarUrls, type AvatarUrls } from './avatar-urls.ts';
import * as repo from './files-repository.ts';
import {
  AVATAR_SIZE,
  checkUpload,
  ImageTooLarge,
  MAX_AVATAR_IMAGE_PIXELS,
  MAX_IMAGE_PIXELS,
  NotAnImage,
  reencodeUpload,
  squareJpeg,
  THUMBNAIL_SIZE,
  TooManyPixels,
} from './image-processing.ts';

export type { FileDescriptor } from '@hearth/domain/files';

export type AvatarKind = 'avatar' | 'thumbnail';

const JPEG = 'image/jpeg';
/** Declared names and types are kept for checks only; a longer one is cut. */
const SOURCE_TEXT_MAX = 255;
/** Postgres `integer`: a larger id cannot exist. */
const MAX_ID = 2_147_483_647;
const MB = 1024 * 1024;

/** A random name part nobody can guess or count through (128 bits): avatar tokens, dish image names. */
export function unguessableToken(): string {
  return randomBytes(16).toString('hex');
}

/** Where an avatar is stored: under its token; an avatar stored before the tokens has the old fixed name. */
export function avatarKey(userId: number, kind: AvatarKind, token: string | null): string {
  return token ? `users/${userId}/${kind}-${token}.jpg` : `users/${userId}/${kind}.jpg`;
}

function invalidUpload(message: string): Invalid {
  return new Invalid(message, { data: [message] });
}

/**
 * Stores an uploaded image re-encoded (see image-processing.ts) under a random name in the owner's folder,
 * then records it. A browser sends an empty file part when no file was chosen: that counts as missing.
 * The limits of decision 048 come first, cheapest first: the owner's upload rate, their storage quota, the
 * pixels the header announces (fewer for anyone who cannot make dish photos), then a turn among the
 * instance's image jobs for the decoding itself.
 */
export async function uploadImage(
  app: FastifyInstance,
  ownerId: number,
  upload: unknown,
): Promise<FileDescriptor> {
  if (!isUploadedFile(upload) || upload.data.length === 0)
    throw new Invalid(undefined, { data: ['required'] });
  const { config } = app;
  await app.hitRateLimit(`upload:user:${ownerId}`, config.UPLOADS_PER_MINUTE, 60, MESSAGES.uploadRateLimited);
  const { storedBytes, approvedChef } = await repo.uploaderState(app.db, ownerId);
  const quotaBytes = (approvedChef ? config.CHEF_UPLOAD_QUOTA_MB : config.CUSTOMER_UPLOAD_QUOTA_MB) * MB;
  if (storedBytes >= quotaBytes) throw quotaExceeded();
  let image;
  try {
    const checked = await checkUpload(upload.data, approvedChef ? MAX_IMAGE_PIXELS : MAX_AVATAR_IMAGE_PIXELS);
    image = await app.imageJobs.run(() => reencodeUpload(checked));
  } catch (error) {
    if (error instanceof NotAnImage) throw invalidUpload(MESSAGES.notAnImage);
    if (error instanceof ImageTooLarge) throw invalidUpload(MESSAGES.imageTooLarge);
    if (error instanceof TooManyPixels) throw invalidUpload(MESSAGES.imageTooManyPixels);
    throw error;
  }
  // Checked again with the stored size: uploads running side by side may pass the quota by their last ones.
  if (storedBytes + image.bytes.length > quotaBytes) throw quotaExceeded();
  const storageKey = `uploads/${ownerId}/${randomUUID()}.jpg`;
  await app.storage.put(storageKey, image.bytes, JPEG);
  try {
    const row = await repo.insertFile(app.db, {
      ownerId,
      storageKey,
      mimeType: JPEG,
      width: image.width,
      height: image.height,
      sizeBytes: image.bytes.length,
      // What the upload really was and what the client called it: dish images must be JPEGs by all three.
      sourceFormat: image.sourceFormat,
      sourceName: sourceText(upload.filename),
      sourceMimeType: sourceText(upload.mimetype),
      createdAt: app.clock(),
    });
    return { id: row.id, width: row.width, height: row.height, mimeType: JPEG };
  } catch (error) {
    await app.storage.delete(storageKey).catch(() => {});
    throw error;
  }
}

function quotaExceeded(): Conflict {
  return new Conflict(MESSAGES.uploadQuotaExceeded, { data: [MESSAGES.uploadQuotaExceeded] });
}

/**
 * A declared name or type as it is kept: control characters dropped (PostgreSQL text cannot hold a NUL, and
 * none belongs in a name), then cut to SOURCE_TEXT_MAX.
 */
function sourceText(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, SOURCE_TEXT_MAX);
}

/**
 * Makes one of the user's uploads their avatar: the 512 and 128 pixel squares are rendered first (a turn
 * among the image jobs), then written under a new token, and the version and token set while the user's
 * row is locked (one change at a time per user). The old avatar's files go once the new one is recorded;
 * when anything fails before, the new files go and the old avatar stays.
 */
export async function setAvatar(app: FastifyInstance, userId: number, fileId: number): Promise<AvatarUrls> {
  const file = fileId <= MAX_ID ? await repo.findOwnedFile(app.db, fileId, userId) : undefined;
  if (!file) throw new NotFound();
  const stored = await app.storage.get(file.storageKey);
  if (!stored) {
    app.log.warn({ fileId, storageKey: file.storageKey }, 'a recorded file is missing from the storage');
    throw new NotFound();
  }
  const [avatar, thumbnail] = await app.imageJobs.run(() =>
    Promise.all([squareJpeg(stored.bytes, AVATAR_SIZE), squareJpeg(stored.bytes, THUMBNAIL_SIZE)]),
  );

  const token = unguessableToken();
  const written = [avatarKey(userId, 'avatar', token), avatarKey(userId, 'thumbnail', token)];
  let previous;
  let version: Date;
  try {
    await app.storage.put(written[0]!, avatar, JPEG);
    await app.storage.put(written[1]!, thumbnail, JPEG);
    ({ previous, version } = await app.db.transaction(async (tx) => {
      const old = await repo.lockAvatar(tx, userId);
      if (!old) throw new NotFound();
      const next = nextVersion(app.clock(), old.avatarUpdatedAt);
      await repo.setAvatar(tx, userId, next, token);
      return { previous: old, version: next };
    }));
  } catch (error) {
    await Promise.all(written.map((key) => app.storage.delete(key))).catch(() => {});
    throw error;
  }
  if (previous.avatarUpdatedAt) {
    const old = (['avatar', 'thumbnail'] as const).map((kind) =>
      avatarKey(userId, kind, previous.avatarToken),
    );
    await Promise.all(old.map((key) => app.storage.delete(key))).catch((error: unknown) =>
      app.log.warn({ err: error, userId }, 'could not remove the files of a replaced avatar'),
    );
  }
  return avatarUrls({ id: userId, avatarUpdatedAt: version, avatarToken: token });
}

/** The new version is now, but always later than the old one (a clock step back or two changes in one ms). */
function nextVersion(now: Date, previous: Date | null): Date {
  return previous && previous.getTime() >= now.getTime() ? new Date(previous.getTime() + 1) : now;
}

export interface AvatarImage {
  bytes: Buffer;
  etag: string;
  /** A public chef's avatar may be kept by shared caches; any other only by the viewer's browser. */
  public: boolean;
}

/**
 * Who may see an avatar (decision 048): the user and the operators always; others need the address the API
 * gave out (`v`, the avatar's token) and either a public chef page of the user or an order with them
 * (a chef sees their customers' avatars, a customer their chefs'). Everyone else gets NotFound, as for a
 * user without an avatar.
 */
async function mayViewAvatar(
  app: FastifyInstance,
  userId: number,
  avatar: repo.AvatarRecord,
  token: string | undefined,
  viewer: SessionUser | null,
): Promise<boolean> {
  if (viewer && (viewer.id === userId || canModerate(viewer.role))) return true;
  if (avatar.avatarToken && token !== avatar.avatarToken) return false;
  if (avatar.publicChef) return true;
  return viewer !== null && (await repo.haveOrderTogether(app.db, viewer.id, userId));
}

/**
 * A user's avatar or thumbnail for a viewer. The ETag is the avatar's token (or version), so a revalidation
 * with a current ETag is answered from the database alone (`notModified`). Unknown users, users without an
 * avatar, and avatars the viewer may not see are NotFound.
 */
export async function readAvatar(
  app: FastifyInstance,
  request: { userId: string; kind: AvatarKind; token: string | undefined; ifNoneMatch: string | undefined },
  viewer: SessionUser | null,
): Promise<AvatarImage | { notModified: true; etag: string; public: boolean }> {
  const userId = parseId(request.userId);
  const avatar = userId === undefined ? undefined : await repo.findAvatar(app.db, userId);
  if (!userId || !avatar?.avatarUpdatedAt) throw new NotFound();
  if (!(await mayViewAvatar(app, userId, avatar, request.token, viewer))) throw new NotFound();
  const { kind } = request;
  const etag = `"${kind}-${avatar.avatarToken ?? avatar.avatarUpdatedAt.getTime()}"`;
  if (etagMatches(request.ifNoneMatch, etag)) return { notModified: true, etag, public: avatar.publicChef };
  const stored = await app.storage.get(avatarKey(userId, kind, avatar.avatarToken));
  if (!stored) {
    app.log.warn({ userId, kind }, 'an avatar is recorded but missing from the storage');
    throw new NotFound();
  }
  return { bytes: stored.bytes, etag, public: avatar.publicChef };
}

/**
 * Deletes uploads no dish uses, made more than UNUSED_UPLOAD_GRACE_HOURS ago (an avatar is a copy of its
 * upload, so an upload made an avatar goes too), in batches; the rows first, then the stored objects.
 */
export async function deleteUnusedUploads(app: FastifyInstance): Promise<{ deleted: number }> {
  const before = new Date(app.clock().getTime() - app.config.UNUSED_UPLOAD_GRACE_HOURS * 3_600_000);
  let deleted = 0;
  for (;;) {
    const keys = await repo.deleteUnusedUploads(app.db, before, UNUSED_UPLOADS_BATCH);
    await Promise.all(keys.map((key) => app.storage.delete(key))).catch((error: unknown) =>
      app.log.warn({ err: error }, 'could not remove the objects of deleted uploads'),
    );
    deleted += keys.length;
    if (keys.length < UNUSED_UPLOADS_BATCH) return { deleted };
  }
}

const UNUSED_UPLOADS_BATCH = 500;

function parseId(text: string): number | undefined {
  if (!/^[1-9]\d{0,9}$/.test(text)) return undefined;
  const id = Number(text);
  return id <= MAX_ID ? id : undefined;
}

/** If-None-Match: a list of ETags, weak or strong, or `*` (RFC 9110 section 13.1.2: weak comparison). */
function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag;
  });
}
