import type { z } from 'zod';
import { askQuerySchema } from '@hearth/domain/assistant';
import {
  fileIdQuerySchema,
  merchantsQuerySchema,
  productDetailsSchema,
  productIdQuerySchema,
  productSchema,
  relateFileSchema,
} from '@hearth/domain/catalogue';
import {
  calculateFeesSchema,
  dogePaymentConfirmSchema,
  dogePaymentSchema,
  orderActionSchema,
  orderAddressSchema,
  orderItemSchema,
  orderQuerySchema,
  paymentIntentSchema,
  testCardSchema,
} from '@hearth/domain/orders';
import { invoiceQuerySchema } from '@hearth/domain/invoices';
import { changeRequestDecisionSchema, changeRequestsQuerySchema } from '@hearth/domain/chef-changes';
import { payoutDecisionSchema, payoutListQuerySchema } from '@hearth/domain/payouts';
import {
  addressSchema,
  auditLogQuerySchema,
  chefListQuerySchema,
  checkNameSchema,
  merchantInfoSchema,
  moderationDecisionSchema,
  storeProductsSchema,
  userInfoSchema,
} from '@hearth/domain/profile';
import {
  ratingCaseDecisionSchema,
  reviewAnswerSchema,
  reviewHideSchema,
  reviewSchema,
} from '@hearth/domain/reviews';
import {
  orderRelationRequestSchema,
  passwordLoginSchema,
  pinLoginSchema,
  pinRequestSchema,
  registerSchema,
  relateOrderSchema,
} from '@hearth/domain/validation';
import {
  assetRequestSchema,
  confirmTransferSchema,
  ledgerQuerySchema,
  withdrawalDecisionSchema,
} from '@hearth/domain/wallet';
import {
  passwordChangeSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  registerConfirmSchema,
  sessionEndSchema,
} from '@hearth/domain/accounts';
import { ADDRESS, GOOD_CARD } from '../modules/orders/order-test-helpers.ts';
import { CHEF_INFO, PASSWORD } from '../modules/profile/profile-test-helpers.ts';
import { TXID } from '../modules/wallet/wallet-test-helpers.ts';
import { DETAILS, DISH } from '../modules/catalogue/catalogue-test-helpers.ts';
import { FilePart, type Role, type World } from './hostile-input-test-helpers.ts';
import { setAvatarQuery } from '@hearth/domain/files';
import { devMailboxQuerySchema } from '@hearth/domain/site';
import { ratingCasesQuerySchema, storeReviewsQuerySchema } from '@hearth/domain/reviews';
import { withdrawalListQuerySchema } from '@hearth/domain/wallet';

/**
 * Every endpoint of the API, with the schema its input is parsed with, who calls it in the property suite
 * (so a case reaches the validation and the service, not just the 401) and a valid request to start from.
 * The property suite checks that this list covers every route Fastify registered: an endpoint added
 * without an entry here fails it.
 */

export interface Endpoint {
  method: 'GET' | 'POST';
  /** The path as registered, `:name` for path parameters. */
  path: string;
  /** Who sends the cases. */
  as: Role;
  /** The cookie sent instead of the caller's session (the visitor's checkout cookie). */
  cookie?: (w: World) => string;
  /** Where the input is read: body (form, JSON, multipart), query string, path parameters, or nothing. */
  input: 'body' | 'query' | 'params' | 'none';
  /** The schema the route parses its input with (none: the route reads no fields). */
  schema?: z.ZodType;
  /** Field names to break when the route has no schema (path parameters, the webhook's event). */
  fields?: string[];
  /** A valid input, from the world's fixtures. */
  valid: (w: World) => Record<string, unknown>;
  /** Also sent as multipart (the calls a browser form may send with a file). */
  multipart?: boolean;
  /** A success may be bytes (images) instead of the envelope. */
  bytes?: boolean;
}

const none = () => ({});

