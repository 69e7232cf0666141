import type { AuthorizedModel } from '@hearth/domain/api';
import { apiPost } from '../../../shared/api/api-client.ts';

/** POST /store/relate-order-to-user {orderId, email, pin}: links the order and signs in (model.authorized). */
export async function relateOrderToUser(orderId: string, email: string, pin: string) {
  const envelope = await apiPost<AuthorizedModel>('/store/relate-order-to-user', { orderId, email, pin });
  return envelope.model?.authorized;
}
