import type { z } from 'zod';
import { type Contract, isWrite } from '@hearth/domain/contracts/contract';
import { ALL_CONTRACTS, type ContractName } from '@hearth/domain/contracts/index';
import { ADDRESS, GOOD_CARD } from '../modules/orders/order-test-helpers.ts';
import { CHEF_INFO, PASSWORD } from '../modules/profile/profile-test-helpers.ts';
import { TXID } from '../modules/wallet/wallet-test-helpers.ts';
import { DETAILS, DISH } from '../modules/catalogue/catalogue-test-helpers.ts';
import { FilePart, type Role, type World } from './hostile-input-test-helpers.ts';

/**
 * The endpoints of the hostile-input suites, read from the contracts the app registered (docs/api.md): the
 * method, path, input schema, encodings and roles come from the contract; what is written here is only the
 * test world's side: a request the service accepts in this world, and who sends it when the contract's roles
 * alone would pick the wrong person. A contract that needs no fields and is sent by its first role needs no
 * entry; one that does fails "has valid requests that the services accept" until it has one.
 */

export interface Endpoint {
  contract: Contract;
  method: 'GET' | 'POST';
  /** The path as registered, `:name` for path parameters. */
  path: string;
  /** Who sends the cases. */
  as: Role;
  /** The cookie sent instead of the caller's session (the visitor's checkout cookie). */
  cookie?: (w: World) => string;
  /** Where the input is read: body (form, JSON, multipart), query string, path parameters, or nothing. */
  input: 'body' | 'query' | 'params' | 'none';
  /** The schema the route parses its input with (none: the route reads no fields of its own). */
  schema?: z.ZodType;
  /** Field names to break when the route reads its input its own way (a file part, a signed event). */
  fields?: string[];
  /** A valid input, from the world's fixtures. */
  valid: (w: World) => Record<string, unknown>;
  /** Also sent as multipart (the calls a browser form may send with a file). */
  multipart: boolean;
  /** A success is not the envelope (a picture, a page, a file). */
  bytes: boolean;
}

interface WorldRequest {
  valid?: (w: World) => Record<string, unknown>;
  as?: Role;
  cookie?: (w: World) => string;
  fields?: string[];
}

const inThreeDays = () => String(Math.floor(Date.now() / 1000) + 3 * 86_400);

