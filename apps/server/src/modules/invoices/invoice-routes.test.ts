import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { INVOICE_MESSAGES, type InvoiceView } from '@hearth/domain/invoices';
import { formatEurCents } from '@hearth/domain/money';
import { invoiceCounters, invoices, merchantProfiles } from '../../db/schema.ts';
import { useTestApp } from '../../test/test-app.ts';
import {
  customerOrder,
  expectError,
  kitchen,
  orderAction,
  payOrder,
  placeOrder,
  viewOrder,
} from '../orders/order-test-helpers.ts';
import { get, mails, model, signUp } from '../profile/profile-test-helpers.ts';
import { setUserFields } from '../wallet/wallet-test-helpers.ts';
import { invoicesOfOrders, issueInvoice } from './invoice-service.ts';

const ctx = useTestApp({ PUBLIC_URL: 'https://hearth.example' });

const NUMBER = /^HR-\d{4}-\d{6}$/;

function invoiceOf(orderId: number, cookie?: string) {
  return get(ctx.app, `/secure/invoice?orderId=${orderId}`, cookie);
}

/** Anna's card order of Rūta's time-priced dish, with Rūta's tax number and registry link on file. */
async function cardOrder(options: { paid: boolean }) {
  const made = await customerOrder(ctx.app, ctx.clock, { dish: 'timed', order: { payInCash: false } });
  await setUserFields(ctx.app, made.customer.id, { firstName: 'Anna', lastName: 'Petraitė' });
  await ctx.app.db
    .update(merchantProfiles)
    .set({ personalTaxNumber: '39001011234', govRegistryUrl: 'https://registrucentras.lt/ruta' })
    .where(eq(merchantProfiles.userId, made.kitchen.chef.id));
  if (options.paid) await payOrder(ctx.app, made.order.id, made.customer.cookie);
  return made;
}

/** `n` unpaid orders of one customer: invoices are issued directly on them (the numbering only). */
async function orders(app: FastifyInstance, n: number): Promise<number[]> {
  const k = await kitchen(app);
  const customer = await signUp(app, 'anna@example.lt');
  const ids: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const { order } = await placeOrder(app, ctx.clock, { productId: k.fixedId }, customer.cookie);
    ids.push(order.id);
  }
  return ids;
}

const issue = (orderId: number, at = ctx.clock.now()) =>
  ctx.app.db.transaction((tx) => issueInvoice(ctx.app, tx, orderId, at));

describe('GET /secure/invoice', () => {
  it('does not exist for an order that was never paid', async () => {
    const { order, customer } = await cardOrder({ paid: false });
    expectError(await invoiceOf(order.id, customer.cookie), 404, INVOICE_MESSAGES.notFound);
  });

  it('shows the paid order’s invoice: number, parties, the platform’s fee, lines, money and payments', async () => {
    const { order, customer, kitchen: k } = await cardOrder({ paid: true });
    const view = await viewOrder(ctx.app, order.id, customer.cookie);
    const invoice = model<{ invoice: InvoiceView }>(await invoiceOf(order.id, customer.cookie)).invoice;

    expect(invoice.number).toMatch(NUMBER);
    expect(view.invoice).toEqual({ number: invoice.number, issuedTimestamp: invoice.issuedTimestamp });
    expect(invoice.seller).toEqual({
      name: 'Rūta Kazlauskienė',
      nickname: 'ruta',
      taxNumber: '39001011234',
      registryUrl: 'https://registrucentras.lt/ruta',
    });
    expect(invoice.buyer).toEqual({
      name: 'Anna Petraitė',
      email: 'anna@example.lt',
      address: 'Gedimino pr. 1, Vilnius, LT-01100 Vilnius',
      city: 'Vilnius',
    });
    expect(invoice.platform).toEqual({
      name: 'Hearth',
      serviceFee: 999,
      vatPercent: 21,
      vat: 210,
      total: 1209,
    });
    expect(invoice.lines).toEqual([
      expect.objectContaining({
        title: 'Kibinai',
        volume: 1,
        timeBased: true,
        bookedMinutes: 50,
        actualMinutes: null,
        bookedTotal: view.orderItems[0]!.lineTotal,
        finalTotal: view.orderItems[0]!.lineTotal,
      }),
    ]);
    expect(invoice.money).toEqual(view.money);
    expect(invoice.payments).toEqual([
      expect.objectContaining({ method: 'test', purpose: 'order', amount: order.onlineAmount }),
    ]);
    expect(invoice).toMatchObject({ paidNow: order.onlineAmount, paidLater: 0, stillDue: 0 });
    expect(k.chef.id).toBeGreaterThan(0);
  });

  it('is the order’s: its customer, its chef and operators see it; other users get 404, visitors 401', async () => {
    const { order, customer, kitchen: k } = await cardOrder({ paid: true });
    const operator = await signUp(ctx.app, 'op@example.lt', { role: 'OPERATOR' });
    const otherCustomer = await signUp(ctx.app, 'bob@example.lt');
    const otherChef = await kitchen(ctx.app, 'tomas@example.lt');
    for (const cookie of [customer.cookie, k.chef.cookie, operator.cookie]) {
      expect(model<{ invoice: InvoiceView }>(await invoiceOf(order.id, cookie)).invoice.number).toMatch(
        NUMBER,
      );
    }
    for (const cookie of [otherCustomer.cookie, otherChef.chef.cookie]) {
      const refused = await invoiceOf(order.id, cookie);
      expectError(refused, 404, INVOICE_MESSAGES.notFound);
      expect(refused.body).not.toContain('anna@example.lt');
      expect(refused.body).not.toContain('HR-');
    }
    expect((await invoiceOf(order.id)).statusCode).toBe(401);
    expectError(await invoiceOf(999_999, customer.cookie), 404, INVOICE_MESSAGES.notFound);
    expect((await invoiceOf(Number.NaN, customer.cookie)).statusCode).toBe(400);
  });

  it('shows the chef the buyer’s e-mail and address only once the chef confirmed the order', async () => {
    const { order, kitchen: k } = await cardOrder({ paid: true });
    const before = model<{ invoice: InvoiceView }>(await invoiceOf(order.id, k.chef.cookie)).invoice;
    expect(before.buyer).toEqual({ name: 'Anna Petraitė', email: null, address: null, city: 'Vilnius' });
    model(await orderAction(ctx.app, order.id, 'confirm', k.chef.cookie));
    const after = model<{ invoice: InvoiceView }>(await invoiceOf(order.id, k.chef.cookie)).invoice;
    expect(after.buyer.email).toBe('anna@example.lt');
    expect(after.buyer.address).toContain('Gedimino pr. 1');
  });

  it('is linked, with the order’s money rows, from the mails of the paid order', async () => {
    const { order } = await cardOrder({ paid: true });
    const paid = await mails(ctx.app, 'order-paid');
    expect(paid).toHaveLength(2);
    for (const mail of paid) {
      expect(mail.textBody).toContain(`https://hearth.example/invoice/${order.id}`);
      expect(mail.textBody).toContain(formatEurCents(order.amountToPay));
      expect(mail.textBody).toContain(formatEurCents(order.onlineAmount));
    }
  });
});

