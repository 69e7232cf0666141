import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { StripePaymentProvider } from './stripe-payment-provider.ts';
import { FAKE_STRIPE_ENV } from './stripe-event-test-helpers.ts';

/**
 * A local stand-in for api.stripe.com (this machine has no network): the real SDK sends its real requests
 * here, so tests assert what Stripe would receive. It answers POST /v1/payment_intents and /v1/refunds
 * like Stripe, including idempotency (the same Idempotency-Key answers the first response again), and can
 * be told to fail.
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
  /** The status every answer gets while set (e.g. 500: Stripe failing; 402: a refused request). */
  failWith: number | null = null;
  private server: Server | undefined;
  private readonly answered = new Map<string, string>();
  private seq = 0;

  async start(): Promise<number> {
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const { status, body } = this.answer(req, Buffer.concat(chunks).toString('utf8'));
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${this.seq}` });
        res.end(body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.server = server;
    return (server.address() as AddressInfo).port;
  }

  /** A Stripe provider whose SDK talks to this server. */
  provider(): StripePaymentProvider {
    const port = (this.server!.address() as AddressInfo).port;
    return new StripePaymentProvider(
      { secretKey: FAKE_STRIPE_ENV.STRIPE_SECRET_KEY, webhookSecret: FAKE_STRIPE_ENV.STRIPE_WEBHOOK_SECRET },
      { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 },
    );
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  clear(): void {
    this.requests.length = 0;
    this.answered.clear();
    this.failWith = null;
  }

  private answer(req: IncomingMessage, raw: string): { status: number; body: string } {
    const form = Object.fromEntries(new URLSearchParams(raw));
    const path = (req.url ?? '').split('?')[0]!;
    this.requests.push({ method: req.method ?? '', path, headers: req.headers, form });
    if (this.failWith !== null) return { status: this.failWith, body: stripeError(this.failWith) };
    const key = req.headers['idempotency-key'];
    const cacheKey = typeof key === 'string' ? `${path} ${key}` : undefined;
    const earlier = cacheKey ? this.answered.get(cacheKey) : undefined;
    if (earlier) return { status: 200, body: earlier };
    const body = this.create(req.method ?? '', path, form);
    if (!body) return { status: 404, body: stripeError(404) };
    if (cacheKey) this.answered.set(cacheKey, body);
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
        status: 'succeeded',
      });
    }
    return undefined;
  }
}

function stripeError(status: number): string {
  const type = status >= 500 ? 'api_error' : 'invalid_request_error';
  return JSON.stringify({ error: { type, message: `Fake Stripe answered ${status}` } });
}
