import { linkOrder, requestOrderLink } from '@hearth/domain/contracts/orders';
import type { AuthorizedUser } from '@hearth/domain/api';
import { MESSAGES } from '@hearth/domain/messages';
import { callApi } from '@/shared/api/contract-client.ts';

/**
 * POST /store/order-relation-request: mails the pin that proves a guest's e-mail and links the order to its
 * account (made by the pin when the address has none). Resolves with the notice to show: the pin was sent,
 * or its mail waits for the mail server. The answer is the same whether or not the address has an account.
 */
export async function requestOrderPin(orderId: number, email: string): Promise<string> {
  const { messages } = await callApi(requestOrderLink, { orderId: String(orderId), email });
  return messages.includes(MESSAGES.pinDelayed) ? MESSAGES.pinDelayed : MESSAGES.oneTimePinSent;
}

/** POST /store/relate-order-to-user: the pin signs in (or makes the account) and links the order. */
export async function linkOrderByPin(orderId: number, email: string, pin: string): Promise<AuthorizedUser> {
  return (await callApi(linkOrder, { orderId: String(orderId), email, pin })).model.authorized;
}
