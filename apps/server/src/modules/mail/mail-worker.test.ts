import { setTimeout as delay } from 'node:timers/promises';
import { Writable } from 'node:stream';
import { asc } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema.ts';
import { useTestApp } from '../../test/test-app.ts';
import { claimDueMails, type OutboxMail } from './mail-repository.ts';
import { MailService } from './mail-service.ts';
import {
  FIRST_ATTEMPT_HOLD_MS,
  OutboxWorker,
  retryDelayMs,
  type MailSender,
  type OutboxWorkerOptions,
} from './mail-worker.ts';

const ctx = useTestApp();
const SECOND = 1000;
const silent = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;

const workers: OutboxWorker[] = [];
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
});

function makeWorker(sender: MailSender, options: Partial<OutboxWorkerOptions> = {}) {
  const worker = new OutboxWorker({
    db: ctx.app.db,
    log: silent,
    clock: ctx.clock.now,
    sender,
    pollIntervalMs: 60 * SECOND, // no poll during a test: passes run when the test asks
    ...options,
  });
  workers.push(worker);
  return worker;
}

/** A sender that records what it sends; `behaviour` may delay or throw first. */
function recordingSender(behaviour?: (mail: OutboxMail, signal: AbortSignal) => Promise<void>) {
  const sent: OutboxMail[] = [];
  const sender: MailSender = {
    async send(mail, signal) {
      await behaviour?.(mail, signal);
      sent.push(mail);
    },
    close() {},
  };
  return { sender, sent };
}

function pinMail(to: string, pin = '123456') {
  return { to, template: 'one-time-pin' as const, language: 'en' as const, params: { pin, minutes: 10 } };
}

async function queue(count: number) {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) ids.push(await ctx.app.mail.enqueue(pinMail(`user${i}@example.lt`)));
  return ids;
}

async function rows() {
  return ctx.app.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));
}

describe('retryDelayMs', () => {
  it('starts at 5 seconds, doubles, and stops growing at 10 minutes', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n))).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(retryDelayMs(8)).toBe(600_000);
    expect(retryDelayMs(1000)).toBe(600_000);
  });
});

