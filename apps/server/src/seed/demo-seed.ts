import { createHash, randomUUID } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { bookingMinutes } from '@hearth/domain/availability';
import { calculateFees } from '@hearth/domain/fees';
import { orderMoney } from '@hearth/domain/order-money';
import { KOINU_PER_DOGE } from '@hearth/domain/wallet';
import { ORDER_COUNTRY_PHONE_CODE, ORDER_PLACE_TYPE } from '@hearth/domain/orders';
import { linePriceCents, unitPriceCents, type PricedDish } from '@hearth/domain/pricing';
import { changeFolder, type Db, type DbOrTx } from '../db/database.ts';
import { copyFolder, snapshotIsCurrent, snapshotKey, SNAPSHOT_DIR } from '../db/pglite-snapshot.ts';
import {
  files,
  chefAvailability,
  chefScheduleWindows,
  demoSnapshot,
  merchantProfiles,
  orderAddresses,
  orderItems,
  orders,
  paymentIntents,
  payments,
  productDetails,
  productFiles,
  products,
  users,
} from '../db/schema.ts';
import { ARGON2, hashPassword } from '../modules/auth/secrets.ts';
import { amountColumns } from '../modules/orders/order-model.ts';
import { bookPayment, bookRelease, chargeInformationFee } from '../modules/orders/order-ledger.ts';
import { accountsOf, postTransaction } from '../modules/wallet/ledger-service.ts';
import { avatarKey, unguessableToken } from '../modules/files/files-service.ts';
import { thumbnailName } from '../modules/catalogue/product-model.ts';
import { findTimeColumns, moveDemoData, withoutTriggers } from './demo-snapshot.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import {
  ALL_DEMO_ACCOUNTS,
  DEMO_ACCOUNTS,
  DEMO_DELIVERED_ORDERS,
  DEMO_PASSWORD,
  type DemoAccount,
  type DemoDish,
} from './demo-data.ts';
import {
  DEMO_PICTURE_CACHE,
  DISH_IMAGE,
  mapPool,
  renderAvatar,
  renderDishPicture,
  type AvatarPicture,
  type DishPicture,
} from './demo-images.ts';

export { ALL_DEMO_ACCOUNTS, DEMO_ACCOUNTS, DEMO_CHEFS, DEMO_PASSWORD } from './demo-data.ts';
export type { DemoAccount, DemoChef, DemoDish } from './demo-data.ts';

export interface SeedSummary {
  users: number;
  chefs: number;
  dishes: number;
  /** Dish pictures (each stored twice: display size and thumbnail). */
  images: number;
  /** Seeded row by row, or adopted from a copy of the build's demo snapshot. */
  source: 'seeded' | 'adopted';
  ms: number;
}

export interface SeedOptions {
  /** The time of the seed (timestamps are spread back from it); now by default. */
  now?: Date;
}

const JPEG = 'image/jpeg';
/** Pictures rendered (libvips threads) and files written at a time: a small pool for a 2-core machine. */
const RENDER_POOL = 4;
const WRITE_POOL = 8;
/** pg_advisory_xact_lock key: instances starting together on one PostgreSQL seed once. */
const SEED_LOCK = 4_202_604;

interface PlannedDish {
  account: DemoAccount;
  dish: DemoDish;
  /** Position among all dishes (0 = the first listed). */
  index: number;
}

interface PlannedImage {
  dish: PlannedDish;
  variant: number;
}

function plan() {
  const chefs = ALL_DEMO_ACCOUNTS.filter((a) => a.chef);
  const dishes: PlannedDish[] = chefs.flatMap((account) =>
    account.chef!.dishes.map((dish) => ({ account, dish, index: 0 })),
  );
  dishes.forEach((d, i) => (d.index = i));
  const images: PlannedImage[] = dishes.flatMap((dish) =>
    Array.from({ length: dish.dish.images }, (_, variant) => ({ dish, variant })),
  );
  return { chefs, dishes, images };
}

