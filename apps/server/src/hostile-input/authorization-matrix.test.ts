import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { checkInvariants } from '../checks/invariants.ts';
import type { TestClock } from '../test/test-app.ts';
import {
  ADDRESS,
  addAddress,
  createIntent,
  GOOD_CARD,
  payOrder,
  placeOrder,
} from '../modules/orders/order-test-helpers.ts';
import { chef, DETAILS, DISH } from '../modules/catalogue/catalogue-test-helpers.ts';
import { creditEarnings, makeBatch } from '../modules/payouts/payout-test-helpers.ts';
import { get, model, post, PASSWORD } from '../modules/profile/profile-test-helpers.ts';
import type { SessionsModel } from '@hearth/domain/accounts';
import { sessionCookie } from '../test/test-app.ts';
import { TXID } from '../modules/wallet/wallet-test-helpers.ts';
import type { Caller, Contract } from '@hearth/domain/contracts/contract';
import { ALL_CONTRACTS, type ContractName } from '@hearth/domain/contracts/index';
import { ENDPOINTS } from './world-requests.ts';
import {
  cookieOf,
  deliveredOrder,
  registeredRoutes,
  PEOPLE,
  ROLES,
  send,
  useHostileWorld,
  type Role,
  uploadFile,
  type World,
} from './hostile-input-test-helpers.ts';

/**
 * The authorization matrix (decision 033): one row per endpoint, each called by each kind of caller. An
 * endpoint that takes the id of somebody's object has ownership cases (the table below: who may do what to
 * whose object, checked cell by cell); any other endpoint's row is its contract's roles. A
 * refusal is 401, 403 or 404 in the envelope, and leaks nothing: no model, no owner's e-mail or name, no
 * amount of the object.
 *
 * The callers: `customer` (Anna: places the orders, owns the wallet and the uploads), `otherCustomer` (Bob),
 * `chef` (Rūta: cooks Anna's orders and owns the dishes), `otherChef` (Tomas, another approved chef),
 * `operator`, `visitor` (no session).
 */

/**
 * What a caller gets: success (200), the answer a business rule gives (409), a wrong guess at a secret that
 * was mailed to the owner (400: the owner reaches the check, and it refuses), or a refusal.
 */
type Outcome = 'ok' | 400 | 409 | 401 | 403 | 404;
type Who = Record<Role, Outcome>;

/** The object a cell is about: made fresh for each cell when the call changes it. */
interface Target {
  id: number | string;
  /** Texts a refusal must not contain: the owner's e-mail and name, the object's amounts. */
  secrets: string[];
}

interface Row {
  call: string;
  method: 'GET' | 'POST';
  url: string;
  /** The fields of the request, for the cell's target. */
  fields: (t: Target, w: World) => Record<string, unknown>;
  target: (app: FastifyInstance, clock: TestClock, w: World) => Promise<Target>;
  who: Who;
}

// ---- Targets ----

const anna = [PEOPLE.customer.email, PEOPLE.customer.firstName, PEOPLE.customer.lastName];

/** A new order of Anna's from Rūta's kitchen, paid online (`paid`) or not yet. */
async function annasOrder(app: FastifyInstance, clock: TestClock, w: World, paid: boolean): Promise<Target> {
  const cookie = w.accounts.customer.cookie;
  const { order } = await placeOrder(app, clock, { productId: w.kitchen.fixedId, payInCash: false }, cookie);
  await addAddress(app, order.id, cookie);
  if (paid) await payOrder(app, order.id, cookie);
  return { id: order.id, secrets: [...anna, String(order.amountToPay), String(order.onlineAmount)] };
}

const paidOrder: Row['target'] = (app, clock, w) => annasOrder(app, clock, w, true);
const unpaidOrder: Row['target'] = (app, clock, w) => annasOrder(app, clock, w, false);
const worldOrder: Row['target'] = async (_app, _clock, w) => ({
  id: w.order.id,
  secrets: [...anna, String(w.order.amountToPay), String(w.order.onlineAmount)],
});
const rutaSecrets = (w: World) => [w.accounts.chef.email, 'Kazlauskienė'];

