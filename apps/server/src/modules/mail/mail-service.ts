import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@hearth/domain/constants';
import type { Db, DbOrTx } from '../../db/database.ts';
import * as repo from './mail-repository.ts';
import type { OutboxMail } from './mail-repository.ts';
import type { OutboxWorker } from './mail-worker.ts';
import { renderTemplate, type TemplateName, type TemplateParams } from './templates.ts';

export interface MailRequest<T extends TemplateName = TemplateName> {
  to: string;
  template: T;
  /** The recipient's language (the user's, or the browser's for an unknown address). */
  language: Language;
  params: TemplateParams[T];
}

export interface MailServiceOptions {
  db: Db;
  log: FastifyBaseLogger;
  clock: () => Date;
  isProduction: boolean;
  /** Delivers the outbox through SMTP; without it (no SMTP_URL) mails stay in the outbox and are logged. */
  worker?: OutboxWorker;
}

/**
 * Every e-mail is written to the outbox first (inside the caller's transaction when one is given), then
 * delivered by the outbox worker. Nothing is lost while SMTP is down.
 */
export class MailService {
  constructor(private readonly options: MailServiceOptions) {}

  /** Whether mails leave the outbox (SMTP_URL is set). */
  get delivers(): boolean {
    return this.options.worker !== undefined;
  }

  async enqueue<T extends TemplateName>(mail: MailRequest<T>, tx: DbOrTx = this.options.db): Promise<number> {
    const { clock, log, worker, isProduction } = this.options;
    const rendered = renderTemplate(mail.template, mail.language, mail.params);
    const now = clock();
    const id = await repo.insertMail(tx, {
      recipient: mail.to,
      template: mail.template,
      language: mail.language,
      subject: rendered.subject,
      textBody: rendered.text,
      htmlBody: rendered.html,
      createdAt: now,
      nextAttemptAt: now,
    });
    if (worker) {
      log.info({ mailId: id, to: mail.to, template: mail.template }, 'mail queued');
      if (tx === this.options.db) worker.kick();
      else worker.kickWhenVisible(id);
    } else {
      // Without SMTP the log is the developer's inbox (pins included); production logs no mail text.
      const text = isProduction ? undefined : rendered.text;
      log.info(
        { mailId: id, to: mail.to, subject: rendered.subject, text },
        'mail kept in the outbox (no SMTP_URL)',
      );
    }
    return id;
  }

  /** Runs a delivery pass now and waits for it (tests, tools); nothing to do without SMTP. */
  async deliverDue(): Promise<void> {
    await this.options.worker?.runNow();
  }

  /** The newest mails first, optionally to one recipient (case-insensitive): the dev mailbox. */
  recent(filter: { to?: string; limit: number }): Promise<OutboxMail[]> {
    return repo.listRecentMails(this.options.db, filter);
  }
}
