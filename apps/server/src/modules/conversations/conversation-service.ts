import type { FastifyInstance } from 'fastify';
import {
  containsContactDetails,
  CONVERSATIONS_PAGE_SIZE,
  THREAD_MESSAGES_MAX,
  type AskChefInput,
  type ClosedReason,
  type ConversationMessageInput,
  type ConversationsPage,
  type ConversationView,
  type OrderMessageInput,
} from '@hearth/domain/conversations';
import { MESSAGES } from '@hearth/domain/messages';
import { orderNumber } from '@hearth/domain/orders';
import { canModerate } from '@hearth/domain/profile';
import { publicPageUrl } from '../../config.ts';
import type { DbOrTx } from '../../db/database.ts';
import { Conflict, Forbidden, Invalid, NotFound, TooManyRequests } from '../../errors.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { recordAudit } from '../moderation/audit-service.ts';
import * as repo from './conversation-repository.ts';

/**
 * Conversations (decision 064). An order's thread belongs to its customer and its chef and opens once the
 * order is paid; a question thread ("Ask the chef") belongs to a signed-in customer and an approved chef and
 * is open from the start. Operators read any thread and write none. Contact details (an e-mail address, a
 * phone number) are refused until the chef has confirmed the order, the moment the money model releases the
 * customer's address and phone (decision 040). Somebody else's thread is "not found".
 */

const HOUR_MS = 60 * 60_000;
const DAY_S = 24 * 60 * 60;
const PREVIEW_MAX = 140;

type Viewer = 'customer' | 'chef' | 'operator';

interface ThreadKeys {
  customerId: number;
  chefId: number;
  order: repo.ThreadOrder | null;
}

/** Who the user is to a thread, or null: not theirs. */
function viewerOf(keys: ThreadKeys, user: SessionUser): Viewer | null {
  if (user.id === keys.customerId) return 'customer';
  if (user.id === keys.chefId) return 'chef';
  return canModerate(user.role) ? 'operator' : null;
}

/** Why the viewer cannot write now, or null. */
function closedReason(order: repo.ThreadOrder | null, viewer: Viewer): ClosedReason | null {
  if (viewer === 'operator') return 'readOnly';
  if (!order) return null;
  if (order.status === 'cancelled') return 'cancelled';
  return order.paidAt === null ? 'unpaid' : null;
}

/** Contact details may be written once the chef confirmed the order (and paid its information fee). */
function contactDetailsAllowed(order: repo.ThreadOrder | null): boolean {
  return order !== null && order.confirmedAt !== null && order.status !== 'cancelled';
}

/** A party as the other sees them: the name, else the chef page's nickname; never an address or phone. */
function partyView(party: repo.PartyRow, isChef: boolean) {
  const name = [party.firstName, party.lastName].filter(Boolean).join(' ') || (party.nickname ?? '');
  return { id: party.id, name, nickname: isChef ? party.nickname : null };
}

async function viewOf(
  db: DbOrTx,
  thread: { id: number | null; unread: number },
  parties: { customer: repo.PartyRow; chef: repo.PartyRow; order: repo.ThreadOrder | null },
  viewer: Viewer,
  userId: number,
): Promise<ConversationView> {
  const messages = thread.id === null ? [] : await repo.listMessages(db, thread.id, THREAD_MESSAGES_MAX);
  const { order } = parties;
  return {
    id: thread.id,
    kind: order ? 'order' : 'question',
    orderId: order?.id ?? null,
    orderSID: order?.sid ?? null,
    customer: partyView(parties.customer, false),
    chef: partyView(parties.chef, true),
    viewer,
    closedReason: closedReason(order, viewer),
    contactDetailsAllowed: contactDetailsAllowed(order),
    unread: thread.unread,
    messages: messages.map((m) => ({
      id: m.id,
      from: m.senderId === parties.chef.id ? 'chef' : 'customer',
      mine: m.senderId === userId,
      body: m.body,
      createdAt: m.createdAt.getTime(),
    })),
  };
}

