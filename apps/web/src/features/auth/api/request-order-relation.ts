import { apiPost } from '../../../shared/api/api-client.ts';

/** POST /store/order-relation-request {orderId, email}: e-mails a pin to link an anonymous order. */
export async function requestOrderRelation(orderId: string, email: string) {
  return apiPost('/store/order-relation-request', { orderId, email });
}
