import type { FastifyInstance } from 'fastify';
import type { StoreManagementCounts } from '@hearth/domain/contracts/moderation';
import { MESSAGES } from '@hearth/domain/messages';
import {
  CHEFS_PAGE_SIZE,
  nextMerchantStatus,
  REASON_REQUIRED_ACTIONS,
  type ChefListQuery,
  type ModeratedChef,
  type ModerationDecision,
} from '@hearth/domain/profile';
import { Conflict, Forbidden, NotFound } from '../../errors.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { avatarUrls } from '../files/avatar-urls.ts';
import { toAddress, toMerchantInfo } from '../profile/profile-model.ts';
import { DECISION_AUDIT_ACTIONS, recordAudit } from './audit-service.ts';
import { countCases } from '../reviews/review-repository.ts';
import { countRequests } from './change-request-repository.ts';
import * as repo from './moderation-repository.ts';
import { publicPageUrl } from '../../config.ts';

/**
 * Chef moderation by operators and admins: the queue of applications, every chef, and the decisions
 * (approve, reject, suspend, reinstate) with their e-mail and audit entry.
 */

/** The queue is worked from the oldest; a longer backlog is paged through /operator/chefs?status=pending. */
export const APPLICATIONS_LIMIT = 200;

function toModeratedChef(row: repo.ChefRow): ModeratedChef {
  const { user, merchant, address } = row;
  return {
    userId: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    nickname: user.nickname,
    phoneNumber: user.phoneNumber,
    telegramNickname: user.telegramNickname,
    city: user.city,
    ...avatarUrls(user),
    address: address ? toAddress(address) : null,
    merchantInfo: toMerchantInfo(merchant),
    status: merchant.status,
    submittedAt: merchant.submittedAt.toISOString(),
  };
}

/** Pending applications, oldest first. */
export async function listApplications(app: FastifyInstance): Promise<ModeratedChef[]> {
  const rows = await repo.listChefs(app.db, {
    status: 'pending',
    order: 'oldest',
    limit: APPLICATIONS_LIMIT,
    offset: 0,
  });
  return rows.map(toModeratedChef);
}

/**
 * What waits for an operator (the header's count of store management): chef applications, open change
 * requests, open rating cases.
 */
export async function pendingCounts(app: FastifyInstance): Promise<StoreManagementCounts> {
  const [applications, changeRequests, ratingCases] = await Promise.all([
    repo.countChefs(app.db, { status: 'pending' }),
    countRequests(app.db, { status: 'open' }),
    countCases(app.db, { status: 'open' }),
  ]);
  return { applications, changeRequests, ratingCases, total: applications + changeRequests + ratingCases };
}

/** Every chef with a chef profile, newest submission first, CHEFS_PAGE_SIZE a page. */
export async function listChefs(
  app: FastifyInstance,
  query: ChefListQuery,
): Promise<{ chefs: ModeratedChef[]; total: number }> {
  const filter = { status: query.status, q: query.q };
  const [rows, total] = await Promise.all([
    repo.listChefs(app.db, {
      ...filter,
      order: 'newest',
      limit: CHEFS_PAGE_SIZE,
      offset: query.page * CHEFS_PAGE_SIZE,
    }),
    repo.countChefs(app.db, filter),
  ]);
  return { chefs: rows.map(toModeratedChef), total };
}

export async function getChef(app: FastifyInstance, userId: number): Promise<ModeratedChef> {
  const row = await repo.findChef(app.db, userId);
  if (!row) throw new NotFound();
  return toModeratedChef(row);
}

/**
 * Applies a decision: the status changes only along the allowed transitions, the chef is e-mailed in their
 * language, and the audit log records actor, target and reason; all in one transaction. Nobody decides on
 * their own chef profile.
 */
export async function decide(
  app: FastifyInstance,
  actor: SessionUser,
  decision: ModerationDecision,
): Promise<ModeratedChef> {
  const { userId, action } = decision;
  if (userId === actor.id) throw new Forbidden(MESSAGES.moderationNotAllowed);
  await app.db.transaction(async (tx) => {
    const chef = await repo.lockChef(tx, userId);
    if (!chef) throw new NotFound();
    const next = nextMerchantStatus(chef.merchant.status, action);
    if (!next) throw new Conflict(MESSAGES.moderationInvalidTransition);
    const reason = decision.reason ?? null;
    const now = app.clock();
    await repo.updateMerchantStatus(tx, userId, {
      status: next,
      // The chef reads the reason of a rejection or suspension; approving clears the old one.
      statusReason: REASON_REQUIRED_ACTIONS.includes(action) ? reason : null,
      decidedAt: now,
      decidedBy: actor.id,
      updatedAt: now,
    });
    await recordAudit(tx, {
      actorId: actor.id,
      action: DECISION_AUDIT_ACTIONS[action],
      targetUserId: userId,
      reason,
      details: { from: chef.merchant.status, to: next },
      createdAt: now,
    });
    const { nickname } = chef.user;
    await app.mail.enqueue(
      {
        to: chef.user.email,
        template: 'chef-decision',
        language: chef.user.language,
        params: {
          action,
          firstName: chef.user.firstName,
          reason,
          storeUrl: nickname ? publicPageUrl(app.config, `/store/${encodeURIComponent(nickname)}`) : null,
        },
      },
      tx,
    );
  });
  return getChef(app, userId);
}