describe('issueInvoice', () => {
  it('issues one invoice per order: a second call answers the first', async () => {
    const [orderId] = await orders(ctx.app, 1);
    const first = await issue(orderId!);
    const second = await issue(orderId!, new Date(ctx.clock.now().getTime() + 60_000));
    expect(second.number).toBe(first.number);
    expect(second.issuedAt).toEqual(first.issuedAt);
    const [row] = await ctx.app.db.select({ n: count() }).from(invoices);
    expect(row!.n).toBe(1);
    expect((await invoicesOfOrders(ctx.app.db, [orderId!])).get(orderId!)?.number).toBe(first.number);
  });

  it('numbers 20 invoices issued at once without a gap or a repeat', async () => {
    const ids = await orders(ctx.app, 20);
    const issued = await Promise.all(ids.map((id) => issue(id)));
    const year = issued[0]!.number.split('-')[1];
    const numbers = issued.map((i) => i.number).sort();
    expect(numbers).toEqual(
      Array.from({ length: 20 }, (_, i) => `HR-${year}-${String(i + 1).padStart(6, '0')}`),
    );
    const [counter] = await ctx.app.db.select().from(invoiceCounters);
    expect(counter).toEqual({ year: Number(year), last: 20 });
  });

  it('gives one invoice to an order paid twice at once', async () => {
    const [orderId] = await orders(ctx.app, 1);
    const issued = await Promise.all(Array.from({ length: 10 }, () => issue(orderId!)));
    expect(new Set(issued.map((i) => i.number)).size).toBe(1);
    const [row] = await ctx.app.db.select({ n: count() }).from(invoices);
    expect(row!.n).toBe(1);
  });

  it('takes a rolled-back payment’s number back, so the next invoice has it', async () => {
    const [a, b] = await orders(ctx.app, 2);
    const failed = ctx.app.db.transaction(async (tx) => {
      await issueInvoice(ctx.app, tx, a!, ctx.clock.now());
      throw new Error('the payment failed');
    });
    await expect(failed).rejects.toThrow('the payment failed');
    const next = await issue(b!);
    expect(next.number).toMatch(/-000001$/);
    expect((await invoicesOfOrders(ctx.app.db, [a!, b!])).has(a!)).toBe(false);
  });

  it('numbers by the year in Lithuania: New Year’s Eve 23:30 UTC is already the next year', async () => {
    const [orderId] = await orders(ctx.app, 1);
    const issued = await issue(orderId!, new Date(Date.UTC(2026, 11, 31, 23, 30)));
    expect(issued.number).toBe('HR-2027-000001');
  });
});
