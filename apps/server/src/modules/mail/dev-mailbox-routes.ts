import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok, parseInput } from '../../envelope.ts';
import type { OutboxMail } from './mail-repository.ts';
import { renderMailboxPage } from './dev-mailbox-page.ts';
import type { DevMail } from '@hearth/domain/api';

const MAILBOX_LIMIT = 100;
export const devMailboxQuerySchema = z.object({ to: z.string().trim().max(320).optional() });

/**
 * GET /dev/mailbox[?to=EMAIL]: the newest 100 mails of the outbox, as a page for a browser and as the
 * envelope `model.mails` otherwise. Development and tests only: app.ts does not register it in production.
 */
export async function devMailboxRoutes(app: FastifyInstance) {
  app.get('/dev/mailbox', async (request, reply) => {
    const query = parseInput(devMailboxQuerySchema, request.query);
    const to = query.to || undefined;
    const mails = await app.mail.recent({ to, limit: MAILBOX_LIMIT });
    if (wantsHtml(request)) {
      void reply.header('cache-control', 'no-store');
      return reply
        .type('text/html; charset=utf-8')
        .send(renderMailboxPage(mails, { to, delivers: app.mail.delivers }));
    }
    return ok({ mails: mails.map(toDto) });
  });
}

/** A browser navigating asks for text/html; fetch() with Accept: application/json, curl and the like get JSON. */
function wantsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

function toDto(mail: OutboxMail): DevMail {
  return {
    id: mail.id,
    to: mail.recipient,
    subject: mail.subject,
    text: mail.textBody,
    html: mail.htmlBody,
    language: mail.language,
    template: mail.template,
    createdAt: mail.createdAt.toISOString(),
    sentAt: mail.sentAt?.toISOString() ?? null,
  };
}
