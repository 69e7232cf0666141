import { eq, sql, type SQL } from 'drizzle-orm';
import { ALLERGENS, DIETARY_TAGS } from '@hearth/domain/catalogue';
import { calculateFees } from '@hearth/domain/fees';
import { ORDER_COUNTRY_PHONE_CODE, ORDER_PLACE_TYPE } from '@hearth/domain/orders';
import { linePriceCents, unitPriceCents, type PricedDish } from '@hearth/domain/pricing';
import { EMAIL_ADDRESS_TYPE } from '@hearth/domain/wallet';
import type { Db, DbOrTx } from '../db/database.ts';
import { users } from '../db/schema.ts';
import { hashPassword } from '../modules/auth/secrets.ts';
import { entryHash } from '../modules/wallet/ledger-service.ts';
import { ensureAccounts, lockChainHead, setChainHead } from '../modules/wallet/ledger-repository.ts';
import {
  DEFAULT_LARGE_SEED,
  DISH_WORDS,
  FIRST_NAMES,
  LARGE_SEED_CITIES,
  LARGE_SEED_COUNTS,
  LARGE_SEED_EMAIL_DOMAIN,
  LARGE_SEED_FIXTURES,
  LARGE_SEED_KITCHEN_TYPES,
  LAST_NAMES,
} from './large-data.ts';

/**
 * `npm run seed:large` (issue 9, decision 029): 10,000 approved chefs in 20 cities, 100,000 dishes, 200,000
 * orders with lines, addresses, payments and reviews, and 5,000 customers with DOGE wallets, written by the
 * bulk path: rows are made in memory from a seeded random generator, priced by packages/domain, and sent
 * as a few columns of arrays per statement (INSERT ... SELECT FROM unnest), thousands of rows at a time,
 * in one transaction. Ids follow the largest existing ones, so it adds to any database (the demo data
 * too); the same seed on a fresh database gives the same rows and ids. A database that has the data
 * already is left as it is.
 */

export interface LargeSeedOptions {
  seed?: number;
  /** Multiplies every count (tests use a small fraction). */
  scale?: number;
  /** Progress lines; silent by default. */
  log?: (line: string) => void;
}

export interface LargeSeedSummary {
  seeded: boolean;
  counts: Record<string, number>;
  ms: number;
}

/** The time the data is laid out around: orders before it, bookings after it. */
const SEED_NOW = Date.UTC(2026, 10, 1, 12);
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const ROWS_PER_STATEMENT = 5_000;
const KOINU = 100_000_000;

/** mulberry32: a small, fast, seeded generator; the same seed gives the same sequence. */
function randomFrom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  return { next, int, pick };
}

type Random = ReturnType<typeof randomFrom>;

interface Column {
  name: string;
  /** The PostgreSQL type of the array element sent. */
  type: 'int' | 'bigint' | 'text' | 'bool' | 'timestamptz';
  /** A cast after unnest, for values sent as text: array literals (text[]) and JSON (jsonb). */
  as?: 'text[]' | 'jsonb';
}

/** Inserts rows (values in the order of `columns`), ROWS_PER_STATEMENT at a time, one array per column. */
async function bulkInsert(db: DbOrTx, table: string, columns: Column[], rows: unknown[][]): Promise<void> {
  const names = sql.raw(columns.map((c) => `"${c.name}"`).join(', '));
  const aliases = sql.raw(columns.map((_, i) => `c${i}`).join(', '));
  const selected = sql.raw(columns.map((c, i) => (c.as ? `c${i}::${c.as}` : `c${i}`)).join(', '));
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const batch = rows.slice(start, start + ROWS_PER_STATEMENT);
    const arrays: SQL[] = columns.map(
      (c, i) => sql`${sql.param(batch.map((row) => row[i]))}::${sql.raw(c.type)}[]`,
    );
    await db.execute(
      sql`insert into ${sql.identifier(table)} (${names}) select ${selected} from unnest(${sql.join(arrays, sql`, `)}) as t(${aliases})`,
    );
  }
}

