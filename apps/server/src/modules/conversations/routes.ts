import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES } from '@hearth/domain/messages';
import * as contracts from '@hearth/domain/contracts/conversations';
import { route } from '../../contract-routes.ts';
import { ok } from '../../envelope.ts';
import { registerPeriodicSweep } from '../../plugins/periodic-sweep.ts';
import * as service from './conversation-service.ts';

/** The conversation calls (decision 064): threads, messages, read marks and the unread count. */
export async function conversationRoutes(app: FastifyInstance) {
  route(app, contracts.listConversations, async ({ user, input }) =>
    ok(await service.listConversations(app, user, input.page)),
  );
  route(app, contracts.getConversation, async ({ user, input }) =>
    ok({ conversation: await service.getConversation(app, user, input.conversationId) }),
  );
  route(app, contracts.getOrderConversation, async ({ user, input }) =>
    ok({ conversation: await service.getOrderConversation(app, user, input.orderId) }),
  );
  route(app, contracts.getUnreadMessages, async ({ user }) => ok(await service.unreadMessages(app, user)));
  route(app, contracts.sendOrderMessage, async ({ user, input }) =>
    ok({ conversation: await service.sendOrderMessage(app, user, input) }, MESSAGES.messageSent),
  );
  route(app, contracts.askChef, async ({ user, input }) =>
    ok({ conversation: await service.askChef(app, user, input) }, MESSAGES.messageSent),
  );
  route(app, contracts.sendConversationMessage, async ({ user, input }) =>
    ok({ conversation: await service.sendConversationMessage(app, user, input) }, MESSAGES.messageSent),
  );
  route(app, contracts.markConversationRead, async ({ user, input }) =>
    ok(await service.markConversationRead(app, user, input.conversationId)),
  );
}

/** How often the threads whose new-message mail is due are looked for. */
const MESSAGE_MAIL_SWEEP_INTERVAL_MS = 60_000;

/** Sends the batched new-message mails every minute on every instance (tests call the run themselves). */
export const conversationMailPlugin = fp(
  async function conversationMail(app: FastifyInstance) {
    registerPeriodicSweep(app, {
      name: 'new-message mails',
      intervalMs: MESSAGE_MAIL_SWEEP_INTERVAL_MS,
      run: async () => ({ mailed: await service.sendDueMessageMails(app) }),
    });
  },
  { name: 'conversation-mail' },
);
