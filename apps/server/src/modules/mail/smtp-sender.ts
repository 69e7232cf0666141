import nodemailer from 'nodemailer';
import type { OutboxMail } from './mail-repository.ts';
import type { MailSender } from './mail-worker.ts';

export interface SmtpSenderOptions {
  /** SMTP_URL: smtp://user:pass@host:587 (STARTTLS when offered) or smtps://host:465. */
  url: string;
  /** MAIL_FROM: `Hearth <no-reply@example.com>`. */
  from: string;
}

/**
 * Sends outbox mails through SMTP with nodemailer: one connection per mail (mails are few), with time-outs
 * well under the worker's claim so that a hanging server cannot make two instances send the same mail.
 */
export function smtpSender(options: SmtpSenderOptions): MailSender {
  const transport = nodemailer.createTransport({
    url: options.url,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
  const domain = /@([^\s>]+)>?\s*$/.exec(options.from)?.[1] ?? 'hearth.local';
  return {
    async send(mail: OutboxMail, signal: AbortSignal) {
      await transport.sendMail({
        from: options.from,
        to: mail.recipient,
        subject: mail.subject,
        text: mail.textBody,
        html: mail.htmlBody,
        // The same Message-ID on a repeated send lets mail systems drop the duplicate.
        messageId: `<outbox-${mail.id}-${mail.createdAt.getTime()}@${domain}>`,
        signal,
      });
    },
    close: () => transport.close(),
  };
}
