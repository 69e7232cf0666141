import { addOrderItem } from '@hearth/domain/contracts/orders';
import type { OrderItemInput } from '@hearth/domain/orders';
import { callApi, type CallInput } from '@/shared/api/contract-client.ts';
import type { OrderLine } from './calculate-fees.ts';

/**
 * The options of a new order: its cash flag, catering, self delivery, instructions, booked start and the
 * visit's city (the address's, decision 068).
 */
export type OrderOptions = Pick<
  OrderItemInput,
  'payInCash' | 'cateringRequired' | 'selfDelivery' | 'commentary'
> & { serviceDeliveryDate: number; serviceCity: string };

/** POST /store/order with the first line and the options: the new order's id. */
export async function createOrder(line: OrderLine, options: OrderOptions): Promise<number> {
  const { model } = await callApi(addOrderItem, {
    ...line,
    payInCash: options.payInCash,
    cateringRequired: options.cateringRequired,
    selfDelivery: options.selfDelivery,
    commentary: options.commentary ?? '',
    serviceDeliveryDate: options.serviceDeliveryDate,
    serviceCity: options.serviceCity,
  });
  return model.order.id;
}

/** POST /store/order with orderId: a follow-up line of an order (the server ignores the options then). */
export async function addOrderLine(orderId: number, line: OrderLine): Promise<void> {
  // Only the line and the order are sent: the options the input type asks for are the server's defaults.
  await callApi(addOrderItem, { ...line, orderId } as CallInput<typeof addOrderItem>);
}
