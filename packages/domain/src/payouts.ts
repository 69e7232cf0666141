import { z } from 'zod';
import { hasControlCharacters, idSchema, isBlank, pageSchema, REASON_MAX } from './fields.ts';
import { V } from './messages.ts';
import { ORDER_STATUSES } from './orders.ts';

/**
 * A chef's earnings and their payouts (decision 041): what the chef has earned in euros (the EUR ledger's
 * 'earnings' account), the operators' weekly payout batch and its decisions, and the schemas and answers of
 * their calls. Amounts are integer cents.
 */

/** A requested payout holds its amount until an operator sends it or rejects it (back to the earnings). */
export const PAYOUT_STATUSES = ['requested', 'sent', 'rejected'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** How a payout is sent: a bank transfer made by hand (its reference typed), or a Stripe Connect transfer. */
export const PAYOUT_METHODS = ['bank', 'stripe'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

export const PAYOUT_DECISIONS = ['sent', 'rejected'] as const;
export type PayoutDecisionAction = (typeof PAYOUT_DECISIONS)[number];

/** A bank transfer's reference (or a Stripe transfer id) as the chef reads it on their statement. */
export const PAYOUT_REFERENCE_MAX = 100;
export const PAYOUTS_PAGE_SIZE = 20;

/** The payouts of a batch are made in this time zone's ISO week (the marketplace is in Lithuania). */
export const PAYOUT_TIME_ZONE = 'Europe/Vilnius';

/**
 * The envelope's message keys of these calls (pages.payouts.*, and the withdrawals' four-eyes rule).
 * They live here rather than in messages.ts so that the earnings module stays in one place.
 */
export const PAYOUT_MESSAGES = {
  /** GET /secure/earnings by someone who is not a chef (never approved). */
  notAChef: 'pages.payouts.notAChef',
  batchMade: 'pages.payouts.batchMade',
  decided: 'pages.payouts.decided',
  notFound: 'pages.payouts.notFound',
  alreadyDecided: 'pages.payouts.alreadyDecided',
  /** Four eyes: an operator never decides a payout of their own earnings. */
  ownPayout: 'pages.payouts.ownPayout',
  /** Four eyes on DOGE withdrawals: an operator never decides their own withdrawal. */
  ownWithdrawal: 'pages.wallet.ownWithdrawal',
  /** Stripe refused the transfer (the chef's account, the platform's balance): nothing was moved. */
  transferRefused: 'pages.payouts.transferRefused',
  /** A reject of a payout whose Stripe transfer was made (its answer lost on the way): mark it sent instead. */
  transferExists: 'pages.payouts.transferExists',
  /** Stripe could not be reached or failed: nothing was moved; the same decision may be sent again. */
  stripeUnavailable: 'pages.payouts.stripeUnavailable',
} as const;

// ---- Weeks ----

/**
 * The ISO 8601 week of `date` in PAYOUT_TIME_ZONE, e.g. "2026-W48": weeks start on Monday and the first week
 * of a year is the one with its Thursday (so 29 December may be week 1 of the next year).
 */
export function isoWeek(date: Date, timeZone: string = PAYOUT_TIME_ZONE): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(date);
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  // The local calendar day, as a UTC date, moved to the Thursday of its week: that Thursday's year is the
  // week's year.
  const day = new Date(Date.UTC(part('year'), part('month') - 1, part('day')));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const year = day.getUTCFullYear();
  const week = Math.ceil(((day.getTime() - Date.UTC(year, 0, 1)) / 86_400_000 + 1) / 7);
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The local calendar date (YYYY-MM-DD) of `date` in PAYOUT_TIME_ZONE: how the CSV writes a day. */
export function localIsoDate(date: Date, timeZone: string = PAYOUT_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
}

/** 123456 -> "1234.56", -5 -> "-0.05": euros with a dot and two decimals, for CSV files. */
export function centsAsDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

// ---- Schemas of the calls ----

/** An optional text: blank means missing. */
const optionalText = (max: number, options: { multiline?: boolean } = {}) =>
  z.preprocess(
    (v) => (v === undefined || isBlank(v) ? undefined : v),
    z
      .string({ error: V.invalid })
      .trim()
      .max(max, V.tooLong)
      .refine((v) => !hasControlCharacters(v, options.multiline ?? false), V.invalid)
      .optional(),
  );

/**
 * POST /operator/payout-decision. `reference` is required to mark a bank payout sent (the server knows the
 * method: a Stripe payout's reference is the transfer id Stripe answers); `reason` to reject.
 */
export const payoutDecisionSchema = z
  .object({
    payoutId: idSchema,
    action: z.enum(PAYOUT_DECISIONS, { error: V.invalid }),
    reference: optionalText(PAYOUT_REFERENCE_MAX),
    reason: optionalText(REASON_MAX, { multiline: true }),
  })
  .superRefine((input, ctx) => {
    if (input.action === 'rejected' && !input.reason)
      ctx.addIssue({ code: 'custom', message: V.reasonRequired, path: ['reason'] });
  });
export type PayoutDecisionInput = z.output<typeof payoutDecisionSchema>;

/** GET /operator/payouts?status=requested|sent|rejected|all&page=0 (the waiting ones by default). */
export const PAYOUT_LIST_FILTERS = ['requested', 'sent', 'rejected', 'all'] as const;
export type PayoutListFilter = (typeof PAYOUT_LIST_FILTERS)[number];
export const payoutListQuerySchema = z.object({
  status: z.preprocess(
    (v) => (v === undefined || isBlank(v) ? 'requested' : v),
    z.enum(PAYOUT_LIST_FILTERS, { error: V.invalid }),
  ),
  page: pageSchema,
});

// ---- The answers (model.*) ----

/** The four figures of /earnings. */
export const earningsSummaryModel = z.object({
  /** The chef's online share of paid orders that is not in the earnings yet (not delivered, or its balance unpaid). */
  pendingCents: z.number().int(),
  /** The earnings account's balance: what the next payout batch pays. */
  availableCents: z.number().int(),
  /** Held in payouts that wait for an operator. */
  inPayoutCents: z.number().int(),
  /** Sent to the chef. */
  paidOutCents: z.number().int(),
});
export type EarningsSummary = z.infer<typeof earningsSummaryModel>;

/** pending: money still to come; earned: delivered, all in; cancelled: whatever the cancellation left. */
export const EARNING_STATES = ['pending', 'earned', 'cancelled'] as const;
export type EarningState = (typeof EARNING_STATES)[number];

/** One order of the chef with online money. */
export const earningsOrderRowModel = z.object({
  orderId: z.number().int(),
  sID: z.string(),
  /** sID up to its first hyphen, as every page shows it. */
  orderNumber: z.string(),
  /** The booked start, milliseconds. */
  serviceDate: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  /** The sum of the ledger entries of this order on the chef's earnings account. */
  earnedCents: z.number().int(),
  /** What of the chef's online share has not reached the earnings yet. */
  pendingCents: z.number().int(),
  state: z.enum(EARNING_STATES),
});
export type EarningsOrderRow = z.infer<typeof earningsOrderRowModel>;

/** A payout as its chef sees it. */
export const payoutViewModel = z.object({
  id: z.number().int(),
  amountCents: z.number().int(),
  /** The ISO week of its batch, e.g. 2026-W48. */
  batch: z.string(),
  status: z.enum(PAYOUT_STATUSES),
  /** How it was sent (null until sent). */
  method: z.enum(PAYOUT_METHODS).nullable(),
  /** The bank reference or the Stripe transfer id, once sent. */
  reference: z.string().nullable(),
  /** Why it was rejected. */
  reason: z.string().nullable(),
  /** Milliseconds. */
  createdAt: z.number().int(),
  decidedAt: z.number().int().nullable(),
});
export type PayoutView = z.infer<typeof payoutViewModel>;

/** model of GET /secure/earnings. */
export const earningsModel = z.object({
  summary: earningsSummaryModel,
  /** Newest service date first. */
  orders: z.array(earningsOrderRowModel),
  /** Newest first. */
  payouts: z.array(payoutViewModel),
});
export type EarningsModel = z.infer<typeof earningsModel>;

/** The chef of a payout as an operator needs them to pay: who, how to reach them, where the money goes. */
export const payoutChefModel = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  personalTaxNumber: z.string().nullable(),
  /** The chef's Stripe connected account (acct_...), if they gave one. */
  stripeAccountId: z.string().nullable(),
});
export type PayoutChef = z.infer<typeof payoutChefModel>;