describe('OutboxWorker', () => {
  it('sends each due mail once and records it as sent', async () => {
    const ids = await queue(3);
    const { sender, sent } = recordingSender();
    await makeWorker(sender).runNow();
    expect(sent.map((m) => m.id)).toEqual(ids);
    for (const row of await rows()) {
      expect(row.sentAt).not.toBeNull();
      expect(row.attempts).toBe(0);
    }
    await makeWorker(sender).runNow();
    expect(sent).toHaveLength(3);
  });

  it('never sends a mail twice when two instances work on one database at once', async () => {
    const ids = await queue(25);
    const a = recordingSender(() => delay(Math.random() * 5));
    const b = recordingSender(() => delay(Math.random() * 5));
    const first = makeWorker(a.sender, { batchSize: 3 });
    const second = makeWorker(b.sender, { batchSize: 3 });
    await Promise.all([first.runNow(), second.runNow(), first.runNow(), second.runNow()]);
    const sentIds = [...a.sent, ...b.sent].map((m) => m.id).sort((x, y) => x - y);
    expect(sentIds).toEqual(ids);
    expect((await rows()).every((r) => r.sentAt !== null)).toBe(true);
  });

  it('records a failure, backs off exponentially, then sends once the mail is due again', async () => {
    const [id] = await queue(1);
    let up = false;
    const { sender, sent } = recordingSender(async () => {
      if (!up) throw new Error('connect ECONNREFUSED 127.0.0.1:2525');
    });
    const worker = makeWorker(sender);
    const t0 = ctx.clock.now().getTime();

    await worker.runNow();
    let [row] = await rows();
    expect(row).toMatchObject({
      id,
      attempts: 1,
      sentAt: null,
      lastError: 'connect ECONNREFUSED 127.0.0.1:2525',
    });
    expect(row!.nextAttemptAt.getTime() - t0).toBeGreaterThanOrEqual(5 * SECOND);
    expect(row!.nextAttemptAt.getTime() - t0).toBeLessThan(6 * SECOND);

    ctx.clock.advance(6 * SECOND);
    await worker.runNow();
    [row] = await rows();
    expect(row!.attempts).toBe(2);
    expect(row!.nextAttemptAt.getTime() - ctx.clock.now().getTime()).toBeGreaterThan(9 * SECOND);

    up = true;
    await worker.runNow(); // not due yet: nothing happens
    expect(sent).toHaveLength(0);
    ctx.clock.advance(11 * SECOND);
    await worker.runNow();
    await worker.runNow();
    expect(sent.map((m) => m.id)).toEqual([id]);
    [row] = await rows();
    expect(row!.sentAt).not.toBeNull();
    expect(row!.attempts).toBe(2);
  });

  it('claims a mail for a while: nobody else takes it until the claim runs out', async () => {
    const [id] = await queue(1);
    const now = ctx.clock.now();
    const lease = new Date(now.getTime() + 60 * SECOND);
    expect((await claimDueMails(ctx.app.db, now, lease, 10)).map((m) => m.id)).toEqual([id]);
    expect(await claimDueMails(ctx.app.db, new Date(now.getTime() + 59 * SECOND), lease, 10)).toEqual([]);
    const later = new Date(now.getTime() + 60 * SECOND);
    expect((await claimDueMails(ctx.app.db, later, later, 10)).map((m) => m.id)).toEqual([id]);
  });

  it('on stop, interrupts a hanging send and leaves the mail to be retried', async () => {
    await queue(1);
    const { sender, sent } = recordingSender(
      (_mail, signal) =>
        new Promise((_resolve, reject) => {
          signal.addEventListener('abort', () => reject(signal.reason as Error));
        }),
    );
    const worker = makeWorker(sender, { stopGraceMs: 50 });
    const pass = worker.runNow();
    await delay(50);
    await worker.stop();
    await pass;
    expect(sent).toHaveLength(0);
    const [row] = await rows();
    expect(row).toMatchObject({ attempts: 1, sentAt: null, lastError: 'the server is shutting down' });

    ctx.clock.advance(6 * SECOND);
    const next = recordingSender();
    await makeWorker(next.sender).runNow();
    expect(next.sent).toHaveLength(1);
  });

  it('lets a send in progress finish on stop when it is quick enough', async () => {
    await queue(1);
    const { sender, sent } = recordingSender(() => delay(100));
    const worker = makeWorker(sender, { stopGraceMs: 5 * SECOND });
    void worker.runNow();
    await delay(20);
    await worker.stop();
    expect(sent).toHaveLength(1);
    expect((await rows())[0]!.sentAt).not.toBeNull();
  });
});