/**
 * Renders every picture of the demo data (the dishes' and the chefs'), for the build to keep in the demo
 * picture cache (demo-images.ts) before any start needs them; resolves to how many it rendered.
 */
export async function renderDemoPictures(): Promise<number> {
  const { chefs, images } = plan();
  await mapPool(images, RENDER_POOL, (image) =>
    renderDishPicture(
      image.dish.dish,
      image.variant,
      `${image.dish.account.firstName} ${image.dish.account.lastName}`,
    ),
  );
  await mapPool(chefs, RENDER_POOL, (a) => renderAvatar(a.firstName, a.lastName));
  return images.length * 2 + chefs.length * 2;
}

/**
 * The demo accounts' password hash as the build made it, beside the demo pictures: a cold start then neither
 * loads argon2 nor spends a hash on a password that the README publishes (decision 077). The file names the
 * password and the hash's parameters it was made for; when it is missing or made for others, the seed hashes
 * the password itself, as before. Every install from one build shares the hash's salt: the salt keeps a
 * secret password's hash from being looked up, and this password is no secret.
 */
const DEMO_PASSWORD_FILE = path.join(DEMO_PICTURE_CACHE, 'demo-password.json');

function demoPasswordKey(): string {
  return createHash('sha256').update(JSON.stringify({ DEMO_PASSWORD, ARGON2 })).digest('hex');
}

/** Writes the demo password's hash for the starts to come (the build, with the demo pictures). */
export async function writeDemoPasswordHash(file = DEMO_PASSWORD_FILE): Promise<void> {
  const hash = await hashPassword(DEMO_PASSWORD);
  writeFileSync(`${file}.partial`, `${JSON.stringify({ key: demoPasswordKey(), hash })}\n`);
  renameSync(`${file}.partial`, file);
}

/** The build's hash of the demo password when it is there and made for today's password and parameters. */
export async function demoPasswordHash(file = DEMO_PASSWORD_FILE): Promise<string> {
  try {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as { key?: unknown; hash?: unknown };
    if (kept.key === demoPasswordKey() && typeof kept.hash === 'string' && kept.hash.startsWith('$argon2id$'))
      return kept.hash;
  } catch {
    // Not there (the tests, before any build) or unreadable: hashed below.
  }
  return hashPassword(DEMO_PASSWORD);
}

/** Whether any user exists: exists, not count, so a restart of a large marketplace reads one row of users. */
const ANY_USER = sql`exists (select from ${users})`;

async function hasUsers(db: DbOrTx): Promise<boolean> {
  const result = await db.execute<{ has_users: boolean }>(sql`select ${ANY_USER} as has_users`);
  return result.rows[0]?.has_users === true;
}

