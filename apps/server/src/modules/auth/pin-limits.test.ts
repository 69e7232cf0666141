import { describe, expect, it } from 'vitest';
import { PIN_TTL_MINUTES } from '@hearth/domain/constants';
import { MESSAGES } from '@hearth/domain/messages';
import { envelope, useTestApp } from '../../test/test-app.ts';
import {
  addAddress,
  customerOrder,
  expectError,
  grantDoge,
  inDays,
  kitchen,
  placeOrder,
} from '../orders/order-test-helpers.ts';
import { mails, post, signUp } from '../profile/profile-test-helpers.ts';
import { assetRequest, doge, fund } from '../wallet/wallet-test-helpers.ts';

/**
 * Who a pin send counts against (decision 045): visitors cannot use up a signed-in user's own pins, extra
 * visitor sends to an address are dropped with the usual answer, and a client asking too much gets 429.
 */

const PER_HOUR = 5;
const ctx = useTestApp({ PIN_SENDS_PER_HOUR: String(PER_HOUR) });

const ATTACKER = '203.0.113.66';
const OWNER = '198.51.100.7';

function requestSignInPin(email: string, clientIp = ATTACKER) {
  return ctx.app.inject({
    method: 'POST',
    url: '/one-time-pin',
    remoteAddress: clientIp,
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    payload: { identityKey: email },
  });
}

function pinLogin(email: string, pin: string, clientIp = OWNER) {
  return ctx.app.inject({
    method: 'POST',
    url: '/pin-login',
    remoteAddress: clientIp,
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    payload: { identityKey: email, pin },
  });
}

/** The sign-in pin mails to `email`, oldest first. */
async function signInMails(email: string) {
  return (await mails(ctx.app, 'one-time-pin')).filter((m) => m.recipient === email);
}

function pinOf(mail: { textBody: string } | undefined): string {
  const pin = /\b(\d{6})\b/.exec(mail?.textBody ?? '')?.[1];
  if (!pin) throw new Error('no pin in the mail');
  return pin;
}

/** Visitor requests for the address until its hourly sends and the one per pin lifetime are used. */
async function flood(email: string, requests = PER_HOUR + 1) {
  for (let i = 0; i < requests; i++) expect((await requestSignInPin(email)).statusCode).toBe(200);
}

describe('visitor pin requests for an address', () => {
  it("do not stop the signed-in owner's transfer pin", async () => {
    const anna = await signUp(ctx.app, 'anna@example.lt');
    await signUp(ctx.app, 'jonas@example.lt');
    await fund(ctx.app, anna.id, doge(10));
    await flood(anna.email);

    const res = await assetRequest(
      ctx.app,
      { volume: '1', recipientAddressType: 3, recipientAddress: 'jonas@example.lt' },
      anna.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(envelope(res).messages).toEqual([{ message: MESSAGES.transferPinSent }]);
    expect((await mails(ctx.app, 'transfer-pin')).filter((m) => m.recipient === anna.email)).toHaveLength(1);
  });

  it("do not stop the signed-in owner's DOGE payment pin", async () => {
    const { customer, order } = await customerOrder(ctx.app, ctx.clock, {
      dish: 'timed',
      order: { productVolume: 2, payInCash: 'false', serviceDeliveryDate: inDays(ctx.clock, 3) },
    });
    await grantDoge(ctx.app, customer.id, 1000);
    await flood(customer.email);

    const res = await post(
      ctx.app,
      '/secure/doge-payment',
      { orderId: order.id, purpose: 'order' },
      customer.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await mails(ctx.app, 'order-payment-pin')).toHaveLength(1);
  });

  it('past the limit answer exactly as a send, and send no mail', async () => {
    const email = 'nobody@example.lt';
    const first = await requestSignInPin(email);
    await flood(email, PER_HOUR);
    const sent = await signInMails(email);
    expect(sent).toHaveLength(PER_HOUR + 1);

    const dropped = await requestSignInPin(email, OWNER);
    expect(dropped.statusCode).toBe(first.statusCode);
    expect(dropped.body).toBe(first.body);
    expect(await signInMails(email)).toHaveLength(PER_HOUR + 1);
  });

  it('leave the owner a valid pin in their mailbox, and a new one each pin lifetime', async () => {
    const email = 'owner@example.lt';
    await flood(email);
    expect(await signInMails(email)).toHaveLength(PER_HOUR + 1);

    // The owner's own request is dropped like any other, but the newest mail's pin signs them in.
    expect((await requestSignInPin(email, OWNER)).statusCode).toBe(200);
    const mailed = await signInMails(email);
    expect(mailed).toHaveLength(PER_HOUR + 1);
    const signedIn = await pinLogin(email, pinOf(mailed.at(-1)));
    expect(signedIn.statusCode, signedIn.body).toBe(200);

    // Once that pin's lifetime has passed, the next request sends a fresh one even within the hour.
    ctx.clock.advance(PIN_TTL_MINUTES * 60_000 + 1000);
    expect((await requestSignInPin(email, OWNER)).statusCode).toBe(200);
    const later = await signInMails(email);
    expect(later).toHaveLength(PER_HOUR + 2);
    expect((await pinLogin(email, pinOf(later.at(-1)))).statusCode).toBe(200);
  });

  it('are limited per client address with 429, which other clients do not feel', async () => {
    for (let i = 0; i < PER_HOUR * 4; i++) {
      expect((await requestSignInPin(`someone${i}@example.lt`)).statusCode).toBe(200);
    }
    const refused = await requestSignInPin('one-more@example.lt');
    expectError(refused, 429, MESSAGES.rateLimited);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await signInMails('one-more@example.lt')).toHaveLength(0);
    expect((await requestSignInPin('one-more@example.lt', OWNER)).statusCode).toBe(200);
  });
});

