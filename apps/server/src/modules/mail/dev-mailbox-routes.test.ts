import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { envelope, TEST_ENV, useTestApp } from '../../test/test-app.ts';
import type { DevMail } from '@hearth/domain/api';

const ctx = useTestApp();
const MINUTE = 60_000;

function pinMail(to: string, pin: string, language: 'en' | 'lt' = 'en') {
  return { to, template: 'one-time-pin' as const, language, params: { pin, minutes: 10 } };
}

function getMailbox(query = '', accept = 'application/json') {
  return ctx.app.inject({ method: 'GET', url: `/dev/mailbox${query}`, headers: { accept } });
}

async function mails(query = '') {
  const res = await getMailbox(query);
  expect(res.statusCode).toBe(200);
  return envelope<{ mails: DevMail[] }>(res).model!.mails;
}

describe('GET /dev/mailbox (JSON)', () => {
  it('answers the envelope with the mails, newest first', async () => {
    const first = await ctx.app.mail.enqueue(pinMail('ana@example.lt', '111111'));
    ctx.clock.advance(MINUTE);
    const second = await ctx.app.mail.enqueue(pinMail('rasa@example.lt', '222222', 'lt'));

    const res = await getMailbox();
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = envelope<{ mails: DevMail[] }>(res);
    expect(body).toMatchObject({ success: true, messages: [] });
    const list = body.model!.mails;
    expect(list.map((m) => m.id)).toEqual([second, first]);
    expect(list[0]).toEqual({
      id: second,
      to: 'rasa@example.lt',
      subject: 'Jūsų Hearth prisijungimo kodas',
      text: expect.stringContaining('222222'),
      html: expect.stringContaining('<html lang="lt">'),
      language: 'lt',
      template: 'one-time-pin',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      sentAt: null,
    });
    // Times come from the app's clock (moved a minute on between the two).
    const gap = new Date(list[0]!.createdAt).getTime() - new Date(list[1]!.createdAt).getTime();
    expect(gap).toBeGreaterThanOrEqual(MINUTE);
    expect(list[1]!.text.match(/\b\d{6}\b/)?.[0]).toBe('111111');
  });

  it('filters by recipient, ignoring case', async () => {
    await ctx.app.mail.enqueue(pinMail('ana@example.lt', '111111'));
    await ctx.app.mail.enqueue(pinMail('rasa@example.lt', '222222'));
    await ctx.app.mail.enqueue(pinMail('ana@example.lt', '333333'));
    const list = await mails('?to=ANA%40Example.LT');
    expect(list.map((m) => m.text.match(/\b\d{6}\b/)?.[0])).toEqual(['333333', '111111']);
    expect(await mails('?to=nobody%40example.lt')).toEqual([]);
    expect(await mails('?to=')).toHaveLength(3);
  });

  it('lists at most 100 mails', async () => {
    const now = ctx.clock.now();
    await ctx.app.db.insert(mailOutbox).values(
      Array.from({ length: 105 }, (_, i) => ({
        recipient: `u${i}@example.lt`,
        template: 'one-time-pin',
        language: 'en' as const,
        subject: `mail ${i}`,
        textBody: 'text',
        htmlBody: '<p>html</p>',
        createdAt: new Date(now.getTime() + i * 1000),
      })),
    );
    const list = await mails();
    expect(list).toHaveLength(100);
    expect(list[0]!.subject).toBe('mail 104');
    expect(list[99]!.subject).toBe('mail 5');
  });
});