/** Ids reserved from a serial column's sequence, so rows and storage keys can be made before inserting. */
async function reserveIds(db: DbOrTx, table: 'products' | 'files', n: number): Promise<number[]> {
  if (n === 0) return [];
  const result = await db.execute<{ id: number }>(
    sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id from generate_series(1, ${n})`,
  );
  return result.rows.map((r) => Number(r.id));
}

const MINUTE = 60_000;

/**
 * Seeds the demo data (demo-data.ts) when the database has no users yet: the accounts, approved chef
 * profiles with avatars, their dishes with details and generated pictures in the storage. All rows go in one
 * transaction; the pictures are rendered while the database works. A database copied from the build's demo
 * snapshot (a fresh embedded DATA_DIR) already has the rows, seeded at the build's time: it is adopted instead
 * (adoptDemoSnapshot), which moves them to this start's time and gives them their own tokens and pictures.
 * Returns what it made, or null when the database already had its users (so a restart, or a second
 * instance, changes nothing).
 */
export async function seedDemoData(
  db: Db,
  storage: FileStorage,
  options: SeedOptions = {},
): Promise<SeedSummary | null> {
  const state = await demoState(db);
  if (state.snapshotSeededAt) return adoptDemoSnapshot(db, storage, options);
  if (state.hasUsers) return null;
  const startedAt = performance.now();
  const now = options.now ?? new Date();
  const rendering = renderAll();
  const passwordHash = await demoPasswordHash();

  const written: string[] = [];
  try {
    const seeded = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
      if (await hasUsers(tx)) return false;
      await insertDemoRows(tx, now, passwordHash, rendering);
      const pictures = demoPictures(await readPictureRows(tx), await rendering);
      await putPictures(storage, pictures, written);
      return true;
    });
    if (!seeded) return null;
  } catch (error) {
    // The rows were rolled back: remove the pictures written so far.
    await removeWritten(storage, written);
    throw error;
  }
  return summarize(startedAt, 'seeded');
}

/**
 * Makes a copy of the build's demo snapshot this install's own, once (decision 089): in one transaction, every
 * time of the demo data moved by the time between the snapshot's seed and now (as if seeded now), the ledger's
 * hash chain recomputed over the moved times, new random tokens for the avatars, the pictures' file names and
 * the orders' public ids, the pictures written to the storage, and the snapshot's row deleted. Nothing else
 * differs from a database seeded now (demo-snapshot.test.ts compares the two).
 */
async function adoptDemoSnapshot(
  db: Db,
  storage: FileStorage,
  options: SeedOptions,
): Promise<SeedSummary | null> {
  const startedAt = performance.now();
  const now = options.now ?? new Date();
  const rendering = renderAll();
  const written: string[] = [];
  try {
    const adopted = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
      const [row] = await tx.delete(demoSnapshot).returning();
      if (!row) return false;
      const renewed = renewTokens(await readPictureRows(tx));
      // The pictures go to the storage (libuv's threads) while the database moves the rows.
      const writing = rendering.then((rendered) =>
        putPictures(storage, demoPictures(renewed, rendered), written),
      );
      writing.catch(() => {}); // awaited below; this only keeps an early failure from being "unhandled"
      try {
        await withoutTriggers(tx, async () => {
          await moveDemoData(tx, row.times, now.getTime() - row.seededAt.getTime());
          await saveTokens(tx, renewed);
        });
      } finally {
        // Every picture written (or failed) before the transaction ends: a failure removes all of them.
        await writing.catch(() => {});
      }
      await writing;
      return true;
    });
    if (!adopted) return null;
  } catch (error) {
    await removeWritten(storage, written);
    throw error;
  }
  return summarize(startedAt, 'adopted');
}

/**
 * The build's demo snapshot (dist/pglite-demo-snapshot, `npm run build`): a database made from the schema's
 * snapshot with the demo rows seeded at `now` and the snapshot's row that marks them as not yet adopted. No
 * picture is written (each start writes its own, under its own tokens).
 */
export async function seedDemoSnapshot(db: Db, now = new Date()): Promise<void> {
  const passwordHash = await demoPasswordHash();
  await db.transaction(async (tx) => {
    if (await hasUsers(tx)) throw new Error('The demo snapshot is made from an empty database');
    await insertDemoRows(tx, now, passwordHash, renderAll());
    await tx.insert(demoSnapshot).values({ seededAt: now, times: await findTimeColumns(tx) });
  });
}

/**
 * Makes the build's demo snapshot folder (`npm run build`): a copy of the schema's snapshot folder, which must
 * be current, with the demo rows seeded into it at the build's time, written out and closed.
 */
export async function createDemoFolder(folder: string, schemaFolder = SNAPSHOT_DIR): Promise<void> {
  if (!snapshotIsCurrent(snapshotKey(), schemaFolder))
    throw new Error(`The schema's snapshot ${schemaFolder} is missing or not current: build it first`);
  await copyFolder(schemaFolder, folder);
  await changeFolder(folder, (database) => seedDemoSnapshot(database.db));
}

/** Whether the database has users, and the time of the demo snapshot it was copied from, if not adopted yet. */
async function demoState(db: DbOrTx): Promise<{ hasUsers: boolean; snapshotSeededAt: Date | null }> {
  const result = await db.execute<{ has_users: boolean; seeded_at: string | Date | null }>(
    sql`select ${ANY_USER} as has_users,
               (select ${demoSnapshot.seededAt} from ${demoSnapshot} limit 1) as seeded_at`,
  );
  const row = result.rows[0];
  return {
    hasUsers: row?.has_users === true,
    snapshotSeededAt: row?.seeded_at ? new Date(row.seeded_at) : null,
  };
}

type Rendered = [DishPicture[], AvatarPicture[]];

/** Every picture of the demo data (from the build's cache when it has them), on libvips threads. */
function renderAll(): Promise<Rendered> {
  const { chefs, images } = plan();
  const rendering = Promise.all([
    mapPool(images, RENDER_POOL, (image) =>
      renderDishPicture(
        image.dish.dish,
        image.variant,
        `${image.dish.account.firstName} ${image.dish.account.lastName}`,
      ),
    ),
    mapPool(chefs, RENDER_POOL, (a) => renderAvatar(a.firstName, a.lastName)),
  ]);
  rendering.catch(() => {}); // awaited later; this only keeps an early failure from being "unhandled"
  return rendering;
}

function summarize(startedAt: number, source: SeedSummary['source']): SeedSummary {
  const { chefs, dishes, images } = plan();
  return {
    users: ALL_DEMO_ACCOUNTS.length,
    chefs: chefs.length,
    dishes: dishes.length,
    images: images.length,
    source,
    ms: Math.round(performance.now() - startedAt),
  };
}

async function removeWritten(storage: FileStorage, written: string[]): Promise<void> {
  await Promise.all(written.map((key) => storage.delete(key).catch(() => {})));
}

/** A demo picture's file name: its dish and file, and a random token, as an uploaded picture's. */
function demoPictureName(productId: number, fileId: number): string {
  return `${productId}-${fileId}-${unguessableToken()}.jpg`;
}

/** The demo data's rows, seeded at `now`; `rendering` gives the pictures' sizes for their file rows. */
async function insertDemoRows(
  tx: DbOrTx,
  now: Date,
  passwordHash: string,
  rendering: Promise<Rendered>,
): Promise<void> {
  const { chefs, dishes, images } = plan();
  // Users: the first listed is the newest (created, and approved, last).
  const accountAge = (i: number) => new Date(now.getTime() - (i + 1) * 60 * MINUTE);
  const userRows = await tx
    .insert(users)
    .values(
      ALL_DEMO_ACCOUNTS.map((a, i) => ({
        email: a.email,
        passwordHash,
        role: a.role,
        firstName: a.firstName,
        lastName: a.lastName,
        nickname: a.nickname,
        city: a.city,
        phoneNumber: a.phoneNumber,
        avatarUpdatedAt: a.chef ? now : null,
        // The chefs' avatars are stored under random tokens, like any avatar (decision 048).
        avatarToken: a.chef ? unguessableToken() : null,
        // Demo accounts are verified: their addresses are ours (docs/decisions/043).
        emailVerifiedAt: accountAge(i),
        createdAt: accountAge(i),
        updatedAt: now,
      })),
    )
    .returning({ id: users.id, email: users.email });
  const userId = new Map(userRows.map((r) => [r.email, r.id]));
  const idOf = (a: DemoAccount) => userId.get(a.email)!;

  await tx.insert(merchantProfiles).values(
    chefs.map((a, i) => ({
      userId: idOf(a),
      status: 'approved' as const,
      hourRateCents: a.chef!.hourRateCents,
      kitchenTypes: a.chef!.kitchenTypes,
      about: a.chef!.about,
      submittedAt: new Date(now.getTime() - (i + 1) * 24 * 60 * MINUTE),
      decidedAt: new Date(now.getTime() - i * MINUTE),
      updatedAt: now,
    })),
  );

  // Every demo chef cooks every day from 10:00 to 22:00 in their city, with 12 hours' notice, at most
  // three bookings a day and half an hour to travel between them (decision 063).
  await tx.insert(chefAvailability).values(
    chefs.map((a) => ({
      chefId: idOf(a),
      noticeHours: 12,
      maxBookingsPerDay: 3,
      travelBufferMinutes: 30,
      updatedAt: now,
    })),
  );
  await tx.insert(chefScheduleWindows).values(
    chefs.flatMap((a) =>
      [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
        chefId: idOf(a),
        weekday,
        startMinute: 10 * 60,
        endMinute: 22 * 60,
        city: a.city ?? 'Vilnius',
      })),
    ),
  );

  // Dishes: within a chef, the first listed is the newest.
  const productIds = await reserveIds(tx, 'products', dishes.length);
  const dishCreatedAt = (d: PlannedDish) => new Date(now.getTime() - (d.index + 1) * MINUTE);
  await tx.insert(products).values(
    dishes.map((d, i) => ({
      id: productIds[i]!,
      ownerId: idOf(d.account),
      title: d.dish.title,
      description: d.dish.description,
      priceCents: d.dish.price === 'time' ? null : d.dish.price,
      measureUnit: d.dish.measureUnit ?? 'item',
      active: !d.dish.inactive,
      createdAt: dishCreatedAt(d),
      updatedAt: dishCreatedAt(d),
    })),
  );
  await tx.insert(productDetails).values(
    dishes.map((d, i) => ({
      productId: productIds[i]!,
      kitchenType: d.dish.kitchenType,
      preparationMinutes: d.dish.preparationMinutes,
      preparationDescription: d.dish.preparationDescription,
      ingredients: d.dish.ingredients,
      calories: d.dish.calories,
      servingsNumber: d.dish.servings,
      timeBased: d.dish.price === 'time',
      allergens: d.dish.allergens,
      dietaryTags: d.dish.dietaryTags,
      updatedAt: dishCreatedAt(d),
    })),
  );

  await grantChefsDoge(
    tx,
    chefs.map((a) => idOf(a)),
    now,
  );
  await insertDeliveredOrders(tx, now, {
    customerId: userId.get(DEMO_DELIVERED_ORDERS.customer)!,
    dishes: dishes.map((d, i) => ({ planned: d, id: productIds[i]! })),
    chefId: userId.get(DEMO_DELIVERED_ORDERS.chef)!,
  });

  const [pictures] = await rendering;
  const fileIds = await reserveIds(tx, 'files', images.length);
  const fileRows: (typeof files.$inferInsert)[] = [];
  const productFileRows: (typeof productFiles.$inferInsert)[] = [];
  images.forEach((image, i) => {
    const ownerId = idOf(image.dish.account);
    const productId = productIds[image.dish.index]!;
    const fileId = fileIds[i]!;
    const fileName = demoPictureName(productId, fileId);
    fileRows.push({
      id: fileId,
      ownerId,
      storageKey: `products/${ownerId}/${fileName}`,
      mimeType: JPEG,
      width: DISH_IMAGE.width,
      height: DISH_IMAGE.height,
      sizeBytes: pictures[i]!.display.length,
      sourceFormat: 'jpeg',
      sourceName: 'dish.jpg',
      sourceMimeType: JPEG,
      createdAt: dishCreatedAt(image.dish),
    });
    productFileRows.push({
      productId,
      fileId,
      fileName,
      position: image.variant,
      createdAt: dishCreatedAt(image.dish),
    });
  });
  if (fileRows.length > 0) {
    await tx.insert(files).values(fileRows);
    await tx.insert(productFiles).values(productFileRows);
  }
}

