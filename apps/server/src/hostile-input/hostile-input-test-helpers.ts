import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { OrderView } from '@hearth/domain/orders';
import type { AvailabilityView } from '@hearth/domain/availability';
import { orders, productFiles, products, withdrawals } from '../db/schema.ts';
import { openTestDatabase, TEST_ENV, TestClock } from '../test/test-app.ts';
import { addDetails, chef, createDish } from '../modules/catalogue/catalogue-test-helpers.ts';
import {
  addAddress,
  confirm,
  createIntent,
  customerOrder,
  GOOD_CARD,
  kitchen,
  payOrder,
  placeOrder,
  type Kitchen,
} from '../modules/orders/order-test-helpers.ts';
import { applyAsChef, model, post, signUp, type Account } from '../modules/profile/profile-test-helpers.ts';
import { topUpIntent } from '../modules/payments/payment-test-helpers.ts';
import { creditEarnings, makeBatch } from '../modules/payouts/payout-test-helpers.ts';
import { DOGE_ADDRESS, sendDoge, setUserFields, walletOf } from '../modules/wallet/wallet-test-helpers.ts';
import type { Entries } from './schema-arbitraries.ts';

/**
 * The fixtures and the wire of the hostile-input suites: one small marketplace made through the real calls
 * (the module test helpers), requests encoded as form, JSON, multipart or query, and the envelope check.
 */

/** Who sends a request: the accounts of the world, or nobody. */
export type Role = 'visitor' | 'customer' | 'otherCustomer' | 'chef' | 'otherChef' | 'operator';
export const ROLES: Role[] = ['customer', 'otherCustomer', 'chef', 'otherChef', 'operator', 'visitor'];

export interface World {
  accounts: Record<Exclude<Role, 'visitor'>, Account>;
  /** The chef's kitchen (an approved chef with a fixed-price and a timed dish). */
  kitchen: Kitchen;
  chefNickname: string;
  /** The customer's placed order of the chef's dish, paid online, with its address. */
  order: OrderView;
  /** The customer's delivered order of the chef's dish, and its review. */
  deliveredOrderId: number;
  reviewId: number;
  /** The chef's dish that is switched off (only the chef and operators see it). */
  inactiveProductId: number;
  /** An image the chef uploaded and related to the fixed-price dish. */
  productFileId: number;
  /** The stored name of that image (/repository/products/{chef}/{name}). */
  productImageName: string;
  /** An image of the chef's not related to any dish yet. */
  spareFileId: number;
  /** The customer's delivered order of the chef's dish, not rated yet. */
  unratedOrderId: number;
  /** The customer's unpaid order (paid online) with its address, and its payment intent. */
  openOrderId: number;
  openIntentId: string;
  /** An image the customer uploaded (not yet an avatar). */
  customerFileId: number;
  /** The ledger transaction that credited the customer's wallet. */
  topUpTransactionId: number;
  /** The customer's withdrawal to a Doge address, waiting for an operator. */
  withdrawalId: number;
  /** The chef's payout of 50 EUR earned, in this week's batch, waiting for an operator. */
  payoutId: number;
  /** A pending chef application and an open rating case. */
  applicantId: number;
  ratingCaseId: number;
  /** The other chef's open change request (decision 049). */
  changeRequestId: number;
  /** A visitor's order and the checkout cookie that holds it. */
  anonymousOrderId: number;
  checkoutCookie: string;
  /** A small valid JPEG to upload. */
  jpeg: Buffer;
  /** The thread of `order`, with Anna's first message in it. */
  conversationId: number;
  /** The other chef's calendar feed token (the world's chef keeps no schedule: any start stays bookable). */
  calendarToken: string;
}

export const PEOPLE = {
  customer: { email: 'anna@example.lt', firstName: 'Annabelle', lastName: 'Zukauskaite' },
  otherCustomer: { email: 'bob@example.lt', firstName: 'Bob', lastName: 'Petraitis' },
};

export async function jpeg(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .jpeg()
    .toBuffer();
}

/** A file part of a multipart body. */
export class FilePart {
  constructor(
    readonly filename: string,
    readonly type: string,
    readonly data: Buffer,
  ) {}
}

export async function uploadFile(app: FastifyInstance, cookie: string): Promise<number> {
  const body = multipartBody([['data', new FilePart('dish.jpg', 'image/jpeg', await jpeg())]]);
  const sent = await app.inject({
    method: 'POST',
    url: '/secure/file-upload',
    headers: { ...body.headers, cookie },
    payload: body.payload,
  });
  return model<{ fileDescriptor: { id: number } }>(sent).fileDescriptor.id;
}