let payees = 0;

/** A new chef's 777.77 EUR of earnings in a payout of this week's batch (each cell decides its own). */
const freshPayout: Row['target'] = async (app, _clock, w) => {
  payees += 1;
  const email = `payee${payees}@example.lt`;
  const payee = await chef(app, email);
  await creditEarnings(app, payee.id, 77_777);
  const { payouts } = await makeBatch(app, w.accounts.operator.cookie);
  const payout = payouts.find((p) => p.chef.id === payee.id)!;
  return { id: payout.id, secrets: [email, '77777', '777.77'] };
};

/** Anna signed in on another device: that session's public id (each cell ends its own). */
const annasOtherSession: Row['target'] = async (app, _clock, w) => {
  const signIn = await post(app, '/pw-login', { identityKey: w.accounts.customer.email, password: PASSWORD });
  const { sessions } = model<SessionsModel>(await get(app, '/secure/sessions', sessionCookie(signIn)));
  return { id: sessions.find((s) => s.current)!.id, secrets: anna };
};

const SIGNED_IN_ONLY = { visitor: 401 } as const;
const OPERATORS_ONLY: Who = {
  customer: 403,
  otherCustomer: 403,
  chef: 403,
  otherChef: 403,
  operator: 'ok',
  visitor: 401,
};

// ---- The ownership cases: calls on somebody's object, cell by cell ----

