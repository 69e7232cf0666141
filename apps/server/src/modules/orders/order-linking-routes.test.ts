import { describe, expect, it } from 'vitest';
import type { AuthorizedModel } from '@hearth/domain/api';
import { MESSAGES, V } from '@hearth/domain/messages';
import { envelope, sessionCookie, useTestApp } from '../../test/test-app.ts';
import { get, mails, model, post, postJson, signUp } from '../profile/profile-test-helpers.ts';
import {
  addAddress,
  customerOrder,
  expectError,
  kitchen,
  latestPin,
  linkOrder,
  orderRow,
  placeOrder,
  viewOrder,
} from './order-test-helpers.ts';

/** Order linking: POST /store/order-relation-request and POST /store/relate-order-to-user. */

const ctx = useTestApp();

async function anonymousOrder() {
  const k = await kitchen(ctx.app);
  const placed = await placeOrder(ctx.app, ctx.clock, { productId: k.fixedId }, undefined);
  await addAddress(ctx.app, placed.order.id, placed.cookie);
  return { ...placed, kitchen: k };
}

const requestPin = (orderId: number, email: string, cookie?: string) =>
  post(ctx.app, '/store/order-relation-request', { orderId, email }, cookie);
const relate = (orderId: number, email: string, pin: string, cookie?: string) =>
  post(ctx.app, '/store/relate-order-to-user', { orderId, email, pin }, cookie);

