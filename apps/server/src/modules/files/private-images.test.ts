import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { RelatedFile } from '@hearth/domain/catalogue';
import { envelope, useTestApp } from '../../test/test-app.ts';
import { chef, createDish, setChefStatus } from '../catalogue/catalogue-test-helpers.ts';
import { customerOrder } from '../orders/order-test-helpers.ts';
import { get, post, signUp, type Account } from '../profile/profile-test-helpers.ts';
import { solidJpeg, uploadedFileId } from './files-test-helpers.ts';

// Decision 048: pictures of hidden dishes and of users without a public chef page are served only to those
// who may see them, under names nobody can guess; a 404 and a private picture stay in no shared cache.
const dataDir = mkdtempSync(path.join(tmpdir(), 'hearth-private-images-'));
const ctx = useTestApp({ DATA_DIR: dataDir });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
afterEach(() => rmSync(path.join(dataDir, 'files'), { recursive: true, force: true }));

const PUBLIC_DISH_IMAGE = 'public, max-age=31536000, immutable';
const PUBLIC_AVATAR = 'public, max-age=86400';
const PRIVATE = 'private, max-age=86400';

function expectServed(res: LightMyRequestResponse, cacheControl: string, who: string) {
  expect(res.statusCode, who).toBe(200);
  expect(res.headers['content-type'], who).toBe('image/jpeg');
  expect(res.headers['cache-control'], who).toBe(cacheControl);
}

function expectHidden(res: LightMyRequestResponse, who: string) {
  expect(res.statusCode, who).toBe(404);
  expect(envelope(res).success, who).toBe(false);
  expect(res.headers['cache-control'], who).toBe('no-store');
}

/** A dish made as the wizard makes it (decision 054): disabled, given its photo, then enabled. */
async function dishWithImage(owner: Account): Promise<{ dishId: number; image: RelatedFile }> {
  const dish = await createDish(ctx.app, owner.cookie, { active: 'false' });
  const fileId = await uploadedFileId(ctx.app, owner.cookie, await solidJpeg(400, 300));
  const res = await post(
    ctx.app,
    '/secure/relate-file-to-product',
    { productId: dish.id, fileId },
    owner.cookie,
  );
  const [image] = envelope<{ relatedFiles: RelatedFile[] }>(res).model!.relatedFiles;
  const enable = { id: dish.id, title: dish.title, description: dish.description, active: 'true' };
  expect((await post(ctx.app, '/secure/product', enable, owner.cookie)).statusCode).toBe(200);
  return { dishId: dish.id, image: image! };
}

