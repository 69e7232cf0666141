import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { MODERATOR_ROLES } from '@hearth/domain/profile';
import type { DbOrTx } from '../../db/database.ts';
import { addresses, merchantProfiles, users } from '../../db/schema.ts';

/** Drizzle queries of the profile module only. */

export type UserRecord = typeof users.$inferSelect;
export type MerchantRecord = typeof merchantProfiles.$inferSelect;
export type AddressRecord = typeof addresses.$inferSelect;

/** The user columns that must be unique (nickname and telegram regardless of case). */
export type UniqueField = 'nickname' | 'phoneNumber' | 'telegramNickname';

const UNIQUE_INDEX_FIELDS: Record<string, UniqueField> = {
  users_nickname_key: 'nickname',
  users_phone_number_key: 'phoneNumber',
  users_telegram_nickname_key: 'telegramNickname',
};

export async function findUser(db: DbOrTx, id: number): Promise<UserRecord | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Reads a user and holds its row until the transaction ends: one profile write per user at a time. */
export async function lockUser(tx: DbOrTx, id: number): Promise<UserRecord | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

export async function updateUser(
  tx: DbOrTx,
  id: number,
  values: Partial<Pick<UserRecord, 'firstName' | 'lastName' | 'city' | UniqueField>> & { updatedAt: Date },
): Promise<UserRecord> {
  const [row] = await tx.update(users).set(values).where(eq(users.id, id)).returning();
  return row!;
}

/** Which of the given values another user already has (nickname and telegram compared case-insensitively). */
export async function findUniqueClashes(
  db: DbOrTx,
  userId: number,
  values: Partial<Record<UniqueField, string>>,
): Promise<UniqueField[]> {
  const { nickname, phoneNumber, telegramNickname } = values;
  const conditions = [
    nickname ? sql`lower(${users.nickname}) = lower(${nickname})` : undefined,
    phoneNumber ? eq(users.phoneNumber, phoneNumber) : undefined,
    telegramNickname ? sql`lower(${users.telegramNickname}) = lower(${telegramNickname})` : undefined,
  ].filter((c) => c !== undefined);
  if (conditions.length === 0) return [];
  const rows = await db
    .select({
      nickname: users.nickname,
      phoneNumber: users.phoneNumber,
      telegramNickname: users.telegramNickname,
    })
    .from(users)
    .where(and(ne(users.id, userId), or(...conditions)))
    .limit(3);
  const same = (a: string | null, b: string | undefined) =>
    a !== null && b !== undefined && a.toLowerCase() === b.toLowerCase();
  const clashes = new Set<UniqueField>();
  for (const row of rows) {
    if (same(row.nickname, nickname)) clashes.add('nickname');
    if (row.phoneNumber !== null && row.phoneNumber === phoneNumber) clashes.add('phoneNumber');
    if (same(row.telegramNickname, telegramNickname)) clashes.add('telegramNickname');
  }
  return [...clashes];
}

/** The field of a unique violation on the users table (a concurrent duplicate), or undefined. */
export function uniqueViolationField(error: unknown): UniqueField | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const constraint = (e as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return UNIQUE_INDEX_FIELDS[constraint];
  }
  return undefined;
}

/** The user whose nickname this is, in any case. */
export async function findUserByNickname(db: DbOrTx, nickname: string): Promise<UserRecord | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.nickname}) = lower(${nickname})`);
  return row;
}

export async function findMerchantProfile(db: DbOrTx, userId: number): Promise<MerchantRecord | undefined> {
  const [row] = await db.select().from(merchantProfiles).where(eq(merchantProfiles.userId, userId));
  return row;
}

type MerchantFields = Pick<
  MerchantRecord,
  | 'hourRateCents'
  | 'kitchenTypes'
  | 'about'
  | 'personalTaxNumber'
  | 'govRegistryUrl'
  | 'allowedInternetAddress'
  | 'stripeAccountId'
>;

export async function insertMerchantProfile(
  tx: DbOrTx,
  values: MerchantFields & Pick<MerchantRecord, 'userId' | 'status' | 'submittedAt' | 'updatedAt'>,
): Promise<MerchantRecord> {
  const [row] = await tx.insert(merchantProfiles).values(values).returning();
  return row!;
}

export async function updateMerchantProfile(
  tx: DbOrTx,
  userId: number,
  values: Partial<MerchantFields> &
    Partial<Pick<MerchantRecord, 'status' | 'submittedAt' | 'statusReason' | 'decidedAt' | 'decidedBy'>> & {
      updatedAt: Date;
    },
): Promise<MerchantRecord> {
  const [row] = await tx
    .update(merchantProfiles)
    .set(values)
    .where(eq(merchantProfiles.userId, userId))
    .returning();
  return row!;
}

export async function findAddress(db: DbOrTx, userId: number): Promise<AddressRecord | undefined> {
  const [row] = await db.select().from(addresses).where(eq(addresses.userId, userId));
  return row;
}

/** The user's one address: created on the first save, changed after (missing fields stay as they are). */
export async function upsertAddress(
  db: DbOrTx,
  userId: number,
  values: Partial<
    Pick<AddressRecord, 'countryPhoneCode' | 'city' | 'state' | 'postalCode' | 'formattedAddress'>
  > & { updatedAt: Date },
): Promise<AddressRecord> {
  const [row] = await db
    .insert(addresses)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: addresses.userId, set: values })
    .returning();
  return row!;
}

/** Everyone who moderates chefs (operators and admins), with the language of their mails. */
export async function findModerators(db: DbOrTx) {
  return db
    .select({ id: users.id, email: users.email, language: users.language })
    .from(users)
    .where(inArray(users.role, [...MODERATOR_ROLES]))
    .orderBy(users.id);
}
