import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getOrder, performOrderAction } from '@hearth/domain/contracts/orders';
import type { ContractInputOf, ContractModelOf } from '@hearth/domain/contracts/contract';
import { apiQueryKey, callApi, invalidateAfter } from '@/shared/api/contract-client.ts';

/** The order, the action and, to deliver, the minutes each time-priced line really took (whole line). */
export type OrderActionInput = ContractInputOf<typeof performOrderAction>;

/**
 * POST /secure/order-action {orderId, action, actualTime?}: the order after the change; 409
 * 'pages.orders.actionNotAllowed' when the order cannot change that way now, 409
 * 'pages.orders.informationFeeShort' when the chef's wallet cannot pay the information fee of a confirmation.
 * The order shows the answer at once; then every read the action changed is fetched again (both lists, the
 * details, the wallet the fee is paid from: the contract's `changes`).
 */
export function useOrderAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ orderId, action, actualTime }: OrderActionInput) => {
      const { model } = await callApi(performOrderAction, {
        orderId,
        action,
        // Structured values travel as a JSON string in form bodies.
        ...(actualTime ? { actualTime: JSON.stringify(actualTime) } : {}),
      });
      return model.order;
    },
    onSuccess: (order) => {
      queryClient.setQueryData<ContractModelOf<typeof getOrder>>(
        apiQueryKey(getOrder, { orderId: order.id }),
        { order },
      );
      return invalidateAfter(queryClient, performOrderAction);
    },
  });
}
