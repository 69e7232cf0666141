import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { ConversationsPage, ConversationView } from '@hearth/domain/conversations';
import { MESSAGE_MAX } from '@hearth/domain/conversations';
import { FIELD_ERRORS, MESSAGES, V } from '@hearth/domain/messages';
import { auditLog, conversationMessages, conversations, users } from '../../db/schema.ts';
import { envelope, useTestApp } from '../../test/test-app.ts';
import { chef } from '../catalogue/catalogue-test-helpers.ts';
import {
  customerOrder,
  expectError,
  orderAction,
  payOrder,
  type CustomerOrder,
} from '../orders/order-test-helpers.ts';
import { get, mails, model, post, signUp } from '../profile/profile-test-helpers.ts';
import { CONVERSATION_READ_AUDIT, sendDueMessageMails } from './conversation-service.ts';

/** Conversations over HTTP (decision 064): who may read and write, closed threads, contacts, limits, mails. */

const ctx = useTestApp({
  THREAD_MESSAGES_PER_HOUR: '4',
  MESSAGES_PER_MINUTE: '6',
  MESSAGE_MAIL_DELAY_MINUTES: '10',
});

const thread = (res: LightMyRequestResponse) => model<{ conversation: ConversationView }>(res).conversation;
const ask = (cookie: string, body: string, nickname = 'ruta') =>
  post(ctx.app, '/secure/ask-chef', { nickname, body }, cookie);
const reply = (cookie: string | undefined, conversationId: number | null, body: string) =>
  post(ctx.app, '/secure/conversation-message', { conversationId: conversationId ?? 0, body }, cookie);
const orderMessage = (cookie: string | undefined, orderId: number, body: string) =>
  post(ctx.app, '/secure/order-message', { orderId, body }, cookie);
const unread = async (cookie: string) =>
  model<{ unread: number }>(await get(ctx.app, '/secure/unread-messages', cookie)).unread;
const storedMessages = () => ctx.app.db.select().from(conversationMessages);

async function paidOrder(): Promise<CustomerOrder> {
  const placed = await customerOrder(ctx.app, ctx.clock, { order: { payInCash: false } });
  await payOrder(ctx.app, placed.order.id, placed.customer.cookie);
  return placed;
}

describe('Ask the chef', () => {
  it('opens a thread without contact details; the chef answers; unread counts follow both ways', async () => {
    const ruta = await chef(ctx.app, 'ruta@example.lt', { nickname: 'ruta' });
    const anna = await signUp(ctx.app, 'anna@example.lt');
    await ctx.app.db.update(users).set({ firstName: 'Anna' }).where(eq(users.id, anna.id));

    const typed = 'Do you bring <b>pans</b>? See https://example.lt/x and [link](javascript:alert(1))';
    const asked = thread(await ask(anna.cookie, typed));
    expect(asked).toMatchObject({ kind: 'question', orderId: null, viewer: 'customer', closedReason: null });
    expect(asked.messages).toEqual([expect.objectContaining({ body: typed, mine: true, from: 'customer' })]);
    // Names only: neither party's e-mail or phone is in the answer.
    expect(JSON.stringify(asked)).not.toContain('@example.lt');
    expect(await unread(ruta.cookie)).toBe(1);
    expect(await unread(anna.cookie)).toBe(0);

    const inbox = model<ConversationsPage>(await get(ctx.app, '/secure/conversations', ruta.cookie));
    expect(inbox.conversations).toEqual([
      expect.objectContaining({
        id: asked.id,
        unread: 1,
        preview: typed,
        with: expect.objectContaining({ name: 'Anna' }),
      }),
    ]);

    const seen = thread(await get(ctx.app, `/secure/conversation?conversationId=${asked.id}`, ruta.cookie));
    expect(seen).toMatchObject({ viewer: 'chef', unread: 1 });
    expect(
      model(await post(ctx.app, '/secure/conversation-read', { conversationId: asked.id! }, ruta.cookie)),
    ).toEqual({
      unread: 0,
    });
    const answered = thread(await reply(ruta.cookie, asked.id, 'Yes, I bring my own pans.'));
    expect(answered.messages.map((m) => [m.from, m.mine])).toEqual([
      ['customer', false],
      ['chef', true],
    ]);
    expect(await unread(anna.cookie)).toBe(1);

    // A second question goes to the same thread.
    const again = thread(await ask(anna.cookie, 'And knives?'));
    expect(again.id).toBe(asked.id);
    expect(again.messages).toHaveLength(3);
  });

  it('refuses e-mail addresses and phone numbers in either direction, and stores nothing', async () => {
    const ruta = await chef(ctx.app, 'ruta@example.lt', { nickname: 'ruta' });
    const anna = await signUp(ctx.app, 'anna@example.lt');
    for (const body of [
      'write me at anna@example.lt',
      'call +370 612 34567',
      'my number is 8-612-34567',
      'anna at gmail dot com',
    ]) {
      const res = await ask(anna.cookie, body);
      expectError(res, 400, MESSAGES.contactDetailsRefused);
      expect(envelope(res).fieldErrors).toEqual({ body: [MESSAGES.contactDetailsRefused] });
    }
    expect(await storedMessages()).toEqual([]);
    // Dates, times and amounts are no phone numbers.
    const ok = thread(
      await ask(anna.cookie, 'Could you cook on 2026-12-24 at 18:00 for 12 people, about 150 EUR?'),
    );
    expectError(
      await reply(ruta.cookie, ok.id, 'Sure, text me on 861234567'),
      400,
      MESSAGES.contactDetailsRefused,
    );
    expect(await storedMessages()).toHaveLength(1);
  });

  it('refuses one’s own page, an unknown or unapproved chef, and bad text', async () => {
    const ruta = await chef(ctx.app, 'ruta@example.lt', { nickname: 'ruta' });
    await chef(ctx.app, 'pending@example.lt', { nickname: 'pending', status: 'pending' });
    const anna = await signUp(ctx.app, 'anna@example.lt');
    expectError(await ask(ruta.cookie, 'Hello me'), 409, MESSAGES.askOwnPage);
    expectError(await ask(anna.cookie, 'Hello', 'nobody'), 404, MESSAGES.chefNotFound);
    expectError(await ask(anna.cookie, 'Hello', 'pending'), 404, MESSAGES.chefNotFound);
    for (const [body, error] of [
      ['   ', FIELD_ERRORS.required],
      ['x'.repeat(MESSAGE_MAX + 1), V.tooLong],
      ['a\u0000b', FIELD_ERRORS.invalid],
    ] as const) {
      const res = await ask(anna.cookie, body);
      expect(res.statusCode, body.slice(0, 10)).toBe(400);
      expect(envelope(res).fieldErrors?.body).toEqual([error]);
    }
    expect(thread(await ask(anna.cookie, 'x'.repeat(MESSAGE_MAX))).messages[0]!.body).toHaveLength(
      MESSAGE_MAX,
    );
    expect(await storedMessages()).toHaveLength(1);
  });

  it('is not for visitors', async () => {
    await chef(ctx.app, 'ruta@example.lt', { nickname: 'ruta' });
    expect((await post(ctx.app, '/secure/ask-chef', { nickname: 'ruta', body: 'Hi' })).statusCode).toBe(401);
    expect((await get(ctx.app, '/secure/unread-messages')).statusCode).toBe(401);
  });
});

