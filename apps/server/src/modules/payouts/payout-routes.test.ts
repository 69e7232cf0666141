import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES, V } from '@hearth/domain/messages';
import { isoWeek, PAYOUT_MESSAGES, type OperatorPayoutView } from '@hearth/domain/payouts';
import { auditLog, payouts } from '../../db/schema.ts';
import { envelope, useTestApp } from '../../test/test-app.ts';
import { expectError } from '../orders/order-test-helpers.ts';
import { get, mails, post, signUp } from '../profile/profile-test-helpers.ts';
import { findUnbalancedAccounts, verifyChain } from '../wallet/ledger-service.ts';
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

/** The operators' payout queue: POST /operator/payout-batch, GET /operator/payouts, POST /operator/payout-decision. */

const ctx = useTestApp();

const operator = (email = 'operator@hearth.lt') => signUp(ctx.app, email, { role: 'OPERATOR' });

/** Rūta (Lithuanian) with 123.45 EUR earned, in this week's batch. */
async function queued() {
  const ruta = await payoutChef(ctx.app, 'ruta@example.lt', { language: 'lt' });
  await creditEarnings(ctx.app, ruta.id, 12_345);
  const staff = await operator();
  const [payout] = (await makeBatch(ctx.app, staff.cookie)).payouts;
  return { ruta, staff, payout: payout! };
}

/** The ledger is whole: balances sum to zero, each is the sum of its entries, the chain verifies. */
async function expectSoundLedger() {
  expect(await sumOfBalances(ctx.app)).toBe(0);
  expect(await findUnbalancedAccounts(ctx.app.db)).toEqual([]);
  expect((await verifyChain(ctx.app.db)).ok).toBe(true);
}

async function payoutRows() {
  return ctx.app.db.select().from(payouts).orderBy(payouts.id);
}

describe('POST /operator/payout-batch', () => {
  it("holds each chef's available earnings in one payout of this ISO week; again the same week makes none", async () => {
    const ruta = await payoutChef(ctx.app, 'ruta@example.lt');
    const tomas = await payoutChef(ctx.app, 'tomas@example.lt');
    await payoutChef(ctx.app, 'idle@example.lt');
    await creditEarnings(ctx.app, ruta.id, 12_345);
    await creditEarnings(ctx.app, ruta.id, 655);
    await creditEarnings(ctx.app, tomas.id, 5_000);
    const staff = await operator();

    const first = await makeBatch(ctx.app, staff.cookie);
    const week = isoWeek(ctx.clock.now());
    expect(first).toMatchObject({ batch: week, created: 2 });
    expect(first.payouts.map((p) => [p.chef.email, p.amountCents, p.status])).toEqual([
      ['tomas@example.lt', 5_000, 'requested'],
      ['ruta@example.lt', 13_000, 'requested'],
    ]);
    expect(await earningsBalance(ctx.app, ruta.id)).toBe(0);
    expect(await systemBalance(ctx.app, 'payout_hold')).toBe(18_000);

    // Earned again the same week: this week's payout is made, so it waits for next week's batch.
    await creditEarnings(ctx.app, ruta.id, 100);
    const again = await Promise.all([makeBatch(ctx.app, staff.cookie), makeBatch(ctx.app, staff.cookie)]);
    expect(again.map((b) => b.created)).toEqual([0, 0]);
    expect(again[0]!.payouts).toEqual(first.payouts);
    expect(await payoutRows()).toHaveLength(2);
    expect(await earningsBalance(ctx.app, ruta.id)).toBe(100);

    const audit = await ctx.app.db.select().from(auditLog).where(eq(auditLog.action, 'payout.requested'));
    expect(audit.map((a) => [a.actorId, a.targetUserId])).toEqual([
      [staff.id, ruta.id],
      [staff.id, tomas.id],
    ]);

    // A week later (the session of then has expired meanwhile).
    ctx.clock.advance(7 * 86_400_000);
    const next = await makeBatch(ctx.app, (await operator('monday@hearth.lt')).cookie);
    expect(next).toMatchObject({ batch: isoWeek(ctx.clock.now()), created: 1 });
    expect(next.batch).not.toBe(week);
    expect(next.payouts.map((p) => [p.chef.id, p.amountCents])).toEqual([[ruta.id, 100]]);
    await expectSoundLedger();
  });

  it('makes one payout per chef when batches run at once', async () => {
    const chefs = await Promise.all(
      ['a', 'b', 'c'].map((name) => payoutChef(ctx.app, `${name}chef@example.lt`)),
    );
    for (const [i, cook] of chefs.entries()) await creditEarnings(ctx.app, cook.id, 1_000 * (i + 1));
    const staff = await operator();
    const other = await operator('second@hearth.lt');
    const runs = await Promise.all([
      makeBatch(ctx.app, staff.cookie),
      makeBatch(ctx.app, other.cookie),
      makeBatch(ctx.app, staff.cookie),
    ]);
    expect(runs.reduce((sum, run) => sum + run.created, 0)).toBe(3);
    expect((await payoutRows()).map((p) => p.amountCents).sort()).toEqual([1_000, 2_000, 3_000]);
    expect(await systemBalance(ctx.app, 'payout_hold')).toBe(6_000);
    await expectSoundLedger();
  });

  it('is for operators and admins only', async () => {
    const ruta = await payoutChef(ctx.app, 'ruta@example.lt');
    await creditEarnings(ctx.app, ruta.id, 500);
    expect((await post(ctx.app, '/operator/payout-batch')).statusCode).toBe(401);
    for (const who of [ruta, await signUp(ctx.app, 'customer@example.lt')]) {
      expectError(
        await post(ctx.app, '/operator/payout-batch', {}, who.cookie),
        403,
        MESSAGES.moderationNotAllowed,
      );
      expectError(await get(ctx.app, '/operator/payouts', who.cookie), 403, MESSAGES.moderationNotAllowed);
      expectError(
        await decide(ctx.app, who.cookie, { payoutId: 1, action: 'rejected', reason: 'x' }),
        403,
        MESSAGES.moderationNotAllowed,
      );
    }
    expect((await get(ctx.app, '/operator/payouts')).statusCode).toBe(401);
    expect((await post(ctx.app, '/operator/payout-decision', { payoutId: 1 })).statusCode).toBe(401);
    expect(await payoutRows()).toEqual([]);
    const admin = await signUp(ctx.app, 'admin@hearth.lt', { role: 'ADMIN' });
    expect((await makeBatch(ctx.app, admin.cookie)).created).toBe(1);
  });
});