/** Where the demo pictures are, as the rows say: each dish picture's file, each chef's avatar token. */
interface PictureRows {
  files: {
    fileId: number;
    productId: number;
    ownerId: number;
    fileName: string;
    storageKey: string;
    position: number;
    title: string;
    email: string;
  }[];
  chefs: { id: number; email: string; token: string | null }[];
}

async function readPictureRows(tx: DbOrTx): Promise<PictureRows> {
  const { chefs } = plan();
  const fileRows = await tx
    .select({
      fileId: files.id,
      productId: productFiles.productId,
      ownerId: files.ownerId,
      fileName: productFiles.fileName,
      storageKey: files.storageKey,
      position: productFiles.position,
      title: products.title,
      email: users.email,
    })
    .from(productFiles)
    .innerJoin(files, eq(files.id, productFiles.fileId))
    .innerJoin(products, eq(products.id, productFiles.productId))
    .innerJoin(users, eq(users.id, products.ownerId));
  const chefRows = await tx
    .select({ id: users.id, email: users.email, token: users.avatarToken })
    .from(users)
    .where(
      inArray(
        users.email,
        chefs.map((a) => a.email),
      ),
    );
  return { files: fileRows, chefs: chefRows };
}

/**
 * The demo pictures to store, where the rows say they are: each dish picture under its file row's key (and
 * its thumbnail beside it), each chef's avatar under the chef's token.
 */
