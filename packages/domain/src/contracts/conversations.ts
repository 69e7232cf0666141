import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import {
  askChefSchema,
  conversationListQuerySchema,
  conversationMessageSchema,
  conversationQuerySchema,
  conversationsPageModel,
  conversationViewModel,
  MESSAGE_REFUSALS,
  orderConversationQuerySchema,
  orderMessageSchema,
  unreadMessagesModel,
} from '../conversations.ts';
import { defineContract } from './contract.ts';

/**
 * Conversations (decision 064): an order's thread between its customer and its chef (open once the order is
 * paid; operators read it), "Ask the chef" threads before ordering, read marks and the header's unread count.
 * Somebody else's thread or order is "not found", as an order is.
 */

const resource = 'conversations';
const thread = z.object({ conversation: conversationViewModel });

export const listConversations = defineContract({
  name: 'listConversations',
  resource,
  method: 'GET',
  path: '/secure/conversations',
  summary: "The caller's threads (as a customer and as a chef), the latest message first, a page at a time.",
  roles: ['customer'],
  input: { query: conversationListQuerySchema },
  model: conversationsPageModel,
  errors: [],
});

export const getConversation = defineContract({
  name: 'getConversation',
  resource,
  method: 'GET',
  path: '/secure/conversation',
  summary: 'A thread and its newest messages: its two parties, or an operator reading.',
  roles: ['customer'],
  input: { query: conversationQuerySchema },
  model: thread,
  errors: [MESSAGES.conversationNotFound],
});

export const getOrderConversation = defineContract({
  name: 'getOrderConversation',
  resource,
  method: 'GET',
  path: '/secure/order-conversation',
  summary: "An order's thread (no id before its first message): the order's parties, or an operator reading.",
  roles: ['customer'],
  input: { query: orderConversationQuerySchema },
  model: thread,
  errors: [MESSAGES.orderNotFound],
});

export const getUnreadMessages = defineContract({
  name: 'getUnreadMessages',
  resource,
  method: 'GET',
  path: '/secure/unread-messages',
  summary: "The caller's unread messages in all their threads (the header's badge): one indexed query.",
  roles: ['customer'],
  model: unreadMessagesModel,
  errors: [],
});

export const sendOrderMessage = defineContract({
  name: 'sendOrderMessage',
  resource,
  method: 'POST',
  path: '/secure/order-message',
  summary: "A message in a paid order's thread, from its customer or its chef.",
  roles: ['customer'],
  input: { body: orderMessageSchema },
  model: thread,
  errors: [MESSAGES.orderNotFound, ...MESSAGE_REFUSALS],
});

export const askChef = defineContract({
  name: 'askChef',
  resource,
  method: 'POST',
  path: '/secure/ask-chef',
  summary: "A question to the chef of a chef page before ordering: the caller's one thread with that chef.",
  roles: ['customer'],
  input: { body: askChefSchema },
  model: thread,
  errors: [MESSAGES.chefNotFound, MESSAGES.askOwnPage, ...MESSAGE_REFUSALS],
});

export const sendConversationMessage = defineContract({
  name: 'sendConversationMessage',
  resource,
  method: 'POST',
  path: '/secure/conversation-message',
  summary: 'A reply in a thread the caller is a party of.',
  roles: ['customer'],
  input: { body: conversationMessageSchema },
  model: thread,
  errors: [MESSAGES.conversationNotFound, ...MESSAGE_REFUSALS],
});

export const markConversationRead = defineContract({
  name: 'markConversationRead',
  resource,
  method: 'POST',
  path: '/secure/conversation-read',
  summary: "Marks a thread's messages read for the caller (a party; an operator's reading changes nothing).",
  roles: ['customer'],
  input: { body: conversationQuerySchema },
  model: unreadMessagesModel,
  errors: [MESSAGES.conversationNotFound],
});
