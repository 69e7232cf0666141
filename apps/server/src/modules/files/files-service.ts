import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@hearth/domain/messages';
import type { FastifyInstance } from 'fastify';
import { Invalid, NotFound } from '../../errors.ts';
import { isUploadedFile } from '../../plugins/multipart.ts';
import { avatarUrls, type AvatarUrls } from './avatar-urls.ts';
import * as repo from './files-repository.ts';
import {
  AVATAR_SIZE,
  ImageTooLarge,
  normalizeUpload,
  NotAnImage,
  squareJpeg,
  THUMBNAIL_SIZE,
} from './image-processing.ts';

/** `model.fileDescriptor` of POST /secure/file-upload. */
export interface FileDescriptor {
  id: number;
  width: number;
  height: number;
  mimeType: 'image/jpeg';
}

export type AvatarKind = 'avatar' | 'thumbnail';

const JPEG = 'image/jpeg';
/** Declared names and types are kept for checks only; a longer one is cut. */
const SOURCE_TEXT_MAX = 255;
/** Postgres `integer`: a larger id cannot exist. */
const MAX_ID = 2_147_483_647;

export function avatarKey(userId: number, kind: AvatarKind): string {
  return `users/${userId}/${kind}.jpg`;
}

/**
 * Stores an uploaded image re-encoded (see image-processing.ts) under a random name in the owner's folder,
 * then records it. A browser sends an empty file part when no file was chosen: that counts as missing.
 */
export async function uploadImage(
  app: FastifyInstance,
  ownerId: number,
  upload: unknown,
): Promise<FileDescriptor> {
  if (!isUploadedFile(upload) || upload.data.length === 0)
    throw new Invalid(undefined, { data: ['required'] });
  let image;
  try {
    image = await normalizeUpload(upload.data);
  } catch (error) {
    if (error instanceof NotAnImage) throw new Invalid(MESSAGES.notAnImage, { data: [MESSAGES.notAnImage] });
    if (error instanceof ImageTooLarge)
      throw new Invalid(MESSAGES.imageTooLarge, { data: [MESSAGES.imageTooLarge] });
    throw error;
  }
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

/**
 * A declared name or type as it is kept: control characters dropped (PostgreSQL text cannot hold a NUL, and
 * none belongs in a name), then cut to SOURCE_TEXT_MAX.
 */
function sourceText(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, SOURCE_TEXT_MAX);
}

/**
 * Makes one of the user's uploads their avatar: the 512 and 128 pixel squares are rendered first, then both
 * written and the version set while the user's row is locked (one change at a time per user). When a write
 * or the update fails, the files written so far are put back as they were, so the old avatar stays.
 */
export async function setAvatar(app: FastifyInstance, userId: number, fileId: number): Promise<AvatarUrls> {
  const file = fileId <= MAX_ID ? await repo.findOwnedFile(app.db, fileId, userId) : undefined;
  if (!file) throw new NotFound();
  const stored = await app.storage.get(file.storageKey);
  if (!stored) {
    app.log.warn({ fileId, storageKey: file.storageKey }, 'a recorded file is missing from the storage');
    throw new NotFound();
  }
  const [avatar, thumbnail] = await Promise.all([
    squareJpeg(stored.bytes, AVATAR_SIZE),
    squareJpeg(stored.bytes, THUMBNAIL_SIZE),
  ]);

  const version = await app.db.transaction(async (tx) => {
    const previous = await repo.lockAvatarUpdatedAt(tx, userId);
    if (previous === undefined) throw new NotFound();
    const restore = await snapshot(app, [avatarKey(userId, 'avatar'), avatarKey(userId, 'thumbnail')]);
    try {
      await app.storage.put(avatarKey(userId, 'avatar'), avatar, JPEG);
      await app.storage.put(avatarKey(userId, 'thumbnail'), thumbnail, JPEG);
      const next = nextVersion(app.clock(), previous);
      await repo.setAvatarUpdatedAt(tx, userId, next);
      return next;
    } catch (error) {
      await restore().catch((restoreError: unknown) =>
        app.log.error({ err: restoreError, userId }, 'could not put the old avatar back'),
      );
      throw error;
    }
  });
  return avatarUrls(userId, version);
}

/** Reads the objects of some keys now; the returned function writes them back (or removes those that were absent). */
async function snapshot(app: FastifyInstance, keys: string[]): Promise<() => Promise<void>> {
  const saved = await Promise.all(keys.map(async (key) => ({ key, old: await app.storage.get(key) })));
  return async () => {
    for (const { key, old } of saved) {
      if (old) await app.storage.put(key, old.bytes, JPEG);
      else await app.storage.delete(key);
    }
  };
}

/** The new version is now, but always later than the old one (a clock step back or two changes in one ms). */
function nextVersion(now: Date, previous: Date | null): Date {
  return previous && previous.getTime() >= now.getTime() ? new Date(previous.getTime() + 1) : now;
}

export interface AvatarImage {
  bytes: Buffer;
  etag: string;
}

/**
 * A user's avatar or thumbnail. The ETag is the avatar's version, so a revalidation with a current ETag is
 * answered from the database alone (`notModified`). Unknown users and users without an avatar are NotFound.
 */
export async function readAvatar(
  app: FastifyInstance,
  userIdText: string,
  kind: AvatarKind,
  ifNoneMatch: string | undefined,
): Promise<AvatarImage | { notModified: true; etag: string }> {
  const userId = parseId(userIdText);
  const version = userId === undefined ? null : await repo.findAvatarUpdatedAt(app.db, userId);
  if (!userId || !version) throw new NotFound();
  const etag = `"${kind}-${version.getTime()}"`;
  if (etagMatches(ifNoneMatch, etag)) return { notModified: true, etag };
  const stored = await app.storage.get(avatarKey(userId, kind));
  if (!stored) {
    app.log.warn({ userId, kind }, 'an avatar is recorded but missing from the storage');
    throw new NotFound();
  }
  return { bytes: stored.bytes, etag };
}

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
