import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema.ts';
import { useTestAppWithSmtp } from '../../test/smtp-capture.ts';

// The app as configured with SMTP_URL, delivering to a real SMTP server on a local port.
const { ctx, smtp } = useTestAppWithSmtp();

const SECOND = 1000;

function pinMail(to: string, language: 'en' | 'lt' = 'en', pin = '381046') {
  return { to, template: 'one-time-pin' as const, language, params: { pin, minutes: 10 } };
}

async function rows() {
  return ctx.app.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));
}

describe('mail delivery through SMTP', () => {
  it('delivers a queued mail with its recipient, subject and bodies, and records it as sent', async () => {
    const id = await ctx.app.mail.enqueue(pinMail('rasa@example.lt', 'lt'));
    const [mail] = await smtp.waitForMessages(1);
    expect(mail!.to).toEqual(['rasa@example.lt']);
    expect(mail!.from).toBe('no-reply@hearth.test');
    expect(mail!.headers.to).toBe('rasa@example.lt');
    expect(mail!.headers.from).toBe('Hearth <no-reply@hearth.test>');
    expect(mail!.subject).toBe('Jūsų Hearth prisijungimo kodas');
    expect(mail!.text).toContain('Jūsų vienkartinis kodas:\n\n381046');
    expect(mail!.html).toContain('<html lang="lt">');
    expect(mail!.html).toContain('381046');
    expect(mail!.headers['message-id']).toMatch(new RegExp(`^<outbox-${id}-\\d+@hearth\\.test>$`));

    await ctx.app.mail.deliverDue();
    const [row] = await rows();
    expect(row!.sentAt).not.toBeNull();
    expect(row!.attempts).toBe(0);
  });

  it('keeps the mail while the SMTP server is down and delivers it exactly once when it is back', async () => {
    await smtp.stop();
    const id = await ctx.app.mail.enqueue(pinMail('jonas@example.lt'));
    const queuedAt = ctx.clock.now().getTime();
    await ctx.app.mail.deliverDue();

    let [row] = await rows();
    expect(row).toMatchObject({ id, sentAt: null, attempts: 1 });
    expect(row!.lastError).toMatch(/ECONNREFUSED/);
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(queuedAt + 5 * SECOND);

    await smtp.start(); // the same port
    await ctx.app.mail.deliverDue(); // back-off not over: not yet
    expect(smtp.messages).toHaveLength(0);

    ctx.clock.advance(6 * SECOND);
    await ctx.app.mail.deliverDue();
    await ctx.app.mail.deliverDue();
    expect(smtp.messages.map((m) => m.to)).toEqual([['jonas@example.lt']]);
    [row] = await rows();
    expect(row).toMatchObject({ id, attempts: 1 });
    expect(row!.sentAt).not.toBeNull();

    ctx.clock.advance(60 * 60 * SECOND);
    await ctx.app.mail.deliverDue();
    expect(smtp.messages).toHaveLength(1);
  });

  it('delivers the mails of a pin request right after the request, without waiting for a poll', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/one-time-pin',
      headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'identityKey=ona%40example.lt',
    });
    expect(res.statusCode).toBe(200);
    const [mail] = await smtp.waitForMessages(1, 3_000);
    expect(mail!.to).toEqual(['ona@example.lt']);
    expect(mail!.text).toMatch(/\b\d{6}\b/);
  });
});
