import type { FastifyInstance } from 'fastify';
import {
  approvedValuesOf,
  CHANGE_REQUESTS_PAGE_SIZE,
  changeFields,
  MODERATED_FIELDS,
  splitChefSave,
  type ChangeRequestDecision,
  type ChangeRequestDecisionInput,
  type ChefChanges,
  type ChefChangeRequestView,
  type ChefChangeValues,
  type PendingChefChange,
} from '@hearth/domain/chef-changes';
import type { KitchenType } from '@hearth/domain/constants';
import { MESSAGES } from '@hearth/domain/messages';
import { pgErrorCode, UNIQUE_VIOLATION, type DbOrTx, type Tx } from '../../db/database.ts';
import type { merchantProfiles, users } from '../../db/schema.ts';
import { Conflict, Forbidden, NotFound } from '../../errors.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { publicPageUrl } from '../../config.ts';
import { recordAudit } from './audit-service.ts';
import { toChefSummary } from './chef-summary.ts';
import * as repo from './change-request-repository.ts';

/**
 * Changes an approved chef makes to the moderated fields (decision 049). The profile saves call
 * `requestChanges` in their own transaction: what needs no review applies at once, the rest waits in the
 * chef's one open request, while the public profile keeps the approved values. Operators approve (applied in
 * one transaction) or reject (with a reason); both are audited and e-mailed to the chef in their language.
 */

export const CHANGE_REQUESTED_AUDIT = 'chef.change_requested';
export const CHANGE_WITHDRAWN_AUDIT = 'chef.change_withdrawn';
export const CHANGE_DECISION_AUDIT: Record<ChangeRequestDecision, string> = {
  approve: 'chef.change_approved',
  reject: 'chef.change_rejected',
};

type UserRecord = typeof users.$inferSelect;
type MerchantRecord = typeof merchantProfiles.$inferSelect;

/** The approved values of the moderated fields: what the public profile shows. */
export function approvedValues(user: UserRecord, merchant: MerchantRecord): ChefChangeValues {
  return {
    nickname: user.nickname,
    firstName: user.firstName,
    lastName: user.lastName,
    hourRate: merchant.hourRateCents,
    kitchenType: merchant.kitchenTypes as KitchenType[],
    about: merchant.about,
  };
}

function toPendingChange(row: repo.ChangeRequestRecord | undefined): PendingChefChange | null {
  if (!row) return null;
  return { id: row.id, submittedAt: row.submittedAt.toISOString(), changes: row.changes };
}

/** merchantInfo.pendingChange: the chef's open request, or null. */
export async function pendingChangeOf(db: DbOrTx, chefId: number): Promise<PendingChefChange | null> {
  return toPendingChange(await repo.findOpenRequest(db, chefId));
}

/** Whether a nickname is taken by another user or held by their open request. */
export function nicknameTaken(db: DbOrTx, nickname: string, userId: number): Promise<boolean> {
  return repo.nicknameTaken(db, nickname, userId);
}

function nicknameClash(): Conflict {
  return new Conflict(MESSAGES.validationFailed, { nickname: ['constraint'] });
}

/**
 * One save of an approved chef, in the caller's transaction with the user's row locked: answers what applies
 * at once (a small rate move) and the open request after the save. A requested nickname must be nobody
 * else's, taken or requested. A save that puts every field back withdraws the request.
 */
export async function requestChanges(
  app: FastifyInstance,
  tx: Tx,
  user: UserRecord,
  merchant: MerchantRecord,
  saved: ChefChanges,
): Promise<{ immediate: ChefChanges; pending: PendingChefChange | null }> {
  const open = await repo.findOpenRequest(tx, user.id);
  const approved = approvedValues(user, merchant);
  const split = splitChefSave(approved, open?.changes ?? {}, saved, app.config.CHEF_RATE_CHANGE_STEP_PERCENT);
  const { pending, immediate } = split;
  if (open && JSON.stringify(pending) === JSON.stringify(open.changes)) {
    return { immediate, pending: toPendingChange(open) };
  }
  const now = app.clock();
  const fields = MODERATED_FIELDS.filter((field) => field in pending);
  if (fields.length === 0) {
    if (!open) return { immediate, pending: null };
    await repo.updateRequest(tx, open.id, { status: 'withdrawn', decidedAt: now });
    await recordAudit(tx, {
      actorId: user.id,
      action: CHANGE_WITHDRAWN_AUDIT,
      targetUserId: user.id,
      details: { requestId: open.id },
      createdAt: now,
    });
    return { immediate, pending: null };
  }
  const nickname = pending.nickname ?? null;
  if (nickname && (await repo.nicknameTaken(tx, nickname, user.id))) throw nicknameClash();
  const values = {
    changes: pending,
    before: approvedValuesOf(approved, pending),
    nickname,
    submittedAt: now,
  };
  try {
    const request = open
      ? await repo.updateRequest(tx, open.id, values)
      : await repo.insertRequest(tx, { chefId: user.id, status: 'open', ...values });
    await recordAudit(tx, {
      actorId: user.id,
      action: CHANGE_REQUESTED_AUDIT,
      targetUserId: user.id,
      details: { requestId: request.id, fields },
      createdAt: now,
    });
    return { immediate, pending: toPendingChange(request) };
  } catch (error) {
    // Two chefs asking for one nickname at once: the open requests' unique index lets one through.
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw nicknameClash();
    throw error;
  }
}

