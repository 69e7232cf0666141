import { count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculateFees } from '@hearth/domain/fees';
import type { Database } from '../db/database.ts';
import { ledgerAccounts, merchantProfiles, orderItems, orders, products, users } from '../db/schema.ts';
import { findUnbalancedAccounts, verifyChain } from '../modules/wallet/ledger-service.ts';
import { openTestDatabase } from '../test/test-app.ts';
import { LARGE_SEED_CITIES, LARGE_SEED_COUNTS, LARGE_SEED_FIXTURES } from './large-data.ts';
import { seedLargeData, type LargeSeedSummary } from './large-seed.ts';

/** The large data set at a small scale (20 chefs, 10 customers, 400 orders) over a real database. */
const SCALE = 0.002;

let database: Database;
let drop: () => Promise<void>;
let first: LargeSeedSummary;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  first = await seedLargeData(database.db, { scale: SCALE, seed: 7 });
});
afterAll(async () => {
  await drop?.();
});

const total = async (table: PgTable) => (await database.db.select({ n: count() }).from(table))[0]!.n;

describe('npm run seed:large', () => {
  it('writes the counts of the issue, scaled', async () => {
    expect(first.seeded).toBe(true);
    expect(await total(merchantProfiles)).toBe(LARGE_SEED_COUNTS.chefs * SCALE);
    expect(await total(users)).toBe((LARGE_SEED_COUNTS.chefs + LARGE_SEED_COUNTS.customers) * SCALE);
    expect(await total(products)).toBe(LARGE_SEED_COUNTS.chefs * SCALE * LARGE_SEED_COUNTS.dishesPerChef);
    expect(await total(orders)).toBe(LARGE_SEED_COUNTS.orders * SCALE);
    const cities = await database.db.selectDistinct({ city: users.city }).from(users);
    expect(cities.length).toBe(LARGE_SEED_CITIES.length);
  });

  it('gives the benchmark customer 40 orders and the benchmark chef active dishes', async () => {
    const [customer] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, LARGE_SEED_FIXTURES.customerEmail));
    const [mine] = await database.db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.customerId, customer!.id));
    expect(mine!.n).toBe(LARGE_SEED_FIXTURES.customerOrders);
    const [chef] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.nickname, LARGE_SEED_FIXTURES.chefNickname));
    const dishes = await database.db.select().from(products).where(eq(products.ownerId, chef!.id));
    expect(dishes.filter((d) => d.active)).toHaveLength(LARGE_SEED_COUNTS.dishesPerChef);
  });

  it('stores amounts that the domain computes from the lines', async () => {
    const rows = await database.db.select().from(orders).limit(50);
    for (const order of rows) {
      const lines = await database.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
      const fees = calculateFees(
        lines.map((line) => ({
          dish: {
            priceCents: line.priceCents,
            preparationMinutes: line.preparationMinutes,
            hourRateCents: line.hourRateCents,
          },
          volume: line.volume,
        })),
        { payInCash: order.payInCash },
      );
      expect([order.subtotalCents, order.onlineAmountCents, order.totalAmountCents]).toEqual([
        fees.subtotal,
        fees.onlineAmount,
        fees.totalAmount,
      ]);
      expect(lines.every((line) => line.lineTotalCents > 0)).toBe(true);
    }
  });

  it('keeps the ledger whole: a verified chain, balances that are their entries, none below zero', async () => {
    expect(await verifyChain(database.db)).toEqual({ ok: true, lastSeq: expect.any(Number) });
    expect(await findUnbalancedAccounts(database.db)).toEqual([]);
    const [sum] = await database.db.select({ s: sql<string>`sum(balance_koinu)` }).from(ledgerAccounts);
    expect(Number(sum!.s)).toBe(0);
    const negative = await database.db
      .select()
      .from(ledgerAccounts)
      .where(sql`${ledgerAccounts.kind} = 'user' and ${ledgerAccounts.balanceKoinu} < 0`);
    expect(negative).toEqual([]);
  });

  it('adds nothing when run again', async () => {
    const again = await seedLargeData(database.db, { scale: SCALE, seed: 7 });
    expect(again.seeded).toBe(false);
    expect(await total(orders)).toBe(LARGE_SEED_COUNTS.orders * SCALE);
  });
});
