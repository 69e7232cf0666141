import { setMaxListeners } from 'node:events';
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import * as repo from './mail-repository.ts';
import type { OutboxMail } from './mail-repository.ts';

/** Hands one mail to the outside world (SMTP); rejects when it was not accepted. */

/**
 * How long a mail its caller sends itself (a pin, MailService.firstAttempt) is kept from the outbox's passes:
 * it is written due this much later, so that no pass claims it between the caller's commit and its first
 * attempt (the caller could not then tell its user that the pin is delayed). Should the caller never make the
 * attempt (the process stopped), a pass sends it once the hold is over. Shorter than a pass's default lease,
 * so the first attempt never takes a mail a pass holds.
 */
export const FIRST_ATTEMPT_HOLD_MS = 60_000;

export interface MailSender {
  /** `urgent`: a mail someone is waiting for (a pin), sent without queueing behind the backlog. */
  send(mail: OutboxMail, signal: AbortSignal, urgent?: boolean): Promise<void>;
  close(): void;
}

export interface OutboxWorkerOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** The app's clock: due times, claims and back-off are computed from it, so tests can move it. */
  clock: () => Date;
  sender: MailSender;
  /** How often the outbox is read when nothing kicks the worker (mails of other instances, retries). */
  pollIntervalMs?: number;
  batchSize?: number;
  /** How long a claimed mail is left to this instance; longer than the slowest send the SMTP time-outs allow. */
  leaseMs?: number;
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** On stop, how long sends in progress may finish before they are interrupted (and retried later). */
  stopGraceMs?: number;
}

export const MAIL_RETRY_BASE_MS = 5_000;
export const MAIL_RETRY_MAX_MS = 10 * 60_000;

/** Exponential back-off: 5 s after the first failure, doubling, at most 10 minutes. */
export function retryDelayMs(
  attempts: number,
  baseMs = MAIL_RETRY_BASE_MS,
  maxMs = MAIL_RETRY_MAX_MS,
): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

// After a mail is written inside the caller's transaction, the worker waits for the commit before it
// looks: a claim on another connection would not see the row yet.
const VISIBILITY_CHECKS_MS = [0, 10, 20, 50, 100, 200, 500, 1000, 2000];

/**
 * Delivers the outbox: claims due mails (safe with several instances on one database), sends each outside
 * any transaction, then records it as sent, or records the failure and the time of the next attempt.
 * Runs when kicked (a mail was queued) and every few seconds otherwise. Delivery is at least once: a mail
 * is sent again only if the process dies (or the database fails) between the send and its record.
 */
export class OutboxWorker {
  private readonly db: Db;
  private readonly log: FastifyBaseLogger;
  private readonly clock: () => Date;
  private readonly sender: MailSender;
  private readonly pollIntervalMs: number;
  private readonly batchSize: number;
  private readonly leaseMs: number;
  private readonly retryBaseMs: number;
  private readonly retryMaxMs: number;
  private readonly stopGraceMs: number;
  private readonly abort = new AbortController();
  private running: Promise<void> | undefined;
  private queued: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private stopping = false;

  constructor(options: OutboxWorkerOptions) {
    this.db = options.db;
    this.log = options.log;
    this.clock = options.clock;
    this.sender = options.sender;
    this.pollIntervalMs = options.pollIntervalMs ?? 5_000;
    this.batchSize = options.batchSize ?? 10;
    this.leaseMs = options.leaseMs ?? 5 * 60_000;
    this.retryBaseMs = options.retryBaseMs ?? MAIL_RETRY_BASE_MS;
    this.retryMaxMs = options.retryMaxMs ?? MAIL_RETRY_MAX_MS;
    this.stopGraceMs = options.stopGraceMs ?? 10_000;
    // Every send in flight listens to the one stop signal: many at once under load is expected.
    setMaxListeners(0, this.abort.signal);
  }

  /** Delivers what is due now (mails left from before the start), then keeps polling. */
  start(): void {
    this.kick();
  }

  /** Asks for a pass soon without waiting for it. */
  kick(): void {
    void this.runNow();
  }

  /** Kicks once the mail written by a still open transaction is committed, so it goes out at once. */
  kickWhenVisible(id: number): void {
    void (async () => {
      for (const delayMs of VISIBILITY_CHECKS_MS) {
        await delay(delayMs, undefined, { ref: false });
        if (this.stopping) return;
        try {
          if (await repo.mailExists(this.db, id)) return this.kick();
        } catch {
          return; // the next poll will find it
        }
      }
      // Not visible after a few seconds: rolled back, or the next poll finds it.
    })();
  }

  /** A pass that starts after the one in progress, if any; resolves when it ends. Never rejects. */
  runNow(): Promise<void> {
    if (this.stopping) return this.running ?? Promise.resolve();
    if (this.queued) return this.queued;
    if (!this.running) {
      this.running = this.pass().finally(() => {
        this.running = undefined;
      });
      return this.running;
    }
    this.queued = this.running.then(() => {
      this.queued = undefined;
      return this.runNow();
    });
    return this.queued;
  }