/** A delivered order of the kitchen's fixed dish by `customer` (marked delivered in the database). */
export async function deliveredOrder(app: FastifyInstance, clock: TestClock, k: Kitchen, customer: Account) {
  const { order } = await placeOrder(app, clock, { productId: k.fixedId }, customer.cookie);
  await app.db
    .update(orders)
    // Booked an hour ago: the rating rule counts only orders whose booked time has passed (decision 049).
    .set({
      status: 'delivered',
      deliveredAt: clock.now(),
      serviceDeliveryDate: new Date(clock.now().getTime() - 3600_000),
    })
    .where(eq(orders.id, order.id));
  return order.id;
}

/** Builds the world through the real calls (a few seconds: each account is an argon2 hash). */
export async function buildWorld(app: FastifyInstance, clock: TestClock): Promise<World> {
  const {
    kitchen: k,
    customer,
    order,
  } = await customerOrder(app, clock, {
    customer: PEOPLE.customer.email,
    order: { payInCash: false },
  });
  await payOrder(app, order.id, customer.cookie);
  const conversationId = model<{ conversation: { id: number } }>(
    await post(
      app,
      '/secure/order-message',
      { orderId: order.id, body: 'Parking is in the yard.' },
      customer.cookie,
    ),
  ).conversation.id;
  const otherCustomer = await signUp(app, PEOPLE.otherCustomer.email);
  for (const [role, account] of [
    ['customer', customer],
    ['otherCustomer', otherCustomer],
  ] as const) {
    const { firstName, lastName } = PEOPLE[role];
    await setUserFields(app, account.id, { firstName, lastName });
  }
  const other = await kitchen(app, 'tomas@example.lt');
  const operator = await signUp(app, 'op@example.lt', { role: 'OPERATOR' });

  const deliveredOrderId = await deliveredOrder(app, clock, k, customer);
  const review = model<{ review: { id: number } }>(
    await post(app, '/secure/review', { orderId: deliveredOrderId, rating: 5 }, customer.cookie),
  ).review;

  const inactive = await createDish(app, k.chef.cookie, { title: 'Secret recipe', active: 'false' });
  await addDetails(app, k.chef.cookie, inactive.id);
  await app.db.update(products).set({ active: false }).where(eq(products.id, inactive.id));
  const productFileId = await uploadFile(app, k.chef.cookie);
  const related = model<{ relatedFiles: { fileId: number; fileName: string }[] }>(
    await post(
      app,
      '/secure/relate-file-to-product',
      { productId: k.fixedId, fileId: productFileId },
      k.chef.cookie,
    ),
  ).relatedFiles;
  const spareFileId = await uploadFile(app, k.chef.cookie);
  const unratedOrderId = await deliveredOrder(app, clock, k, customer);
  const open = await placeOrder(app, clock, { productId: k.fixedId, payInCash: false }, customer.cookie);
  model(await addAddress(app, open.order.id, customer.cookie));
  const openIntent = await createIntent(app, open.order, customer.cookie);
  const customerFileId = await uploadFile(app, customer.cookie);
  // Anna has an avatar from the start (her pictures are read before any case sets one).
  const avatarFileId = await uploadFile(app, customer.cookie);
  await app.inject({
    method: 'GET',
    url: `/secure/set-avatar?fileId=${avatarFileId}`,
    headers: { cookie: customer.cookie },
  });

  const topUpTransactionId = await topUp(app, customer.cookie);
  await sendDoge(app, customer, { volume: '10', recipientAddressType: 0, recipientAddress: DOGE_ADDRESS });
  const [withdrawal] = await app.db.select().from(withdrawals).where(eq(withdrawals.userId, customer.id));
  await creditEarnings(app, k.chef.id, 5_000);
  const [payout] = (await makeBatch(app, operator.cookie)).payouts;

  const applicant = await applyAsChef(app, 'applicant@example.lt', {
    nickname: 'applicant',
    phoneNumber: '37069999999',
  });
  const ratingCaseId = await openRatingCase(app, clock, customer, operator);
  const changeRequestId = await openChangeRequest(app, other.chef, operator);

  const anonymous = await placeOrder(app, clock, { productId: k.fixedId });
  model(await addAddress(app, anonymous.order.id, anonymous.cookie));
  const feed = model<{ availability: AvailabilityView }>(
    await post(app, '/secure/availability/calendar', {}, other.chef.cookie),
  );

  return {
    accounts: { customer, otherCustomer, chef: k.chef, otherChef: other.chef, operator },
    kitchen: k,
    chefNickname: 'ruta',
    order,
    deliveredOrderId,
    reviewId: review.id,
    inactiveProductId: inactive.id,
    productFileId,
    productImageName: related.find((f) => f.fileId === productFileId)!.fileName,
    spareFileId,
    unratedOrderId,
    openOrderId: open.order.id,
    openIntentId: openIntent.id,
    customerFileId,
    topUpTransactionId,
    withdrawalId: withdrawal!.id,
    payoutId: payout!.id,
    applicantId: applicant.id,
    ratingCaseId,
    changeRequestId,
    anonymousOrderId: anonymous.order.id,
    checkoutCookie: anonymous.cookie,
    jpeg: await jpeg(),
    conversationId,
    calendarToken: feed.availability.calendarPath!.split('/').at(-1)!,
  };
}

