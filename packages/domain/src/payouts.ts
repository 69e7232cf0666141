import { z } from 'zod';
import { hasControlCharacters, idSchema, isBlank, pageSchema, REASON_MAX } from './fields.ts';
import { V } from './messages.ts';
import type { OrderStatus } from './orders.ts';

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
export interface EarningsSummary {
  /** The chef's online share of paid orders that is not in the earnings yet (not delivered, or its balance unpaid). */
  pendingCents: number;
  /** The earnings account's balance: what the next payout batch pays. */
  availableCents: number;
  /** Held in payouts that wait for an operator. */
  inPayoutCents: number;
  /** Sent to the chef. */
  paidOutCents: number;
}

/** pending: money still to come; earned: delivered, all in; cancelled: whatever the cancellation left. */
export type EarningState = 'pending' | 'earned' | 'cancelled';

/** One order of the chef with online money. */
export interface EarningsOrderRow {
  orderId: number;
  sID: string;
  /** sID up to its first hyphen, as every page shows it. */
  orderNumber: string;
  /** The booked start, milliseconds. */
  serviceDate: number;
  status: OrderStatus;
  /** The sum of the ledger entries of this order on the chef's earnings account. */
  earnedCents: number;
  /** What of the chef's online share has not reached the earnings yet. */
  pendingCents: number;
  state: EarningState;
}

/** A payout as its chef sees it. */
export interface PayoutView {
  id: number;
  amountCents: number;
  /** The ISO week of its batch, e.g. 2026-W48. */
  batch: string;
  status: PayoutStatus;
  /** How it was sent (null until sent). */
  method: PayoutMethod | null;
  /** The bank reference or the Stripe transfer id, once sent. */
  reference: string | null;
  /** Why it was rejected. */
  reason: string | null;
  /** Milliseconds. */
  createdAt: number;
  decidedAt: number | null;
}

/** model of GET /secure/earnings. */
export interface EarningsModel {
  summary: EarningsSummary;
  /** Newest service date first. */
  orders: EarningsOrderRow[];
  /** Newest first. */
  payouts: PayoutView[];
}

/** The chef of a payout as an operator needs them to pay: who, how to reach them, where the money goes. */
export interface PayoutChef {
  id: number;
  email: string;
  name: string | null;
  phoneNumber: string | null;
  personalTaxNumber: string | null;
  /** The chef's Stripe connected account (acct_...), if they gave one. */
  stripeAccountId: string | null;
}

/** One item of the operators' payout list. */
export interface OperatorPayoutView extends PayoutView {
  chef: PayoutChef;
  /**
   * How "sent" pays it now: 'stripe' (a transfer is made, no reference to type) when Stripe is set up and
   * the chef has a connected account; else 'bank'.
   */
  sendMethod: PayoutMethod;
}

/** model of GET /operator/payouts. */
export interface OperatorPayoutList {
  payouts: OperatorPayoutView[];
  total: number;
  page: number;
  pageSize: number;
  /** The batch POST /operator/payout-batch makes now (this ISO week), and whether it was made. */
  currentBatch: string;
  currentBatchMade: boolean;
  /** The waiting payouts: how many, and their sum. */
  requestedCount: number;
  requestedCents: number;
}

/** model of POST /operator/payout-batch. */
export interface PayoutBatchResult {
  batch: string;
  /** How many payouts this call made (0 when the week's batch was made already and nobody earned since). */
  created: number;
  /** Every payout of the batch. */
  payouts: OperatorPayoutView[];
}
