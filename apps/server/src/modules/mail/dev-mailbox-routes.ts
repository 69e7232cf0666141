import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { listDevMail } from '@hearth/domain/contracts/site';
import { route } from '../../contract-routes.ts';
import { ok } from '../../envelope.ts';
import { NotFound } from '../../errors.ts';
import { isLoopback } from '../../plugins/security.ts';
import type { OutboxMail } from './mail-repository.ts';
import { renderMailboxPage } from './dev-mailbox-page.ts';
import type { DevMail } from '@hearth/domain/api';

const MAILBOX_LIMIT = 100;

/**
 * GET /dev/mailbox[?to=EMAIL]: the newest 100 mails of the outbox, as a page for a browser and as the
 * envelope `model.mails` otherwise. Development and tests only: app.ts does not register it in production.
 * It holds every pin, so it answers only this machine (decision 046): a client connected over loopback (the
 * socket's address, never a forwarded one) that names us in Host (a DNS-rebinding page does not). Anyone
 * else gets the same 404 as a route that does not exist.
 */
export async function devMailboxRoutes(app: FastifyInstance) {
  // Before the query is read: a stranger's bad query is the same 404, never a 400 that tells the route is here.
  app.addHook('preHandler', async (request) => {
    if (!isLoopback(request.socket.remoteAddress ?? '') || !app.isOwnHost(request.headers.host))
      throw new NotFound();
  });

  route(app, listDevMail, async ({ request, reply, input }) => {
    const to = input.to || undefined;
    const mails = await app.mail.recent({ to, limit: MAILBOX_LIMIT });
    if (wantsHtml(request)) {
      const styleNonce = randomBytes(16).toString('base64');
      void reply
        .header('cache-control', 'no-store')
        .header('content-security-policy', mailboxPolicy(styleNonce));
      return reply
        .type('text/html; charset=utf-8')
        .send(renderMailboxPage(mails, { to, delivers: app.mail.delivers, styleNonce }));
    }
    return ok({ mails: mails.map(toDto) });
  });
}

/**
 * The page's own policy: its one <style> block by this answer's nonce, no script at all, and the mails'
 * inline style attributes (mail clients know no stylesheets), which the sandboxed previews inherit.
 */
function mailboxPolicy(styleNonce: string): string {
  return [
    "default-src 'none'",
    `style-src-elem 'nonce-${styleNonce}'`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
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