describe('MailService with a worker', () => {
  function serviceWith(worker: OutboxWorker) {
    return new MailService({
      db: ctx.app.db,
      log: silent,
      clock: ctx.clock.now,
      isProduction: false,
      worker,
    });
  }

  it('sends a mail queued without a transaction at once, without waiting for a poll', async () => {
    const { sender, sent } = recordingSender();
    const service = serviceWith(makeWorker(sender));
    await service.enqueue(pinMail('now@example.lt'));
    await waitUntil(() => sent.length === 1);
    expect(sent[0]!.recipient).toBe('now@example.lt');
  });

  it('sends a mail queued inside a transaction as soon as the transaction commits', async () => {
    const { sender, sent } = recordingSender();
    const service = serviceWith(makeWorker(sender));
    await ctx.app.db.transaction(async (tx) => {
      await service.enqueue(pinMail('tx@example.lt'), tx);
      await delay(30); // the worker must not miss the row while it is still uncommitted
    });
    await waitUntil(() => sent.length === 1);
    expect(sent[0]!.recipient).toBe('tx@example.lt');
  });

  it('tells what the first attempt of a mail gave, waiting a bounded time for a hanging server', async () => {
    let behaviour: 'accept' | 'refuse' | 'hang' = 'accept';
    const { sender } = recordingSender(async (_mail, signal) => {
      if (behaviour === 'refuse') throw new Error('550 mailbox unavailable');
      if (behaviour === 'hang') {
        await new Promise((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(signal.reason)),
        );
      }
    });
    const service = serviceWith(makeWorker(sender, { stopGraceMs: 10 }));
    const byCaller = { firstAttemptByCaller: true };
    const enqueuePin = (to: string) => service.enqueue(pinMail(to), undefined, byCaller);
    expect(await service.firstAttempt(await enqueuePin('a@example.lt'))).toBe('sent');
    behaviour = 'refuse';
    expect(await service.firstAttempt(await enqueuePin('b@example.lt'))).toBe('failed');
    behaviour = 'hang';
    expect(await service.firstAttempt(await enqueuePin('c@example.lt'), 50)).toBe('unknown');
  });

  it("keeps a pin from the passes until its caller's first attempt, which then tells how it went", async () => {
    const { sender, sent } = recordingSender(async () => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:25');
    });
    const worker = makeWorker(sender);
    const service = serviceWith(worker);
    const id = await service.enqueue(pinMail('held@example.lt'), undefined, { firstAttemptByCaller: true });
    // A pass running between the pin's commit and its first attempt (another mail woke the worker).
    await worker.runNow();
    expect(sent).toHaveLength(0);
    expect(await service.firstAttempt(id)).toBe('failed');
  });

  it('sends a held pin with a pass once the hold is over, when its caller never tried', async () => {
    const { sender, sent } = recordingSender();
    const worker = makeWorker(sender);
    const service = serviceWith(worker);
    await service.enqueue(pinMail('late@example.lt'), undefined, { firstAttemptByCaller: true });
    await worker.runNow();
    expect(sent).toHaveLength(0);
    ctx.clock.advance(FIRST_ATTEMPT_HOLD_MS);
    await worker.runNow();
    expect(sent.map((mail) => mail.recipient)).toEqual(['late@example.lt']);
  });

  it('sends nothing for a transaction that rolls back', async () => {
    const { sender, sent } = recordingSender();
    const worker = makeWorker(sender);
    const service = serviceWith(worker);
    await expect(
      ctx.app.db.transaction(async (tx) => {
        await service.enqueue(pinMail('gone@example.lt'), tx);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await worker.runNow();
    expect(sent).toHaveLength(0);
    expect(await rows()).toEqual([]);
  });
});

describe('MailService without SMTP', () => {
  function loggingService(isProduction: boolean) {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const log = pino({ level: 'info' }, stream) as unknown as FastifyBaseLogger;
    return { service: new MailService({ db: ctx.app.db, log, clock: ctx.clock.now, isProduction }), lines };
  }

  it('keeps the mail in the outbox and logs recipient, subject and text for the developer', async () => {
    const { service, lines } = loggingService(false);
    const id = await service.enqueue(pinMail('dev@example.lt', '654321'));
    await service.deliverDue();
    const [row] = await rows();
    expect(row).toMatchObject({ id, recipient: 'dev@example.lt', sentAt: null, attempts: 0 });
    await waitUntil(() => lines.length === 1);
    expect(lines[0]).toMatchObject({ mailId: id, to: 'dev@example.lt', subject: 'Your Hearth sign-in code' });
    expect(lines[0]!.text).toContain('654321');
  });

  it('keeps the mail for the dev mailbox: its first attempt is "kept"', async () => {
    const { service } = loggingService(false);
    expect(await service.firstAttempt(await service.enqueue(pinMail('dev@example.lt')))).toBe('kept');
  });

  it('logs no mail text in production', async () => {
    const { service, lines } = loggingService(true);
    await service.enqueue(pinMail('prod@example.lt', '654321'));
    await waitUntil(() => lines.length === 1);
    expect(lines[0]).toMatchObject({ to: 'prod@example.lt', subject: 'Your Hearth sign-in code' });
    expect(JSON.stringify(lines[0])).not.toContain('654321');
  });
});

async function waitUntil(condition: () => boolean, timeoutMs = 2_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await delay(10);
  }
}
