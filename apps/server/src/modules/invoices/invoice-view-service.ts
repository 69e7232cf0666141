import type { FastifyInstance } from 'fastify';
import {
  INVOICE_MESSAGES,
  INVOICE_VAT_PERCENT,
  PLATFORM_NAME,
  type InvoiceBuyer,
  type InvoiceLine,
  type InvoicePayment,
  type InvoiceSeller,
  type InvoiceView,
} from '@hearth/domain/invoices';
import { finalLinePriceCents } from '@hearth/domain/order-money';
import type { OrderPaymentView, OrderView } from '@hearth/domain/orders';
import { NotFound } from '../../errors.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { moneyLines, type StoredLine } from '../orders/order-model.ts';
import { getOrder } from '../orders/order-view-service.ts';
import * as repo from './invoice-repository.ts';

/**
 * The invoice page's model: the invoice as issued (number, date, seller, buyer) with the order's money as it
 * is now (the actual time, the payments since, what is still owed), from the order's own view so that the
 * invoice never says anything the order page does not.
 */

/**
 * GET /secure/invoice: the order's customer, its chef and the operators see it (the order's own rule); for
 * anyone else, and for an order that was never paid, it does not exist.
 */
export async function getInvoice(
  app: FastifyInstance,
  viewer: SessionUser,
  orderId: number,
): Promise<InvoiceView> {
  const order = await getOrder(app, viewer, orderId).catch((error: unknown) => {
    throw error instanceof NotFound ? new NotFound(INVOICE_MESSAGES.notFound) : error;
  });
  const invoice = await repo.findInvoiceOfOrder(app.db, orderId);
  if (!invoice) throw new NotFound(INVOICE_MESSAGES.notFound);
  const lines = await repo.listPricedLines(app.db, orderId);
  const payments = (order.payments ?? []).map(toInvoicePayment);
  const money = order.money;
  return {
    number: invoice.number,
    issuedTimestamp: invoice.issuedAt.getTime(),
    order: {
      id: order.id,
      sID: order.sID,
      status: order.status,
      serviceDeliveryDate: order.serviceDeliveryDate,
      payInCash: order.payInCash,
    },
    seller: storedSeller(invoice.seller),
    buyer: visibleBuyer(storedBuyer(invoice.buyer), order),
    platform: {
      name: PLATFORM_NAME,
      serviceFee: money.serviceFee,
      vatPercent: INVOICE_VAT_PERCENT,
      vat: money.governmentFee,
      total: money.serviceFee + money.governmentFee,
    },
    lines: invoiceLines(order, lines),
    money,
    payments,
    ...paidAndDue(order, order.payments ?? []),
  };
}

type Stored = Record<string, string | null>;

function storedSeller(seller: Stored): InvoiceSeller {
  return {
    name: seller.name ?? null,
    nickname: seller.nickname ?? null,
    taxNumber: seller.taxNumber ?? null,
    registryUrl: seller.registryUrl ?? null,
  };
}

function storedBuyer(buyer: Stored): InvoiceBuyer {
  return {
    name: buyer.name ?? null,
    email: buyer.email ?? null,
    address: buyer.address ?? null,
    city: buyer.city ?? null,
  };
}

/**
 * The chef learns how to reach the customer only by confirming the order (and paying the information fee
 * for it): until then the invoice, like the order, shows the buyer's name and city only.
 */
function visibleBuyer(buyer: InvoiceBuyer, order: OrderView): InvoiceBuyer {
  if (!order.addressWithheld) return buyer;
  return { name: buyer.name, email: null, address: null, city: buyer.city ?? order.city };
}

/** The lines as booked and at their final price (the actual time of a time-priced dish, once recorded). */
function invoiceLines(order: OrderView, stored: readonly (StoredLine & { id: number })[]): InvoiceLine[] {
  const finalById = new Map(stored.map((line) => [line.id, finalLinePriceCents(moneyLines([line])[0]!)]));
  return order.orderItems.map((item) => ({
    title: item.product.title,
    volume: item.volume,
    unitPrice: item.unitPrice,
    bookedTotal: item.lineTotal,
    finalTotal: finalById.get(item.id) ?? item.lineTotal,
    timeBased: item.timeBased,
    bookedMinutes: item.bookedMinutes,
    actualMinutes: item.actualMinutes,
  }));
}

function toInvoicePayment(payment: OrderPaymentView): InvoicePayment {
  return {
    method: payment.provider === 'stripe' ? 'card' : payment.provider,
    purpose: payment.purpose,
    amount: payment.amount,
    amountKoinu: payment.amountKoinu,
    refundedAmount: payment.refundedAmount,
    paidTimestamp: payment.paidTimestamp,
  };
}

/** Paid at booking, paid online since, and owed online now (the unpaid balance or penalty). */
function paidAndDue(order: OrderView, payments: readonly OrderPaymentView[]) {
  const net = (p: OrderPaymentView) => p.amount - p.refundedAmount;
  const paidNow = payments.filter((p) => p.purpose === 'order').reduce((sum, p) => sum + net(p), 0);
  const paidLater = payments.filter((p) => p.purpose !== 'order').reduce((sum, p) => sum + net(p), 0);
  const balance =
    order.settlement && order.settlement.paidTimestamp === null ? order.settlement.balanceDueCents : 0;
  const penalty =
    order.cancellation && order.cancellation.duePaidTimestamp === null ? order.cancellation.dueCents : 0;
  return { paidNow, paidLater, stillDue: balance + penalty };
}
