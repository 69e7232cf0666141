import type { OrderView } from '@hearth/domain/orders';
import { apiPost } from '../../../shared/api/api-client.ts';
import type { OrderLine } from './calculate-fees.ts';

/** The options of a new order. */
export interface OrderOptions {
  payInCash: boolean;
  cateringRequired: boolean;
  selfDelivery: boolean;
  /** null or trimmed text up to 1000 characters. */
  commentary: string | null;
  /** Epoch seconds. */
  serviceDeliveryDate: number;
}

/**
 * POST /store/order with the first line and the options: the new order's id (model.order.id), or null when
 * the answer has none (shown as 'Failed to get order ID').
 */
export async function createOrder(line: OrderLine, options: OrderOptions): Promise<number | null> {
  const envelope = await apiPost<{ order?: Partial<OrderView> }>('/store/order', {
    ...line,
    payInCash: options.payInCash,
    cateringRequired: options.cateringRequired,
    selfDelivery: options.selfDelivery,
    commentary: options.commentary ?? '',
    serviceDeliveryDate: options.serviceDeliveryDate,
  });
  const id = envelope.model?.order?.id;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}

/** POST /store/order with orderId: a follow-up line of an order. */
export async function addOrderLine(orderId: number, line: OrderLine): Promise<void> {
  await apiPost('/store/order', { ...line, orderId });
}