/** One item of the operators' payout list. */
export const operatorPayoutViewModel = payoutViewModel.extend({
  chef: payoutChefModel,
  /**
   * How "sent" pays it now: 'stripe' (a transfer is made, no reference to type) when Stripe is set up and
   * the chef has a connected account; else 'bank'.
   */
  sendMethod: z.enum(PAYOUT_METHODS),
});
export type OperatorPayoutView = z.infer<typeof operatorPayoutViewModel>;

/** model of GET /operator/payouts. */
export const operatorPayoutListModel = z.object({
  payouts: z.array(operatorPayoutViewModel),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The batch POST /operator/payout-batch makes now (this ISO week), and whether it was made. */
  currentBatch: z.string(),
  currentBatchMade: z.boolean(),
  /** The waiting payouts: how many, and their sum. */
  requestedCount: z.number().int(),
  requestedCents: z.number().int(),
});
export type OperatorPayoutList = z.infer<typeof operatorPayoutListModel>;

/** model of POST /operator/payout-batch. */
export const payoutBatchResultModel = z.object({
  batch: z.string(),
  /** How many payouts this call made (0 when the week's batch was made already and nobody earned since). */
  created: z.number().int(),
  /** Every payout of the batch. */
  payouts: z.array(operatorPayoutViewModel),
});
export type PayoutBatchResult = z.infer<typeof payoutBatchResultModel>;
