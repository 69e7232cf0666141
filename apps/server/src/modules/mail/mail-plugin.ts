import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerPeriodicSweep } from '../../plugins/periodic-sweep.ts';
import { MailService } from './mail-service.ts';
import { OutboxWorker } from './mail-worker.ts';

/** How often expired pins are blanked out of unsent mails and old mails deleted (decision 048). */
const MAIL_SWEEP_INTERVAL_MS = 60_000;

/**
 * Decorates `app.mail`. With SMTP_URL the outbox worker starts when the app is ready and stops when it
 * closes; register this after the database's onClose hook (hooks run last-in, first-out), so the worker
 * records its last sends before the database closes.
 */
export const mailPlugin = fp(
  async function mail(app: FastifyInstance) {
    const { config } = app;
    const log = app.log.child({ module: 'mail' });
    // nodemailer is loaded only when mail is sent through SMTP (a start without it does not wait for it).
    const worker = config.SMTP_URL
      ? new OutboxWorker({
          db: app.db,
          log,
          clock: app.clock,
          sender: (await import('./smtp-sender.ts')).smtpSender({
            url: config.SMTP_URL,
            from: config.MAIL_FROM,
          }),
        })
      : undefined;
    const service = new MailService({
      db: app.db,
      log,
      clock: app.clock,
      isProduction: config.isProduction,
      retentionDays: config.MAIL_RETENTION_DAYS,
      worker,
    });
    app.decorate('mail', service);
    registerPeriodicSweep(app, {
      name: 'mail outbox clean-up',
      intervalMs: MAIL_SWEEP_INTERVAL_MS,
      run: () => service.sweep(),
    });
    app.addHook('onReady', async () => {
      if (worker) worker.start();
      else if (config.isProduction) log.warn('SMTP_URL is not set: e-mails stay in the outbox, unsent');
    });
    app.addHook('onClose', async () => {
      await worker?.stop();
    });
  },
  { name: 'mail' },
);
