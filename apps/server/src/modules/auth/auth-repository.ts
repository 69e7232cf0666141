import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Language, Role } from '@hearth/domain/constants';
import type { DbOrTx } from '../../db/database.ts';
import { merchantProfiles, oneTimePins, users } from '../../db/schema.ts';

/** Drizzle queries of the auth module only. */

/** A user with the moderation state of their chef profile (null: none submitted). */
export type UserRow = typeof users.$inferSelect & {
  merchantStatus: (typeof merchantProfiles.$inferSelect)['status'] | null;
};

function selectUsers(db: DbOrTx) {
  return db
    .select({ user: users, merchantStatus: merchantProfiles.status })
    .from(users)
    .leftJoin(merchantProfiles, eq(merchantProfiles.userId, users.id));
}

function toUserRow(
  row: { user: typeof users.$inferSelect; merchantStatus: UserRow['merchantStatus'] } | undefined,
) {
  return row ? { ...row.user, merchantStatus: row.merchantStatus } : undefined;
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await selectUsers(db).where(eq(users.email, email));
  return toUserRow(row);
}

export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [row] = await selectUsers(db).where(eq(users.id, id));
  return toUserRow(row);
}

/** Inserts a user; returns undefined when the e-mail is taken (also by a concurrent request). */
export async function insertUser(
  db: DbOrTx,
  values: { email: string; passwordHash?: string; language: Language; role?: Role; emailVerifiedAt?: Date },
): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row ? { ...row, merchantStatus: null } : undefined;
}

/**
 * A new registration of an address whose account is still unconfirmed: its password and language become the
 * newest registrant's. False when the account was confirmed in the meantime (then nothing changes).
 */
export async function replaceUnverifiedPassword(
  db: DbOrTx,
  id: number,
  values: { passwordHash: string; language: Language },
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(users.id, id), isNull(users.emailVerifiedAt)))
    .returning({ id: users.id });
  return rows.length === 1;
}

/**
 * Confirms a registration: only while the account is unconfirmed and still holds the hash the caller
 * checked, so a registration that replaced the password in between is not confirmed by the older one.
 */
export async function confirmRegistration(db: DbOrTx, id: number, passwordHash: string, now: Date) {
  const rows = await db
    .update(users)
    .set({ emailVerifiedAt: now, updatedAt: now })
    .where(and(eq(users.id, id), isNull(users.emailVerifiedAt), eq(users.passwordHash, passwordHash)))
    .returning({ id: users.id });
  return rows.length === 1;
}

/**
 * A pin proved the address of an unconfirmed account: it becomes verified and loses the password nobody
 * proved. Returns whether this call verified it (false when another request did it first).
 */
export async function verifyDroppingPassword(db: DbOrTx, id: number, now: Date): Promise<boolean> {
  const [row] = await db
    .update(users)
    .set({ emailVerifiedAt: now, passwordHash: null, updatedAt: now })
    .where(and(eq(users.id, id), isNull(users.emailVerifiedAt)))
    .returning({ id: users.id });
  return row !== undefined;
}

/** Stores a new password hash; an account that was not yet verified is verified by the proof that allowed it. */
export async function setPassword(db: DbOrTx, id: number, passwordHash: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({
      passwordHash,
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(eq(users.id, id));
}

export async function setUserRole(db: DbOrTx, email: string, role: Role) {
  const [row] = await db
    .update(users)
    .set({ role, updatedAt: sql`now()` })
    .where(eq(users.email, email))
    .returning();
  return row;
}

export async function insertPin(
  db: DbOrTx,
  values: { email: string; purpose: string; pinHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(oneTimePins).values(values);
}

/** The newest pin of an e-mail for a purpose that is unused and unexpired; older ones no longer count. */
export async function findLatestPin(db: DbOrTx, email: string, purpose: string, now: Date) {
  const [row] = await db
    .select()
    .from(oneTimePins)
    .where(and(eq(oneTimePins.email, email), eq(oneTimePins.purpose, purpose)))
    .orderBy(desc(oneTimePins.createdAt), desc(oneTimePins.id))
    .limit(1);
  if (!row || row.usedAt || row.expiresAt <= now) return undefined;
  return row;
}

/** Counts a wrong try; returns the new count. */
export async function countWrongPin(db: DbOrTx, id: number): Promise<number> {
  const [row] = await db
    .update(oneTimePins)
    .set({ wrongAttempts: sql`${oneTimePins.wrongAttempts} + 1` })
    .where(eq(oneTimePins.id, id))
    .returning({ wrongAttempts: oneTimePins.wrongAttempts });
  return row?.wrongAttempts ?? Number.MAX_SAFE_INTEGER;
}

/** Marks a pin used exactly once: false when another request used it first or it ran out of tries. */
export async function consumePin(db: DbOrTx, id: number, now: Date, maxWrong: number): Promise<boolean> {
  const rows = await db
    .update(oneTimePins)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimePins.id, id),
        isNull(oneTimePins.usedAt),
        lt(oneTimePins.wrongAttempts, maxWrong),
        gt(oneTimePins.expiresAt, now),
      ),
    )
    .returning({ id: oneTimePins.id });
  return rows.length === 1;
}

/** Pins are kept a day for the audit of sends, then removed. */
export async function deleteOldPins(db: DbOrTx, before: Date): Promise<void> {
  await db.delete(oneTimePins).where(lt(oneTimePins.expiresAt, before));
}