function demoPictures(rows: PictureRows, [pictures, avatars]: Rendered): { key: string; bytes: Buffer }[] {
  const { chefs, images } = plan();
  const pictureOf = new Map(
    images.map((image, i) => [
      `${image.dish.account.email}\n${image.dish.dish.title}\n${image.variant}`,
      pictures[i]!,
    ]),
  );
  const objects: { key: string; bytes: Buffer }[] = [];
  for (const row of rows.files) {
    const picture = pictureOf.get(`${row.email}\n${row.title}\n${row.position}`);
    if (!picture) throw new Error(`demo seed: no picture for ${row.email}'s "${row.title}" ${row.position}`);
    objects.push(
      { key: row.storageKey, bytes: picture.display },
      { key: `products/${row.ownerId}/${thumbnailName(row.fileName)}`, bytes: picture.thumbnail },
    );
  }
  const chefOf = new Map(rows.chefs.map((r) => [r.email, r]));
  chefs.forEach((a, i) => {
    const chef = chefOf.get(a.email);
    if (!chef?.token) throw new Error(`demo seed: no avatar token for ${a.email}`);
    objects.push(
      { key: avatarKey(chef.id, 'avatar', chef.token), bytes: avatars[i]!.avatar },
      { key: avatarKey(chef.id, 'thumbnail', chef.token), bytes: avatars[i]!.thumbnail },
    );
  });
  return objects;
}

