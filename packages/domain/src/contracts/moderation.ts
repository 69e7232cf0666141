import { z } from 'zod';
import {
  changeRequestDecisionSchema,
  changeRequestListModel,
  changeRequestsQuerySchema,
  chefChangeRequestViewModel,
} from '../chef-changes.ts';
import { MESSAGES } from '../messages.ts';
import {
  auditLogEntryModel,
  auditLogQuerySchema,
  chefListQuerySchema,
  moderatedChefModel,
  moderationDecisionSchema,
} from '../profile.ts';
import { defineContract } from './contract.ts';

/** Chef moderation by operators (decisions 016 and 049): applications, chefs, their changes, the audit log. */

const operators = {
  resource: 'moderation',
  roles: ['operator'],
  forbidden: MESSAGES.moderationNotAllowed,
} as const;

/** What waits for an operator's decision: the count of each queue of store management, and their sum. */
export const storeManagementCountsModel = z.object({
  /** Chef applications (chefs pending approval). */
  applications: z.number().int().nonnegative(),
  /** Approved chefs' change requests still open. */
  changeRequests: z.number().int().nonnegative(),
  /** Rating cases (chefs suspended by the rating rule) awaiting a decision. */
  ratingCases: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type StoreManagementCounts = z.infer<typeof storeManagementCountsModel>;

export const getStoreManagementCounts = defineContract({
  ...operators,
  name: 'getStoreManagementCounts',
  method: 'GET',
  path: '/secure/store-management/counts',
  summary:
    "What waits for an operator's decision: chef applications, open change requests and open rating cases, and their sum (the header's count).",
  model: storeManagementCountsModel,
  errors: [],
});

export const listApplications = defineContract({
  ...operators,
  name: 'listApplications',
  method: 'GET',
  path: '/operator/applications',
  summary: 'Chef applications waiting for a decision, oldest first.',
  model: z.object({ applications: z.array(moderatedChefModel) }),
  errors: [],
});

export const listChefs = defineContract({
  ...operators,
  name: 'listChefs',
  method: 'GET',
  path: '/operator/chefs',
  summary:
    'Every chef with a chef profile, searchable by name or e-mail and filtered by state, a page at a time.',
  input: { query: chefListQuerySchema },
  model: z.object({ chefs: z.array(moderatedChefModel), total: z.number().int() }),
  errors: [],
});

export const decideChef = defineContract({
  ...operators,
  name: 'decideChef',
  method: 'POST',
  path: '/operator/chef-decision',
  summary: 'Approves, rejects, suspends or reinstates a chef; rejecting and suspending need a reason.',
  input: { body: moderationDecisionSchema },
  model: z.object({ chef: moderatedChefModel }),
  errors: [MESSAGES.moderationInvalidTransition],
  // The chef's status decides whether their store and dishes are on the public pages.
  changes: ['catalogue', 'profile'],
});

export const listChangeRequests = defineContract({
  ...operators,
  name: 'listChangeRequests',
  method: 'GET',
  path: '/operator/change-requests',
  summary: "Approved chefs' changes to moderated fields: the open queue oldest first, or all.",
  input: { query: changeRequestsQuerySchema },
  model: changeRequestListModel,
  errors: [],
});

export const decideChangeRequest = defineContract({
  ...operators,
  name: 'decideChangeRequest',
  method: 'POST',
  path: '/operator/change-request-decision',
  summary: "Approves (applies) or rejects a chef's change request; a rejection says why.",
  input: { body: changeRequestDecisionSchema },
  model: z.object({ changeRequest: chefChangeRequestViewModel }),
  errors: [MESSAGES.changeRequestNotFound, MESSAGES.changeRequestClosed],
  // An approved change (a name, a link) shows on the public pages.
  changes: ['catalogue', 'profile'],
});

export const listAuditLog = defineContract({
  ...operators,
  name: 'listAuditLog',
  method: 'GET',
  path: '/operator/audit-log',
  summary: 'Every moderation decision, newest first, a page at a time.',
  input: { query: auditLogQuerySchema },
  model: z.object({ entries: z.array(auditLogEntryModel), total: z.number().int() }),
  errors: [],
});
