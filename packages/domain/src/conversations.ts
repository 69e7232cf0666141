import { z } from 'zod';
import { idSchema, nicknameQuerySchema, pageSchema, requiredText } from './fields.ts';
import { MESSAGES } from './messages.ts';

/**
 * Conversations (docs/product.md#conversations, decision 064): a thread per order between its customer and its
 * chef, and "Ask the chef" threads before any order. Plain text only; the limits, the contact-details rule and
 * the schemas of the calls, shared by the server (which enforces them) and the web (whose form shows them).
 */

/** The longest message, in characters. */
export const MESSAGE_MAX = 2000;
/** Threads in one page of the inbox. */
export const CONVERSATIONS_PAGE_SIZE = 20;
/** The newest messages a thread shows (older ones stay stored, with the order). */
export const THREAD_MESSAGES_MAX = 200;

/** Which thread: an order's (open once the order is paid) or a question to a chef before ordering. */
export const CONVERSATION_KINDS = ['order', 'question'] as const;
export type ConversationKind = (typeof CONVERSATION_KINDS)[number];

// ---- Contact details ----

// Dates and times are digits too: they are taken out before looking for a phone number.
const DATES_AND_TIMES = [
  /\b\d{4}-\d{1,2}-\d{1,2}\b/g,
  /\b\d{1,2}[./]\d{1,2}[./]\d{2,4}\b/g,
  /\b\d{1,2}:\d{2}\b/g,
];
const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]{2,}/;
// A phone number: digits with single spaces, dots, dashes or brackets between them, 7 digits or more.
const PHONE = /\+?\(?\d(?:[\s.()-]?\d){6,}/;
// An address written out to get past the check: "name at example dot com".
const SPELLED_EMAIL =
  /\S+\s*[([]?\s*(?:at|eta)\s*[)\]]?\s*\S+\s*[([]?\s*(?:dot|taškas)\s*[)\]]?\s*[a-z]{2,}/i;

/**
 * Whether a text carries an e-mail address or a phone number. Before an order is confirmed, the customer's
 * contact details belong to the chef only after the information fee (decision 040), so a message that carries
 * them is refused (decision 064: refused, not masked, so the writer knows and nothing is changed silently).
 */
export function containsContactDetails(text: string): boolean {
  if (EMAIL.test(text) || SPELLED_EMAIL.test(text)) return true;
  const withoutDates = DATES_AND_TIMES.reduce((rest, pattern) => rest.replace(pattern, ' '), text);
  return PHONE.test(withoutDates);
}

// ---- Schemas of the calls ----

/** The text of a message: trimmed, 1 to MESSAGE_MAX characters, line breaks allowed, no other control characters. */
export const messageBodySchema = requiredText(MESSAGE_MAX, { multiline: true });

/** POST /secure/order-message: a message in an order's thread. */
export const orderMessageSchema = z.object({ orderId: idSchema, body: messageBodySchema });
export type OrderMessageInput = z.output<typeof orderMessageSchema>;

/** POST /secure/ask-chef: a question to the chef of a chef page, before ordering. */
export const askChefSchema = z.object({ nickname: nicknameQuerySchema, body: messageBodySchema });
export type AskChefInput = z.output<typeof askChefSchema>;

/** POST /secure/conversation-message: a reply in a thread one is a party of. */
export const conversationMessageSchema = z.object({ conversationId: idSchema, body: messageBodySchema });
export type ConversationMessageInput = z.output<typeof conversationMessageSchema>;

/** GET /secure/conversation and POST /secure/conversation-read. */
export const conversationQuerySchema = z.object({ conversationId: idSchema });

/** GET /secure/order-conversation. */
export const orderConversationQuerySchema = z.object({ orderId: idSchema });

/** GET /secure/conversations?page=. */
export const conversationListQuerySchema = z.object({ page: pageSchema });

// ---- Answers ----

const millisModel = z.number().int();

/** Who a party of a thread is, as the other one sees them: a name only, never an address or a phone. */
export const conversationPartyModel = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The chef's page, for the chef. */
  nickname: z.string().nullable(),
});

export const messageViewModel = z.object({
  id: z.number().int(),
  /** Who wrote it. */
  from: z.enum(['customer', 'chef']),
  /** Written by the viewer. */
  mine: z.boolean(),
  body: z.string(),
  createdAt: millisModel,
});
export type MessageView = z.infer<typeof messageViewModel>;

/** Why a thread takes no message now: its order is not paid yet, or cancelled; an operator only reads. */
export const CLOSED_REASONS = ['unpaid', 'cancelled', 'readOnly'] as const;
export type ClosedReason = (typeof CLOSED_REASONS)[number];

export const conversationViewModel = z.object({
  /** Null: an order's thread nobody has written in yet. */
  id: z.number().int().nullable(),
  kind: z.enum(CONVERSATION_KINDS),
  orderId: z.number().int().nullable(),
  /** The order's public id (its number is the part before the first hyphen). */
  orderSID: z.string().nullable(),
  customer: conversationPartyModel,
  chef: conversationPartyModel,
  /** The viewer's side: a party, or an operator reading. */
  viewer: z.enum(['customer', 'chef', 'operator']),
  /** Whether the viewer may write now; else why not. */
  closedReason: z.enum(CLOSED_REASONS).nullable(),
  /** Whether contact details may be written (an order the chef has confirmed). */
  contactDetailsAllowed: z.boolean(),
  /** The viewer's unread messages in it (before this view; reading is POST /secure/conversation-read). */
  unread: z.number().int(),
  /** The newest THREAD_MESSAGES_MAX messages, oldest first. */
  messages: z.array(messageViewModel),
});
export type ConversationView = z.infer<typeof conversationViewModel>;

export const conversationSummaryModel = z.object({
  id: z.number().int(),
  kind: z.enum(CONVERSATION_KINDS),
  orderId: z.number().int().nullable(),
  orderSID: z.string().nullable(),
  /** The other party. */
  with: conversationPartyModel,
  unread: z.number().int(),
  lastMessageAt: millisModel,
  /** The newest message, cut to 140 characters. */
  preview: z.string(),
});
export type ConversationSummary = z.infer<typeof conversationSummaryModel>;

export const conversationsPageModel = z.object({
  conversations: z.array(conversationSummaryModel),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type ConversationsPage = z.infer<typeof conversationsPageModel>;

export const unreadMessagesModel = z.object({ unread: z.number().int() });

/** The refusals of a message, for the contracts. */
export const MESSAGE_REFUSALS = [
  MESSAGES.conversationClosed,
  MESSAGES.conversationReadOnly,
  MESSAGES.contactDetailsRefused,
  MESSAGES.threadMessagesLimit,
] as const;