const CASES: Row[] = [
  // Orders: the customer and the chef of the order (and operators) see it; nobody else learns it exists.
  {
    call: "view Anna's order",
    method: 'GET',
    url: '/secure/order',
    fields: (t) => ({ orderId: t.id }),
    target: worldOrder,
    who: {
      customer: 'ok',
      chef: 'ok',
      operator: 'ok',
      otherCustomer: 404,
      otherChef: 404,
      ...SIGNED_IN_ONLY,
    },
  },
  {
    call: "cancel Anna's paid order",
    method: 'POST',
    url: '/secure/order-action',
    fields: (t) => ({ orderId: t.id, action: 'cancel' }),
    target: paidOrder,
    who: {
      customer: 'ok',
      chef: 'ok',
      operator: 'ok',
      otherCustomer: 404,
      otherChef: 404,
      ...SIGNED_IN_ONLY,
    },
  },
  {
    call: "confirm Anna's paid order (the chef's step)",
    method: 'POST',
    url: '/secure/order-action',
    fields: (t) => ({ orderId: t.id, action: 'confirm' }),
    target: paidOrder,
    who: { chef: 'ok', customer: 409, operator: 409, otherCustomer: 404, otherChef: 404, ...SIGNED_IN_ONLY },
  },
  {
    call: "give the delivery address of Anna's order",
    method: 'POST',
    url: '/store/add-order-address',
    fields: (t) => ({ ...ADDRESS, orderId: t.id }),
    target: unpaidOrder,
    who: { customer: 'ok', chef: 404, operator: 404, otherCustomer: 404, otherChef: 404, visitor: 404 },
  },
  {
    call: "add a dish to Anna's order",
    method: 'POST',
    url: '/store/order',
    fields: (t, w) => ({ orderId: t.id, productId: w.kitchen.timedId, productVolume: 1 }),
    target: unpaidOrder,
    who: { customer: 'ok', chef: 404, operator: 404, otherCustomer: 404, otherChef: 404, visitor: 404 },
  },
  {
    call: "pay Anna's order (the payment intent)",
    method: 'POST',
    url: '/secure/stripe-intent',
    fields: (t) => ({ orderId: t.id, amount: t.secrets[4] }),
    target: unpaidOrder,
    who: { customer: 'ok', chef: 404, operator: 404, otherCustomer: 404, otherChef: 404, ...SIGNED_IN_ONLY },
  },
  {
    call: "pay Anna's order from a DOGE wallet",
    method: 'POST',
    url: '/secure/doge-payment',
    fields: (t) => ({ orderId: t.id, purpose: 'order' }),
    target: unpaidOrder,
    who: { customer: 'ok', chef: 404, operator: 404, otherCustomer: 404, otherChef: 404, ...SIGNED_IN_ONLY },
  },
  {
    call: "confirm the DOGE payment of Anna's order",
    method: 'POST',
    url: '/secure/doge-payment-confirm',
    fields: (t) => ({ intentId: t.id, pin: '123456' }),
    target: async (app, clock, w) => {
      const order = await annasOrder(app, clock, w, false);
      const cookie = w.accounts.customer.cookie;
      const res = await post(app, '/secure/doge-payment', { orderId: order.id, purpose: 'order' }, cookie);
      return { id: model<{ intentId: string }>(res).intentId, secrets: order.secrets };
    },
    // Anna's pin is mailed to her: a guessed one is wrong (400); to anyone else the payment does not exist.
    who: { customer: 400, chef: 404, operator: 404, otherCustomer: 404, otherChef: 404, ...SIGNED_IN_ONLY },
  },
  {
    call: "confirm the card payment of Anna's intent",
    method: 'POST',
    url: '/payments/test/confirm',
    fields: (t) => ({ intentId: t.id, ...GOOD_CARD }),
    target: async (app, clock, w) => {
      const order = await annasOrder(app, clock, w, false);
      const intent = await createIntent(
        app,
        { id: Number(order.id), onlineAmount: Number(order.secrets[4]) },
        w.accounts.customer.cookie,
      );
      return { id: intent.id, secrets: order.secrets };
    },
    who: { customer: 'ok', chef: 404, operator: 404, otherCustomer: 404, otherChef: 404, visitor: 404 },
  },
  {
    call: "rate Anna's delivered order",
    method: 'POST',
    url: '/secure/review',
    fields: (t) => ({ orderId: t.id, rating: 4, comment: 'Good.' }),
    target: async (app, clock, w) => ({
      id: await deliveredOrder(app, clock, w.kitchen, w.accounts.customer),
      secrets: anna,
    }),
    who: { customer: 'ok', chef: 403, operator: 403, otherCustomer: 404, otherChef: 404, ...SIGNED_IN_ONLY },
  },
  {
    call: "link the visitor's anonymous order (without its checkout cookie)",
    method: 'POST',
    url: '/store/order-relation-request',
    fields: (t) => ({ orderId: String(t.id), email: 'thief@example.lt' }),
    target: async (_app, _clock, w) => ({ id: w.anonymousOrderId, secrets: [] }),
    who: { customer: 404, chef: 404, operator: 404, otherCustomer: 404, otherChef: 404, visitor: 404 },
  },

  // Reviews: the chef answers reviews of their orders; operators hide them.
  {
    call: "answer Anna's review of Rūta",
    method: 'POST',
    url: '/secure/review-answer',
    fields: (t) => ({ reviewId: t.id, answer: 'Thank you!' }),
    target: async (_app, _clock, w) => ({ id: w.reviewId, secrets: anna }),
    who: { chef: 'ok', customer: 403, operator: 403, otherCustomer: 403, otherChef: 403, ...SIGNED_IN_ONLY },
  },
  {
    call: "hide Anna's review",
    method: 'POST',
    url: '/operator/review-hide',
    fields: (t) => ({ reviewId: t.id, reason: 'Abusive.' }),
    target: async (_app, _clock, w) => ({ id: w.reviewId, secrets: anna }),
    who: OPERATORS_ONLY,
  },

  // Dishes: only their chef changes them; an inactive dish is seen by its chef and operators alone.
  {
    call: "edit Rūta's dish",
    method: 'POST',
    url: '/secure/product',
    fields: (t) => ({ ...DISH, id: t.id, title: 'Renamed' }),
    target: async (_app, _clock, w) => ({ id: w.kitchen.fixedId, secrets: rutaSecrets(w) }),
    who: { chef: 'ok', otherChef: 403, customer: 403, otherCustomer: 403, operator: 403, ...SIGNED_IN_ONLY },
  },
  {
    call: "edit the details of Rūta's dish",
    method: 'POST',
    url: '/secure/product-details',
    fields: (t) => ({ ...DETAILS, productId: t.id }),
    target: async (_app, _clock, w) => ({ id: w.kitchen.fixedId, secrets: rutaSecrets(w) }),
    who: { chef: 'ok', otherChef: 403, customer: 403, otherCustomer: 403, operator: 403, ...SIGNED_IN_ONLY },
  },
  {
    call: "add Rūta's new image to her timed dish",
    method: 'POST',
    url: '/secure/relate-file-to-product',
    fields: (t, w) => ({ productId: w.kitchen.timedId, fileId: t.id }),
    // An image belongs to one dish: a fresh upload of Rūta's for each cell.
    target: async (app, _clock, w) => ({
      id: await uploadFile(app, w.accounts.chef.cookie),
      secrets: rutaSecrets(w),
    }),
    who: { chef: 'ok', otherChef: 403, customer: 403, otherCustomer: 403, operator: 403, ...SIGNED_IN_ONLY },
  },
  {
    call: "make Rūta's dish photo the cover of the caller's card",
    method: 'POST',
    url: '/secure/chef-cover',
    fields: (t) => ({ fileId: t.id }),
    target: async (_app, _clock, w) => ({ id: w.productFileId, secrets: rutaSecrets(w) }),
    // Before the image is removed (the next row). Only Rūta's own card: another chef may not take her photo, and who is no chef has no card.
    who: { chef: 'ok', otherChef: 403, customer: 403, otherCustomer: 403, operator: 403, ...SIGNED_IN_ONLY },
  },
  {
    call: "remove an image from Rūta's dish",
    method: 'GET',
    url: '/secure/remove-product-file',
    fields: (t) => ({ fileId: t.id }),
    target: async (_app, _clock, w) => ({ id: w.productFileId, secrets: rutaSecrets(w) }),
    who: { chef: 'ok', otherChef: 403, customer: 403, otherCustomer: 403, operator: 403, ...SIGNED_IN_ONLY },
  },
  {
    call: "view Rūta's inactive dish",
    method: 'GET',
    url: '/store/product',
    fields: (t) => ({ productId: t.id }),
    target: async (_app, _clock, w) => ({ id: w.inactiveProductId, secrets: ['Secret recipe'] }),
    who: { chef: 'ok', operator: 'ok', otherChef: 404, customer: 404, otherCustomer: 404, visitor: 404 },
  },
  {
    call: "view the details of Rūta's inactive dish",
    method: 'GET',
    url: '/store/product-details',
    fields: (t) => ({ productId: t.id }),
    target: async (_app, _clock, w) => ({ id: w.inactiveProductId, secrets: ['Secret recipe'] }),
    who: { chef: 'ok', operator: 'ok', otherChef: 404, customer: 404, otherCustomer: 404, visitor: 404 },
  },

  // Files: an upload becomes an avatar only for its owner.
  {
    call: "make Anna's upload an avatar",
    method: 'GET',
    url: '/secure/set-avatar',
    fields: (t) => ({ fileId: t.id }),
    target: async (_app, _clock, w) => ({ id: w.customerFileId, secrets: anna }),
    who: { customer: 'ok', otherCustomer: 404, chef: 404, otherChef: 404, operator: 404, ...SIGNED_IN_ONLY },
  },

  // Wallet: a ledger transaction is seen by its parties and operators; withdrawals are sent by operators.
  {
    call: "view the ledger transaction of Anna's top-up",
    method: 'GET',
    url: '/secure/ledger',
    fields: (t) => ({ transactionId: t.id }),
    target: async (_app, _clock, w) => ({ id: w.topUpTransactionId, secrets: [...anna, '5000'] }),
    who: { customer: 'ok', operator: 'ok', otherCustomer: 404, chef: 404, otherChef: 404, ...SIGNED_IN_ONLY },
  },
  {
    call: "mark Anna's withdrawal sent",
    method: 'POST',
    url: '/operator/withdrawal-decision',
    fields: (t) => ({ withdrawalId: t.id, action: 'sent', txid: TXID }),
    target: async (_app, _clock, w) => ({ id: w.withdrawalId, secrets: [...anna, '1000000000'] }),
    who: OPERATORS_ONLY,
  },

  // Conversations (decision 064): the order's customer and chef write; operators read only; nobody else
  // learns the thread or the order exists.
  {
    call: "read the thread of Anna's order",
    method: 'GET',
    url: '/secure/order-conversation',
    fields: (t) => ({ orderId: t.id }),
    target: worldOrder,
    who: {
      customer: 'ok',
      chef: 'ok',
      operator: 'ok',
      otherCustomer: 404,
      otherChef: 404,
      ...SIGNED_IN_ONLY,
    },
  },
  {
    call: "read Anna's thread with Rūta",
    method: 'GET',
    url: '/secure/conversation',
    fields: (_t, w) => ({ conversationId: w.conversationId }),
    target: worldOrder,
    who: {
      customer: 'ok',
      chef: 'ok',
      operator: 'ok',
      otherCustomer: 404,
      otherChef: 404,
      ...SIGNED_IN_ONLY,
    },
  },
  {
    call: "write in the thread of Anna's paid order",
    method: 'POST',
    url: '/secure/order-message',
    fields: (t) => ({ orderId: t.id, body: 'Parking is in the yard.' }),
    target: paidOrder,
    who: { customer: 'ok', chef: 'ok', operator: 403, otherCustomer: 404, otherChef: 404, ...SIGNED_IN_ONLY },
  },
  {
    call: "reply in Anna's thread with Rūta",
    method: 'POST',
    url: '/secure/conversation-message',
    fields: (_t, w) => ({ conversationId: w.conversationId, body: 'See you at six.' }),
    target: worldOrder,
    who: { customer: 'ok', chef: 'ok', operator: 403, otherCustomer: 404, otherChef: 404, ...SIGNED_IN_ONLY },
  },
  {
    call: "mark Anna's thread with Rūta read",
    method: 'POST',
    url: '/secure/conversation-read',
    fields: (_t, w) => ({ conversationId: w.conversationId }),
    target: worldOrder,
    who: {
      customer: 'ok',
      chef: 'ok',
      operator: 'ok',
      otherCustomer: 404,
      otherChef: 404,
      ...SIGNED_IN_ONLY,
    },
  },
  // Invoices: the paid order's, for the same people as the order.
  {
    call: "view the invoice of Anna's paid order",
    method: 'GET',
    url: '/secure/invoice',
    fields: (t) => ({ orderId: t.id }),
    target: worldOrder,
    who: {
      customer: 'ok',
      chef: 'ok',
      operator: 'ok',
      otherCustomer: 404,
      otherChef: 404,
      ...SIGNED_IN_ONLY,
    },
  },

  // Earnings and payouts: a chef sees their own earnings; operators make the batch and decide payouts.
  {
    call: "see one's earnings (only a chef has them)",
    method: 'GET',
    url: '/secure/earnings',
    fields: () => ({}),
    target: async (app, _clock, w) => {
      await creditEarnings(app, w.accounts.chef.id, 4_321);
      return { id: 0, secrets: ['4321', '43.21'] };
    },
    who: { chef: 'ok', otherChef: 'ok', customer: 403, otherCustomer: 403, operator: 403, visitor: 401 },
  },
  {
    call: "make the week's payout batch",
    method: 'POST',
    url: '/operator/payout-batch',
    fields: () => ({}),
    target: async (app, _clock, w) => {
      await creditEarnings(app, w.accounts.otherChef.id, 2_468);
      return { id: 0, secrets: [w.accounts.otherChef.email, '2468'] };
    },
    who: OPERATORS_ONLY,
  },
  {
    call: 'list the payouts with the chefs to pay',
    method: 'GET',
    url: '/operator/payouts',
    fields: () => ({ status: 'all' }),
    target: async (_app, _clock, w) => ({ id: 0, secrets: rutaSecrets(w) }),
    who: OPERATORS_ONLY,
  },
  {
    call: "mark a chef's payout sent",
    method: 'POST',
    url: '/operator/payout-decision',
    fields: (t) => ({ payoutId: t.id, action: 'sent', reference: 'SEPA-2026-48' }),
    target: freshPayout,
    who: OPERATORS_ONLY,
  },

  // Moderation: chef applications and rating cases are decided by operators.
  {
    call: "view the pending applicant's chef page",
    method: 'POST',
    url: '/store/products',
    fields: () => ({ nickname: 'applicant' }),
    target: async () => ({ id: 'applicant', secrets: ['applicant@example.lt', 'Kazlauskienė'] }),
    who: { operator: 'ok', customer: 404, otherCustomer: 404, chef: 404, otherChef: 404, visitor: 404 },
  },
  {
    call: 'approve a chef application',
    method: 'POST',
    url: '/operator/chef-decision',
    fields: (t) => ({ userId: t.id, action: 'approve' }),
    target: async (_app, _clock, w) => ({ id: w.applicantId, secrets: ['applicant@example.lt'] }),
    who: OPERATORS_ONLY,
  },
  {
    call: 'decide a rating case',
    method: 'POST',
    url: '/operator/rating-case-decision',
    fields: (t) => ({ caseId: t.id, decision: 'reinstate', reason: 'Checked the orders.' }),
    target: async (_app, _clock, w) => ({ id: w.ratingCaseId, secrets: ['low@example.lt'] }),
    who: OPERATORS_ONLY,
  },
  // An approved chef's change request (decision 049): operators decide, the chef cannot decide their own.
  {
    call: "decide Tomas's change request",
    method: 'POST',
    url: '/operator/change-request-decision',
    fields: (t) => ({ requestId: t.id, decision: 'reject', reason: 'Keep the approved text.' }),
    target: async (_app, _clock, w) => ({ id: w.changeRequestId, secrets: ['A changed text to review.'] }),
    who: OPERATORS_ONLY,
  },
  // Availability (decision 063): a chef's free starts are public (the calendar feed's owner rule is its secret
  // address: modules/availability/availability-routes.test.ts).
  {
    call: "read Rūta's free starts",
    method: 'GET',
    url: '/store/chef-slots',
    fields: (t) => ({ chefId: t.id, from: '2026-12-01', to: '2026-12-07' }),
    target: async (_app, _clock, w) => ({ id: w.accounts.chef.id, secrets: rutaSecrets(w) }),
    who: { customer: 'ok', otherCustomer: 'ok', chef: 'ok', otherChef: 'ok', operator: 'ok', visitor: 'ok' },
  },
  // Sessions (docs/decisions/043): only their user ends them by id; for anyone else the id does not exist.
  {
    call: "end Anna's session on another device",
    method: 'POST',
    url: '/secure/session-end',
    fields: (t) => ({ sessionId: t.id }),
    target: annasOtherSession,
    who: { customer: 'ok', otherCustomer: 404, chef: 404, otherChef: 404, operator: 404, visitor: 401 },
  },
];