  /**
   * Sends one committed mail now, ahead of the backlog (a pin the user is waiting for), and tells how its
   * attempt went: 'unknown' when it could not be claimed (a pass of this or another instance has it).
   */
  async deliverNow(id: number): Promise<'sent' | 'failed' | 'unknown'> {
    if (this.stopping) return 'unknown';
    const now = this.clock();
    const dueBy = new Date(now.getTime() + FIRST_ATTEMPT_HOLD_MS);
    const mail = await repo.claimMail(this.db, id, now, dueBy, new Date(now.getTime() + this.leaseMs));
    if (!mail) return 'unknown';
    return (await this.deliver(mail, true)) ? 'sent' : 'failed';
  }

  /**
   * Stops polling and lets sends in progress finish for a while; then interrupts them. An interrupted mail
   * is recorded as a failed attempt (or its claim runs out) and is sent later, by this or another instance.
   */
  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.timer);
    const inFlight = Promise.all([this.running, this.queued]);
    if (
      !(await valueWithin(
        inFlight.then(() => true),
        this.stopGraceMs,
        false,
      ))
    ) {
      this.log.warn('mail outbox: interrupting sends in progress; they will be retried');
      this.abort.abort(new Error('the server is shutting down'));
      await inFlight;
    }
    this.sender.close();
  }

  private async pass(): Promise<void> {
    clearTimeout(this.timer);
    try {
      let claimed: OutboxMail[];
      do {
        if (this.stopping) return;
        const now = this.clock();
        const leaseUntil = new Date(now.getTime() + this.leaseMs);
        claimed = await repo.claimDueMails(this.db, now, leaseUntil, this.batchSize);
        await Promise.all(byRecipient(claimed).map((mails) => this.deliverInOrder(mails)));
      } while (claimed.length === this.batchSize);
    } catch (error) {
      this.log.warn({ err: error }, 'mail outbox: cannot read the outbox; trying again later');
    } finally {
      if (!this.stopping) this.timer = setTimeout(() => this.kick(), this.pollIntervalMs).unref();
    }
  }

  /** One recipient's mails one after the other, so they arrive in the order they were written. */
  private async deliverInOrder(mails: OutboxMail[]): Promise<void> {
    for (const mail of mails) await this.deliver(mail);
  }

  /** Sends one claimed mail and records the outcome; true when it was sent. */
  private async deliver(mail: OutboxMail, urgent = false): Promise<boolean> {
    try {
      await this.sender.send(mail, this.abort.signal, urgent);
    } catch (error) {
      await this.recordFailure(mail, error);
      return false;
    }
    await this.recordSent(mail);
    return true;
  }

  private async recordFailure(mail: OutboxMail, error: unknown): Promise<void> {
    const attempts = mail.attempts + 1;
    const delayMs = retryDelayMs(attempts, this.retryBaseMs, this.retryMaxMs);
    const reason = errorText(error);
    this.log.warn(
      { mailId: mail.id, to: mail.recipient, attempts, retryInSeconds: delayMs / 1000, reason },
      'mail not sent; trying again later',
    );
    try {
      const nextAttemptAt = new Date(this.clock().getTime() + delayMs);
      await repo.markFailed(this.db, mail.id, { error: reason, nextAttemptAt });
    } catch (dbError) {
      // The claim runs out and the mail is tried again then.
      this.log.error({ err: dbError, mailId: mail.id }, 'mail outbox: cannot record a failed attempt');
    }
  }

  /** A sent mail whose record is lost would be sent again when its claim runs out: try a few times. */
  private async recordSent(mail: OutboxMail): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await repo.markSent(this.db, mail.id, this.clock());
        this.log.info({ mailId: mail.id, to: mail.recipient, attempts: mail.attempts + 1 }, 'mail sent');
        return;
      } catch (error) {
        if (attempt >= 3) {
          this.log.error({ err: error, mailId: mail.id }, 'mail sent but not recorded: it may be sent again');
          return;
        }
        await delay(500 * attempt);
      }
    }
  }
}

/** The claimed mails grouped by recipient (case-insensitive), each group oldest first. */
function byRecipient(mails: OutboxMail[]): OutboxMail[][] {
  const groups = new Map<string, OutboxMail[]>();
  for (const mail of mails) {
    const key = mail.recipient.toLowerCase();
    groups.set(key, [...(groups.get(key) ?? []), mail]);
  }
  return [...groups.values()];
}

/** Nodemailer's messages carry the SMTP reply (e.g. "550 mailbox unavailable"). */
function errorText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 1000);
}

/** The promise's value if it settles within `ms`, else `fallback` (the promise keeps running either way). */
export async function valueWithin<T, F>(promise: Promise<T>, ms: number, fallback: F): Promise<T | F> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<F>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
