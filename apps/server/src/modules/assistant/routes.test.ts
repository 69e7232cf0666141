import { describe, expect, it } from 'vitest';
import { ASK_QUESTION_MAX } from '@hearth/domain/assistant';
import { MESSAGES } from '@hearth/domain/messages';
import { envelope, useTestApp } from '../../test/test-app.ts';
import { ANSWER_TEXTS } from './answer-texts.ts';
import { answerOf, ask, seedAssistantWorld } from './assistant-test-helpers.ts';
import { DEFAULT_CONTACT_EMAIL } from '@hearth/domain/constants';
import { orderNumber } from '@hearth/domain/orders';
import { knowledgeEntry } from '@hearth/domain/knowledge-base';
import { fund } from '../wallet/wallet-test-helpers.ts';
import { viewOrder } from '../orders/order-test-helpers.ts';

/** POST /ask over HTTP: bad input, languages, whose orders an answer may name, and the rate limit. */

describe('POST /ask', () => {
  const ctx = useTestApp({ ASK_RATE_LIMIT_PER_MINUTE: '1000' });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['blank', '   \n '],
  ])('refuses a %s question with 400 and a clear message', async (_, question) => {
    const res = await ask(ctx.app, question);
    expect(res.statusCode).toBe(400);
    expect(envelope(res)).toMatchObject({
      success: false,
      messages: [{ message: MESSAGES.askQuestionRequired }],
      fieldErrors: { q: ['required'] },
    });
  });

  it('refuses a 10 000-character question as too long', async () => {
    const res = await ask(ctx.app, 'how much is the fee '.repeat(500));
    expect(res.statusCode).toBe(400);
    expect(envelope(res).messages).toEqual([{ message: MESSAGES.askQuestionTooLong }]);
  });

  it('answers a question of exactly the longest length', async () => {
    const question = 'What does cancelling cost? '.padEnd(ASK_QUESTION_MAX, '.');
    expect(question.length).toBe(ASK_QUESTION_MAX);
    expect((await ask(ctx.app, question)).statusCode).toBe(200);
  });

  it('treats script-laden input as text and never echoes markup', async () => {
    for (const question of [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)> how do I cancel an order?',
      '"><svg/onload=alert(1)>',
    ]) {
      const res = await ask(ctx.app, question);
      expect(res.statusCode, res.body).toBe(200);
      const answer = answerOf(res);
      expect(res.body).not.toMatch(/<script|onerror|onload|<img|<svg/i);
      expect(answer.sources.length).toBeGreaterThan(0);
    }
  });

  it('answers the cancellation rule in Lithuanian, with its source, whatever the browser says', async () => {
    const answer = answerOf(await ask(ctx.app, 'Kaip atšaukti užsakymą?', { language: 'en-US' }));
    expect(answer.answer).toContain('30,00\u00a0€ baudą');
    expect(answer.sources).toEqual([
      { title: 'Ar galiu atšaukti užsakymą ir kiek tai kainuoja?', url: '/assets/about#cancellation' },
    ]);
  });

  it('uses the user’s language, else the browser’s, when the question does not tell', async () => {
    const unknownLt = ANSWER_TEXTS.lt.unknown(DEFAULT_CONTACT_EMAIL);
    expect(answerOf(await ask(ctx.app, 'xyzzy', { language: 'lt-LT,lt;q=0.9' })).answer).toBe(unknownLt);
    expect(answerOf(await ask(ctx.app, 'xyzzy')).answer).toBe(ANSWER_TEXTS.en.unknown(DEFAULT_CONTACT_EMAIL));
    const world = await seedAssistantWorld(ctx.app, ctx.clock);
    expect(answerOf(await ask(ctx.app, 'xyzzy', { cookie: world.bob.cookie })).answer).toBe(unknownLt);
  });

  it('fills the fees from the configuration the checkout uses', async () => {
    const answer = answerOf(await ask(ctx.app, 'How much is the platform fee?'));
    expect(answer.answer).toContain('€9.99 plus 21% VAT, €12.09 in all');
  });

  it('names only the asker’s own orders, and asks a visitor to log in', async () => {
    const world = await seedAssistantWorld(ctx.app, ctx.clock);
    const anna = answerOf(await ask(ctx.app, 'Where is my order?', { cookie: world.anna.cookie }));
    const annaUrls = anna.sources.map((s) => s.url);
    expect(annaUrls).toContain(`/order/${world.annaOrderId}`);
    expect(annaUrls).not.toContain(`/order/${world.bobOrderId}`);
    const bob = answerOf(await ask(ctx.app, 'Kur mano užsakymas?', { cookie: world.bob.cookie }));
    expect(bob.sources.map((s) => s.url)).toEqual([`/order/${world.bobOrderId}`, '/orders']);
    expect(bob.answer).toContain('laukia virėjo patvirtinimo');
    // Typed as into a search box: only the name of what the asker wants to see.
    const named = answerOf(await ask(ctx.app, 'mano užsakymai', { cookie: world.bob.cookie }));
    expect(named.sources.map((s) => s.url)).toEqual([`/order/${world.bobOrderId}`, '/orders']);
    const visitor = answerOf(await ask(ctx.app, 'Where is my order?'));
    expect(visitor.answer).toBe(ANSWER_TEXTS.en.signInForOrders);
    expect(visitor.sources.map((s) => s.url)).not.toContain(`/order/${world.annaOrderId}`);
  });

  it('tells the asker what their order costs now, at the visit and after it, and what is owed', async () => {
    const world = await seedAssistantWorld(ctx.app, ctx.clock);
    const order = await viewOrder(ctx.app, world.annaOrderId, world.anna.cookie);
    const texts = ANSWER_TEXTS.en;
    const anna = answerOf(await ask(ctx.app, 'How much do I still owe?', { cookie: world.anna.cookie }));
    // The amounts are the order view's, computed by orderMoney, the function the checkout uses.
    expect(anna.answer).toContain(texts.paidNow(texts.money(order.money.payNow)));
    expect(anna.answer).toContain(texts.payAtVisit(texts.money(order.money.payAtVisit)));
    expect(anna.answer).toContain(
      texts.owes(texts.money(order.money.payNow), orderNumber(order.sID), 'order'),
    );
    expect(anna.sources.map((s) => s.url)).toEqual([`/order/${world.annaOrderId}`, '/orders']);
    const visitor = answerOf(await ask(ctx.app, 'How much do I still owe?'));
    expect(visitor.answer).toBe(texts.signInForOrders);
  });

  it('tells the asker their own DOGE balance, and asks a visitor to log in', async () => {
    const world = await seedAssistantWorld(ctx.app, ctx.clock);
    await fund(ctx.app, world.anna.id, 250_000_000);
    const anna = answerOf(await ask(ctx.app, 'How much DOGE do I have?', { cookie: world.anna.cookie }));
    expect(anna.answer).toBe(ANSWER_TEXTS.en.balance('2.5'));
    expect(anna.sources).toEqual([{ title: ANSWER_TEXTS.en.walletTitle, url: '/board' }]);
    const bob = answerOf(await ask(ctx.app, 'Kiek turiu DOGE?', { cookie: world.bob.cookie }));
    expect(bob.answer).toBe(ANSWER_TEXTS.lt.balance('0'));
    expect(answerOf(await ask(ctx.app, 'my doge balance')).answer).toBe(ANSWER_TEXTS.en.signInForBalance);
  });

  it('answers a chef’s free dates from the availability entry until the feature connects its seam', async () => {
    const entry = knowledgeEntry('chef-availability')!;
    const answer = answerOf(await ask(ctx.app, 'When is the chef free?'));
    expect(answer.sources).toEqual([{ title: entry.en.question, url: entry.link }]);
  });

  it('links a chef found by kitchen type to the chef’s page', async () => {
    await seedAssistantWorld(ctx.app, ctx.clock);
    const answer = answerOf(await ask(ctx.app, 'Is there a Mexican chef?'));
    expect(answer.sources).toEqual([{ title: 'Rūta Kazlauskienė', url: '/store/ieva' }]);
  });
});

describe('POST /ask rate limit', () => {
  const ctx = useTestApp({ ASK_RATE_LIMIT_PER_MINUTE: '2' });

  it('answers 429 past the limit per client address, and again after a minute', async () => {
    expect((await ask(ctx.app, 'VAT?')).statusCode).toBe(200);
    expect((await ask(ctx.app, 'VAT?')).statusCode).toBe(200);
    const refused = await ask(ctx.app, 'VAT?');
    expect(refused.statusCode).toBe(429);
    expect(envelope(refused).messages).toEqual([{ message: MESSAGES.rateLimited }]);
    ctx.clock.advance(61_000);
    expect((await ask(ctx.app, 'VAT?')).statusCode).toBe(200);
  });
});
