import { z } from 'zod';
import { feesModel } from './money-models.ts';
import {
  centsModel,
  decimalInput,
  ID_MAX,
  idSchema,
  isBlank,
  optionalBoolean,
  pageSchema,
  phoneSchema,
  requiredOr,
  requiredText,
} from './fields.ts';
import { orderMoneyModel } from './money-models.ts';
import { V } from './messages.ts';
import { orderRelationRequestSchema, relateOrderSchema } from './validation.ts';
import { reviewViewModel } from './reviews.ts';

/**
 * Checkout and orders (docs/product.md#the-cart-checkout-and-the-money-model): the limits, the zod schemas
 * of the order calls (used by the checkout form and the server alike), the order lifecycle, the
 * cancellation rule and the answer types of the order calls. Amounts are integer cents (EUR).
 */

/** Earliest allowed delivery date, in epoch seconds (decision 021). */
export const EARLIEST_DELIVERY_EPOCH_SECONDS = 1713463885;
/** How far ahead a delivery may be booked. */
export const DELIVERY_MAX_DAYS_AHEAD = 365;
export const ADDRESS_TITLE_MAX = 70;
export const ADDRESS_TEXT_MAX = 200;
export const POSTAL_CODE_MAX = 20;
export const COMMENTARY_MAX = 1000;
/** Order addresses carry a fixed country phone code and place type (decision 021). */
export const ORDER_COUNTRY_PHONE_CODE = 48;
export const ORDER_PLACE_TYPE = -1;
export { ORDER_VOLUME_MAX, ORDER_VOLUME_MIN } from './constants.ts';
/** Different dishes in one order. */
export const ORDER_LINES_MAX = 50;
// The cancellation rule's figures live in constants.ts (the FAQ pages read them without zod).
export {
  CANCELLATION_NOTICE_HOURS,
  LATE_CANCELLATION_PENALTY_CENTS,
  REFUND_WORKING_DAYS,
} from './constants.ts';
import {
  CANCELLATION_NOTICE_HOURS,
  LATE_CANCELLATION_PENALTY_CENTS,
  ORDER_VOLUME_MAX,
  ORDER_VOLUME_MIN,
} from './constants.ts';
/** Order id 0 in a payment intent is a wallet top-up (the /buy page's call, decision 024). */
export const WALLET_TOP_UP_ORDER_ID = 0;

