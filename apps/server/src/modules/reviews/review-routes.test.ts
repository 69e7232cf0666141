import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MerchantsPage } from '@hearth/domain/catalogue';
import { MESSAGES, V } from '@hearth/domain/messages';
import type { OrderView } from '@hearth/domain/orders';
import type { PublicMerchant } from '@hearth/domain/profile';
import {
  workingDaysAfter,
  type ChefRating,
  type RatingCaseView,
  type ReviewView,
} from '@hearth/domain/reviews';
import { auditLog, merchantProfiles, orders } from '../../db/schema.ts';
import { envelope, useTestApp } from '../../test/test-app.ts';
import { renderTemplate } from '../mail/templates.ts';
import { expectError, kitchen, placeOrder, viewOrder, type Kitchen } from '../orders/order-test-helpers.ts';
import { get, mails, model, post, signUp, type Account } from '../profile/profile-test-helpers.ts';

/** Reviews and the rating rule over HTTP (decision 028): who may review, answers, suspension, cases, hiding. */

const ctx = useTestApp();

/**
 * An order of the kitchen's fixed dish by `customer`, marked delivered in the database; its booked time an
 * hour ago unless `booked` says otherwise (the rule counts only orders whose booked time has passed).
 */
async function deliveredOrder(k: Kitchen, customer: Account, booked?: Date): Promise<OrderView> {
  const { order } = await placeOrder(ctx.app, ctx.clock, { productId: k.fixedId }, customer.cookie);
  const serviceDeliveryDate = booked ?? new Date(ctx.clock.now().getTime() - 3600_000);
  await ctx.app.db
    .update(orders)
    .set({ status: 'delivered', deliveredAt: ctx.clock.now(), serviceDeliveryDate })
    .where(eq(orders.id, order.id));
  return order;
}

const review = (orderId: number, rating: number | string, cookie?: string, comment?: string) =>
  post(ctx.app, '/secure/review', { orderId, rating, ...(comment === undefined ? {} : { comment }) }, cookie);

function reviewed(res: Awaited<ReturnType<typeof review>>): ReviewView {
  expect(envelope(res).messages).toEqual([{ message: MESSAGES.reviewSaved }]);
  return model<{ review: ReviewView }>(res).review;
}

async function merchantIds(): Promise<number[]> {
  return model<MerchantsPage>(await post(ctx.app, '/store/merchants', {})).merchants.map((m) => m.userId);
}

async function storeStatus(nickname: string): Promise<number> {
  return (await post(ctx.app, '/store/products', { nickname })).statusCode;
}

async function storeRating(nickname: string): Promise<ChefRating> {
  return model<{ rating: ChefRating }>(await get(ctx.app, `/store/reviews?nickname=${nickname}`)).rating;
}

/**
 * A kitchen and delivered orders, each reviewed in turn: by a customer of its own (anna first), or all by
 * anna with `oneCustomer`.
 */
async function rated(ratings: number[], options: { oneCustomer?: boolean } = {}) {
  const k = await kitchen(ctx.app);
  const anna = await signUp(ctx.app, 'anna@example.lt');
  const customers = [anna];
  const reviews: ReviewView[] = [];
  for (const [i, rating] of ratings.entries()) {
    if (!options.oneCustomer && i > 0) customers.push(await signUp(ctx.app, `customer${i}@example.lt`));
    const customer = customers.at(-1)!;
    const order = await deliveredOrder(k, customer);
    reviews.push(reviewed(await review(order.id, rating, customer.cookie)));
  }
  return { k, anna, customers, reviews };
}

const operator = () => signUp(ctx.app, 'op@example.lt', { role: 'OPERATOR' });

async function cases(cookie: string, status = 'open'): Promise<RatingCaseView[]> {
  return model<{ cases: RatingCaseView[] }>(
    await get(ctx.app, `/operator/rating-cases?status=${status}`, cookie),
  ).cases;
}

