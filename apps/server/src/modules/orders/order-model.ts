import type { Fees, FeeLine } from '@hearth/domain/fees';
import { orderMoney, type MoneyLine } from '@hearth/domain/order-money';
import {
  allowedOrderActions,
  cancellationTerms,
  type OrderDue,
  type OrderAddressView,
  type OrderItemView,
  type OrderParty,
  type OrderPaymentView,
  type OrderView,
} from '@hearth/domain/orders';
import { isTimeBased, type PricedDish } from '@hearth/domain/pricing';
import type { ReviewView } from '@hearth/domain/reviews';
import type { OrderAddressRecord, OrderItemRecord, OrderRecord, OrderViewRow } from './order-repository.ts';

/** Rows to the answers of the order calls (model.order, model.orders, model.fees) and back to pricing. Pure. */

/** What pricing reads of a stored line. */
export type StoredLine = Pick<
  OrderItemRecord,
  'priceCents' | 'preparationMinutes' | 'hourRateCents' | 'servingsNumber' | 'volume'
> & { actualMinutes?: number | null };

/** The pricing inputs stored on a line, as pricing reads them: the price of the moment it was ordered. */
export function storedPricing(item: StoredLine): PricedDish {
  return {
    priceCents: item.priceCents,
    preparationMinutes: item.preparationMinutes,
    hourRateCents: item.hourRateCents,
    baseServings: item.servingsNumber,
  };
}

export function feeLines(items: readonly StoredLine[]): FeeLine[] {
  return items.map((item) => ({ dish: storedPricing(item), volume: item.volume }));
}

/** The stored lines as the money model reads them: booked, with the actual minutes once recorded. */
export function moneyLines(items: readonly StoredLine[]): MoneyLine[] {
  return items.map((item) => ({
    dish: storedPricing(item),
    volume: item.volume,
    actualMinutes: item.actualMinutes ?? null,
  }));
}

/** The amounts columns of an order from its fee breakdown. */
export function amountColumns(fees: Fees) {
  return {
    subtotalCents: fees.subtotal,
    serviceFeeCents: fees.serviceFee,
    governmentFeeCents: fees.governmentFee,
    paymentGatewayFeeCents: fees.paymentGatewayFee,
    chefIncentiveCents: fees.chefIncentive,
    onlineAmountCents: fees.onlineAmount,
    totalAmountCents: fees.totalAmount,
  };
}

export function storedFees(order: OrderRecord): Fees {
  return {
    subtotal: order.subtotalCents,
    serviceFee: order.serviceFeeCents,
    governmentFee: order.governmentFeeCents,
    chefIncentive: order.chefIncentiveCents,
    paymentGatewayFee: order.paymentGatewayFeeCents,
    onlineAmount: order.onlineAmountCents,
    totalAmount: order.totalAmountCents,
  };
}

export function epochSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

/** What was paid online and not refunded yet. */
export function paidOnlineCents(payments: readonly OrderPaymentView[]): number {
  return payments.reduce((sum, p) => sum + p.amount - p.refundedAmount, 0);
}

/** Who the viewer is to the order; null when they have no part in it (they must not see it). */
export function partyOf(
  order: Pick<OrderRecord, 'customerId' | 'chefId'>,
  viewer: { id: number; canModerate: boolean },
): OrderParty | null {
  if (order.customerId === viewer.id) return 'customer';
  if (order.chefId === viewer.id) return 'chef';
  return viewer.canModerate ? 'operator' : null;
}

/** The cancellation rule applied to the order as it is now. */
export function termsFor(
  order: OrderRecord,
  by: OrderParty,
  now: Date,
  payments: readonly OrderPaymentView[],
) {
  return cancellationTerms({
    by,
    serviceDeliveryDate: epochSeconds(order.serviceDeliveryDate),
    now,
    paid: order.paidAt !== null,
    paidOnlineCents: paidOnlineCents(payments),
    paymentGatewayFeeCents: order.paymentGatewayFeeCents,
    subtotalCents: order.subtotalCents,
  });
}

export function toItemView(item: OrderItemRecord, imageUrl: string | null): OrderItemView {
  const timeBased = isTimeBased(storedPricing(item));
  return {
    id: item.id,
    volume: item.volume,
    unitPrice: item.unitPriceCents,
    lineTotal: item.lineTotalCents,
    timeBased,
    bookedMinutes: timeBased ? item.preparationMinutes! * item.volume : null,
    actualMinutes: timeBased ? item.actualMinutes : null,
    hourRateCents: timeBased ? item.hourRateCents : null,
    product: {
      id: item.productId,
      title: item.title,
      description: item.description,
      imageUrl,
      servingsNumber: item.servingsNumber,
    },
  };
}