export const ORDER_STATUSES = ['placed', 'confirmed', 'delivered', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_ACTIONS = ['confirm', 'deliver', 'cancel'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** Who acts on an order: its customer, its chef, or an operator. */
export const ORDER_PARTIES = ['customer', 'chef', 'operator'] as const;
export type OrderParty = (typeof ORDER_PARTIES)[number];
/** Who cancelled an order: a party, or the system (unpaid for too long). */
export const ORDER_CANCELLERS = [...ORDER_PARTIES, 'system'] as const;
export type OrderCanceller = (typeof ORDER_CANCELLERS)[number];

export { DEFAULT_DELIVERY_GRACE_MINUTES, DEFAULT_UNPAID_ORDER_TTL_MINUTES } from './constants.ts';
import { DEFAULT_DELIVERY_GRACE_MINUTES } from './constants.ts';

/**
 * The lifecycle (decision 040): the chef confirms a paid order, and marks it delivered from the booked
 * start (less `graceMinutes`); the customer, the chef or an operator cancels it while it is placed or
 * confirmed.
 */
export function allowedOrderActions(
  order: { status: OrderStatus; paid: boolean; serviceDeliveryDate: number },
  party: OrderParty,
  when: { now: Date; graceMinutes?: number },
): OrderAction[] {
  const actions: OrderAction[] = [];
  if (party === 'chef' && order.status === 'placed' && order.paid) actions.push('confirm');
  if (party === 'chef' && order.status === 'confirmed' && deliveryOpen(order, when)) actions.push('deliver');
  if (order.status === 'placed' || order.status === 'confirmed') actions.push('cancel');
  return actions;
}

/** Whether the booked start (less the grace) has come: only then can the order be marked delivered. */
export function deliveryOpen(
  order: { serviceDeliveryDate: number },
  when: { now: Date; graceMinutes?: number },
): boolean {
  const opensAt = order.serviceDeliveryDate - (when.graceMinutes ?? DEFAULT_DELIVERY_GRACE_MINUTES) * 60;
  return Math.floor(when.now.getTime() / 1000) >= opensAt;
}

/**
 * What a customer pays online for an order: 'order' the prepayment at checkout (the spec's intent), the
 * balance after the visit, or a late cancellation's penalty.
 */
export const ORDER_PAYMENT_PURPOSES = ['order', 'order_balance', 'order_penalty'] as const;
export type OrderPaymentPurpose = (typeof ORDER_PAYMENT_PURPOSES)[number];

/** An amount the customer owes online now, payable by card or from the DOGE wallet. */
export const orderDueModel = z.object({
  orderId: z.number().int(),
  sID: z.string(),
  purpose: z.enum(ORDER_PAYMENT_PURPOSES),
  amountCents: centsModel,
});
export type OrderDue = z.infer<typeof orderDueModel>;

/** What cancelling costs or returns (docs/product.md#cancellations-and-penalties). */
export const cancellationTermsModel = z.discriminatedUnion('kind', [
  z.object({
    /** More than 24 hours ahead (or cancelled by the chef or an operator): money goes back. */
    kind: z.literal('refund'),
    refundCents: centsModel,
    /** The payment provider's commission kept from the refund. */
    commissionCents: centsModel,
    dueCents: z.literal(0),
  }),
  z.object({
    /**
     * 24 hours or less ahead (a paid order): the product cost plus the penalty, less what was paid online,
     * is owed online; nothing is refunded.
     */
    kind: z.literal('penalty'),
    refundCents: z.literal(0),
    productCostCents: centsModel,
    penaltyCents: centsModel,
    paidOnlineCents: centsModel,
    dueCents: centsModel,
  }),
]);
export type CancellationTerms = z.infer<typeof cancellationTermsModel>;

export function cancellationTerms(input: {
  by: OrderParty;
  /** The booked start, in epoch seconds. */
  serviceDeliveryDate: number;
  now: Date;
  /** Whether the order's prepayment was made: an unpaid order is cancelled at no cost. */
  paid: boolean;
  /** What was paid online and not refunded yet. */
  paidOnlineCents: number;
  /** The order's payment gateway fee: the provider's commission, kept from an early refund. */
  paymentGatewayFeeCents: number;
  subtotalCents: number;
}): CancellationTerms {
  const paid = Math.max(0, input.paidOnlineCents);
  // The customer did nothing wrong when the chef or an operator cancels: everything paid goes back.
  if (input.by !== 'customer') return { kind: 'refund', refundCents: paid, commissionCents: 0, dueCents: 0 };
  const secondsAhead = input.serviceDeliveryDate - Math.floor(input.now.getTime() / 1000);
  if (!input.paid || secondsAhead > CANCELLATION_NOTICE_HOURS * 3600) {
    const commissionCents = Math.min(paid, Math.max(0, input.paymentGatewayFeeCents));
    return { kind: 'refund', refundCents: paid - commissionCents, commissionCents, dueCents: 0 };
  }
  // What was paid online counts towards the product cost and the penalty; the rest is owed online.
  const penaltyCents = LATE_CANCELLATION_PENALTY_CENTS;
  return {
    kind: 'penalty',
    refundCents: 0,
    productCostCents: input.subtotalCents,
    penaltyCents,
    paidOnlineCents: paid,
    dueCents: Math.max(0, input.subtotalCents + penaltyCents - paid),
  };
}

/** Timestamps above 1e12 are milliseconds, others seconds (decision 021). */
export function timestampToDate(timestamp: number): Date {
  return new Date(timestamp > 1e12 ? timestamp : timestamp * 1000);
}

/** The order number shown: sID up to its first hyphen. */
export function orderNumber(sID: string): string {
  return sID.split('-')[0] ?? sID;
}

// ---- Schemas of the calls ----

/** A whole number from a form; blank or missing is `required`. */
const wholeNumber = (min: number, max: number, tooLow: string) =>
  z.preprocess(
    decimalInput,
    z
      .number({ error: requiredOr(V.required) })
      .refine((v) => Number.isInteger(v), { error: V.invalid, abort: true })
      .refine((v) => v >= min, { error: tooLow, abort: true })
      .refine((v) => v <= max, V.tooHigh),
  );

const volumeSchema = wholeNumber(ORDER_VOLUME_MIN, ORDER_VOLUME_MAX, V.quantityMin);

/**
 * serviceDeliveryDate in epoch seconds. Not before the spec's earliest date; whether it is in the future is
 * checked against the clock by `deliveryDateProblem`, on the server and in the form.
 */
export const serviceDeliveryDateSchema = z.preprocess(
  (v) => (isBlank(v) ? undefined : decimalInput(v)),
  z
    .number({ error: requiredOr(V.deliveryDateRequired) })
    .refine((v) => Number.isInteger(v), { error: V.invalid, abort: true })
    .refine((v) => v >= EARLIEST_DELIVERY_EPOCH_SECONDS, { error: V.deliveryDateTooEarly, abort: true })
    .refine((v) => v <= 2 ** 31 * 2, V.deliveryDateTooLate),
);

/** The clock rules of a delivery date (epoch seconds): in the future and at most a year ahead. */
export function deliveryDateProblem(seconds: number, now: Date): string | null {
  if (seconds < EARLIEST_DELIVERY_EPOCH_SECONDS) return V.deliveryDateTooEarly;
  const nowSeconds = Math.floor(now.getTime() / 1000);
  if (seconds <= nowSeconds) return V.deliveryDateInPast;
  if (seconds > nowSeconds + DELIVERY_MAX_DAYS_AHEAD * 86400) return V.deliveryDateTooLate;
  return null;
}

const optionalOrderId = z.preprocess((v) => (isBlank(v) ? undefined : v), idSchema.optional());

export const commentarySchema = z
  .preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z.string({ error: V.invalid }).trim().max(COMMENTARY_MAX, V.tooLong),
  )
  .transform((v) => (v === '' ? null : v));

/**
 * POST /store/order. The first item (no orderId) creates the order with its options; a follow-up item
 * carries orderId and adds a dish (the options are then ignored).
 */
export const orderItemSchema = z.object({
  orderId: optionalOrderId,
  productId: idSchema,
  productVolume: volumeSchema,
  payInCash: optionalBoolean.transform((v) => v ?? true),
  cateringRequired: optionalBoolean.transform((v) => v ?? false),
  selfDelivery: optionalBoolean.transform((v) => v ?? false),
  commentary: commentarySchema,
  serviceDeliveryDate: serviceDeliveryDateSchema.optional(),
  /**
   * The visit's city (the address's city): the start must be free in the chef's windows of that city, and
   * the address given later must be in it. Left out, the server holds the first city the start is free in.
   */
  serviceCity: z.preprocess((v) => (isBlank(v) ? undefined : v), requiredText(ADDRESS_TEXT_MAX).optional()),
});
export type OrderItemInput = z.output<typeof orderItemSchema>;

/** One cart line of POST /store/calculate-fees. */
export const feeItemSchema = z.object({ productId: idSchema, productVolume: volumeSchema });

/** items arrive as a JSON string (form bodies) or a list (JSON bodies). */
function parseItemsInput(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/** POST /store/calculate-fees: items (productId, productVolume)[], payInCash. */
export const calculateFeesSchema = z.object({
  items: z.preprocess(
    parseItemsInput,
    z
      .array(feeItemSchema, { error: requiredOr(V.required) })
      .min(1, V.required)
      .max(ORDER_LINES_MAX, V.tooHigh),
  ),
  payInCash: optionalBoolean.transform((v) => v ?? true),
});
export type CalculateFeesInput = z.output<typeof calculateFeesSchema>;

/** A fixed value: missing means the value, anything else than it is invalid. */
const fixedNumber = (value: number) =>
  z.preprocess(
    (v) => (v === undefined || isBlank(v) ? value : decimalInput(v)),
    z.literal(value, { error: V.invalid }),
  );

/** The delivery address of the checkout (POST /store/add-order-address without orderId). */
export const orderAddressFieldsSchema = z.object({
  countryPhoneCode: fixedNumber(ORDER_COUNTRY_PHONE_CODE),
  postalCode: requiredText(POSTAL_CODE_MAX),
  state: requiredText(ADDRESS_TEXT_MAX),
  city: requiredText(ADDRESS_TEXT_MAX),
  phone: phoneSchema,
  formatted_address: requiredText(ADDRESS_TEXT_MAX),
  title: z
    .string({ error: requiredOr(V.required) })
    .pipe(
      z
        .string()
        .trim()
        .min(1, { error: V.required, abort: true })
        .max(ADDRESS_TITLE_MAX, V.addressTitleTooLong),
    ),
  placeType: fixedNumber(ORDER_PLACE_TYPE),
});

/** POST /store/add-order-address. */
export const orderAddressSchema = orderAddressFieldsSchema.extend({ orderId: idSchema });
export type OrderAddressInput = z.output<typeof orderAddressSchema>;

/** GET /secure/orders?page= and GET /secure/seller-orders?page=: the page, from 0 (missing: the first). */
export const orderListQuerySchema = z.object({ page: pageSchema });

/** GET /secure/order?orderId=. */
export const orderQuerySchema = z.object({
  orderId: z.preprocess((v) => (isBlank(v) ? undefined : v), idSchema),
});

const purposeSchema = z.preprocess(
  (v) => (isBlank(v) ? undefined : v),
  z.enum(ORDER_PAYMENT_PURPOSES, { error: V.invalid }).default('order'),
);

/**
 * POST /secure/stripe-intent: amount in cents, orderId (0 = a wallet top-up), and what it pays (the
 * prepayment when not given, as the spec's client sends it).
 */
export const paymentIntentSchema = z.object({
  amount: wholeNumber(1, 100_000_000, V.positiveNumber),
  orderId: z.coerce.number({ error: V.invalid }).int(V.invalid).min(0, V.invalid).max(ID_MAX, V.invalid),
  purpose: purposeSchema,
});

/** POST /secure/doge-payment: pay what the order is owed from the DOGE wallet; a pin is e-mailed. */
export const dogePaymentSchema = z.object({
  orderId: idSchema,
  purpose: purposeSchema,
});

/** POST /secure/doge-payment-confirm: the e-mailed pin of the DOGE payment. */
export const dogePaymentConfirmSchema = z.object({
  intentId: requiredText(100),
  pin: z
    .string({ error: requiredOr(V.required) })
    .trim()
    .min(1, { error: V.required, abort: true })
    .regex(/^\d{6}$/, V.invalid),
});

/** model of POST /secure/doge-payment. */
export const dogePaymentModel = z.object({
  intentId: z.string(),
  amountCents: centsModel,
  /** The coins it takes: amountCents at DOGE_EUR_RATE, rounded up to the koinu. */
  amountKoinu: z.number().int().nonnegative(),
  balanceKoinu: z.number().int().nonnegative(),
});
export type DogePaymentModel = z.infer<typeof dogePaymentModel>;

/** The most minutes a chef may record for one line (two days). */
export const ACTUAL_MINUTES_MAX = 48 * 60;

/** actualTime of the deliver action: the minutes each time-priced line really took (whole line). */
export const actualTimeSchema = z.preprocess(
  parseItemsInput,
  z
    .array(
      z.object({
        itemId: idSchema,
        minutes: wholeNumber(1, ACTUAL_MINUTES_MAX, V.positiveNumber),
      }),
      { error: V.invalid },
    )
    .max(ORDER_LINES_MAX, V.tooHigh),
);

/** The linking calls take orderId as digits; a JSON body may send it as a number. */
function orderIdAsDigits(body: unknown): unknown {
  if (!body || typeof body !== 'object') return body;
  const { orderId } = body as { orderId?: unknown };
  return typeof orderId === 'number' && Number.isSafeInteger(orderId)
    ? { ...body, orderId: String(orderId) }
    : body;
}

/** POST /store/order-relation-request: orderId (digits), email (decision 021). */
export const orderLinkRequestSchema = z.preprocess(orderIdAsDigits, orderRelationRequestSchema);

/** POST /store/relate-order-to-user: orderId (digits), email, pin. */
export const orderLinkSchema = z.preprocess(orderIdAsDigits, relateOrderSchema);

/** POST /secure/order-action; deliver may carry the actual time of the time-priced lines. */
export const orderActionSchema = z.object({
  orderId: idSchema,
  action: z.enum(ORDER_ACTIONS, { error: V.invalid }),
  actualTime: z.preprocess((v) => (isBlank(v) ? undefined : v), actualTimeSchema.optional()),
});

/** The built-in test provider's cards (cards that succeed and that are declined, decision 022). */
export const TEST_CARD_SUCCEEDS = '4242424242424242';
export const TEST_CARD_DECLINED = '4000000000000002';
export { TEST_CARD_DECLINE_MESSAGE } from './messages.ts';

/** Card numbers: 12 to 19 digits (spaces and dashes allowed) with a valid Luhn check digit. */
export function isCardNumber(input: string): boolean {
  const digits = input.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** "MM/YY" (or MM/YYYY) not before the current month. */
export function isCardExpiryValid(input: string, now: Date): boolean {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(input);
  if (!match) return false;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

/** POST /payments/test/confirm: the test card form. */
export const testCardSchema = z.object({
  intentId: requiredText(100),
  cardNumber: z
    .string({ error: requiredOr(V.required) })
    .trim()
    .min(1, { error: V.required, abort: true })
    .refine(isCardNumber, V.cardNumber)
    .transform((v) => v.replace(/[\s-]/g, '')),
  expiry: z
    .string({ error: requiredOr(V.required) })
    .trim()
    .min(1, V.required),
  cvc: z
    .string({ error: requiredOr(V.required) })
    .trim()
    .min(1, { error: V.required, abort: true })
    .regex(/^\d{3,4}$/, V.cardCvc),
});

/**
 * POST /payments/stripe/webhook: a Stripe event, JSON signed over its raw bytes (the Stripe-Signature header).
 * The server reads the bytes as they came and checks the signature before anything in them, so this schema
 * takes the body as it is; it documents the event Stripe sends.
 */
export const stripeWebhookEventSchema = z
  .custom<unknown>(() => true)
  .meta({
    description: 'A Stripe event, signed over its raw bytes (the Stripe-Signature header).',
    type: 'object',
    properties: {
      id: { type: 'string' },
      object: { const: 'event' },
      type: {
        type: 'string',
        description: 'payment_intent.succeeded and payment_intent.payment_failed are read.',
      },
      data: { type: 'object', properties: { object: { type: 'object' } }, required: ['object'] },
    },
    required: ['id', 'object', 'type', 'data'],
  });

// ---- The answers (model.*) of the order calls ----

export const orderItemViewModel = z.object({
  id: z.number().int(),
  volume: z.number().int(),
  /** The unit and line prices stored when the dish was ordered. */
  unitPrice: centsModel,
  lineTotal: centsModel,
  timeBased: z.boolean(),
  /** Time-priced lines: the booked minutes of the whole line, and the actual ones once recorded. */
  bookedMinutes: z.number().int().nullable(),
  actualMinutes: z.number().int().nullable(),
  /** Time-priced lines: the chef's hourly rate when ordered, which prices the actual minutes too. */
  hourRateCents: centsModel.nullable(),
  product: z.object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    imageUrl: z.string().nullable(),
    servingsNumber: z.number().int(),
  }),
});
export type OrderItemView = z.infer<typeof orderItemViewModel>;

export const ORDER_PAYMENT_PROVIDERS = ['test', 'stripe', 'doge'] as const;

export const orderPaymentViewModel = z.object({
  id: z.number().int(),
  provider: z.enum(ORDER_PAYMENT_PROVIDERS),
  purpose: z.enum(ORDER_PAYMENT_PURPOSES),
  /** A DOGE payment: the coins it took. */
  amountKoinu: z.number().int().nullable(),
  amount: centsModel,
  refundedAmount: centsModel,
  currency: z.literal('EUR'),
  /** Milliseconds. */
  paidTimestamp: z.number().int(),
});
export type OrderPaymentView = z.infer<typeof orderPaymentViewModel>;

/** The most saved addresses the checkout offers a returning customer. */
export const SAVED_ADDRESSES_MAX = 5;

/** A delivery address of an earlier order, as the checkout form takes it. */
export const savedAddressModel = z.object({
  title: z.string(),
  formatted_address: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  phone: z.string(),
});
export type SavedAddress = z.infer<typeof savedAddressModel>;

/**
 * GET /secure/checkout-details: what the checkout fills in for a signed-in customer. The addresses of their
 * earlier orders (distinct, newest first, at most SAVED_ADDRESSES_MAX) and their profile phone (digits).
 */
export const checkoutDetailsModel = z.object({
  addresses: z.array(savedAddressModel).max(SAVED_ADDRESSES_MAX),
  phone: z.string().nullable(),
});
export type CheckoutDetails = z.infer<typeof checkoutDetailsModel>;

export const orderAddressViewModel = z.object({
  title: z.string(),
  formatted_address: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  phone: z.string(),
  countryPhoneCode: z.number().int(),
  placeType: z.number().int(),
});
export type OrderAddressView = z.infer<typeof orderAddressViewModel>;

export const orderCancellationViewModel = z.object({
  by: z.enum(ORDER_CANCELLERS),
  refundCents: centsModel,
  commissionCents: centsModel,
  /** A late cancellation's penalty owed online, and when it was paid (milliseconds). */
  dueCents: centsModel,
  duePaidTimestamp: z.number().int().nullable(),
  /** Milliseconds. */
  timestamp: z.number().int(),
});
export type OrderCancellationView = z.infer<typeof orderCancellationViewModel>;

/** After the visit (card or DOGE mode): what was owed or refunded at the actual time, and when it was paid. */
export const orderSettlementViewModel = z.object({
  finalSubtotal: centsModel,
  balanceDueCents: centsModel,
  balanceRefundCents: centsModel,
  /** Milliseconds, once the balance is paid. */
  paidTimestamp: z.number().int().nullable(),
});
export type OrderSettlementView = z.infer<typeof orderSettlementViewModel>;

/** model.order of GET /secure/order, and the items of model.orders. */
export const orderViewModel = z.object({
  id: z.number().int(),
  sID: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** Milliseconds. */
  createTimestamp: z.number().int(),
  updateTimestamp: z.number().int(),
  /** The booked start, epoch seconds. */
  serviceDeliveryDate: z.number().int(),
  /** When the chef marked it delivered (milliseconds), else null. */
  deliveryDate: z.number().int().nullable(),
  /** The order's total (totalAmount). */
  amountToPay: centsModel,
  /** What is paid online at checkout (the prepayment). */
  onlineAmount: centsModel,
  fees: feesModel,
  /** Who pays what, when and to whom (packages/domain/order-money.ts), at the actual time once recorded. */
  money: orderMoneyModel,
  /** What the customer owes online now (to the customer only; empty for others). */
  dues: z.array(orderDueModel),
  settlement: orderSettlementViewModel.nullable(),
  /** The invoice of a paid order. */
  invoice: z.object({ number: z.string(), issuedTimestamp: z.number().int() }).nullable(),
  /** To the chef: the customer's address and phone stay hidden until the chef confirms (only the city shows). */
  addressWithheld: z.boolean(),
  /** The address's city; before the address is given, the city the booking is held for (or null). */
  city: z.string().nullable(),
  payInCash: z.boolean(),
  cateringRequired: z.boolean(),
  selfDelivery: z.boolean(),
  /** The customer's special instructions; to the chef, null until the order is paid (commentaryWithheld). */
  commentary: z.string().nullable(),
  /** To the chef: an unpaid order's free text stays hidden, so an unpaid order cannot carry messages to chefs. */
  commentaryWithheld: z.boolean(),
  /** null while the payment is pending (decision 022). */
  payments: z.array(orderPaymentViewModel).nullable(),
  asset: z.object({ title: z.literal('EUR') }),
  orderItems: z.array(orderItemViewModel),
  address: orderAddressViewModel.nullable(),
  /** To the chef: the customer's name, once they confirmed the order (with the address and phone); else null. */
  customerName: z.string().nullable(),
  chef: z.object({
    userId: z.number().int(),
    storeName: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
  }),
  /** Whether an account holds the order (anonymous orders are linked by pin). */
  linked: z.boolean(),
  /** Unpaid orders are cancelled by themselves at this moment (milliseconds); null once paid. */
  payBeforeTimestamp: z.number().int().nullable(),
  cancellation: orderCancellationViewModel.nullable(),
  /** What the viewer may do now, and what cancelling would cost them now. */
  actions: z.array(z.enum(ORDER_ACTIONS)),
  cancellationPreview: cancellationTermsModel.nullable(),
  /** The customer's review of the order (hidden reviews are null), decision 028. */
  review: reviewViewModel.nullable(),
  /** The viewer is the order's customer, the order is delivered and not reviewed yet. */
  canReview: z.boolean(),
});
export type OrderView = z.infer<typeof orderViewModel>;

/** model of POST /secure/stripe-intent. */
export const paymentIntentModel = z.object({
  id: z.string(),
  secret: z.string(),
  amount: centsModel,
  provider: z.enum(['test', 'stripe']),
});
export type PaymentIntentModel = z.infer<typeof paymentIntentModel>;