describe("an order's thread", () => {
  it('is closed before payment, opens when paid, and takes contact details once the chef confirms', async () => {
    const { order, customer, kitchen } = await customerOrder(ctx.app, ctx.clock, {
      order: { payInCash: false },
    });
    const chefCookie = kitchen.chef.cookie;
    const before = thread(
      await get(ctx.app, `/secure/order-conversation?orderId=${order.id}`, customer.cookie),
    );
    expect(before).toMatchObject({ id: null, kind: 'order', closedReason: 'unpaid', messages: [] });
    expectError(await orderMessage(customer.cookie, order.id, 'Hello'), 409, MESSAGES.conversationClosed);
    expect(await ctx.app.db.select().from(conversations)).toEqual([]);

    await payOrder(ctx.app, order.id, customer.cookie);
    const first = thread(await orderMessage(customer.cookie, order.id, 'We have a gas stove.'));
    expect(first).toMatchObject({
      kind: 'order',
      orderId: order.id,
      closedReason: null,
      contactDetailsAllowed: false,
    });
    expectError(
      await reply(chefCookie, first.id, 'Call me: +37061234567'),
      400,
      MESSAGES.contactDetailsRefused,
    );
    model(await orderAction(ctx.app, order.id, 'confirm', chefCookie));
    const confirmed = thread(await reply(chefCookie, first.id, 'Call me: +37061234567'));
    expect(confirmed.contactDetailsAllowed).toBe(true);
    expect(confirmed.messages.map((m) => m.body)).toEqual(['We have a gas stove.', 'Call me: +37061234567']);

    model(await orderAction(ctx.app, order.id, 'cancel', customer.cookie));
    expectError(await reply(customer.cookie, first.id, 'Sorry'), 409, MESSAGES.conversationClosed);
    expect(
      thread(await get(ctx.app, `/secure/conversation?conversationId=${first.id}`, customer.cookie))
        .closedReason,
    ).toBe('cancelled');
  });

  it('is read by operators, who write nothing and mark nothing read; others do not find it', async () => {
    const { order, customer, kitchen } = await paidOrder();
    const operator = await signUp(ctx.app, 'op@example.lt', { role: 'OPERATOR' });
    const bob = await signUp(ctx.app, 'bob@example.lt');
    const tomas = await chef(ctx.app, 'tomas@example.lt');
    const id = thread(await orderMessage(customer.cookie, order.id, 'Parking is in the yard.')).id;

    const read = thread(
      await get(ctx.app, `/secure/order-conversation?orderId=${order.id}`, operator.cookie),
    );
    expect(read).toMatchObject({ id, viewer: 'operator', closedReason: 'readOnly' });
    expectError(await orderMessage(operator.cookie, order.id, 'Hi'), 403, MESSAGES.conversationReadOnly);
    expectError(await reply(operator.cookie, id, 'Hi'), 403, MESSAGES.conversationReadOnly);
    model(await post(ctx.app, '/secure/conversation-read', { conversationId: id! }, operator.cookie));
    expect(await unread(kitchen.chef.cookie)).toBe(1);
    // Each reading by an operator is audited (by the order's page and by the thread's); the parties' are not.
    thread(await get(ctx.app, `/secure/conversation?conversationId=${id}`, operator.cookie));
    thread(await get(ctx.app, `/secure/conversation?conversationId=${id}`, customer.cookie));
    thread(await get(ctx.app, `/secure/order-conversation?orderId=${order.id}`, kitchen.chef.cookie));
    const audited = await ctx.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, CONVERSATION_READ_AUDIT));
    expect(audited).toHaveLength(2);
    for (const entry of audited) {
      expect(entry).toMatchObject({
        actorId: operator.id,
        targetUserId: customer.id,
        details: { conversationId: id, orderId: order.id, chefId: kitchen.chef.id },
      });
    }
    const log = model<{ entries: { action: string; actor: { id: number } | null }[] }>(
      await get(ctx.app, '/operator/audit-log', operator.cookie),
    );
    expect(log.entries[0]).toMatchObject({ action: CONVERSATION_READ_AUDIT, actor: { id: operator.id } });

    for (const other of [bob, tomas]) {
      expectError(
        await get(ctx.app, `/secure/conversation?conversationId=${id}`, other.cookie),
        404,
        MESSAGES.conversationNotFound,
      );
      expectError(
        await get(ctx.app, `/secure/order-conversation?orderId=${order.id}`, other.cookie),
        404,
        MESSAGES.orderNotFound,
      );
      expectError(await orderMessage(other.cookie, order.id, 'Hi'), 404, MESSAGES.orderNotFound);
      expectError(await reply(other.cookie, id, 'Hi'), 404, MESSAGES.conversationNotFound);
      expectError(
        await post(ctx.app, '/secure/conversation-read', { conversationId: id! }, other.cookie),
        404,
        MESSAGES.conversationNotFound,
      );
    }
    expect(await storedMessages()).toHaveLength(1);
  });

  it('limits the messages of a sender per thread and hour, and per minute overall', async () => {
    const { order, customer, kitchen } = await paidOrder();
    for (let i = 0; i < 4; i += 1) model(await orderMessage(customer.cookie, order.id, `Note ${i}`));
    const res = await orderMessage(customer.cookie, order.id, 'One too many');
    expectError(res, 429, MESSAGES.threadMessagesLimit);
    // The other party still writes.
    model(await orderMessage(kitchen.chef.cookie, order.id, 'Noted.'));
    ctx.clock.advance(61 * 60_000);
    model(await orderMessage(customer.cookie, order.id, 'An hour later'));
    // Six a minute in all threads: the sixth this minute passes, the seventh does not.
    for (let i = 0; i < 4; i += 1) model(await ask(customer.cookie, `Question ${i}`));
    model(await orderMessage(customer.cookie, order.id, 'Sixth'));
    expectError(await orderMessage(customer.cookie, order.id, 'Seventh'), 429, MESSAGES.rateLimited);
    expect(await storedMessages()).toHaveLength(11);
  });
});