// ---- The matrix: one row per endpoint ----

/**
 * An input field that names somebody's object: an endpoint that reads one has ownership cases above, or is
 * named below with where its owner rule is tested.
 */
const OBJECT_ID =
  /^(orderId|productId|fileId|userId|ownerId|requestId|caseId|reviewId|withdrawalId|payoutId|sessionId|transactionId|intentId|id)$/;
const OWNER_RULE_ELSEWHERE: Partial<Record<ContractName, string>> = {
  linkOrder: 'the mailed pin of the checkout cookie decides (modules/orders/order-linking-routes.test.ts)',
  calculateFees: 'public dishes only, priced as anyone sees them (modules/orders/fees-routes.test.ts)',
  getProductImage:
    "a hidden dish's pictures only for its chef and operators (modules/catalogue/product-images.test.ts)",
  getAvatarImage: "a customer's avatar only for its owner (modules/files/private-images.test.ts)",
  getThumbnailImage: "a customer's avatar only for its owner (modules/files/private-images.test.ts)",
};

interface MatrixRow {
  contract: Contract;
  /** The ownership cases; none: the row is the contract's roles, checked without changing anything. */
  cases: Row[];
}

const MATRIX: MatrixRow[] = ALL_CONTRACTS.map((contract) => ({
  contract,
  cases: CASES.filter((c) => c.method === contract.method && c.url === contract.path),
}));

