import type { FastifyInstance } from 'fastify';
import { MESSAGES, V } from '@hearth/domain/messages';
import {
  canModerate,
  NICKNAME_PATTERN,
  statusAfterChefSave,
  type AddressInput,
  type MerchantInfo,
  type MerchantInfoInput,
  type NameAvailability,
  type ProfileAddress,
  type PublicMerchant,
  type UserInfo,
  type UserInfoInput,
} from '@hearth/domain/profile';
import type { Tx } from '../../db/database.ts';
import { Conflict, Invalid, NotFound } from '../../errors.ts';
import type { SessionUser } from '../../plugins/session.ts';
import type { ChefCover, StoreProduct } from '@hearth/domain/catalogue';
import { changesNeedReview, type PendingChefChange } from '@hearth/domain/chef-changes';
import { chefCover, listChefProducts } from '../catalogue/catalogue-service.ts';
import { CHEF_APPLICATION_SUBMITTED, recordAudit } from '../moderation/audit-service.ts';
import { nicknameTaken, pendingChangeOf, requestChanges } from '../moderation/change-request-service.ts';
import { chefRatings, NO_RATING } from '../reviews/review-service.ts';
import * as repo from './profile-repository.ts';
import { displayName, toAddress, toMerchantInfo, toPublicMerchant, toUserInfo } from './profile-model.ts';
import { publicPageUrl } from '../../config.ts';

/**
 * The user's own profile (/profile; decision 017): personal data, the chef section that is moderated, the
 * address, and the public chef page. Every write changes only the signed-in user's rows: ids come from the
 * session, never from the body.
 */

function duplicate(fields: repo.UniqueField[]): Conflict {
  return new Conflict(
    MESSAGES.validationFailed,
    Object.fromEntries(fields.map((field) => [field, ['constraint']])),
  );
}

/** Drops the keys whose value is undefined (missing from the body: left as it is). */
function given<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;
}

export async function getUserInfo(app: FastifyInstance, userId: number): Promise<UserInfo> {
  const [user, address] = await Promise.all([
    repo.findUser(app.db, userId),
    repo.findAddress(app.db, userId),
  ]);
  if (!user) throw new NotFound();
  return toUserInfo(user, address);
}

/** The personal fields an operator reviews once the chef is approved (decision 049). */
const MODERATED_USER_FIELDS = ['nickname', 'firstName', 'lastName'] as const;

/**
 * Saves the personal fields. Nickname, phone and telegram must be nobody else's (a nickname another chef
 * asked for is held too): checked first (all three answered at once), and a concurrent duplicate that slips
 * between check and write is caught from the unique index and answered the same way, with nothing written.
 * An approved chef's name and link changes wait for an operator instead (`changesPending`).
 */
export async function updateUserInfo(
  app: FastifyInstance,
  userId: number,
  input: UserInfoInput,
): Promise<{ userInfo: UserInfo; changesPending: boolean }> {
  let changes = given(input);
  let changesPending = false;
  try {
    await app.db.transaction(async (tx) => {
      const user = await repo.lockUser(tx, userId);
      if (!user) throw new NotFound();
      await keepChefContact(tx, userId, changes);
      const merchant = await repo.findMerchantProfile(tx, userId);
      if (merchant && changesNeedReview(merchant.status)) {
        const moderated = Object.fromEntries(MODERATED_USER_FIELDS.map((f) => [f, changes[f]]));
        const { pending } = await requestChanges(app, tx, user, merchant, moderated);
        changesPending = pending !== null;
        changes = Object.fromEntries(
          Object.entries(changes).filter(([f]) => !(MODERATED_USER_FIELDS as readonly string[]).includes(f)),
        );
      }
      const clashes = await repo.findUniqueClashes(tx, userId, {
        nickname: changes.nickname ?? undefined,
        phoneNumber: changes.phoneNumber ?? undefined,
        telegramNickname: changes.telegramNickname ?? undefined,
      });
      if (
        changes.nickname &&
        !clashes.includes('nickname') &&
        (await nicknameTaken(tx, changes.nickname, userId))
      )
        clashes.push('nickname');
      if (clashes.length > 0) throw duplicate(clashes);
      await repo.updateUser(tx, userId, { ...changes, updatedAt: app.clock() });
    });
  } catch (error) {
    const field = repo.uniqueViolationField(error);
    if (field) throw duplicate([field]);
    throw error;
  }
  return { userInfo: await getUserInfo(app, userId), changesPending };
}

