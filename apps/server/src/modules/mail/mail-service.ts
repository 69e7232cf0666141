import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@hearth/domain/constants';
import type { DbOrTx } from '../../db/database.ts';
import { mailOutbox } from '../../db/schema.ts';
import { renderTemplate, type TemplateName, type TemplateParams } from './templates.ts';

export interface MailRequest<T extends TemplateName = TemplateName> {
  to: string;
  template: T;
  language: Language;
  params: TemplateParams[T];
}

/**
 * Every e-mail is written to the outbox first (inside the caller's transaction when one is given), then
 * delivered by the outbox worker. Nothing is lost while SMTP is down.
 */
export class MailService {
  constructor(
    private readonly db: DbOrTx,
    private readonly log: FastifyBaseLogger,
  ) {}

  async enqueue<T extends TemplateName>(mail: MailRequest<T>, tx: DbOrTx = this.db): Promise<number> {
    const rendered = renderTemplate(mail.template, mail.language, mail.params);
    const [row] = await tx
      .insert(mailOutbox)
      .values({
        recipient: mail.to,
        template: mail.template,
        language: mail.language,
        subject: rendered.subject,
        textBody: rendered.text,
        htmlBody: rendered.html,
      })
      .returning({ id: mailOutbox.id });
    this.log.info({ mailId: row!.id, to: mail.to, template: mail.template }, 'mail queued');
    return row!.id;
  }
}
