import { z } from 'zod';
import { authorizedModel } from '../api.ts';
import { feesModel } from '../money-models.ts';
import { MESSAGES } from '../messages.ts';
import {
  calculateFeesSchema,
  checkoutDetailsModel,
  dogePaymentConfirmSchema,
  orderActionSchema,
  orderAddressSchema,
  orderDueModel,
  orderItemSchema,
  orderLinkRequestSchema,
  orderLinkSchema,
  orderListQuerySchema,
  orderQuerySchema,
  orderViewModel,
} from '../orders.ts';
import { defineContract } from './contract.ts';

/**
 * The checkout and the orders (decisions 021 and 040): the fees of a cart, placing an order (a visitor may,
 * with the checkout cookie), its address, linking an anonymous order to an account by pin, the orders of a
 * customer and of a chef, one order, its lifecycle actions and paying what it owes from the DOGE wallet.
 */

const order = z.object({ order: orderViewModel });

/** Why the dishes of a cart cannot be ordered together. */
const DISH_REFUSALS = [MESSAGES.productNotFound, MESSAGES.productUnavailable, MESSAGES.oneChefPerOrder];

export const calculateFees = defineContract({
  name: 'calculateFees',
  resource: 'orders',
  method: 'POST',
  path: '/store/calculate-fees',
  summary: "The fee breakdown of a cart, priced from the dishes' current prices.",
  roles: ['visitor'],
  // A POST that only reads: the cart travels in the body.
  effect: 'read',
  input: { body: calculateFeesSchema },
  model: z.object({ fees: feesModel }),
  errors: DISH_REFUSALS,
});

export const addOrderItem = defineContract({
  name: 'addOrderItem',
  resource: 'orders',
  method: 'POST',
  path: '/store/order',
  summary:
    'Places a new order with its first dish and options, or adds a dish to an unpaid order (with orderId); a visitor may order, a signed-in caller needs a proved e-mail.',
  roles: ['visitor'],
  verified: true,
  input: { body: orderItemSchema },
  model: order,
  errors: [
    ...DISH_REFUSALS,
    MESSAGES.orderNotFound,
    MESSAGES.orderLocked,
    MESSAGES.penaltyOutstanding,
    MESSAGES.slotUnavailable,
  ],
});

export const setOrderAddress = defineContract({
  name: 'setOrderAddress',
  resource: 'orders',
  method: 'POST',
  path: '/store/add-order-address',
  summary: 'Sets (or replaces) the delivery address of an unpaid order.',
  roles: ['visitor'],
  input: { body: orderAddressSchema },
  errors: [MESSAGES.orderNotFound, MESSAGES.orderLocked, MESSAGES.addressCityDiffers],
});

export const requestOrderLink = defineContract({
  name: 'requestOrderLink',
  resource: 'orders',
  method: 'POST',
  path: '/store/order-relation-request',
  summary: "Mails a pin that links the browser's anonymous order to the account of an e-mail address.",
  roles: ['visitor'],
  input: { body: orderLinkRequestSchema, invalid: MESSAGES.orderLinkingRequestFailed },
  errors: [MESSAGES.orderLinkingRequestFailed, MESSAGES.orderNotFound, MESSAGES.orderAlreadyLinked],
});

export const linkOrder = defineContract({
  name: 'linkOrder',
  resource: 'orders',
  method: 'POST',
  path: '/store/relate-order-to-user',
  summary:
    "With the mailed pin, signs in to the e-mail's account (created when new) and links the order to it.",
  roles: ['visitor'],
  input: { body: orderLinkSchema, invalid: MESSAGES.orderLinkingFailed },
  changes: ['accounts'],
  model: authorizedModel,
  errors: [
    MESSAGES.orderLinkingFailed,
    MESSAGES.orderNotFound,
    MESSAGES.orderAlreadyLinked,
    MESSAGES.invalidPin,
    MESSAGES.tooManyPinAttempts,
  ],
});