const decide = (caseId: number, decision: string, cookie: string, reason = 'Checked the orders.') =>
  post(ctx.app, '/operator/rating-case-decision', { caseId, decision, reason }, cookie);

async function chefStatus(chefId: number) {
  const [row] = await ctx.app.db.select().from(merchantProfiles).where(eq(merchantProfiles.userId, chefId));
  return row!.status;
}

describe('POST /secure/review', () => {
  it("lets the order's customer rate a delivered order once, and the order view shows it", async () => {
    const k = await kitchen(ctx.app);
    const anna = await signUp(ctx.app, 'anna@example.lt');
    const order = await deliveredOrder(k, anna);
    expect(await viewOrder(ctx.app, order.id, anna.cookie)).toMatchObject({ canReview: true, review: null });
    expect(await viewOrder(ctx.app, order.id, k.chef.cookie)).toMatchObject({ canReview: false });

    const saved = reviewed(await review(order.id, 4, anna.cookie, '  Tasty cepelinai.  '));
    expect(saved).toMatchObject({ orderId: order.id, rating: 4, comment: 'Tasty cepelinai.', answer: null });
    expect(saved.authorName).toBe(null);

    const view = await viewOrder(ctx.app, order.id, anna.cookie);
    expect(view).toMatchObject({ canReview: false, review: { id: saved.id, rating: 4 } });
    const listed = model<{ orders: OrderView[] }>(await get(ctx.app, '/secure/orders', anna.cookie)).orders;
    expect(listed[0]).toMatchObject({ canReview: false, review: { id: saved.id } });

    expectError(await review(order.id, 5, anna.cookie), 409, MESSAGES.reviewExists);
    // The chef is told, with the rating and the comment.
    const [mail] = await mails(ctx.app, 'review-received');
    expect(mail).toMatchObject({ recipient: k.chef.email });
    expect(mail!.textBody).toContain('Tasty cepelinai.');
  });

  it('refuses the chef and operators (403), strangers (404), undelivered orders and no session', async () => {
    const k = await kitchen(ctx.app);
    const anna = await signUp(ctx.app, 'anna@example.lt');
    const order = await deliveredOrder(k, anna);
    expectError(await review(order.id, 5, k.chef.cookie), 403, MESSAGES.reviewNotAllowed);
    expectError(await review(order.id, 5, (await operator()).cookie), 403, MESSAGES.reviewNotAllowed);
    const stranger = await signUp(ctx.app, 'stranger@example.lt');
    expectError(await review(order.id, 5, stranger.cookie), 404, MESSAGES.orderNotFound);
    expectError(await review(999_999, 5, anna.cookie), 404, MESSAGES.orderNotFound);
    expect((await review(order.id, 5)).statusCode).toBe(401);

    const { order: placed } = await placeOrder(ctx.app, ctx.clock, { productId: k.fixedId }, anna.cookie);
    expectError(await review(placed.id, 5, anna.cookie), 409, MESSAGES.reviewNotDelivered);
    expect(await viewOrder(ctx.app, placed.id, anna.cookie)).toMatchObject({ canReview: false });
  });

  it('refuses a rating outside 1 to 5 and a comment over 1000 characters, field by field', async () => {
    const k = await kitchen(ctx.app);
    const anna = await signUp(ctx.app, 'anna@example.lt');
    const order = await deliveredOrder(k, anna);
    for (const rating of ['0', '6', '4.5', 'five', '']) {
      const res = await review(order.id, rating, anna.cookie);
      expect(res.statusCode, `${rating}: ${res.body}`).toBe(400);
      expect(envelope(res).fieldErrors?.rating).toBeDefined();
    }
    expect(envelope(await review(order.id, '0', anna.cookie)).fieldErrors?.rating).toEqual([V.ratingRange]);
    const long = await review(order.id, 5, anna.cookie, 'x'.repeat(1001));
    expect(long.statusCode).toBe(400);
    expect(envelope(long).fieldErrors?.comment).toEqual([V.tooLong]);
    expect((await review(order.id, 'abc', anna.cookie)).statusCode).toBe(400);
    expect((await post(ctx.app, '/secure/review', { orderId: 'x', rating: 5 }, anna.cookie)).statusCode).toBe(
      400,
    );
    reviewed(await review(order.id, 5, anna.cookie, 'x'.repeat(1000)));
  });
});

