import { and, desc, eq } from 'drizzle-orm';
import type { OrderView, PaymentIntentModel } from '@hearth/domain/orders';
import type { Database } from '../src/db/database.ts';
import { mailOutbox, users } from '../src/db/schema.ts';
import { DETAILS, DISH, givePhoto } from '../src/modules/catalogue/catalogue-test-helpers.ts';
import { ADDRESS, GOOD_CARD } from '../src/modules/orders/order-test-helpers.ts';
import { CHEF_INFO, PASSWORD, type Account } from '../src/modules/profile/profile-test-helpers.ts';
import { model, post, sessionCookie } from './http-client.ts';
import type { InstancePair } from './instance-harness.ts';

/**
 * What the scenarios start from, made over HTTP through the pair's alternating instances (the same calls
 * and test fixtures as the in-process tests): accounts, an approved chef with a dish, an order ready to pay,
 * coins bought by card, and the pins read from the outbox as the user reads their mail.
 */

/** Registers on one instance and confirms with the mailed pin on the next (docs/decisions/043). */
export async function register(pair: InstancePair, email: string): Promise<Account> {
  model(await post(pair.next(), '/register', { identityKey: email, type: 'email', password: PASSWORD }));
  const pin = await mailedPin(pair.database, email, 'registration-pin');
  const answer = await post<{ authorized: { id: number } }>(pair.next(), '/register-confirm', {
    identityKey: email,
    password: PASSWORD,
    pin,
  });
  return { id: model(answer).authorized.id, email, cookie: sessionCookie(answer) };
}

/** An operator: the role is given in the database, as `npm run user:operator` gives it. */
export async function operator(pair: InstancePair, email: string): Promise<Account> {
  const account = await register(pair, email);
  await pair.database.db.update(users).set({ role: 'OPERATOR' }).where(eq(users.id, account.id));
  return account;
}

/** A chef who applied, was approved by an operator and published one fixed-price dish (12.50 EUR). */
export async function chefWithDish(
  pair: InstancePair,
  email: string,
): Promise<{ chef: Account; productId: number }> {
  const chef = await register(pair, email);
  const profile = {
    firstName: 'Rūta',
    lastName: 'Kazlauskienė',
    nickname: 'rutacooks',
    phoneNumber: '37061234567',
  };
  model(await post(pair.next(), '/secure/user-info', profile, chef.cookie));
  model(await post(pair.next(), '/secure/merchant-info', CHEF_INFO, chef.cookie));
  const staff = await operator(pair, `operator.${email}`);
  model(
    await post(pair.next(), '/operator/chef-decision', { userId: chef.id, action: 'approve' }, staff.cookie),
  );
  const dish = model<{ productId: number }>(await post(pair.next(), '/secure/product', DISH, chef.cookie));
  model(
    await post(
      pair.next(),
      '/secure/product-details',
      { productId: dish.productId, ...DETAILS },
      chef.cookie,
    ),
  );
  // A dish is enabled only with a photo (decision 054): one recorded in the database, then enabled.
  await givePhoto(pair.database, { id: dish.productId, userId: chef.id });
  model(
    await post(pair.next(), '/secure/product', { ...DISH, id: dish.productId, active: true }, chef.cookie),
  );
  return { chef, productId: dish.productId };
}

/** A signed-in customer's order of one dish, paid online, delivered in three days, with its address. */
export async function orderToPay(
  pair: InstancePair,
  customer: Account,
  productId: number,
): Promise<OrderView> {
  const serviceDeliveryDate = Math.floor(Date.now() / 1000) + 3 * 86_400;
  const placed = await post<{ order: OrderView }>(
    pair.next(),
    '/store/order',
    { productId, productVolume: 1, serviceDeliveryDate, payInCash: false },
    customer.cookie,
  );
  const { order } = model(placed);
  model(
    await post(pair.next(), '/store/add-order-address', { orderId: order.id, ...ADDRESS }, customer.cookie),
  );
  return order;
}

/** Buys coins by card: the /buy converter's intent (order id 0) paid with the test provider's good card. */
export async function buyCoins(pair: InstancePair, account: Account, amountCents: number): Promise<void> {
  const intent = model<PaymentIntentModel>(
    await post(pair.next(), '/secure/stripe-intent', { orderId: 0, amount: amountCents }, account.cookie),
  );
  model(
    await post(pair.next(), '/payments/test/confirm', { intentId: intent.id, ...GOOD_CARD }, account.cookie),
  );
}

/** The pin in a pin mail's text (on a line of its own). */
function pinIn(textBody: string): string | undefined {
  return /^(\d{6})$/m.exec(textBody)?.[1];
}

/** The pin of the newest mail of `template` to `email`, from the outbox both instances write to. */
export async function mailedPin(
  database: Database,
  email: string,
  template: 'one-time-pin' | 'transfer-pin' | 'order-payment-pin' | 'registration-pin',
): Promise<string> {
  const [mail] = await database.db
    .select({ textBody: mailOutbox.textBody })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.template, template)))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const pin = pinIn(mail?.textBody ?? '');
  if (!pin) throw new Error(`no ${template} mail to ${email}`);
  return pin;
}

/**
 * Every transfer pin mailed to `email` with the DOGE it confirms ("sending 2.5 DOGE to ..."): requests made
 * at once mail their pins in any order, so a pin is told from another by its amount.
 */
export async function transferPins(
  database: Database,
  email: string,
): Promise<{ pin: string; volume: number }[]> {
  const mails = await database.db
    .select({ textBody: mailOutbox.textBody })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.template, 'transfer-pin')));
  return mails.map(({ textBody }) => {
    const volume = /sending ([\d.]+) DOGE to/.exec(textBody)?.[1];
    const pin = pinIn(textBody);
    if (!pin || !volume) throw new Error(`a transfer pin mail without its pin or amount: ${textBody}`);
    return { pin, volume: Number(volume) };
  });
}

/** A six-digit pin that is not `pin`. */
export function wrongPin(pin: string, offset = 1): string {
  return String((Number(pin) + offset) % 1_000_000).padStart(6, '0');
}

/** Runs `task` for 0..count-1 all at once and waits for every one. */
export function all<T>(count: number, task: (i: number) => Promise<T>): Promise<T[]> {
  return Promise.all(Array.from({ length: count }, (_, i) => task(i)));
}
