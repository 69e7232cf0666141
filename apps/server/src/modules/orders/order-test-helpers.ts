import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect, vi } from 'vitest';
import type { OrderView, PaymentIntentModel } from '@hearth/domain/orders';
import { KOINU_PER_DOGE } from '@hearth/domain/wallet';
import { moveCoins } from '../wallet/wallet-test-helpers.ts';
import { merchantProfiles, orders, users } from '../../db/schema.ts';
import { envelope, sessionCookie, type TestClock } from '../../test/test-app.ts';
import { addDetails, chef, createDish } from '../catalogue/catalogue-test-helpers.ts';
import { get, mails, model, post, signUp, type Account } from '../profile/profile-test-helpers.ts';
import { CHECKOUT_COOKIE } from './checkout-cookie.ts';

/**
 * Test helpers of the orders HTTP tests, and the one way any test makes an order: a chef with dishes, orders
 * placed through /store/order, their actions, and payment with the test provider's card.
 */

type Body = Record<string, string | number | boolean>;

/** An answer refused with `status` and the one message `message`. */
export function expectError(res: LightMyRequestResponse, status: number, message: string): void {
  expect(res.statusCode, res.body).toBe(status);
  expect(envelope(res)).toMatchObject({ success: false, messages: [{ message }] });
}

export const DAY_SECONDS = 86_400;

/** Epoch seconds `days` from the test clock's now (a whole number, as the checkout sends). */
export function inDays(clock: TestClock, days: number): number {
  return Math.floor(clock.now().getTime() / 1000) + Math.round(days * DAY_SECONDS);
}

/** The delivery address of the checkout form, valid as it is. */
export const ADDRESS = {
  countryPhoneCode: '48',
  postalCode: 'LT-01100',
  state: 'Vilniaus apskritis',
  city: 'Vilnius',
  phone: '37061234567',
  formatted_address: 'Gedimino pr. 1, Vilnius',
  title: 'Namai',
  placeType: '-1',
};

export interface Kitchen {
  chef: Account;
  /** A fixed-price dish: 12.50 EUR. */
  fixedId: number;
  /** A dish priced by time: 50 minutes at the chef's 12.50 EUR an hour = 10.42 EUR a unit. */
  timedId: number;
}

export const HOUR_RATE_CENTS = 1250;

/** The DOGE a test chef starts with: confirming an order costs 1 (the information fee). */
export const CHEF_START_DOGE = 5;

/** Coins given to a user by the platform (as the demo chefs get theirs), past any call. */
export async function grantDoge(app: FastifyInstance, userId: number, doge: number): Promise<void> {
  await moveCoins(app, 'platform', userId, Math.round(doge * KOINU_PER_DOGE));
}

/** An approved chef (12.50 EUR an hour, 5 DOGE) with a fixed-price dish and a time-based one. */
export async function kitchen(app: FastifyInstance, email = 'ruta@example.lt'): Promise<Kitchen> {
  const cook = await chef(app, email, { hourRate: HOUR_RATE_CENTS });
  await grantDoge(app, cook.id, CHEF_START_DOGE);
  const fixed = await createDish(app, cook.cookie, { title: 'Cepelinai', price: '1250' });
  await addDetails(app, cook.cookie, fixed.id, { preparationMinutes: '50', servingsNumber: '2' });
  const timed = await createDish(app, cook.cookie, { title: 'Kibinai', price: '' });
  await addDetails(app, cook.cookie, timed.id, { preparationMinutes: '50', hourRate: 'true' });
  return { chef: cook, fixedId: fixed.id, timedId: timed.id };
}

export async function setHourRate(app: FastifyInstance, chefId: number, cents: number) {
  await app.db
    .update(merchantProfiles)
    .set({ hourRateCents: cents })
    .where(eq(merchantProfiles.userId, chefId));
}

export async function setLanguage(app: FastifyInstance, userId: number, language: 'en' | 'lt') {
  await app.db.update(users).set({ language }).where(eq(users.id, userId));
}

/** The Cookie header of the checkout cookie a response set. */
export function checkoutCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === CHECKOUT_COOKIE);
  if (!cookie) throw new Error('no checkout cookie in the response');
  return `${CHECKOUT_COOKIE}=${cookie.value}`;
}

/** POST /store/order with the checkout's defaults; `cookie` is the browser's (session and/or checkout). */
export function orderItem(
  app: FastifyInstance,
  body: Body,
  cookie?: string,
): Promise<LightMyRequestResponse> {
  return post(app, '/store/order', body, cookie);
}