describe('POST /secure/review-answer', () => {
  it("lets the review's chef answer once; others are refused", async () => {
    const { k, anna, reviews } = await rated([3]);
    const answer = (cookie: string, text = 'Thank you, I will salt less.') =>
      post(ctx.app, '/secure/review-answer', { reviewId: reviews[0]!.id, answer: text }, cookie);
    expectError(await answer(anna.cookie), 403, MESSAGES.reviewNotAllowed);
    expect((await answer(k.chef.cookie, '   ')).statusCode).toBe(400);
    // A visitor's list is kept in the read cache: the answer below still shows at once.
    const before = model<{ reviews: ReviewView[] }>(await get(ctx.app, '/store/reviews?nickname=ruta'));
    expect(before.reviews[0]!.answer).toBeNull();
    const res = await answer(k.chef.cookie);
    expect(envelope(res).messages).toEqual([{ message: MESSAGES.answerSaved }]);
    expect(model<{ review: ReviewView }>(res).review).toMatchObject({
      answer: 'Thank you, I will salt less.',
    });
    expectError(await answer(k.chef.cookie, 'Again'), 409, MESSAGES.answerExists);
    const listed = model<{ reviews: ReviewView[] }>(
      await get(ctx.app, '/store/reviews?nickname=ruta'),
    ).reviews;
    expect(listed[0]!.answer).toBe('Thank you, I will salt less.');
    expectError(
      await post(ctx.app, '/secure/review-answer', { reviewId: 999_999, answer: 'x' }, k.chef.cookie),
      404,
      MESSAGES.reviewNotFound,
    );
  });
});

