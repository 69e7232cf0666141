import { type Fees, prepaidIncentive } from '@hearth/domain/fees';
import { type OrderMoney, platformFees } from '@hearth/domain/order-money';

/**
 * `orderMoney` of a cart before any actual time is recorded, from the breakdown the server priced
 * (POST /store/calculate-fees answers model.fees only, not the lines). The checkout shows the server's
 * prices rather than the ones the cart stored when each dish was added, which may be out of date; before
 * the visit `orderMoney(lines)` is exactly this (booked-money.test.ts checks it).
 */
export function bookedMoney(fees: Fees, payInCash: boolean): OrderMoney {
  const platformShare = platformFees(fees);
  const cardIncentive = payInCash ? 0 : prepaidIncentive(fees);
  const chefShare = fees.subtotal + cardIncentive;
  return {
    mode: payInCash ? 'cash' : 'online',
    booked: fees,
    subtotal: fees.subtotal,
    serviceFee: fees.serviceFee,
    governmentFee: fees.governmentFee,
    paymentGatewayFee: fees.paymentGatewayFee,
    cardIncentive,
    total: platformShare + chefShare,
    payNow: fees.onlineAmount,
    payAtVisit: payInCash ? fees.subtotal : 0,
    // Online mode: the prepaid incentive covers itself, so the dishes are what is left for after the visit.
    payAfterVisit: payInCash ? 0 : fees.subtotal,
    refundAfterVisit: 0,
    platformShare,
    chefShare,
    chefShareOnline: payInCash ? 0 : chefShare,
    actualTimeRecorded: false,
  };
}