/** Stores the pictures, WRITE_POOL at a time; `written` collects the keys, to remove them on a failure. */
async function putPictures(
  storage: FileStorage,
  objects: { key: string; bytes: Buffer }[],
  written: string[],
): Promise<void> {
  await mapPool(objects, WRITE_POOL, async ({ key, bytes }) => {
    written.push(key);
    await storage.put(key, bytes, JPEG);
  });
}

/** The rows with new random tokens where a copied demo database holds the snapshot's. */
function renewTokens(rows: PictureRows): PictureRows {
  return {
    files: rows.files.map((row) => {
      const fileName = demoPictureName(row.productId, row.fileId);
      return { ...row, fileName, storageKey: `products/${row.ownerId}/${fileName}` };
    }),
    chefs: rows.chefs.map((chef) => (chef.token ? { ...chef, token: unguessableToken() } : chef)),
  };
}

/**
 * Writes renewTokens' tokens into a copied demo database: the chefs' avatar tokens, the dish pictures' file
 * names (and so their storage keys); and gives the orders new public ids. One statement per table.
 */
async function saveTokens(tx: DbOrTx, rows: PictureRows): Promise<void> {
  const chefs = rows.chefs.filter((c) => c.token);
  if (chefs.length > 0) {
    const tokens = sql.join(
      chefs.map((c) => sql`(${c.id}::int, ${c.token}::text)`),
      sql`, `,
    );
    await tx.execute(
      sql`update ${users} set avatar_token = v.token from (values ${tokens}) as v(id, token) where ${users.id} = v.id`,
    );
  }
  if (rows.files.length > 0) {
    const values = sql.join(
      rows.files.map((p) => sql`(${p.fileId}::int, ${p.fileName}::text, ${p.storageKey}::text)`),
      sql`, `,
    );
    await tx.execute(
      sql`update ${productFiles} set file_name = v.file_name from (values ${values}) as v(file_id, file_name, storage_key)
          where ${productFiles.fileId} = v.file_id`,
    );
    await tx.execute(
      sql`update ${files} set storage_key = v.storage_key from (values ${values}) as v(file_id, file_name, storage_key)
          where ${files.id} = v.file_id`,
    );
  }
  await tx.execute(sql`update ${orders} set sid = gen_random_uuid()::text`);
}

