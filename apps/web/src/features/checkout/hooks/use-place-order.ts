import { useCallback } from 'react';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { addOrderItem } from '@hearth/domain/contracts/orders';
import { invalidateAfter } from '@/shared/api/contract-client.ts';
import { addOrderAddress, type DeliveryAddress } from '../api/add-order-address.ts';
import { feesQueryOptions, type OrderLine } from '../api/calculate-fees.ts';
import { addOrderLine, createOrder, type OrderOptions } from '../api/create-order.ts';
import { checkoutFailure, type CheckoutFailure, orderCannotContinue } from '../utils/checkout-failure.ts';
import type { CheckoutFormOutput } from '../utils/checkout-form.ts';
import {
  addressSignature,
  clearPendingOrder,
  orderSignature,
  type PendingOrder,
  readPendingOrder,
  savePendingOrder,
} from '../utils/pending-order.ts';

export type PlaceOrderResult = { ok: true; orderId: number } | { ok: false; failure: CheckoutFailure };

function orderOptions(values: CheckoutFormOutput): OrderOptions {
  return {
    payInCash: values.payInCash,
    cateringRequired: values.cateringRequired,
    selfDelivery: values.selfDelivery,
    commentary: values.commentary,
    serviceDeliveryDate: values.serviceDeliveryDate,
    serviceCity: values.city,
  };
}

function deliveryAddress(values: CheckoutFormOutput): DeliveryAddress {
  const { postalCode, state, city, phone, formatted_address, title } = values;
  return { postalCode, state, city, phone, formatted_address, title };
}

const failed = (message: string, error?: unknown): PlaceOrderResult => ({
  ok: false,
  failure: checkoutFailure(message, error),
});

/**
 * The checkout flow (decision 023): the fees are calculated, the order is created with the first
 * line, the other lines are added with its id, then the address. Each step that succeeded is remembered
 * (pending-order.ts), so a retry goes on where the last attempt stopped.
 */
async function placeOrder(
  queryClient: QueryClient,
  lines: readonly OrderLine[],
  values: CheckoutFormOutput,
  /** Told each time the server took a write. */
  wrote: () => void,
): Promise<PlaceOrderResult> {
  const [first] = lines;
  if (!first) return failed('checkout.cartEmpty');
  const options = orderOptions(values);
  try {
    await queryClient.fetchQuery(feesQueryOptions(lines, options.payInCash));
  } catch (error) {
    return failed('checkout.failedToCalculateFees', error);
  }

  const signature = orderSignature(lines, options);
  let pending: PendingOrder | null = readPendingOrder(signature);
  if (!pending) {
    let orderId: number;
    try {
      orderId = await createOrder(first, options);
    } catch (error) {
      return failed('checkout.failedToCreateOrder', error);
    }
    wrote();
    pending = { orderId, signature, linesAdded: 1, address: null };
    savePendingOrder(pending);
  }

  for (const line of lines.slice(pending.linesAdded)) {
    try {
      await addOrderLine(pending.orderId, line);
    } catch (error) {
      if (orderCannotContinue(error)) clearPendingOrder();
      return failed('checkout.failedToCreateOrder', error);
    }
    wrote();
    pending = { ...pending, linesAdded: pending.linesAdded + 1 };
    savePendingOrder(pending);
  }

  const address = deliveryAddress(values);
  if (pending.address !== addressSignature(address)) {
    try {
      await addOrderAddress(pending.orderId, address);
    } catch (error) {
      if (orderCannotContinue(error)) clearPendingOrder();
      return failed('checkout.failedToSaveAddress', error);
    }
    wrote();
    savePendingOrder({ ...pending, address: addressSignature(address) });
  }
  return { ok: true, orderId: pending.orderId };
}

/**
 * Places the order of the cart's lines; once the server took any of its writes (the order, a line, the
 * address: all writes of the orders), the orders' reads are fetched again.
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useCallback(
    async (lines: readonly OrderLine[], values: CheckoutFormOutput): Promise<PlaceOrderResult> => {
      let changed = false;
      const result = await placeOrder(queryClient, lines, values, () => {
        changed = true;
      });
      if (changed) void invalidateAfter(queryClient, addOrderItem);
      return result;
    },
    [queryClient],
  );
}
