import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PaymentIntentModel } from '@hearth/domain/orders';
import { paymentIntents, payments, refunds } from '../../db/schema.ts';
import type { TestClock } from '../../test/test-app.ts';
import { customerOrder, GOOD_CARD, type CustomerOrder } from '../orders/order-test-helpers.ts';
import { model, post } from '../profile/profile-test-helpers.ts';

/**
 * Test helpers of the payments HTTP tests: orders to pay (made through the orders module's calls, like every
 * test order), intents and what the database recorded of payments and refunds.
 */

let seq = 0;

/**
 * A signed-in customer's unpaid order of two 12.50 EUR dishes, paid online, with its delivery address
 * (`address: false` leaves it out). A chef and a customer of its own each time, so a test may make several.
 */
export async function orderToPay(
  app: FastifyInstance,
  clock: TestClock,
  options: { address?: boolean } = {},
): Promise<CustomerOrder> {
  seq += 1;
  return customerOrder(app, clock, {
    chef: `chef${seq}@example.com`,
    customer: `customer${seq}@example.com`,
    order: { productVolume: 2, payInCash: false },
    address: options.address,
  });
}

export const DECLINED_CARD = { ...GOOD_CARD, cardNumber: '4000 0000 0000 0002' };

export async function intentsOf(app: FastifyInstance, orderId: number) {
  return app.db.select().from(paymentIntents).where(eq(paymentIntents.orderId, orderId));
}

export async function paymentsOf(app: FastifyInstance, orderId: number) {
  return app.db.select().from(payments).where(eq(payments.orderId, orderId));
}

export async function refundsOf(app: FastifyInstance, paymentId: number) {
  return app.db.select().from(refunds).where(eq(refunds.paymentId, paymentId)).orderBy(refunds.id);
}

/** An intent as POST /secure/stripe-intent stores it, written directly (a Stripe intent needs the network). */
export async function storeIntent(
  app: FastifyInstance,
  { order, customer }: CustomerOrder,
  values: { id: string; provider?: 'test' | 'stripe'; amountCents?: number },
) {
  const amountCents = values.amountCents ?? order.onlineAmount;
  await app.db.insert(paymentIntents).values({
    id: values.id,
    provider: values.provider ?? 'stripe',
    purpose: 'order',
    orderId: order.id,
    userId: customer.id,
    amountCents,
    clientSecret: `${values.id}_secret_x`,
    idempotencyKey: `order-${order.id}-${amountCents}`,
  });
}

/** POST /secure/stripe-intent with order id 0, as the /buy converter sends it: a wallet top-up intent. */
export async function topUpIntent(
  app: FastifyInstance,
  amountCents: number,
  cookie: string,
): Promise<PaymentIntentModel> {
  return model<PaymentIntentModel>(
    await post(app, '/secure/stripe-intent', { orderId: 0, amount: amountCents }, cookie),
  );
}

export async function topUpIntentsOf(app: FastifyInstance, userId: number) {
  return app.db
    .select()
    .from(paymentIntents)
    .where(and(eq(paymentIntents.userId, userId), eq(paymentIntents.purpose, 'wallet_top_up')))
    .orderBy(paymentIntents.createdAt);
}

/** A Stripe top-up intent as POST /secure/stripe-intent stores it, written directly (Stripe needs the network). */
export async function storeTopUpIntent(
  app: FastifyInstance,
  userId: number,
  values: { id: string; amountCents: number },
) {
  await app.db.insert(paymentIntents).values({
    id: values.id,
    provider: 'stripe',
    purpose: 'wallet_top_up',
    orderId: null,
    userId,
    amountCents: values.amountCents,
    clientSecret: `${values.id}_secret_x`,
    idempotencyKey: `top-up-${userId}-${values.amountCents}-1`,
  });
}
