import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { useTestApp, type TestContext } from './test-app.ts';

/**
 * A real SMTP server for tests (smtp-server) on 127.0.0.1 that keeps what it receives. It can be stopped
 * (the port refuses connections, like an SMTP server that is down) and started again on the same port.
 *
 *   const { ctx, smtp } = useTestAppWithSmtp(); // the test app, delivering to it
 */
export interface CapturedMail {
  /** Envelope sender and recipients (MAIL FROM, RCPT TO). */
  from: string;
  to: string[];
  /** Header names lower-case; encoded words decoded. */
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
  raw: string;
}

export class SmtpCapture {
  readonly messages: CapturedMail[] = [];
  /** While true the server is up but refuses every recipient (550), like a mail server that rejects mail. */
  refuse = false;
  private server: SMTPServer | undefined;
  private port = 0;
  private waiters: (() => void)[] = [];

  /** The SMTP_URL that reaches this server. */
  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Listens (again) on the same port, or on a free one the first time; answers the SMTP_URL. */
  async start(): Promise<string> {
    if (this.server) return this.url;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      // stop() is a server going down: open connections (the sender's pool keeps some) are cut at once.
      closeTimeout: 50,
      onRcptTo: (_address, _session, callback) => {
        if (!this.refuse) return callback();
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const envelope = session.envelope;
          this.receive({
            from: envelope.mailFrom ? envelope.mailFrom.address : '',
            to: envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
    return this.url;
  }

  /** Closes the port: connections are refused until start() is called again. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  clear(): void {
    this.messages.length = 0;
    this.refuse = false;
  }

  /** Resolves once `count` messages have arrived in all; rejects after the time-out. */
  async waitForMessages(count: number, timeoutMs = 5_000): Promise<CapturedMail[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.messages.length < count) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`expected ${count} mails, got ${this.messages.length}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.messages;
  }

  private receive(message: { from: string; to: string[]; raw: string }) {
    this.messages.push({ ...message, ...parseMessage(message.raw) });
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }
}

/** Enough of MIME to read what nodemailer writes: headers, multipart parts, quoted-printable, base64. */
export function parseMessage(raw: string): Pick<CapturedMail, 'headers' | 'subject' | 'text' | 'html'> {
  const root = parsePart(raw);
  const leaves: MimePart[] = [];
  const collect = (part: MimePart) => (part.parts.length ? part.parts.forEach(collect) : leaves.push(part));
  collect(root);
  const body = (type: string) => leaves.find((p) => p.contentType.startsWith(type))?.body ?? '';
  return {
    headers: root.headers,
    subject: root.headers.subject ?? '',
    text: body('text/plain'),
    html: body('text/html'),
  };
}

interface MimePart {
  headers: Record<string, string>;
  contentType: string;
  body: string;
  parts: MimePart[];
}

function parsePart(raw: string): MimePart {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split < 0 ? raw : raw.slice(0, split);
  const rest = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  const contentType = (headers['content-type'] ?? 'text/plain').toLowerCase();
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  if (contentType.startsWith('multipart/') && boundary) {
    const sections = rest.split(`--${boundary}`).slice(1);
    const parts = sections.filter((s) => !s.startsWith('--')).map((s) => parsePart(s.replace(/^\r?\n/, '')));
    return { headers, contentType, body: '', parts };
  }
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  return { headers, contentType, body: decodeBody(rest.replace(/\r?\n$/, ''), encoding), parts: [] };
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body).replace(/\r\n/g, '\n');
  return body.replace(/\r\n/g, '\n');
}

function decodeQuotedPrintable(value: string): string {
  const soft = value.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft[i] === '=' ? soft.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=); whitespace between two of them goes. */
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

/**
 * The test app of useTestApp configured with SMTP_URL to a capture server of its own (started before the app
 * is built), sending as `Hearth <no-reply@hearth.test>`; after each test the server is up again and emptied.
 */
export function useTestAppWithSmtp(env: Record<string, string> = {}): {
  ctx: TestContext;
  smtp: SmtpCapture;
} {
  const smtp = new SmtpCapture();
  const appEnv: Record<string, string> = { MAIL_FROM: 'Hearth <no-reply@hearth.test>', ...env };
  beforeAll(async () => {
    appEnv.SMTP_URL = await smtp.start(); // before useTestApp's beforeAll builds the app from appEnv
  });
  const ctx = useTestApp(appEnv);
  afterEach(async () => {
    await smtp.start(); // a test may leave it down
    smtp.clear();
  });
  afterAll(() => smtp.stop());
  return { ctx, smtp };
}
