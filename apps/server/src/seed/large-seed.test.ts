import { asc, count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KITCHEN_TYPES } from '@hearth/domain/constants';
import { calculateFees } from '@hearth/domain/fees';
import { orderMoney } from '@hearth/domain/order-money';
import { linePriceCents, unitPriceCents } from '@hearth/domain/pricing';
import { ratingRule, type RuleReview } from '@hearth/domain/reviews';
import { KOINU_PER_DOGE } from '@hearth/domain/wallet';
import type { Database } from '../db/database.ts';
import {
  ledgerTransactions,
  merchantProfiles,
  orderAddresses,
  orderItems,
  orders,
  payments,
  productDetails,
  productFiles,
  products,
  reviews,
  users,
} from '../db/schema.ts';
import { checkInvariants } from '../checks/invariants.ts';
import { openTestDatabase } from '../test/test-app.ts';
import { LARGE_SEED_CITIES, LARGE_SEED_COUNTS, LARGE_SEED_FIXTURES } from './large-data.ts';
import { CHEF_SPARE_DOGE } from './large-plan.ts';
import { seedLargeData, type LargeSeedSummary } from './large-seed.ts';

/** The large data set at a small scale (20 chefs, 10 customers, 400 orders) over a real database. */
const SCALE = 0.002;
const SEED = 7;

let database: Database;
let drop: () => Promise<void>;
let first: LargeSeedSummary;
let keysBefore: string[];
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  keysBefore = await foreignKeys(database.db);
  first = await seedLargeData(database.db, { scale: SCALE, seed: SEED });
});
afterAll(async () => {
  await drop?.();
});

const total = async (table: PgTable) => (await database.db.select({ n: count() }).from(table))[0]!.n;

/** Every foreign key as PostgreSQL describes it (the seed drops some while it loads). */
async function foreignKeys(db: Database['db']): Promise<string[]> {
  const { rows } = await db.execute<{ key: string }>(
    sql`select conrelid::regclass || ' ' || conname || ' ' || pg_get_constraintdef(oid) || ' ' || convalidated as key
          from pg_constraint where contype = 'f' order by 1`,
  );
  return rows.map((r) => r.key);
}

/** A digest of the seeded rows (not the password hash: argon2 salts each hash), to compare two databases. */
async function contentDigest(db: Database['db']): Promise<Record<string, string>> {
  const digest = async (query: ReturnType<typeof sql>) =>
    String((await db.execute<{ d: string }>(query)).rows[0]!.d);
  return {
    users: await digest(
      sql`select md5(string_agg((id, email, nickname, first_name, last_name, city, language, created_at)::text, '|' order by id)) as d from users`,
    ),
    merchants: await digest(
      sql`select md5(string_agg(t::text, '|' order by user_id)) as d from merchant_profiles t`,
    ),
    products: await digest(sql`select md5(string_agg(t::text, '|' order by id)) as d from products t`),
    details: await digest(
      sql`select md5(string_agg(t::text, '|' order by product_id)) as d from product_details t`,
    ),
    orders: await digest(sql`select md5(string_agg(t::text, '|' order by id)) as d from orders t`),
    items: await digest(sql`select md5(string_agg(t::text, '|' order by id)) as d from order_items t`),
    reviews: await digest(sql`select md5(string_agg(t::text, '|' order by id)) as d from reviews t`),
    payments: await digest(sql`select md5(string_agg(t::text, '|' order by id)) as d from payments t`),
    // The system accounts are created when the seed runs (ensureSystemAccount), so not their time.
    accounts: await digest(
      sql`select md5(string_agg((id, kind, currency, user_id, balance,
        case when user_id is not null then created_at end)::text, '|' order by id)) as d from ledger_accounts`,
    ),
    transactions: await digest(
      sql`select md5(string_agg(t::text, '|' order by id)) as d from ledger_transactions t`,
    ),
    ledger: await digest(sql`select md5(string_agg(t::text, '|' order by seq)) as d from ledger_entries t`),
  };
}