function unreadOf(row: repo.ThreadRow, viewer: Viewer): number {
  if (viewer === 'customer') return row.conversation.customerUnread;
  return viewer === 'chef' ? row.conversation.chefUnread : 0;
}

async function threadView(app: FastifyInstance, row: repo.ThreadRow, viewer: Viewer, user: SessionUser) {
  const order = row.order?.id ? (row.order as repo.ThreadOrder) : null;
  return viewOf(
    app.db,
    { id: row.conversation.id, unread: unreadOf(row, viewer) },
    { customer: row.customer, chef: row.chef, order },
    viewer,
    user.id,
  );
}

function keysOf(row: repo.ThreadRow): ThreadKeys {
  return {
    customerId: row.conversation.customerId,
    chefId: row.conversation.chefId,
    order: row.order?.id ? (row.order as repo.ThreadOrder) : null,
  };
}

/** The audit log's action of an operator reading a thread (customers' and chefs' private words). */
export const CONVERSATION_READ_AUDIT = 'conversation.read';

/**
 * An operator read a thread: who, which thread (or order, before its first message) and whose. The customer
 * is the target (their order); the chef is in the details.
 */
async function auditOperatorRead(
  app: FastifyInstance,
  user: SessionUser,
  thread: { conversationId: number | null; orderId: number | null; customerId: number; chefId: number },
): Promise<void> {
  await recordAudit(app.db, {
    actorId: user.id,
    action: CONVERSATION_READ_AUDIT,
    targetUserId: thread.customerId,
    details: { conversationId: thread.conversationId, orderId: thread.orderId, chefId: thread.chefId },
    createdAt: app.clock(),
  });
}

/** GET /secure/conversation (an operator's reading is audited). */
export async function getConversation(
  app: FastifyInstance,
  user: SessionUser,
  conversationId: number,
): Promise<ConversationView> {
  const row = await repo.findThread(app.db, conversationId);
  const viewer = row ? viewerOf(keysOf(row), user) : null;
  if (!row || !viewer) throw new NotFound(MESSAGES.conversationNotFound);
  if (viewer === 'operator') {
    await auditOperatorRead(app, user, {
      conversationId: row.conversation.id,
      orderId: row.order?.id ?? null,
      customerId: row.conversation.customerId,
      chefId: row.conversation.chefId,
    });
  }
  return threadView(app, row, viewer, user);
}

/** The order, if the user may see its thread (its customer, its chef, an operator), with who they are. */
async function orderFor(app: FastifyInstance, user: SessionUser, orderId: number) {
  const order = await repo.findOrder(app.db, orderId);
  // An anonymous visitor's order has no customer to talk to until its buyer links it.
  const customerId = order?.customerId ?? null;
  const viewer =
    order && customerId !== null ? viewerOf({ customerId, chefId: order.chefId, order }, user) : null;
  if (!order || customerId === null || !viewer) throw new NotFound(MESSAGES.orderNotFound);
  return { order, customerId, viewer };
}

/**
 * GET /secure/order-conversation: the order's thread, also before anybody wrote in it (an operator's reading
 * is audited).
 */
export async function getOrderConversation(
  app: FastifyInstance,
  user: SessionUser,
  orderId: number,
): Promise<ConversationView> {
  const { order, customerId, viewer } = await orderFor(app, user, orderId);
  const row = await repo.findOrderThread(app.db, order.id);
  if (viewer === 'operator') {
    await auditOperatorRead(app, user, {
      conversationId: row?.conversation.id ?? null,
      orderId: order.id,
      customerId,
      chefId: order.chefId,
    });
  }
  if (row) return threadView(app, row, viewer, user);
  const [customer, chef] = await Promise.all([
    repo.findParty(app.db, customerId),
    repo.findParty(app.db, order.chefId),
  ]);
  if (!customer || !chef) throw new NotFound(MESSAGES.orderNotFound);
  return viewOf(app.db, { id: null, unread: 0 }, { customer, chef, order }, viewer, user.id);
}

