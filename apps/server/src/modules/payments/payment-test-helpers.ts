import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { calculateFees } from '@hearth/domain/fees';
import type { PaymentIntentModel } from '@hearth/domain/orders';
import { orderAddresses, orderItems, orders, paymentIntents, payments, refunds } from '../../db/schema.ts';
import { chef, createDish } from '../catalogue/catalogue-test-helpers.ts';
import { model, post, signUp, type Account } from '../profile/profile-test-helpers.ts';

/** Test helpers of the payments HTTP tests: placed orders, intents and what the database recorded. */

export interface PlacedOrder {
  id: number;
  sid: string;
  onlineAmountCents: number;
  customer: Account;
  chef: Account;
}

let seq = 0;

/**
 * A placed, unpaid order of a customer, with one line of a real dish and a delivery address, written
 * directly (the payments tests need an order, not the checkout); the amounts come from domain calculateFees.
 */
export async function placeOrder(
  app: FastifyInstance,
  options: { customer?: Account; volume?: number; withAddress?: boolean } = {},
): Promise<PlacedOrder> {
  seq += 1;
  const customer = options.customer ?? (await signUp(app, `customer${seq}@example.com`));
  const cook = await chef(app, `chef${seq}@example.com`, { nickname: `chef${seq}` });
  const dish = await createDish(app, cook.cookie, { price: '1250' });
  const volume = options.volume ?? 2;
  const priced = { priceCents: 1250, preparationMinutes: null, hourRateCents: null };
  const fees = calculateFees([{ dish: priced, volume }], { payInCash: false });
  const [order] = await app.db
    .insert(orders)
    .values({
      sid: randomUUID(),
      customerId: customer.id,
      chefId: cook.id,
      payInCash: false,
      cateringRequired: false,
      selfDelivery: false,
      serviceDeliveryDate: new Date(Date.now() + 7 * 86_400_000),
      subtotalCents: fees.subtotal,
      serviceFeeCents: fees.serviceFee,
      governmentFeeCents: fees.governmentFee,
      paymentGatewayFeeCents: fees.paymentGatewayFee,
      chefIncentiveCents: fees.chefIncentive,
      onlineAmountCents: fees.onlineAmount,
      totalAmountCents: fees.totalAmount,
    })
    .returning();
  await app.db.insert(orderItems).values({
    orderId: order!.id,
    productId: dish.id,
    volume,
    title: dish.title,
    description: dish.description,
    priceCents: 1250,
    unitPriceCents: 1250,
    lineTotalCents: fees.subtotal,
  });
  if (options.withAddress !== false) await addAddress(app, order!.id);
  return { id: order!.id, sid: order!.sid, onlineAmountCents: fees.onlineAmount, customer, chef: cook };
}

export async function addAddress(app: FastifyInstance, orderId: number) {
  await app.db.insert(orderAddresses).values({
    orderId,
    countryPhoneCode: 48,
    postalCode: 'LT-01100',
    state: 'Vilniaus apskritis',
    city: 'Vilnius',
    phone: '37061234567',
    formattedAddress: 'Gedimino pr. 1, Vilnius',
    title: 'Namai',
    placeType: -1,
  });
}

/** POST /secure/stripe-intent for the order's online amount; the model of the answer. */
export async function createIntent(app: FastifyInstance, order: PlacedOrder): Promise<PaymentIntentModel> {
  return model<PaymentIntentModel>(
    await post(
      app,
      '/secure/stripe-intent',
      { orderId: order.id, amount: order.onlineAmountCents },
      order.customer.cookie,
    ),
  );
}

export const GOOD_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' };
export const DECLINED_CARD = { ...GOOD_CARD, cardNumber: '4000 0000 0000 0002' };

export function confirm(
  app: FastifyInstance,
  intentId: string,
  card: Record<string, string>,
  cookie: string | undefined,
) {
  return post(app, '/payments/test/confirm', { intentId, ...card }, cookie);
}

export async function intentsOf(app: FastifyInstance, orderId: number) {
  return app.db.select().from(paymentIntents).where(eq(paymentIntents.orderId, orderId));
}

export async function paymentsOf(app: FastifyInstance, orderId: number) {
  return app.db.select().from(payments).where(eq(payments.orderId, orderId));
}

export async function refundsOf(app: FastifyInstance, paymentId: number) {
  return app.db.select().from(refunds).where(eq(refunds.paymentId, paymentId)).orderBy(refunds.id);
}

export async function paidAt(app: FastifyInstance, orderId: number): Promise<Date | null> {
  const [row] = await app.db.select({ paidAt: orders.paidAt }).from(orders).where(eq(orders.id, orderId));
  return row?.paidAt ?? null;
}

/** An intent as POST /secure/stripe-intent stores it, written directly (a Stripe intent needs the network). */
export async function storeIntent(
  app: FastifyInstance,
  order: PlacedOrder,
  values: { id: string; provider?: 'test' | 'stripe'; amountCents?: number },
) {
  const amountCents = values.amountCents ?? order.onlineAmountCents;
  await app.db.insert(paymentIntents).values({
    id: values.id,
    provider: values.provider ?? 'stripe',
    purpose: 'order',
    orderId: order.id,
    userId: order.customer.id,
    amountCents,
    clientSecret: `${values.id}_secret_x`,
    idempotencyKey: `order-${order.id}-${amountCents}`,
  });
}

/** Cancelled as the orders module records it (the payments tests need the state, not the action). */
export async function cancelOrder(app: FastifyInstance, orderId: number) {
  const now = new Date();
  await app.db
    .update(orders)
    .set({ status: 'cancelled', cancelledAt: now, cancelledBy: 'customer', updatedAt: now })
    .where(eq(orders.id, orderId));
}
