import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/database.ts';
import { parseProductImageName } from '../catalogue/product-images.ts';
import * as repo from './files-repository.ts';

/**
 * Objects whose row never committed (decision 058). Every picture is written to the storage before the row
 * that names it commits, and removed again when the row fails; a crash, or a storage outage during that
 * removal, leaves an object nothing names. So do rows deleted by a cascade (an account, a dish) and the
 * unused-upload sweep when the storage was away. This sweep walks the whole store and deletes every object
 * older than ORPHAN_MIN_AGE_MS that no row names; a key of a shape it does not know is left alone.
 */

/** An object younger than this may still be waiting for its row: a request writes its row seconds after. */
export const ORPHAN_MIN_AGE_MS = 60 * 60_000;

/** Deletes at a time, so a page of orphans does not open a thousand requests at once. */
const DELETE_POOL = 16;

const UPLOAD_KEY = /^uploads\/[1-9]\d{0,9}\/[^/]+$/;
const PRODUCT_KEY = /^products\/([1-9]\d{0,9})\/([^/]+)$/;
const AVATAR_KEY = /^users\/([1-9]\d{0,9})\/(?:avatar|thumbnail)(?:-([0-9a-f]{32}))?\.jpg$/;
/** A sized variant of a display image (decision 054): {display name without .jpg}-w{width}.{ext}. */
const VARIANT_NAME = /^(.+)-w\d+\.(?:jpg|webp|avif)$/;

export async function deleteOrphanObjects(app: FastifyInstance): Promise<{ orphanObjects: number }> {
  const before = app.clock().getTime() - ORPHAN_MIN_AGE_MS;
  let deleted = 0;
  for await (const page of app.storage.list('')) {
    const old = page.filter((object) => object.lastModified.getTime() < before).map((object) => object.key);
    const orphans = await orphansAmong(app.db, old);
    for (let i = 0; i < orphans.length; i += DELETE_POOL)
      await Promise.all(orphans.slice(i, i + DELETE_POOL).map((key) => app.storage.delete(key)));
    deleted += orphans.length;
  }
  return { orphanObjects: deleted };
}

/** The display image a dish picture's name belongs to (itself, its thumbnail or a variant), if any. */
function displayNameOf(name: string): string | undefined {
  const variant = VARIANT_NAME.exec(name);
  const parsed = parseProductImageName(variant ? `${variant[1]}.jpg` : name);
  return parsed?.displayName;
}

/** The keys among these that no row names: uploads without their files row, dish pictures, avatars. */
export async function orphansAmong(db: DbOrTx, keys: string[]): Promise<string[]> {
  const uploads = keys.filter((key) => UPLOAD_KEY.test(key));
  const pictures = keys.flatMap((key) => {
    const match = PRODUCT_KEY.exec(key);
    const displayName = match && displayNameOf(match[2]!);
    return displayName ? [{ key, owner: match[1]!, displayName }] : [];
  });
  const avatars = keys.flatMap((key) => {
    const match = AVATAR_KEY.exec(key);
    return match ? [{ key, userId: Number(match[1]), token: match[2] ?? null }] : [];
  });
  const [recordedUploads, recordedPictures, current] = await Promise.all([
    repo.recordedUploadKeys(db, uploads),
    repo.recordedProductImages(db, [...new Set(pictures.map((p) => p.displayName))]),
    repo.currentAvatars(db, [...new Set(avatars.map((a) => a.userId))]),
  ]);
  return [
    ...uploads.filter((key) => !recordedUploads.has(key)),
    ...pictures.filter((p) => !recordedPictures.has(`${p.owner}/${p.displayName}`)).map((p) => p.key),
    ...avatars.filter((a) => !current.has(a.userId) || current.get(a.userId) !== a.token).map((a) => a.key),
  ];
}
