import type { FastifyInstance } from 'fastify';
import { AUDIT_LOG_PAGE_SIZE, type AuditLogEntry, type ModerationAction } from '@hearth/domain/profile';
import type { DbOrTx } from '../../db/database.ts';
import * as repo from './moderation-repository.ts';

/** The audit log: who did what to whom, when and why. Append-only; written in the caller's transaction. */

export const CHEF_APPLICATION_SUBMITTED = 'chef.application_submitted';

export const DECISION_AUDIT_ACTIONS: Record<ModerationAction, string> = {
  approve: 'chef.approved',
  reject: 'chef.rejected',
  suspend: 'chef.suspended',
  reinstate: 'chef.reinstated',
};

export interface AuditRecord {
  actorId: number | null;
  action: string;
  targetUserId: number | null;
  reason?: string | null;
  details?: Record<string, unknown>;
  createdAt: Date;
}

/** Adds an entry; pass the transaction of the change it records, so both are kept or neither. */
export async function recordAudit(tx: DbOrTx, entry: AuditRecord): Promise<void> {
  await repo.insertAuditEntry(tx, entry);
}

/** Newest first, AUDIT_LOG_PAGE_SIZE a page. */
export async function listAuditLog(
  app: FastifyInstance,
  page: number,
): Promise<{ entries: AuditLogEntry[]; total: number }> {
  const [rows, total] = await Promise.all([
    repo.listAuditEntries(app.db, { limit: AUDIT_LOG_PAGE_SIZE, offset: page * AUDIT_LOG_PAGE_SIZE }),
    repo.countAuditEntries(app.db),
  ]);
  const entries = rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    action: row.action,
    reason: row.reason,
    actor:
      row.actorId !== null && row.actorEmail !== null ? { id: row.actorId, email: row.actorEmail } : null,
    target:
      row.targetId !== null && row.targetEmail !== null
        ? { id: row.targetId, email: row.targetEmail, nickname: row.targetNickname }
        : null,
  }));
  return { entries, total };
}