/** A chef's page needs its link and a phone: a user with a chef profile cannot clear them. */
async function keepChefContact(tx: Tx, userId: number, changes: Partial<UserInfoInput>): Promise<void> {
  if (changes.nickname !== null && changes.phoneNumber !== null) return;
  if (!(await repo.findMerchantProfile(tx, userId))) return;
  const fieldErrors: Record<string, string[]> = {};
  if (changes.nickname === null) fieldErrors.nickname = [V.profileLinkRequired];
  if (changes.phoneNumber === null) fieldErrors.phoneNumber = ['required'];
  throw new Invalid(MESSAGES.validationFailed, fieldErrors);
}

/** The audit action of a chef's changed Stripe connected account (where their payouts go). */
export const STRIPE_ACCOUNT_CHANGED = 'chef.stripe_account_changed';

export async function getMerchantInfo(app: FastifyInstance, userId: number): Promise<MerchantInfo | null> {
  const merchant = await repo.findMerchantProfile(app.db, userId);
  if (!merchant) return null;
  return { ...toMerchantInfo(merchant), pendingChange: await pendingChangeOf(app.db, userId) };
}

/**
 * Saves the chef section. The first save, or a save after a rejection, submits the application: status
 * pending, every operator and admin e-mailed, an audit entry; all in one transaction with the change. An
 * approved chef's changes to the rate (beyond the step), kitchen types and about text wait for an operator
 * in their change request (decision 049); the other fields save at once.
 */
export async function saveMerchantInfo(
  app: FastifyInstance,
  userId: number,
  input: MerchantInfoInput,
): Promise<{ merchantInfo: MerchantInfo; submitted: boolean }> {
  return app.db.transaction(async (tx) => {
    const user = await repo.lockUser(tx, userId);
    if (!user) throw new NotFound();
    const missing: Record<string, string[]> = {};
    if (!user.nickname) missing.nickname = [V.profileLinkRequired];
    if (!user.phoneNumber) missing.phoneNumber = ['required'];
    if (Object.keys(missing).length > 0) throw new Invalid(MESSAGES.validationFailed, missing);

    const current = await repo.findMerchantProfile(tx, userId);
    const { status, submitted } = statusAfterChefSave(current?.status ?? null);
    const now = app.clock();
    const fields = {
      hourRateCents: input.hourRate,
      kitchenTypes: input.kitchenType,
      about: input.about,
      personalTaxNumber: input.personalTaxNumber,
      govRegistryUrl: input.govRegistryURL,
      allowedInternetAddress: input.allowedInternetAddress,
      stripeAccountId: input.stripeAccountId,
    };
    let pendingChange: PendingChefChange | null = null;
    if (current && changesNeedReview(current.status)) {
      const { about, hourRate, kitchenType } = input;
      const saved = { hourRate, kitchenType, ...(about === undefined ? {} : { about }) };
      const { immediate, pending } = await requestChanges(app, tx, user, current, saved);
      Object.assign(fields, { hourRateCents: immediate.hourRate, kitchenTypes: undefined, about: undefined });
      pendingChange = pending;
    }
    const submission = { status, submittedAt: now, statusReason: null, decidedAt: null, decidedBy: null };
    const merchant = current
      ? await repo.updateMerchantProfile(tx, userId, {
          ...given(fields),
          ...(submitted ? submission : {}),
          updatedAt: now,
        })
      : await repo.insertMerchantProfile(tx, {
          userId,
          hourRateCents: fields.hourRateCents,
          kitchenTypes: fields.kitchenTypes,
          about: fields.about ?? null,
          personalTaxNumber: fields.personalTaxNumber ?? null,
          govRegistryUrl: fields.govRegistryUrl ?? null,
          allowedInternetAddress: fields.allowedInternetAddress ?? null,
          stripeAccountId: fields.stripeAccountId ?? null,
          status,
          submittedAt: now,
          updatedAt: now,
        });
    if (submitted) await announceApplication(app, tx, user, current?.status === 'rejected', now);
    // Payouts follow this account: a change is audited, so a payout sent to a stranger's account is traced.
    const stripeBefore = current?.stripeAccountId ?? null;
    if (merchant.stripeAccountId !== stripeBefore) {
      await recordAudit(tx, {
        actorId: userId,
        action: STRIPE_ACCOUNT_CHANGED,
        targetUserId: userId,
        details: { from: stripeBefore, to: merchant.stripeAccountId },
        createdAt: now,
      });
    }
    return { merchantInfo: { ...toMerchantInfo(merchant), pendingChange }, submitted };
  });
}