describe('npm run seed:large', () => {
  it('writes the counts of the issue, scaled, over every city and kitchen type', async () => {
    const chefs = LARGE_SEED_COUNTS.chefs * SCALE;
    const customers = LARGE_SEED_COUNTS.customers * SCALE;
    expect(first.seeded).toBe(true);
    expect(await total(users)).toBe(chefs + customers);
    expect(await total(products)).toBe(chefs * LARGE_SEED_COUNTS.dishesPerChef);
    expect(await total(productDetails)).toBe(chefs * LARGE_SEED_COUNTS.dishesPerChef);
    // Every enabled dish has a photo, and only those (decision 054).
    const { rows: unphotographed } = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from products p
           where p.active and not exists (select 1 from product_files f where f.product_id = p.id)`,
    );
    expect(unphotographed[0]!.n).toBe(0);
    const active = (
      await database.db.select({ n: count() }).from(products).where(eq(products.active, true))
    )[0]!.n;
    expect(await total(productFiles)).toBe(active);
    expect(await total(orders)).toBe(LARGE_SEED_COUNTS.orders * SCALE);
    expect(await total(orderAddresses)).toBe(LARGE_SEED_COUNTS.orders * SCALE);
    expect(first.counts).toMatchObject({
      users: chefs + customers,
      orders: LARGE_SEED_COUNTS.orders * SCALE,
    });

    const profiles = await database.db.select().from(merchantProfiles);
    expect(profiles).toHaveLength(chefs);
    expect(profiles.every((p) => p.status === 'approved' && p.decidedAt !== null)).toBe(true);
    expect(new Set(profiles.flatMap((p) => p.kitchenTypes))).toEqual(new Set(KITCHEN_TYPES));
    expect(await foreignKeys(database.db)).toEqual(keysBefore);
    expect(keysBefore.length).toBeGreaterThan(20);
    const cities = await database.db.selectDistinct({ city: users.city }).from(users);
    expect(cities.map((c) => c.city).sort()).toEqual(LARGE_SEED_CITIES.map((c) => c.city).sort());
  });

  it('gives the benchmark customer 40 orders with addresses and the benchmark chef active dishes', async () => {
    const { fixtures } = first;
    expect(fixtures).toMatchObject({
      customerEmail: LARGE_SEED_FIXTURES.customerEmail,
      chefNickname: LARGE_SEED_FIXTURES.chefNickname,
      customerOrders: LARGE_SEED_FIXTURES.customerOrders,
    });
    const mine = await database.db
      .select({ id: orders.id, paidAt: orders.paidAt, address: orderAddresses.orderId })
      .from(orders)
      .leftJoin(orderAddresses, eq(orderAddresses.orderId, orders.id))
      .where(eq(orders.customerId, fixtures.customerId));
    expect(mine).toHaveLength(LARGE_SEED_FIXTURES.customerOrders);
    expect(mine.every((o) => o.address !== null)).toBe(true);
    expect(mine.filter((o) => o.paidAt !== null).length).toBeGreaterThan(mine.length / 2);

    const [profile] = await database.db
      .select()
      .from(merchantProfiles)
      .where(eq(merchantProfiles.userId, fixtures.chefId));
    expect(profile?.status).toBe('approved');
    const dishes = await database.db
      .select()
      .from(products)
      .where(eq(products.ownerId, fixtures.chefId))
      .orderBy(asc(products.id));
    expect(dishes.filter((d) => d.active)).toHaveLength(LARGE_SEED_COUNTS.dishesPerChef);
    expect(fixtures.productId).toBe(dishes[0]!.id);
  });

  it('stores lines and amounts as the domain prices them, and a payment of the online amount when paid', async () => {
    const lines = await database.db.select().from(orderItems);
    const chefOf = new Map((await database.db.select().from(products)).map((p) => [p.id, p.ownerId]));
    const all = await database.db.select().from(payments);
    const paid = new Map(all.filter((p) => p.purpose === 'order').map((p) => [p.orderId, p.amountCents]));
    const balancePaid = new Map(
      all.filter((p) => p.purpose === 'order_balance').map((p) => [p.orderId, p.amountCents]),
    );
    for (const order of await database.db.select().from(orders)) {
      const own = lines.filter((line) => line.orderId === order.id);
      const priced = own.map((line) => ({
        dish: {
          priceCents: line.priceCents,
          preparationMinutes: line.preparationMinutes,
          hourRateCents: line.hourRateCents,
        },
        volume: line.volume,
      }));
      for (const [i, line] of own.entries()) {
        expect([line.unitPriceCents, line.lineTotalCents]).toEqual([
          unitPriceCents(priced[i]!.dish),
          linePriceCents(priced[i]!.dish, line.volume),
        ]);
        expect(chefOf.get(line.productId)).toBe(order.chefId);
      }
      const fees = calculateFees(priced, { payInCash: order.payInCash });
      expect(own.length).toBeGreaterThanOrEqual(1);
      expect([
        order.subtotalCents,
        order.serviceFeeCents,
        order.governmentFeeCents,
        order.paymentGatewayFeeCents,
        order.chefIncentiveCents,
        order.onlineAmountCents,
        order.totalAmountCents,
      ]).toEqual([
        fees.subtotal,
        fees.serviceFee,
        fees.governmentFee,
        fees.paymentGatewayFee,
        fees.chefIncentive,
        fees.onlineAmount,
        fees.totalAmount,
      ]);
      expect(paid.get(order.id)).toBe(order.paidAt === null ? undefined : order.onlineAmountCents);
      // Delivery stored the final amounts of the money model (no actual time recorded).
      const money = orderMoney(priced, { payInCash: order.payInCash });
      const delivered = order.deliveredAt !== null;
      expect([order.finalSubtotalCents, order.balanceDueCents, order.balanceRefundCents]).toEqual(
        delivered ? [money.subtotal, order.payInCash ? 0 : money.payAfterVisit, 0] : [null, null, null],
      );
      expect(balancePaid.get(order.id)).toBe(
        order.balancePaidAt === null ? undefined : order.balanceDueCents,
      );
    }
  });

  it('reviews delivered orders only, and leaves no chef under the rating rule nor with a review case', async () => {
    const rows = await database.db
      .select({
        chefId: reviews.chefId,
        customerId: reviews.customerId,
        rating: reviews.rating,
        status: orders.status,
      })
      .from(reviews)
      .innerJoin(orders, eq(orders.id, reviews.orderId))
      .orderBy(asc(reviews.createdAt), asc(reviews.id));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.status === 'delivered' || r.status === 'completed')).toBe(true);
    const newestFirst = new Map<number, RuleReview[]>();
    for (const r of rows) {
      const written = [{ customerId: r.customerId, rating: r.rating }, ...(newestFirst.get(r.chefId) ?? [])];
      const outcome = ratingRule(written);
      expect(outcome.health.suspends || outcome.opensReview).toBe(false);
      newestFirst.set(r.chefId, written);
    }
  });

  it('keeps every database invariant: whole orders, one payment each, a ledger whose chain verifies', async () => {
    expect(await checkInvariants(database.db)).toEqual([]);
    const topUps = await database.db
      .select({ n: count() })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.kind, 'top_up'));
    expect(topUps[0]!.n).toBe(LARGE_SEED_COUNTS.customers * SCALE);
  });

  it("books every order's money as the order services do, chained in the order it happened", async () => {
    const one = async (query: ReturnType<typeof sql>) =>
      Number(Object.values((await database.db.execute<Record<string, string>>(query)).rows[0]!)[0]);
    const kinds = new Map(
      (
        await database.db
          .select({ kind: ledgerTransactions.kind, n: count() })
          .from(ledgerTransactions)
          .groupBy(ledgerTransactions.kind)
      ).map((r) => [r.kind, r.n]),
    );
    const confirmed = await one(sql`select count(*) from orders where confirmed_at is not null`);
    const delivered = await one(sql`select count(*) from orders where delivered_at is not null`);
    const orderPayments = await one(sql`select count(*) from payments where order_id is not null`);
    const chefsConfirming = await one(
      sql`select count(distinct chef_id) from orders where confirmed_at is not null`,
    );
    expect(Object.fromEntries(kinds)).toEqual({
      top_up: LARGE_SEED_COUNTS.customers * SCALE,
      transfer: LARGE_SEED_COUNTS.customers * SCALE,
      grant: chefsConfirming,
      information_fee: confirmed,
      order_payment: orderPayments,
      order_release: delivered,
    });
    expect(confirmed).toBeGreaterThan(0);
    expect(delivered).toBeGreaterThan(0);

    // Each transaction is keyed as the services key it and names its order.
    expect(
      await one(sql`select count(*) from payments p where p.order_id is not null and not exists (
        select 1 from ledger_transactions t where t.idempotency_key = 'payment-' || p.id
          and t.kind = 'order_payment' and t.order_id = p.order_id)`),
    ).toBe(0);
    expect(
      await one(sql`select count(*) from orders o where o.delivered_at is not null and not exists (
        select 1 from ledger_transactions t where t.idempotency_key = 'release-order-' || o.id
          and t.kind = 'order_release' and t.order_id = o.id)`),
    ).toBe(0);
    expect(
      await one(sql`select count(*) from orders o where o.confirmed_at is not null and not exists (
        select 1 from ledger_transactions t where t.idempotency_key = 'information-fee-order-' || o.id
          and t.order_id = o.id)`),
    ).toBe(0);
    // Cancelled before paying: no money moved.
    expect(
      await one(sql`select count(*) from ledger_transactions t join orders o on o.id = t.order_id
        where o.status = 'cancelled'`),
    ).toBe(0);

    // Most delivered card-mode orders paid their balance after the visit; the others still owe it.
    const owing = await one(sql`select count(*) from orders where delivered_at is not null
      and not pay_in_cash and balance_paid_at is null`);
    const settled = await one(sql`select count(*) from orders where balance_paid_at is not null`);
    expect(owing).toBeGreaterThan(0);
    expect(settled).toBeGreaterThan(owing);
    expect(
      await one(sql`select count(*) from orders where status = 'completed' and not pay_in_cash
        and balance_paid_at is null`),
    ).toBe(0);

    // The balances: the platform's euros are the fees of delivered orders; a chef earned the prepaid card
    // incentive and the balances paid; every chef that confirmed orders keeps the spare coins.
    const balance = (kind: string, currency: string) =>
      one(
        sql`select coalesce(sum(balance), 0) from ledger_accounts where kind = ${kind} and currency = ${currency}`,
      );
    expect(await balance('revenue', 'EUR')).toBe(
      await one(sql`select sum(service_fee_cents + government_fee_cents + payment_gateway_fee_cents)
        from orders where delivered_at is not null`),
    );
    expect(await balance('earnings', 'EUR')).toBe(
      (await one(sql`select sum(online_amount_cents - service_fee_cents - government_fee_cents
        - payment_gateway_fee_cents) from orders where delivered_at is not null`)) +
        (await one(sql`select coalesce(sum(amount_cents), 0) from payments where purpose = 'order_balance'`)),
    );
    expect(await balance('escrow', 'EUR')).toBe(
      await one(sql`select coalesce(sum(online_amount_cents), 0) from orders
        where paid_at is not null and delivered_at is null`),
    );
    expect(await balance('revenue', 'DOGE')).toBe(confirmed * KOINU_PER_DOGE);
    const chefWallets = await database.db.execute<{ balance: string }>(
      sql`select a.balance from ledger_accounts a join merchant_profiles m on m.user_id = a.user_id
        where a.kind = 'user'`,
    );
    expect(chefWallets.rows).toHaveLength(chefsConfirming);
    expect(chefWallets.rows.every((r) => Number(r.balance) === CHEF_SPARE_DOGE * KOINU_PER_DOGE)).toBe(true);

    // The chain follows time, as the services wrote it.
    expect(
      await one(sql`select count(*) from (select created_at < lag(created_at) over (order by seq) as earlier
        from ledger_entries) e where e.earlier`),
    ).toBe(0);
  });

  it('writes the same rows and ids for the same seed into another fresh database', async () => {
    const other = await openTestDatabase();
    try {
      await seedLargeData(other.database.db, { scale: SCALE, seed: SEED });
      expect(await contentDigest(other.database.db)).toEqual(await contentDigest(database.db));
    } finally {
      await other.drop();
    }
  });

  it('writes nothing when run again, and answers the same fixtures', async () => {
    const before = await contentDigest(database.db);
    const again = await seedLargeData(database.db, { scale: SCALE, seed: SEED + 1 });
    expect(again.seeded).toBe(false);
    expect(again.fixtures).toEqual(first.fixtures);
    expect(await contentDigest(database.db)).toEqual(before);
  });
});
