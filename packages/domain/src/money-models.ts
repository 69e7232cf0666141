import { z } from 'zod';
import { centsModel } from './fields.ts';
import type { Fees } from './fees.ts';
import { PAYMENT_MODES, type OrderMoney } from './order-money.ts';

/*
 * The money answers' schemas (the API contracts check them), apart from the functions that compute them
 * (fees.ts, order-money.ts): a page that only shows amounts loads those functions without the validation
 * library.
 */

/** The schema of Fees (fees.ts). */
export const feesModel = z.object({
  subtotal: centsModel,
  serviceFee: centsModel,
  governmentFee: centsModel,
  chefIncentive: centsModel,
  paymentGatewayFee: centsModel,
  onlineAmount: centsModel,
  totalAmount: centsModel,
}) satisfies z.ZodType<Fees>;

/** The schema of OrderMoney (order-money.ts). */
export const orderMoneyModel = z.object({
  mode: z.enum(PAYMENT_MODES),
  booked: feesModel,
  subtotal: centsModel,
  serviceFee: centsModel,
  governmentFee: centsModel,
  paymentGatewayFee: centsModel,
  cardIncentive: centsModel,
  total: centsModel,
  payNow: centsModel,
  payAtVisit: centsModel,
  payAfterVisit: centsModel,
  refundAfterVisit: centsModel,
  platformShare: centsModel,
  chefShare: centsModel,
  chefShareOnline: centsModel,
  actualTimeRecorded: z.boolean(),
}) satisfies z.ZodType<OrderMoney>;