/** Buys 5,000 DOGE by card as /buy does (a recorded payment and its top-up); answers the ledger transaction. */
async function topUp(app: FastifyInstance, cookie: string): Promise<number> {
  const intent = await topUpIntent(app, 100_000, cookie);
  model(await confirm(app, intent.id, GOOD_CARD, cookie));
  const wallet = await walletOf(app, cookie);
  return wallet.transactions.find((t) => t.kind === 'top_up')!.id;
}

export interface HostileContext {
  app: FastifyInstance;
  clock: TestClock;
  world: World;
}

/**
 * One app and one world for a whole test file (unlike useTestApp, nothing is emptied between tests: each
 * endpoint's run and its invariant check follow the ones before). The rate limits are raised so that the
 * cases reach the validation and the services rather than a 429.
 */
export function useHostileWorld(env: Record<string, string> = {}): HostileContext {
  const ctx = { clock: new TestClock() } as HostileContext;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const opened = await openTestDatabase();
    drop = opened.drop;
    ctx.app = await buildApp({
      config: loadConfig({
        ...TEST_ENV,
        AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
        PASSWORD_FAILURES_PER_ADDRESS: '1000000',
        PIN_SENDS_PER_HOUR: '1000000',
        ORDERS_PER_HOUR: '1000000',
        ASK_RATE_LIMIT_PER_MINUTE: '1000000',
        LEDGER_RATE_LIMIT_PER_MINUTE: '1000000',
        MESSAGES_PER_MINUTE: '1000000',
        THREAD_MESSAGES_PER_HOUR: '1000000',
        QUESTION_THREADS_PER_DAY: '1000000',
        ...env,
      }),
      database: opened.database,
      clock: ctx.clock.now,
      logger: false,
    });
    await ctx.app.ready();
    ctx.world = await buildWorld(ctx.app, ctx.clock);
  }, 120_000);
  afterAll(async () => {
    await ctx.app?.close();
    await drop?.();
  });
  return ctx;
}

/** A third chef rated 1 star five times by `customer`: the rating rule suspends them and opens a case. */
async function openRatingCase(
  app: FastifyInstance,
  clock: TestClock,
  customer: Account,
  operator: Account,
): Promise<number> {
  const cook = await chef(app, 'low@example.lt', { nickname: 'lowrated' });
  const dish = await createDish(app, cook.cookie);
  await addDetails(app, cook.cookie, dish.id);
  const k = { chef: cook, fixedId: dish.id, timedId: dish.id };
  for (let i = 0; i < 5; i += 1) {
    const orderId = await deliveredOrder(app, clock, k, customer);
    model(await post(app, '/secure/review', { orderId, rating: 1 }, customer.cookie));
  }
  const cases = model<{ cases: { id: number }[] }>(
    await app.inject({ method: 'GET', url: '/operator/rating-cases', headers: { cookie: operator.cookie } }),
  ).cases;
  return cases[0]!.id;
}

/** An approved chef asks for a new about text: the request waits for an operator. */
async function openChangeRequest(app: FastifyInstance, cook: Account, operator: Account): Promise<number> {
  const body = { hourRate: '1200', kitchenType: 'grill', about: 'A changed text to review.' };
  model(await post(app, '/secure/merchant-info', body, cook.cookie));
  const requests = model<{ changeRequests: { id: number }[] }>(
    await app.inject({
      method: 'GET',
      url: '/operator/change-requests',
      headers: { cookie: operator.cookie },
    }),
  ).changeRequests;
  return requests[0]!.id;
}

