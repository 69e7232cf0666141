import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConversationView } from '@hearth/domain/conversations';
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

/**
 * An open thread asks again every THREAD_REFRESH_MS, but an operator's: each of their readings is audited,
 * and they write none, so they read again when they choose to.
 */
function threadRefresh(shown: { conversation: ConversationView } | undefined): number | false {
  return shown?.conversation.viewer === 'operator' ? false : THREAD_REFRESH_MS;
}

/** GET /secure/conversations: a page of the caller's threads. */
export function useConversations(page: number) {
  return useQuery(apiQueryOptions(listConversations, { page }));
}

/** GET /secure/conversation: one thread (404: not the caller's). */
export function useConversation(conversationId: number) {
  return useQuery({
    ...apiQueryOptions(getConversation, { conversationId }),
    refetchInterval: (query) => threadRefresh(query.state.data),
  });
}

/** GET /secure/order-conversation: an order's thread, also before its first message. */
export function useOrderConversation(orderId: number) {
  return useQuery({
    ...apiQueryOptions(getOrderConversation, { orderId }),
    refetchInterval: (query) => threadRefresh(query.state.data),
  });
}

export const useSendOrderMessage = () => useApiMutation(sendOrderMessage);
export const useSendConversationMessage = () => useApiMutation(sendConversationMessage);
export const useAskChef = () => useApiMutation(askChef);

/**
 * POST /secure/conversation-read; the header's count takes the answer (the caller's count after the read) at
 * once. A count the header asked for while the read was on its way may be the one from before: it is
 * dropped, so it cannot bring the badge back. The thread itself is not read again: it showed the messages
 * this marks.
 */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useCallback(
    async (conversationId: number) => {
      const { model } = await callApi(markConversationRead, { conversationId });
      const queryKey = apiQueryKey(getUnreadMessages);
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(queryKey, model);
    },
    [queryClient],
  );
}
