import { and, asc, count, eq, getTableName, inArray, sql, type InferInsertModel } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { DEFAULT_DOGE_EUR_RATE } from '@hearth/domain/constants';
import { DEFAULT_SERVICE_FEE_CENTS } from '@hearth/domain/fees';
import type { Db, DbOrTx, Tx } from '../db/database.ts';
import {
  files,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  merchantProfiles,
  orderAddresses,
  orderItems,
  orders,
  paymentIntents,
  payments,
  productDetails,
  productFiles,
  products,
  reviews,
  users,
  walletTransfers,
} from '../db/schema.ts';
import { hashPassword } from '../modules/auth/secrets.ts';
import {
  ensureSystemAccount,
  lockAccounts,
  lockChainHead,
  setChainHead,
} from '../modules/wallet/ledger-repository.ts';
import { bulkInsert, dropForeignKeys, moveSequencePastIds, nextId } from './bulk-insert.ts';
import { DEFAULT_LARGE_SEED, LARGE_SEED_COUNTS, LARGE_SEED_FIXTURES } from './large-data.ts';
import {
  chainLedger,
  createLedgerPlan,
  createRandom,
  planDishes,
  planDishPhotos,
  planOrders,
  planPeople,
  planWallets,
  scaledCount,
  type Customer,
  type LedgerPlan,
  type Random,
} from './large-plan.ts';

/**
 * `npm run seed:large` (decision 029): 10,000 approved chefs in 20 cities, 100,000 dishes, 200,000
 * orders with lines, addresses, payments and reviews, 5,000 customers with DOGE wallets, and the ledger of
 * all their money (decision 040: the orders' euros, the chefs' information fees). The rows are
 * planned in memory from a seeded generator (large-plan.ts) and written by the bulk path (bulk-insert.ts),
 * all in one transaction, so a failure leaves nothing half-written. Ids follow the largest ones already
 * there, so it adds to any database (the demo data too); a database that has the data set already is left
 * as it is.
 */

export interface LargeSeedOptions {
  seed?: number;
  /** Multiplies every count (tests use a small fraction); the benchmark customer keeps its 40 orders. */
  scale?: number;
  /** The service fee the orders are priced with (the app's SERVICE_FEE_CENTS). */
  serviceFeeCents?: number;
  /** EUR per DOGE of the card top-ups (the app's DOGE_EUR_RATE). */
  dogeEurRate?: number;
  /** Progress lines, one per table written; silent by default. */
  log?: (line: string) => void;
}

/** The benchmark accounts as they are in the database: what a script needs to call the API with. */
export interface LargeSeedFixtureIds {
  customerEmail: string;
  password: string;
  customerId: number;
  customerOrders: number;
  chefNickname: string;
  chefEmail: string;
  chefId: number;
  /** The benchmark chef's first active dish. */
  productId: number;
}

export interface LargeSeedSummary {
  /** False when the data set was there already (nothing was written). */
  seeded: boolean;
  /** Rows written per table. */
  counts: Record<string, number>;
  fixtures: LargeSeedFixtureIds;
  ms: number;
}

/** pg_advisory_xact_lock key: two runs at once on one PostgreSQL seed once (the second finds it there). */
const LARGE_SEED_LOCK = 4_202_609;