describe('the rating rule', () => {
  it('suspends the chef at the 5th low rating, opens a case with its deadline and hides the chef', async () => {
    const { k, anna } = await rated([5, 4, 4, 4]);
    expect(await merchantIds()).toEqual([k.chef.id]);
    const health = model<{ health: Record<string, unknown> }>(
      await get(ctx.app, '/secure/rating-health', k.chef.cookie),
    ).health;
    expect(health).toMatchObject({ window: [4, 4, 4, 5], suspends: false, atRisk: true, count: 4 });
    expectError(await get(ctx.app, '/secure/rating-health', anna.cookie), 403, MESSAGES.notAChef);

    const eve = await signUp(ctx.app, 'eve@example.lt');
    const fifth = await deliveredOrder(k, eve);
    const sixth = await deliveredOrder(k, eve);
    const now = ctx.clock.now();
    reviewed(await review(fifth.id, 2, eve.cookie));
    expect(await chefStatus(k.chef.id)).toBe('suspended');
    expect(await merchantIds()).toEqual([]);
    expect(await storeStatus('ruta')).toBe(404);
    expect((await get(ctx.app, `/store/product?productId=${k.fixedId}`)).statusCode).toBe(404);
    expect((await get(ctx.app, '/store/reviews?nickname=ruta')).statusCode).toBe(404);

    const op = await operator();
    const [opened] = await cases(op.cookie);
    expect(opened).toMatchObject({
      chef: { userId: k.chef.id, email: k.chef.email, nickname: 'ruta' },
      status: 'open',
      kind: 'suspension',
      ratings: [2, 4, 4, 4, 5],
      average: 3.8,
      overdue: false,
      decidedAt: null,
    });
    // The operator sees who wrote the window's ratings.
    expect(opened!.raters.map((r) => [r.email, r.reviews, r.ratings])).toEqual([
      ['eve@example.lt', 1, [2]],
      ['customer3@example.lt', 1, [4]],
      ['customer2@example.lt', 1, [4]],
      ['customer1@example.lt', 1, [4]],
      ['anna@example.lt', 1, [5]],
    ]);
    const expected = workingDaysAfter(now).getTime();
    expect(Math.abs(opened!.deadline - expected)).toBeLessThan(5_000);

    const [suspended] = await mails(ctx.app, 'chef-rating-suspended');
    expect(suspended).toMatchObject({ recipient: k.chef.email });
    expect(suspended!.textBody).toContain('3.8');
    const audit = await ctx.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'chef.rating_suspended'));
    expect(audit).toMatchObject([{ actorId: null, targetUserId: k.chef.id }]);

    // A sixth low rating neither opens a second case nor writes a second suspension.
    reviewed(await review(sixth.id, 1, eve.cookie));
    expect(await cases(op.cookie, 'all')).toHaveLength(1);
  });

  it('marks a case past its deadline overdue; reinstating shows the chef again and closes the case', async () => {
    const { k } = await rated([1, 1, 1, 1, 1]);
    ctx.clock.advance(6 * 24 * 3600 * 1000);
    const op = await operator();
    const [opened] = await cases(op.cookie);
    expect(opened).toMatchObject({ status: 'open', overdue: true });

    expect((await decide(opened!.id, 'reinstate', op.cookie, '  ')).statusCode).toBe(400);
    expect((await decide(opened!.id, 'pardon', op.cookie)).statusCode).toBe(400);
    const res = await decide(opened!.id, 'reinstate', op.cookie, 'One customer with a grudge.');
    expect(envelope(res).messages).toEqual([{ message: MESSAGES.ratingCaseDecided }]);
    expect(model<{ case: RatingCaseView }>(res).case).toMatchObject({
      status: 'reinstated',
      overdue: false,
      reason: 'One customer with a grudge.',
    });
    expect(await chefStatus(k.chef.id)).toBe('approved');
    expect(await merchantIds()).toEqual([k.chef.id]);
    expect(await storeStatus('ruta')).toBe(200);
    expect(await cases(op.cookie)).toEqual([]);
    expectError(await decide(opened!.id, 'confirm', op.cookie), 409, MESSAGES.ratingCaseClosed);

    const [decided] = await mails(ctx.app, 'rating-case-decided');
    expect(decided).toMatchObject({ recipient: k.chef.email });
    expect(decided!.textBody).toContain('One customer with a grudge.');
    const audit = await ctx.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'chef.rating_reinstated'));
    expect(audit).toMatchObject([
      { actorId: op.id, targetUserId: k.chef.id, reason: 'One customer with a grudge.' },
    ]);

    // The reinstated chef starts a fresh window: the next rating alone does not suspend again.
    const anna2 = await signUp(ctx.app, 'anna2@example.lt');
    reviewed(await review((await deliveredOrder(k, anna2)).id, 5, anna2.cookie));
    expect(await chefStatus(k.chef.id)).toBe('approved');
  });

  it('keeps the chef hidden when the operator confirms', async () => {
    const { k } = await rated([2, 2, 2, 2, 2]);
    const op = await operator();
    const [opened] = await cases(op.cookie);
    const res = await decide(opened!.id, 'confirm', op.cookie, 'Repeated complaints.');
    expect(model<{ case: RatingCaseView }>(res).case.status).toBe('confirmed');
    expect(await chefStatus(k.chef.id)).toBe('suspended');
    expect(await merchantIds()).toEqual([]);
    expect(await storeStatus('ruta')).toBe(404);
    expect((await mails(ctx.app, 'rating-case-decided'))[0]!.textBody).toContain('Repeated complaints.');
    expect(await cases(op.cookie, 'all')).toMatchObject([{ status: 'confirmed' }]);
  });

  it('is for operators only', async () => {
    const { k, anna } = await rated([5]);
    expect((await get(ctx.app, '/operator/rating-cases')).statusCode).toBe(401);
    expect((await get(ctx.app, '/operator/rating-cases', anna.cookie)).statusCode).toBe(403);
    expect((await decide(1, 'confirm', k.chef.cookie)).statusCode).toBe(403);
    expect(
      (await post(ctx.app, '/operator/review-hide', { reviewId: 1, reason: 'x' }, anna.cookie)).statusCode,
    ).toBe(403);
    expectError(await decide(999, 'confirm', (await operator()).cookie), 404, MESSAGES.ratingCaseNotFound);
  });
});

