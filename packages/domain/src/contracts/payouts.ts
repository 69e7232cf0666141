import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import {
  earningsModel,
  operatorPayoutListModel,
  operatorPayoutViewModel,
  PAYOUT_MESSAGES,
  payoutBatchResultModel,
  payoutDecisionSchema,
  payoutListQuerySchema,
} from '../payouts.ts';
import { defineContract } from './contract.ts';

/**
 * A chef's earnings and their payouts (decision 041): the chef's figures and CSV, the operators' weekly
 * batch, queue and decisions.
 */

/**
 * A chef profile lets the call in; the service then shows the earnings to an approved or a suspended chef
 * only (a pending or rejected applicant has none) with the same message.
 */
const chefs = {
  resource: 'payouts',
  roles: ['chef'],
  forbidden: PAYOUT_MESSAGES.notAChef,
} as const;

const operators = {
  resource: 'payouts',
  roles: ['operator'],
  forbidden: MESSAGES.moderationNotAllowed,
} as const;

export const getEarnings = defineContract({
  ...chefs,
  name: 'getEarnings',
  method: 'GET',
  path: '/secure/earnings',
  summary:
    "The signed-in chef's earnings: what is pending, available, in payout and paid out, per order, and their payouts.",
  model: earningsModel,
  errors: [PAYOUT_MESSAGES.notAChef],
});

export const downloadEarningsCsv = defineContract({
  ...chefs,
  name: 'downloadEarningsCsv',
  method: 'GET',
  path: '/secure/earnings.csv',
  summary: "The signed-in chef's earnings per order as a CSV file.",
  media: 'text/csv',
  errors: [PAYOUT_MESSAGES.notAChef],
});

export const makePayoutBatch = defineContract({
  ...operators,
  name: 'makePayoutBatch',
  method: 'POST',
  path: '/operator/payout-batch',
  summary:
    "Makes this week's payout batch: each chef's available earnings are held in one payout; repeating it makes nothing twice.",
  model: payoutBatchResultModel,
  errors: [],
  // The batch is written to the audit log.
  changes: ['moderation'],
});

export const listPayouts = defineContract({
  ...operators,
  name: 'listPayouts',
  method: 'GET',
  path: '/operator/payouts',
  summary:
    'Payouts by state (the waiting ones by default), newest first, a page at a time, with the queue figures.',
  input: { query: payoutListQuerySchema },
  model: operatorPayoutListModel,
  errors: [],
});

export const decidePayout = defineContract({
  ...operators,
  name: 'decidePayout',
  method: 'POST',
  path: '/operator/payout-decision',
  summary:
    "Sends a waiting payout (by bank with its reference, or as a Stripe transfer) or rejects it with a reason; never the operator's own.",
  input: { body: payoutDecisionSchema },
  model: z.object({ payout: operatorPayoutViewModel }),
  errors: [
    PAYOUT_MESSAGES.notFound,
    PAYOUT_MESSAGES.ownPayout,
    PAYOUT_MESSAGES.alreadyDecided,
    PAYOUT_MESSAGES.transferRefused,
    PAYOUT_MESSAGES.transferExists,
    PAYOUT_MESSAGES.stripeUnavailable,
  ],
  // The decision is written to the audit log.
  changes: ['moderation'],
});