describe('new-message mails', () => {
  it('sends one mail per thread and reader after the delay, in the reader’s language, and none once read', async () => {
    const { order, customer, kitchen } = await paidOrder();
    await ctx.app.db.update(users).set({ language: 'lt' }).where(eq(users.id, kitchen.chef.id));
    const sent = () => mails(ctx.app, 'new-messages');
    for (const text of ['One', 'Two', 'Three']) model(await orderMessage(customer.cookie, order.id, text));
    await sendDueMessageMails(ctx.app);
    expect(await sent()).toEqual([]);

    ctx.clock.advance(10 * 60_000);
    await sendDueMessageMails(ctx.app);
    await sendDueMessageMails(ctx.app);
    const [mail, ...more] = await sent();
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ recipient: kitchen.chef.email, language: 'lt' });
    expect(mail!.subject).toContain('Nauji pranešimai');
    expect(mail!.textBody).toContain('3');
    // The text of the messages stays on the site.
    expect(mail!.textBody).not.toContain('Three');

    // A new message while still unread: the next mail waits another delay.
    model(await orderMessage(customer.cookie, order.id, 'Four'));
    await sendDueMessageMails(ctx.app);
    expect(await sent()).toHaveLength(1);
    // Read in time: no mail.
    const id = thread(
      await get(ctx.app, `/secure/order-conversation?orderId=${order.id}`, kitchen.chef.cookie),
    ).id;
    model(await post(ctx.app, '/secure/conversation-read', { conversationId: id! }, kitchen.chef.cookie));
    ctx.clock.advance(10 * 60_000);
    await sendDueMessageMails(ctx.app);
    expect(await sent()).toHaveLength(1);
  });
});
