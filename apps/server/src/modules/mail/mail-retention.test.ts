import { asc } from 'drizzle-orm';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema.ts';
import { useTestAppWithSmtp } from '../../test/smtp-capture.ts';
import { BLANKED_SECRET } from './mail-repository.ts';
import { MailService } from './mail-service.ts';

// Decision 048: a pin is blanked out of the stored mail once delivered (or once it runs out unsent), and mails
// leave the outbox after MAIL_RETENTION_DAYS.
const { ctx, smtp } = useTestAppWithSmtp({ MAIL_RETENTION_DAYS: '30' });

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const PIN = '481516';

function pinMail(to: string, pin = PIN) {
  return { to, template: 'one-time-pin' as const, language: 'en' as const, params: { pin, minutes: 10 } };
}

function orderMail(to: string) {
  return {
    to,
    template: 'doge-received' as const,
    language: 'en' as const,
    params: { amountKoinu: 123_456_789, from: 'H-000123', walletUrl: null },
  };
}

async function rows() {
  return ctx.app.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));
}

function holdsPin(row: { textBody: string; htmlBody: string }, pin = PIN) {
  return row.textBody.includes(pin) || row.htmlBody.includes(pin);
}

describe('pins in the outbox', () => {
  it('blanks the pin out of the stored text and HTML once the mail is delivered', async () => {
    await ctx.app.mail.enqueue(pinMail('rasa@example.lt'));
    const [delivered] = await smtp.waitForMessages(1);
    expect(delivered!.text).toContain(PIN);
    await ctx.app.mail.deliverDue();

    const [row] = await rows();
    expect(row!.sentAt).not.toBeNull();
    expect(holdsPin(row!)).toBe(false);
    expect(row!.textBody).toContain(BLANKED_SECRET);
    expect(row!.htmlBody).toContain(BLANKED_SECRET);
    expect(row!.secret).toBeNull();
  });

  it('blanks the pin of a mail that was never delivered once the pin runs out, and sends it no more', async () => {
    await smtp.stop();
    await ctx.app.mail.enqueue(pinMail('jonas@example.lt'));
    await ctx.app.mail.deliverDue();
    expect(holdsPin((await rows())[0]!)).toBe(true); // still to be sent: the retry needs it

    ctx.clock.advance(9 * MINUTE);
    expect(await ctx.app.mail.sweep()).toMatchObject({ blanked: 0 });
    expect(holdsPin((await rows())[0]!)).toBe(true);

    ctx.clock.advance(2 * MINUTE);
    expect(await ctx.app.mail.sweep()).toMatchObject({ blanked: 1 });
    const [row] = await rows();
    expect(holdsPin(row!)).toBe(false);
    expect(row!.sentAt).toBeNull(); // kept for the operator, with its last error
    expect(row!.lastError).toBeTruthy();

    await smtp.start();
    ctx.clock.advance(MINUTE);
    await ctx.app.mail.deliverDue();
    expect(smtp.messages).toHaveLength(0); // a dead pin is not worth a mail
  });

  it('leaves mails without a pin as they were', async () => {
    await ctx.app.mail.enqueue(orderMail('ona@example.lt'));
    await smtp.waitForMessages(1);
    await ctx.app.mail.deliverDue();
    const [row] = await rows();
    expect(row!.textBody).toContain('H-000123');
    expect(row!.textBody).not.toContain(BLANKED_SECRET);
  });

  it('never stores the pin of a mail kept without SMTP in production (no dev mailbox reads it there)', async () => {
    const log = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
    const production = new MailService({ db: ctx.app.db, log, clock: ctx.clock.now, isProduction: true });
    await production.enqueue(pinMail('prod@example.lt'));
    const [row] = await rows();
    expect(holdsPin(row!)).toBe(false);
    expect(row!.secret).toBeNull();
    expect(row!.textBody).toContain(BLANKED_SECRET);
  });
});

describe('mail retention', () => {
  it('deletes sent and undelivered mails MAIL_RETENTION_DAYS after they were written, not before', async () => {
    await ctx.app.mail.enqueue(orderMail('old@example.lt'));
    await smtp.waitForMessages(1);
    await ctx.app.mail.deliverDue();
    await smtp.stop();
    await ctx.app.mail.enqueue(orderMail('failing@example.lt'));
    await ctx.app.mail.deliverDue();
    ctx.clock.advance(20 * DAY);
    await ctx.app.mail.enqueue(orderMail('newer@example.lt')); // SMTP still down: both stay unsent

    ctx.clock.advance(9 * DAY); // 29 days after the first two
    expect(await ctx.app.mail.sweep()).toMatchObject({ deleted: 0 });
    expect(await rows()).toHaveLength(3);

    ctx.clock.advance(2 * DAY);
    expect(await ctx.app.mail.sweep()).toMatchObject({ deleted: 2 });
    expect((await rows()).map((r) => r.recipient)).toEqual(['newer@example.lt']);
  });

  it('keeps a mail sent late for the retention time after it was sent', async () => {
    await smtp.stop();
    await ctx.app.mail.enqueue(orderMail('late@example.lt'));
    await ctx.app.mail.deliverDue();
    ctx.clock.advance(20 * DAY);
    await smtp.start();
    await ctx.app.mail.deliverDue();
    expect((await rows())[0]!.sentAt).not.toBeNull();
    ctx.clock.advance(11 * DAY);
    expect(await ctx.app.mail.sweep()).toMatchObject({ deleted: 0 });
    ctx.clock.advance(20 * DAY);
    expect(await ctx.app.mail.sweep()).toMatchObject({ deleted: 1 });
  });
});