export function toAddressView(address: OrderAddressRecord): OrderAddressView {
  return {
    title: address.title,
    formatted_address: address.formattedAddress,
    city: address.city,
    state: address.state,
    postalCode: address.postalCode,
    phone: address.phone,
    countryPhoneCode: address.countryPhoneCode,
    placeType: address.placeType,
  };
}

export interface ViewContext {
  items: OrderItemView[];
  /** The stored lines, for the money model. */
  lines: StoredLine[];
  payments: OrderPaymentView[];
  /** The viewer's part in the order; null for the anonymous browser that placed it (it cannot act). */
  party: OrderParty | null;
  now: Date;
  /** The order's review: its view, null when hidden by an operator, undefined when there is none. */
  review: ReviewView | null | undefined;
  /** What the order owes online now (shown to its customer only). */
  dues: OrderDue[];
  invoice: { number: string; issuedAt: Date } | undefined;
  graceMinutes: number;
  unpaidTtlMinutes: number;
}

export function toOrderView(row: OrderViewRow, context: ViewContext): OrderView {
  const { order } = row;
  const state = {
    status: order.status,
    paid: order.paidAt !== null,
    serviceDeliveryDate: epochSeconds(order.serviceDeliveryDate),
  };
  const actions = context.party
    ? allowedOrderActions(state, context.party, { now: context.now, graceMinutes: context.graceMinutes })
    : [];
  // The chef sees where to cook only once they confirmed (and paid the information fee for it).
  const addressWithheld = context.party === 'chef' && order.confirmedAt === null;
  // Free text from a customer reaches the chef only once the order is paid: no spam by unpaid orders.
  const commentaryWithheld = context.party === 'chef' && order.paidAt === null && order.commentary !== null;
  return {
    id: order.id,
    sID: order.sid,
    status: order.status,
    createTimestamp: order.createdAt.getTime(),
    updateTimestamp: order.updatedAt.getTime(),
    serviceDeliveryDate: epochSeconds(order.serviceDeliveryDate),
    deliveryDate: order.deliveredAt ? order.deliveredAt.getTime() : null,
    amountToPay: order.totalAmountCents,
    onlineAmount: order.onlineAmountCents,
    fees: storedFees(order),
    money: orderMoney(moneyLines(context.lines), {
      payInCash: order.payInCash,
      serviceFeeCents: order.serviceFeeCents,
    }),
    dues: context.party === 'customer' || context.party === null ? context.dues : [],
    settlement:
      order.finalSubtotalCents !== null && !order.payInCash
        ? {
            finalSubtotal: order.finalSubtotalCents,
            balanceDueCents: order.balanceDueCents ?? 0,
            balanceRefundCents: order.balanceRefundCents ?? 0,
            paidTimestamp: order.balancePaidAt?.getTime() ?? null,
          }
        : null,
    invoice: context.invoice
      ? { number: context.invoice.number, issuedTimestamp: context.invoice.issuedAt.getTime() }
      : null,
    addressWithheld,
    // Before the address: the city the booking is held for (the address must then be in it, decision 068).
    city: row.address?.city ?? order.serviceCity ?? null,
    payInCash: order.payInCash,
    cateringRequired: order.cateringRequired,
    selfDelivery: order.selfDelivery,
    commentary: commentaryWithheld ? null : order.commentary,
    commentaryWithheld,
    payments: context.payments.length > 0 ? context.payments : null,
    asset: { title: 'EUR' },
    orderItems: context.items,
    address: row.address && !addressWithheld ? toAddressView(row.address) : null,
    // Who the chef cooks for, with the address: only once the chef confirmed.
    customerName:
      context.party === 'chef' && !addressWithheld
        ? [row.customer?.firstName, row.customer?.lastName].filter(Boolean).join(' ') || null
        : null,
    chef: {
      userId: order.chefId,
      storeName: row.chef.nickname,
      firstName: row.chef.firstName,
      lastName: row.chef.lastName,
    },
    linked: order.customerId !== null,
    payBeforeTimestamp:
      order.status === 'placed' && !order.paidAt
        ? order.createdAt.getTime() + context.unpaidTtlMinutes * 60_000
        : null,
    cancellation:
      order.cancelledAt && order.cancelledBy
        ? {
            by: order.cancelledBy,
            refundCents: order.refundCents ?? 0,
            commissionCents: order.commissionCents ?? 0,
            dueCents: order.dueCents ?? 0,
            duePaidTimestamp: order.penaltyPaidAt?.getTime() ?? null,
            timestamp: order.cancelledAt.getTime(),
          }
        : null,
    actions,
    cancellationPreview:
      context.party && actions.includes('cancel')
        ? termsFor(order, context.party, context.now, context.payments)
        : null,
    review: context.review ?? null,
    // Delivered (or completed) and never reviewed; the rule itself lives in the reviews service.
    canReview:
      context.party === 'customer' &&
      (order.status === 'delivered' || order.status === 'completed') &&
      context.review === undefined,
  };
}