/** The rules every message passes before it is stored. */
function checkMessage(order: repo.ThreadOrder | null, viewer: Viewer, body: string): void {
  const closed = closedReason(order, viewer);
  if (closed === 'readOnly') throw new Forbidden(MESSAGES.conversationReadOnly);
  if (closed) throw new Conflict(MESSAGES.conversationClosed);
  if (!contactDetailsAllowed(order) && containsContactDetails(body)) {
    throw new Invalid(MESSAGES.contactDetailsRefused, { body: [MESSAGES.contactDetailsRefused] });
  }
}

/**
 * Stores a message in the thread of `key` (made when missing), under the thread's lock: the sender's
 * messages in it in the last hour are counted first (THREAD_MESSAGES_PER_HOUR).
 */
async function store(
  app: FastifyInstance,
  user: SessionUser,
  key: { orderId: number | null; customerId: number; chefId: number },
  body: string,
): Promise<number> {
  const { config } = app;
  const now = app.clock();
  const side: repo.Side = user.id === key.chefId ? 'chef' : 'customer';
  return app.db.transaction(async (tx) => {
    const id = await repo.ensureThread(tx, key, now);
    await repo.lockThread(tx, id);
    const sent = await repo.countSentSince(tx, id, user.id, new Date(now.getTime() - HOUR_MS));
    if (sent >= config.THREAD_MESSAGES_PER_HOUR) {
      throw new TooManyRequests(MESSAGES.threadMessagesLimit);
    }
    const mailDueAt = new Date(now.getTime() + config.MESSAGE_MAIL_DELAY_MINUTES * 60_000);
    await repo.insertMessage(
      tx,
      { conversationId: id, senderId: user.id, body, createdAt: now },
      side === 'chef' ? 'customer' : 'chef',
      mailDueAt,
    );
    // Writing in a thread reads it.
    await repo.markRead(tx, id, side);
    return id;
  });
}

function limitSender(app: FastifyInstance, user: SessionUser): Promise<void> {
  return app.hitRateLimit(`message:user:${user.id}`, app.config.MESSAGES_PER_MINUTE, 60);
}

/** POST /secure/order-message. */
export async function sendOrderMessage(
  app: FastifyInstance,
  user: SessionUser,
  input: OrderMessageInput,
): Promise<ConversationView> {
  const { order, customerId, viewer } = await orderFor(app, user, input.orderId);
  checkMessage(order, viewer, input.body);
  await limitSender(app, user);
  const id = await store(app, user, { orderId: order.id, customerId, chefId: order.chefId }, input.body);
  return getConversation(app, user, id);
}

/** POST /secure/ask-chef: the caller's question thread with the chef of a chef page. */
export async function askChef(
  app: FastifyInstance,
  user: SessionUser,
  input: AskChefInput,
): Promise<ConversationView> {
  const chef = await repo.findApprovedChef(app.db, input.nickname);
  if (!chef) throw new NotFound(MESSAGES.chefNotFound);
  if (chef.id === user.id) throw new Conflict(MESSAGES.askOwnPage);
  checkMessage(null, 'customer', input.body);
  await limitSender(app, user);
  const key = { orderId: null, customerId: user.id, chefId: chef.id };
  if (!(await repo.findQuestionThread(app.db, user.id, chef.id))) {
    await app.hitRateLimit(`question:user:${user.id}`, app.config.QUESTION_THREADS_PER_DAY, DAY_S);
  }
  const id = await store(app, user, key, input.body);
  return getConversation(app, user, id);
}

/** POST /secure/conversation-message: a reply in a thread of one's own. */
export async function sendConversationMessage(
  app: FastifyInstance,
  user: SessionUser,
  input: ConversationMessageInput,
): Promise<ConversationView> {
  const row = await repo.findThread(app.db, input.conversationId);
  const keys = row ? keysOf(row) : null;
  const viewer = keys ? viewerOf(keys, user) : null;
  if (!row || !keys || !viewer) throw new NotFound(MESSAGES.conversationNotFound);
  checkMessage(keys.order, viewer, input.body);
  await limitSender(app, user);
  const key = { orderId: keys.order?.id ?? null, customerId: keys.customerId, chefId: keys.chefId };
  await store(app, user, key, input.body);
  return getConversation(app, user, row.conversation.id);
}