export const ENDPOINTS: Endpoint[] = [
  // ---- Site and health ----
  { method: 'GET', path: '/health', as: 'visitor', input: 'none', valid: none },
  { method: 'GET', path: '/config', as: 'visitor', input: 'none', valid: none },
  { method: 'GET', path: '/store/countries', as: 'visitor', input: 'none', valid: none },
  // Browsers' CSP violation reports: only their own two content types are read (415 for the rest).
  { method: 'POST', path: '/csp-report', as: 'visitor', input: 'none', valid: none },
  {
    method: 'GET',
    path: '/dev/mailbox',
    as: 'visitor',
    input: 'query',
    schema: devMailboxQuerySchema,
    valid: (w) => ({ to: w.accounts.customer.email }),
  },

  // ---- Accounts and sessions ----
  {
    method: 'POST',
    path: '/pw-login',
    as: 'visitor',
    input: 'body',
    schema: passwordLoginSchema,
    valid: (w) => ({ identityKey: w.accounts.customer.email, password: PASSWORD, type: 'email' }),
  },
  {
    method: 'POST',
    path: '/register',
    as: 'visitor',
    input: 'body',
    schema: registerSchema,
    valid: () => ({ identityKey: 'newcomer@example.lt', password: PASSWORD, type: 'email' }),
  },
  {
    method: 'POST',
    path: '/one-time-pin',
    as: 'visitor',
    input: 'body',
    schema: pinRequestSchema,
    valid: (w) => ({ identityKey: w.accounts.customer.email }),
  },
  {
    method: 'POST',
    path: '/pin-login',
    as: 'visitor',
    input: 'body',
    schema: pinLoginSchema,
    valid: (w) => ({ identityKey: w.accounts.customer.email, pin: '123456' }),
  },
  // A visitor: signed in, the first case would end the session every later case needs.
  { method: 'POST', path: '/logout', as: 'visitor', input: 'none', valid: none },
  { method: 'GET', path: '/secure/profile', as: 'customer', input: 'none', valid: none },
  // Verified e-mail, passwords and sessions (docs/decisions/043). The mailed pins are not read here.
  {
    method: 'POST',
    path: '/register-confirm',
    as: 'visitor',
    input: 'body',
    schema: registerConfirmSchema,
    valid: () => ({ identityKey: 'newcomer@example.lt', password: PASSWORD, pin: '123456' }),
  },
  {
    method: 'POST',
    path: '/password-reset-request',
    as: 'visitor',
    input: 'body',
    schema: passwordResetRequestSchema,
    valid: (w) => ({ identityKey: w.accounts.customer.email }),
  },
  {
    method: 'POST',
    path: '/password-reset',
    as: 'visitor',
    input: 'body',
    schema: passwordResetSchema,
    valid: (w) => ({ identityKey: w.accounts.customer.email, pin: '123456', password: PASSWORD }),
  },
  // Bob's: a case that passes may change his password or end his other sessions, never Anna's.
  { method: 'GET', path: '/secure/password', as: 'otherCustomer', input: 'none', valid: none },
  { method: 'POST', path: '/secure/password-pin', as: 'otherCustomer', input: 'none', valid: none },
  {
    method: 'POST',
    path: '/secure/password',
    as: 'otherCustomer',
    input: 'body',
    schema: passwordChangeSchema,
    valid: () => ({ password: PASSWORD, currentPassword: PASSWORD }),
  },
  { method: 'GET', path: '/secure/sessions', as: 'otherCustomer', input: 'none', valid: none },
  {
    method: 'POST',
    path: '/secure/session-end',
    as: 'otherCustomer',
    input: 'body',
    schema: sessionEndSchema,
    valid: () => ({ sessionId: 'not-a-session-of-bob' }),
  },
  { method: 'POST', path: '/secure/sessions-end-others', as: 'otherCustomer', input: 'none', valid: none },
  // A visitor, as /logout: signed in, the first case would end every session of the caller.
  { method: 'POST', path: '/secure/logout-everywhere', as: 'visitor', input: 'none', valid: none },

  // ---- Profile and store ----
  { method: 'GET', path: '/secure/user-info', as: 'customer', input: 'none', valid: none },
  {
    method: 'POST',
    path: '/secure/user-info',
    as: 'customer',
    input: 'body',
    schema: userInfoSchema,
    multipart: true,
    valid: () => ({ firstName: 'Annabelle', lastName: 'Zukauskaite', city: 'Vilnius', nickname: 'anna.z' }),
  },
  { method: 'GET', path: '/secure/merchant-info', as: 'chef', input: 'none', valid: none },
  {
    method: 'POST',
    path: '/secure/merchant-info',
    as: 'chef',
    input: 'body',
    schema: merchantInfoSchema,
    multipart: true,
    valid: () => ({ ...CHEF_INFO, personalTaxNumber: '12345', govRegistryURL: 'https://registry.lt/x' }),
  },
  { method: 'GET', path: '/secure/address', as: 'customer', input: 'none', valid: none },
  {
    method: 'POST',
    path: '/secure/address',
    as: 'customer',
    input: 'body',
    schema: addressSchema,
    valid: () => ({
      countryPhoneCode: '370',
      city: 'Vilnius',
      postalCode: 'LT-01100',
      formatted_address: 'A 1',
    }),
  },
  {
    method: 'POST',
    path: '/check-name',
    as: 'customer',
    input: 'body',
    schema: checkNameSchema,
    valid: () => ({ name: 'someone.new' }),
  },
  {
    method: 'POST',
    path: '/store/products',
    as: 'visitor',
    input: 'body',
    schema: storeProductsSchema,
    valid: (w) => ({ nickname: w.chefNickname }),
  },

  // ---- Moderation ----
  { method: 'GET', path: '/operator/applications', as: 'operator', input: 'none', valid: none },
  {
    method: 'GET',
    path: '/operator/chefs',
    as: 'operator',
    input: 'query',
    schema: chefListQuerySchema,
    valid: () => ({ q: 'ruta', status: 'approved', page: '0' }),
  },
  {
    method: 'POST',
    path: '/operator/chef-decision',
    as: 'operator',
    input: 'body',
    schema: moderationDecisionSchema,
    valid: (w) => ({ userId: w.applicantId, action: 'reject', reason: 'Incomplete.' }),
  },
  {
    method: 'GET',
    path: '/operator/audit-log',
    as: 'operator',
    input: 'query',
    schema: auditLogQuerySchema,
    valid: () => ({ page: '0' }),
  },

  // ---- Files ----
  {
    method: 'POST',
    path: '/secure/file-upload',
    as: 'customer',
    input: 'body',
    fields: ['data'],
    multipart: true,
    valid: (w) => ({ data: new FilePart('photo.jpg', 'image/jpeg', w.jpeg) }),
  },
  {
    method: 'GET',
    path: '/secure/set-avatar',
    as: 'customer',
    input: 'query',
    schema: setAvatarQuery,
    valid: (w) => ({ fileId: w.customerFileId }),
  },
  {
    method: 'GET',
    path: '/repository/users/:userId/avatar.jpg',
    // A customer's avatar is theirs alone (decision 048): the owner asks for it.
    as: 'customer',
    input: 'params',
    fields: ['userId'],
    bytes: true,
    valid: (w) => ({ userId: w.accounts.customer.id }),
  },
  {
    method: 'GET',
    path: '/repository/users/:userId/thumbnail.jpg',
    // A customer's avatar is theirs alone (decision 048): the owner asks for it.
    as: 'customer',
    input: 'params',
    fields: ['userId'],
    bytes: true,
    valid: (w) => ({ userId: w.accounts.customer.id }),
  },
  {
    method: 'GET',
    path: '/repository/products/:ownerId/:fileName',
    as: 'visitor',
    input: 'params',
    fields: ['ownerId', 'fileName'],
    bytes: true,
    valid: (w) => ({ ownerId: w.accounts.chef.id, fileName: w.productImageName }),
  },

  // ---- Catalogue ----
  {
    method: 'POST',
    path: '/secure/product',
    as: 'chef',
    input: 'body',
    schema: productSchema,
    multipart: true,
    valid: (w) => ({ ...DISH, id: w.kitchen.fixedId, measureUnit: 'plate', size: 'large', active: 'true' }),
  },
  {
    method: 'POST',
    path: '/secure/product-details',
    as: 'chef',
    input: 'body',
    schema: productDetailsSchema,
    multipart: true,
    valid: (w) => ({
      ...DETAILS,
      productId: w.kitchen.fixedId,
      allergens: 'milk',
      dietaryTags: 'vegetarian',
    }),
  },
  {
    method: 'POST',
    path: '/secure/relate-file-to-product',
    as: 'chef',
    input: 'body',
    schema: relateFileSchema,
    valid: (w) => ({ productId: w.kitchen.timedId, fileId: w.spareFileId }),
  },
  {
    method: 'GET',
    path: '/secure/remove-product-file',
    as: 'chef',
    input: 'query',
    schema: fileIdQuerySchema,
    valid: (w) => ({ fileId: w.productFileId }),
  },
  {
    method: 'GET',
    path: '/store/product',
    as: 'visitor',
    input: 'query',
    schema: productIdQuerySchema,
    valid: (w) => ({ productId: w.kitchen.fixedId }),
  },
  {
    method: 'GET',
    path: '/store/product-details',
    as: 'visitor',
    input: 'query',
    schema: productIdQuerySchema,
    valid: (w) => ({ productId: w.kitchen.fixedId }),
  },
  {
    method: 'POST',
    path: '/store/merchants',
    as: 'visitor',
    input: 'body',
    schema: merchantsQuerySchema,
    valid: () => ({ page: '0', hourRate: '2000', kitchenType: 'grill,vegan', city: 'Vilnius' }),
  },

  // ---- Orders ----
  {
    method: 'POST',
    path: '/store/calculate-fees',
    as: 'visitor',
    input: 'body',
    schema: calculateFeesSchema,
    valid: (w) => ({
      items: JSON.stringify([{ productId: w.kitchen.fixedId, productVolume: 2 }]),
      payInCash: 'false',
    }),
  },
  {
    method: 'POST',
    path: '/store/order',
    as: 'customer',
    input: 'body',
    schema: orderItemSchema,
    valid: (w) => ({
      productId: w.kitchen.timedId,
      productVolume: '1',
      payInCash: 'true',
      commentary: 'Ring twice.',
      serviceDeliveryDate: String(Math.floor(Date.now() / 1000) + 3 * 86_400),
    }),
  },
  {
    method: 'POST',
    path: '/store/add-order-address',
    as: 'customer',
    input: 'body',
    schema: orderAddressSchema,
    valid: (w) => ({ ...ADDRESS, orderId: w.openOrderId }),
  },
  {
    method: 'POST',
    path: '/store/order-relation-request',
    as: 'visitor',
    input: 'body',
    schema: orderRelationRequestSchema,
    cookie: (w) => w.checkoutCookie,
    valid: (w) => ({ orderId: String(w.anonymousOrderId), email: 'visitor@example.lt' }),
  },
  {
    method: 'POST',
    path: '/store/relate-order-to-user',
    as: 'visitor',
    input: 'body',
    schema: relateOrderSchema,
    cookie: (w) => w.checkoutCookie,
    valid: (w) => ({ orderId: String(w.anonymousOrderId), email: 'visitor@example.lt', pin: '123456' }),
  },
  { method: 'GET', path: '/secure/orders', as: 'customer', input: 'none', valid: none },
  { method: 'GET', path: '/secure/seller-orders', as: 'chef', input: 'none', valid: none },
  {
    method: 'GET',
    path: '/secure/order',
    as: 'customer',
    input: 'query',
    schema: orderQuerySchema,
    valid: (w) => ({ orderId: w.order.id }),
  },
  {
    method: 'POST',
    path: '/secure/order-action',
    as: 'chef',
    input: 'body',
    schema: orderActionSchema,
    valid: (w) => ({ orderId: w.order.id, action: 'confirm' }),
  },

  // ---- Payments ----
  {
    method: 'POST',
    path: '/secure/stripe-intent',
    as: 'customer',
    input: 'body',
    schema: paymentIntentSchema,
    valid: () => ({ orderId: '0', amount: '500' }),
  },
  {
    method: 'POST',
    path: '/secure/doge-payment',
    as: 'customer',
    input: 'body',
    schema: dogePaymentSchema,
    valid: (w) => ({ orderId: String(w.openOrderId), purpose: 'order' }),
  },
  {
    method: 'POST',
    path: '/secure/doge-payment-confirm',
    as: 'customer',
    input: 'body',
    schema: dogePaymentConfirmSchema,
    valid: () => ({ intentId: 'di_never_requested', pin: '123456' }),
  },
  {
    method: 'POST',
    path: '/payments/test/confirm',
    as: 'customer',
    input: 'body',
    schema: testCardSchema,
    valid: (w) => ({ intentId: w.openIntentId, ...GOOD_CARD }),
  },
  {
    method: 'POST',
    path: '/payments/stripe/webhook',
    as: 'visitor',
    input: 'body',
    fields: ['id', 'type', 'data', 'object'],
    valid: () => ({ id: 'evt_1', object: 'event', type: 'payment_intent.succeeded', data: { object: {} } }),
  },

  // ---- Wallet ----
  { method: 'GET', path: '/secure/wallet', as: 'customer', input: 'none', valid: none },
  {
    method: 'POST',
    path: '/secure/asset-request',
    as: 'customer',
    input: 'body',
    schema: assetRequestSchema,
    valid: (w) => ({
      volume: '0.5',
      recipientAddressType: '3',
      recipientAddress: w.accounts.otherCustomer.email,
    }),
  },
  {
    method: 'POST',
    path: '/secure/confirm-transfer',
    as: 'customer',
    input: 'body',
    schema: confirmTransferSchema,
    valid: () => ({ pin: '123456' }),
  },
  {
    method: 'GET',
    path: '/secure/ledger',
    as: 'customer',
    input: 'query',
    schema: ledgerQuerySchema,
    valid: (w) => ({ transactionId: w.topUpTransactionId }),
  },
  {
    method: 'GET',
    path: '/operator/withdrawals',
    as: 'operator',
    input: 'query',
    schema: withdrawalListQuerySchema,
    valid: () => ({ status: 'all', page: '0' }),
  },
  {
    method: 'POST',
    path: '/operator/withdrawal-decision',
    as: 'operator',
    input: 'body',
    schema: withdrawalDecisionSchema,
    valid: (w) => ({ withdrawalId: w.withdrawalId, action: 'sent', txid: TXID, reason: '' }),
  },

  // ---- Invoices ----
  {
    method: 'GET',
    path: '/secure/invoice',
    as: 'customer',
    input: 'query',
    schema: invoiceQuerySchema,
    valid: (w) => ({ orderId: w.order.id }),
  },

  // ---- Earnings and payouts ----
  { method: 'GET', path: '/secure/earnings', as: 'chef', input: 'none', valid: none },
  { method: 'GET', path: '/secure/earnings.csv', as: 'chef', input: 'none', valid: none, bytes: true },
  { method: 'POST', path: '/operator/payout-batch', as: 'operator', input: 'none', valid: none },
  {
    method: 'GET',
    path: '/operator/payouts',
    as: 'operator',
    input: 'query',
    schema: payoutListQuerySchema,
    valid: () => ({ status: 'requested', page: '0' }),
  },
  {
    method: 'POST',
    path: '/operator/payout-decision',
    as: 'operator',
    input: 'body',
    schema: payoutDecisionSchema,
    valid: (w) => ({ payoutId: w.payoutId, action: 'sent', reference: 'SEPA-2026-48', reason: '' }),
  },

  // ---- Assistant ----
  {
    method: 'POST',
    path: '/ask',
    as: 'customer',
    input: 'query',
    schema: askQuerySchema,
    valid: () => ({ q: 'Which chefs cook grill in Vilnius?' }),
  },

  // ---- Reviews and the rating rule ----
  {
    method: 'POST',
    path: '/secure/review',
    as: 'customer',
    input: 'body',
    schema: reviewSchema,
    valid: (w) => ({ orderId: w.unratedOrderId, rating: '4', comment: 'Tasty.' }),
  },
  {
    method: 'POST',
    path: '/secure/review-answer',
    as: 'chef',
    input: 'body',
    schema: reviewAnswerSchema,
    valid: (w) => ({ reviewId: w.reviewId, answer: 'Thank you!' }),
  },
  {
    method: 'GET',
    path: '/store/reviews',
    as: 'visitor',
    input: 'query',
    schema: storeReviewsQuerySchema,
    valid: (w) => ({ nickname: w.chefNickname, page: '0' }),
  },
  { method: 'GET', path: '/secure/rating-health', as: 'chef', input: 'none', valid: none },
  {
    method: 'GET',
    path: '/operator/rating-cases',
    as: 'operator',
    input: 'query',
    schema: ratingCasesQuerySchema,
    valid: () => ({ status: 'all', page: '0' }),
  },
  {
    method: 'POST',
    path: '/operator/rating-case-decision',
    as: 'operator',
    input: 'body',
    schema: ratingCaseDecisionSchema,
    valid: (w) => ({ caseId: w.ratingCaseId, decision: 'reinstate', reason: 'Checked the orders.' }),
  },
  {
    method: 'GET',
    path: '/operator/change-requests',
    as: 'operator',
    input: 'query',
    schema: changeRequestsQuerySchema,
    valid: () => ({ status: 'all', page: '0' }),
  },
  {
    method: 'POST',
    path: '/operator/change-request-decision',
    as: 'operator',
    input: 'body',
    schema: changeRequestDecisionSchema,
    valid: (w) => ({ requestId: w.changeRequestId, decision: 'reject', reason: 'Keep the approved text.' }),
  },
  {
    method: 'POST',
    path: '/operator/review-hide',
    as: 'operator',
    input: 'body',
    schema: reviewHideSchema,
    valid: (w) => ({ reviewId: w.reviewId, reason: 'Abusive.' }),
  },
];

/**
 * Routes the catalogue leaves out, and why. HEAD routes are Fastify's automatic twins of the GETs (the same
 * handler, no body); the web app's static files and the SPA fallback exist only with a built web app and
 * answer files, not the API (the tests run without one).
 */
export const NOT_IN_CATALOGUE: { method: string; path: RegExp; why: string }[] = [
  { method: 'HEAD', path: /.*/, why: "Fastify's automatic HEAD twin of a GET route" },
  { method: 'GET', path: /^\/\*$|^\/assets\//, why: 'static files of the built web app' },
];