describe('the rating window (decision 049)', () => {
  it('counts one customer once: their 5, 5, 5, 5, 1 leave the chef listed and open a case for an operator', async () => {
    const { k, anna } = await rated([5, 5, 5, 5, 1], { oneCustomer: true });
    expect(await chefStatus(k.chef.id)).toBe('approved');
    expect(await merchantIds()).toEqual([k.chef.id]);
    expect(await mails(ctx.app, 'chef-rating-suspended')).toEqual([]);
    const health = model<{ health: Record<string, unknown> }>(
      await get(ctx.app, '/secure/rating-health', k.chef.cookie),
    ).health;
    expect(health).toMatchObject({ window: [1], suspends: false, count: 5 });

    const op = await operator();
    const [opened] = await cases(op.cookie);
    expect(opened).toMatchObject({ kind: 'review', status: 'open', ratings: [1, 5, 5, 5, 5], average: 4.2 });
    expect(opened!.raters).toEqual([
      { customerId: anna.id, name: null, email: 'anna@example.lt', reviews: 5, ratings: [1, 5, 5, 5, 5] },
    ]);
    const audit = await ctx.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'chef.rating_review_opened'));
    expect(audit).toMatchObject([{ actorId: null, targetUserId: k.chef.id }]);

    // Keeping the chef changes nothing for them and tells them nothing; the window starts afresh.
    await decide(opened!.id, 'reinstate', op.cookie, 'One customer, one bad evening.');
    expect(await chefStatus(k.chef.id)).toBe('approved');
    expect(await mails(ctx.app, 'rating-case-decided')).toEqual([]);
  });

  it('suspends the chef when the operator confirms a review case, and tells them why', async () => {
    const { k } = await rated([1, 1, 1, 1, 1], { oneCustomer: true });
    expect(await chefStatus(k.chef.id)).toBe('approved');
    const op = await operator();
    const [opened] = await cases(op.cookie);
    await decide(opened!.id, 'confirm', op.cookie, 'The complaints hold.');
    expect(await chefStatus(k.chef.id)).toBe('suspended');
    expect(await storeStatus('ruta')).toBe(404);
    const [mail] = await mails(ctx.app, 'rating-case-decided');
    expect(mail!.textBody).toContain('suspended it');
    expect(mail!.textBody).toContain('The complaints hold.');
  });

  it('does not count reviews of orders whose booked time has not come', async () => {
    const k = await kitchen(ctx.app);
    const later = new Date(ctx.clock.now().getTime() + 5 * 24 * 3600_000);
    for (const i of [1, 2, 3, 4, 5]) {
      const customer = await signUp(ctx.app, `early${i}@example.lt`);
      reviewed(await review((await deliveredOrder(k, customer, later)).id, 1, customer.cookie));
    }
    expect(await chefStatus(k.chef.id)).toBe('approved');
    expect(await cases((await operator()).cookie, 'all')).toEqual([]);
  });
});

