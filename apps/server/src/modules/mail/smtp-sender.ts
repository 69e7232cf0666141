import nodemailer from 'nodemailer';
import type { OutboxMail } from './mail-repository.ts';
import type { MailSender } from './mail-worker.ts';

/** Connections kept open to the mail server, each sending one mail at a time. */
const SMTP_CONNECTIONS = 5;

export interface SmtpSenderOptions {
  /** SMTP_URL: smtp://user:pass@host:587 (STARTTLS when offered) or smtps://host:465. */
  url: string;
  /** MAIL_FROM: `Hearth <no-reply@example.com>`. */
  from: string;
}

/**
 * Sends outbox mails through SMTP with nodemailer: the backlog over a small pool of kept-open connections (a
 * busy hour's order mails would otherwise each pay a new connection and TLS handshake), an urgent mail (a pin
 * the user is waiting for) on a connection of its own, so it never queues behind the backlog. Time-outs stay
 * well under the worker's claim so that a hanging server cannot make two instances send the same mail.
 */
export function smtpSender(options: SmtpSenderOptions): MailSender {
  const timeouts = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };
  const pooled = nodemailer.createTransport({
    url: options.url,
    pool: true,
    maxConnections: SMTP_CONNECTIONS,
    ...timeouts,
  });
  const direct = nodemailer.createTransport({ url: options.url, ...timeouts });
  const domain = /@([^\s>]+)>?\s*$/.exec(options.from)?.[1] ?? 'hearth.local';
  return {
    async send(mail: OutboxMail, signal: AbortSignal, urgent = false) {
      await (urgent ? direct : pooled).sendMail({
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
    close: () => {
      pooled.close();
      direct.close();
    },
  };
}
