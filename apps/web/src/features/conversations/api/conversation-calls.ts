import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  askChef,
  getConversation,
  getOrderConversation,
  getUnreadMessages,
  listConversations,
  markConversationRead,
  sendConversationMessage,
  sendOrderMessage,
} from '@hearth/domain/contracts/conversations';
import { apiQueryKey, apiQueryOptions, callApi, useApiMutation } from '@/shared/api/contract-client.ts';

/** How often an open thread asks for new messages, so an answer shows without a reload. */
const THREAD_REFRESH_MS = 30_000;

/** GET /secure/conversations: a page of the caller's threads. */
export function useConversations(page: number) {
  return useQuery(apiQueryOptions(listConversations, { page }));
}

/** GET /secure/conversation: one thread (404: not the caller's). */
export function useConversation(conversationId: number) {
  return useQuery({
    ...apiQueryOptions(getConversation, { conversationId }),
    refetchInterval: THREAD_REFRESH_MS,
  });
}

/** GET /secure/order-conversation: an order's thread, also before its first message. */
export function useOrderConversation(orderId: number) {
  return useQuery({
    ...apiQueryOptions(getOrderConversation, { orderId }),
    refetchInterval: THREAD_REFRESH_MS,
  });
}

export const useSendOrderMessage = () => useApiMutation(sendOrderMessage);
export const useSendConversationMessage = () => useApiMutation(sendConversationMessage);
export const useAskChef = () => useApiMutation(askChef);

/**
 * POST /secure/conversation-read; the header's count takes the answer at once (the thread itself is not read
 * again: it showed the messages this marks).
 */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return async (conversationId: number) => {
    const { model } = await callApi(markConversationRead, { conversationId });
    queryClient.setQueryData(apiQueryKey(getUnreadMessages), model);
  };
}