/** The DOGE every demo chef starts with: enough to confirm orders (1 DOGE information fee each). */
export const DEMO_CHEF_DOGE = 20;

/**
 * Each demo chef's starting coins, given by the platform: one grant in the ledger, the platform's debit and a
 * credit to each chef. One transaction, not one per chef: each posting is some nine statements (its key, the
 * locks, the chain's head, the entries, the balances), and the seed runs while a cold start waits for it
 * (decision 077).
 */
async function grantChefsDoge(tx: DbOrTx, chefIds: number[], now: Date): Promise<void> {
  const accounts = await accountsOf(tx, chefIds);
  const grant = DEMO_CHEF_DOGE * KOINU_PER_DOGE;
  await postTransaction(tx, {
    kind: 'grant',
    idempotencyKey: 'demo-grants',
    entries: [
      { accountId: accounts.system.platform, amount: -grant * chefIds.length },
      ...chefIds.map((chefId) => ({ accountId: accounts.users.get(chefId)!, amount: grant })),
    ],
    at: now,
  });
}

/**
 * The demo customer's delivered orders from the Kaunas chef (DEMO_DELIVERED_ORDERS): one fixed-price dish
 * each, paid in cash (the online fees marked paid), delivered on the days before `now`, not reviewed.
 */
async function insertDeliveredOrders(
  tx: DbOrTx,
  now: Date,
  input: { customerId: number; chefId: number; dishes: { planned: PlannedDish; id: number }[] },
): Promise<void> {
  const chefDishes = input.dishes.filter(
    (d) => d.planned.account.email === DEMO_DELIVERED_ORDERS.chef && !d.planned.dish.inactive,
  );
  const dish = chefDishes.find((d) => d.planned.dish.price !== 'time') ?? chefDishes[0];
  if (!dish) return;
  const demo = dish.planned.dish;
  const hourRateCents = dish.planned.account.chef!.hourRateCents;
  const priced: PricedDish = {
    priceCents: demo.price === 'time' ? null : demo.price,
    preparationMinutes: demo.preparationMinutes,
    hourRateCents: demo.price === 'time' ? hourRateCents : null,
    baseServings: demo.servings,
  };
  const fees = calculateFees([{ dish: priced, volume: 1 }], { payInCash: true });
  const money = orderMoney([{ dish: priced, volume: 1 }], { payInCash: true });
  const day = 24 * 60 * MINUTE;
  for (let i = 0; i < DEMO_DELIVERED_ORDERS.count; i += 1) {
    const start = new Date(now.getTime() - (i + 1) * day);
    const createdAt = new Date(start.getTime() - 3 * day);
    const paidAt = new Date(createdAt.getTime() + 10 * MINUTE);
    const [order] = await tx
      .insert(orders)
      .values({
        sid: randomUUID(),
        customerId: input.customerId,
        chefId: input.chefId,
        status: 'delivered',
        payInCash: true,
        cateringRequired: false,
        selfDelivery: false,
        serviceDeliveryDate: start,
        serviceEndDate: new Date(start.getTime() + bookingMinutes([{ dish: priced, volume: 1 }]) * MINUTE),
        ...amountColumns(fees),
        paidAt,
        confirmedAt: new Date(createdAt.getTime() + 60 * MINUTE),
        deliveredAt: new Date(start.getTime() + 3 * 60 * MINUTE),
        finalSubtotalCents: money.subtotal,
        balanceDueCents: 0,
        balanceRefundCents: 0,
        createdAt,
        updatedAt: new Date(start.getTime() + 3 * 60 * MINUTE),
      })
      .returning();
    // A paid order has its recorded payment (the invariants check it), as the test provider writes one.
    const intentId = `ti_demo_order_${order!.id}`;
    await tx.insert(paymentIntents).values({
      id: intentId,
      provider: 'test',
      purpose: 'order',
      orderId: order!.id,
      userId: input.customerId,
      amountCents: fees.onlineAmount,
      clientSecret: `${intentId}_secret`,
      idempotencyKey: `order-${order!.id}-${fees.onlineAmount}`,
      status: 'succeeded',
      createdAt,
      updatedAt: paidAt,
    });
    const [payment] = await tx
      .insert(payments)
      .values({
        intentId,
        eventId: `evt_test_demo_order_${order!.id}`,
        provider: 'test',
        purpose: 'order',
        orderId: order!.id,
        userId: input.customerId,
        amountCents: fees.onlineAmount,
        createdAt: paidAt,
      })
      .returning({ id: payments.id });
    // The money as the order's life wrote it: paid into escrow, the chef's information fee, the release.
    await bookPayment(tx, {
      order: order!,
      paymentId: payment!.id,
      amountCents: fees.onlineAmount,
      to: 'escrow',
      at: paidAt,
    });
    await chargeInformationFee(tx, order!, order!.confirmedAt!);
    await bookRelease(tx, order!, money, order!.deliveredAt!);
    await tx.insert(orderItems).values({
      orderId: order!.id,
      productId: dish.id,
      volume: 1,
      title: demo.title,
      description: demo.description,
      priceCents: priced.priceCents,
      preparationMinutes: demo.preparationMinutes,
      hourRateCents: priced.hourRateCents,
      servingsNumber: demo.servings,
      unitPriceCents: unitPriceCents(priced),
      lineTotalCents: linePriceCents(priced, 1),
      createdAt,
    });
    await tx.insert(orderAddresses).values({
      orderId: order!.id,
      countryPhoneCode: ORDER_COUNTRY_PHONE_CODE,
      postalCode: 'LT-44280',
      state: 'Kauno apskritis',
      city: 'Kaunas',
      phone: '37061112233',
      formattedAddress: 'Laisvės al. 10, Kaunas',
      title: 'Namai',
      placeType: ORDER_PLACE_TYPE,
      updatedAt: createdAt,
    });
  }
}

/** One line for the start-up output. */
export function describeSeed(summary: SeedSummary): string {
  const from = summary.source === 'adopted' ? " (from the build's demo snapshot)" : '';
  return `Seeded the demo data${from}: ${summary.chefs} chefs, ${summary.dishes} dishes, ${summary.images} images in ${(summary.ms / 1000).toFixed(1)} s`;
}

/** The demo accounts of the README that exist in this database (to print at start-up). */
export async function existingDemoAccounts(db: Db): Promise<DemoAccount[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_ACCOUNTS.map((a) => a.email),
      ),
    );
  const present = new Set(rows.map((r) => r.email));
  return DEMO_ACCOUNTS.filter((a) => present.has(a.email));
}
