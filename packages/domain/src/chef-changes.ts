import { z } from 'zod';
import {
  idSchema,
  kitchenTypeSchema,
  pageSchema,
  REASON_MAX,
  type MerchantStatus,
  caseChefModel,
} from './fields.ts';
import { V } from './messages.ts';

/**
 * Changes an approved chef makes to the moderated part of their profile (decision 049): the public page keeps
 * the approved values while the change waits for an operator, as one open request per chef. Shared by the
 * server, which splits each save and applies an approved request, and the web, which shows the pending
 * values to the chef and the before/after to the operators.
 */

/** The fields an operator reads before they go public: the names, the link, the rate, the kitchens, the text. */
export const MODERATED_FIELDS = [
  'nickname',
  'firstName',
  'lastName',
  'hourRate',
  'kitchenType',
  'about',
] as const;
export type ModeratedField = (typeof MODERATED_FIELDS)[number];

/** Values of the moderated fields, as the API names them (hourRate in cents). */
export const chefChangeValuesModel = z.object({
  nickname: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  hourRate: z.number().int(),
  kitchenType: z.array(kitchenTypeSchema),
  about: z.string().nullable(),
});
export type ChefChangeValues = z.infer<typeof chefChangeValuesModel>;
export const chefChangesModel = chefChangeValuesModel.partial();
export type ChefChanges = z.infer<typeof chefChangesModel>;

/** A rate move up to this share of the approved rate (either way) applies at once. */
export const DEFAULT_RATE_CHANGE_STEP_PERCENT = 20;

/**
 * Whose moderated changes wait for review: a chef approved once (approved, or suspended since). A first
 * application (no profile, pending, rejected) is reviewed as a whole, as before.
 */
export function changesNeedReview(status: MerchantStatus | null | undefined): boolean {
  return status === 'approved' || status === 'suspended';
}

/** Whether a new hourly rate moves more than `stepPercent` of the approved one (compared in whole numbers). */
export function rateChangeNeedsReview(fromCents: number, toCents: number, stepPercent: number): boolean {
  return Math.abs(toCents - fromCents) * 100 > stepPercent * fromCents;
}

function sameValue(field: ModeratedField, a: unknown, b: unknown): boolean {
  if (field === 'kitchenType') {
    const left = [...((a as string[] | undefined) ?? [])].sort();
    const right = [...((b as string[] | undefined) ?? [])].sort();
    return left.length === right.length && left.every((v, i) => v === right[i]);
  }
  return (a ?? null) === (b ?? null);
}

export interface SplitChefSave {
  /** What applies at once: a small rate move. */
  immediate: ChefChanges;
  /** The open request's changes after this save (empty: nothing waits). */
  pending: ChefChanges;
}

/**
 * One save of an approved chef: each moderated field the save carries either equals the approved value (no
 * change; a pending change of it is dropped), moves the rate by a small step (applied at once), or waits in
 * the request, replacing what was pending for that field. Fields the save does not carry stay pending.
 */
export function splitChefSave(
  approved: ChefChangeValues,
  pending: ChefChanges,
  saved: ChefChanges,
  stepPercent: number,
): SplitChefSave {
  const immediate: ChefChanges = {};
  const next: Record<string, unknown> = { ...pending };
  for (const field of MODERATED_FIELDS) {
    if (!(field in saved) || saved[field] === undefined) continue;
    const value = saved[field];
    delete next[field];
    if (sameValue(field, approved[field], value)) continue;
    if (field === 'hourRate' && !rateChangeNeedsReview(approved.hourRate, value as number, stepPercent)) {
      immediate.hourRate = value as number;
      continue;
    }
    next[field] = value;
  }
  return { immediate, pending: next as ChefChanges };
}

/** The approved values of the fields a request changes (what the operator compares with). */
export function approvedValuesOf(approved: ChefChangeValues, changes: ChefChanges): ChefChanges {
  return Object.fromEntries(
    MODERATED_FIELDS.filter((field) => field in changes).map((field) => [field, approved[field]]),
  ) as ChefChanges;
}

// ---- The calls ----

export const CHANGE_REQUEST_STATUSES = ['open', 'approved', 'rejected', 'withdrawn'] as const;
export type ChangeRequestStatus = (typeof CHANGE_REQUEST_STATUSES)[number];

export const CHANGE_REQUEST_DECISIONS = ['approve', 'reject'] as const;
export type ChangeRequestDecision = (typeof CHANGE_REQUEST_DECISIONS)[number];

export const CHANGE_REQUESTS_PAGE_SIZE = 20;

/** POST /operator/change-request-decision: a rejection says why (the chef reads it). */
export const changeRequestDecisionSchema = z
  .object({
    requestId: idSchema,
    decision: z.enum(CHANGE_REQUEST_DECISIONS, { error: V.invalid }),
    reason: z
      .preprocess(
        (v) => (v === undefined || v === null ? null : v),
        z.string({ error: V.invalid }).trim().max(REASON_MAX, V.tooLong).nullable(),
      )
      .transform((v) => (v === '' ? null : v)),
  })
  .refine((d) => d.decision !== 'reject' || Boolean(d.reason), {
    message: V.reasonRequired,
    path: ['reason'],
    when: (payload) => !payload.issues.some((i) => i.path?.[0] === 'decision' || i.path?.[0] === 'reason'),
  });
export type ChangeRequestDecisionInput = z.output<typeof changeRequestDecisionSchema>;

/** GET /operator/change-requests?status=open|all&page=0 (the open queue by default). */
export const changeRequestsQuerySchema = z.object({
  status: z.preprocess(
    (v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? 'open' : v),
    z.enum(['open', 'all'], { error: V.invalid }),
  ),
  page: pageSchema,
});

// ---- The answers ----

/** merchantInfo.pendingChange: what the chef asked for and an operator has not decided yet. */
export const pendingChefChangeModel = z.object({
  id: z.number().int(),
  /** ISO. */
  submittedAt: z.string(),
  changes: chefChangesModel,
});
export type PendingChefChange = z.infer<typeof pendingChefChangeModel>;

const changeValue = z.union([z.string(), z.number(), z.array(kitchenTypeSchema)]).nullable();

/** One changed field as the operator sees it. */
export const chefChangeFieldModel = z.object({
  field: z.enum(MODERATED_FIELDS),
  before: changeValue,
  after: changeValue,
});
export type ChefChangeField = z.infer<typeof chefChangeFieldModel>;

/** One item of model.changeRequests (and model.changeRequest) of the operator calls. */
export const chefChangeRequestViewModel = z.object({
  id: z.number().int(),
  chef: caseChefModel,
  status: z.enum(CHANGE_REQUEST_STATUSES),
  fields: z.array(chefChangeFieldModel),
  /** Milliseconds. */
  submittedAt: z.number(),
  decidedAt: z.number().nullable(),
  reason: z.string().nullable(),
});
export type ChefChangeRequestView = z.infer<typeof chefChangeRequestViewModel>;

/** model of GET /operator/change-requests. */
export const changeRequestListModel = z.object({
  changeRequests: z.array(chefChangeRequestViewModel),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** The before/after rows of a request, in the order of MODERATED_FIELDS. */
export function changeFields(before: ChefChanges, after: ChefChanges): ChefChangeField[] {
  return MODERATED_FIELDS.filter((field) => field in after).map((field) => ({
    field,
    before: before[field] ?? null,
    after: after[field] ?? null,
  }));
}
