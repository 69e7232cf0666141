import { calculateFees, type FeeLine, type Fees } from './fees.ts';
import { isTimeBased, linePriceCents, timeCents } from './pricing.ts';

/**
 * The money model of an order: who pays what, when, and to whom. One function (`orderMoney`) gives every
 * line that the checkout, the order page, the invoice, the e-mails, the information pages and the assistant
 * show, and the server charges, refunds and books exactly these amounts. All amounts are integer cents (EUR).
 *
 * Two modes, chosen at checkout with "Pay the cook in cash":
 * - cash: now, online, the platform's fees (service fee + VAT + payment gateway fee); at the visit, in
 *   person, the dishes (the subtotal) to the chef.
 * - online (card or DOGE): now, online, the platform's fees plus the card incentive (half the price of the
 *   time-priced dishes: the chef's extra for an order paid online, prepaid to show the booking is serious);
 *   after the visit, online, the dishes, at the time the chef really spent on time-priced ones. When that
 *   makes the order cheaper than what was prepaid, the difference is refunded.
 *
 * The platform's fees are fixed when the order is booked; only the chef's part follows the actual time.
 * Always: payNow + payAtVisit + payAfterVisit - refundAfterVisit = total, and
 * platformShare + chefShare = total.
 */

export const PAYMENT_MODES = ['cash', 'online'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/** A booked line and, once the chef recorded it, the minutes the whole line really took. */
export interface MoneyLine extends FeeLine {
  /** Whole minutes for the whole line (all units), recorded at delivery; only for time-priced lines. */
  actualMinutes?: number | null;
}

/** Who pays what, when and to whom: model.order.money and model.invoice.money (integer cents). */
export interface OrderMoney {
  mode: PaymentMode;
  /** The breakdown at booking (model.fees of the spec): what the checkout showed and the order stored. */
  booked: Fees;
  /** The dishes at their final price: booked, or at the actual time once it is recorded. */
  subtotal: number;
  serviceFee: number;
  /** VAT on the service fee. */
  governmentFee: number;
  paymentGatewayFee: number;
  /** The card incentive at the final time: half the price of the time-priced dishes, 0 in cash mode. */
  cardIncentive: number;
  /** subtotal + the fees + the card incentive. */
  total: number;
  /** Online, at checkout: the fees (+ the booked card incentive in online mode). = booked.onlineAmount. */
  payNow: number;
  /** In person, to the chef, at the visit (cash mode): the subtotal. */
  payAtVisit: number;
  /** Online, after the visit (online mode): what is still owed, never below 0. */
  payAfterVisit: number;
  /** Online mode: what was prepaid beyond the final amount, refunded after the visit. */
  refundAfterVisit: number;
  /** The platform's part: service fee + VAT + gateway fee, all paid now. */
  platformShare: number;
  /** The chef's part: the dishes and the card incentive (online and in person together). */
  chefShare: number;
  /** The chef's part of the online money (card incentive + what is paid after the visit). */
  chefShareOnline: number;
  /** Whether the actual time of some time-priced line was recorded (the amounts follow it). */
  actualTimeRecorded: boolean;
}

/** The price of a line at its final time: the actual minutes when recorded for a time-priced dish. */
export function finalLinePriceCents(line: MoneyLine): number {
  const { dish, actualMinutes } = line;
  if (actualMinutes !== undefined && actualMinutes !== null && isTimeBased(dish)) {
    return timeCents(actualMinutes, dish.hourRateCents!);
  }
  return linePriceCents(dish, line.volume);
}

/** Half, rounded half up (the spec's rounding of the incentive). */
export function halfCents(cents: number): number {
  return Math.round(cents / 2);
}

export function orderMoney(
  lines: readonly MoneyLine[],
  options: { payInCash: boolean; serviceFeeCents?: number },
): OrderMoney {
  const booked = calculateFees(lines, options);
  const mode: PaymentMode = options.payInCash ? 'cash' : 'online';
  let subtotal = 0;
  let timePriced = 0;
  let actualTimeRecorded = false;
  for (const line of lines) {
    const price = finalLinePriceCents(line);
    subtotal += price;
    if (isTimeBased(line.dish)) timePriced += price;
    if (isTimeBased(line.dish) && line.actualMinutes !== undefined && line.actualMinutes !== null) {
      actualTimeRecorded = true;
    }
  }
  const platformShare = booked.serviceFee + booked.governmentFee + booked.paymentGatewayFee;
  const cardIncentive = mode === 'online' ? halfCents(timePriced) : 0;
  const bookedIncentive = booked.onlineAmount - platformShare;
  const chefShare = subtotal + cardIncentive;
  // Online mode: the chef's money is paid online, part now (the booked incentive) and the rest after.
  const owedAfter = mode === 'online' ? chefShare - bookedIncentive : 0;
  return {
    mode,
    booked,
    subtotal,
    serviceFee: booked.serviceFee,
    governmentFee: booked.governmentFee,
    paymentGatewayFee: booked.paymentGatewayFee,
    cardIncentive,
    total: platformShare + chefShare,
    payNow: booked.onlineAmount,
    payAtVisit: mode === 'cash' ? subtotal : 0,
    payAfterVisit: Math.max(0, owedAfter),
    refundAfterVisit: Math.max(0, -owedAfter),
    platformShare,
    chefShare,
    chefShareOnline: mode === 'online' ? chefShare : 0,
    actualTimeRecorded,
  };
}

/** The platform's fees of a booked breakdown (service fee + VAT + gateway fee). */
export function platformFees(fees: Pick<Fees, 'serviceFee' | 'governmentFee' | 'paymentGatewayFee'>): number {
  return fees.serviceFee + fees.governmentFee + fees.paymentGatewayFee;
}

// ---- The lines shown ----

/** When a line is paid: now online, at the visit in person, after the visit online, or refunded. */
export type MoneyTiming = 'now' | 'atVisit' | 'afterVisit' | 'refund';

/**
 * The rows every screen shows, in order, each with its i18n key (`money.lines.<key>`) and amount; the
 * explanation of a row is `money.explain.<key>`. Rows of 0 are left out, except the dishes and the total.
 */
export interface MoneyRow {
  key:
    | 'subtotal'
    | 'serviceFee'
    | 'governmentFee'
    | 'paymentGatewayFee'
    | 'cardIncentive'
    | 'total'
    | 'payNow'
    | 'payAtVisit'
    | 'payAfterVisit'
    | 'refundAfterVisit';
  amount: number;
  /** The three "when" rows are the split of the total; the others are what it is made of. */
  kind: 'part' | 'total' | 'when';
}

export function moneyRows(money: OrderMoney): MoneyRow[] {
  const rows: MoneyRow[] = [
    { key: 'subtotal', amount: money.subtotal, kind: 'part' },
    { key: 'serviceFee', amount: money.serviceFee, kind: 'part' },
    { key: 'governmentFee', amount: money.governmentFee, kind: 'part' },
    { key: 'paymentGatewayFee', amount: money.paymentGatewayFee, kind: 'part' },
    { key: 'cardIncentive', amount: money.cardIncentive, kind: 'part' },
    { key: 'total', amount: money.total, kind: 'total' },
    { key: 'payNow', amount: money.payNow, kind: 'when' },
    { key: 'payAtVisit', amount: money.payAtVisit, kind: 'when' },
    { key: 'payAfterVisit', amount: money.payAfterVisit, kind: 'when' },
    { key: 'refundAfterVisit', amount: money.refundAfterVisit, kind: 'when' },
  ];
  return rows.filter(
    (row) =>
      row.key === 'subtotal' ||
      row.key === 'total' ||
      row.key === 'payNow' ||
      (row.key === 'payAfterVisit' && money.mode === 'online' && !money.actualTimeRecorded) ||
      row.amount !== 0,
  );
}