/** A new order of one dish; answers the order and the Cookie header the browser now holds. */
export async function placeOrder(
  app: FastifyInstance,
  clock: TestClock,
  body: Body,
  cookie?: string,
): Promise<{ order: OrderView; cookie: string }> {
  const res = await orderItem(
    app,
    { productVolume: 1, serviceDeliveryDate: inDays(clock, 3), ...body },
    cookie,
  );
  const order = model<{ order: OrderView }>(res).order;
  const given = res.cookies.some((c) => c.name === CHECKOUT_COOKIE) ? checkoutCookie(res) : undefined;
  return { order, cookie: [cookie, given].filter(Boolean).join('; ') };
}

export async function addAddress(
  app: FastifyInstance,
  orderId: number,
  cookie: string,
  body: Record<string, string> = {},
) {
  return post(app, '/store/add-order-address', { orderId, ...ADDRESS, ...body }, cookie);
}

export interface CustomerOrder {
  kitchen: Kitchen;
  customer: Account;
  /** The order as placing it answered (before its address). */
  order: OrderView;
}

/**
 * A new kitchen, and a signed-in customer's order of its fixed-price dish (or its timed one) with the
 * delivery address given: the state most order and payment tests start from. `order` adds to the order's
 * body; `address: false` leaves the address out.
 */
export async function customerOrder(
  app: FastifyInstance,
  clock: TestClock,
  options: {
    chef?: string;
    customer?: string;
    dish?: 'fixed' | 'timed';
    order?: Body;
    address?: boolean;
  } = {},
): Promise<CustomerOrder> {
  const k = await kitchen(app, options.chef);
  const customer = await signUp(app, options.customer ?? 'anna@example.lt');
  const productId = options.dish === 'timed' ? k.timedId : k.fixedId;
  const { order } = await placeOrder(app, clock, { productId, ...options.order }, customer.cookie);
  if (options.address !== false) model(await addAddress(app, order.id, customer.cookie));
  return { kitchen: k, customer, order };
}

/** POST /secure/order-action: confirm, deliver or cancel, as the holder of `cookie`. */
export function orderAction(
  app: FastifyInstance,
  orderId: number,
  action: string,
  cookie?: string,
  extra: Body = {},
) {
  return post(app, '/secure/order-action', { orderId, action, ...extra }, cookie);
}

export async function orderRow(app: FastifyInstance, orderId: number) {
  const [row] = await app.db.select().from(orders).where(eq(orders.id, orderId));
  return row!;
}

export async function viewOrder(app: FastifyInstance, orderId: number, cookie: string): Promise<OrderView> {
  return model<{ order: OrderView }>(await get(app, `/secure/order?orderId=${orderId}`, cookie)).order;
}

/** The newest pin mailed to `email`. */
export async function latestPin(app: FastifyInstance, email: string): Promise<string> {
  const sent = (await mails(app, 'one-time-pin')).filter((m) => m.recipient === email);
  const pin = /\b(\d{6})\b/.exec(sent.at(-1)?.textBody ?? '')?.[1];
  if (!pin) throw new Error(`no pin mailed to ${email}`);
  return pin;
}

/** Links an order to `email` through the two linking calls and the mailed pin; answers the session cookie. */
export async function linkOrder(
  app: FastifyInstance,
  orderId: number,
  email: string,
  cookie: string,
): Promise<string> {
  model(await post(app, '/store/order-relation-request', { orderId, email }, cookie));
  const pin = await latestPin(app, email);
  const res = await post(app, '/store/relate-order-to-user', { orderId, email, pin }, cookie);
  model(res);
  return sessionCookie(res);
}

/** POST /secure/stripe-intent for the order's online amount, as the checkout sends it; the intent made. */
export async function createIntent(
  app: FastifyInstance,
  order: Pick<OrderView, 'id' | 'onlineAmount'>,
  cookie: string,
): Promise<PaymentIntentModel> {
  return model<PaymentIntentModel>(
    await post(app, '/secure/stripe-intent', { orderId: order.id, amount: order.onlineAmount }, cookie),
  );
}

/** The test provider's card that pays. */
export const GOOD_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' };

/** POST /payments/test/confirm: the test provider's card form, sent for the intent. */
export function confirm(
  app: FastifyInstance,
  intentId: string,
  card: Record<string, string>,
  cookie: string | undefined,
) {
  return post(app, '/payments/test/confirm', { intentId, ...card }, cookie);
}

/** Pays the order's online amount with the test provider's success card, as the customer's browser does. */
export async function payOrder(app: FastifyInstance, orderId: number, customerCookie: string): Promise<void> {
  const intent = await createIntent(app, await viewOrder(app, orderId, customerCookie), customerCookie);
  const paid = await confirm(app, intent.id, GOOD_CARD, customerCookie);
  expect(paid.statusCode, paid.body).toBe(200);
}

/** Counts the statements `app` sends while `call` runs (every one goes through the driver's query()). */
export async function statementsSent(app: FastifyInstance, call: () => Promise<unknown>): Promise<number> {
  const client = (app.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const spy = vi.spyOn(client, 'query');
  try {
    await call();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}