describe('GET /dev/mailbox (HTML)', () => {
  it('shows the mails as a page to a browser', async () => {
    await ctx.app.mail.enqueue(pinMail('ana@example.lt', '111111'));
    const res = await getMailbox('', 'text/html,application/xhtml+xml,*/*;q=0.8');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<title>Hearth dev mailbox</title>');
    expect(res.body).toContain('ana@example.lt');
    expect(res.body).toContain('Your Hearth sign-in code');
    expect(res.body).toContain('111111');
    expect(res.body).toContain('waiting');
  });

  it("styles the page by this answer's nonce, with no script and no inline style block otherwise", async () => {
    const page = async () => getMailbox('', 'text/html');
    const [first, second] = [await page(), await page()];
    const csp = String(first.headers['content-security-policy']);
    const nonce = /style-src-elem 'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
    expect(nonce).toBeDefined();
    expect(first.body).toContain(`<style nonce="${nonce}">`);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('script-src');
    expect(csp).not.toMatch(/style-src-elem[^;]*unsafe-inline/);
    expect(second.headers['content-security-policy']).not.toBe(csp);
  });

  it('escapes what the mails hold', async () => {
    await ctx.app.db.insert(mailOutbox).values({
      recipient: '"<img src=x onerror=alert(1)>"@example.lt',
      template: 'one-time-pin',
      language: 'en',
      subject: '<script>alert("subject")</script>',
      textBody: '</pre><script>alert("text")</script>',
      htmlBody: '<p onclick="x">"quoted"</p>',
    });
    const res = await getMailbox('?to=%3Cb%3E', 'text/html');
    expect(res.body).not.toContain('<b>');
    expect(res.body).toContain('value="&#60;b&#62;"');
    const all = await getMailbox('', 'text/html');
    expect(all.body).not.toContain('<script>');
    expect(all.body).not.toContain('<img');
    expect(all.body).toContain('&#60;script&#62;alert(&#34;subject&#34;)&#60;/script&#62;');
    expect(all.body).toContain('&#60;/pre&#62;&#60;script&#62;alert(&#34;text&#34;)');
    // The HTML version sits escaped in a sandboxed frame's srcdoc attribute.
    expect(all.body).toContain('srcdoc="&#60;p onclick=&#34;x&#34;&#62;&#34;quoted&#34;&#60;/p&#62;"');
    expect(all.body).toMatch(/<iframe sandbox /);
  });
});

describe('GET /dev/mailbox answers only this machine', () => {
  function fromAfar(
    headers: Record<string, string>,
    remoteAddress = '127.0.0.1',
    accept = 'application/json',
  ) {
    return ctx.app.inject({
      method: 'GET',
      url: '/dev/mailbox',
      remoteAddress,
      headers: { accept, ...headers },
    });
  }

  it.each([
    ['a client on the network', '192.168.1.30', {}],
    [
      'a client on the network that claims to be loopback',
      '192.168.1.30',
      { 'x-forwarded-for': '127.0.0.1' },
    ],
    ['an IPv6 client on the network', 'fe80::1', { host: '[::1]:3000' }],
    ['a DNS-rebinding page on this machine', '127.0.0.1', { host: 'attacker.example:3000' }],
  ])('%s gets the 404 of a missing route, and no pin', async (_who, remoteAddress, headers) => {
    await ctx.app.mail.enqueue(pinMail('ana@example.lt', '111111'));
    for (const accept of ['application/json', 'text/html']) {
      const res = await fromAfar(headers, remoteAddress, accept);
      expect(res.statusCode).toBe(404);
      expect(envelope(res)).toEqual({ success: false, messages: [{ message: 'pages.errors.notFound' }] });
      expect(res.body).not.toContain('111111');
    }
  });

  it.each([
    ['127.0.0.1', { host: '127.0.0.1:3000' }],
    ['::1', { host: 'localhost:3000' }],
    ['::ffff:127.0.0.1', { host: '[::1]:3000' }],
  ])('a loopback client (%s) naming us reads it', async (remoteAddress, headers) => {
    await ctx.app.mail.enqueue(pinMail('ana@example.lt', '111111'));
    const res = await fromAfar(headers, remoteAddress);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain('111111');
  });
});

describe('GET /dev/mailbox in production', () => {
  it('does not exist: the 404 envelope', async () => {
    const app = await buildApp({
      config: loadConfig({
        ...TEST_ENV,
        NODE_ENV: 'production',
        PAYMENTS_PROVIDER: 'test',
        PUBLIC_URL: 'https://hearth.example',
      }),
      database: ctx.app.database,
      logger: false,
    });
    try {
      await app.mail.enqueue(pinMail('ana@example.lt', '111111'));
      const res = await app.inject({
        method: 'GET',
        url: '/dev/mailbox',
        headers: { accept: 'application/json' },
      });
      expect(res.statusCode).toBe(404);
      expect(envelope(res)).toMatchObject({ success: false, messages: [{ message: expect.any(String) }] });
      expect(res.body).not.toContain('111111');
      expect(app.hasRoute({ method: 'GET', url: '/dev/mailbox' })).toBe(false);
    } finally {
      await app.close();
    }
  });
});