describe('GET /operator/payouts', () => {
  it('lists the waiting payouts with the chef and where to pay them, and the queue figures', async () => {
    const { ruta, staff, payout } = await queued();
    const list = await payoutList(ctx.app, staff.cookie);
    expect(list).toMatchObject({
      total: 1,
      page: 0,
      pageSize: 20,
      currentBatch: isoWeek(ctx.clock.now()),
      currentBatchMade: true,
      requestedCount: 1,
      requestedCents: 12_345,
    });
    expect(list.payouts).toEqual([
      {
        id: payout.id,
        amountCents: 12_345,
        batch: isoWeek(ctx.clock.now()),
        status: 'requested',
        method: null,
        reference: null,
        reason: null,
        createdAt: expect.any(Number),
        decidedAt: null,
        chef: {
          id: ruta.id,
          email: 'ruta@example.lt',
          name: 'Rūta Kazlauskienė',
          phoneNumber: expect.stringMatching(/^3706\d{7}$/),
          personalTaxNumber: 'LT-TAX-1',
          stripeAccountId: null,
        },
        // The test shop takes no Stripe: every payout is a bank transfer.
        sendMethod: 'bank',
      },
    ]);

    await decided(ctx.app, staff.cookie, { payoutId: payout.id, action: 'sent', reference: 'SEPA-1' });
    expect(await payoutList(ctx.app, staff.cookie)).toMatchObject({ total: 0, requestedCount: 0 });
    expect((await payoutList(ctx.app, staff.cookie, '?status=sent')).payouts[0]).toMatchObject({
      status: 'sent',
      method: 'bank',
      reference: 'SEPA-1',
    });
    expect((await payoutList(ctx.app, staff.cookie, '?status=all&page=0')).total).toBe(1);
    expect((await payoutList(ctx.app, staff.cookie, '?status=rejected')).total).toBe(0);
    for (const query of ['?status=paid', '?page=-1', '?page=x', '?status=requested&page=1.5']) {
      const res = await get(ctx.app, `/operator/payouts${query}`, staff.cookie);
      expect(res.statusCode, query).toBe(400);
      expect(envelope(res).success).toBe(false);
    }
  });

  it('says when this week has no batch yet', async () => {
    const staff = await operator();
    expect(await payoutList(ctx.app, staff.cookie)).toMatchObject({
      payouts: [],
      currentBatchMade: false,
      requestedCount: 0,
      requestedCents: 0,
    });
  });
});

