import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKETPLACE_CITIES } from '@hearth/domain/catalogue';
import { KITCHEN_TYPES } from '@hearth/domain/constants';
import type { OrderView } from '@hearth/domain/orders';
import { deriveNickname } from '@hearth/domain/profile';
import { buildApp } from '../app.ts';
import { checkInvariants } from '../checks/invariants.ts';
import { loadConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { files, merchantProfiles, productDetails, productFiles, products, users } from '../db/schema.ts';
import { verifyPassword } from '../modules/auth/secrets.ts';
import { openTestDatabase, postForm, TEST_ENV } from '../test/test-app.ts';
import {
  ALL_DEMO_ACCOUNTS,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  demoPasswordHash,
  describeSeed,
  seedDemoData,
  writeDemoPasswordHash,
  type SeedSummary,
} from './demo-seed.ts';
import { AVATAR_SIDES, DISH_IMAGE, DISH_THUMB } from './demo-images.ts';

/**
 * The demo seed over a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL) and the real app, with
 * the file storage in a temporary DATA_DIR. Seeded once; the tests only read (and try to seed again).
 */

const dataDir = mkdtempSync(path.join(tmpdir(), 'hearth-seed-'));
let app: FastifyInstance;
let db: Db;
let drop: () => Promise<void>;
let summary: SeedSummary | null;

beforeAll(async () => {
  const opened = await openTestDatabase();
  drop = opened.drop;
  app = await buildApp({
    config: loadConfig({ ...TEST_ENV, DATA_DIR: dataDir }),
    database: opened.database,
    logger: false,
  });
  await app.ready();
  db = app.db;
  summary = await seedDemoData(db, app.storage);
});

afterAll(async () => {
  await app?.close();
  await drop?.();
  rmSync(dataDir, { recursive: true, force: true });
});

const chefAccounts = ALL_DEMO_ACCOUNTS.filter((a) => a.chef);
const allDishes = chefAccounts.flatMap((a) => a.chef!.dishes);

async function tableCounts() {
  const n = async (table: typeof users | typeof products | typeof files | typeof productFiles) =>
    (await db.select({ n: count() }).from(table))[0]!.n;
  return {
    users: await n(users),
    products: await n(products),
    files: await n(files),
    productFiles: await n(productFiles),
    merchants: (await db.select({ n: count() }).from(merchantProfiles))[0]!.n,
    details: (await db.select({ n: count() }).from(productDetails))[0]!.n,
  };
}

function storedFiles(): string[] {
  const root = path.join(dataDir, 'files');
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

async function expectJpeg(key: string, width: number, height: number) {
  const stored = await app.storage.get(key);
  expect(stored, key).not.toBeNull();
  const meta = await sharp(stored!.bytes).metadata();
  expect({ key, format: meta.format, width: meta.width, height: meta.height }).toEqual({
    key,
    format: 'jpeg',
    width,
    height,
  });
}

describe('the demo data', () => {
  it('is fixed data that covers the marketplace', () => {
    expect(chefAccounts.length).toBeGreaterThanOrEqual(12);
    expect(new Set(chefAccounts.flatMap((a) => a.chef!.kitchenTypes))).toEqual(new Set(KITCHEN_TYPES));
    expect(new Set(chefAccounts.map((a) => a.city))).toEqual(new Set(MARKETPLACE_CITIES));
    for (const a of chefAccounts) {
      expect(a.nickname).toBe(deriveNickname(a.firstName, a.lastName));
      expect(a.phoneNumber).toMatch(/^3706\d{7}$/);
      expect(a.chef!.kitchenTypes.length).toBeGreaterThanOrEqual(1);
      expect(a.chef!.kitchenTypes.length).toBeLessThanOrEqual(3);
      expect(a.chef!.hourRateCents).toBeGreaterThanOrEqual(300);
      expect(a.chef!.hourRateCents).toBeLessThanOrEqual(1500);
      expect(a.chef!.dishes.length).toBeGreaterThanOrEqual(3);
      expect(a.chef!.dishes.length).toBeLessThanOrEqual(5);
      for (const d of a.chef!.dishes) expect(a.chef!.kitchenTypes).toContain(d.kitchenType);
    }
    const unique = (values: unknown[]) => new Set(values).size === values.length;
    expect(unique(ALL_DEMO_ACCOUNTS.map((a) => a.email))).toBe(true);
    expect(unique(chefAccounts.map((a) => a.phoneNumber))).toBe(true);
    expect(unique(chefAccounts.map((a) => a.nickname))).toBe(true);
    expect(allDishes.some((d) => d.price === 'time')).toBe(true);
    expect(allDishes.some((d) => d.price !== 'time')).toBe(true);
  });

  it('keeps the accounts of the README', () => {
    expect(
      DEMO_ACCOUNTS.map((a) => [a.email, a.role, a.firstName, a.lastName, a.nickname, a.password]),
    ).toEqual([
      ['operator@hearth.local', 'OPERATOR', 'Ona', 'Operatorė', null, 'Hearth2026'],
      ['customer@hearth.local', 'CUSTOMER', 'Jonas', 'Petraitis', null, 'Hearth2026'],
      ['chef.vilnius@hearth.local', 'CUSTOMER', 'Rūta', 'Kazlauskienė', 'rutakazlauskiene', 'Hearth2026'],
      ['chef.kaunas@hearth.local', 'CUSTOMER', 'Tomas', 'Jankauskas', 'tomasjankauskas', 'Hearth2026'],
    ]);
  });
});

describe('seedDemoData', () => {
  it('seeds a fresh database and says what it made', async () => {
    const images = allDishes.reduce((n, d) => n + d.images, 0);
    expect(summary).toMatchObject({
      users: ALL_DEMO_ACCOUNTS.length,
      chefs: chefAccounts.length,
      dishes: allDishes.length,
      images,
    });
    expect(describeSeed(summary!)).toMatch(
      new RegExp(
        `^Seeded the demo data: ${chefAccounts.length} chefs, ${allDishes.length} dishes, ${images} images in \\d+\\.\\d s$`,
      ),
    );
    expect(await tableCounts()).toEqual({
      users: ALL_DEMO_ACCOUNTS.length,
      merchants: chefAccounts.length,
      products: allDishes.length,
      details: allDishes.length,
      files: images,
      productFiles: images,
    });
  });

  it('approves every chef, in both cities, covering every kitchen type, each with an avatar', async () => {
    const rows = await db
      .select({
        id: users.id,
        city: users.city,
        nickname: users.nickname,
        avatarUpdatedAt: users.avatarUpdatedAt,
        avatarToken: users.avatarToken,
        status: merchantProfiles.status,
        kitchenTypes: merchantProfiles.kitchenTypes,
        decidedAt: merchantProfiles.decidedAt,
      })
      .from(merchantProfiles)
      .innerJoin(users, eq(users.id, merchantProfiles.userId));
    expect(rows).toHaveLength(chefAccounts.length);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['approved']));
    expect(new Set(rows.map((r) => r.city))).toEqual(new Set(['Vilnius', 'Kaunas']));
    expect(new Set(rows.flatMap((r) => r.kitchenTypes))).toEqual(new Set(KITCHEN_TYPES));
    // Distinct approval times: the marketplace order (newest approval first) is fixed.
    expect(new Set(rows.map((r) => r.decidedAt!.getTime())).size).toBe(rows.length);
    for (const r of rows) {
      expect(r.avatarUpdatedAt, r.nickname!).toBeInstanceOf(Date);
      expect(r.avatarToken, r.nickname!).toMatch(/^[0-9a-f]{32}$/);
      await expectJpeg(`users/${r.id}/avatar-${r.avatarToken}.jpg`, AVATAR_SIDES.avatar, AVATAR_SIDES.avatar);
      await expectJpeg(
        `users/${r.id}/thumbnail-${r.avatarToken}.jpg`,
        AVATAR_SIDES.thumbnail,
        AVATAR_SIDES.thumbnail,
      );
    }
    const [operator] = await db.select().from(users).where(eq(users.email, 'operator@hearth.local'));
    expect(operator).toMatchObject({ role: 'OPERATOR', avatarUpdatedAt: null });
  });

  it('stores the dishes with details, both pricings, and some inactive', async () => {
    const rows = await db
      .select({ product: products, details: productDetails })
      .from(products)
      .innerJoin(productDetails, eq(productDetails.productId, products.id))
      .orderBy(asc(products.id));
    expect(rows).toHaveLength(allDishes.length);
    const timeBased = rows.filter((r) => r.details.timeBased);
    const fixed = rows.filter((r) => !r.details.timeBased);
    expect(timeBased.length).toBeGreaterThan(0);
    expect(fixed.length).toBeGreaterThan(0);
    for (const r of timeBased) expect(r.product.priceCents).toBeNull();
    for (const r of fixed) expect(r.product.priceCents).toBeGreaterThan(0);
    expect(rows.filter((r) => !r.product.active).length).toBeGreaterThanOrEqual(1);
    for (const { details } of rows) {
      expect(KITCHEN_TYPES).toContain(details.kitchenType);
      expect(details.preparationMinutes).toBeGreaterThan(0);
      expect(details.calories).toBeGreaterThan(0);
      expect(details.servingsNumber).toBeGreaterThan(0);
      expect(Object.keys(details.ingredients).length).toBeGreaterThan(0);
    }
    // The owners' inactive dishes belong to the README chefs (something to see when logged in as them).
    const inactiveOwners = await db
      .select({ email: users.email })
      .from(products)
      .innerJoin(users, eq(users.id, products.ownerId))
      .where(eq(products.active, false));
    expect(new Set(inactiveOwners.map((r) => r.email))).toEqual(
      new Set(['chef.vilnius@hearth.local', 'chef.kaunas@hearth.local']),
    );
  });

  it('stores 1 or 2 real JPEG pictures per dish: display size and thumbnail, named after the dish and file', async () => {
    const rows = await db
      .select({ pf: productFiles, file: files, ownerId: products.ownerId })
      .from(productFiles)
      .innerJoin(files, eq(files.id, productFiles.fileId))
      .innerJoin(products, eq(products.id, productFiles.productId));
    const perDish = new Map<number, number>();
    for (const { pf, file, ownerId } of rows) {
      perDish.set(pf.productId, (perDish.get(pf.productId) ?? 0) + 1);
      expect(pf.fileName).toMatch(new RegExp(`^${pf.productId}-${file.id}-[0-9a-f]{32}\\.jpg$`));
      expect(file).toMatchObject({
        ownerId,
        storageKey: `products/${ownerId}/${pf.fileName}`,
        mimeType: 'image/jpeg',
        sourceFormat: 'jpeg',
        sourceName: 'dish.jpg',
        sourceMimeType: 'image/jpeg',
        width: DISH_IMAGE.width,
        height: DISH_IMAGE.height,
      });
      await expectJpeg(`products/${ownerId}/${pf.fileName}`, DISH_IMAGE.width, DISH_IMAGE.height);
      await expectJpeg(
        `products/${ownerId}/${pf.fileName.replace(/\.jpg$/, '-thumb.jpg')}`,
        DISH_THUMB.width,
        DISH_THUMB.height,
      );
      expect((await app.storage.get(file.storageKey))!.size).toBe(file.sizeBytes);
    }
    expect(perDish.size).toBe(allDishes.length);
    expect(new Set(perDish.values())).toEqual(new Set([1, 2]));
  });

  it('lets the demo accounts log in with the demo password', async () => {
    for (const email of [...DEMO_ACCOUNTS.map((a) => a.email), 'giedre.zukauskiene@hearth.local']) {
      const response = await postForm(app, '/pw-login', {
        identityKey: email,
        password: DEMO_PASSWORD,
        type: 'email',
      });
      expect(response.statusCode, email).toBe(200);
      expect(response.json(), email).toMatchObject({ success: true });
    }
  });

  it('gives the demo customer 6 delivered cash orders from the Kaunas chef, each open to a review', async () => {
    const login = await postForm(app, '/pw-login', {
      identityKey: 'customer@hearth.local',
      password: DEMO_PASSWORD,
      type: 'email',
    });
    const cookie = `hearth_session=${login.cookies.find((c) => c.name === 'hearth_session')!.value}`;
    const res = await app.inject({ method: 'GET', url: '/secure/orders', headers: { cookie } });
    const list = (res.json() as { model: { orders: OrderView[] } }).model.orders;
    const delivered = list.filter((o) => o.status === 'delivered');
    expect(delivered).toHaveLength(6);
    for (const order of delivered) {
      expect(order).toMatchObject({ payInCash: true, canReview: true, review: null });
      expect(order.chef.storeName).toBe(
        ALL_DEMO_ACCOUNTS.find((c) => c.email === 'chef.kaunas@hearth.local')!.nickname,
      );
      expect(order.orderItems).toHaveLength(1);
    }
  });

  it('leaves a database where every invariant holds (the paid orders have their payments)', async () => {
    expect(await checkInvariants(db)).toEqual([]);
  });

  it('does nothing on a database that has users: a second run changes no row and no file', async () => {
    const before = { counts: await tableCounts(), files: storedFiles() };
    expect(before.files.length).toBeGreaterThan(0);
    expect(await seedDemoData(db, app.storage)).toBeNull();
    expect({ counts: await tableCounts(), files: storedFiles() }).toEqual(before);
  });
});

describe('the demo password hash made by the build', () => {
  it('is read back when made for today’s password and parameters, and made at the start otherwise', async () => {
    const file = path.join(dataDir, 'demo-password.json');
    await writeDemoPasswordHash(file);
    const kept = await demoPasswordHash(file);
    expect(await demoPasswordHash(file)).toBe(kept);
    expect(await verifyPassword(kept, DEMO_PASSWORD)).toBe(true);

    writeFileSync(file, JSON.stringify({ key: 'another password', hash: kept }));
    const made = await demoPasswordHash(file);
    expect(made).not.toBe(kept);
    expect(await verifyPassword(made, DEMO_PASSWORD)).toBe(true);
    const missing = await demoPasswordHash(path.join(dataDir, 'missing.json'));
    expect(await verifyPassword(missing, DEMO_PASSWORD)).toBe(true);
  });
});