export const WORLD_REQUESTS: Partial<Record<ContractName, WorldRequest>> = {
  // ---- Site, reference ----
  listDevMail: { valid: (w) => ({ to: w.accounts.customer.email }) },
  apiDocsFile: { valid: () => ({ file: 'reference.js' }) },
  sitemapFile: { valid: () => ({ name: 'dishes-0.xml' }) },

  // ---- Accounts and sessions ----
  signInWithPassword: {
    valid: (w) => ({ identityKey: w.accounts.customer.email, password: PASSWORD, type: 'email' }),
  },
  register: { valid: () => ({ identityKey: 'newcomer@example.lt', password: PASSWORD, type: 'email' }) },
  requestSignInPin: { valid: (w) => ({ identityKey: w.accounts.customer.email }) },
  signInWithPin: { valid: (w) => ({ identityKey: w.accounts.customer.email, pin: '123456' }) },
  confirmRegistration: {
    valid: () => ({ identityKey: 'newcomer@example.lt', password: PASSWORD, pin: '123456' }),
  },
  requestPasswordReset: { valid: (w) => ({ identityKey: w.accounts.customer.email }) },
  resetPassword: {
    valid: (w) => ({ identityKey: w.accounts.customer.email, pin: '123456', password: PASSWORD }),
  },
  // A visitor: signed in, the first case would end the session every later case needs.
  logout: { as: 'visitor' },
  logoutEverywhere: { as: 'visitor' },
  // Bob's: a case that passes may change his password or end his other sessions, never Anna's.
  getPasswordState: { as: 'otherCustomer' },
  requestPasswordPin: { as: 'otherCustomer' },
  changePassword: { as: 'otherCustomer', valid: () => ({ password: PASSWORD, currentPassword: PASSWORD }) },
  listSessions: { as: 'otherCustomer' },
  endSession: { as: 'otherCustomer', valid: () => ({ sessionId: 'not-a-session-of-bob' }) },
  endOtherSessions: { as: 'otherCustomer' },

  // ---- Profile and store ----
  saveUserInfo: {
    valid: () => ({ firstName: 'Annabelle', lastName: 'Zukauskaite', city: 'Vilnius', nickname: 'anna.z' }),
  },
  getMerchantInfo: { as: 'chef' },
  saveMerchantInfo: {
    as: 'chef',
    valid: () => ({ ...CHEF_INFO, personalTaxNumber: '12345', govRegistryURL: 'https://registry.lt/x' }),
  },
  saveAddress: {
    valid: () => ({
      countryPhoneCode: '370',
      city: 'Vilnius',
      postalCode: 'LT-01100',
      formatted_address: 'A 1',
    }),
  },
  checkName: { as: 'customer', valid: () => ({ name: 'someone.new' }) },
  getStore: { valid: (w) => ({ nickname: w.chefNickname }) },

  // ---- Moderation ----
  listChefs: { valid: () => ({ q: 'ruta', status: 'approved', page: '0' }) },
  decideChef: { valid: (w) => ({ userId: w.applicantId, action: 'reject', reason: 'Incomplete.' }) },
  listAuditLog: { valid: () => ({ page: '0' }) },
  listChangeRequests: { valid: () => ({ status: 'all', page: '0' }) },
  decideChangeRequest: {
    valid: (w) => ({ requestId: w.changeRequestId, decision: 'reject', reason: 'Keep the approved text.' }),
  },

  // ---- Files ----
  uploadFile: { fields: ['data'], valid: (w) => ({ data: new FilePart('photo.jpg', 'image/jpeg', w.jpeg) }) },
  setAvatar: { valid: (w) => ({ fileId: w.customerFileId }) },
  // A customer's avatar is theirs alone (decision 048): the owner asks for it.
  getAvatarImage: { as: 'customer', valid: (w) => ({ userId: w.accounts.customer.id }) },
  getThumbnailImage: { as: 'customer', valid: (w) => ({ userId: w.accounts.customer.id }) },
  getProductImage: { valid: (w) => ({ ownerId: w.accounts.chef.id, fileName: w.productImageName }) },

  // ---- Catalogue ----
  saveProduct: {
    as: 'chef',
    valid: (w) => ({ ...DISH, id: w.kitchen.fixedId, measureUnit: 'plate', size: 'large', active: 'true' }),
  },
  saveProductDetails: {
    as: 'chef',
    valid: (w) => ({
      ...DETAILS,
      productId: w.kitchen.fixedId,
      allergens: 'milk',
      dietaryTags: 'vegetarian',
    }),
  },
  relateFileToProduct: {
    as: 'chef',
    valid: (w) => ({ productId: w.kitchen.timedId, fileId: w.spareFileId }),
  },
  removeProductFile: { as: 'chef', valid: (w) => ({ fileId: w.productFileId }) },
  chooseChefCover: { as: 'chef', valid: (w) => ({ fileId: w.productFileId }) },
  getProduct: { valid: (w) => ({ productId: w.kitchen.fixedId }) },
  getProductDetails: { valid: (w) => ({ productId: w.kitchen.fixedId }) },
  listMerchants: {
    valid: () => ({ page: '0', hourRate: '2000', kitchenType: 'grill,vegan', city: 'Vilnius', q: 'grill' }),
  },
  listDishes: {
    valid: () => ({ page: '0', maxPrice: '5000', kitchenType: 'grill', q: 'cepelinai', sort: 'price' }),
  },

  // ---- Orders ----
  calculateFees: {
    valid: (w) => ({
      items: JSON.stringify([{ productId: w.kitchen.fixedId, productVolume: 2 }]),
      payInCash: 'false',
    }),
  },
  addOrderItem: {
    as: 'customer',
    valid: (w) => ({
      productId: w.kitchen.timedId,
      productVolume: '1',
      payInCash: 'true',
      commentary: 'Ring twice.',
      serviceDeliveryDate: inThreeDays(),
    }),
  },
  setOrderAddress: { as: 'customer', valid: (w) => ({ ...ADDRESS, orderId: w.openOrderId }) },
  requestOrderLink: {
    cookie: (w) => w.checkoutCookie,
    valid: (w) => ({ orderId: String(w.anonymousOrderId), email: 'visitor@example.lt' }),
  },
  linkOrder: {
    cookie: (w) => w.checkoutCookie,
    valid: (w) => ({ orderId: String(w.anonymousOrderId), email: 'visitor@example.lt', pin: '123456' }),
  },
  listOrders: { valid: () => ({ page: '0' }) },
  listSellerOrders: { as: 'chef', valid: () => ({ page: '0' }) },
  listUpcomingBookings: { as: 'chef' },
  getOrder: { valid: (w) => ({ orderId: w.order.id }) },
  performOrderAction: { as: 'chef', valid: (w) => ({ orderId: w.order.id, action: 'confirm' }) },
  confirmDogePayment: { valid: () => ({ intentId: 'di_never_requested', pin: '123456' }) },

  // ---- Payments ----
  createPaymentIntent: { valid: () => ({ orderId: '0', amount: '500' }) },
  requestDogePayment: { valid: (w) => ({ orderId: String(w.openOrderId), purpose: 'order' }) },
  confirmTestPayment: { as: 'customer', valid: (w) => ({ intentId: w.openIntentId, ...GOOD_CARD }) },
  receiveStripeEvent: {
    fields: ['id', 'type', 'data', 'object'],
    valid: () => ({ id: 'evt_1', object: 'event', type: 'payment_intent.succeeded', data: { object: {} } }),
  },

  // ---- Wallet ----
  requestTransfer: {
    valid: (w) => ({
      volume: '0.5',
      recipientAddressType: '3',
      recipientAddress: w.accounts.otherCustomer.email,
    }),
  },
  confirmTransfer: { valid: () => ({ pin: '123456' }) },
  getLedgerTransaction: { valid: (w) => ({ transactionId: w.topUpTransactionId }) },
  listWithdrawals: { valid: () => ({ status: 'all', page: '0' }) },
  decideWithdrawal: {
    valid: (w) => ({ withdrawalId: w.withdrawalId, action: 'sent', txid: TXID, reason: '' }),
  },

  // ---- Invoices, earnings and payouts ----
  getInvoice: { valid: (w) => ({ orderId: w.order.id }) },
  listPayouts: { valid: () => ({ status: 'requested', page: '0' }) },
  decidePayout: {
    valid: (w) => ({ payoutId: w.payoutId, action: 'sent', reference: 'SEPA-2026-48', reason: '' }),
  },

  // ---- Availability (decision 063) ----
  // The other chef's: the world's chef keeps no schedule, so the orders of the other cases stay bookable.
  getAvailability: { as: 'otherChef' },
  saveAvailability: {
    as: 'otherChef',
    valid: () => ({
      windows: JSON.stringify([{ weekday: 1, start: '10:00', end: '14:00', city: 'Vilnius' }]),
      exceptions: JSON.stringify([{ date: '2026-12-24', kind: 'off' }]),
      noticeHours: '24',
      maxBookingsPerDay: '2',
      travelBufferMinutes: '30',
    }),
  },
  renewCalendarFeed: { as: 'otherChef' },
  listChefSlots: {
    valid: (w) => ({
      items: JSON.stringify([{ productId: w.kitchen.fixedId, productVolume: 1 }]),
      from: '2026-12-01',
      to: '2026-12-14',
      city: 'Vilnius',
    }),
  },
  getChefCalendar: { valid: (w) => ({ token: w.calendarToken }) },

  // ---- Assistant, reviews and the rating rule ----
  ask: { as: 'customer', valid: () => ({ q: 'Which chefs cook grill in Vilnius?' }) },
  createReview: { valid: (w) => ({ orderId: w.unratedOrderId, rating: '4', comment: 'Tasty.' }) },
  answerReview: { as: 'chef', valid: (w) => ({ reviewId: w.reviewId, answer: 'Thank you!' }) },
  listStoreReviews: { valid: (w) => ({ nickname: w.chefNickname, page: '0' }) },
  listRatingCases: { valid: () => ({ status: 'all', page: '0' }) },
  decideRatingCase: {
    valid: (w) => ({ caseId: w.ratingCaseId, decision: 'reinstate', reason: 'Checked the orders.' }),
  },
  hideReview: { valid: (w) => ({ reviewId: w.reviewId, reason: 'Abusive.' }) },

  // ---- Conversations ----
  listConversations: { valid: () => ({ page: '0' }) },
  getConversation: { valid: (w) => ({ conversationId: w.conversationId }) },
  getOrderConversation: { valid: (w) => ({ orderId: w.order.id }) },
  sendOrderMessage: { valid: (w) => ({ orderId: w.order.id, body: 'We have a gas stove.' }) },
  askChef: { valid: (w) => ({ nickname: w.chefNickname, body: 'Do you bring your own pans?' }) },
  sendConversationMessage: { valid: (w) => ({ conversationId: w.conversationId, body: 'See you at six.' }) },
  markConversationRead: { valid: (w) => ({ conversationId: w.conversationId }) },
};