describe('POST /operator/payout-decision', () => {
  it('sent with the bank reference: the hold goes to payouts; audited; the chef is told in Lithuanian', async () => {
    const { ruta, staff, payout } = await queued();
    const res = await decide(ctx.app, staff.cookie, {
      payoutId: payout.id,
      action: 'sent',
      reference: '  SEPA 2026/48-7  ',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = envelope<{ payout: OperatorPayoutView }>(res);
    expect(body.messages).toEqual([{ message: PAYOUT_MESSAGES.decided }]);
    expect(body.model!.payout).toMatchObject({
      status: 'sent',
      method: 'bank',
      reference: 'SEPA 2026/48-7',
      reason: null,
      decidedAt: expect.any(Number),
    });
    expect(await systemBalance(ctx.app, 'payout_hold')).toBe(0);
    expect(await systemBalance(ctx.app, 'payouts')).toBe(12_345);
    expect(await earningsBalance(ctx.app, ruta.id)).toBe(0);
    await expectSoundLedger();

    const [mail] = await mails(ctx.app, 'payout-decision');
    expect(mail).toMatchObject({ recipient: 'ruta@example.lt', language: 'lt' });
    expect(mail!.subject).toContain('123,45\u00a0€');
    expect(mail!.textBody).toContain('Mokėjimo nuoroda: SEPA 2026/48-7');
    const [audit] = await ctx.app.db.select().from(auditLog).where(eq(auditLog.action, 'payout.sent'));
    expect(audit).toMatchObject({ actorId: staff.id, targetUserId: ruta.id, reason: null });
    expect(audit!.details).toMatchObject({
      payoutId: payout.id,
      amountCents: 12_345,
      reference: 'SEPA 2026/48-7',
    });
  });

  it('rejected with a reason: the hold goes back to the earnings, for the next batch', async () => {
    const { ruta, staff, payout } = await queued();
    const rejected = await decided(ctx.app, staff.cookie, {
      payoutId: payout.id,
      action: 'rejected',
      reason: 'The bank returned the transfer',
    });
    expect(rejected).toMatchObject({ status: 'rejected', method: null, reference: null });
    expect(rejected.reason).toBe('The bank returned the transfer');
    expect(await earningsBalance(ctx.app, ruta.id)).toBe(12_345);
    expect(await systemBalance(ctx.app, 'payout_hold')).toBe(0);
    await expectSoundLedger();

    const [mail] = await mails(ctx.app, 'payout-decision');
    expect(mail!.textBody).toContain('Priežastis: The bank returned the transfer');
    const [audit] = await ctx.app.db.select().from(auditLog).where(eq(auditLog.action, 'payout.rejected'));
    expect(audit).toMatchObject({ actorId: staff.id, reason: 'The bank returned the transfer' });
    // This week's batch is made: the amount goes with next week's.
    expect((await makeBatch(ctx.app, staff.cookie)).created).toBe(0);
  });

  it('four eyes: a chef who is an operator cannot decide their own payout; another operator can', async () => {
    const cook = await payoutChef(ctx.app, 'chefop@hearth.lt', { operator: true });
    await creditEarnings(ctx.app, cook.id, 7_000);
    // The chef-operator may make the batch; deciding it is someone else's part.
    const [own] = (await makeBatch(ctx.app, cook.cookie)).payouts;
    const bodies: Record<string, string | number>[] = [
      { payoutId: own!.id, action: 'sent', reference: 'MY-OWN' },
      { payoutId: own!.id, action: 'rejected', reason: 'Mine' },
    ];
    for (const body of bodies) {
      expectError(await decide(ctx.app, cook.cookie, body), 403, PAYOUT_MESSAGES.ownPayout);
    }
    expect((await payoutRows())[0]).toMatchObject({ status: 'requested', decidedBy: null, reference: null });
    expect(await systemBalance(ctx.app, 'payout_hold')).toBe(7_000);
    expect(await systemBalance(ctx.app, 'payouts')).toBe(0);
    expect(await mails(ctx.app, 'payout-decision')).toEqual([]);
    expect(await ctx.app.db.select().from(auditLog).where(eq(auditLog.action, 'payout.sent'))).toEqual([]);

    const staff = await operator();
    expect(
      await decided(ctx.app, staff.cookie, { payoutId: own!.id, action: 'sent', reference: 'SEPA-9' }),
    ).toMatchObject({ status: 'sent' });
  });

  it('decides once: a second decision is a 409 that moves nothing', async () => {
    const { ruta, staff, payout } = await queued();
    await decided(ctx.app, staff.cookie, { payoutId: payout.id, action: 'sent', reference: 'SEPA-1' });
    const bodies: Record<string, string | number>[] = [
      { payoutId: payout.id, action: 'sent', reference: 'SEPA-2' },
      { payoutId: payout.id, action: 'rejected', reason: 'Too late' },
    ];
    for (const body of bodies) {
      expectError(await decide(ctx.app, staff.cookie, body), 409, PAYOUT_MESSAGES.alreadyDecided);
    }
    expect((await payoutRows())[0]).toMatchObject({ status: 'sent', reference: 'SEPA-1' });
    expect(await earningsBalance(ctx.app, ruta.id)).toBe(0);
    expect(await systemBalance(ctx.app, 'payouts')).toBe(12_345);
    expect(await mails(ctx.app, 'payout-decision')).toHaveLength(1);
  });

  it('12 decisions at once decide once', async () => {
    const { ruta, staff, payout } = await queued();
    const other = await operator('second@hearth.lt');
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        decide(ctx.app, i % 2 ? other.cookie : staff.cookie, {
          payoutId: payout.id,
          ...(i % 3 ? { action: 'sent', reference: `SEPA-${i}` } : { action: 'rejected', reason: `No ${i}` }),
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(11);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(envelope(refused).messages).toEqual([{ message: PAYOUT_MESSAGES.alreadyDecided }]);
    }
    const [row] = await payoutRows();
    const sent = row!.status === 'sent';
    expect(await systemBalance(ctx.app, 'payouts')).toBe(sent ? 12_345 : 0);
    expect(await earningsBalance(ctx.app, ruta.id)).toBe(sent ? 0 : 12_345);
    expect(await systemBalance(ctx.app, 'payout_hold')).toBe(0);
    expect(await mails(ctx.app, 'payout-decision')).toHaveLength(1);
    const decisions = await ctx.app.db.select().from(auditLog);
    expect(
      decisions.filter((a) => a.action === 'payout.sent' || a.action === 'payout.rejected'),
    ).toHaveLength(1);
    await expectSoundLedger();
  });

  it('refuses bad input with field errors and an unknown payout with 404, changing nothing', async () => {
    const { staff, payout } = await queued();
    const id = payout.id;
    const cases: [Record<string, string | number>, string, string][] = [
      [{ payoutId: id, action: 'sent' }, 'reference', 'required'],
      [{ payoutId: id, action: 'sent', reference: '   ' }, 'reference', 'required'],
      [{ payoutId: id, action: 'sent', reference: 'x'.repeat(101) }, 'reference', V.tooLong],
      [{ payoutId: id, action: 'sent', reference: 'line\nbreak' }, 'reference', 'invalid'],
      [{ payoutId: id, action: 'rejected' }, 'reason', 'required'],
      [{ payoutId: id, action: 'rejected', reason: ' ' }, 'reason', V.reasonRequired],
      [{ payoutId: id, action: 'rejected', reason: 'r'.repeat(1001) }, 'reason', V.tooLong],
      [{ payoutId: id, action: 'approve', reference: 'X' }, 'action', 'invalid'],
      [{ payoutId: 'x', action: 'sent', reference: 'X' }, 'payoutId', 'invalid'],
      [{ payoutId: 0, action: 'sent', reference: 'X' }, 'payoutId', 'invalid'],
      [{ payoutId: 2 ** 31, action: 'sent', reference: 'X' }, 'payoutId', 'invalid'],
      [{ action: 'sent', reference: 'X' }, 'payoutId', 'required'],
    ];
    for (const [body, field, message] of cases) {
      const res = await decide(ctx.app, staff.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(envelope(res).fieldErrors?.[field], JSON.stringify(body)).toEqual([message]);
    }
    expectError(
      await decide(ctx.app, staff.cookie, { payoutId: 999_999, action: 'sent', reference: 'X' }),
      404,
      PAYOUT_MESSAGES.notFound,
    );
    expect((await payoutRows())[0]).toMatchObject({ status: 'requested', decidedAt: null });
    expect(await systemBalance(ctx.app, 'payout_hold')).toBe(12_345);
    expect(await mails(ctx.app, 'payout-decision')).toEqual([]);
    await expectSoundLedger();
  });
});
