import { z } from 'zod';
import { GOVERNMENT_FEE_PERCENT } from './fees.ts';
import { idSchema, isBlank } from './fields.ts';
import type { OrderMoney } from './order-money.ts';
import type { OrderPaymentPurpose, OrderStatus } from './orders.ts';

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

export interface InvoiceSeller {
  /** The chef's name (first and last), or the nickname when there is none. */
  name: string | null;
  nickname: string | null;
  taxNumber: string | null;
  registryUrl: string | null;
}

export interface InvoiceBuyer {
  name: string | null;
  /** The e-mail and address stay hidden from the chef until they confirm the order (only the city shows). */
  email: string | null;
  address: string | null;
  city: string | null;
}

export interface InvoiceLine {
  title: string;
  volume: number;
  unitPrice: number;
  /** The line as booked. */
  bookedTotal: number;
  /** The line at its final price: booked, or at the actual time once the chef recorded it. */
  finalTotal: number;
  timeBased: boolean;
  bookedMinutes: number | null;
  actualMinutes: number | null;
}

export type InvoicePaymentMethod = 'card' | 'test' | 'doge';

export interface InvoicePayment {
  method: InvoicePaymentMethod;
  purpose: OrderPaymentPurpose;
  amount: number;
  /** A DOGE payment: the coins it took. */
  amountKoinu: number | null;
  refundedAmount: number;
  /** Milliseconds. */
  paidTimestamp: number;
}

/** model.invoice of GET /secure/invoice. Amounts are integer cents (EUR). */
export interface InvoiceView {
  number: string;
  /** Milliseconds. */
  issuedTimestamp: number;
  order: {
    id: number;
    sID: string;
    status: OrderStatus;
    /** The booked start, epoch seconds. */
    serviceDeliveryDate: number;
    payInCash: boolean;
  };
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  /** The platform, issuer of the service fee, with its VAT apart. */
  platform: { name: string; serviceFee: number; vatPercent: number; vat: number; total: number };
  lines: InvoiceLine[];
  /** Who pays what, when and to whom: `moneyRows(money)` are the rows every screen shows. */
  money: OrderMoney;
  payments: InvoicePayment[];
  /** The prepayment received at booking, less what of it was refunded. */
  paidNow: number;
  /** What was paid online after booking (the balance after the visit, a late cancellation's penalty). */
  paidLater: number;
  /** What is owed online now and not paid yet. */
  stillDue: number;
}
