import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DogePaymentModel, OrderView, PaymentIntentModel } from '@hearth/domain/orders';
import { checkInvariants } from '../src/checks/invariants.ts';
import { payments } from '../src/db/schema.ts';
import { GOOD_CARD } from '../src/modules/orders/order-test-helpers.ts';
import { get, model, post, type Answer } from './http-client.ts';
import { useInstances } from './instance-harness.ts';
import { all, buyCoins, chefWithDish, mailedPin, orderToPay, register } from './scenario-helpers.ts';

/**
 * 50 payments of one order at once, half by card and half from the DOGE wallet, alternating between the two
 * instances: the order is paid exactly once, the wallet loses coins only if the DOGE payment is the one
 * taken, and the ledger stays whole.
 */

const PAYMENTS = 50;
const pair = useInstances();

describe('concurrent card and DOGE payments of one order on two instances', () => {
  it(`${PAYMENTS} payments at once: exactly one is taken`, async () => {
    const { productId } = await chefWithDish(pair, 'ruta@example.lt');
    const customer = await register(pair, 'anna@example.lt');
    await buyCoins(pair, customer, 10_000);
    const order = await orderToPay(pair, customer, productId);

    const doge = model<DogePaymentModel>(
      await post(pair.a, '/secure/doge-payment', { orderId: order.id, purpose: 'order' }, customer.cookie),
    );
    const pin = await mailedPin(pair.database, customer.email, 'order-payment-pin');
    const card = model<PaymentIntentModel>(
      await post(
        pair.b,
        '/secure/stripe-intent',
        { orderId: order.id, amount: order.onlineAmount },
        customer.cookie,
      ),
    );

    const answers: Answer<unknown>[] = await all(PAYMENTS, (i) =>
      i % 2 === 0
        ? post(pair.at(i), '/payments/test/confirm', { intentId: card.id, ...GOOD_CARD }, customer.cookie)
        : post(pair.at(i), '/secure/doge-payment-confirm', { intentId: doge.intentId, pin }, customer.cookie),
    );
    const statuses = answers.map((a) => a.status);
    console.log(
      `[multi-instance] ${PAYMENTS} card and DOGE payments of one order: ${statuses.filter((s) => s === 200).length} taken`,
    );
    for (const status of statuses) expect(status).toBeLessThan(500);

    const recorded = await pair.database.db.select().from(payments).where(eq(payments.orderId, order.id));
    const kept = recorded.filter((p) => p.refundedCents < p.amountCents);
    expect(kept).toHaveLength(1);
    const wallet = model<{ balance: { volumeKoinu: number } }>(
      await get(pair.a, '/secure/wallet', customer.cookie),
    );
    const bought = 10_000 * 5 * 1_000_000;
    expect(wallet.balance.volumeKoinu).toBe(
      kept[0]!.provider === 'doge' ? bought - doge.amountKoinu : bought,
    );
    for (const instance of [pair.a, pair.b]) {
      const view = model<{ order: OrderView }>(
        await get(instance, `/secure/order?orderId=${order.id}`, customer.cookie),
      );
      expect(view.order.dues).toEqual([]);
    }
    expect(await checkInvariants(pair.database.db)).toEqual([]);
  });
});
