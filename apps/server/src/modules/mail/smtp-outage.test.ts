import { asc, gt } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@hearth/domain/messages';
import { checkInvariants } from '../../checks/invariants.ts';
import { mailOutbox } from '../../db/schema.ts';
import { type CapturedMail, useTestAppWithSmtp } from '../../test/smtp-capture.ts';
import { envelope, postForm } from '../../test/test-app.ts';
import { customerOrder, kitchen, payOrder, placeOrder } from '../orders/order-test-helpers.ts';
import { model, post, signUp } from '../profile/profile-test-helpers.ts';
import { assetRequest, confirmTransfer, doge, fund } from '../wallet/wallet-test-helpers.ts';

/**
 * SMTP down (decision 037): the pins of the three pin requests and an order's e-mails wait in the
 * outbox while the mail server is down or refuses mail, the pin requests say so, and everything is
 * delivered once, in order, when the server is back; the pins still work then.
 */

const { ctx, smtp } = useTestAppWithSmtp();

const MINUTE = 60_000;

/** The outbox rows written after `afterId`, oldest first. */
async function outboxAfter(afterId: number) {
  return ctx.app.db.select().from(mailOutbox).where(gt(mailOutbox.id, afterId)).orderBy(asc(mailOutbox.id));
}

/** Delivers what was queued so far (the set-up's mails) and forgets it; answers the last outbox id. */
async function drainSetUp(): Promise<number> {
  await ctx.app.mail.deliverDue();
  smtp.clear();
  return (await outboxAfter(0)).at(-1)?.id ?? 0;
}

/** The outbox id a delivered mail was sent from (its Message-ID is `<outbox-ID-...>`). */
function outboxId(mail: CapturedMail): number {
  return Number(/^<outbox-(\d+)-/.exec(mail.headers['message-id'] ?? '')?.[1]);
}

/** The pin as the user reads it in the delivered mail: the 6 digits alone on a line. */
function pinIn(mail: CapturedMail | undefined): string {
  const pin = /^(\d{6})$/m.exec(mail?.text ?? '')?.[1];
  if (!pin) throw new Error('no pin in the delivered mail');
  return pin;
}

function expectAnswer(res: LightMyRequestResponse, message: string) {
  expect(res.statusCode, res.body).toBe(200);
  expect(envelope(res).success).toBe(true);
  expect(envelope(res).messages).toEqual([{ message }]);
}