/** POST /secure/conversation-read: the caller's unread count after reading (an operator's changes nothing). */
export async function markConversationRead(
  app: FastifyInstance,
  user: SessionUser,
  conversationId: number,
): Promise<{ unread: number }> {
  const row = await repo.findThread(app.db, conversationId);
  const viewer = row ? viewerOf(keysOf(row), user) : null;
  if (!row || !viewer) throw new NotFound(MESSAGES.conversationNotFound);
  if (viewer !== 'operator') await repo.markRead(app.db, row.conversation.id, viewer);
  return { unread: await repo.countUnread(app.db, user.id) };
}

/** GET /secure/unread-messages. */
export async function unreadMessages(app: FastifyInstance, user: SessionUser): Promise<{ unread: number }> {
  return { unread: await repo.countUnread(app.db, user.id) };
}

/** GET /secure/conversations. */
export async function listConversations(
  app: FastifyInstance,
  user: SessionUser,
  page: number,
): Promise<ConversationsPage> {
  const [rows, total] = await Promise.all([
    repo.listThreadPage(app.db, user.id, CONVERSATIONS_PAGE_SIZE, page * CONVERSATIONS_PAGE_SIZE),
    repo.countThreads(app.db, user.id),
  ]);
  return {
    conversations: rows.map((row) => {
      const isCustomer = row.conversation.customerId === user.id;
      const order = row.order?.id ? row.order : null;
      return {
        id: row.conversation.id,
        kind: order ? 'order' : 'question',
        orderId: order?.id ?? null,
        orderSID: order?.sid ?? null,
        with: isCustomer ? partyView(row.chef, true) : partyView(row.customer, false),
        unread: isCustomer ? row.conversation.customerUnread : row.conversation.chefUnread,
        lastMessageAt: row.conversation.lastMessageAt.getTime(),
        preview: row.preview.length > PREVIEW_MAX ? `${row.preview.slice(0, PREVIEW_MAX - 1)}…` : row.preview,
      };
    }),
    page,
    pageSize: CONVERSATIONS_PAGE_SIZE,
    total,
  };
}

/** Threads mailed in one sweep run, per side. */
const MAILS_PER_RUN = 100;

/**
 * The batched new-message mails: each thread whose reader has not read it MESSAGE_MAIL_DELAY_MINUTES after
 * the first unread message gets one mail to that reader, in their language, naming the writer and how many
 * messages wait (never their text). The rows are claimed with SKIP LOCKED, so two instances mail once.
 */
export async function sendDueMessageMails(app: FastifyInstance): Promise<number> {
  let mailed = 0;
  for (const side of ['customer', 'chef'] as const) {
    mailed += await app.db.transaction(async (tx) => {
      const ids = await repo.claimDueMails(tx, side, app.clock(), MAILS_PER_RUN);
      for (const id of ids) {
        const row = await repo.findThread(tx, id);
        await repo.clearMailDue(tx, id, side);
        const count = row ? unreadOf(row, side) : 0;
        if (!row || count === 0) continue;
        const reader = side === 'customer' ? row.customer : row.chef;
        const writer = side === 'customer' ? partyView(row.chef, true) : partyView(row.customer, false);
        await app.mail.enqueue(
          {
            to: reader.email,
            template: 'new-messages',
            language: reader.language,
            params: {
              fromName: writer.name,
              count,
              orderNumber: row.order?.sid ? orderNumber(row.order.sid) : null,
              threadUrl: publicPageUrl(app.config, `/messages/${id}`),
            },
          },
          tx,
        );
      }
      return ids.length;
    });
  }
  return mailed;
}
