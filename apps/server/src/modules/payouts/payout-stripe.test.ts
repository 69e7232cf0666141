import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PAYOUT_MESSAGES } from '@hearth/domain/payouts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { auditLog, payouts } from '../../db/schema.ts';
import { envelope, openTestDatabase, TEST_ENV, TestClock, truncateAll } from '../../test/test-app.ts';
import { FAKE_STRIPE_ENV } from '../payments/stripe-event-test-helpers.ts';
import { expectError } from '../orders/order-test-helpers.ts';
import { mails, signUp } from '../profile/profile-test-helpers.ts';
import { sumOfBalances } from '../wallet/wallet-test-helpers.ts';
import {
  creditEarnings,
  decide,
  decided,
  earningsBalance,
  makeBatch,
  payoutChef,
  payoutList,
  systemBalance,
} from './payout-test-helpers.ts';
import { StripeTransfersTestServer } from './stripe-transfers-test-server.ts';

/**
 * Payouts as Stripe Connect transfers, through the real SDK, against a local stand-in for Stripe's API: what
 * Stripe receives (amount, currency, destination, the Idempotency-Key header) is asserted for real.
 */

const stripeApi = new StripeTransfersTestServer();
const clock = new TestClock();
let app: FastifyInstance;
let database: Database;
let drop: () => Promise<void>;
const ACCOUNT = 'acct_1Hearth2Chef3Ruta';

beforeAll(async () => {
  await stripeApi.start();
  ({ database, drop } = await openTestDatabase());
  app = await buildApp({
    config: loadConfig({ ...TEST_ENV, ...FAKE_STRIPE_ENV }),
    database,
    clock: clock.now,
    logger: false,
    paymentProvider: stripeApi.paymentProvider(),
  });
  await app.ready();
});
afterEach(async () => {
  stripeApi.clear();
  app.payoutProviders.stripe = stripeApi.transferProvider();
  await truncateAll(database);
});
afterAll(async () => {
  await app?.close();
  await drop?.();
  await stripeApi.stop();
});

/** Rūta, with a connected account and 80 EUR earned, in this week's batch; the operator who decides. */
async function stripePayout() {
  app.payoutProviders.stripe = stripeApi.transferProvider();
  const ruta = await payoutChef(app, 'ruta@example.lt', { stripeAccountId: ACCOUNT });
  await creditEarnings(app, ruta.id, 8_000);
  const staff = await signUp(app, 'operator@hearth.lt', { role: 'OPERATOR' });
  const [payout] = (await makeBatch(app, staff.cookie)).payouts;
  return { ruta, staff, payout: payout! };
}

async function payoutRow(id: number) {
  const [row] = await app.db.select().from(payouts).where(eq(payouts.id, id));
  return row!;
}

const transferRequests = () =>
  stripeApi.requests.filter((r) => r.method === 'POST' && r.path === '/v1/transfers');

