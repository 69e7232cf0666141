import { describe, expect, it } from 'vitest';
import type { ChefCover, MerchantsPage } from '@hearth/domain/catalogue';
import { MESSAGES } from '@hearth/domain/messages';
import { asc, eq } from 'drizzle-orm';
import { merchantProfiles, productFiles } from '../../db/schema.ts';
import { useTestApp } from '../../test/test-app.ts';
import { get, model, post, signUp } from '../profile/profile-test-helpers.ts';
import { chef, createDish, DISH, givePhoto } from './catalogue-test-helpers.ts';

/** The chef's chosen cover photo (decision 059): POST /secure/chef-cover and the cards that show it. */

const ctx = useTestApp();

const choose = (cookie: string, fileId?: number | string) =>
  post(ctx.app, '/secure/chef-cover', fileId === undefined ? {} : { fileId }, cookie);

/** The fileIds of a dish's photos, in the order its cards show them. */
async function photoIds(productId: number): Promise<number[]> {
  const rows = await ctx.app.db
    .select({ fileId: productFiles.fileId })
    .from(productFiles)
    .where(eq(productFiles.productId, productId))
    .orderBy(asc(productFiles.position), asc(productFiles.id));
  return rows.map((row) => row.fileId);
}

/** The fileId in a card's cover url ({productId}-{fileId}-{token}.jpg), as a visitor's marketplace shows it. */
async function visitorCover(nickname: string): Promise<number | null> {
  const page = model<MerchantsPage>(await post(ctx.app, '/store/merchants', { q: nickname }));
  const url = page.merchants[0]?.cover?.url;
  return url ? Number(/\/\d+-(\d+)-/.exec(url)![1]) : null;
}

const storeCover = async (nickname: string, cookie?: string) =>
  model<{ cover: ChefCover }>(await post(ctx.app, '/store/products', { nickname }, cookie)).cover;

/** Ona with three enabled dishes (the newest last) and a disabled one with a photo. */
async function onasKitchen() {
  const ona = await chef(ctx.app, 'ona@example.lt', { nickname: 'onute' });
  const first = await createDish(ctx.app, ona.cookie, { title: 'Šakotis' });
  const second = await createDish(ctx.app, ona.cookie, { title: 'Kibinai' });
  await givePhoto(ctx.app, second);
  const newest = await createDish(ctx.app, ona.cookie, { title: 'Cepelinai' });
  const hidden = await createDish(ctx.app, ona.cookie, { title: 'Secret', active: 'false' });
  await givePhoto(ctx.app, hidden);
  return { ona, first, second, newest, hidden };
}

describe('POST /secure/chef-cover', () => {
  it('covers the card with the chosen photo, for visitors at once, until the chef goes back to the newest', async () => {
    const { ona, first, second, newest } = await onasKitchen();
    const [newestPhoto] = await photoIds(newest.id);
    expect(await visitorCover('onute')).toBe(newestPhoto);
    expect(await storeCover('onute')).toEqual({ fileId: newestPhoto, chosen: false });

    const [firstPhoto] = await photoIds(first.id);
    expect(model<{ cover: ChefCover }>(await choose(ona.cookie, firstPhoto)).cover).toEqual({
      fileId: firstPhoto,
      chosen: true,
    });
    // The visitor's answers come from the read cache: the choice is seen at once all the same.
    expect(await visitorCover('onute')).toBe(firstPhoto);
    expect(await storeCover('onute')).toEqual({ fileId: firstPhoto, chosen: true });

    // Any photo of a dish, not only its first: the second photo of the second dish.
    const secondPhoto = (await photoIds(second.id))[1]!;
    await choose(ona.cookie, secondPhoto);
    expect(await visitorCover('onute')).toBe(secondPhoto);

    // No photo: the newest enabled dish covers the card again.
    expect(model<{ cover: ChefCover }>(await choose(ona.cookie)).cover).toEqual({
      fileId: newestPhoto,
      chosen: false,
    });
    expect(await visitorCover('onute')).toBe(newestPhoto);
  });

  it('falls back to the newest dish while the chosen one is disabled, and forgets a removed photo', async () => {
    const { ona, first, newest } = await onasKitchen();
    const [firstPhoto] = await photoIds(first.id);
    const [newestPhoto] = await photoIds(newest.id);
    await choose(ona.cookie, firstPhoto);

    const enable = (active: boolean) =>
      post(ctx.app, '/secure/product', { ...DISH, id: first.id, active }, ona.cookie);
    expect((await enable(false)).statusCode).toBe(200);
    expect(await visitorCover('onute')).toBe(newestPhoto);
    // Enabled again, the choice holds.
    expect((await enable(true)).statusCode).toBe(200);
    expect(await visitorCover('onute')).toBe(firstPhoto);

    // The photo removed from its dish: the choice goes with it.
    await givePhoto(ctx.app, first);
    expect(
      (await get(ctx.app, `/secure/remove-product-file?fileId=${firstPhoto}`, ona.cookie)).statusCode,
    ).toBe(200);
    const [profile] = await ctx.app.db
      .select({ coverFileId: merchantProfiles.coverFileId })
      .from(merchantProfiles)
      .where(eq(merchantProfiles.userId, ona.id));
    expect(profile!.coverFileId).toBeNull();
    expect(await storeCover('onute')).toEqual({ fileId: newestPhoto, chosen: false });
  });

  it('refuses what is not one of the chef’s enabled dishes’ photos, and changes nothing', async () => {
    const { ona, first, hidden } = await onasKitchen();
    const [firstPhoto] = await photoIds(first.id);
    await choose(ona.cookie, firstPhoto);

    const [hiddenPhoto] = await photoIds(hidden.id);
    const disabled = await choose(ona.cookie, hiddenPhoto);
    expect(disabled.statusCode).toBe(409);
    expect(disabled.json().messages[0].message).toBe(MESSAGES.coverNeedsEnabledDish);

    const tom = await chef(ctx.app, 'tom@example.lt', { nickname: 'tomgrill' });
    const tomsDish = await createDish(ctx.app, tom.cookie, { title: 'Grill' });
    const [tomsPhoto] = await photoIds(tomsDish.id);
    expect((await choose(ona.cookie, tomsPhoto)).statusCode).toBe(403);
    expect((await choose(ona.cookie, 2_000_000)).statusCode).toBe(404);
    for (const bad of ['abc', '-1', '1.5', '0'])
      expect((await choose(ona.cookie, bad)).statusCode, bad).toBe(400);

    const customer = await signUp(ctx.app, 'anna@example.lt');
    const notChef = await choose(customer.cookie, firstPhoto);
    expect(notChef.statusCode).toBe(403);
    expect(notChef.json().messages[0].message).toBe(MESSAGES.notAChef);
    expect((await choose('', firstPhoto)).statusCode).toBe(401);

    expect(await storeCover('onute')).toEqual({ fileId: firstPhoto, chosen: true });
    expect(await storeCover('tomgrill')).toEqual({ fileId: tomsPhoto, chosen: false });
  });
});
