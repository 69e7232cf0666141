import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Stripe from 'stripe';
import { StripePaymentProvider } from '../payments/stripe-payment-provider.ts';
import { FAKE_STRIPE_ENV } from '../payments/stripe-event-test-helpers.ts';
import { StripeTransferProvider } from './stripe-transfer-provider.ts';

/**
 * A local stand-in for Stripe's transfers API (this machine has no network), in the manner of
 * payments/stripe-api-test-server.ts: the real SDK sends its real requests here. It answers POST
 * /v1/transfers (idempotent by the Idempotency-Key header: the same key answers the first response again,
 * with Idempotent-Replayed) and GET /v1/transfers?transfer_group=, and can be told to refuse or fail, or to
 * make the transfer and never answer (a time-out).
 */

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  form: Record<string, string>;
}

export class StripeTransfersTestServer {
  readonly requests: ReceivedRequest[] = [];
  /** While set, every answer gets this status (400: refused, with `refusal` as Stripe's message; 500). */
  failWith: number | null = null;
  refusal = 'No such destination: the account does not exist';
  /** While true the transfer is made and kept under its key, but never answered. */
  hang = false;
  readonly transfers: Record<string, unknown>[] = [];
  private server: Server | undefined;
  private readonly answered = new Map<string, string>();
  private seq = 0;

  async start(): Promise<number> {
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const { status, body, replayed } = this.answer(req, Buffer.concat(chunks).toString('utf8'));
        if (this.hang && req.method === 'POST') return; // the SDK's time-out ends it
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

  private clientOptions(options: Stripe.StripeConfig): Stripe.StripeConfig {
    const port = (this.server!.address() as AddressInfo).port;
    return { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0, ...options };
  }

  /** The payout provider, its SDK pointed here (no retries unless asked, so tests count requests). */
  transferProvider(options: Pick<Stripe.StripeConfig, 'timeout' | 'maxNetworkRetries'> = {}) {
    return new StripeTransferProvider(FAKE_STRIPE_ENV.STRIPE_SECRET_KEY, this.clientOptions(options));
  }

  /** A card provider named 'stripe' (the app then counts as set up with Stripe); its calls come here too. */
  paymentProvider(): StripePaymentProvider {
    return new StripePaymentProvider(
      { secretKey: FAKE_STRIPE_ENV.STRIPE_SECRET_KEY, webhookSecret: FAKE_STRIPE_ENV.STRIPE_WEBHOOK_SECRET },
      this.clientOptions({}),
    );
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  clear(): void {
    this.requests.length = 0;
    this.transfers.length = 0;
    this.answered.clear();
    this.seq = 0;
    this.failWith = null;
    this.hang = false;
  }

  private answer(req: IncomingMessage, raw: string): { status: number; body: string; replayed?: boolean } {
    const [path = '', query = ''] = (req.url ?? '').split('?');
    const form = Object.fromEntries(new URLSearchParams(req.method === 'GET' ? query : raw));
    this.requests.push({ method: req.method ?? '', path, headers: req.headers, form });
    if (this.failWith !== null)
      return { status: this.failWith, body: stripeError(this.failWith, this.refusal) };
    if (path !== '/v1/transfers') return { status: 404, body: stripeError(404, 'Unknown path') };
    if (req.method === 'GET') {
      const data = this.transfers.filter((t) => t.transfer_group === form.transfer_group);
      return { status: 200, body: JSON.stringify({ object: 'list', url: path, has_more: false, data }) };
    }
    const key = req.headers['idempotency-key'];
    const earlier = typeof key === 'string' ? this.answered.get(key) : undefined;
    if (earlier) return { status: 200, body: earlier, replayed: true };
    this.seq += 1;
    const transfer = {
      id: `tr_fake${this.seq}`,
      object: 'transfer',
      amount: Number(form.amount),
      currency: form.currency,
      destination: form.destination,
      transfer_group: form.transfer_group ?? null,
      metadata: { payoutId: form['metadata[payoutId]'] },
    };
    this.transfers.push(transfer);
    const body = JSON.stringify(transfer);
    if (typeof key === 'string') this.answered.set(key, body);
    return { status: 200, body };
  }
}

function stripeError(status: number, message: string): string {
  const type = status >= 500 ? 'api_error' : 'invalid_request_error';
  return JSON.stringify({
    error: { type, message: status >= 500 ? `Fake Stripe answered ${status}` : message },
  });
}
