import { asc, count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KITCHEN_TYPES } from '@hearth/domain/constants';
import { calculateFees } from '@hearth/domain/fees';
import { linePriceCents, unitPriceCents } from '@hearth/domain/pricing';
import { ratingHealth } from '@hearth/domain/reviews';
import type { Database } from '../db/database.ts';
import {
  ledgerTransactions,
  merchantProfiles,
  orderAddresses,
  orderItems,
  orders,
  payments,
  productDetails,
  products,
  reviews,
  users,
} from '../db/schema.ts';
import { checkInvariants } from '../checks/invariants.ts';
import { openTestDatabase } from '../test/test-app.ts';
import { LARGE_SEED_CITIES, LARGE_SEED_COUNTS, LARGE_SEED_FIXTURES } from './large-data.ts';
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
    const paid = new Map((await database.db.select().from(payments)).map((p) => [p.orderId, p.amountCents]));
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
    }
  });

  it('reviews delivered orders only, and leaves no chef under the rating rule', async () => {
    const rows = await database.db
      .select({ chefId: reviews.chefId, rating: reviews.rating, status: orders.status })
      .from(reviews)
      .innerJoin(orders, eq(orders.id, reviews.orderId))
      .orderBy(asc(reviews.createdAt), asc(reviews.id));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.status === 'delivered' || r.status === 'completed')).toBe(true);
    const newestFirst = new Map<number, number[]>();
    for (const r of rows) {
      const ratings = [r.rating, ...(newestFirst.get(r.chefId) ?? [])];
      expect(ratingHealth(ratings).suspends).toBe(false);
      newestFirst.set(r.chefId, ratings);
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
