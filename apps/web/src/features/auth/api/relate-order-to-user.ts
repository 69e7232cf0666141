import { linkOrder } from '@hearth/domain/contracts/orders';
import { useApiMutation } from '@/shared/api/contract-client.ts';

/** POST /store/relate-order-to-user {orderId, email, pin}: links the order and signs in (model.authorized). */
export function useRelateOrderToUser() {
  const { mutateAsync } = useApiMutation(linkOrder);
  return async (orderId: string, email: string, pin: string) =>
    (await mutateAsync({ orderId, email, pin })).model.authorized;
}
