import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Stripe from 'stripe';
import { StripePaymentProvider } from './stripe-payment-provider.ts';
import { FAKE_STRIPE_ENV } from './stripe-event-test-helpers.ts';

/**
 * A local stand-in for api.stripe.com (this machine has no network): the real SDK sends its real requests
 * here, so tests assert what Stripe would receive. It answers POST /v1/payment_intents and /v1/refunds
 * like Stripe, including idempotency (the same Idempotency-Key answers the first response again, with the
 * Idempotent-Replayed header; a 500 is kept and replayed too, as Stripe does, while a 429 or 503 from its
 * front is not), and can be told to fail, to drop the connection or to never answer.
 */

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** The form-encoded body, decoded (Stripe's nested keys stay as written: metadata[orderId]). */
  form: Record<string, string>;
}

export class StripeApiTestServer {
  readonly requests: ReceivedRequest[] = [];
  /**
   * The status every answer gets while set (e.g. 500: Stripe failing inside, kept under the request's key;
   * 429 or 503: refused at Stripe's front, not kept; 402: a refused request).
   */
  failWith: number | null = null;
  /** While true the connection is closed without an answer, before anything is made (a network error). */
  dropConnection = false;
  /** While true the request is carried out and kept under its key, but never answered (a time-out). */
  hang = false;
  private server: Server | undefined;
  private readonly answered = new Map<string, { status: number; body: string }>();
  private readonly objects: Record<string, unknown>[] = [];
  private seq = 0;

  async start(): Promise<number> {
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        if (this.dropConnection) {
          this.record(req, raw);
          return void req.socket.destroy();
        }
        const { status, body, replayed } = this.answer(req, raw);
        if (this.hang) return; // the SDK's time-out ends it
        res.writeHead(status, {
          'content-type': 'application/json',
          'request-id': `req_${this.seq}`,
          ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
        });
        res.end(body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.server = server;
    return (server.address() as AddressInfo).port;
  }

  /**
   * A Stripe provider whose SDK talks to this server: no retries by default (tests count requests);
   * `options` sets the SDK's time-out and retries as a test needs.
   */
  provider(options: Pick<Stripe.StripeConfig, 'timeout' | 'maxNetworkRetries'> = {}): StripePaymentProvider {
    const port = (this.server!.address() as AddressInfo).port;
    return new StripePaymentProvider(
      { secretKey: FAKE_STRIPE_ENV.STRIPE_SECRET_KEY, webhookSecret: FAKE_STRIPE_ENV.STRIPE_WEBHOOK_SECRET },
      { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0, ...options },
    );
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  /**
   * As if every request so far had failed inside Stripe after making its object: the objects stay, and the
   * answers kept under their keys become 500s that every retry gets.
   */
  failKeptAnswers(): void {
    for (const key of this.answered.keys()) this.answered.set(key, { status: 500, body: stripeError(500) });
  }

  clear(): void {
    this.requests.length = 0;
    this.answered.clear();
    this.objects.length = 0;
    this.failWith = null;
    this.dropConnection = false;
    this.hang = false;
  }

  /** The ids of the intents made so far (each once, whatever the retries). */
  intentIds(): string[] {
    return this.made('payment_intent').map((o) => String(o.id));
  }

  /** The ids of the refunds made so far (each once, whatever the retries). */
  refundIds(): string[] {
    return this.made('refund').map((o) => String(o.id));
  }

  private record(req: IncomingMessage, raw: string): ReceivedRequest {
    const [path = '', query = ''] = (req.url ?? '').split('?');
    // A GET carries its parameters in the query string, a POST in the body.
    const form = Object.fromEntries(new URLSearchParams(req.method === 'GET' ? query : raw));
    const received = { method: req.method ?? '', path, headers: req.headers, form };
    this.requests.push(received);
    return received;
  }

  private answer(req: IncomingMessage, raw: string): { status: number; body: string; replayed?: boolean } {
    const { path, form } = this.record(req, raw);
    const key = req.headers['idempotency-key'];
    const cacheKey = typeof key === 'string' ? `${path} ${key}` : undefined;
    if (this.failWith !== null) {
      const failure = { status: this.failWith, body: stripeError(this.failWith) };
      // A failure inside Stripe (500) is kept under the key; a refusal at its front (429, 503) is not.
      if (cacheKey && this.failWith === 500 && !this.answered.has(cacheKey))
        this.answered.set(cacheKey, failure);
      return failure;
    }
    const earlier = cacheKey ? this.answered.get(cacheKey) : undefined;
    if (earlier) return { ...earlier, replayed: true };
    const body = this.create(req.method ?? '', path, form);
    if (!body) return { status: 404, body: stripeError(404) };
    if (req.method === 'POST') this.objects.push(JSON.parse(body) as Record<string, unknown>);
    if (cacheKey) this.answered.set(cacheKey, { status: 200, body });
    return { status: 200, body };
  }

  private create(method: string, path: string, form: Record<string, string>): string | undefined {
    this.seq += 1;
    if (method === 'POST' && path === '/v1/payment_intents') {
      const id = `pi_fake${this.seq}`;
      return JSON.stringify({
        id,
        object: 'payment_intent',
        amount: Number(form.amount),
        currency: form.currency,
        client_secret: `${id}_secret_fake${this.seq}`,
        status: 'requires_payment_method',
      });
    }
    if (method === 'POST' && path === '/v1/refunds') {
      return JSON.stringify({
        id: `re_fake${this.seq}`,
        object: 'refund',
        amount: Number(form.amount),
        payment_intent: form.payment_intent,
        metadata: metadataOf(form),
        status: 'succeeded',
      });
    }
    if (method === 'GET' && path === '/v1/refunds') {
      const data = this.made('refund').filter((r) => r.payment_intent === form.payment_intent);
      return JSON.stringify({ object: 'list', url: '/v1/refunds', has_more: false, data });
    }
    return undefined;
  }

  /** The objects of a kind made so far (each once, whatever the retries), oldest first. */
  private made(object: string): Record<string, unknown>[] {
    return this.objects.filter((o) => o.object === object);
  }
}

/** Stripe's form encoding of metadata: metadata[key]=value. */
function metadataOf(form: Record<string, string>): Record<string, string> {
  const entries = Object.entries(form).filter(([name]) => /^metadata\[.+\]$/.test(name));
  return Object.fromEntries(entries.map(([name, value]) => [name.slice('metadata['.length, -1), value]));
}

function stripeError(status: number): string {
  const type = status >= 500 ? 'api_error' : 'invalid_request_error';
  return JSON.stringify({ error: { type, message: `Fake Stripe answered ${status}` } });
}