async function withAvatar(user: Account): Promise<{ avatarUrl: string; thumbnailUrl: string }> {
  const fileId = await uploadedFileId(ctx.app, user.cookie, await solidJpeg(300, 300));
  const res = await get(ctx.app, `/secure/set-avatar?fileId=${fileId}`, user.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return envelope<{ avatarUrl: string; thumbnailUrl: string }>(res).model!;
}

describe('dish images (F16)', () => {
  it('serves an active dish of an approved chef to anyone, with its long public cache headers', async () => {
    const ruta = await chef(ctx.app, 'ruta@example.lt');
    const { image } = await dishWithImage(ruta);
    expectServed(await get(ctx.app, image.url), PUBLIC_DISH_IMAGE, 'a visitor');
    expectServed(await get(ctx.app, image.thumbnailUrl), PUBLIC_DISH_IMAGE, 'a visitor, thumbnail');
  });

  it('serves the images of an inactive dish to its chef and the operators only', async () => {
    const ruta = await chef(ctx.app, 'ruta@example.lt');
    const ana = await signUp(ctx.app, 'ana@example.lt');
    const operator = await signUp(ctx.app, 'operator@example.lt', { role: 'OPERATOR' });
    const { dishId, image } = await dishWithImage(ruta);
    const off = await post(
      ctx.app,
      '/secure/product',
      { id: dishId, title: 'Cepelinai', description: 'Hidden', active: 'false' },
      ruta.cookie,
    );
    expect(off.statusCode, off.body).toBe(200);
    for (const url of [image.url, image.thumbnailUrl]) {
      expectHidden(await get(ctx.app, url), 'a visitor');
      expectHidden(await get(ctx.app, url, ana.cookie), 'another customer');
      expectServed(await get(ctx.app, url, ruta.cookie), PRIVATE, 'the chef');
      expectServed(await get(ctx.app, url, operator.cookie), PRIVATE, 'an operator');
    }
  });

  it.each(['pending', 'suspended', 'rejected'] as const)(
    'hides the images of a chef who is %s from everyone but the chef',
    async (status) => {
      const ruta = await chef(ctx.app, 'ruta@example.lt');
      const { image } = await dishWithImage(ruta);
      await setChefStatus(ctx.app, ruta.id, status);
      expectHidden(await get(ctx.app, image.url), 'a visitor');
      expectServed(await get(ctx.app, image.url, ruta.cookie), PRIVATE, 'the chef');
    },
  );

  it('names images with a token nobody can guess: the bare ids, or another token, find nothing', async () => {
    const ruta = await chef(ctx.app, 'ruta@example.lt');
    const { dishId, image } = await dishWithImage(ruta);
    expect(image.fileName).toMatch(new RegExp(`^${dishId}-${image.fileId}-[0-9a-f]{32}\\.jpg$`));
    const base = `/repository/products/${ruta.id}`;
    expectHidden(await get(ctx.app, `${base}/${dishId}-${image.fileId}.jpg`), 'the bare ids');
    expectHidden(
      await get(ctx.app, `${base}/${dishId}-${image.fileId}-${'0'.repeat(32)}.jpg`),
      'a made-up token',
    );
    expectHidden(await get(ctx.app, image.url.replace(`/${ruta.id}/`, '/999/')), 'another owner');
  });
});

describe('avatars (F17)', () => {
  it("serves a customer's avatar to the customer and the operators only", async () => {
    const ana = await signUp(ctx.app, 'ana@example.lt');
    const rasa = await signUp(ctx.app, 'rasa@example.lt');
    const operator = await signUp(ctx.app, 'operator@example.lt', { role: 'OPERATOR' });
    const urls = await withAvatar(ana);
    expect(urls.avatarUrl).toMatch(new RegExp(`^/repository/users/${ana.id}/avatar\\.jpg\\?v=[0-9a-f]{32}$`));
    for (const url of [urls.avatarUrl, urls.thumbnailUrl]) {
      expectHidden(await get(ctx.app, url), 'a visitor');
      expectHidden(await get(ctx.app, url, rasa.cookie), 'another customer');
      expectServed(await get(ctx.app, url, ana.cookie), PRIVATE, 'the customer');
      expectServed(await get(ctx.app, url, operator.cookie), PRIVATE, 'an operator');
    }
  });

  it("lets a chef see the avatar of a customer with an order with them, and the customer the chef's", async () => {
    const { kitchen, customer } = await customerOrder(ctx.app, ctx.clock);
    const stranger = await chef(ctx.app, 'other@example.lt');
    const customerUrls = await withAvatar(customer);
    expectServed(
      await get(ctx.app, customerUrls.avatarUrl, kitchen.chef.cookie),
      PRIVATE,
      "the customer's chef",
    );
    expectHidden(await get(ctx.app, customerUrls.avatarUrl, stranger.cookie), 'another chef');
    // Without the address the API gave out, not even the counterparty gets it.
    const bare = `/repository/users/${customer.id}/avatar.jpg`;
    expectHidden(await get(ctx.app, bare, kitchen.chef.cookie), 'the chef, without the token');

    const chefUrls = await withAvatar(kitchen.chef);
    await setChefStatus(ctx.app, kitchen.chef.id, 'suspended');
    expectHidden(await get(ctx.app, chefUrls.avatarUrl), 'a visitor, suspended chef');
    expectServed(
      await get(ctx.app, chefUrls.avatarUrl, customer.cookie),
      PRIVATE,
      "the suspended chef's customer",
    );
  });

  it("serves a public chef's avatar to anyone at the address the API gives, and at no guessable one", async () => {
    const ruta = await chef(ctx.app, 'ruta@example.lt');
    const urls = await withAvatar(ruta);
    expectServed(await get(ctx.app, urls.avatarUrl), PUBLIC_AVATAR, 'a visitor');
    expectServed(await get(ctx.app, urls.thumbnailUrl), PUBLIC_AVATAR, 'a visitor, thumbnail');
    for (const url of [
      `/repository/users/${ruta.id}/avatar.jpg`,
      `/repository/users/${ruta.id}/avatar.jpg?v=${Date.now()}`,
      `/repository/users/${ruta.id}/avatar.jpg?v=${'0'.repeat(32)}`,
    ])
      expectHidden(await get(ctx.app, url), url);
    // The chef's own header asks without the token (the web keeps only a version): they see their avatar.
    expectServed(
      await get(ctx.app, `/repository/users/${ruta.id}/thumbnail.jpg?v=1`, ruta.cookie),
      PUBLIC_AVATAR,
      'the chef',
    );
  });
});
