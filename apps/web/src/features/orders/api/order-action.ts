import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderAction, OrderView } from '@hearth/domain/orders';
import { apiPost } from '../../../shared/api/api-client.ts';
import { requireModel } from '../../../shared/api/require-model.ts';
import { orderQueryKey } from './get-order.ts';
import { ordersQueryKey } from './get-orders.ts';

export interface OrderActionInput {
  orderId: number;
  action: OrderAction;
}

/**
 * POST /secure/order-action {orderId, action}: model.order after the change; 409
 * 'pages.orders.actionNotAllowed' when the order cannot change that way now.
 */
export async function runOrderAction({ orderId, action }: OrderActionInput): Promise<OrderView> {
  const envelope = await apiPost<{ order?: OrderView }>('/secure/order-action', { orderId, action });
  return requireModel(envelope.model?.order);
}

/** An action, then both lists and the details are fetched again (counts, labels and actions all change). */
export function useOrderAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runOrderAction,
    onSuccess: (order) => {
      queryClient.setQueryData(orderQueryKey(String(order.id)), order);
      return queryClient.invalidateQueries({ queryKey: ordersQueryKey });
    },
  });
}