export function cookieOf(world: World, role: Role): string | undefined {
  return role === 'visitor' ? undefined : world.accounts[role].cookie;
}

/** The id of a product file row (for the remove-file call, which takes the file id). */
export async function productFileRows(app: FastifyInstance, productId: number) {
  return app.db.select().from(productFiles).where(eq(productFiles.productId, productId));
}

// ---- The wire ----

export type Encoding = 'query' | 'form' | 'json' | 'multipart';

const asText = (v: unknown): string =>
  v === null || v === undefined
    ? ''
    : typeof v === 'string'
      ? v
      : v instanceof FilePart
        ? v.filename
        : typeof v === 'object'
          ? JSON.stringify(v)
          : String(v);

/** Form and query pairs: a list becomes repeated keys (the contract accepts both). */
function pairs(entries: Entries): [string, string][] {
  return entries.flatMap(([k, v]) =>
    Array.isArray(v) ? v.map((item): [string, string] => [k, asText(item)]) : [[k, asText(v)]],
  );
}

export function queryString(entries: Entries): string {
  const text = new URLSearchParams(pairs(entries)).toString();
  return text ? `?${text}` : '';
}

/** A JSON object written key by key, so an own `__proto__` key travels as text. */
export function jsonObject(entries: Entries): string {
  const fields = entries
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v instanceof FilePart ? v.filename : v)}`);
  return `{${fields.join(',')}}`;
}

export function multipartBody(entries: Entries) {
  const boundary = '----hearth-hostile-boundary';
  const chunks: Buffer[] = [];
  for (const [name, value] of entries) {
    for (const item of Array.isArray(value) ? value : [value]) {
      const safeName = name.replace(/["\r\n]/g, '_');
      if (item instanceof FilePart) {
        chunks.push(
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${safeName}"; filename="${item.filename}"\r\nContent-Type: ${item.type}\r\n\r\n`,
          ),
          item.data,
          Buffer.from('\r\n'),
        );
      } else {
        chunks.push(
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${safeName}"\r\n\r\n`),
          Buffer.from(asText(item)),
          Buffer.from('\r\n'),
        );
      }
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat(chunks),
  };
}

/** Sends `entries` to METHOD url in one encoding, as the holder of `cookie`. */
export function send(
  app: FastifyInstance,
  request: { method: 'GET' | 'POST'; url: string; entries: Entries; encoding: Encoding; cookie?: string },
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (request.cookie) headers.cookie = request.cookie;
  const { method, url, entries } = request;
  switch (request.encoding) {
    case 'query':
      return app.inject({ method, url: `${url}${queryString(entries)}`, headers });
    case 'form':
      return app.inject({
        method,
        url,
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(pairs(entries)).toString(),
      });
    case 'json':
      return app.inject({
        method,
        url,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: jsonObject(entries),
      });
    case 'multipart': {
      const body = multipartBody(entries);
      return app.inject({ method, url, headers: { ...headers, ...body.headers }, payload: body.payload });
    }
  }
}

/** The one answer shape: `{success, messages: [{message}], model?, fieldErrors?}`, and never a 5xx. */
export function expectEnvelope(res: LightMyRequestResponse, context: string): void {
  expect(res.statusCode, `${context}\n${res.body.slice(0, 300)}`).toBeLessThan(500);
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    throw new Error(`${context}: not JSON (${res.statusCode}): ${res.body.slice(0, 200)}`);
  }
  const envelope = body as { success?: unknown; messages?: unknown };
  expect(typeof envelope.success, context).toBe('boolean');
  expect(Array.isArray(envelope.messages), context).toBe(true);
  for (const m of envelope.messages as unknown[])
    expect(typeof (m as { message?: unknown }).message, context).toBe('string');
}

// ---- Malformed bodies ----

/** A body that no parser of the server should take: sent as it is, with its own Content-Type. */
export interface MalformedBody {
  name: string;
  contentType: string;
  payload: string | Buffer;
  /** The answers it may get: 400 for what is broken, 413 for what is too large. */
  statuses: number[];
}