function toView(row: repo.RequestRow): ChefChangeRequestView {
  const { request, chef } = row;
  return {
    id: request.id,
    chef: toChefSummary(chef),
    status: request.status,
    fields: changeFields(request.before, request.changes),
    submittedAt: request.submittedAt.getTime(),
    decidedAt: request.decidedAt ? request.decidedAt.getTime() : null,
    reason: request.reason,
  };
}

/** GET /operator/change-requests?status=open|all: the open queue oldest first. */
export async function listRequests(
  app: FastifyInstance,
  query: { status: 'open' | 'all'; page: number },
): Promise<{ changeRequests: ChefChangeRequestView[]; total: number; page: number; pageSize: number }> {
  const filter = { status: query.status === 'all' ? undefined : ('open' as const) };
  const [rows, total] = await Promise.all([
    repo.listRequests(app.db, {
      ...filter,
      limit: CHANGE_REQUESTS_PAGE_SIZE,
      offset: query.page * CHANGE_REQUESTS_PAGE_SIZE,
    }),
    repo.countRequests(app.db, filter),
  ]);
  return { changeRequests: rows.map(toView), total, page: query.page, pageSize: CHANGE_REQUESTS_PAGE_SIZE };
}

/** The approved values a request's changes become, as the users and merchant_profiles columns. */
function columnsOf(changes: ChefChanges) {
  const has = (field: keyof ChefChanges) => field in changes;
  return {
    user: {
      ...(has('nickname') ? { nickname: changes.nickname ?? null } : {}),
      ...(has('firstName') ? { firstName: changes.firstName ?? null } : {}),
      ...(has('lastName') ? { lastName: changes.lastName ?? null } : {}),
    },
    merchant: {
      ...(changes.hourRate !== undefined ? { hourRateCents: changes.hourRate } : {}),
      ...(changes.kitchenType !== undefined ? { kitchenTypes: changes.kitchenType } : {}),
      ...(has('about') ? { about: changes.about ?? null } : {}),
    },
  };
}

/**
 * POST /operator/change-request-decision. The chef's user row is locked first (as every profile save does),
 * then the request; approve applies the changes to the public profile, reject keeps it. Nobody decides their
 * own request; a decided one is 409.
 */
export async function decideRequest(
  app: FastifyInstance,
  actor: SessionUser,
  input: ChangeRequestDecisionInput,
): Promise<ChefChangeRequestView> {
  const found = await repo.findRequestRow(app.db, input.requestId);
  if (!found) throw new NotFound(MESSAGES.changeRequestNotFound);
  const chefId = found.request.chefId;
  if (chefId === actor.id) throw new Forbidden(MESSAGES.moderationNotAllowed);
  try {
    await app.db.transaction(async (tx) => {
      const chef = await repo.lockChefUser(tx, chefId);
      const request = await repo.lockRequest(tx, input.requestId);
      if (!chef || !request) throw new NotFound(MESSAGES.changeRequestNotFound);
      if (request.status !== 'open') throw new Conflict(MESSAGES.changeRequestClosed);
      const now = app.clock();
      const approve = input.decision === 'approve';
      if (approve) {
        const { user, merchant } = columnsOf(request.changes);
        if (Object.keys(user).length > 0) await repo.applyToUser(tx, chefId, { ...user, updatedAt: now });
        if (Object.keys(merchant).length > 0)
          await repo.applyToMerchant(tx, chefId, { ...merchant, updatedAt: now });
      }
      await repo.updateRequest(tx, request.id, {
        status: approve ? 'approved' : 'rejected',
        decidedAt: now,
        decidedBy: actor.id,
        reason: input.reason,
      });
      await recordAudit(tx, {
        actorId: actor.id,
        action: CHANGE_DECISION_AUDIT[input.decision],
        targetUserId: chefId,
        reason: input.reason,
        details: { requestId: request.id, before: request.before, changes: request.changes },
        createdAt: now,
      });
      const nickname = request.changes.nickname && approve ? request.changes.nickname : chef.nickname;
      await app.mail.enqueue(
        {
          to: chef.email,
          template: 'chef-change-decided',
          language: chef.language,
          params: {
            decision: input.decision,
            firstName: chef.firstName,
            reason: input.reason,
            fields: MODERATED_FIELDS.filter((field) => field in request.changes),
            storeUrl: nickname ? publicPageUrl(app.config, `/store/${encodeURIComponent(nickname)}`) : null,
          },
        },
        tx,
      );
    });
  } catch (error) {
    // The nickname was held by the request, so only a write past these rules can clash: answered as such.
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw nicknameClash();
    throw error;
  }
  const row = await repo.findRequestRow(app.db, input.requestId);
  return toView(row!);
}