describe('hiding a review', () => {
  it('takes it off the chef page, the average and the order view, and audits the reason', async () => {
    const { k, customers, reviews } = await rated([5, 1]);
    expect(await storeRating('ruta')).toEqual({ average: 3, count: 2 });
    const op = await operator();
    const hide = () =>
      post(
        ctx.app,
        '/operator/review-hide',
        { reviewId: reviews[1]!.id, reason: 'Insults the chef.' },
        op.cookie,
      );
    expect(
      (await post(ctx.app, '/operator/review-hide', { reviewId: reviews[1]!.id }, op.cookie)).statusCode,
    ).toBe(400);
    expect(envelope(await hide()).messages).toEqual([{ message: MESSAGES.reviewHidden }]);
    expectError(await hide(), 409, MESSAGES.reviewHidden);

    expect(await storeRating('ruta')).toEqual({ average: 5, count: 1 });
    const page = model<{ reviews: ReviewView[] }>(await get(ctx.app, '/store/reviews?nickname=RUTA')).reviews;
    expect(page.map((r) => r.id)).toEqual([reviews[0]!.id]);
    const store = model<{ merchant: PublicMerchant }>(
      await post(ctx.app, '/store/products', { nickname: 'ruta' }),
    );
    expect(store.merchant.rating).toEqual({ average: 5, count: 1 });
    const [card] = model<MerchantsPage>(await post(ctx.app, '/store/merchants', {})).merchants;
    expect(card!.rating).toEqual({ average: 5, count: 1 });
    const product = model<{ merchant: { rating: ChefRating } }>(
      await get(ctx.app, `/store/product?productId=${k.fixedId}`),
    );
    expect(product.merchant.rating).toEqual({ average: 5, count: 1 });
    const order = await viewOrder(ctx.app, reviews[1]!.orderId, customers[1]!.cookie);
    expect(order).toMatchObject({ review: null, canReview: false });

    const audit = await ctx.app.db.select().from(auditLog).where(eq(auditLog.action, 'chef.review_hidden'));
    expect(audit).toMatchObject([{ actorId: op.id, targetUserId: k.chef.id, reason: 'Insults the chef.' }]);
  });
});

describe('GET /store/reviews', () => {
  it('lists a chef’s reviews newest first with the rating; unknown or bad names are not found', async () => {
    const { reviews } = await rated([5, 4, 3]);
    const answer = model<{ reviews: ReviewView[]; rating: ChefRating; page: number; pageSize: number }>(
      await get(ctx.app, '/store/reviews?nickname=ruta&page=0'),
    );
    expect(answer.reviews.map((r) => r.id)).toEqual(reviews.map((r) => r.id).reverse());
    expect(answer).toMatchObject({ rating: { average: 4, count: 3 }, page: 0, pageSize: 10 });
    expectError(await get(ctx.app, '/store/reviews?nickname=nobody'), 404, MESSAGES.chefNotFound);
    // A NUL byte is never part of a name: refused as invalid before any lookup.
    const nul = await get(ctx.app, '/store/reviews?nickname=a%00b');
    expect(nul.statusCode).toBe(400);
    expect(envelope(nul).fieldErrors).toEqual({ nickname: ['invalid'] });
    expect((await get(ctx.app, '/store/reviews')).statusCode).toBe(400);
    expect((await get(ctx.app, '/store/reviews?nickname=ruta&page=-1')).statusCode).toBe(400);
  });
});

describe('the delivered mail', () => {
  it('links the customer to the review form of the order', () => {
    const params = {
      recipient: 'customer',
      orderNumber: '3f2a9c1e',
      serviceDeliveryDate: Date.UTC(2026, 4, 1, 9),
      orderUrl: 'https://hearth.example/order/12',
      deliveredAt: Date.UTC(2026, 4, 1, 15),
    } as const;
    expect(renderTemplate('order-delivered', 'en', params).text).toContain(
      'Rate your order: https://hearth.example/order/12#review',
    );
    expect(renderTemplate('order-delivered', 'lt', params).text).toContain(
      'Įvertinti užsakymą: https://hearth.example/order/12#review',
    );
    const chef = renderTemplate('order-delivered', 'en', { ...params, recipient: 'chef' }).text;
    expect(chef).not.toContain('#review');
  });
});