describe('a payout sent by Stripe Connect', () => {
  it('is listed as a Stripe payout and sent as a transfer to the connected account, its id the reference', async () => {
    const { ruta, staff, payout } = await stripePayout();
    expect(payout).toMatchObject({ sendMethod: 'stripe', chef: { stripeAccountId: ACCOUNT } });

    const sent = await decided(app, staff.cookie, { payoutId: payout.id, action: 'sent' });
    expect(transferRequests()).toHaveLength(1);
    const [request] = transferRequests();
    expect(request!.form).toEqual({
      amount: '8000',
      currency: 'eur',
      destination: ACCOUNT,
      transfer_group: `payout-${payout.id}`,
      'metadata[payoutId]': String(payout.id),
    });
    expect(request!.headers['idempotency-key']).toBe(`payout-${payout.id}`);
    expect(request!.headers.authorization).toBe(`Bearer ${FAKE_STRIPE_ENV.STRIPE_SECRET_KEY}`);
    expect(sent).toMatchObject({ status: 'sent', method: 'stripe', reference: 'tr_fake1' });

    expect(await systemBalance(app, 'payouts')).toBe(8_000);
    expect(await earningsBalance(app, ruta.id)).toBe(0);
    expect(await sumOfBalances(app)).toBe(0);
    const [mail] = await mails(app, 'payout-decision');
    expect(mail!.textBody).toContain('We sent €80.00 to your Stripe account.');
    expect(mail!.textBody).toContain('Reference: tr_fake1');
  });

  it('ignores a typed reference: the reference is the transfer id Stripe answers', async () => {
    const { staff, payout } = await stripePayout();
    const sent = await decided(app, staff.cookie, {
      payoutId: payout.id,
      action: 'sent',
      reference: 'typed',
    });
    expect(sent.reference).toBe('tr_fake1');
  });

  it('when Stripe refuses: a clear 409 with its words, the payout still requested, nothing moved', async () => {
    const { ruta, staff, payout } = await stripePayout();
    stripeApi.failWith = 400;
    const refused = await decide(app, staff.cookie, { payoutId: payout.id, action: 'sent' });
    expect(refused.statusCode).toBe(409);
    expect(envelope(refused)).toMatchObject({
      success: false,
      messages: [{ message: PAYOUT_MESSAGES.transferRefused }],
      fieldErrors: { transfer: [stripeApi.refusal] },
    });

    stripeApi.failWith = 500;
    expectError(
      await decide(app, staff.cookie, { payoutId: payout.id, action: 'sent' }),
      503,
      PAYOUT_MESSAGES.stripeUnavailable,
    );

    expect(await payoutRow(payout.id)).toMatchObject({
      status: 'requested',
      reference: null,
      decidedAt: null,
    });
    expect(await systemBalance(app, 'payout_hold')).toBe(8_000);
    expect(await systemBalance(app, 'payouts')).toBe(0);
    expect(await earningsBalance(app, ruta.id)).toBe(0);
    expect(await mails(app, 'payout-decision')).toEqual([]);
    expect(await app.db.select().from(auditLog).where(eq(auditLog.action, 'payout.sent'))).toEqual([]);
    expect(stripeApi.transfers).toEqual([]);

    stripeApi.failWith = null;
    expect(await decided(app, staff.cookie, { payoutId: payout.id, action: 'sent' })).toMatchObject({
      status: 'sent',
    });
  });

  it('after a lost answer, the retry carries the same idempotency key and records the one transfer', async () => {
    const { staff, payout } = await stripePayout();
    app.payoutProviders.stripe = stripeApi.transferProvider({ timeout: 300 });
    stripeApi.hang = true;
    expectError(
      await decide(app, staff.cookie, { payoutId: payout.id, action: 'sent' }),
      503,
      PAYOUT_MESSAGES.stripeUnavailable,
    );
    // Stripe made the transfer; we did not hear it: nothing is recorded yet.
    expect(stripeApi.transfers).toHaveLength(1);
    expect(await payoutRow(payout.id)).toMatchObject({ status: 'requested' });

    // Rejecting now would pay the chef twice (the money left with the transfer): refused, naming it.
    const reject = await decide(app, staff.cookie, {
      payoutId: payout.id,
      action: 'rejected',
      reason: 'Timed out',
    });
    expect(reject.statusCode).toBe(409);
    expect(envelope(reject)).toMatchObject({
      messages: [{ message: PAYOUT_MESSAGES.transferExists }],
      fieldErrors: { transfer: ['tr_fake1'] },
    });
    expect(await systemBalance(app, 'payout_hold')).toBe(8_000);

    stripeApi.hang = false;
    const sent = await decided(app, staff.cookie, { payoutId: payout.id, action: 'sent' });
    expect(sent).toMatchObject({ status: 'sent', reference: 'tr_fake1' });
    expect(stripeApi.transfers).toHaveLength(1);
    expect(transferRequests().map((r) => r.headers['idempotency-key'])).toEqual([
      `payout-${payout.id}`,
      `payout-${payout.id}`,
    ]);
    expect(await systemBalance(app, 'payouts')).toBe(8_000);
  });

  it('rejects a Stripe payout that was never sent: the earnings get it back', async () => {
    const { ruta, staff, payout } = await stripePayout();
    const rejected = await decided(app, staff.cookie, {
      payoutId: payout.id,
      action: 'rejected',
      reason: 'The connected account is restricted',
    });
    expect(rejected).toMatchObject({ status: 'rejected', method: null });
    expect(stripeApi.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /v1/transfers']);
    expect(await earningsBalance(app, ruta.id)).toBe(8_000);
  });

  it('pays a chef without a connected account by bank, with the typed reference', async () => {
    app.payoutProviders.stripe = stripeApi.transferProvider();
    const jonas = await payoutChef(app, 'jonas@example.lt');
    await creditEarnings(app, jonas.id, 1_000);
    const staff = await signUp(app, 'operator@hearth.lt', { role: 'OPERATOR' });
    const [payout] = (await makeBatch(app, staff.cookie)).payouts;
    expect(payout!.sendMethod).toBe('bank');
    expect((await payoutList(app, staff.cookie)).payouts[0]!.sendMethod).toBe('bank');
    const refused = await decide(app, staff.cookie, { payoutId: payout!.id, action: 'sent' });
    expect(envelope(refused).fieldErrors).toEqual({ reference: ['required'] });
    const sent = await decided(app, staff.cookie, {
      payoutId: payout!.id,
      action: 'sent',
      reference: 'SEPA-3',
    });
    expect(sent).toMatchObject({ method: 'bank', reference: 'SEPA-3' });
    expect(stripeApi.requests).toEqual([]);
  });
});
