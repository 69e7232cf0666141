import type { FastifyInstance } from 'fastify';
import { invoiceNumber, type InvoiceBuyer, type InvoiceSeller } from '@hearth/domain/invoices';
import type { DbOrTx, Tx } from '../../db/database.ts';
import * as repo from './invoice-repository.ts';

/**
 * Invoices of paid orders (decision 040): one per order, issued in the transaction that records its
 * prepayment, numbered HR-<year>-<6 digits> without gaps within a year, with the seller (the chef) and the
 * buyer as they were at that moment. The orders module calls these; the page is invoice-view-service.ts.
 */

/** Invoices are numbered by the year of the marketplace's time zone, as its dates are shown. */
const YEAR_FORMAT = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Europe/Vilnius' });

/**
 * Issues the order's invoice once: a second call (a payment event delivered twice) answers the first. It runs
 * in the caller's transaction; its number is taken under the year counter's lock, so a rolled-back payment
 * takes its number back with it and numbers have no gaps.
 */
export async function issueInvoice(
  _app: FastifyInstance,
  tx: Tx,
  orderId: number,
  issuedAt: Date,
): Promise<{ number: string; issuedAt: Date }> {
  const order = await repo.lockOrderForInvoice(tx, orderId);
  if (!order) throw new Error(`issueInvoice: no order ${orderId}`);
  const existing = await repo.findInvoiceOfOrder(tx, orderId);
  if (existing) return existing;
  const year = Number(YEAR_FORMAT.format(issuedAt));
  const sequence = await repo.nextInvoiceSequence(tx, year);
  const seller = await sellerOf(tx, order.chefId);
  const buyer = await buyerOf(tx, orderId, order.customerId);
  return repo.insertInvoice(tx, {
    number: invoiceNumber(year, sequence),
    orderId,
    issuedAt,
    seller: { ...seller },
    buyer: { ...buyer },
  });
}

/** The invoices of some orders, by order id (one query for a whole list). */
export async function invoicesOfOrders(
  db: DbOrTx,
  orderIds: readonly number[],
): Promise<Map<number, { number: string; issuedAt: Date }>> {
  const rows = await repo.listInvoicesOfOrders(db, orderIds);
  return new Map(rows.map((row) => [row.orderId, { number: row.number, issuedAt: row.issuedAt }]));
}

function fullName(person: { firstName: string | null; lastName: string | null } | undefined): string | null {
  return [person?.firstName, person?.lastName].filter(Boolean).join(' ') || null;
}

async function sellerOf(db: DbOrTx, chefId: number): Promise<InvoiceSeller> {
  const chef = await repo.findSeller(db, chefId);
  return {
    name: fullName(chef) ?? chef?.nickname ?? null,
    nickname: chef?.nickname ?? null,
    taxNumber: chef?.taxNumber ?? null,
    registryUrl: chef?.registryUrl ?? null,
  };
}

async function buyerOf(db: DbOrTx, orderId: number, customerId: number | null): Promise<InvoiceBuyer> {
  const customer = customerId === null ? undefined : await repo.findBuyer(db, customerId);
  const address = await repo.findOrderAddress(db, orderId);
  return {
    name: fullName(customer),
    email: customer?.email ?? null,
    address: address ? `${address.formattedAddress}, ${address.postalCode} ${address.city}` : null,
    city: address?.city ?? null,
  };
}