/** The callers each world account counts as (the role guard's rule). */
const ACCOUNT_CALLERS: Record<Role, readonly Caller[]> = {
  visitor: [],
  customer: ['customer'],
  otherCustomer: ['customer'],
  chef: ['customer', 'chef'],
  otherChef: ['customer', 'chef'],
  operator: ['customer', 'operator'],
};

function mayCall(contract: Contract, role: Role): boolean {
  return contract.roles.includes('visitor') || ACCOUNT_CALLERS[role].some((c) => contract.roles.includes(c));
}

/**
 * A role row, sent so that nothing changes: a POST with a body that is not JSON (the guard runs before the
 * body is read, so a caller it lets through gets the parser's 400); a GET with the world's valid input
 * (reads), or with a query its schema refuses (the GETs that write).
 */
function sendRoleCell(contract: Contract, role: Role): Promise<LightMyRequestResponse> {
  const cookie = cookieOf(ctx.world, role);
  const headers = cookie ? { cookie } : {};
  if (contract.method === 'POST') {
    return ctx.app.inject({
      method: 'POST',
      url: urlOf(contract, ctx.world),
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{',
    });
  }
  const endpoint = ENDPOINTS.find((e) => e.contract === contract)!;
  const write = contract.effect === 'write';
  const entries = Object.entries(endpoint.valid(ctx.world)).map(
    ([key, value]) => [key, write ? 'not-a-number' : value] as [string, unknown],
  );
  return send(ctx.app, {
    method: 'GET',
    url: urlOf(contract, ctx.world),
    entries,
    encoding: 'query',
    cookie,
  });
}

/** The path of a call, its path parameters filled from the world's valid input. */
function urlOf(contract: Contract, world: World): string {
  const endpoint = ENDPOINTS.find((e) => e.contract === contract)!;
  const valid = endpoint.valid(world) as Record<string, string | number>;
  return contract.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(valid[name])));
}

