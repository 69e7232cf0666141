import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MerchantStatus } from '@hearth/domain/fields';
import type { DbOrTx } from '../../db/database.ts';
import { addresses, auditLog, merchantProfiles, users } from '../../db/schema.ts';

/** Drizzle queries of the moderation module only. */

export type ChefRow = {
  user: typeof users.$inferSelect;
  merchant: typeof merchantProfiles.$inferSelect;
  address: typeof addresses.$inferSelect | null;
};

export interface ChefFilter {
  status?: MerchantStatus;
  /** Part of the name, e-mail or nickname, in any case. */
  q?: string | null;
}

function selectChefs(db: DbOrTx) {
  return db
    .select({ user: users, merchant: merchantProfiles, address: addresses })
    .from(merchantProfiles)
    .innerJoin(users, eq(users.id, merchantProfiles.userId))
    .leftJoin(addresses, eq(addresses.userId, users.id));
}

/** LIKE treats % and _ as wildcards: a search for "50%" means the text "50%". */
function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function chefConditions(filter: ChefFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.status) conditions.push(eq(merchantProfiles.status, filter.status));
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    conditions.push(
      or(
        ilike(users.email, pattern),
        ilike(users.nickname, pattern),
        ilike(sql`concat_ws(' ', ${users.firstName}, ${users.lastName})`, pattern),
      ),
    );
  }
  return and(...conditions);
}

export async function listChefs(
  db: DbOrTx,
  filter: ChefFilter & { order: 'oldest' | 'newest'; limit: number; offset: number },
): Promise<ChefRow[]> {
  const direction = filter.order === 'oldest' ? asc : desc;
  return selectChefs(db)
    .where(chefConditions(filter))
    .orderBy(direction(merchantProfiles.submittedAt), direction(merchantProfiles.userId))
    .limit(filter.limit)
    .offset(filter.offset);
}

export async function countChefs(db: DbOrTx, filter: ChefFilter): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(merchantProfiles)
    .innerJoin(users, eq(users.id, merchantProfiles.userId))
    .where(chefConditions(filter));
  return row?.n ?? 0;
}

export async function findChef(db: DbOrTx, userId: number): Promise<ChefRow | undefined> {
  const [row] = await selectChefs(db).where(eq(merchantProfiles.userId, userId));
  return row;
}

/** The chef profile and its user, the profile's row held until the transaction ends (one decision at a time). */
export async function lockChef(tx: DbOrTx, userId: number) {
  const [merchant] = await tx
    .select()
    .from(merchantProfiles)
    .where(eq(merchantProfiles.userId, userId))
    .for('update');
  if (!merchant) return undefined;
  const [user] = await tx.select().from(users).where(eq(users.id, userId));
  return user ? { merchant, user } : undefined;
}

export async function updateMerchantStatus(
  tx: DbOrTx,
  userId: number,
  values: {
    status: MerchantStatus;
    statusReason: string | null;
    decidedAt: Date;
    decidedBy: number;
    updatedAt: Date;
  },
): Promise<void> {
  await tx.update(merchantProfiles).set(values).where(eq(merchantProfiles.userId, userId));
}

export async function insertAuditEntry(
  tx: DbOrTx,
  entry: {
    actorId: number | null;
    action: string;
    targetUserId: number | null;
    reason?: string | null;
    details?: Record<string, unknown>;
    createdAt: Date;
  },
): Promise<void> {
  await tx.insert(auditLog).values(entry);
}

const actors = alias(users, 'actors');
const targets = alias(users, 'targets');

export async function listAuditEntries(db: DbOrTx, page: { limit: number; offset: number }) {
  return db
    .select({
      id: auditLog.id,
      createdAt: auditLog.createdAt,
      action: auditLog.action,
      reason: auditLog.reason,
      actorId: actors.id,
      actorEmail: actors.email,
      targetId: targets.id,
      targetEmail: targets.email,
      targetNickname: targets.nickname,
    })
    .from(auditLog)
    .leftJoin(actors, eq(actors.id, auditLog.actorId))
    .leftJoin(targets, eq(targets.id, auditLog.targetUserId))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countAuditEntries(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(auditLog);
  return row?.n ?? 0;
}
