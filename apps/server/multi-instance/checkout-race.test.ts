import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@hearth/domain/messages';
import type { OrderView, PaymentIntentModel } from '@hearth/domain/orders';
import { checkInvariants } from '../src/checks/invariants.ts';
import { payments } from '../src/db/schema.ts';
import { GOOD_CARD } from '../src/modules/orders/order-test-helpers.ts';
import { get, model, post, type Answer } from './http-client.ts';
import { useInstances } from './instance-harness.ts';
import { all, chefWithDish, orderToPay, register } from './scenario-helpers.ts';

/**
 * 100 checkouts of one order at once, split across both instances: each makes the payment intent on one
 * instance and pays it with the good card on the other. The order is paid exactly once.
 */

const CHECKOUTS = 100;
const pair = useInstances();

interface Checkout {
  /** The step the checkout ended at: refused at the intent, or the card form's answer. */
  step: 'intent' | 'card';
  answer: Answer<unknown>;
}

/** One browser's checkout: the intent, then the card form. */
async function checkout(i: number, order: OrderView, cookie: string): Promise<Checkout> {
  const intent = await post<PaymentIntentModel>(
    pair.at(i),
    '/secure/stripe-intent',
    { orderId: order.id, amount: order.onlineAmount },
    cookie,
  );
  if (intent.status !== 200) return { step: 'intent', answer: intent };
  const intentId = intent.body.model!.id;
  const card = await post(pair.at(i + 1), '/payments/test/confirm', { intentId, ...GOOD_CARD }, cookie);
  return { step: 'card', answer: card };
}

/** "card 200: 1, card 409: 60, intent 409: 39": how the checkouts ended. */
function tally(checkouts: Checkout[]): string {
  const counts = new Map<string, number>();
  for (const { step, answer } of checkouts) {
    const key = `${step} ${answer.status}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, count]) => `${key}: ${count}`).join(', ');
}

describe('concurrent checkouts of one order on two instances', () => {
  it(`${CHECKOUTS} checkouts at once record one payment and pay the order once`, async () => {
    const { productId } = await chefWithDish(pair, 'ruta@example.lt');
    const customer = await register(pair, 'anna@example.lt');
    const order = await orderToPay(pair, customer, productId);

    const startedAt = performance.now();
    const checkouts = await all(CHECKOUTS, (i) => checkout(i, order, customer.cookie));
    const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
    console.log(`[multi-instance] ${CHECKOUTS} checkouts of one order in ${seconds} s: ${tally(checkouts)}`);
    const answers = checkouts.map((c) => c.answer);

    const paid = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(paid).toHaveLength(1);
    // Every other checkout is told the order is already paid (at the intent or at the card form).
    for (const answer of refused) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(409);
      expect(answer.body.messages).toEqual([{ message: MESSAGES.orderAlreadyPaid }]);
    }

    const recorded = await pair.database.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(recorded).toHaveLength(1);
    expect(recorded[0]!.amountCents).toBe(order.onlineAmount);
    // Both instances show the one payment.
    for (const instance of [pair.a, pair.b]) {
      const view = model<{ order: OrderView }>(
        await get(instance, `/secure/order?orderId=${order.id}`, customer.cookie),
      );
      expect(view.order.payments).toHaveLength(1);
    }
    expect(await checkInvariants(pair.database.db)).toEqual([]);
  });
});
