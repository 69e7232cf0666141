import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderAction, OrderView } from '@hearth/domain/orders';
import { apiPost } from '../../../shared/api/api-client.ts';
import { requireModel } from '../../../shared/api/require-model.ts';
import { orderQueryKey } from './get-order.ts';
import { ordersQueryKey } from './get-orders.ts';

export interface OrderActionInput {
  orderId: number;
  action: OrderAction;
  /** deliver: the minutes each time-priced line really took (whole line). */
  actualTime?: { itemId: number; minutes: number }[];
}

/**
 * POST /secure/order-action {orderId, action, actualTime?}: model.order after the change; 409
 * 'pages.orders.actionNotAllowed' when the order cannot change that way now, 409
 * 'pages.orders.informationFeeShort' when the chef's wallet cannot pay the information fee of a confirmation.
 */
export async function runOrderAction({ orderId, action, actualTime }: OrderActionInput): Promise<OrderView> {
  const envelope = await apiPost<{ order?: OrderView }>('/secure/order-action', {
    orderId,
    action,
    // Structured values travel as a JSON string in form bodies.
    ...(actualTime ? { actualTime: JSON.stringify(actualTime) } : {}),
  });
  return requireModel(envelope.model?.order);
}

/** An action, then both lists and the details are fetched again (counts, labels and actions all change). */
export function useOrderAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runOrderAction,
    onSuccess: (order) => {
      queryClient.setQueryData(orderQueryKey(String(order.id)), order);
      // A confirmation pays the information fee from the chef's wallet.
      void queryClient.invalidateQueries({ queryKey: ['wallet'] });
      return queryClient.invalidateQueries({ queryKey: ordersQueryKey });
    },
  });
}
