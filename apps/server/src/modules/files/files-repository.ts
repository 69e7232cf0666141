import { and, eq, inArray, lt, notExists, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { files, merchantProfiles, orders, productFiles, products, users } from '../../db/schema.ts';

/** Drizzle queries of the files module only. */

export type FileRow = typeof files.$inferSelect;

export async function insertFile(
  db: DbOrTx,
  values: {
    ownerId: number;
    storageKey: string;
    mimeType: string;
    width: number;
    height: number;
    sizeBytes: number;
    sourceFormat: string;
    sourceName: string;
    sourceMimeType: string;
    createdAt: Date;
  },
): Promise<FileRow> {
  const [row] = await db.insert(files).values(values).returning();
  return row!;
}

export async function findOwnedFile(db: DbOrTx, id: number, ownerId: number): Promise<FileRow | undefined> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, id), eq(files.ownerId, ownerId)));
  return row;
}

/** What the upload limits need to know of a user: the bytes of their stored uploads, and whether a chef. */
export async function uploaderState(
  db: DbOrTx,
  userId: number,
): Promise<{ storedBytes: number; approvedChef: boolean }> {
  const [row] = await db
    .select({
      storedBytes: sql<string>`coalesce((select sum(${files.sizeBytes}) from ${files} where ${files.ownerId} = ${userId}), 0)`,
      status: merchantProfiles.status,
    })
    .from(users)
    .leftJoin(merchantProfiles, eq(merchantProfiles.userId, users.id))
    .where(eq(users.id, userId));
  return { storedBytes: Number(row?.storedBytes ?? 0), approvedChef: row?.status === 'approved' };
}

/** A user's avatar: its version and token, and whether the user has a public chef page. */
export interface AvatarRecord {
  avatarUpdatedAt: Date | null;
  avatarToken: string | null;
  publicChef: boolean;
}

export async function findAvatar(db: DbOrTx, userId: number): Promise<AvatarRecord | undefined> {
  const [row] = await db
    .select({
      avatarUpdatedAt: users.avatarUpdatedAt,
      avatarToken: users.avatarToken,
      status: merchantProfiles.status,
    })
    .from(users)
    .leftJoin(merchantProfiles, eq(merchantProfiles.userId, users.id))
    .where(eq(users.id, userId));
  return row && { ...row, publicChef: row.status === 'approved' };
}

/** The avatar of a user, locking the user's row until the transaction ends: one avatar change at a time. */
export async function lockAvatar(
  db: DbOrTx,
  userId: number,
): Promise<{ avatarUpdatedAt: Date | null; avatarToken: string | null } | undefined> {
  const [row] = await db
    .select({ avatarUpdatedAt: users.avatarUpdatedAt, avatarToken: users.avatarToken })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

export async function setAvatar(db: DbOrTx, userId: number, at: Date, token: string): Promise<void> {
  await db
    .update(users)
    .set({ avatarUpdatedAt: at, avatarToken: token, updatedAt: at })
    .where(eq(users.id, userId));
}

/**
 * Whether two users have an order together, one as the customer and the other as the chef (either way
 * round): each may then see the other's avatar. The orders' customer and chef indexes answer it.
 */
export async function haveOrderTogether(db: DbOrTx, a: number, b: number): Promise<boolean> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      or(
        and(eq(orders.customerId, a), eq(orders.chefId, b)),
        and(eq(orders.customerId, b), eq(orders.chefId, a)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Deletes up to `limit` uploads made before `before` that no dish image uses, and answers their storage
 * keys (the objects are removed after the rows). The use is checked again in the DELETE itself, so an
 * upload related to a dish at that moment stays.
 */
export async function deleteUnusedUploads(db: DbOrTx, before: Date, limit: number): Promise<string[]> {
  const unused = and(
    lt(files.createdAt, before),
    notExists(
      db
        .select({ one: sql`1` })
        .from(productFiles)
        .where(eq(productFiles.fileId, files.id)),
    ),
  );
  const candidates = await db
    .select({ id: files.id })
    .from(files)
    .where(unused)
    .orderBy(files.id)
    .limit(limit);
  if (candidates.length === 0) return [];
  const rows = await db
    .delete(files)
    .where(
      and(
        inArray(
          files.id,
          candidates.map((c) => c.id),
        ),
        unused,
      ),
    )
    .returning({ storageKey: files.storageKey });
  return rows.map((row) => row.storageKey);
}

// ---- What the stored objects belong to (the orphan sweep, decision 058) ----

/** Which of these upload keys have their files row. */
export async function recordedUploadKeys(db: DbOrTx, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db.select({ key: files.storageKey }).from(files).where(inArray(files.storageKey, keys));
  return new Set(rows.map((row) => row.key));
}

/** Which of these dish image names (display names) are recorded, as `{ownerId}/{fileName}`. */
export async function recordedProductImages(db: DbOrTx, names: string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const rows = await db
    .select({ ownerId: products.ownerId, fileName: productFiles.fileName })
    .from(productFiles)
    .innerJoin(products, eq(products.id, productFiles.productId))
    .where(inArray(productFiles.fileName, names));
  return new Set(rows.map((row) => `${row.ownerId}/${row.fileName}`));
}

/** The current avatars of these users: their token (null for an avatar stored before the tokens). */
export async function currentAvatars(db: DbOrTx, userIds: number[]): Promise<Map<number, string | null>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, token: users.avatarToken, updatedAt: users.avatarUpdatedAt })
    .from(users)
    .where(inArray(users.id, userIds));
  return new Map(rows.filter((row) => row.updatedAt !== null).map((row) => [row.id, row.token]));
}
