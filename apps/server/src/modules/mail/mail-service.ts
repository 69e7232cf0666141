import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@hearth/domain/constants';
import type { Db, DbOrTx } from '../../db/database.ts';
import * as repo from './mail-repository.ts';
import type { OutboxMail } from './mail-repository.ts';
import { FIRST_ATTEMPT_HOLD_MS, valueWithin, type OutboxWorker } from './mail-worker.ts';
import { renderTemplate, type TemplateName, type TemplateParams } from './templates.ts';

export interface MailRequest<T extends TemplateName = TemplateName> {
  to: string;
  template: T;
  /** The recipient's language (the user's, or the browser's for an unknown address). */
  language: Language;
  params: TemplateParams[T];
}

/**
 * What became of a mail's first delivery attempt: sent; failed (the mail server refused it or could not be
 * reached: the mail waits in the outbox and is retried); unknown (not settled in time, or another instance
 * is sending it); kept (no SMTP_URL: the dev mailbox).
 */
export type FirstAttempt = 'sent' | 'failed' | 'unknown' | 'kept';

/** How long a pin request waits for its mail's first attempt: bounded, so a hanging SMTP server hangs no one. */
export const FIRST_ATTEMPT_WAIT_MS = 2_000;

export interface MailServiceOptions {
  db: Db;
  log: FastifyBaseLogger;
  clock: () => Date;
  isProduction: boolean;
  /** How long a mail stays in the outbox, sent or not (MAIL_RETENTION_DAYS; 30 when not given). */
  retentionDays?: number;
  /** Delivers the outbox through SMTP; without it (no SMTP_URL) mails stay in the outbox and are logged. */
  worker?: OutboxWorker;
}

const DAY_MS = 24 * 60 * 60_000;
export const DEFAULT_MAIL_RETENTION_DAYS = 30;

/**
 * A mail's secret: the pin of a pin mail (its parameters carry `pin` and `minutes`) and when it stops
 * working. The stored bodies hold it only until the mail is delivered or the pin runs out.
 */
function secretOf(params: unknown, now: Date): { value: string; expiresAt: Date } | undefined {
  if (typeof params !== 'object' || params === null) return undefined;
  const { pin, minutes } = params as { pin?: unknown; minutes?: unknown };
  if (typeof pin !== 'string' || pin === '' || typeof minutes !== 'number') return undefined;
  return { value: pin, expiresAt: new Date(now.getTime() + minutes * 60_000) };
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

  /**
   * Writes the mail to the outbox and wakes the worker, unless `firstAttemptByCaller`: the caller sends it
   * itself with firstAttempt once its transaction is committed (a pin), and the mail is written held from the
   * passes until then (FIRST_ATTEMPT_HOLD_MS), so that none takes it first.
   */
  async enqueue<T extends TemplateName>(
    mail: MailRequest<T>,
    tx: DbOrTx = this.options.db,
    options: { firstAttemptByCaller?: boolean } = {},
  ): Promise<number> {
    const { clock, log, worker, isProduction } = this.options;
    const rendered = renderTemplate(mail.template, mail.language, mail.params);
    const now = clock();
    const secret = secretOf(mail.params, now);
    // Nothing ever reads a kept mail's pin in production (no dev mailbox there): it is never stored.
    const keepSecret = secret && (worker || !isProduction);
    const blank = (body: string) => (secret ? body.replaceAll(secret.value, repo.BLANKED_SECRET) : body);
    const id = await repo.insertMail(tx, {
      recipient: mail.to,
      template: mail.template,
      language: mail.language,
      subject: rendered.subject,
      textBody: keepSecret ? rendered.text : blank(rendered.text),
      htmlBody: keepSecret ? rendered.html : blank(rendered.html),
      secret: keepSecret ? secret.value : null,
      secretExpiresAt: secret?.expiresAt ?? null,
      createdAt: now,
      nextAttemptAt:
        worker && options.firstAttemptByCaller ? new Date(now.getTime() + FIRST_ATTEMPT_HOLD_MS) : now,
    });
    if (worker) {
      log.info({ mailId: id, to: mail.to, template: mail.template }, 'mail queued');
      if (options.firstAttemptByCaller) return id;
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

  /**
   * Sends a committed mail at once, ahead of the outbox's backlog, and tells what that first attempt gave,
   * waiting at most `waitMs`: the pin requests use it to tell their user when the pin could not be sent yet.
   * The send keeps going after the wait; a failed mail is retried like any other.
   */
  async firstAttempt(id: number, waitMs = FIRST_ATTEMPT_WAIT_MS): Promise<FirstAttempt> {
    const { worker, log } = this.options;
    if (!worker) return 'kept';
    const attempt = worker.deliverNow(id).catch((error: unknown) => {
      // The mail is committed: a failing claim must not turn the request into an error; the next pass sends it.
      log.warn({ err: error, mailId: id }, 'mail outbox: first attempt not made');
      return 'unknown' as const;
    });
    return valueWithin(attempt, waitMs, 'unknown' as const);
  }

  /** Runs a delivery pass now and waits for it (tests, tools); nothing to do without SMTP. */
  async deliverDue(): Promise<void> {
    await this.options.worker?.runNow();
  }

  /**
   * The outbox's clean-up, run periodically (mail-plugin.ts): blanks the pins of mails whose pin ran out
   * unsent, and deletes the mails older than MAIL_RETENTION_DAYS (decision 048).
   */
  async sweep(): Promise<{ blanked: number; deleted: number }> {
    const { db, clock, retentionDays = DEFAULT_MAIL_RETENTION_DAYS } = this.options;
    const now = clock();
    const blanked = await repo.blankExpiredSecrets(db, now);
    const deleted = await repo.deleteMailsBefore(db, new Date(now.getTime() - retentionDays * DAY_MS));
    return { blanked, deleted };
  }

  /** The newest mails first, optionally to one recipient (case-insensitive): the dev mailbox. */
  recent(filter: { to?: string; limit: number }): Promise<OutboxMail[]> {
    return repo.listRecentMails(this.options.db, filter);
  }
}