/** The next free id of a table (ids are given explicitly, then the table's sequence is moved past them). */
async function nextId(db: DbOrTx, table: string): Promise<number> {
  const result = await db.execute<{ next: number }>(
    sql`select coalesce(max(id), 0)::int + 1 as next from ${sql.identifier(table)}`,
  );
  return Number(result.rows[0]!.next);
}

async function moveSequence(db: DbOrTx, table: string): Promise<void> {
  await db.execute(
    sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select coalesce(max(id), 1) from ${sql.identifier(table)}))`,
  );
}

const chefEmail = (n: number) =>
  n === 0 ? LARGE_SEED_FIXTURES.chefEmail : `chef-${n}@${LARGE_SEED_EMAIL_DOMAIN}`;
const customerEmail = (n: number) =>
  n === 0 ? LARGE_SEED_FIXTURES.customerEmail : `customer-${n}@${LARGE_SEED_EMAIL_DOMAIN}`;
const iso = (ms: number) => new Date(ms).toISOString();
const arrayLiteral = (list: readonly string[]) => `{${list.join(',')}}`;
const scaled = (count: number, scale: number) => Math.max(1, Math.round(count * scale));

interface Chef {
  id: number;
  hourRateCents: number;
  kitchenTypes: string[];
  city: string;
}

interface Dish {
  id: number;
  chef: Chef;
  title: string;
  description: string;
  active: boolean;
  pricing: PricedDish;
}

export async function seedLargeData(db: Db, options: LargeSeedOptions = {}): Promise<LargeSeedSummary> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const scale = options.scale ?? 1;
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, LARGE_SEED_FIXTURES.customerEmail));
  if (existing) {
    log(`The large data set is there already (${LARGE_SEED_FIXTURES.customerEmail} exists): nothing to do.`);
    return { seeded: false, counts: {}, ms: performance.now() - started };
  }
  const random = randomFrom(options.seed ?? DEFAULT_LARGE_SEED);
  const passwordHash = await hashPassword(LARGE_SEED_FIXTURES.password);
  const counts: Record<string, number> = {};
  const phase = async (name: string, work: () => Promise<number>) => {
    const at = performance.now();
    counts[name] = await work();
    log(`  ${name}: ${counts[name]} rows in ${((performance.now() - at) / 1000).toFixed(1)} s`);
  };

  await db.transaction(async (tx) => {
    const chefCount = scaled(LARGE_SEED_COUNTS.chefs, scale);
    const customerCount = scaled(LARGE_SEED_COUNTS.customers, scale);
    const chefs: Chef[] = [];
    const customers: number[] = [];
    await phase('users', async () => {
      const first = await nextId(tx, 'users');
      const rows = [];
      for (let i = 0; i < chefCount + customerCount; i += 1) {
        const isChef = i < chefCount;
        const n = isChef ? i : i - chefCount;
        const id = first + i;
        const city = isChef
          ? LARGE_SEED_CITIES[n % LARGE_SEED_CITIES.length]!
          : random.pick(LARGE_SEED_CITIES);
        const email = isChef ? chefEmail(n) : customerEmail(n);
        const nickname = isChef ? (n === 0 ? LARGE_SEED_FIXTURES.chefNickname : `bench-chef-${n}`) : null;
        const created = SEED_NOW - 400 * DAY + i * MINUTE;
        rows.push([
          id,
          email,
          passwordHash,
          random.pick(FIRST_NAMES),
          random.pick(LAST_NAMES),
          nickname,
          city,
          random.next() < 0.5 ? 'en' : 'lt',
          iso(created),
          iso(created),
        ]);
        if (isChef) {
          const types = new Set([LARGE_SEED_KITCHEN_TYPES[n % LARGE_SEED_KITCHEN_TYPES.length]!]);
          for (let t = random.int(0, 2); t > 0; t -= 1) types.add(random.pick(LARGE_SEED_KITCHEN_TYPES));
          chefs.push({ id, hourRateCents: random.int(6, 30) * 50, kitchenTypes: [...types], city });
        } else customers.push(id);
      }
      await bulkInsert(
        tx,
        'users',
        [
          { name: 'id', type: 'int' },
          { name: 'email', type: 'text' },
          { name: 'password_hash', type: 'text' },
          { name: 'first_name', type: 'text' },
          { name: 'last_name', type: 'text' },
          { name: 'nickname', type: 'text' },
          { name: 'city', type: 'text' },
          { name: 'language', type: 'text' },
          { name: 'created_at', type: 'timestamptz' },
          { name: 'updated_at', type: 'timestamptz' },
        ],
        rows,
      );
      await moveSequence(tx, 'users');
      return rows.length;
    });

    await phase('merchant_profiles', async () => {
      const rows = chefs.map((chef, n) => {
        const submitted = SEED_NOW - 300 * DAY + n * 10 * MINUTE;
        return [
          chef.id,
          'approved',
          chef.hourRateCents,
          arrayLiteral(chef.kitchenTypes),
          `Home cooking from ${chef.city}: ${chef.kitchenTypes.join(', ')}.`,
          iso(submitted),
          iso(submitted + DAY),
          iso(submitted + DAY),
        ];
      });
      await bulkInsert(
        tx,
        'merchant_profiles',
        [
          { name: 'user_id', type: 'int' },
          { name: 'status', type: 'text' },
          { name: 'hour_rate_cents', type: 'int' },
          { name: 'kitchen_types', type: 'text', as: 'text[]' },
          { name: 'about', type: 'text' },
          { name: 'submitted_at', type: 'timestamptz' },
          { name: 'decided_at', type: 'timestamptz' },
          { name: 'updated_at', type: 'timestamptz' },
        ],
        rows,
      );
      return rows.length;
    });

    const dishes: Dish[] = [];
    const dishesOf = new Map<number, Dish[]>();
    await phase('products', async () => {
      const first = await nextId(tx, 'products');
      const products = [];
      const details = [];
      for (const chef of chefs) {
        const own: Dish[] = [];
        for (let j = 0; j < LARGE_SEED_COUNTS.dishesPerChef; j += 1) {
          const id = first + dishes.length;
          const timeBased = random.next() < 0.4;
          const minutes = random.int(2, 16) * 15;
          const servings = random.int(1, 4);
          const pricing: PricedDish = {
            priceCents: timeBased ? null : random.int(8, 60) * 50,
            preparationMinutes: minutes,
            hourRateCents: timeBased ? chef.hourRateCents : null,
            baseServings: servings,
          };
          const title = `${random.pick(DISH_WORDS.first)} ${random.pick(DISH_WORDS.second)} ${random.pick(DISH_WORDS.third)}`;
          const description = `${title}, cooked in your kitchen for ${servings} ${servings === 1 ? 'person' : 'people'}.`;
          // The first chef's dishes are all on sale; elsewhere one in twenty is withdrawn.
          const active = chef === chefs[0] || random.next() >= 0.05;
          const dish = { id, chef, title, description, active, pricing };
          dishes.push(dish);
          own.push(dish);
          const created = SEED_NOW - 250 * DAY + (dishes.length % 100_000) * MINUTE;
          products.push([
            id,
            chef.id,
            title,
            description,
            pricing.priceCents,
            active,
            iso(created),
            iso(created),
          ]);
          const allergens = ALLERGENS.filter(() => random.next() < 0.15);
          const tags = DIETARY_TAGS.filter(() => random.next() < 0.1);
          details.push([
            id,
            chef.kitchenTypes[j % chef.kitchenTypes.length],
            minutes,
            `Prepared at your home in about ${minutes} minutes.`,
            JSON.stringify({ [random.pick(DISH_WORDS.second)]: random.int(1, 10) * 100, salt: 5 }),
            random.int(200, 1200),
            servings,
            timeBased,
            arrayLiteral(allergens),
            arrayLiteral(tags),
            iso(created),
          ]);
        }
        dishesOf.set(chef.id, own);
      }
      await bulkInsert(
        tx,
        'products',
        [
          { name: 'id', type: 'int' },
          { name: 'owner_id', type: 'int' },
          { name: 'title', type: 'text' },
          { name: 'description', type: 'text' },
          { name: 'price_cents', type: 'int' },
          { name: 'active', type: 'bool' },
          { name: 'created_at', type: 'timestamptz' },
          { name: 'updated_at', type: 'timestamptz' },
        ],
        products,
      );
      await moveSequence(tx, 'products');
      await bulkInsert(
        tx,
        'product_details',
        [
          { name: 'product_id', type: 'int' },
          { name: 'kitchen_type', type: 'text' },
          { name: 'preparation_minutes', type: 'int' },
          { name: 'preparation_description', type: 'text' },
          { name: 'ingredients', type: 'text', as: 'jsonb' },
          { name: 'calories', type: 'int' },
          { name: 'servings_number', type: 'int' },
          { name: 'time_based', type: 'bool' },
          { name: 'allergens', type: 'text', as: 'text[]' },
          { name: 'dietary_tags', type: 'text', as: 'text[]' },
          { name: 'updated_at', type: 'timestamptz' },
        ],
        details,
      );
      return products.length;
    });

    await phase('orders', () => insertOrders(tx, random, { chefs, customers, dishesOf, scale }));
    await phase('ledger_entries', () => insertWallets(tx, random, customers));
    await tx.execute(sql`analyze`);
  });
  log(`  (analyzed)`);
  return { seeded: true, counts, ms: performance.now() - started };
}

type OrderStatus = 'placed' | 'confirmed' | 'delivered' | 'completed' | 'cancelled';

/** A status by the usual shares of a running marketplace: most orders are long done. */
function orderStatus(random: Random): OrderStatus {
  const r = random.next();
  return r < 0.05
    ? 'placed'
    : r < 0.12
      ? 'confirmed'
      : r < 0.45
        ? 'delivered'
        : r < 0.9
          ? 'completed'
          : 'cancelled';
}

/** Orders with their lines, addresses, card payments (intent + payment) and reviews; returns the orders. */
async function insertOrders(
  tx: DbOrTx,
  random: Random,
  input: { chefs: Chef[]; customers: number[]; dishesOf: Map<number, Dish[]>; scale: number },
): Promise<number> {
  const orderCount = input.customers.length * (LARGE_SEED_COUNTS.orders / LARGE_SEED_COUNTS.customers);
  // One statement at a time: a transaction is one connection.
  const firstOrder = await nextId(tx, 'orders');
  const firstItem = await nextId(tx, 'order_items');
  const firstPayment = await nextId(tx, 'payments');
  const firstReview = await nextId(tx, 'reviews');
  const orders = [];
  const items = [];
  const addresses = [];
  const intents = [];
  const payments = [];
  const reviews = [];
  for (let k = 0; k < orderCount; k += 1) {
    const id = firstOrder + k;
    // Customer k mod n: every customer has the same number of orders (40 at scale 1).
    const customerId = input.customers[k % input.customers.length]!;
    const chef = input.chefs[Math.floor(random.next() * input.chefs.length)]!;
    const own = input.dishesOf.get(chef.id)!;
    const lines = new Map<Dish, number>();
    for (let n = random.int(1, 3); n > 0; n -= 1) lines.set(random.pick(own), random.int(1, 3));
    const payInCash = random.next() < 0.3;
    const fees = calculateFees(
      [...lines].map(([dish, volume]) => ({ dish: dish.pricing, volume })),
      { payInCash },
    );
    const status = orderStatus(random);
    const upcoming = status === 'placed' || status === 'confirmed';
    const created = upcoming ? SEED_NOW - random.int(1, 10) * DAY : SEED_NOW - random.int(20, 380) * DAY;
    const booked = upcoming ? SEED_NOW + random.int(2, 40) * DAY : created + random.int(2, 14) * DAY;
    const paid = status !== 'cancelled' && (status !== 'placed' || random.next() < 0.5);
    const paidAt = paid ? created + 10 * MINUTE : null;
    const confirmedAt = status === 'placed' || status === 'cancelled' ? null : created + 2 * 60 * MINUTE;
    const deliveredAt = status === 'delivered' || status === 'completed' ? booked + 3 * 60 * MINUTE : null;
    const cancelledAt = status === 'cancelled' ? created + DAY : null;
    orders.push([
      id,
      `b${String(id).padStart(7, '0')}-0000-4000-8000-${String(k).padStart(12, '0')}`,
      customerId,
      chef.id,
      status,
      payInCash,
      random.next() < 0.2,
      random.next() < 0.5,
      iso(booked),
      fees.subtotal,
      fees.serviceFee,
      fees.governmentFee,
      fees.paymentGatewayFee,
      fees.chefIncentive,
      fees.onlineAmount,
      fees.totalAmount,
      random.next() < 0.5 ? 'en' : 'lt',
      paidAt === null ? null : iso(paidAt),
      confirmedAt === null ? null : iso(confirmedAt),
      deliveredAt === null ? null : iso(deliveredAt),
      cancelledAt === null ? null : iso(cancelledAt),
      cancelledAt === null ? null : 'customer',
      cancelledAt === null ? null : 0,
      iso(created),
      iso(deliveredAt ?? cancelledAt ?? paidAt ?? created),
    ]);
    for (const [dish, volume] of lines) {
      items.push([
        firstItem + items.length,
        id,
        dish.id,
        volume,
        dish.title,
        dish.description,
        dish.pricing.priceCents,
        dish.pricing.preparationMinutes,
        dish.pricing.hourRateCents,
        dish.pricing.baseServings,
        unitPriceCents(dish.pricing),
        linePriceCents(dish.pricing, volume),
        iso(created),
      ]);
    }
    addresses.push([
      id,
      ORDER_COUNTRY_PHONE_CODE,
      `LT-${random.int(10_000, 99_999)}`,
      `${chef.city} county`,
      chef.city,
      `3706${random.int(1_000_000, 9_999_999)}`,
      `Gatvės g. ${random.int(1, 120)}, ${chef.city}`,
      'Home',
      ORDER_PLACE_TYPE,
      iso(created),
    ]);
    if (paidAt !== null) {
      const intentId = `ti_bench_${id}`;
      intents.push([
        intentId,
        id,
        customerId,
        fees.onlineAmount,
        `${intentId}_secret`,
        `order:${id}:${fees.onlineAmount}`,
        'test',
        'order',
        'succeeded',
        iso(paidAt),
      ]);
      payments.push([
        firstPayment + payments.length,
        intentId,
        `te_bench_${id}`,
        'test',
        id,
        customerId,
        fees.onlineAmount,
        iso(paidAt),
      ]);
    }
    if (deliveredAt !== null && random.next() < 0.5) {
      const r = random.next();
      const rating = r < 0.6 ? 5 : r < 0.95 ? 4 : 3;
      reviews.push([
        firstReview + reviews.length,
        id,
        customerId,
        chef.id,
        rating,
        rating === 5 ? 'Wonderful, would book again.' : 'Good food, a little late.',
        iso(deliveredAt + DAY),
      ]);
    }
  }
  const at = (name: string, type: Column['type'], as?: Column['as']): Column => ({ name, type, as });
  await bulkInsert(
    tx,
    'orders',
    [
      at('id', 'int'),
      at('sid', 'text'),
      at('customer_id', 'int'),
      at('chef_id', 'int'),
      at('status', 'text'),
      at('pay_in_cash', 'bool'),
      at('catering_required', 'bool'),
      at('self_delivery', 'bool'),
      at('service_delivery_date', 'timestamptz'),
      at('subtotal_cents', 'int'),
      at('service_fee_cents', 'int'),
      at('government_fee_cents', 'int'),
      at('payment_gateway_fee_cents', 'int'),
      at('chef_incentive_cents', 'int'),
      at('online_amount_cents', 'int'),
      at('total_amount_cents', 'int'),
      at('language', 'text'),
      at('paid_at', 'timestamptz'),
      at('confirmed_at', 'timestamptz'),
      at('delivered_at', 'timestamptz'),
      at('cancelled_at', 'timestamptz'),
      at('cancelled_by', 'text'),
      at('refund_cents', 'int'),
      at('created_at', 'timestamptz'),
      at('updated_at', 'timestamptz'),
    ],
    orders,
  );
  await bulkInsert(
    tx,
    'order_items',
    [
      at('id', 'int'),
      at('order_id', 'int'),
      at('product_id', 'int'),
      at('volume', 'int'),
      at('title', 'text'),
      at('description', 'text'),
      at('price_cents', 'int'),
      at('preparation_minutes', 'int'),
      at('hour_rate_cents', 'int'),
      at('servings_number', 'int'),
      at('unit_price_cents', 'int'),
      at('line_total_cents', 'int'),
      at('created_at', 'timestamptz'),
    ],
    items,
  );
  await bulkInsert(
    tx,
    'order_addresses',
    [
      at('order_id', 'int'),
      at('country_phone_code', 'int'),
      at('postal_code', 'text'),
      at('state', 'text'),
      at('city', 'text'),
      at('phone', 'text'),
      at('formatted_address', 'text'),
      at('title', 'text'),
      at('place_type', 'int'),
      at('updated_at', 'timestamptz'),
    ],
    addresses,
  );
  await bulkInsert(
    tx,
    'payment_intents',
    [
      at('id', 'text'),
      at('order_id', 'int'),
      at('user_id', 'int'),
      at('amount_cents', 'int'),
      at('client_secret', 'text'),
      at('idempotency_key', 'text'),
      at('provider', 'text'),
      at('purpose', 'text'),
      at('status', 'text'),
      at('created_at', 'timestamptz'),
    ],
    intents,
  );
  await bulkInsert(
    tx,
    'payments',
    [
      at('id', 'int'),
      at('intent_id', 'text'),
      at('event_id', 'text'),
      at('provider', 'text'),
      at('order_id', 'int'),
      at('user_id', 'int'),
      at('amount_cents', 'int'),
      at('created_at', 'timestamptz'),
    ],
    payments,
  );
  await bulkInsert(
    tx,
    'reviews',
    [
      at('id', 'int'),
      at('order_id', 'int'),
      at('customer_id', 'int'),
      at('chef_id', 'int'),
      at('rating', 'int'),
      at('comment', 'text'),
      at('created_at', 'timestamptz'),
    ],
    reviews,
  );
  for (const table of ['orders', 'order_items', 'payments', 'reviews']) await moveSequence(tx, table);
  return orders.length;
}

/**
 * Every customer buys DOGE by card once, then sends some to another customer: balanced transactions whose
 * entries join the one hash chain after its current head, hashed as the ledger hashes them; the balances
 * are the sums of the entries (the platform's goes negative: it is the other side of card top-ups).
 */
async function insertWallets(tx: DbOrTx, random: Random, customers: number[]): Promise<number> {
  const accounts = await ensureAccounts(tx, customers);
  const head = await lockChainHead(tx);
  const firstTransaction = await nextId(tx, 'ledger_transactions');
  const firstEntry = await nextId(tx, 'ledger_entries');
  const firstTransfer = await nextId(tx, 'wallet_transfers');
  const transactions: unknown[][] = [];
  const entries: unknown[][] = [];
  const transfers: unknown[][] = [];
  const balances = new Map<number, number>();
  let prev = { seq: head.lastSeq, hash: head.lastHash };
  const post = (kind: string, key: string, at: number, moves: [number, number][]) => {
    const transactionId = firstTransaction + transactions.length;
    transactions.push([transactionId, kind, key, iso(at)]);
    for (const [accountId, amountKoinu] of moves) {
      const fields = {
        seq: prev.seq + 1,
        transactionId,
        accountId,
        amountKoinu,
        createdAt: new Date(at),
        prevHash: prev.hash,
      };
      const hash = entryHash(fields);
      entries.push([
        firstEntry + entries.length,
        fields.seq,
        transactionId,
        accountId,
        amountKoinu,
        iso(at),
        prev.hash,
        hash,
      ]);
      balances.set(accountId, (balances.get(accountId) ?? 0) + amountKoinu);
      prev = { seq: fields.seq, hash };
    }
    return transactionId;
  };
  const bought = new Map<number, number>();
  customers.forEach((userId, i) => {
    const amount = random.int(50, 2_000) * KOINU;
    bought.set(userId, amount);
    post('top_up', `bench:top-up:${userId}`, SEED_NOW - 200 * DAY + i * MINUTE, [
      [accounts.system.platform, -amount],
      [accounts.users.get(userId)!, amount],
    ]);
  });
  customers.forEach((sender, i) => {
    const r = (i + 17) % customers.length;
    const recipient = customers[r]!;
    if (recipient === sender) return;
    const amount = Math.floor((bought.get(sender)! * random.int(1, 20)) / 100);
    const at = SEED_NOW - 100 * DAY + i * MINUTE;
    const transactionId = post('transfer', `bench:transfer:${sender}`, at, [
      [accounts.users.get(sender)!, -amount],
      [accounts.users.get(recipient)!, amount],
    ]);
    transfers.push([
      firstTransfer + transfers.length,
      sender,
      EMAIL_ADDRESS_TYPE,
      customerEmail(r),
      recipient,
      amount,
      'completed',
      transactionId,
      iso(at - MINUTE),
      iso(at),
    ]);
  });
  await bulkInsert(
    tx,
    'ledger_transactions',
    [
      { name: 'id', type: 'int' },
      { name: 'kind', type: 'text' },
      { name: 'idempotency_key', type: 'text' },
      { name: 'created_at', type: 'timestamptz' },
    ],
    transactions,
  );
  await bulkInsert(
    tx,
    'ledger_entries',
    [
      { name: 'id', type: 'int' },
      { name: 'seq', type: 'bigint' },
      { name: 'transaction_id', type: 'int' },
      { name: 'account_id', type: 'int' },
      { name: 'amount_koinu', type: 'bigint' },
      { name: 'created_at', type: 'timestamptz' },
      { name: 'prev_hash', type: 'text' },
      { name: 'hash', type: 'text' },
    ],
    entries,
  );
  await bulkInsert(
    tx,
    'wallet_transfers',
    [
      { name: 'id', type: 'int' },
      { name: 'sender_id', type: 'int' },
      { name: 'recipient_type', type: 'int' },
      { name: 'recipient_address', type: 'text' },
      { name: 'recipient_user_id', type: 'int' },
      { name: 'amount_koinu', type: 'bigint' },
      { name: 'status', type: 'text' },
      { name: 'ledger_transaction_id', type: 'int' },
      { name: 'created_at', type: 'timestamptz' },
      { name: 'completed_at', type: 'timestamptz' },
    ],
    transfers,
  );
  const ids = [...balances.keys()];
  await tx.execute(
    sql`update ledger_accounts a set balance_koinu = a.balance_koinu + d.amount from unnest(${sql.param(ids)}::int[], ${sql.param(ids.map((id) => balances.get(id)!))}::bigint[]) as d(id, amount) where a.id = d.id`,
  );
  for (const table of ['ledger_transactions', 'ledger_entries', 'wallet_transfers'])
    await moveSequence(tx, table);
  await setChainHead(tx, prev.seq, prev.hash);
  return entries.length;
}
