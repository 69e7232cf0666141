import { z } from 'zod';
import { GOVERNMENT_FEE_PERCENT } from './fees.ts';
import { centsModel, idSchema, isBlank } from './fields.ts';
import { orderMoneyModel } from './money-models.ts';
import { ORDER_PAYMENT_PURPOSES, ORDER_STATUSES } from './orders.ts';

/**
 * The invoice of a paid order (decision 040): issued when the prepayment is recorded, numbered
 * HR-<year>-<6 digits> without gaps, shown to the order's customer, its chef and the operators at
 * /invoice/{orderId}. The chef sells the dishes; Hearth issues the service fee and its VAT.
 */

export const INVOICE_PREFIX = 'HR';

/** HR-2026-000042. */
export function invoiceNumber(year: number, sequence: number): string {
  return `${INVOICE_PREFIX}-${year}-${String(sequence).padStart(6, '0')}`;
}

/** Who issues the service fee: the platform, under its own name. */
export const PLATFORM_NAME = 'Hearth';
export const INVOICE_VAT_PERCENT = GOVERNMENT_FEE_PERCENT;

export const INVOICE_MESSAGES = {
  /** No such order for the viewer, or the order has no invoice (it was never paid). */
  notFound: 'pages.invoice.notFound',
} as const;

/** GET /secure/invoice?orderId=. */
export const invoiceQuerySchema = z.object({
  orderId: z.preprocess((v) => (isBlank(v) ? undefined : v), idSchema),
});

export const invoiceSellerModel = z.object({
  /** The chef's name (first and last), or the nickname when there is none. */
  name: z.string().nullable(),
  nickname: z.string().nullable(),
  taxNumber: z.string().nullable(),
  registryUrl: z.string().nullable(),
});
export type InvoiceSeller = z.infer<typeof invoiceSellerModel>;

export const invoiceBuyerModel = z.object({
  name: z.string().nullable(),
  /** The e-mail and address stay hidden from the chef until they confirm the order (only the city shows). */
  email: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
});
export type InvoiceBuyer = z.infer<typeof invoiceBuyerModel>;

export const invoiceLineModel = z.object({
  title: z.string(),
  volume: z.number().int(),
  unitPrice: centsModel,
  /** The line as booked. */
  bookedTotal: centsModel,
  /** The line at its final price: booked, or at the actual time once the chef recorded it. */
  finalTotal: centsModel,
  timeBased: z.boolean(),
  bookedMinutes: z.number().int().nullable(),
  actualMinutes: z.number().int().nullable(),
});
export type InvoiceLine = z.infer<typeof invoiceLineModel>;

export const INVOICE_PAYMENT_METHODS = ['card', 'test', 'doge'] as const;
export type InvoicePaymentMethod = (typeof INVOICE_PAYMENT_METHODS)[number];

export const invoicePaymentModel = z.object({
  method: z.enum(INVOICE_PAYMENT_METHODS),
  purpose: z.enum(ORDER_PAYMENT_PURPOSES),
  amount: centsModel,
  /** A DOGE payment: the coins it took. */
  amountKoinu: z.number().int().nullable(),
  refundedAmount: centsModel,
  /** Milliseconds. */
  paidTimestamp: z.number().int(),
});
export type InvoicePayment = z.infer<typeof invoicePaymentModel>;

/** model.invoice of GET /secure/invoice. Amounts are integer cents (EUR). */
export const invoiceViewModel = z.object({
  number: z.string(),
  /** Milliseconds. */
  issuedTimestamp: z.number().int(),
  order: z.object({
    id: z.number().int(),
    sID: z.string(),
    status: z.enum(ORDER_STATUSES),
    /** The booked start, epoch seconds. */
    serviceDeliveryDate: z.number().int(),
    payInCash: z.boolean(),
  }),
  seller: invoiceSellerModel,
  buyer: invoiceBuyerModel,
  /** The platform, issuer of the service fee, with its VAT apart. */
  platform: z.object({
    name: z.string(),
    serviceFee: centsModel,
    vatPercent: z.number().int(),
    vat: centsModel,
    total: centsModel,
  }),
  lines: z.array(invoiceLineModel),
  /** Who pays what, when and to whom: `moneyRows(money)` are the rows every screen shows. */
  money: orderMoneyModel,
  payments: z.array(invoicePaymentModel),
  /** The prepayment received at booking, less what of it was refunded. */
  paidNow: centsModel,
  /** What was paid online after booking (the balance after the visit, a late cancellation's penalty). */
  paidLater: centsModel,
  /** What is owed online now and not paid yet. */
  stillDue: centsModel,
});
export type InvoiceView = z.infer<typeof invoiceViewModel>;
