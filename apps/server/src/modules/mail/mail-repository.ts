import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/database.ts';
import { mailOutbox } from '../../db/schema.ts';

/** Drizzle queries of the mail outbox. */

export type OutboxMail = typeof mailOutbox.$inferSelect;
export type NewOutboxMail = typeof mailOutbox.$inferInsert;

export async function insertMail(db: DbOrTx, mail: NewOutboxMail): Promise<number> {
  const [row] = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
  return row!.id;
}

/** What a mail's secret (a pin) reads as once it is blanked out of the stored bodies. */
export const BLANKED_SECRET = '••••••';

/**
 * A body with every copy of the row's secret blanked out; the body as it is when there is none. Written as
 * SQL so the blanking happens in the same statement that records the delivery or the expiry.
 */
function blanked(body: typeof mailOutbox.textBody | typeof mailOutbox.htmlBody): SQL<string> {
  return sql<string>`case when ${mailOutbox.secret} is null then ${body} else replace(${body}, ${mailOutbox.secret}, ${BLANKED_SECRET}) end`;
}

/** The columns that blank a row's secret out and forget it. */
const BLANK_SECRET = {
  textBody: blanked(mailOutbox.textBody),
  htmlBody: blanked(mailOutbox.htmlBody),
  secret: null,
};

/** A mail whose secret ran out unsent is not worth sending any more: its pin no longer works. */
function stillWorthSending(now: Date): SQL {
  return or(isNull(mailOutbox.secretExpiresAt), gt(mailOutbox.secretExpiresAt, now))!;
}

/** True once the row is visible outside the transaction that wrote it (committed). */
export async function mailExists(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
  return rows.length > 0;
}

/**
 * Claims up to `limit` due mails for this instance, oldest written first (a backlog left while SMTP was
 * down goes out in the order it was written): the rows are locked with SKIP LOCKED (another instance
 * claiming at the same moment takes other rows) and their next attempt is pushed to `leaseUntil`, so no one
 * else takes them while they are being sent. A claim that is never settled (the process died) runs out and
 * the mail is tried again.
 */
export async function claimDueMails(
  db: Db,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<OutboxMail[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.sentAt), lte(mailOutbox.nextAttemptAt, now), stillWorthSending(now)))
      .orderBy(asc(mailOutbox.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({ nextAttemptAt: leaseUntil })
      .where(
        inArray(
          mailOutbox.id,
          due.map((r) => r.id),
        ),
      )
      .returning()
      .then((rows) => rows.sort((a, b) => a.id - b.id));
  });
}

/**
 * Claims one mail by id, when it is still unsent and due by `dueBy` (a pin mail is held for its caller's first
 * attempt until then, and a pass's lease runs longer): the first attempt of a pin mail, ahead of the backlog.
 * The same lease as claimDueMails; undefined when a pass has it or it is sent.
 */
export async function claimMail(
  db: Db,
  id: number,
  now: Date,
  dueBy: Date,
  leaseUntil: Date,
): Promise<OutboxMail | undefined> {
  const [row] = await db
    .update(mailOutbox)
    .set({ nextAttemptAt: leaseUntil })
    .where(
      and(
        eq(mailOutbox.id, id),
        isNull(mailOutbox.sentAt),
        lte(mailOutbox.nextAttemptAt, dueBy),
        stillWorthSending(now),
      ),
    )
    .returning();
  return row;
}

/** Records the delivery; a pin is blanked out of the stored bodies in the same statement. */
export async function markSent(db: DbOrTx, id: number, sentAt: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ sentAt, ...BLANK_SECRET })
    .where(and(eq(mailOutbox.id, id), isNull(mailOutbox.sentAt)));
}

export async function markFailed(
  db: DbOrTx,
  id: number,
  failure: { error: string; nextAttemptAt: Date },
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      lastError: failure.error,
      nextAttemptAt: failure.nextAttemptAt,
    })
    .where(and(eq(mailOutbox.id, id), isNull(mailOutbox.sentAt)));
}

/** The newest mails first, optionally to one recipient (case-insensitive). */
export async function listRecentMails(
  db: DbOrTx,
  filter: { to?: string; limit: number },
): Promise<OutboxMail[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(filter.to ? sql`lower(${mailOutbox.recipient}) = ${filter.to.toLowerCase()}` : undefined)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(filter.limit);
}

/** Blanks the secrets of mails that ran out unsent (SMTP down, or no SMTP_URL: the dev mailbox). */
export async function blankExpiredSecrets(db: DbOrTx, now: Date): Promise<number> {
  const rows = await db
    .update(mailOutbox)
    .set(BLANK_SECRET)
    .where(and(isNotNull(mailOutbox.secret), lte(mailOutbox.secretExpiresAt, now)))
    .returning({ id: mailOutbox.id });
  return rows.length;
}

/**
 * Deletes the mails written before `before` that were sent before it too, or never sent: the operator sees
 * an undelivered mail (and its last error) for the whole retention time, then it goes as well.
 */
export async function deleteMailsBefore(db: DbOrTx, before: Date): Promise<number> {
  const rows = await db
    .delete(mailOutbox)
    .where(
      and(lt(mailOutbox.createdAt, before), or(isNull(mailOutbox.sentAt), lt(mailOutbox.sentAt, before))),
    )
    .returning({ id: mailOutbox.id });
  return rows.length;
}