async function announceApplication(
  app: FastifyInstance,
  tx: Tx,
  applicant: repo.UserRecord,
  resubmission: boolean,
  now: Date,
): Promise<void> {
  await recordAudit(tx, {
    actorId: applicant.id,
    action: CHEF_APPLICATION_SUBMITTED,
    targetUserId: applicant.id,
    details: { resubmission },
    createdAt: now,
  });
  const reviewUrl = publicPageUrl(app.config, '/store-management');
  for (const moderator of await repo.findModerators(tx)) {
    // An operator applying as a chef does not review (or get told about) their own application.
    if (moderator.id === applicant.id) continue;
    await app.mail.enqueue(
      {
        to: moderator.email,
        template: 'chef-application',
        language: moderator.language,
        params: {
          applicantName: displayName(applicant),
          applicantEmail: applicant.email,
          nickname: applicant.nickname ?? '',
          resubmission,
          reviewUrl,
        },
      },
      tx,
    );
  }
}

export async function getAddresses(app: FastifyInstance, userId: number): Promise<ProfileAddress[]> {
  const address = await repo.findAddress(app.db, userId);
  return address ? [toAddress(address)] : [];
}

/** Creates or changes the user's one address; answers the list, as GET does. */
export async function saveAddress(
  app: FastifyInstance,
  userId: number,
  input: AddressInput,
): Promise<ProfileAddress[]> {
  const address = await repo.upsertAddress(app.db, userId, {
    ...given({
      countryPhoneCode: input.countryPhoneCode,
      city: input.city,
      state: input.state,
      postalCode: input.postalCode,
      formattedAddress: input.formatted_address,
    }),
    updatedAt: app.clock(),
  });
  return [toAddress(address)];
}

/** Whether a nickname is free, in any case; the signed-in user's own nickname counts as free. */
export async function checkName(
  app: FastifyInstance,
  name: string,
  viewerId: number | null,
): Promise<NameAvailability> {
  // Nobody's id is 0: a visitor's check counts every user's nickname and request.
  return { name, available: !(await nicknameTaken(app.db, name, viewerId ?? 0)) };
}

/**
 * The public chef page by nickname (any case). Anyone sees an approved chef; the chef and the operators see
 * it in any status (to preview it); everyone else gets "chef not found", as for an unknown nickname. With
 * the chef's dishes (model.products), newest first.
 */
export async function getStore(
  app: FastifyInstance,
  nickname: string,
  viewer: SessionUser | null,
): Promise<{ merchant: PublicMerchant; products: StoreProduct[]; cover: ChefCover }> {
  // A name no profile link can have (a NUL, a space) names nobody: no need to ask the database.
  if (!NICKNAME_PATTERN.test(nickname)) throw new NotFound(MESSAGES.chefNotFound);
  const user = await repo.findUserByNickname(app.db, nickname);
  const merchant = user ? await repo.findMerchantProfile(app.db, user.id) : undefined;
  if (!user || !merchant) throw new NotFound(MESSAGES.chefNotFound);
  const visible = merchant.status === 'approved' || viewer?.id === user.id || canModerate(viewer?.role);
  if (!visible) throw new NotFound(MESSAGES.chefNotFound);
  // The dishes: inactive ones only for the chef and the operators (the catalogue's rule); the rating.
  const [products, ratings, cover] = await Promise.all([
    listChefProducts(app, user.id, viewer),
    chefRatings(app.db, [user.id]),
    chefCover(app, user.id),
  ]);
  return { merchant: toPublicMerchant(user, merchant, ratings.get(user.id) ?? NO_RATING), products, cover };
}
