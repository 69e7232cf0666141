import { and, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { chefChangeRequests, merchantProfiles, users } from '../../db/schema.ts';
import { chefSummaryColumns } from './chef-summary.ts';

/** Drizzle queries of the chef change requests only (decision 049). */

export type ChangeRequestRecord = typeof chefChangeRequests.$inferSelect;

export async function findOpenRequest(db: DbOrTx, chefId: number): Promise<ChangeRequestRecord | undefined> {
  const [row] = await db
    .select()
    .from(chefChangeRequests)
    .where(and(eq(chefChangeRequests.chefId, chefId), eq(chefChangeRequests.status, 'open')));
  return row;
}

/** Whether someone else's open request holds this nickname (in any case). */
export async function nicknameRequested(db: DbOrTx, nickname: string, exceptChefId: number | null) {
  const [row] = await db
    .select({ id: chefChangeRequests.id })
    .from(chefChangeRequests)
    .where(
      and(
        eq(chefChangeRequests.status, 'open'),
        sql`lower(${chefChangeRequests.nickname}) = lower(${nickname})`,
        exceptChefId === null ? undefined : ne(chefChangeRequests.chefId, exceptChefId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertRequest(
  tx: DbOrTx,
  values: Omit<typeof chefChangeRequests.$inferInsert, 'id'>,
): Promise<ChangeRequestRecord> {
  const [row] = await tx.insert(chefChangeRequests).values(values).returning();
  return row!;
}

export async function updateRequest(
  tx: DbOrTx,
  id: number,
  values: Partial<Omit<typeof chefChangeRequests.$inferInsert, 'id' | 'chefId'>>,
): Promise<ChangeRequestRecord> {
  const [row] = await tx
    .update(chefChangeRequests)
    .set(values)
    .where(eq(chefChangeRequests.id, id))
    .returning();
  return row!;
}

export async function lockRequest(tx: DbOrTx, id: number): Promise<ChangeRequestRecord | undefined> {
  const [row] = await tx.select().from(chefChangeRequests).where(eq(chefChangeRequests.id, id)).for('update');
  return row;
}

function selectRequests(db: DbOrTx) {
  return db
    .select({
      request: chefChangeRequests,
      chef: chefSummaryColumns,
    })
    .from(chefChangeRequests)
    .innerJoin(users, eq(users.id, chefChangeRequests.chefId));
}

export type RequestRow = Awaited<ReturnType<ReturnType<typeof selectRequests>['where']>>[number];

function statusCondition(status: 'open' | undefined): SQL | undefined {
  return status ? eq(chefChangeRequests.status, status) : undefined;
}

/** Open requests first, oldest first (the queue); decided ones after, latest first. */
export async function listRequests(
  db: DbOrTx,
  filter: { status?: 'open'; limit: number; offset: number },
): Promise<RequestRow[]> {
  return selectRequests(db)
    .where(statusCondition(filter.status))
    .orderBy(
      sql`(${chefChangeRequests.status} = 'open') desc`,
      sql`case when ${chefChangeRequests.status} = 'open' then ${chefChangeRequests.submittedAt} end asc`,
      desc(chefChangeRequests.decidedAt),
      desc(chefChangeRequests.id),
    )
    .limit(filter.limit)
    .offset(filter.offset);
}

export async function countRequests(db: DbOrTx, filter: { status?: 'open' }): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(chefChangeRequests)
    .where(statusCondition(filter.status));
  return row?.n ?? 0;
}

export async function findRequestRow(db: DbOrTx, id: number): Promise<RequestRow | undefined> {
  const [row] = await selectRequests(db).where(eq(chefChangeRequests.id, id));
  return row;
}

/** Whether another user has this nickname (in any case) or holds it in an open request. */
export async function nicknameTaken(db: DbOrTx, nickname: string, userId: number): Promise<boolean> {
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(ne(users.id, userId), sql`lower(${users.nickname}) = lower(${nickname})`))
    .limit(1);
  return owner !== undefined || (await nicknameRequested(db, nickname, userId));
}

/** The chef's user row, held until the transaction ends (the lock every profile write takes first). */
export async function lockChefUser(tx: DbOrTx, userId: number) {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  return row;
}

export async function applyToUser(
  tx: DbOrTx,
  userId: number,
  values: Partial<Pick<typeof users.$inferInsert, 'nickname' | 'firstName' | 'lastName'>> & {
    updatedAt: Date;
  },
): Promise<void> {
  await tx.update(users).set(values).where(eq(users.id, userId));
}

export async function applyToMerchant(
  tx: DbOrTx,
  userId: number,
  values: Partial<Pick<typeof merchantProfiles.$inferInsert, 'hourRateCents' | 'kitchenTypes' | 'about'>> & {
    updatedAt: Date;
  },
): Promise<void> {
  await tx.update(merchantProfiles).set(values).where(eq(merchantProfiles.userId, userId));
}
