import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { files, users } from '../../db/schema.ts';

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

/** The avatar version of a user: undefined for no such user, null for a user without an avatar. */
export async function findAvatarUpdatedAt(db: DbOrTx, userId: number): Promise<Date | null | undefined> {
  const [row] = await db
    .select({ avatarUpdatedAt: users.avatarUpdatedAt })
    .from(users)
    .where(eq(users.id, userId));
  return row?.avatarUpdatedAt;
}

/** The same, locking the user's row until the transaction ends: avatar changes of one user go one at a time. */
export async function lockAvatarUpdatedAt(db: DbOrTx, userId: number): Promise<Date | null | undefined> {
  const [row] = await db
    .select({ avatarUpdatedAt: users.avatarUpdatedAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row?.avatarUpdatedAt;
}

export async function setAvatarUpdatedAt(db: DbOrTx, userId: number, at: Date): Promise<void> {
  await db.update(users).set({ avatarUpdatedAt: at, updatedAt: at }).where(eq(users.id, userId));
}