const BOUNDARY = '----hearth-malformed';
const part = (head: string, value = 'x') => `--${BOUNDARY}\r\n${head}\r\n\r\n${value}\r\n`;

/**
 * The malformed bodies of every encoding the server reads (decision 046): each answers 400 in the envelope
 * (413 where it is size), before any handler runs, never a 5xx.
 */
export function malformedBodies(): MalformedBody[] {
  const json = 'application/json';
  const form = 'application/x-www-form-urlencoded';
  const multipart = `multipart/form-data; boundary=${BOUNDARY}`;
  const tooManyFields = Array.from({ length: 60 }, (_, i) =>
    part(`Content-Disposition: form-data; name="f${i}"`),
  );
  return [
    {
      name: 'JSON nested 50,000 deep',
      contentType: json,
      payload: `{"items":${'['.repeat(50_000)}${']'.repeat(50_000)}}`,
      statuses: [400],
    },
    {
      name: 'JSON nested 33 deep',
      contentType: json,
      payload: `{"a":${'{"a":'.repeat(32)}1${'}'.repeat(33)}`,
      statuses: [400],
    },
    { name: 'JSON truncated', contentType: json, payload: '{"identityKey":"a@b', statuses: [400] },
    {
      name: 'JSON of bytes that are not UTF-8',
      contentType: json,
      payload: Buffer.concat([Buffer.from('{"a":"'), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from('"}')]),
      statuses: [400],
    },
    {
      name: 'JSON in another charset',
      contentType: `${json}; charset=iso-8859-1`,
      payload: '{"a":"x"}',
      statuses: [400],
    },
    { name: 'JSON empty', contentType: json, payload: '', statuses: [400] },
    {
      name: 'form with broken percent-escapes',
      contentType: form,
      payload: 'a=%E0%A4%A&b=%&c=%zz',
      statuses: [400],
    },
    {
      name: 'form escaping bytes that are not UTF-8',
      contentType: form,
      payload: 'a=%FF%FE',
      statuses: [400],
    },
    { name: 'form with a huge key', contentType: form, payload: `${'k'.repeat(100_000)}=1`, statuses: [400] },
    {
      name: 'form with deep bracket keys',
      contentType: form,
      payload: `a${'[b]'.repeat(500)}=1`,
      statuses: [400],
    },
    {
      name: 'multipart without a boundary',
      contentType: 'multipart/form-data',
      payload: part('Content-Disposition: form-data; name="a"'),
      statuses: [400],
    },
    {
      name: 'multipart with another boundary',
      contentType: 'multipart/form-data; boundary=other',
      payload: `${part('Content-Disposition: form-data; name="a"')}--${BOUNDARY}--\r\n`,
      statuses: [400],
    },
    {
      name: 'multipart truncated in a part',
      contentType: multipart,
      payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="a"\r\n\r\nhal`,
      statuses: [400],
    },
    {
      name: 'multipart part without a name',
      contentType: multipart,
      payload: `${part('Content-Disposition: form-data')}--${BOUNDARY}--\r\n`,
      statuses: [400],
    },
    {
      name: 'multipart part without headers',
      contentType: multipart,
      payload: `--${BOUNDARY}\r\n\r\nx\r\n--${BOUNDARY}--\r\n`,
      statuses: [400],
    },
    {
      name: 'multipart in another charset',
      contentType: `${multipart}; charset=iso-8859-1`,
      payload: `${part('Content-Disposition: form-data; name="a"')}--${BOUNDARY}--\r\n`,
      statuses: [400],
    },
    {
      name: 'multipart with more fields than allowed',
      contentType: multipart,
      payload: `${tooManyFields.join('')}--${BOUNDARY}--\r\n`,
      statuses: [400, 413],
    },
  ];
}

/**
 * The routes Fastify registered, from its route tree (printRoutes without the common-prefix folding): each
 * line is a path segment under its parent's, with its methods in parentheses.
 */
export function registeredRoutes(fastify: FastifyInstance): { method: string; path: string }[] {
  const routes: { method: string; path: string }[] = [];
  const stack: string[] = [];
  for (const line of fastify.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│├└─\s]*)(\S.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match || !match[2]) continue;
    const depth = Math.floor(match[1]!.length / 4);
    stack.length = depth;
    stack.push(match[2]);
    for (const method of (match[3] ?? '')
      .split(',')
      .map((m) => m.trim())
      .filter(Boolean))
      routes.push({ method, path: stack.join('') });
  }
  return routes;
}
