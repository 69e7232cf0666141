import { isTimeBased, linePriceCents, type PricedDish } from './pricing.ts';

/**
 * The fee breakdown of an order (docs/product.md#fees-and-vat), one implementation for the
 * server, which charges it, and the web app, which shows it. All amounts are integer cents (EUR).
 */

/** The information fee of the information page (9.99 EUR); the server reads SERVICE_FEE_CENTS. */
export const DEFAULT_SERVICE_FEE_CENTS = 999;
/** VAT on the service fee, in percent. */
export const GOVERNMENT_FEE_PERCENT = 21;
/** The payment provider's fee, in percent of the subtotal. */
export const PAYMENT_GATEWAY_FEE_PERCENT = 3;

export interface FeeLine {
  dish: PricedDish;
  volume: number;
}

/** model.fees of POST /store/calculate-fees, and the amounts stored on an order (integer cents). */
export interface Fees {
  /** Sum of the line prices. */
  subtotal: number;
  serviceFee: number;
  /** round(21% of serviceFee). */
  governmentFee: number;
  /** Sum of the time-based line prices; half of it is prepaid online when not paying in cash. */
  chefIncentive: number;
  /** round(3% of subtotal). */
  paymentGatewayFee: number;
  /** What is paid online by card: the fees, plus half the incentive when not paying in cash. */
  onlineAmount: number;
  /** subtotal + the fees (+ half the incentive when not paying in cash). */
  totalAmount: number;
}

/** round(amount x percent / 100) in whole numbers, so that halves always round up. */
export function percentOf(amountCents: number, percent: number): number {
  return Math.round((amountCents * percent) / 100);
}

export function calculateFees(
  lines: readonly FeeLine[],
  options: { payInCash: boolean; serviceFeeCents?: number },
): Fees {
  const serviceFee = options.serviceFeeCents ?? DEFAULT_SERVICE_FEE_CENTS;
  if (!Number.isInteger(serviceFee) || serviceFee < 0)
    throw new RangeError('service fee must be whole cents');
  let subtotal = 0;
  let chefIncentive = 0;
  for (const line of lines) {
    const price = linePriceCents(line.dish, line.volume);
    subtotal += price;
    if (isTimeBased(line.dish)) chefIncentive += price;
  }
  const governmentFee = percentOf(serviceFee, GOVERNMENT_FEE_PERCENT);
  const paymentGatewayFee = percentOf(subtotal, PAYMENT_GATEWAY_FEE_PERCENT);
  const halfIncentive = options.payInCash ? 0 : Math.round(chefIncentive / 2);
  const fees = serviceFee + governmentFee + paymentGatewayFee;
  return {
    subtotal,
    serviceFee,
    governmentFee,
    chefIncentive,
    paymentGatewayFee,
    onlineAmount: fees + halfIncentive,
    totalAmount: subtotal + fees + halfIncentive,
  };
}

/** The half of the chef incentive that is prepaid online (0 when paying in cash). */
export function prepaidIncentive(fees: Fees): number {
  return fees.onlineAmount - fees.serviceFee - fees.governmentFee - fees.paymentGatewayFee;
}