/** Seeds the large data set unless it is there already (the benchmark accounts exist). */
export async function seedLargeData(db: Db, options: LargeSeedOptions = {}): Promise<LargeSeedSummary> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const writer = new Writer(log, started);
  // argon2 is slow on purpose: one hash, shared by every seeded account, made before any lock is held.
  const passwordHash = await hashPassword(LARGE_SEED_FIXTURES.password);
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LARGE_SEED_LOCK})`);
    if (await findLargeSeedFixtures(tx)) return false;
    await refuseHalfFixtures(tx);
    await writeAll(tx, writer, { ...options, passwordHash });
    return true;
  });
  if (!seeded) {
    log(
      `The large data set is there already (${LARGE_SEED_FIXTURES.customerEmail} exists): nothing written.`,
    );
  }
  const fixtures = (await findLargeSeedFixtures(db))!;
  return { seeded, counts: writer.counts, fixtures, ms: performance.now() - started };
}

/** One benchmark account without the other is not this seed's doing: better to stop than to guess. */
async function refuseHalfFixtures(tx: Tx): Promise<void> {
  const emails = [LARGE_SEED_FIXTURES.customerEmail, LARGE_SEED_FIXTURES.chefEmail];
  const [taken] = await tx.select({ email: users.email }).from(users).where(inArray(users.email, emails));
  if (taken) {
    throw new Error(`${taken.email} exists but the large data set is not complete: seed a fresh database.`);
  }
}

/** Times each step and counts each table's rows, with one progress line apiece. */
class Writer {
  readonly counts: Record<string, number> = {};
  constructor(
    private readonly log: (line: string) => void,
    private readonly started: number,
  ) {}

  async step<T>(what: string, work: () => Promise<T>, rows?: number): Promise<T> {
    const at = performance.now();
    const result = await work();
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    const size = rows === undefined ? '' : `${rows.toLocaleString('en-US')} rows`;
    this.log(
      `  ${what.padEnd(20)} ${size.padStart(13)}  ${seconds(performance.now() - at).padStart(7)}  (${seconds(performance.now() - this.started)} in all)`,
    );
    return result;
  }

  /** Inserts the rows and moves the table's id sequence past them when the seed gave the ids. */
  async insert<T extends PgTable>(tx: Tx, table: T, rows: InferInsertModel<T>[], ownIds = true) {
    const name = getTableName(table);
    await this.step(
      name,
      async () => {
        await bulkInsert(tx, table, rows);
        if (ownIds && rows.length > 0) await moveSequencePastIds(tx, table);
      },
      rows.length,
    );
    this.counts[name] = (this.counts[name] ?? 0) + rows.length;
  }
}

/** Every table the seed writes: their foreign keys are checked once at the end, not row by row. */
const SEEDED_TABLES = [
  users,
  merchantProfiles,
  products,
  productDetails,
  files,
  productFiles,
  orders,
  orderItems,
  orderAddresses,
  paymentIntents,
  payments,
  reviews,
  ledgerAccounts,
  ledgerTransactions,
  ledgerEntries,
  walletTransfers,
];

const DEFAULTS = {
  seed: DEFAULT_LARGE_SEED,
  scale: 1,
  serviceFeeCents: DEFAULT_SERVICE_FEE_CENTS,
  dogeEurRate: DEFAULT_DOGE_EUR_RATE,
};

/**
 * Plans and writes every table in the transaction, parents before children, with the foreign keys checked
 * once at the end. One generator is drawn from in a fixed order, so the seed decides every value.
 */
async function writeAll(
  tx: Tx,
  writer: Writer,
  options: LargeSeedOptions & { passwordHash: string },
): Promise<void> {
  const { seed, scale, serviceFeeCents, dogeEurRate } = { ...DEFAULTS, ...options };
  const random = createRandom(seed);
  const restoreForeignKeys = await dropForeignKeys(tx, SEEDED_TABLES);
  const catalogue = await writeCatalogue(tx, writer, random, { scale, passwordHash: options.passwordHash });
  // Orders and wallets add their money to one plan; it is chained last, in the order it happened.
  const ledger = createLedgerPlan();
  await writeOrders(tx, writer, random, { ...catalogue, serviceFeeCents, ledger });
  const transferRows = await writeWallets(tx, writer, random, catalogue.customers, { dogeEurRate, ledger });
  await writeLedger(tx, writer, ledger);
  await writer.insert(tx, walletTransfers, transferRows);
  await writer.step('foreign keys', restoreForeignKeys);
  // The planner's statistics are those of the empty tables until autovacuum notices: analyze now.
  await writer.step('analyze', () => tx.execute(sql`analyze`));
}

/** The chefs with their approved profiles and dishes, and the customers. */
async function writeCatalogue(
  tx: Tx,
  writer: Writer,
  random: Random,
  input: { scale: number; passwordHash: string },
) {
  const people = planPeople(random, {
    chefCount: scaledCount(LARGE_SEED_COUNTS.chefs, input.scale),
    customerCount: scaledCount(LARGE_SEED_COUNTS.customers, input.scale),
    firstUserId: await nextId(tx, users),
    passwordHash: input.passwordHash,
  });
  await writer.insert(tx, users, people.userRows);
  await writer.insert(tx, merchantProfiles, people.merchantRows, false);
  const dishes = planDishes(random, people.chefs, await nextId(tx, products));
  await writer.insert(tx, products, dishes.productRows);
  await writer.insert(tx, productDetails, dishes.detailRows, false);
  const photos = planDishPhotos(dishes.productRows, {
    fileId: await nextId(tx, files),
    productFileId: await nextId(tx, productFiles),
  });
  await writer.insert(tx, files, photos.fileRows);
  await writer.insert(tx, productFiles, photos.productFileRows);
  return { chefs: people.chefs, customers: people.customers, dishesOf: dishes.dishesOf };
}

/** The orders with their lines, addresses, card payments and reviews; their money goes into the ledger's plan. */
async function writeOrders(
  tx: Tx,
  writer: Writer,
  random: Random,
  input: Pick<
    Parameters<typeof planOrders>[1],
    'chefs' | 'customers' | 'dishesOf' | 'serviceFeeCents' | 'ledger'
  >,
): Promise<void> {
  const first = {
    order: await nextId(tx, orders),
    item: await nextId(tx, orderItems),
    payment: await nextId(tx, payments),
    review: await nextId(tx, reviews),
  };
  // Per customer, as at scale 1, so the benchmark customer has its 40 orders at any scale.
  const orderCount = input.customers.length * (LARGE_SEED_COUNTS.orders / LARGE_SEED_COUNTS.customers);
  const planned = await writer.step('planning orders', async () =>
    planOrders(random, { ...input, orderCount, first }),
  );
  await writer.insert(tx, orders, planned.orderRows);
  await writer.insert(tx, orderItems, planned.itemRows);
  await writer.insert(tx, orderAddresses, planned.addressRows, false);
  await writer.insert(tx, paymentIntents, planned.intentRows, false);
  await writer.insert(tx, payments, planned.paymentRows);
  await writer.insert(tx, reviews, planned.reviewRows);
}

/** The customers' card top-ups (their coins go into the ledger's plan); answers the transfers, written later. */
async function writeWallets(
  tx: Tx,
  writer: Writer,
  random: Random,
  customers: Customer[],
  input: { dogeEurRate: number; ledger: LedgerPlan },
) {
  const wallets = planWallets(random, {
    customers,
    ledger: input.ledger,
    dogeEurRate: input.dogeEurRate,
    first: { transfer: await nextId(tx, walletTransfers), payment: await nextId(tx, payments) },
  });
  await writer.insert(tx, paymentIntents, wallets.intentRows, false);
  await writer.insert(tx, payments, wallets.paymentRows);
  return wallets.transferRows;
}

/**
 * The ledger: the system accounts as the ledger creates them, locked with the chain's head in the ledger's
 * lock order (ledger-service.ts: the accounts moved, then the head) until commit, as every ledger writer
 * does; then every planned transaction chained after the head, the users' accounts written with the sums of
 * their entries, the system accounts' balances moved by theirs, and the head moved to the last entry.
 */
async function writeLedger(tx: Tx, writer: Writer, ledger: LedgerPlan): Promise<void> {
  const systems = ledger.systemAccounts();
  for (const account of systems) {
    account.id = await ensureSystemAccount(tx, account.kind, account.currency);
  }
  const locked = await lockAccounts(
    tx,
    systems.map((a) => a.id!),
  );
  // Their balances go on from the stored ones (the demo data's, say), so the final ones are written whole.
  for (const account of systems) account.balance = locked.find((row) => row.id === account.id)!.balance;
  const head = await lockChainHead(tx);
  const first = {
    account: await nextId(tx, ledgerAccounts),
    transaction: await nextId(tx, ledgerTransactions),
    entry: await nextId(tx, ledgerEntries),
  };
  const chained = await writer.step('planning the ledger', async () => chainLedger(ledger, { head, first }));
  await writer.insert(tx, ledgerAccounts, chained.accountRows);
  await writer.insert(tx, ledgerTransactions, chained.transactionRows);
  await writer.insert(tx, ledgerEntries, chained.entryRows);
  for (const account of systems) {
    await tx
      .update(ledgerAccounts)
      .set({ balance: account.balance })
      .where(eq(ledgerAccounts.id, account.id!));
  }
  await setChainHead(tx, chained.head.seq, chained.head.hash);
}

/**
 * The benchmark accounts of the data set, looked up (undefined when it is not there): the customer and its
 * order count, the chef and its first active dish.
 */
export async function findLargeSeedFixtures(db: DbOrTx): Promise<LargeSeedFixtureIds | undefined> {
  const idOf = async (email: string) =>
    (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id;
  const customerId = await idOf(LARGE_SEED_FIXTURES.customerEmail);
  const chefId = await idOf(LARGE_SEED_FIXTURES.chefEmail);
  if (customerId === undefined || chefId === undefined) return undefined;
  const [dish] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.ownerId, chefId), eq(products.active, true)))
    .orderBy(asc(products.id))
    .limit(1);
  const [mine] = await db.select({ n: count() }).from(orders).where(eq(orders.customerId, customerId));
  return {
    customerEmail: LARGE_SEED_FIXTURES.customerEmail,
    password: LARGE_SEED_FIXTURES.password,
    customerId,
    customerOrders: mine?.n ?? 0,
    chefNickname: LARGE_SEED_FIXTURES.chefNickname,
    chefEmail: LARGE_SEED_FIXTURES.chefEmail,
    chefId,
    productId: dish?.id ?? 0,
  };
}
