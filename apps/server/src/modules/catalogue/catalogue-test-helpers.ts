import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Product } from '@hearth/domain/catalogue';
import { files, merchantProfiles, productFiles, users } from '../../db/schema.ts';
import { applyAsChef, model, post, type Account } from '../profile/profile-test-helpers.ts';

/** Test helpers of the catalogue HTTP tests: approved chefs and their dishes. */

let phoneSeq = 0;

export interface ChefOptions {
  nickname?: string;
  city?: string;
  hourRate?: number;
  kitchenTypes?: string[];
  status?: 'pending' | 'approved' | 'rejected' | 'suspended';
  decidedAt?: Date;
}

/** A chef who applied through the real routes, then set to a status (approved by default) in the database. */
export async function chef(app: FastifyInstance, email: string, options: ChefOptions = {}): Promise<Account> {
  phoneSeq += 1;
  const nickname = options.nickname ?? email.split('@')[0]!.replace(/[^a-z0-9]/gi, '');
  const account = await applyAsChef(app, email, {
    nickname,
    phoneNumber: `3706${String(1_000_000 + phoneSeq).slice(-7)}`,
  });
  const status = options.status ?? 'approved';
  await app.db
    .update(merchantProfiles)
    .set({
      status,
      decidedAt: status === 'pending' ? null : (options.decidedAt ?? new Date()),
      ...(options.hourRate === undefined ? {} : { hourRateCents: options.hourRate }),
      ...(options.kitchenTypes === undefined ? {} : { kitchenTypes: options.kitchenTypes }),
    })
    .where(eq(merchantProfiles.userId, account.id));
  if (options.city !== undefined)
    await app.db.update(users).set({ city: options.city }).where(eq(users.id, account.id));
  return account;
}

export async function setChefStatus(app: FastifyInstance, userId: number, status: ChefOptions['status']) {
  await app.db.update(merchantProfiles).set({ status }).where(eq(merchantProfiles.userId, userId));
}

export const DISH = { title: 'Cepelinai', description: 'Potato dumplings with meat.', price: '1250' };

export const DETAILS = {
  kitchenType: 'grill',
  preparationMinutes: '90',
  preparationDescription: 'Grate, fill, boil.',
  ingridients: JSON.stringify({ potatoes: 1000, pork: 300 }),
  calories: '650',
  servingsNumber: '2',
};

/**
 * A dish of the chef's, enabled unless the body says `active: 'false'`. A dish is enabled only with a photo
 * (decision 054), so an enabled one gets a photo first: an upload row and a dish image row written straight
 * to the database, with no stored bytes (no image job, no upload rate), then `active` through the real route.
 */
export async function createDish(
  app: FastifyInstance,
  cookie: string,
  body: Record<string, string | number | boolean> = {},
): Promise<Product> {
  const { active, ...fields } = body;
  const created = model<{ productId: number; product: Product }>(
    await post(app, '/secure/product', { ...DISH, ...fields }, cookie),
  );
  expect(created.product.id).toBe(created.productId);
  if (active === false || active === 'false') return created.product;
  await givePhoto(app, created.product);
  const enabled = model<{ productId: number; product: Product }>(
    await post(app, '/secure/product', { ...DISH, ...fields, id: created.productId, active: true }, cookie),
  );
  return enabled.product;
}

/** A photo record for a dish (see createDish): its upload and its dish image rows, no stored bytes. */
export async function givePhoto(
  app: Pick<FastifyInstance, 'db'>,
  dish: { id: number; userId: number },
): Promise<void> {
  const [file] = await app.db
    .insert(files)
    .values({
      ownerId: dish.userId,
      storageKey: `uploads/${dish.userId}/test-photo-${dish.id}.jpg`,
      mimeType: 'image/jpeg',
      width: 800,
      height: 600,
      sizeBytes: 1,
      sourceFormat: 'jpeg',
      createdAt: new Date(),
    })
    .returning();
  await app.db.insert(productFiles).values({
    productId: dish.id,
    fileId: file!.id,
    fileName: `${dish.id}-${file!.id}-${'0'.repeat(32)}.jpg`,
    position: 0,
    createdAt: new Date(),
  });
}

export async function addDetails(
  app: FastifyInstance,
  cookie: string,
  productId: number,
  body: Record<string, string | number | boolean> = {},
) {
  return model(await post(app, '/secure/product-details', { productId, ...DETAILS, ...body }, cookie));
}