export const getCheckoutDetails = defineContract({
  name: 'getCheckoutDetails',
  resource: 'orders',
  method: 'GET',
  path: '/secure/checkout-details',
  summary:
    'What the checkout fills in for the caller: the addresses of their earlier orders (distinct, newest first, at most 5) and their profile phone.',
  roles: ['customer'],
  model: checkoutDetailsModel,
  errors: [],
});

/** Where a page of orders is in the whole list (decision 060): the page (from 0), its size and the count. */
const pageFields = {
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
};

export const listOrders = defineContract({
  name: 'listOrders',
  resource: 'orders',
  method: 'GET',
  path: '/secure/orders',
  summary:
    "A page of the caller's purchases, newest first (`page` from 0, missing: the first), with the number of them all; every amount they owe online now, whichever page it is on; and their oldest delivered order not rated yet.",
  roles: ['customer'],
  input: { query: orderListQuerySchema },
  model: z.object({
    orders: z.array(orderViewModel),
    outstanding: z.array(orderDueModel),
    ...pageFields,
    /** The oldest delivered (or completed) order of the caller without a review, null when none. */
    awaitingReview: z.object({ orderId: z.number().int(), sID: z.string() }).nullable(),
  }),
  errors: [],
});

export const listSellerOrders = defineContract({
  name: 'listSellerOrders',
  resource: 'orders',
  method: 'GET',
  path: '/secure/seller-orders',
  summary:
    "A page of the orders of the caller's kitchen whose checkout finished, newest first (`page` from 0, missing: the first), with the number of them all.",
  roles: ['customer'],
  input: { query: orderListQuerySchema },
  model: z.object({ orders: z.array(orderViewModel), ...pageFields }),
  errors: [],
});

export const listUpcomingBookings = defineContract({
  name: 'listUpcomingBookings',
  resource: 'orders',
  method: 'GET',
  path: '/secure/upcoming-bookings',
  summary:
    "The orders of the caller's kitchen still to cook, soonest first: placed or confirmed, booked from yesterday on (at most 100); the chef's home picks its bookings from them.",
  roles: ['customer'],
  model: z.object({ orders: z.array(orderViewModel) }),
  errors: [],
});

export const getOrder = defineContract({
  name: 'getOrder',
  resource: 'orders',
  method: 'GET',
  path: '/secure/order',
  summary: 'One order as the caller sees it: its customer, its chef or an operator.',
  roles: ['customer'],
  input: { query: orderQuerySchema },
  model: order,
  errors: [MESSAGES.orderNotFound],
});

export const performOrderAction = defineContract({
  name: 'performOrderAction',
  resource: 'orders',
  method: 'POST',
  path: '/secure/order-action',
  summary:
    'Confirms (the chef), marks delivered with the actual time (the chef) or cancels an order, and answers it as changed.',
  roles: ['customer'],
  input: { body: orderActionSchema },
  // Confirming charges the chef's information fee; delivering and cancelling move money.
  changes: ['invoices', 'wallet', 'payouts'],
  model: order,
  errors: [
    MESSAGES.orderNotFound,
    MESSAGES.orderActionNotAllowed,
    MESSAGES.deliveryNotYet,
    MESSAGES.actualTimeInvalid,
    MESSAGES.informationFeeShort,
  ],
});

export const confirmDogePayment = defineContract({
  name: 'confirmDogePayment',
  resource: 'orders',
  method: 'POST',
  path: '/secure/doge-payment-confirm',
  summary: 'With the mailed pin, pays what an order owes from the DOGE wallet, and answers the order.',
  roles: ['customer'],
  input: { body: dogePaymentConfirmSchema },
  changes: ['invoices', 'wallet'],
  model: order,
  errors: [
    MESSAGES.paymentNotFound,
    MESSAGES.orderAlreadyPaid,
    MESSAGES.orderNotFound,
    MESSAGES.invalidPin,
    MESSAGES.tooManyPinAttempts,
    MESSAGES.insufficientFunds,
  ],
});