describe('order linking', () => {
  it('links the order with the mailed pin, creating the account, and signs in', async () => {
    const { order, cookie } = await anonymousOrder();
    const asked = await requestPin(order.id, 'Anna@Example.lt', cookie);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(envelope(asked)).toEqual({ success: true, messages: [{ message: MESSAGES.oneTimePinSent }] });
    const [mail] = await mails(ctx.app, 'one-time-pin');
    expect(mail).toMatchObject({ recipient: 'anna@example.lt', language: 'en' });

    const res = await relate(
      order.id,
      'anna@example.lt',
      await latestPin(ctx.app, 'anna@example.lt'),
      cookie,
    );
    const { authorized } = model<AuthorizedModel>(res);
    expect(authorized).toMatchObject({ identityKey: 'anna@example.lt', role: 'CUSTOMER' });
    const session = sessionCookie(res);
    expect((await orderRow(ctx.app, order.id)).customerId).toBe(authorized.id);
    const seen = await viewOrder(ctx.app, order.id, session);
    expect(seen).toMatchObject({ linked: true, actions: ['cancel'] });
    const listed = model<{ orders: { id: number }[] }>(await get(ctx.app, '/secure/orders', session));
    expect(listed.orders.map((o) => o.id)).toEqual([order.id]);
  });

  it('signs in to an existing account, whose language the order’s mails then follow', async () => {
    const { order, cookie } = await anonymousOrder();
    const anna = await signUp(ctx.app, 'anna@example.lt', { language: 'lt' });
    await requestPin(order.id, anna.email, cookie);
    const [mail] = await mails(ctx.app, 'one-time-pin');
    expect(mail!.language).toBe('lt');
    const res = await relate(order.id, anna.email, await latestPin(ctx.app, anna.email), cookie);
    expect(model<AuthorizedModel>(res).authorized.id).toBe(anna.id);
    expect(await orderRow(ctx.app, order.id)).toMatchObject({ customerId: anna.id, language: 'lt' });
  });

  it('answers the checkout’s e-mail step alike for a new and a known address (decisions 043, 055)', async () => {
    await signUp(ctx.app, 'known@example.lt');
    const answers = [];
    for (const email of ['known@example.lt', 'new@example.lt']) {
      const { order, cookie } = await anonymousOrder();
      const asked = await requestPin(order.id, email, cookie);
      answers.push([asked.statusCode, envelope(asked)]);
      const res = await relate(order.id, email, await latestPin(ctx.app, email), cookie);
      expect(res.statusCode, res.body).toBe(200);
      expect(model<AuthorizedModel>(res).authorized.identityKey).toBe(email);
    }
    expect(answers[0]).toEqual(answers[1]);
  });

  it('refuses to move an order another account holds', async () => {
    const { order, cookie } = await anonymousOrder();
    await linkOrder(ctx.app, order.id, 'anna@example.lt', cookie);
    const before = await mails(ctx.app);
    expectError(await requestPin(order.id, 'eve@example.lt', cookie), 409, MESSAGES.orderAlreadyLinked);
    expect(await mails(ctx.app)).toEqual(before);
    expectError(await relate(order.id, 'eve@example.lt', '123456', cookie), 409, MESSAGES.orderAlreadyLinked);
    // The holder may link it again: that is only a sign-in.
    await linkOrder(ctx.app, order.id, 'anna@example.lt', cookie);
    expect((await orderRow(ctx.app, order.id)).customerId).not.toBeNull();
  });

  it('refuses to hand a signed-in customer’s order to another e-mail', async () => {
    const { customer: anna, order } = await customerOrder(ctx.app, ctx.clock, { address: false });
    expectError(await requestPin(order.id, 'eve@example.lt', anna.cookie), 409, MESSAGES.orderAlreadyLinked);
  });

  it('changes nothing on a wrong pin, answering as /pin-login does', async () => {
    const { order, cookie } = await anonymousOrder();
    await requestPin(order.id, 'anna@example.lt', cookie);
    const pin = await latestPin(ctx.app, 'anna@example.lt');
    const wrong = pin === '000000' ? '111111' : '000000';
    const res = await relate(order.id, 'anna@example.lt', wrong, cookie);
    expect(res.statusCode).toBe(400);
    expect(envelope(res)).toEqual({
      success: false,
      messages: [{ message: MESSAGES.invalidPin }],
      fieldErrors: { pin: [MESSAGES.invalidPin] },
    });
    expect(res.cookies.map((c) => c.name)).not.toContain('hearth_session');
    expect((await orderRow(ctx.app, order.id)).customerId).toBeNull();
    // A malformed pin is the schema's answer.
    const bad = await relate(order.id, 'anna@example.lt', '12', cookie);
    expect(bad.statusCode).toBe(400);
    expect(envelope(bad).fieldErrors).toEqual({ pin: [V.pin] });
    // The right pin still works.
    expect((await relate(order.id, 'anna@example.lt', pin, cookie)).statusCode).toBe(200);
  });

  it('does not accept a sign-in pin, or the pin of another order', async () => {
    const { order, cookie, kitchen: k } = await anonymousOrder();
    const other = await placeOrder(ctx.app, ctx.clock, { productId: k.fixedId }, cookie);
    await post(ctx.app, '/one-time-pin', { identityKey: 'anna@example.lt' });
    const loginPin = await latestPin(ctx.app, 'anna@example.lt');
    expectError(await relate(order.id, 'anna@example.lt', loginPin, cookie), 400, MESSAGES.invalidPin);
    await requestPin(other.order.id, 'anna@example.lt', cookie);
    const otherPin = await latestPin(ctx.app, 'anna@example.lt');
    expectError(await relate(order.id, 'anna@example.lt', otherPin, cookie), 400, MESSAGES.invalidPin);
    expect((await orderRow(ctx.app, order.id)).customerId).toBeNull();
  });

  it('is refused (404) to another browser, and sends it nothing', async () => {
    const { order, kitchen: k } = await anonymousOrder();
    const otherBrowser = (await placeOrder(ctx.app, ctx.clock, { productId: k.fixedId })).cookie;
    const eve = await signUp(ctx.app, 'eve@example.lt');
    for (const who of [undefined, otherBrowser, eve.cookie]) {
      expectError(await requestPin(order.id, 'eve@example.lt', who), 404, MESSAGES.orderNotFound);
      expectError(await relate(order.id, 'eve@example.lt', '123456', who), 404, MESSAGES.orderNotFound);
    }
    expectError(
      await requestPin(99_999_999_999, 'eve@example.lt', otherBrowser),
      404,
      MESSAGES.orderNotFound,
    );
    expect(await mails(ctx.app, 'one-time-pin')).toEqual([]);
  });

  it('needs the order id and a valid e-mail', async () => {
    const { order, cookie } = await anonymousOrder();
    const missing = await post(
      ctx.app,
      '/store/order-relation-request',
      { email: 'anna@example.lt' },
      cookie,
    );
    expect(missing.statusCode).toBe(400);
    expect(envelope(missing)).toMatchObject({
      messages: [{ message: MESSAGES.orderLinkingRequestFailed }],
      fieldErrors: { orderId: ['required'] },
    });
    const email = await requestPin(order.id, 'not-an-email', cookie);
    expect(envelope(email).fieldErrors).toEqual({ email: [V.email] });
    // A JSON body may carry the id as a number.
    const json = await postJson(
      ctx.app,
      '/store/order-relation-request',
      { orderId: order.id, email: 'anna@example.lt' },
      cookie,
    );
    expect(json.statusCode, json.body).toBe(200);
  });
});
