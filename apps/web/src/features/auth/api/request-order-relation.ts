import { requestOrderLink } from '@hearth/domain/contracts/orders';
import { useApiMutation } from '@/shared/api/contract-client.ts';
import { pinNoticeFrom } from '../utils/pin-notice.ts';

/**
 * POST /store/order-relation-request {orderId, email}: e-mails a pin to link an anonymous order. Resolves
 * with the notice to show: the pin was sent, or its mail waits for the mail server.
 */
export function useRequestOrderRelation() {
  const { mutateAsync } = useApiMutation(requestOrderLink);
  return async (orderId: string, email: string) =>
    pinNoticeFrom((await mutateAsync({ orderId, email })).messages);
}