const ctx = useHostileWorld();

/** Refused callers first: a permitted call may change the object (the next cell gets a fresh one anyway). */
const cellOrder = (who: Who) => [...ROLES].sort((a, b) => Number(who[a] === 'ok') - Number(who[b] === 'ok'));

function call(row: Row, target: Target, role: Role): Promise<LightMyRequestResponse> {
  const entries = Object.entries(row.fields(target, ctx.world));
  const cookie = cookieOf(ctx.world, role);
  return send(ctx.app, {
    method: row.method,
    url: row.url,
    entries,
    encoding: row.method === 'GET' ? 'query' : 'form',
    cookie,
  });
}

function expectRefusal(res: LightMyRequestResponse, outcome: Outcome, target: Target, context: string) {
  expect(res.statusCode, `${context}\n${res.body}`).toBe(outcome);
  const body = res.json() as { success: boolean; messages: unknown[]; model?: unknown };
  expect(body.success, context).toBe(false);
  expect(Array.isArray(body.messages), context).toBe(true);
  expect(body.model, `${context}: a refusal carries no model`).toBeUndefined();
  for (const secret of target.secrets) expect(res.body, `${context} leaks "${secret}"`).not.toContain(secret);
}

describe('the authorization matrix', () => {
  it('has one row per registered route: the routes, the contracts and the rows are the same count', () => {
    const routes = registeredRoutes(ctx.app).filter(
      (r) => r.method !== 'HEAD' && !/^\/\*$|^\/assets\//.test(r.path),
    );
    const rows = MATRIX.map((row) => `${row.contract.method} ${row.contract.path}`).sort();
    expect(routes.map((r) => `${r.method} ${r.path}`).sort()).toEqual(rows);
    expect(ctx.app.contracts.map((c) => `${c.method} ${c.path}`).sort()).toEqual(rows);
    console.log(
      `authorization matrix: ${routes.length} routes registered, ${ctx.app.contracts.length} contracts, ` +
        `${MATRIX.length} rows (${MATRIX.filter((r) => r.cases.length > 0).length} with ownership cases)`,
    );
    const stale = CASES.filter((c) => !MATRIX.some((row) => row.cases.includes(c)));
    expect(
      stale.map((c) => `${c.method} ${c.url}`),
      'cases of no endpoint',
    ).toEqual([]);
  });

  it("has ownership cases for every endpoint that reads the id of somebody's object", () => {
    const missing = MATRIX.filter(({ contract, cases }) => {
      if (cases.length > 0 || OWNER_RULE_ELSEWHERE[contract.name as ContractName]) return false;
      const input = contract.input ?? {};
      return [input.body, input.query, input.params].some((schema) =>
        Object.keys((schema as { shape?: object } | undefined)?.shape ?? {}).some((f) => OBJECT_ID.test(f)),
      );
    });
    expect(
      missing.map((r) => r.contract.name),
      'add their cases to CASES',
    ).toEqual([]);
  });

  describe.each(
    MATRIX.filter((r) => r.cases.length === 0).map((r) => [r.contract.name, r.contract] as const),
  )('%s (its roles)', (_, contract) => {
    it.each(ROLES)(`${contract.method} ${contract.path} as %s`, async (role) => {
      const res = await sendRoleCell(contract, role);
      const context = `${contract.name} as ${role}\n${res.body.slice(0, 300)}`;
      expect(res.statusCode, context).toBeLessThan(500);
      if (mayCall(contract, role)) {
        expect([401, 403], context).not.toContain(res.statusCode);
      } else {
        expect(res.statusCode, context).toBe(role === 'visitor' ? 401 : 403);
        const body = res.json() as { success: boolean; model?: unknown };
        expect(body.success, context).toBe(false);
        expect(body.model, context).toBeUndefined();
      }
    });
  });

  describe.each(CASES.map((row) => [row.call, row] as const))('%s', (_, row) => {
    it.each(cellOrder(row.who))(`${row.method} ${row.url} as %s`, async (role) => {
      const target = await row.target(ctx.app, ctx.clock, ctx.world);
      const res = await call(row, target, role);
      const outcome = row.who[role];
      const context = `${row.call} as ${role}`;
      if (outcome === 'ok') {
        expect(res.statusCode, `${context}\n${res.body}`).toBe(200);
        expect(res.json()).toMatchObject({ success: true });
      } else if (outcome === 409 || outcome === 400) {
        expect(res.statusCode, `${context}\n${res.body}`).toBe(outcome);
        expect(res.json()).toMatchObject({ success: false });
      } else {
        expectRefusal(res, outcome, target, context);
      }
    });
  });

  it('leaves the database sound', async () => {
    expect(await checkInvariants(ctx.app.db)).toEqual([]);
  });
});