describe("a signed-in user's own pins", () => {
  it('count per user and purpose: past the limit the user is told, with 429', async () => {
    const anna = await signUp(ctx.app, 'anna@example.lt');
    await signUp(ctx.app, 'jonas@example.lt');
    await fund(ctx.app, anna.id, doge(10));
    const transfer = () =>
      assetRequest(
        ctx.app,
        { volume: '1', recipientAddressType: 3, recipientAddress: 'jonas@example.lt' },
        anna.cookie,
      );
    for (let i = 0; i < PER_HOUR; i++) expect((await transfer()).statusCode).toBe(200);
    expectError(await transfer(), 429, MESSAGES.rateLimited);
    // Her own transfers did not use up the sign-in pins a visitor (or she, signed out) may ask for.
    expect((await requestSignInPin(anna.email, OWNER)).statusCode).toBe(200);
    expect(await signInMails(anna.email)).toHaveLength(1);
  });
});

describe('order-link pins', () => {
  async function anonymousOrder() {
    const k = await kitchen(ctx.app);
    const placed = await placeOrder(ctx.app, ctx.clock, { productId: k.fixedId });
    await addAddress(ctx.app, placed.order.id, placed.cookie);
    return placed;
  }
  const requestLink = (orderId: number, email: string, cookie: string) =>
    post(ctx.app, '/store/order-relation-request', { orderId, email }, cookie);
  const linkMails = async (email: string) => (await signInMails(email)).length;

  it("asked by a visitor count with the address's other visitor pins: past them, the usual answer and no mail", async () => {
    const email = 'eve@example.lt';
    await flood(email);
    const before = await linkMails(email);
    const { order, cookie } = await anonymousOrder();
    const res = await requestLink(order.id, email, cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(envelope(res)).toEqual({ success: true, messages: [{ message: MESSAGES.oneTimePinSent }] });
    expect(await linkMails(email)).toBe(before);
  });

  it('asked by a signed-in user for their own address are theirs: a visitor flood does not stop them', async () => {
    const anna = await signUp(ctx.app, 'anna@example.lt');
    await flood(anna.email);
    const before = await linkMails(anna.email);
    const { order, cookie } = await anonymousOrder();
    const res = await requestLink(order.id, anna.email, `${cookie}; ${anna.cookie}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await linkMails(anna.email)).toBe(before + 1);
  });
});