function pathParams(contract: Contract): string[] {
  return [...contract.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
}

/** Who sends a contract's cases when the world says nothing: its first role, as the world's account of it. */
function firstCaller(contract: Contract): Role {
  const [first] = contract.roles;
  return first ?? 'visitor';
}

/**
 * Where a contract reads its input, and the schema it reads it with; a body read its own way (a file part, a
 * signed event) is broken by the world's field names.
 */
function inputOf(contract: Contract, request: WorldRequest): Pick<Endpoint, 'input' | 'schema'> {
  const input = contract.input;
  if (input?.body) return { input: 'body', schema: input.body };
  if (input?.query) return { input: 'query', schema: input.query };
  if (input?.params) return { input: 'params', schema: input.params };
  // Path parameters read by the handler itself (a picture's owner: a NUL in it is a missing picture's 404).
  if (contract.path.includes(':')) return { input: 'params' };
  return { input: request.fields ? 'body' : 'none' };
}

/**
 * The endpoints of the suites: every contract of the API with the world's side of it. The suites are made
 * when the test file is read, before the app is built, so they walk ALL_CONTRACTS; a test checks that these
 * are exactly the routes the app registered.
 */
export const ENDPOINTS: Endpoint[] = endpointsOf([
  // Reads first: a write may take away what a read of the same world needs (a removed dish image).
  ...ALL_CONTRACTS.filter((c) => !isWrite(c)),
  ...ALL_CONTRACTS.filter((c) => isWrite(c)),
]);

function endpointsOf(contracts: readonly Contract[]): Endpoint[] {
  return contracts.map((contract) => {
    const request = WORLD_REQUESTS[contract.name as ContractName] ?? {};
    const { input, schema } = inputOf(contract, request);
    return {
      contract,
      method: contract.method,
      path: contract.path,
      as: request.as ?? firstCaller(contract),
      ...(request.cookie ? { cookie: request.cookie } : {}),
      input,
      ...(schema ? { schema } : {}),
      ...(request.fields || (input === 'params' && !schema)
        ? { fields: request.fields ?? pathParams(contract) }
        : {}),
      valid: request.valid ?? (() => ({})),
      multipart: contract.input?.encodings?.includes('multipart') ?? false,
      bytes: contract.media !== undefined,
    };
  });
}