describe('SMTP down, then back', () => {
  it('keeps every pin and order mail, says the pins are delayed, and delivers each once, in order', async () => {
    const { kitchen: k, customer: anna, order } = await customerOrder(ctx.app, ctx.clock);
    await signUp(ctx.app, 'jonas@example.lt');
    await fund(ctx.app, anna.id, doge(5));
    const setUpId = await drainSetUp();

    await smtp.stop();
    // The sign-in pin, for an account and for an address without one: the same answer.
    const known = await postForm(ctx.app, '/one-time-pin', { identityKey: anna.email });
    const unknown = await postForm(ctx.app, '/one-time-pin', { identityKey: 'ona@example.lt' });
    expectAnswer(known, MESSAGES.pinDelayed);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    // An order paid while the mail server is down: its mails to the customer and the chef wait too.
    await payOrder(ctx.app, order.id, anna.cookie);
    // The transfer pin: the pending transfer is answered as usual, with the delayed message.
    const transfer = await assetRequest(
      ctx.app,
      { volume: '2', recipientAddressType: 3, recipientAddress: 'jonas@example.lt' },
      anna.cookie,
    );
    expectAnswer(transfer, MESSAGES.pinDelayed);
    expect(model<{ transfer: { amountKoinu: number } }>(transfer).transfer.amountKoinu).toBe(doge(2));
    // The order-linking pin of an order placed without an account.
    const guest = await placeOrder(ctx.app, ctx.clock, { productId: k.fixedId });
    const linking = await post(
      ctx.app,
      '/store/order-relation-request',
      { orderId: guest.order.id, email: 'ona@example.lt' },
      guest.cookie,
    );
    expectAnswer(linking, MESSAGES.pinDelayed);

    await ctx.app.mail.deliverDue(); // tried once more while down: still nothing goes
    const waiting = await outboxAfter(setUpId);
    expect(waiting.map((m) => [m.recipient, m.template])).toEqual([
      [anna.email, 'one-time-pin'],
      ['ona@example.lt', 'one-time-pin'],
      [k.chef.email, 'order-paid'],
      [anna.email, 'order-paid'],
      [anna.email, 'transfer-pin'],
      ['ona@example.lt', 'one-time-pin'],
    ]);
    for (const mail of waiting) {
      expect(mail.sentAt).toBeNull();
      expect(mail.attempts).toBeGreaterThanOrEqual(1);
      expect(mail.lastError).toMatch(/ECONNREFUSED/);
    }
    expect(smtp.messages).toEqual([]);

    // Back: once the back-off is over, every mail goes out once; each recipient's in the order written.
    await smtp.start();
    ctx.clock.advance(2 * MINUTE);
    await ctx.app.mail.deliverDue();
    await ctx.app.mail.deliverDue();
    const delivered = [...smtp.messages];
    expect(delivered.map(outboxId).sort((a, b) => a - b)).toEqual(waiting.map((m) => m.id));
    for (const recipient of [anna.email, 'ona@example.lt', k.chef.email]) {
      const ids = delivered.filter((m) => m.to[0] === recipient).map(outboxId);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
    }
    expect((await outboxAfter(setUpId)).every((m) => m.sentAt !== null)).toBe(true);

    // The pins that waited still work (within their 10 minutes).
    const mailOf = (id: number) => delivered.find((m) => outboxId(m) === id);
    const signIn = await postForm(ctx.app, '/pin-login', {
      identityKey: anna.email,
      pin: pinIn(mailOf(waiting[0]!.id)),
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const confirmed = await confirmTransfer(ctx.app, pinIn(mailOf(waiting[4]!.id)), anna.cookie);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const linked = await post(
      ctx.app,
      '/store/relate-order-to-user',
      { orderId: guest.order.id, email: 'ona@example.lt', pin: pinIn(mailOf(waiting[5]!.id)) },
      guest.cookie,
    );
    expect(linked.statusCode, linked.body).toBe(200);
    expect(await checkInvariants(ctx.app.db)).toEqual([]);

    // Nothing is sent again later: an hour on, the only new mail is the transfer's notice to Jonas.
    ctx.clock.advance(60 * MINUTE);
    await ctx.app.mail.deliverDue();
    expect(smtp.messages.slice(delivered.length).map((m) => m.to)).toEqual([['jonas@example.lt']]);
  });

  it('says a pin is delayed when the mail server refuses it, and delivers it once it accepts again', async () => {
    await kitchen(ctx.app); // some mails before, so the pin is not the only one in the outbox
    const setUpId = await drainSetUp();
    smtp.refuse = true;
    const res = await postForm(ctx.app, '/one-time-pin', { identityKey: 'ona@example.lt' });
    expectAnswer(res, MESSAGES.pinDelayed);
    const [row] = await outboxAfter(setUpId);
    expect(row).toMatchObject({ sentAt: null, attempts: 1 });
    expect(row!.lastError).toMatch(/550/);

    smtp.refuse = false;
    ctx.clock.advance(MINUTE);
    await ctx.app.mail.deliverDue();
    expect(smtp.messages.map(outboxId)).toEqual([row!.id]);
    const signIn = await postForm(ctx.app, '/pin-login', {
      identityKey: 'ona@example.lt',
      pin: pinIn(smtp.messages[0]),
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
  });

  it('answers the usual message while the mail server takes the mail', async () => {
    const res = await postForm(ctx.app, '/one-time-pin', { identityKey: 'ona@example.lt' });
    expectAnswer(res, MESSAGES.oneTimePinSent);
    const [mail] = await smtp.waitForMessages(1);
    expect(mail!.to).toEqual(['ona@example.lt']);
  });
});
