import type { FastifyInstance } from 'fastify';
import { orderMoney } from '@hearth/domain/order-money';
import { orderNumber } from '@hearth/domain/orders';
import {
  centsAsDecimal,
  localIsoDate,
  type EarningsOrderRow,
  type OperatorPayoutView,
  type PayoutView,
} from '@hearth/domain/payouts';
import { moneyLines } from '../orders/order-model.ts';
import { providerFor } from './payout-providers.ts';
import type { OrderItemRecord, OrderRecord, PayoutRecord, PayoutRow } from './payout-repository.ts';

/** Rows to the answers of the earnings and payout calls, and the earnings CSV. Pure but for the provider choice. */

export function toPayoutView(payout: PayoutRecord): PayoutView {
  return {
    id: payout.id,
    amountCents: payout.amountCents,
    batch: payout.batch,
    status: payout.status,
    method: payout.method,
    reference: payout.reference,
    reason: payout.reason,
    createdAt: payout.createdAt.getTime(),
    decidedAt: payout.decidedAt?.getTime() ?? null,
  };
}

export function toOperatorPayoutView(app: FastifyInstance, { payout, chef }: PayoutRow): OperatorPayoutView {
  const name = [chef.firstName, chef.lastName].filter(Boolean).join(' ') || null;
  return {
    ...toPayoutView(payout),
    chef: {
      id: chef.id,
      email: chef.email,
      name,
      phoneNumber: chef.phoneNumber,
      personalTaxNumber: chef.personalTaxNumber,
      stripeAccountId: chef.stripeAccountId,
    },
    sendMethod: providerFor(app, chef).method,
  };
}

/**
 * One order's row of /earnings. `earnedCents` is what its ledger entries brought to the chef's earnings;
 * what is pending is the rest of the chef's online share (orderMoney over the stored lines) while the order
 * is open, or the balance the customer still owes after the visit.
 */
export function toEarningsRow(
  order: OrderRecord,
  items: readonly OrderItemRecord[],
  earnedCents: number,
): EarningsOrderRow {
  const base = {
    orderId: order.id,
    sID: order.sid,
    orderNumber: orderNumber(order.sid),
    serviceDate: order.serviceDeliveryDate.getTime(),
    status: order.status,
    earnedCents,
  };
  if (order.status === 'cancelled') return { ...base, pendingCents: 0, state: 'cancelled' };
  if (order.status === 'delivered' || order.status === 'completed') {
    const owed = order.balancePaidAt === null ? (order.balanceDueCents ?? 0) : 0;
    return { ...base, pendingCents: owed, state: owed > 0 ? 'pending' : 'earned' };
  }
  const money = orderMoney(moneyLines(items), {
    payInCash: order.payInCash,
    serviceFeeCents: order.serviceFeeCents,
  });
  return { ...base, pendingCents: Math.max(0, money.chefShareOnline - earnedCents), state: 'pending' };
}

/**
 * Whether an order belongs on /earnings: it was paid online in card or DOGE mode (the chef's share comes
 * online), or money of it reached the chef's earnings (a late cancellation's penalty of a cash order too).
 */
export function hasOnlineEarnings(order: OrderRecord, earnedCents: number | undefined): boolean {
  return earnedCents !== undefined || (order.paidAt !== null && !order.payInCash);
}

const CSV_HEADER = [
  'order_id',
  'order_number',
  'sid',
  'service_date',
  'status',
  'state',
  'earned_eur',
  'pending_eur',
];

/**
 * The rows as CSV (RFC 4180: comma-separated, CRLF line ends, a header row): ISO dates (the service day
 * in Lithuania), euros with a dot. Every value is the server's own (ids, statuses, numbers), so none can
 * start a spreadsheet formula; they are quoted only where CSV needs it.
 */
export function earningsCsv(rows: readonly EarningsOrderRow[]): string {
  const lines = [CSV_HEADER];
  for (const row of rows) {
    lines.push([
      String(row.orderId),
      row.orderNumber,
      row.sID,
      localIsoDate(new Date(row.serviceDate)),
      row.status,
      row.state,
      centsAsDecimal(row.earnedCents),
      centsAsDecimal(row.pendingCents),
    ]);
  }
  return lines.map((fields) => fields.map(csvField).join(',')).join('\r\n') + '\r\n';
}

function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}
